/** /case-studies (SPEC §2.9): search (`q`), category and "Show 12 more" (`shown`), all in the URL. */
import { cardArt } from '../../og-card.js';
import { defineRoute } from '../define.js';
import type { CaseStudiesFile } from './data.js';

export const caseStudiesRoute = defineRoute({
  id: 'case-studies',
  path: '/case-studies',
  query: ['q', 'category', 'shown'],
  // The list is filtered by the page itself: typing in the search box loads nothing.
  load: ({ file }) => file<CaseStudiesFile>(),
  reloadOnQuery: false,
  page: () => import('./page.js'),
  meta: ({ copy, cards }) => ({ ...copy.meta, image: cardArt(cards[0]?.image) }),
  breadcrumb: { section: '/case-studies' },
});
export type CaseStudiesData = CaseStudiesFile;
