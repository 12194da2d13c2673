/**
 * Non-page routes in one table (STYLE.md 8): /robots.txt and /sitemap.xml. The sitemap is
 * made from the route table (server/render/sitemap.ts), so every page is listed once.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localizePath } from '../../shared/i18n/lang.js';
import { sitemapUrls } from '../render/sitemap.js';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function siteFiles(app: FastifyInstance) {
  const siteUrl = app.config.SITE_URL;
  const urls = await sitemapUrls();
  const files: Record<string, { type: string; body: string }> = {
    '/robots.txt': {
      type: 'text/plain; charset=utf-8',
      body: `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
    },
    '/sitemap.xml': {
      type: 'application/xml; charset=utf-8',
      body:
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        urls.map(({ route, path }) => `  <url><loc>${escapeXml(siteUrl + localizePath(path, route.lang))}</loc></url>`).join('\n') +
        '\n</urlset>\n',
    },
  };
  for (const [path, file] of Object.entries(files)) {
    app.get(path, async (_request, reply) => reply.type(file.type).header('cache-control', 'public, max-age=3600').send(file.body));
  }
}

export default fp(siteFiles, { name: 'site-files' });
