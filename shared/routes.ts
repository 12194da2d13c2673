/**
 * THE route table: every page's route module (shared/routes/*.ts), in every language. The
 * server, the client and the React tree all match URLs against it with react-router's own
 * matcher (`matchPage`), so they can never disagree about which page a URL is.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { langs, localizePath, type Lang } from './i18n/lang.js';
import type { AnyRoute, Params } from './routing/route.js';
import { aboutRoute } from './routes/about.js';
import { blogPostRoute } from './routes/blog-post.js';
import { blogRoute } from './routes/blog.js';
import { caseStudiesRoute } from './routes/case-studies.js';
import { caseStudyRoute } from './routes/case-study.js';
import { contactRoute } from './routes/contact.js';
import { homeRoute } from './routes/home.js';
import { industriesRoute } from './routes/industries.js';
import { industryRoute } from './routes/industry.js';
import { learnRoute } from './routes/learn.js';
import { notFoundRoute } from './routes/not-found.js';
import { privacyRoute } from './routes/privacy.js';
import { projectRoute } from './routes/project.js';
import { serviceRoute } from './routes/service.js';
import { servicesRoute } from './routes/services.js';
import { solutionsRoute } from './routes/solutions.js';
import { termsRoute } from './routes/terms.js';

/** Every page, language-neutral. The catch-all comes last. */
export const routeModules: readonly AnyRoute[] = [
  homeRoute,
  servicesRoute,
  serviceRoute,
  industriesRoute,
  industryRoute,
  solutionsRoute,
  caseStudiesRoute,
  caseStudyRoute,
  projectRoute,
  aboutRoute,
  contactRoute,
  blogRoute,
  blogPostRoute,
  learnRoute,
  termsRoute,
  privacyRoute,
  notFoundRoute,
];

/** A route module in one language: its URL pattern carries the language's prefix. */
export type PageRoute = { key: string; lang: Lang; path: string; module: AnyRoute };

export const pageRoutes: readonly PageRoute[] = langs.flatMap((lang) =>
  routeModules.map((module) => ({
    key: `${lang}:${module.id}`,
    lang,
    path: module.path === '*' ? localizePath('/*', lang).replace(/^\/\*$/, '*') : localizePath(module.path, lang),
    module,
  })),
);

const routeObjects: RouteObject[] = pageRoutes.map((route) => ({ id: route.key, path: route.path }));
const byKey = new Map(pageRoutes.map((route) => [route.key, route]));

export type PageMatch = { route: PageRoute; params: Params };

/**
 * Recent answers of `matchPage`, newest last. react-router flattens and ranks the whole table
 * on every `matchRoutes` call (about a quarter of a millisecond here), which made it the
 * main cost of serving a cached page; the pages people visit repeat, so their matches are
 * kept. Bounded, so a flood of distinct URLs only evicts (each still matched correctly).
 */
const recentMatches = new Map<string, PageMatch>();
const RECENT_MATCHES_MAX = 2000;

/** The page a pathname shows (react-router's matcher; case-insensitive, the catch-all last). */
export function matchPage(pathname: string): PageMatch {
  const known = recentMatches.get(pathname);
  if (known) return known;
  const matches = matchRoutes(routeObjects, pathname);
  const last = matches?.[matches.length - 1];
  const route = last ? byKey.get(last.route.id ?? '') : undefined;
  if (!route || !last) throw new Error(`no route for ${pathname}: the catch-all route is missing`);
  const match: PageMatch = Object.freeze({ route, params: Object.freeze({ ...last.params }) });
  if (pathname.length > 256) return match; // a few hundred kilobytes at most, whatever is sent
  if (recentMatches.size >= RECENT_MATCHES_MAX) recentMatches.delete(recentMatches.keys().next().value!);
  recentMatches.set(pathname, match);
  return match;
}
