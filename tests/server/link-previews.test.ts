/**
 * Link previews as a messenger's crawler reads them (DESIGN.md "Link previews",
 * docs/decisions/011): every page of the sitemap, in both languages, and the not-found page
 * name their own 1200×630 JPEG card, built into dist/client/og/, with its size, type and
 * text alternative in the page's language, and the card is served.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { DOMParser } from 'linkedom';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { clientDir, getPage, TEST_SITE_URL, useTestApp, type Page } from '../helpers/app.js';

const app = useTestApp();

const TAMIL = /[\u0B80-\u0BFF]/;
/** WhatsApp leaves out preview images much above 300 KB. */
const WHATSAPP_LIMIT = 300 * 1024;

async function sitemapPaths(): Promise<string[]> {
  const response = await app().inject({ url: '/sitemap.xml' });
  const xml = new DOMParser().parseFromString(response.body, 'text/xml');
  return [...xml.getElementsByTagName('loc')].map((loc) => new URL(loc.textContent?.trim() ?? '').pathname);
}

type Card = { url: string; file: string; alt: string };

/** The preview a page names: its tags checked, its card file read from the build. */
function previewOf(page: Page, label: string): Card {
  const url = page.property('og:image') ?? '';
  expect(url, label).toMatch(new RegExp(`^${TEST_SITE_URL}/og/(en|ta)/.+\\.jpg$`));
  expect(page.property('og:image:width'), label).toBe('1200');
  expect(page.property('og:image:height'), label).toBe('630');
  expect(page.property('og:image:type'), label).toBe('image/jpeg');
  const alt = page.property('og:image:alt') ?? '';
  expect(alt, label).toContain('Kolam Studio');
  expect(page.meta('twitter:card'), label).toBe('summary_large_image');
  expect(page.meta('twitter:image'), label).toBe(url);
  expect(page.meta('twitter:image:alt'), label).toBe(alt);
  return { url, file: path.join(clientDir, new URL(url).pathname), alt };
}

/** The card file is a 1200×630 JPEG small enough for WhatsApp. */
async function expectCardFile(card: Card, label: string): Promise<void> {
  expect(existsSync(card.file), `${label}: ${card.file}`).toBe(true);
  const { format, width, height } = await sharp(card.file).metadata();
  expect({ format, width, height }, label).toEqual({ format: 'jpeg', width: 1200, height: 630 });
  expect(statSync(card.file).size, label).toBeLessThan(WHATSAPP_LIMIT);
}

describe('link previews', () => {
  it('gives every sitemap page, in both languages, its own 1200×630 JPEG card with the og:image tags', { timeout: 180_000 }, async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThanOrEqual(174);
    const cards = new Map<string, string>();
    // A few at a time: a render queue is there to refuse floods.
    for (let start = 0; start < paths.length; start += 8) {
      const batch = paths.slice(start, start + 8);
      const pages = await Promise.all(batch.map((pathname) => getPage(app(), pathname)));
      for (const [index, page] of pages.entries()) {
        const pathname = batch[index] ?? '';
        expect(page.status, pathname).toBe(200);
        const card = previewOf(page, pathname);
        await expectCardFile(card, pathname);
        // In the page's language: Tamil pages' text alternatives are in Tamil, English ones are not.
        expect(TAMIL.test(card.alt), `${pathname}: ${card.alt}`).toBe(page.lang === 'ta');
        cards.set(card.url, pathname);
      }
    }
    // One card per page: no two pages share one.
    expect(cards.size).toBe(paths.length);
  });

  it('makes the card path from the page path, so any page can be checked by hand', async () => {
    const cases: [page: string, card: string][] = [
      ['/', '/og/en/index.jpg'],
      ['/ta', '/og/ta/index.jpg'],
      ['/case-studies/12', '/og/en/case-studies/12.jpg'],
      ['/ta/case-studies/12', '/og/ta/case-studies/12.jpg'],
      ['/services/branding?utm_source=whatsapp', '/og/en/services/branding.jpg'],
      ['/project?image=3', '/og/en/project.jpg'],
    ];
    for (const [url, card] of cases) expect((await getPage(app(), url)).property('og:image'), url).toBe(`${TEST_SITE_URL}${card}`);
  });

  it.each(['/no-such-page', '/case-studies/9999', '/ta/no-such-page'])('gives the not-found page %s the studio card', async (url) => {
    const page = await getPage(app(), url);
    expect(page.status).toBe(404);
    const card = previewOf(page, url);
    expect(card.url).toBe(`${TEST_SITE_URL}/og/${url.startsWith('/ta/') ? 'ta' : 'en'}/site.jpg`);
    await expectCardFile(card, url);
  });

  it.each(['/case-studies/2', '/blog/1'])('shows the title of %s on its card', async (url) => {
    const page = await getPage(app(), url);
    const title = page.heading(1) ?? '';
    expect(title.length).toBeGreaterThan(0);
    expect(previewOf(page, url).alt.startsWith(`${title} — Kolam Studio`), title).toBe(true);
  });

  it('draws a Tamil page its own card, described in Tamil', async () => {
    const english = previewOf(await getPage(app(), '/case-studies/2'), 'en');
    const tamilPage = await getPage(app(), '/ta/case-studies/2');
    const tamil = previewOf(tamilPage, 'ta');
    expect(tamil.url).not.toBe(english.url);
    await expectCardFile(tamil, 'ta');
    // A different picture, not a copy of the English card.
    const [englishPixels, tamilPixels] = await Promise.all([english, tamil].map((card) => sharp(card.file).raw().toBuffer()));
    expect(tamilPixels?.equals(englishPixels ?? Buffer.alloc(0))).toBe(false);
    expect(tamil.alt).toContain(tamilPage.heading(1));
    expect(tamil.alt).toMatch(TAMIL);
    expect(english.alt).not.toMatch(TAMIL);
  });

  it('serves a card as a JPEG for an hour, then revalidated by its ETag', async () => {
    const url = '/og/ta/case-studies/2.jpg';
    const response = await app().inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    const etag = String(response.headers.etag);
    expect(etag).toBeTruthy();
    const again = await app().inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});
