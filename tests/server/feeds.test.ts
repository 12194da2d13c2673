/**
 * The blog's RSS feeds, /feed.xml and /ta/feed.xml, as a feed reader gets them (issue 33): RSS
 * 2.0 in the channel's language, read back with a feed parser (rss-parser), with every post of
 * the blog collection newest first (title, link, guid, date, summary, author, category, image);
 * sent like a page (ETag, 304, brotli and gzip, the pages' cache policy); named in the <head>
 * of every page of their language; beside the sitemap in robots.txt, not in it.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import { blogCopy } from '../../shared/routes/blog/copy.js';
import { shellCopy } from '../../shared/i18n/copy/shell.js';
import { htmlLang, langs, localizePath, type Lang } from '../../shared/i18n/lang.js';
import { HTML_CACHE_CONTROL } from '../../server/plugins/pages.js';
import { clientDir, getPage, TEST_SITE_URL, useTestApp } from '../helpers/app.js';
import { siteContent, site } from '../helpers/content.js';

const app = useTestApp();
const parser = new Parser();

const feedUrl = (lang: Lang) => localizePath('/feed.xml', lang);
const absolute = (lang: Lang, neutralPath: string) => `${TEST_SITE_URL}${localizePath(neutralPath, lang)}`;
const TAMIL = /[\u0B80-\u0BFF]/;

async function readFeed(lang: Lang) {
  const response = await app().inject({ url: feedUrl(lang) });
  expect(response.statusCode).toBe(200);
  return { response, feed: await parser.parseString(response.body) };
}

describe.each(langs)('the %s feed', (lang) => {
  const posts = siteContent.byLang[lang].blogPosts;

  it('is RSS 2.0 in the language of its pages, titled as the pages name it, linking the blog', async () => {
    const { response, feed } = await readFeed(lang);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    expect(feed).toMatchObject({
      title: shellCopy[lang].feedTitle,
      description: blogCopy[lang].meta.description,
      link: absolute(lang, '/blog'),
      language: htmlLang[lang],
      feedUrl: `${TEST_SITE_URL}${feedUrl(lang)}`,
    });
  });

  it('has every post of the blog, newest first, each with its title, link, guid, date, summary, author, category and image', async () => {
    const { feed } = await readFeed(lang);
    const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(feed.items.map((item) => item.title)).toEqual(newestFirst.map((post) => post.title));
    for (const [index, item] of feed.items.entries()) {
      const post = newestFirst[index]!;
      const link = absolute(lang, `/blog/${post.id}`);
      expect(item).toMatchObject({ title: post.title, link, guid: link, content: post.excerpt, categories: [post.category] });
      expect(item.isoDate?.slice(0, 10)).toBe(post.date);
      // RSS names an author by address: the studio's, with the author's own name (the byline without the role).
      expect(item.author).toBe(`${site.email} (${post.author.split(', ')[0]})`);
      // The post's image: its WebP, with its size in bytes, a file the server sends.
      const image = item.enclosure!;
      expect(image).toMatchObject({ url: `${TEST_SITE_URL}${post.image.src}-960.webp`, type: 'image/webp' });
      const file = new URL(image.url).pathname;
      expect(Number(image.length)).toBe(statSync(path.join(clientDir, file)).size);
      const served = await app().inject({ url: file });
      expect(served.statusCode).toBe(200);
      expect(Number(served.headers['content-length'])).toBe(Number(image.length));
    }
    if (lang === 'ta') for (const item of feed.items) expect(TAMIL.test(`${item.title} ${item.content}`)).toBe(true);
    // Its date is the newest post's, not the time it was made: the feed changes when a post does.
    expect(new Date(feed.lastBuildDate as string).toISOString().slice(0, 10)).toBe(newestFirst[0]!.date);
  });

  it('links the same posts the blog page lists', async () => {
    const { feed } = await readFeed(lang);
    const blog = await getPage(app(), localizePath('/blog', lang));
    const cards = [...new Set(blog.links().map((link) => link.href).filter((href) => /\/blog\/\d+$/.test(href)))];
    expect(feed.items.map((item) => item.link)).toEqual(cards.map((href) => `${TEST_SITE_URL}${href}`));
  });

  it('is sent like a page: its ETag, a 304 when the reader has it, brotli or gzip made once', async () => {
    const { response } = await readFeed(lang);
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['cache-control']).toBe(HTML_CACHE_CONTROL);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect((await app().inject({ url: feedUrl(lang) })).headers.etag).toBe(etag);
    const notModified = await app().inject({ url: feedUrl(lang), headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const br = await app().inject({ url: feedUrl(lang), headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(response.body);
    const gzip = await app().inject({ url: feedUrl(lang), headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(response.body);
    const head = await app().inject({ method: 'HEAD', url: feedUrl(lang) });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(etag);
  });
});

describe('finding the feeds', () => {
  it('every page names its language’s feed in <head>, once, and the feed it names is there', async () => {
    const paths = ['/', '/services', '/services/branding', '/industries/health', '/solutions', '/case-studies', '/case-studies/1', '/project', '/about', '/contact', '/blog', '/blog/1', '/learn', '/terms', '/privacy', '/no-such-page', '/blog/999'];
    for (const lang of langs) {
      for (const neutral of paths) {
        const page = await getPage(app(), localizePath(neutral, lang));
        const links = [...page.document.querySelectorAll('head link[rel="alternate"][type="application/rss+xml"]')];
        expect(links, `${lang} ${neutral}`).toHaveLength(1);
        expect(links[0]?.getAttribute('href')).toBe(`${TEST_SITE_URL}${feedUrl(lang)}`);
        expect(links[0]?.getAttribute('title')).toBe(shellCopy[lang].feedTitle);
      }
      expect((await app().inject({ url: feedUrl(lang) })).headers['content-type']).toContain('application/rss+xml');
    }
  });

  it('robots.txt lists the feeds beside the sitemap (search engines read them as sitemaps of the newest posts); the sitemap lists pages only', async () => {
    const robots = (await app().inject({ url: '/robots.txt' })).body;
    expect(robots.split('\n').filter((line) => line.startsWith('Sitemap:'))).toEqual([`Sitemap: ${TEST_SITE_URL}/sitemap.xml`, ...langs.map((lang) => `Sitemap: ${TEST_SITE_URL}${feedUrl(lang)}`)]);
    const sitemap = (await app().inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).not.toContain('feed.xml');
  });

  it('sends robots.txt and the sitemap with an ETag and compressed too', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const plain = await app().inject({ url });
      expect(plain.headers['cache-control']).toBe('public, max-age=3600');
      expect((await app().inject({ url, headers: { 'if-none-match': String(plain.headers.etag) } })).statusCode).toBe(304);
      const br = await app().inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    }
  });
});
