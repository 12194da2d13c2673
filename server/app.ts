/**
 * buildApp(config): a ready Fastify instance, apart from the listener (server/main.ts), so
 * tests can build it and call app.inject() without opening a port.
 */
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import admin from './plugins/admin.js';
import contactApi from './plugins/contact-api.js';
import devReload from './plugins/dev-reload.js';
import health from './plugins/health.js';
import pages from './plugins/pages.js';
import securityHeaders from './plugins/security-headers.js';
import siteFiles from './plugins/site-files.js';
import staticFiles from './plugins/static-files.js';
import { createRenderPool } from './render/render-pool.js';
import { readSitePages } from './render/site-pages.js';
import './types.js';

export type BuildAppOptions = {
  /** Directory of the built client (assets, media, fonts). Defaults to dist/client. */
  clientDir?: string;
  /** The built render thread: dist/server/render-worker.js beside this bundle by default. */
  renderWorker?: string;
};

export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    // Fastify answers 503 for requests that arrive while closing; in-flight ones finish.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    bodyLimit: 32 * 1024,
    // Connection limits (README "Limits"): a request must arrive whole within
    // REQUEST_TIMEOUT_MS (headers within HEADERS_TIMEOUT_MS), so a body trickled a byte at a
    // time cannot hold a socket; idle keep-alive sockets close after KEEP_ALIVE_TIMEOUT_MS.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    http: { headersTimeout: config.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
  });
  // Beyond this many open connections the server refuses new ones instead of running out of
  // file descriptors.
  app.server.maxConnections = config.MAX_CONNECTIONS;
  app.decorate('config', config);
  app.decorate('draining', false);

  const clientDir = options.clientDir ?? config.CLIENT_DIR ?? defaultClientDir();
  const sitePages = readSitePages(clientDir);
  const renderer = createRenderPool({
    file: options.renderWorker ?? fileURLToPath(new URL('./render-worker.js', import.meta.url)),
    threads: config.RENDER_THREADS,
    maxQueue: config.RENDER_QUEUE_MAX,
    clientDir,
    siteUrl: config.SITE_URL,
    // `npm run dev` writes new data files on every save: read them on each render there.
    development: config.NODE_ENV === 'development',
  });
  app.addHook('onClose', () => renderer.close());

  await app.register(securityHeaders);
  await app.register(health);
  await app.register(siteFiles, { pages: sitePages, clientDir });
  await app.register(staticFiles, { clientDir });
  // The content editor, only with CMS_ENABLED=true (encapsulated: its CSP and noindex stay under /admin).
  await app.register(admin, { clientDir });
  await app.register(contactApi, { renderer });
  await app.register(pages, { clientDir, pages: sitePages, renderer });
  if (config.NODE_ENV === 'development') await app.register(devReload);

  // While the process drains before closing (server/main.ts), every answer asks the client
  // to close its connection, so no request is left waiting on a socket we are about to close.
  app.addHook('onSend', async (_request, reply) => {
    if (app.draining) reply.header('connection', 'close');
  });

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
