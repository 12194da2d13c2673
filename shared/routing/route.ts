/**
 * What a route module is: everything the site knows about one page, in one place.
 *
 *   path      the URL pattern (react-router syntax), the same in every language
 *   page      the page component, a lazy chunk; it receives `data` from `load`
 *   content   the content chunks the page reads in a language (shared/content/generated/),
 *             or undefined when the URL's params name no record (a 404 without a download)
 *   query     the query parameters the page reads; nothing else changes the page, its
 *             cache key or its canonical link (utm_*, fbclid, … never cost a render)
 *   load      the page's data from its params, query and content, or `notFound`: this
 *             alone decides 404, and the page gets the record instead of looking it up
 *   sitemap   the page's language-neutral paths for /sitemap.xml (default: `path` when it
 *             has no params)
 *   meta      title, description and the rest of <head>, from the data (in its language),
 *             and the artwork of the page's link-preview card (shared/og-card.ts)
 *   notFound  which not-found text the 404 shows, and where its link leads
 *   parts     parts of the page below the first screen with chunks of their own, loaded
 *             by the browser after the page has started hydrating (lazy-part.tsx)
 *
 * Routes are declared in shared/routes/*.ts and listed in shared/routes.ts (THE table).
 */
import type { NotFoundKey } from '../i18n/copy/shell.js';
import type { Lang } from '../i18n/lang.js';
import type { LazyModule } from './lazy-module.js';
import type { LazyPage } from './lazy-page.js';
import type { LazyPart } from './lazy-part.js';

export type Params = Readonly<Record<string, string | undefined>>;

/** What `load` returns when the URL names no record: the server answers 404. */
export const notFound: unique symbol = Symbol('not found');
export type NotFound = typeof notFound;

export type ContentModules<C> = { [K in keyof C]: LazyModule<C[K]> };

export type LoadArgs<C> = { params: Params; search: URLSearchParams; content: C; lang: Lang };

export type PageMetaFields = {
  /** Page title without the brand ("Services"); the brand is appended unless exactTitle. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /**
   * The page's artwork (a built media file, e.g. mediaLargestSrc(cover)): its link-preview
   * card (shared/og-card.ts) shows a piece of it. Pages without one get the studio's art.
   */
  image?: string;
  /** What the link-preview card says when it is not the title (a title that changes with the query). */
  cardTitle?: string;
  type?: 'website' | 'article';
  exactTitle?: boolean;
};

export type NotFoundRoute = { copy: NotFoundKey; backTo: string };

// Methods (not arrow properties), so a route of any content and data fits `AnyRoute`.
export type RouteModule<C = unknown, D = unknown> = {
  id: string;
  path: string;
  /** Absent only on the catch-all route, whose `load` always answers `notFound`. */
  page?: LazyPage<D>;
  query?: readonly string[];
  content?(lang: Lang, params: Params): ContentModules<C> | undefined;
  load(args: LoadArgs<C>): D | NotFound;
  sitemap?(): readonly string[];
  meta(data: D): PageMetaFields;
  notFound?: NotFoundRoute;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  parts?: readonly LazyPart<any>[];
};

/** Declares a route; TypeScript infers the content and data types from `content` and `load`. */
export function defineRoute<C, D>(route: RouteModule<C, D>): RouteModule<C, D> {
  return route;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteModule<any, any>;

/** The modules a route's `content` declares, as `load` receives them (loaded). */
export type ContentOf<F> = F extends (lang: Lang, params: Params) => infer M
  ? { [K in keyof NonNullable<M>]: NonNullable<M>[K] extends LazyModule<infer T> ? T : never }
  : never;

/**
 * The data a route's `load` gives its page. Route modules declare `load` on its own and the
 * page types its props from it, so the page's type never depends on the route object that
 * imports the page (which TypeScript could not resolve).
 */
export type DataOf<F> = F extends (args: never) => infer R ? Exclude<R, NotFound> : never;
