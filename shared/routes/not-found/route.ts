/** Any URL no other route matches: 404 with the catalogue's text (SPEC §8), noindex, no canonical. */
import { defineRoute, notFound } from '../define.js';

export const notFoundRoute = defineRoute<unknown>({
  id: 'not-found',
  path: '*',
  load: async () => notFound(),
  meta: () => ({ title: 'Not found', description: 'Not found.' }),
  notFound: { copy: 'page', backTo: '/' },
});
