/**
 * Entry point. React, react-dom and the scheduler pick their development or production
 * build from NODE_ENV when they are first loaded. Unset, it means production here, as it
 * does for the configuration (server/config.ts): without this, `npm start` and the
 * benchmarks would render with React's development build, several times slower. It must be
 * set before anything imports React, so the server itself is imported after it.
 */
process.env.NODE_ENV ||= 'production';
const { start } = await import('./start.js');
start(new URL('../client', import.meta.url), new URL('./render-worker.js', import.meta.url)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
