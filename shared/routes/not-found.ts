/** Any URL no other route matches: 404 with the catalogue's text (SPEC §8), noindex, no canonical. */
import { defineRoute, notFound } from '../routing/route.js';

export const notFoundRoute = defineRoute<unknown, Record<string, never>>({
  id: 'not-found',
  path: '*',
  load: () => notFound,
  sitemap: () => [],
  meta: () => ({ title: 'Not found', description: 'Not found.' }),
  notFound: { copy: 'page', backTo: '/' },
});
