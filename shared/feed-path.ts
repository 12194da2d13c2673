/** Where each language's RSS feed of the blog is served (server/render/blog-feed.ts), named in every page's <head>. */
import { localizePath, type Lang } from './i18n/lang.js';

/** "/feed.xml" in English, "/ta/feed.xml" in Tamil. */
export function feedPath(lang: Lang): string {
  return localizePath('/feed.xml', lang);
}
