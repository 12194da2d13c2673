/**
 * From a URL to a page's data, the same way on the server (before rendering, to decide the
 * status and the cache key) and in the browser (before hydrating, and on navigation).
 */
import { matchPage, type PageMatch, type PageRoute } from '../routes.js';
import { notFound, type NotFound } from './route.js';

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

/** The route's content modules, if they have all loaded (then `load` runs without waiting). */
export function loadedContent(route: PageRoute): Record<string, unknown> | undefined {
  if (!route.content) return {};
  const content: Record<string, unknown> = {};
  for (const [key, module] of Object.entries(route.content)) {
    const value = module.get();
    if (value === undefined) return undefined;
    content[key] = value;
  }
  return content;
}

/** Load the route's content modules (and its page chunk, which will render next). */
export async function loadRouteModules(route: PageRoute): Promise<void> {
  await Promise.all([route.module.page?.preload(), ...Object.values(route.content ?? {}).map((module) => module.load())]);
}

export function runLoad(match: PageMatch, search: URLSearchParams, content: Record<string, unknown>): PageResult {
  const data: unknown = match.route.module.load({ params: match.params, search, content, lang: match.route.lang });
  return data === notFound ? { found: false } : { found: true, data };
}

/** Match a URL and load its page's data, waiting for chunks only when they are not here yet. */
export async function loadPage(pathname: string, search: URLSearchParams): Promise<{ match: PageMatch; result: PageResult }> {
  const match = matchPage(pathname);
  let content = loadedContent(match.route);
  if (!content) {
    await loadRouteModules(match.route);
    content = loadedContent(match.route) ?? {};
  }
  return { match, result: runLoad(match, search, content) };
}

export function isNotFound(value: unknown): value is NotFound {
  return value === notFound;
}
