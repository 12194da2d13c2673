/**
 * Non-page routes in one table (STYLE.md 8): /robots.txt and /sitemap.xml, built from the
 * route table and the content so every canonical page is listed once.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { blogPosts } from '../../shared/content/blog.js';
import { caseStudyCards } from '../../shared/content/case-studies.js';
import { industries } from '../../shared/content/industries.js';
import { services } from '../../shared/content/services.js';
import { routes } from '../../shared/routes.js';

export function sitemapPaths(): string[] {
  const staticPaths = routes.filter((route) => !route.path.includes(':') && route.path !== '*').map((route) => route.path);
  return [
    ...staticPaths,
    ...services.map((service) => `/services/${service.slug}`),
    ...industries.map((industry) => `/industries/${industry.slug}`),
    ...caseStudyCards.map((caseStudy) => `/case-studies/${caseStudy.id}`),
    ...blogPosts.map((post) => `/blog/${post.id}`),
  ];
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function siteFiles(app: FastifyInstance) {
  const siteUrl = app.config.SITE_URL;
  const files: Record<string, { type: string; body: string }> = {
    '/robots.txt': {
      type: 'text/plain; charset=utf-8',
      body: `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
    },
    '/sitemap.xml': {
      type: 'application/xml; charset=utf-8',
      body:
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        sitemapPaths()
          .map((path) => `  <url><loc>${escapeXml(siteUrl + path)}</loc></url>`)
          .join('\n') +
        '\n</urlset>\n',
    },
  };
  for (const [path, file] of Object.entries(files)) {
    app.get(path, async (_request, reply) => reply.type(file.type).header('cache-control', 'public, max-age=3600').send(file.body));
  }
}

export default fp(siteFiles, { name: 'site-files' });
