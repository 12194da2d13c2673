/**
 * Link previews as a messenger's crawler reads them (docs/decisions/011): every page of the
 * sitemap, in both languages, and the not-found pages name their own 1200×630 JPEG card,
 * with its size, type and text alternative in the page's language, and the server answers
 * the card's URL with that picture.
 */
import { createHash } from 'node:crypto';
import { DOMParser } from 'linkedom';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getPage, TEST_SITE_URL, useTestApp, type Page } from '../helpers/app.js';

const app = useTestApp();

const TAMIL = /[\u0B80-\u0BFF]/;
/** WhatsApp leaves out preview images much above 300 KB. */
const WHATSAPP_LIMIT = 300 * 1024;

async function sitemapPaths(): Promise<string[]> {
  const response = await app().inject({ url: '/sitemap.xml' });
  const xml = new DOMParser().parseFromString(response.body, 'text/xml');
  return [...xml.getElementsByTagName('loc')].map((loc) => new URL(loc.textContent?.trim() ?? '').pathname);
}

type Card = { url: string; alt: string };

/** The preview a page names, its tags checked (the same card for Open Graph and Twitter). */
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
  return { url, alt };
}

/**
 * The card as a crawler fetches it from the server: a 1200×630 JPEG, as the tags say, small
 * enough for WhatsApp. Resolves to its bytes.
 */
async function fetchCard(card: Card, label: string): Promise<Buffer> {
  const response = await app().inject({ url: new URL(card.url).pathname });
  expect(response.statusCode, `${label}: ${card.url}`).toBe(200);
  expect(response.headers['content-type'], label).toBe('image/jpeg');
  const { format, width, height } = await sharp(response.rawPayload).metadata();
  expect({ format, width, height }, label).toEqual({ format: 'jpeg', width: 1200, height: 630 });
  expect(response.rawPayload.length, label).toBeLessThan(WHATSAPP_LIMIT);
  return response.rawPayload;
}

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('link previews', () => {
  it('gives every sitemap page, in both languages, its own 1200×630 JPEG card with the og:image tags', { timeout: 180_000 }, async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThanOrEqual(174);
    const cards = new Map<string, string>();
    /** The pictures of the case studies and posts, by language: each page its own. */
    const pictures = new Map<string, string[]>();
    // A few at a time: a render queue is there to refuse floods.
    for (let start = 0; start < paths.length; start += 8) {
      const batch = paths.slice(start, start + 8);
      const pages = await Promise.all(batch.map((pathname) => getPage(app(), pathname)));
      for (const [index, page] of pages.entries()) {
        const pathname = batch[index] ?? '';
        expect(page.status, pathname).toBe(200);
        const card = previewOf(page, pathname);
        const bytes = await fetchCard(card, pathname);
        const article = /^(\/ta)?\/(case-studies|blog)\/[^/]+$/.exec(pathname);
        if (article) {
          const kind = `${article[1] ? 'ta' : 'en'} ${article[2]}`;
          pictures.set(kind, [...(pictures.get(kind) ?? []), digest(bytes)]);
        }
        // In the page's language: Tamil pages' text alternatives are in Tamil, English ones are not.
        expect(TAMIL.test(card.alt), `${pathname}: ${card.alt}`).toBe(pathname === '/ta' || pathname.startsWith('/ta/'));
        cards.set(card.url, pathname);
      }
    }
    // One card per page: no two pages share one.
    expect(cards.size).toBe(paths.length);
    // Case studies and posts show their own title on their own picture: no two alike.
    expect([...pictures.keys()].sort()).toEqual(['en blog', 'en case-studies', 'ta blog', 'ta case-studies']);
    for (const [kind, digests] of pictures) expect(new Set(digests).size, kind).toBe(digests.length);
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
    await fetchCard(card, url);
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
    // A different picture, not a copy of the English card.
    const [englishBytes, tamilBytes] = [await fetchCard(english, 'en'), await fetchCard(tamil, 'ta')];
    const [englishPixels, tamilPixels] = await Promise.all([englishBytes, tamilBytes].map((bytes) => sharp(bytes).raw().toBuffer()));
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
