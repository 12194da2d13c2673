/**
 * Entry point: parse the configuration, validate content, build the app, listen.
 * SIGTERM/SIGINT close the server gracefully: no new connections, in-flight requests
 * finish, the delivery worker stops, then exit 0.
 */
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

  const app = await buildApp(config);
  try {
    const clientDir = config.CLIENT_DIR ?? new URL('../client/', import.meta.url).pathname;
    validateContent({ mediaDir: `${clientDir.replace(/\/$/, '')}/media`, imageHosts: config.IMAGE_HOSTS });
  } catch (error) {
    app.log.fatal({ err: error }, 'content is invalid');
    process.exit(1);
  }

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
