/** /case-studies (SPEC §2.9): search (`q`), category and "Show 12 more" (`shown`), all in the URL. */
import { cardArt } from '../../og-card.js';
import { defineRoute } from '../define.js';
import type { CaseStudiesFile } from './data.js';
import type { CaseStudyListView } from './list.js';

export const caseStudiesRoute = defineRoute({
  id: 'case-studies',
  path: '/case-studies',
  query: ['q', 'category', 'shown'],
  // Only the cards the URL shows travel with the page. In the browser the data file is
  // fetched once; typing in the search box then filters it again without a request.
  load: async ({ file, search }): Promise<CaseStudyListView> => {
    const [list, { caseStudyListView }] = await Promise.all([file<CaseStudiesFile>(), import('./list.js')]);
    return caseStudyListView(list, search);
  },
  page: () => import('./page.js'),
  meta: ({ copy, cover }) => ({ ...copy.meta, image: cardArt(cover) }),
  breadcrumb: { section: '/case-studies' },
});
export type CaseStudiesData = CaseStudyListView;
