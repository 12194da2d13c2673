/** /case-studies (SPEC §2.9): search (`q`), category and "Show 12 more" (`shown`), all in the URL. */
import { pageModules } from '../content/generated/index.js';
import type { Lang } from '../i18n/lang.js';
import { cardArt } from '../og-card.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = (lang: Lang) => ({ page: pageModules[lang]['case-studies'] });
// The list is filtered by the page itself, so typing in the search box needs no load.
const load = ({ content }: LoadArgs<ContentOf<typeof modules>>) => content.page;
export type CaseStudiesData = DataOf<typeof load>;

export const caseStudiesRoute = defineRoute({
  id: 'case-studies',
  path: '/case-studies',
  page: lazyPage<CaseStudiesData>('shared/pages/case-studies-page.tsx', () => import('../pages/case-studies-page.js')),
  query: ['q', 'category', 'shown'],
  content: modules,
  load,
  meta: ({ copy, cards }) => ({ ...copy.meta, image: cardArt(cards[0]?.image) }),
});
