/**
 * Every page the route table lists, in every language: the static routes, and what each
 * dynamic route's `sitemap` names (shared/routes/*.ts). The sitemap and the page cache's set
 * of permanent pages are both made from this.
 */
import { langs, localizePath } from '../../shared/i18n/lang.js';
import { pageRoutes, type PageRoute } from '../../shared/routes.js';

export type SitemapUrl = { route: PageRoute; path: string };

/** Language-neutral paths of every page, once each. */
export function sitemapPaths(): string[] {
  const paths: string[] = [];
  for (const route of pageRoutes) {
    if (route.lang !== langs[0] || route.module.path === '*') continue;
    paths.push(...(route.module.sitemap ? route.module.sitemap() : route.module.path.includes(':') ? [] : [route.module.path]));
  }
  return paths;
}

/** Every page in every language: its route and its localized path. */
export function sitemapUrls(): SitemapUrl[] {
  const urls: SitemapUrl[] = [];
  for (const route of pageRoutes) {
    if (route.module.path === '*') continue;
    const paths = route.module.sitemap ? route.module.sitemap() : route.module.path.includes(':') ? [] : [route.module.path];
    for (const path of paths) urls.push({ route, path: localizePath(path, route.lang) });
  }
  return urls;
}
