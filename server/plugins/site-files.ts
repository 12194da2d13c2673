/**
 * Non-page routes in one table (STYLE.md 8): /robots.txt and /sitemap.xml. The sitemap lists
 * every page of the build (server/render/site-pages.ts) once per language, each with its
 * alternates in every language (xhtml:link hreflang, x-default English).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hreflang, langs, localizePath, splitLangPath } from '../../shared/i18n/lang.js';
import type { SitePages } from '../render/site-pages.js';

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

async function siteFiles(app: FastifyInstance, { pages }: { pages: SitePages }) {
  const siteUrl = app.config.SITE_URL;
  const files: Record<string, { type: string; body: string }> = {
    '/robots.txt': {
      type: 'text/plain; charset=utf-8',
      body: `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
    },
    '/sitemap.xml': { type: 'application/xml; charset=utf-8', body: sitemapXml(siteUrl, pages) },
  };
  for (const [path, file] of Object.entries(files)) {
    app.get(path, async (_request, reply) => reply.type(file.type).header('cache-control', 'public, max-age=3600').send(file.body));
  }
}

export default fp(siteFiles, { name: 'site-files' });
