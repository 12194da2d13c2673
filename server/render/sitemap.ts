/**
 * Every page the route table lists, in every language: the static routes, and what each
 * dynamic route's `sitemap` names from its content (shared/routes/*.ts). The sitemap and
 * the page cache's set of permanent pages are both made from this.
 */
import { pageRoutes, type PageRoute } from '../../shared/routes.js';
import { loadRouteModules, loadedContent } from '../../shared/routing/page-data.js';

export type SitemapUrl = { route: PageRoute; path: string };

export async function sitemapUrls(): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = [];
  for (const route of pageRoutes) {
    if (route.module.path === '*') continue;
    await loadRouteModules(route);
    const content = loadedContent(route) ?? {};
    const paths = route.module.sitemap ? route.module.sitemap(content) : route.module.path.includes(':') ? [] : [route.module.path];
    for (const path of paths) urls.push({ route, path });
  }
  return urls;
}
