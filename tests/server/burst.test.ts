/**
 * A fresh server does not shed its own pages (issue 30): right after start, once /readyz
 * answers 200, 120 simultaneous requests for distinct sitemap URLs (a crawler, a link
 * checker, a load balancer's new instance) all answer 200, and again in a second burst.
 * Against the built server, with the default RENDER_THREADS and RENDER_QUEUE_MAX.
 */
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer } from '../../scripts/lib/built-server.mjs';
import { distDir } from '../helpers/app.js';

const BURST = 120;
let server: Awaited<ReturnType<typeof startBuiltServer>>;
// One connection per request, as 120 separate clients would open.
const agent = new Agent({ connections: BURST, pipelining: 0 });

beforeAll(async () => {
  // Resolves once /readyz answers 200.
  server = await startBuiltServer({ DIST_DIR: distDir });
}, 150_000);

afterAll(async () => {
  await server?.stop();
  await agent.close();
});

describe('a burst of distinct sitemap URLs right after start', () => {
  it('answers 120 × 200, twice in a row', { timeout: 60_000 }, async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(new Set(paths).size).toBeGreaterThanOrEqual(BURST);
    for (const burst of [paths.slice(0, BURST), paths.slice(-BURST)]) {
      const statuses = await Promise.all(
        burst.map(async (path) => {
          const { statusCode, body } = await request(`${server.url}${path}`, { dispatcher: agent, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
          await body.dump();
          return `${statusCode} ${path}`;
        }),
      );
      expect(statuses.filter((status) => !status.startsWith('200 '))).toEqual([]);
      expect(statuses).toHaveLength(BURST);
    }
  });
});
