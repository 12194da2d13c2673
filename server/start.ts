/**
 * Start the server (after server/main.ts chose the React build): parse the configuration,
 * build the app, listen.
 *
 * SIGTERM/SIGINT (close-with-grace): first drain for SHUTDOWN_DRAIN_MS, answering every
 * request as usual but with `Connection: close`, so a client that sends a request on an idle
 * keep-alive socket gets an answer instead of a reset; then close (no new connections,
 * in-flight requests finish, the delivery worker stops) and exit 0. A close that hangs is
 * cut off after the grace delay with exit 1.
 */
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, parseConfig } from './config.js';

/**
 * `builtClientDir`: dist/client beside the server bundle (CLIENT_DIR overrides it);
 * `renderWorker`: the built render thread (dist/server/render-worker.js). Both are resolved by
 * server/main.ts, because this module is bundled into a chunk in another directory.
 */
export async function start(builtClientDir: URL, renderWorker: URL): Promise<void> {
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

  // Content was checked by the build, which put it in the server bundle and the media folder.
  const clientDir = config.CLIENT_DIR ?? fileURLToPath(builtClientDir);

  const app = await buildApp(config, { clientDir, renderWorker: fileURLToPath(renderWorker) });

  closeWithGrace({ delay: config.SHUTDOWN_DRAIN_MS + 10_000, logger: { error: (message: string) => app.log.error(message) } }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info({ signal }, 'shutting down');
    app.draining = true;
    if (!err && config.SHUTDOWN_DRAIN_MS > 0) await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
    await app.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
}
