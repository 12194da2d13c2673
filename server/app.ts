/**
 * buildApp(config): a ready Fastify instance, apart from the listener (server/main.ts), so
 * tests can build it and call app.inject() without opening a port.
 */
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import contactApi, { type ContactApiOptions } from './plugins/contact-api.js';
import health from './plugins/health.js';
import pages from './plugins/pages.js';
import securityHeaders from './plugins/security-headers.js';
import siteFiles from './plugins/site-files.js';
import staticFiles from './plugins/static-files.js';
import './types.js';

export type BuildAppOptions = {
  /** Directory of the built client (assets, media, fonts). Defaults to dist/client. */
  clientDir?: string;
  /** The clock pages are rendered by (the footer's year); tests move it. Defaults to Date.now. */
  now?: () => number;
  /** Contact delivery and SMTP timings, disk-outbox hooks (tests shorten and inject). */
  contact?: ContactApiOptions;
};

export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    // Fastify answers 503 for requests that arrive while closing; in-flight ones finish.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    bodyLimit: 32 * 1024,
  });
  app.decorate('config', config);

  const clientDir = options.clientDir ?? config.CLIENT_DIR ?? defaultClientDir();

  await app.register(securityHeaders);
  await app.register(health);
  await app.register(siteFiles);
  await app.register(staticFiles, { clientDir });
  await app.register(contactApi, options.contact ?? {});
  await app.register(pages, { clientDir, now: options.now });

  await app.ready();
  return app;
}

/** A hop count becomes a function: trust that many proxies in front of us, no more. */
function trustProxySetting(value: Config['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

function defaultClientDir(): string {
  return fileURLToPath(new URL('../client', import.meta.url));
}
