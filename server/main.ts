/**
 * Entry point: parse the configuration, validate content, build the app, listen.
 * SIGTERM/SIGINT close the server gracefully: no new connections, in-flight requests
 * finish, the delivery worker stops, then exit 0.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateContent } from '../shared/content/validate.js';
import { buildApp } from './app.js';
import { ConfigError, parseConfig } from './config.js';

async function main(): Promise<void> {
  let config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Content is checked before anything listens: a broken record or a missing image file
  // stops start-up with a message naming the collection, the record and the field.
  const clientDir = config.CLIENT_DIR ?? fileURLToPath(new URL('../client', import.meta.url));
  try {
    validateContent({ mediaDir: path.join(clientDir, 'media'), imageHosts: config.IMAGE_HOSTS });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }

  const app = await buildApp(config, { clientDir });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
