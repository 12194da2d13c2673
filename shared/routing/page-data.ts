/**
 * From a URL to a page's data, the same way on the server (before rendering, to decide the
 * status and the cache key) and in the browser (before hydrating, and on navigation).
 */
import { matchPage, type PageMatch, type PageRoute } from '../routes.js';
import type { LazyModule } from './lazy-module.js';
import { notFound } from './route.js';

/**
 * The one spelling of a path: lower case, single slashes, no trailing slash. Other spellings
 * of a page answer 301 to this one (DESIGN.md "One URL per page").
 */
export function canonicalPathname(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/').toLowerCase();
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

/** The declared query parameters of a route, first value of each, in declared order. */
export function declaredQuery(route: PageRoute, search: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of route.module.query ?? []) {
    const value = search.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
}

/**
 * What identifies a page's HTML: its canonical path and the query parameters its route
 * reads. Tracking and unknown parameters (utm_*, fbclid, gclid, …) are not part of it.
 */
export function pageUrl(route: PageRoute, pathname: string, search: URLSearchParams): string {
  const query = declaredQuery(route, search).toString();
  return query ? `${canonicalPathname(pathname)}?${query}` : canonicalPathname(pathname);
}

export type PageResult = { found: true; data: unknown } | { found: false };

/** The content chunks a match needs, or undefined when its params name no record. */
export function contentModules(match: PageMatch): Readonly<Record<string, LazyModule<unknown>>> | undefined {
  const { module, lang } = match.route;
  return module.content ? module.content(lang, match.params) : {};
}

/** Every chunk the page of a match needs before it renders: its page component and its content. */
export function pageModulesOf(match: PageMatch): { source: string; load(): Promise<unknown> }[] {
  const page = match.route.module.page;
  return [...(page ? [{ source: page.source, load: page.preload }] : []), ...Object.values(contentModules(match) ?? {})];
}

/** The content of a match if it has all loaded (then `load` runs without waiting). */
function loadedContent(modules: Readonly<Record<string, LazyModule<unknown>>>): Record<string, unknown> | undefined {
  const content: Record<string, unknown> = {};
  for (const [key, module] of Object.entries(modules)) {
    const value = module.get();
    if (value === undefined) return undefined;
    content[key] = value;
  }
  return content;
}

export function runLoad(match: PageMatch, search: URLSearchParams, content: Record<string, unknown>): PageResult {
  const data: unknown = match.route.module.load({ params: match.params, search, content, lang: match.route.lang });
  return data === notFound ? { found: false } : { found: true, data };
}

/**
 * Match a URL and load its page's data, waiting for chunks only when they are not here yet.
 * The page's own component chunk is loaded too (it renders next).
 */
export async function loadPage(pathname: string, search: URLSearchParams): Promise<{ match: PageMatch; result: PageResult }> {
  const match = matchPage(pathname);
  const modules = contentModules(match);
  if (!modules) return { match, result: { found: false } };
  let content = loadedContent(modules);
  if (!content || !match.route.module.page?.isLoaded()) {
    await Promise.all(pageModulesOf(match).map((module) => module.load()));
    content = loadedContent(modules) ?? {};
  }
  return { match, result: runLoad(match, search, content) };
}
