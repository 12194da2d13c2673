/**
 * Pages render on render threads (piscina running the built dist/server/render-worker.js, as
 * the server does), with React Router's static handler: each request runs each matched
 * route's loader once, a 404 is the route's loader throwing one, and a busy pool answers 503
 * while the cached pages keep answering.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readDataFiles } from '../../server/render/data-files.js';
import { createRenderer } from '../../server/render/render-page.js';
import { setDataSource } from '../../shared/routes/data-source.js';
import { clientDir, createTestApp, getPage, TEST_SITE_URL } from '../helpers/app.js';

describe('a render', () => {
  let render: Awaited<ReturnType<typeof createRenderer>>;
  const reads: string[] = [];
  beforeAll(async () => {
    render = await createRenderer({ clientDir, siteUrl: TEST_SITE_URL });
    // The same files, read through a counter: every read is one loader call.
    const files = readDataFiles(clientDir);
    setDataSource((file) => {
      reads.push(file);
      return files.get(file);
    });
  });

  it.each([
    ['/case-studies/12', ['en/ui', 'en/case-study/12'], 200],
    ['/ta/services/branding', ['ta/ui', 'ta/service/branding'], 200],
    ['/case-studies?q=logo', ['en/ui', 'en/case-studies'], 200],
    ['/blog/99', ['en/ui', 'en/blog-post/99'], 404],
    ['/no-such-page', ['en/ui'], 404],
  ] as const)('of %s runs each matched route’s loader once', async (url, files, status) => {
    reads.length = 0;
    const output = await render({ url, year: 2026 });
    expect(output.status).toBe(status);
    expect(output.errors).toEqual([]);
    expect(reads).toEqual(files);
    // What the loaders returned travels with the page, so the browser loads nothing again.
    const boot = JSON.parse(/<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(Buffer.from(output.body).toString('utf8'))![1]!) as { hydration: { loaderData: Record<string, unknown> } };
    expect(Object.keys(boot.hydration.loaderData).length).toBe(status === 200 ? 2 : 1);
  });
});

describe('render threads', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ RENDER_THREADS: '2' });
  });
  afterAll(() => app.close());

  it('render pages and keep them: the second request is served from the cache', async () => {
    const first = await getPage(app, '/about');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    const again = await getPage(app, '/about');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.html).toBe(first.html);
  });

  it('answer 503 with Retry-After at once when too many renders already wait', async () => {
    const small = await createTestApp({ RENDER_THREADS: '1', RENDER_QUEUE_MAX: '1' });
    try {
      const statuses = await Promise.all(Array.from({ length: 12 }, (_, n) => small.inject({ url: `/case-studies?q=busy${n}`, headers: { accept: 'text/html' } })));
      const busy = statuses.filter((response) => response.statusCode === 503);
      expect(statuses.filter((response) => response.statusCode === 200).length).toBeGreaterThanOrEqual(2);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]!.headers['retry-after']).toBe('2');
      expect(busy[0]!.headers['cache-control']).toBe('no-store');
    } finally {
      await small.close();
    }
  }, 60_000);
});
