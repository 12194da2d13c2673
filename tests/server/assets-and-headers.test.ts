/** Static files, health, robots/sitemap (every page in both languages), and the security headers every response carries. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DOMParser } from 'linkedom';
import { brotliDecompressSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { content } from '../helpers/content.js';
import { industrySlugs, serviceSlugs } from '../../shared/content/constants.js';
import { appLoaderScript, introScript, latinFacesScript } from '../../shared/generated/head-scripts.js';
import { clientDir, getPage, TEST_SITE_URL, useTestApp } from '../helpers/app.js';

const app = useTestApp();
const manifest = JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8')) as { entry: string; entryImports: string[]; css: string[]; modules: Record<string, string[]> };

/** An attribute as a browser reads it: names are case-insensitive in HTML (React writes crossOrigin). */
const attribute = (element: Element, name: string) => [...element.attributes].find((candidate) => candidate.name.toLowerCase() === name)?.value;

describe('static assets', () => {
  it('serves hashed bundles as immutable for a year', async () => {
    for (const url of [manifest.entry, ...manifest.css]) {
      const response = await app().inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  // Tamil pages preload the Tamil face; no page preloads the Latin faces, which an inline
  // script asks for at a font's own priority (shared/head-scripts/latin-faces.ts, decision 021).
  it.each([
    ['/services', []],
    ['/ta/services', ['noto-sans-tamil']],
  ])('%s preloads %j, and every face its stylesheet names is served as immutable woff2', async (url, faces) => {
    const page = await getPage(app(), url);
    const preloads = [...page.document.querySelectorAll('head link[rel="preload"][as="font"]')];
    expect(preloads, url).toHaveLength(faces.length);
    for (const link of preloads) {
      expect(attribute(link, 'type')).toBe('font/woff2');
      // Fonts are fetched in CORS mode: without crossorigin the preload would be wasted.
      expect(attribute(link, 'crossorigin')).toBeDefined();
    }
    const hrefs = preloads.map((link) => attribute(link, 'href') ?? '');
    expect(hrefs.map((href) => /(fraunces-latin|inter-latin|noto-sans-tamil)/.exec(href)?.[1]).sort()).toEqual(faces);
    const stylesheet = page.document.querySelector('link[rel="stylesheet"]')?.getAttribute('href') ?? '';
    const css = (await app().inject({ url: stylesheet })).body;
    const named = [...css.matchAll(/url\(["']?([^)"']+\.woff2)/g)].map((m) => m[1]!);
    // Each Latin family's core subset and whole file (docs/decisions/022), the Tamil face.
    expect(named.map((href) => /((?:fraunces|inter)-latin(?:-core)?|noto-sans-tamil)-/.exec(href)?.[1]).sort()).toEqual(['fraunces-latin', 'fraunces-latin-core', 'inter-latin', 'inter-latin-core', 'noto-sans-tamil']);
    for (const href of hrefs) expect(named, href).toContain(href);
    for (const href of named) {
      const font = await app().inject({ url: href });
      expect(font.statusCode, href).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  // V8 compiles the functions of a hinted file while streaming it, off the main thread
  // (build.mjs, BENCHMARKS.md): every page runs these chunks at start; a page's own do not.
  it('serves the chunks every page runs at start with the compile hint, and the source map still points at the source', async () => {
    const startup = [manifest.entry, ...manifest.entryImports];
    expect(manifest.entryImports.length).toBeGreaterThan(3);
    for (const url of startup) {
      const response = await app().inject({ url, headers: { 'accept-encoding': 'br' } });
      const body = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.rawPayload).toString() : response.body;
      expect(body.split('\n')[0], url).toBe('//# allFunctionsCalledOnLoad');
    }
    const later = Object.values(manifest.modules).flat().filter((url) => !startup.includes(url));
    expect(later.length).toBeGreaterThan(10);
    for (const url of later) expect((await app().inject({ url })).body.startsWith('//# allFunctionsCalledOnLoad'), url).toBe(false);

    const entryFile = path.join(clientDir, manifest.entry);
    const lines = readFileSync(entryFile, 'utf8').split('\n');
    const line = lines.findIndex((text) => text.includes('Boot data missing'));
    const map = new SourceMapConsumer(JSON.parse(readFileSync(`${entryFile}.map`, 'utf8')));
    const original = map.originalPositionFor({ line: line + 1, column: lines[line]!.indexOf('Boot data missing') });
    expect(original.source).toMatch(/client\/entry\.tsx$/);
    const source = readFileSync(path.resolve(path.dirname(entryFile), original.source!), 'utf8').split('\n');
    expect(source[(original.line ?? 0) - 1]).toContain("'Boot data missing'");
  });

  it('serves the precompressed brotli file when accepted', async () => {
    const response = await app().inject({ url: manifest.css[0], headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/text\/css/);
  });

  // A shared cache must not hand the brotli file to a client that cannot read it.
  it.each(['br', 'gzip', 'identity'])('says a compressed-or-not asset varies by Accept-Encoding (asked for %s)', async (encoding) => {
    const response = await app().inject({ url: manifest.entry, headers: { 'accept-encoding': encoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
  });

  it('does not publish the source maps the build keeps (docs/decisions/010)', async () => {
    const maps = readdirSync(path.join(clientDir, 'assets')).filter((file) => file.endsWith('.map'));
    expect(maps.length).toBeGreaterThan(0);
    for (const file of maps) {
      const response = await app().inject({ url: `/assets/${file}` });
      expect(response.statusCode, file).toBe(404);
    }
    const entry = await app().inject({ url: manifest.entry });
    expect(entry.body).not.toContain('sourceMappingURL');
  });

  it('serves the intro video and favicon with a day-long policy', async () => {
    for (const url of ['/video/intro.webm', '/video/intro.mp4', '/favicon.svg']) {
      const response = await app().inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toMatch(/^public, max-age=86400/);
    }
  });

  it('does not expose the build manifest', async () => {
    const response = await app().inject({ url: '/manifest.json', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('health', () => {
  it('answers 200 when ready', async () => {
    const response = await app().inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

/** Every page of the site, language-neutral: 12 fixed pages, 6 services, 6 industries, every case study and post. */
const EVERY_PAGE = [
  ...['/', '/services', '/industries', '/solutions', '/case-studies', '/project', '/about', '/contact', '/blog', '/learn', '/terms', '/privacy'],
  ...serviceSlugs.map((slug) => `/services/${slug}`),
  ...industrySlugs.map((slug) => `/industries/${slug}`),
  ...content.caseStudies.map((card) => `/case-studies/${card.id}`),
  ...content.blogPosts.map((post) => `/blog/${post.id}`),
];
const english = (path: string) => `${TEST_SITE_URL}${path}`;
const tamil = (path: string) => `${TEST_SITE_URL}${path === '/' ? '/ta' : `/ta${path}`}`;

type SitemapEntry = { loc: string; alternates: Record<string, string | null> };

async function sitemap(): Promise<{ contentType: string; entries: SitemapEntry[] }> {
  const response = await app().inject({ url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  const xml = new DOMParser().parseFromString(response.body, 'text/xml');
  const entries = [...xml.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent?.trim() ?? '',
    alternates: Object.fromEntries(
      [...url.getElementsByTagName('xhtml:link')].filter((link) => link.getAttribute('rel') === 'alternate').map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href')]),
    ),
  }));
  return { contentType: String(response.headers['content-type']), entries };
}

describe('robots and sitemap', () => {
  it('points crawlers at the sitemap', async () => {
    const response = await app().inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sitemap: https://kolamstudio.example/sitemap.xml');
  });

  it('lists every page once in each language', async () => {
    const { contentType, entries } = await sitemap();
    expect(contentType).toMatch(/application\/xml/);
    expect(EVERY_PAGE.length).toBeGreaterThanOrEqual(87);
    const locs = entries.map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect([...locs].sort()).toEqual([...EVERY_PAGE.map(english), ...EVERY_PAGE.map(tamil)].sort());
    expect(locs).toContain(`${TEST_SITE_URL}/case-studies/60`);
    expect(locs).toContain(`${TEST_SITE_URL}/ta/case-studies/60`);
    expect(locs).toContain(`${TEST_SITE_URL}/ta`);
  });

  it('gives every URL its alternates: en-IN, ta-IN and x-default (English)', async () => {
    const { entries } = await sitemap();
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    for (const page of EVERY_PAGE) {
      const alternates = { 'en-IN': english(page), 'ta-IN': tamil(page), 'x-default': english(page) };
      expect(byLoc.get(english(page))?.alternates, page).toEqual(alternates);
      expect(byLoc.get(tamil(page))?.alternates, `/ta${page}`).toEqual(alternates);
    }
  });
  // That every listed URL answers 200, in both languages, is read in tamil.test.ts (with each page's head).
});

describe('security headers and CSP', () => {
  it('sends a strict CSP with the hashes of the three inline scripts', async () => {
    for (const url of ['/', '/ta']) {
      const response = await app().inject({ url });
      const csp = String(response.headers['content-security-policy']);
      const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      expect(csp, url).toContain(`script-src 'self' ${hash(introScript)} ${hash(appLoaderScript)} ${hash(latinFacesScript)};`);
      expect(csp).toContain("style-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends the CSP with documents only, so a directly opened image is not broken', async () => {
    const html = await app().inject({ url: '/' });
    expect(html.headers['content-security-policy']).toBeTruthy();
    const image = await app().inject({ url: '/favicon.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-security-policy']).toBeUndefined();
    expect(image.headers['x-content-type-options']).toBe('nosniff');
  });

  it('has no inline style attributes and no executable inline script but the intro, the Latin faces\' request and the app loader', async () => {
    const urls = ['/', '/services', '/services/branding', '/industries/health', '/solutions', '/case-studies', '/case-studies/5', '/project', '/project?image=3', '/about', '/contact', '/blog/1', '/learn', '/terms', '/privacy'];
    for (const url of [...urls, ...urls.map((neutral) => (neutral === '/' ? '/ta' : `/ta${neutral}`))]) {
      const page = await getPage(app(), url);
      expect(page.status, url).toBe(200);
      expect(page.document.querySelectorAll('[style]'), url).toHaveLength(0);
      const inline = [...page.document.querySelectorAll('script')].filter((script) => !script.hasAttribute('src'));
      const executable = inline.filter((script) => !/^application\/(ld\+)?json$/.test(script.getAttribute('type') ?? ''));
      expect(executable.map((script) => script.textContent), url).toEqual([introScript, latinFacesScript, appLoaderScript]);
    }
  });
});
