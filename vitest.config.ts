/**
 * Four projects, from the fastest to the slowest (README "Tests"):
 *   fast     content, schemas and pure logic: no build, no browser, no services (npm run test:fast)
 *   server   the app built as production builds it (app.inject and the built server), the
 *            contact store against real PostgreSQL, Redis and SMTP peers
 *   process  processes and packaging: npm start/dev, signals, a production-only install
 *   browser  Chromium against one built server shared by every file, files in parallel
 * `npm test` builds once, then runs all four.
 */
import { defineConfig } from 'vitest/config';

/** Tests that need neither dist/ nor a service: the rest of tests/content, contact and server. */
const FAST = [
  'tests/content/**/*.test.{ts,tsx}',
  'tests/contact/{attribution,config,mailer,outbox,schema}.test.ts',
  'tests/server/{config,cms-config}.test.ts',
];

export default defineConfig({
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    // Most files wait on a server, a browser or a timer more than they compute: three at a
    // time keep a 2-core machine busy (vitest's default there is one).
    maxWorkers: 3,
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'fast', include: FAST, testTimeout: 20_000 },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/{server,contact}/**/*.test.{ts,tsx}'],
          exclude: FAST,
          // Some tests read every sitemap page (172) in both languages.
          testTimeout: 60_000,
          // A beforeAll that builds an app or starts a server must not time out on a loaded 2-core machine.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: 'process', include: ['tests/process/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          // Three Chromiums share two cores while files run side by side.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // Files run side by side against the one server (each its own Chromium); none shares state with another.
          fileParallelism: true,
        },
      },
    ],
  },
});
