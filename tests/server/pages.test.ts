/**
 * Every route as a crawler gets it (status, one document, <head> meta, canonical), one URL
 * per page (301 for other spellings), 404s that carry no other page's content, and a page
 * cache keyed on what changes the page (tracking parameters never cost a render).
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp, getPage, rawRequest, TEST_SITE_URL, useTestApp } from '../helpers/app.js';

const app = useTestApp();

/** One URL of every page the route table lists (the sitemap test checks them all). */
export const PAGES = [
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
  it.each(PAGES)('%s answers 200 with one complete document and its meta in <head>', async (url) => {
    const page = await getPage(app(), url);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.html.match(/<!DOCTYPE html>/gi)).toHaveLength(1);
    expect(page.html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(page.document.querySelectorAll('title')).toHaveLength(1);
    expect(page.title).toMatch(/Kolam Studio/);
    for (const name of ['description', 'keywords', 'author']) expect(page.meta(name), name).toBeTruthy();
    expect(page.meta('robots')).toBe('index, follow');
    for (const property of ['og:title', 'og:description', 'og:type', 'og:image']) expect(page.property(property), property).toBeTruthy();
    expect(page.canonical).toBe(`${TEST_SITE_URL}${url}`);
    expect(page.property('og:url')).toBe(page.canonical);
    // The shell is in the HTML: the main landmark, the header's navigation, the footer.
    expect(page.main.tagName).toBe('MAIN');
    expect(page.links(page.region('Main')).map((link) => link.name)).toEqual(['Home', 'Services', 'Industries', 'Solutions', 'Case Study', 'About', 'Contact']);
    expect(page.document.querySelector('footer')?.textContent).toContain('Terms & Conditions');
  });

  it('gives every page its own title', async () => {
    const titles = new Set<string>();
    for (const url of PAGES) titles.add((await getPage(app(), url)).title);
    expect(titles.size).toBe(PAGES.length);
  });

  it('marks the header link of the section a page belongs to, and only that one', async () => {
    const current = async (url: string) => {
      const page = await getPage(app(), url);
      return page.links(page.region('Main')).filter((link) => link.current === 'page').map((link) => link.name);
    };
    expect(await current('/')).toEqual(['Home']);
    expect(await current('/services/packaging')).toEqual(['Services']);
    expect(await current('/case-studies/3')).toEqual(['Case Study']);
    expect(await current('/learn')).toEqual([]);
  });

  it('keeps the query string out of the canonical link', async () => {
    const page = await getPage(app(), '/solutions?category=Packaging');
    expect(page.canonical).toBe(`${TEST_SITE_URL}/solutions`);
  });
});

