/** Every route through app.inject(): status, content type, one doctype, head meta, caching, 404s. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getPage, headOf, metaContent, textOf, titleOf } from '../helpers/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const pages = [
  '/',
  '/services',
  '/services/branding',
  '/industries',
  '/industries/education',
  '/solutions',
  '/case-studies',
  '/case-studies/1',
  '/project',
  '/about',
  '/contact',
  '/blog',
  '/blog/1',
  '/learn',
  '/terms',
  '/privacy',
];

describe('pages', () => {
  it.each(pages)('%s answers 200 with a complete document and its meta in <head>', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html.match(/<!DOCTYPE html>/gi)).toHaveLength(1);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    const head = headOf(html);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(titleOf(head)).toMatch(/Kolam Studio/);
    for (const name of ['description', 'keywords', 'author', 'robots']) expect(metaContent(head, 'name', name), name).toBeTruthy();
    for (const property of ['og:title', 'og:description', 'og:type', 'og:url', 'og:image']) expect(metaContent(head, 'property', property), property).toBeTruthy();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
    expect(canonical).toBe(`https://kolamstudio.example${url}`);
    expect(metaContent(head, 'property', 'og:url')).toBe(canonical);
    expect(metaContent(head, 'name', 'robots')).toBe('index, follow');
    // The shell is in the HTML: header links, footer, main landmark.
    expect(html).toContain('<main id="main"');
    expect(html).toContain('href="/case-studies"');
    expect(html).toContain('Terms &amp; Conditions');
  });

  it('gives every page its own title', async () => {
    const titles = new Set<string | undefined>();
    for (const url of pages) titles.add(titleOf((await app.inject({ url })).body));
    expect(titles.size).toBe(pages.length);
  });

  it('keeps the query string out of the canonical link', async () => {
    const html = (await app.inject({ url: '/solutions?category=Packaging' })).body;
    expect(html).toContain('<link rel="canonical" href="https://kolamstudio.example/solutions"');
  });
});

describe('not found', () => {
  const cases: [string, string][] = [
    ['/no-such-page', 'Not found.'],
    ['/services/no-such-service', 'Not found.'],
    ['/industries/no-such-industry', 'Industry Not Found.'],
    ['/case-studies/9999', 'Not found.'],
    ['/case-studies/abc', 'Not found.'],
    ['/blog/999', 'Blog Not Found'],
    ['/blog/abc', 'Blog Not Found'],
  ];
  it.each(cases)('%s answers 404 with "%s" inside the layout', async (url, message) => {
    const response = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(`<h1 class="not-found__title">${message}</h1>`);
    expect(response.body).toContain('<header class="site-header"');
    expect(response.body).toContain('<footer class="site-footer"');
    expect(metaContent(response.body, 'name', 'robots')).toBe('noindex, follow');
  });

  it('answers non-HTML clients with a plain JSON 404', async () => {
    const response = await app.inject({ url: '/api/nothing', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  it('redirects a trailing slash to the one canonical URL', async () => {
    const response = await app.inject({ url: '/services/?x=1' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/services?x=1');
  });
});

describe('HTML caching', () => {
  it('sends a short CDN-friendly policy and an ETag, and 304 on a match', async () => {
    const first = await app.inject({ url: '/about' });
    expect(first.headers['cache-control']).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=86400');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const second = await app.inject({ url: '/about', headers: { 'if-none-match': String(etag) } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('compresses pages with brotli or gzip when asked', async () => {
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(br.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']));
  });

  it('renders a page once and then serves the same bytes', async () => {
    const before = app.pageCacheStats();
    const a = await app.inject({ url: '/learn?from=test-a' });
    const b = await app.inject({ url: '/learn?from=test-a' });
    expect(a.body).toBe(b.body);
    const after = app.pageCacheStats();
    expect(after.renders - before.renders).toBe(1);
  });

  it('bounds the cache of URLs with query strings', async () => {
    const small = await createTestApp({ PAGE_CACHE_MAX: '3' });
    try {
      for (let i = 0; i < 10; i++) await small.inject({ url: `/blog?page=${i}` });
      expect(small.pageCacheStats().bounded).toBe(3);
    } finally {
      await small.close();
    }
  });

  it("renders the footer's year in Chennai time, hands it to the client, and renders again when the year turns", async () => {
    // 31 Dec 2026, 18:00 UTC is 23:30 in Chennai; half an hour later it is 2027 there.
    let now = Date.UTC(2026, 11, 31, 18, 0);
    const clocked = await createTestApp({}, { now: () => now });
    try {
      const year = async () => {
        const { html } = await getPage(clocked, '/');
        const boot = JSON.parse(/<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as { year?: number };
        return { footer: /© (\d{4}) Kolam Studio/.exec(textOf(html))?.[1], boot: boot.year };
      };
      expect(await year()).toEqual({ footer: '2026', boot: 2026 });
      const renders = clocked.pageCacheStats().renders;
      now += 29 * 60 * 1000;
      expect(await year()).toEqual({ footer: '2026', boot: 2026 });
      expect(clocked.pageCacheStats().renders).toBe(renders);
      now += 60 * 1000;
      expect(await year()).toEqual({ footer: '2027', boot: 2027 });
      expect(clocked.pageCacheStats().renders).toBe(renders + 1);
    } finally {
      await clocked.close();
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/services' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});
