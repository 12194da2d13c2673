/**
 * THE route table: every page, in the order React Router ranks them (the catch-all last). Each
 * folder's route.ts says the page's path, the query it reads, how it loads its data and what
 * goes in its <head> (shared/routes/define.ts); shared/routes/route-objects.tsx makes React
 * Router's route objects from this list for every language, and the server, the build and the
 * browser all use them.
 */
import type { AnyRouteDefinition } from './define.js';
import { aboutRoute } from './about/route.js';
import { blogPostRoute } from './blog-post/route.js';
import { blogRoute } from './blog/route.js';
import { caseStudiesRoute } from './case-studies/route.js';
import { caseStudyRoute } from './case-study/route.js';
import { contactRoute } from './contact/route.js';
import { homeRoute } from './home/route.js';
import { industriesRoute } from './industries/route.js';
import { industryRoute } from './industry/route.js';
import { learnRoute } from './learn/route.js';
import { notFoundRoute } from './not-found/route.js';
import { privacyRoute } from './privacy/route.js';
import { projectRoute } from './project/route.js';
import { serviceRoute } from './service/route.js';
import { servicesRoute } from './services/route.js';
import { solutionsRoute } from './solutions/route.js';
import { termsRoute } from './terms/route.js';

export const routeDefinitions: readonly AnyRouteDefinition[] = [
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

export function routeDefinition(id: string): AnyRouteDefinition {
  const found = routeDefinitions.find((route) => route.id === id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
}

/**
 * The one spelling of a path: lower case, single slashes, no trailing slash. Other spellings
 * of a page answer 301 to this one (DESIGN.md "One URL per page").
 */
export function canonicalPathname(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/').toLowerCase();
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

/** The query parameters a route declares, first value of each, in declared order: nothing else changes a page. */
export function declaredQuery(route: Pick<AnyRouteDefinition, 'query'>, search: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of route.query ?? []) {
    const value = search.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
}