describe('not found', () => {
  const cases: [url: string, message: string, back: string][] = [
    ['/no-such-page', 'Not found.', '/'],
    ['/services/no-such-service', 'Not found.', '/services'],
    ['/industries/no-such-industry', 'Industry Not Found.', '/industries'],
    ['/case-studies/9999', 'Not found.', '/case-studies'],
    ['/case-studies/abc', 'Not found.', '/case-studies'],
    ['/case-studies/01', 'Not found.', '/case-studies'],
    ['/blog/999', 'Blog Not Found', '/blog'],
    ['/blog/abc', 'Blog Not Found', '/blog'],
    ['/project?image=999', 'Not found.', '/project'],
  ];
  it.each(cases)('%s answers 404 with "%s", a way back, noindex and no canonical link', async (url, message, back) => {
    const page = await getPage(app(), url);
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headings(1)).toEqual([message]);
    expect(page.links().map((link) => link.href)).toContain(back);
    expect(page.meta('robots')).toBe('noindex, follow');
    expect(page.canonical).toBeUndefined();
    expect(page.property('og:url')).toBeUndefined();
    // The layout is there; nothing of another page is.
    expect(page.document.querySelector('header')).not.toBeNull();
    expect(page.document.querySelector('footer')).not.toBeNull();
    expect(page.main.querySelectorAll('h2')).toHaveLength(0);
  });

  it('never answers 404 with another page\'s content (a wrong-case path is a redirect, not a copy)', async () => {
    const response = await app().inject({ url: '/Services', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(301);
    expect(response.body).not.toContain('Our Services');
  });

  it('answers non-HTML clients with a plain JSON 404', async () => {
    const response = await app().inject({ url: '/api/nothing', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  it('still serves a page to a client that asks for JSON', async () => {
    const response = await app().inject({ url: '/services', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('one URL per page', () => {
  const redirects: [from: string, to: string][] = [
    ['/Services', '/services'],
    ['/services/', '/services'],
    ['/SERVICES/Branding', '/services/branding'],
    ['/services//branding', '/services/branding'],
    ['/Case-Studies?q=logo&shown=24', '/case-studies?q=logo&shown=24'],
    ['/about/?utm_source=mail', '/about?utm_source=mail'],
    ['//', '/'],
    ['///', '/'],
  ];
  it.each(redirects)('%s answers 301 to %s', async (from, to) => {
    const response = await app().inject({ url: from, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it('answers 404 for another spelling of a page that does not exist, instead of redirecting', async () => {
    for (const url of ['/Nope', '/services/Nope/', '/BLOG/99']) {
      const response = await app().inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location, url).toBeUndefined();
    }
  });

  // Sent byte for byte over a socket: an HTTP client library would "fix" these targets first.
  const hostile = ['//evil.example//', '//@/', '//a%20b/', '//x:99999/', '/%2e//evil.example/', '/.//evil.example/', '/x/..//evil.example/', '/\\evil.example/', '/%5Cevil.example/', '//evil.example/%2F..', '/\\/evil.example'];
  it.each(hostile)('%s never crashes and never redirects off the site', async (target) => {
    const { status, headers } = await rawRequest(app(), `GET ${target} HTTP/1.1\r\nHost: kolamstudio.example\r\nAccept: text/html\r\nConnection: close\r\n\r\n`);
    expect([301, 404]).toContain(status);
    if (status === 301) expect(headers.location).toMatch(/^\/(?![/\\])/);
  });

  it('serves an absolute-form request target as the page of its path', async () => {
    const { status, body } = await rawRequest(app(), 'GET http://a1.evil/terms HTTP/1.1\r\nHost: a1.evil\r\nConnection: close\r\n\r\n');
    expect(status).toBe(200);
    expect(body).toContain('<link rel="canonical" href="https://kolamstudio.example/terms"/>');
  });
});

/** Whether this process rendered the page for the request (X-Cache: MISS) or served its cached bytes (HIT). */
const cacheOf = async (target: FastifyInstance, url: string) => (await target.inject({ url, headers: { accept: 'text/html' } })).headers['x-cache'];

describe('page cache', () => {
  it('serves tracking and unknown parameters from the page without them, with its canonical link, at no render', async () => {
    const plain = await getPage(app(), '/');
    const tracked = await getPage(app(), '/?utm_source=x&utm_medium=social&fbclid=y&gclid=z&msclkid=w&ref=partner');
    expect(tracked.status).toBe(200);
    expect(tracked.html).toBe(plain.html);
    expect(tracked.canonical).toBe(`${TEST_SITE_URL}/`);
    expect(tracked.headers['x-cache']).toBe('HIT');
  });

  it('keys a page on the parameters its route reads, in a fixed order', async () => {
    const first = await getPage(app(), '/case-studies?q=logo&shown=24');
    const reordered = await getPage(app(), '/case-studies?shown=24&fbclid=abc&q=logo');
    expect(reordered.html).toBe(first.html);
    expect(reordered.headers['x-cache']).toBe('HIT');
    // A parameter the route reads is a different page.
    expect(await cacheOf(app(), '/case-studies?q=logos&shown=24')).toBe('MISS');
    expect(await cacheOf(app(), '/case-studies?q=logos&shown=24')).toBe('HIT');
  });

  it('renders each 404 of a route once, whatever the URL', async () => {
    await getPage(app(), '/no-such-page-a');
    for (let i = 0; i < 20; i++) {
      const page = await getPage(app(), `/no-such-page-${i}?x=${i}`);
      expect(page.status).toBe(404);
      expect(page.headers['x-cache']).toBe('HIT');
    }
  });

  it('keeps pages once per page, however their URL is spelt (fragments, tracking, absolute form)', async () => {
    await app().inject({ url: '/terms' });
    for (let i = 0; i < 50; i++) {
      expect(await cacheOf(app(), `/terms#${i}`)).toBe('HIT');
      expect(await cacheOf(app(), `/terms?utm_content=${i}`)).toBe('HIT');
    }
  });

  it('bounds the pages outside the sitemap by bytes: the oldest searches are rendered again, the newest are kept', async () => {
    const small = await createTestApp({ PAGE_CACHE_MB: '0.5' });
    try {
      for (let i = 0; i < 40; i++) expect((await small.inject({ url: `/case-studies?q=${i}` })).statusCode).toBe(200);
      expect(await cacheOf(small, '/case-studies?q=39')).toBe('HIT');
      expect(await cacheOf(small, '/case-studies?q=0')).toBe('MISS');
    } finally {
      await small.close();
    }
  });

  it('answers 503 with Retry-After when too many renders wait, while cached pages keep answering', async () => {
    const busy = await createTestApp({ RENDER_QUEUE_MAX: '1' });
    try {
      await busy.inject({ url: '/' });
      const [searches, home] = await Promise.all([
        Promise.all(Array.from({ length: 12 }, (_, i) => busy.inject({ url: `/case-studies?q=flood-${i}`, headers: { accept: 'text/html' } }))),
        busy.inject({ url: '/' }),
      ]);
      expect(home.statusCode).toBe(200);
      const refused = searches.filter((response) => response.statusCode === 503);
      expect(refused.length).toBeGreaterThan(0);
      for (const response of refused) {
        expect(response.headers['retry-after']).toBe('2');
        expect(response.headers['cache-control']).toBe('no-store');
      }
      expect(searches.filter((response) => response.statusCode === 200).length).toBeGreaterThan(0);
    } finally {
      await busy.close();
    }
  });
});

describe('HTML caching', () => {
  it('sends a short CDN-friendly policy and an ETag, and 304 on a match', async () => {
    const first = await app().inject({ url: '/about' });
    expect(first.headers['cache-control']).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=86400');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const second = await app().inject({ url: '/about', headers: { 'if-none-match': String(etag) } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('compresses pages with brotli or gzip when asked, and says it varies', async () => {
    const br = await app().inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    const gzip = await app().inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app().inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']));
  });

  it("weighs the client's q-values when it picks the encoding", async () => {
    const encodingFor = async (acceptEncoding: string) => (await app().inject({ url: '/', headers: { 'accept-encoding': acceptEncoding } })).headers['content-encoding'];
    expect(await encodingFor('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(await encodingFor('GZIP, BR')).toBe('br');
    expect(await encodingFor('identity')).toBeUndefined();
    expect(await encodingFor('br;q=0, gzip;q=0')).toBeUndefined();
  });

  it('renders a page once and then serves the same bytes', async () => {
    const a = await app().inject({ url: '/learn' });
    const b = await app().inject({ url: '/learn?from=test-a' });
    expect(a.body).toBe(b.body);
    expect(b.headers['x-cache']).toBe('HIT');
  });

  it("renders the footer's year in Chennai time, hands it to the client, and renders again when the year turns", async () => {
    // 31 Dec 2026, 18:00 UTC is 23:30 in Chennai; half an hour later it is 2027 there.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 11, 31, 18, 0) });
    const clocked = await createTestApp();
    try {
      const year = async () => {
        const page = await getPage(clocked, '/');
        const footer = page.document.querySelector('footer')?.textContent ?? '';
        return { footer: /© (\d{4}) Kolam Studio/.exec(footer)?.[1], boot: page.boot().year };
      };
      expect(await year()).toEqual({ footer: '2026', boot: 2026 });
      vi.setSystemTime(Date.UTC(2026, 11, 31, 18, 29));
      expect(await year()).toEqual({ footer: '2026', boot: 2026 });
      expect(await cacheOf(clocked, '/')).toBe('HIT');
      vi.setSystemTime(Date.UTC(2026, 11, 31, 18, 30));
      expect(await cacheOf(clocked, '/')).toBe('MISS');
      expect(await year()).toEqual({ footer: '2027', boot: 2027 });
    } finally {
      vi.useRealTimers();
      await clocked.close();
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const get = await app().inject({ url: '/services' });
    const head = await app().inject({ method: 'HEAD', url: '/services' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.body).toBe('');
  });
});
