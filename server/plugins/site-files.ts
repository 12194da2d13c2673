/**
 * Non-page routes in one table (STYLE.md 8): /robots.txt, /sitemap.xml and the blog's RSS
 * feeds, /feed.xml and /ta/feed.xml (server/render/blog-feed.ts). The sitemap lists every page
 * of the build (server/render/site-pages.ts) once per language, each with its alternates in
 * every language (xhtml:link hreflang, x-default English); a feed is not a page, so it is not
 * in the sitemap, but robots.txt names the feeds beside it (search engines read an RSS feed as
 * a sitemap of the newest posts: docs/decisions/026).
 *
 * Each file is made once (again in `npm run dev` when content/ changes) and sent like a page:
 * an ETag, a 304 for a client that has it, and brotli or gzip made once on first demand.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { feedPath } from '../../shared/feed-path.js';
import { hreflang, langs, localizePath, splitLangPath } from '../../shared/i18n/lang.js';
import { devEvents } from '../dev-events.js';
import { blogFeedXml } from '../render/blog-feed.js';
import { compress, etagOf, pickEncoding, type Encoding } from '../render/page-cache.js';
import type { SitePages } from '../render/site-pages.js';
import { HTML_CACHE_CONTROL } from './pages.js';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(siteUrl: string, pages: SitePages): string {
  const entries: string[] = [];
  const paths = pages.all.filter((page) => page.lang === 'en').map((page) => splitLangPath(page.path).path);
  for (const path of paths) {
    const alternates = [
      ...langs.map((lang) => `    <xhtml:link rel="alternate" hreflang="${hreflang[lang]}" href="${escapeXml(siteUrl + localizePath(path, lang))}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl + localizePath(path, 'en'))}"/>`,
    ];
    for (const lang of langs) entries.push(`  <url>\n    <loc>${escapeXml(siteUrl + localizePath(path, lang))}</loc>\n${alternates.join('\n')}\n  </url>`);
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  );
}

export function robotsTxt(siteUrl: string): string {
  const sitemaps = ['/sitemap.xml', ...langs.map(feedPath)].map((path) => `Sitemap: ${siteUrl}${path}\n`);
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\n${sitemaps.join('')}`;
}

/** robots.txt and the sitemap change with a deploy only: an hour in any cache. */
const SITE_FILE_CACHE_CONTROL = 'public, max-age=3600';

type SiteFile = {
  type: string;
  /** A feed is refreshed like the blog page it follows, so a new post reaches both at once. */
  cacheControl: string;
  make(): string;
};

/** A file's bytes, ETag and compressed variants (each made once, when first asked for). */
type MadeFile = { body: Buffer; etag: string; encoded: Partial<Record<Encoding, Promise<Buffer>>> };

export type SiteFilesOptions = { pages: SitePages; clientDir: string };

async function siteFiles(app: FastifyInstance, { pages, clientDir }: SiteFilesOptions) {
  const siteUrl = app.config.SITE_URL;
  const files: Record<string, SiteFile> = {
    '/robots.txt': { type: 'text/plain; charset=utf-8', cacheControl: SITE_FILE_CACHE_CONTROL, make: () => robotsTxt(siteUrl) },
    '/sitemap.xml': { type: 'application/xml; charset=utf-8', cacheControl: SITE_FILE_CACHE_CONTROL, make: () => sitemapXml(siteUrl, pages) },
  };
  for (const lang of langs) {
    files[feedPath(lang)] = { type: 'application/rss+xml; charset=utf-8', cacheControl: HTML_CACHE_CONTROL, make: () => blogFeedXml(clientDir, siteUrl, lang) };
  }

  const makeAll = () =>
    new Map(
      Object.entries(files).map(([path, file]): [string, MadeFile] => {
        const body = Buffer.from(file.make());
        return [path, { body, etag: etagOf(body), encoded: {} }];
      }),
    );
  let made = makeAll();
  // npm run dev: content/ was built again (server/plugins/dev-reload.ts). Made again once every
  // listener has run, pages.ts's too, which reads the page list again for the sitemap.
  if (app.config.NODE_ENV === 'development') {
    const onContent = () => {
      setImmediate(() => {
        try {
          made = makeAll();
        } catch (error) {
          app.log.error({ err: error }, 'robots.txt, the sitemap and the feeds were not made again');
        }
      });
    };
    devEvents.on('content', onContent);
    app.addHook('onClose', async () => void devEvents.off('content', onContent));
  }

  for (const [path, file] of Object.entries(files)) {
    app.get(path, async (request, reply) => {
      const current = made.get(path)!;
      reply.type(file.type).header('cache-control', file.cacheControl).header('etag', current.etag).header('vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === current.etag) return reply.code(304).send();
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(current.body);
      current.encoded[encoding] ??= compress(current.body, encoding, true);
      return reply.header('content-encoding', encoding).send(await current.encoded[encoding]);
    });
  }
}

export default fp(siteFiles, { name: 'site-files' });
