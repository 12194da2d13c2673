/**
 * Every page of the site (dist/client/data/pages.json, written by the build from the route
 * table and content/): each sitemap URL in every language with its route. The sitemap, the
 * redirects to a page's one spelling, the pages kept for good in the page cache and the
 * pages rendered before the server says it is ready are all made from it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from '../../shared/i18n/lang.js';

export type SitePage = { route: string; lang: Lang; path: string };

export type SitePages = {
  readonly all: readonly SitePage[];
  /** The page at a canonical path ("/ta/case-studies/12"), if there is one. */
  at(path: string): SitePage | undefined;
  /** Read the list again (npm run dev, after content/ changed). */
  reload(): void;
};

export function readSitePages(clientDir: string): SitePages {
  const file = path.join(clientDir, 'data', 'pages.json');
  const read = () => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as SitePage[];
    } catch {
      throw new Error(`No page list at ${file}: run "npm run build" first.`);
    }
  };
  let all = read();
  let byPath = new Map(all.map((page) => [page.path, page]));
  return {
    get all() {
      return all;
    },
    at: (pagePath) => byPath.get(pagePath),
    reload() {
      all = read();
      byPath = new Map(all.map((page) => [page.path, page]));
    },
  };
}
