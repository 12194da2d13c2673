/** /case-studies (SPEC §2.9): search (`q`), category and "Show 12 more" (`shown`), all in the URL. */
import { lazyModule } from '../routing/lazy-module.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = () => ({ cards: lazyModule('shared/content/case-studies.ts', () => import('../content/case-studies.js')) });
const load = ({ content }: LoadArgs<ContentOf<typeof modules>>) => ({ cards: content.cards.caseStudyCards, categories: content.cards.caseStudyCategories() });
export type CaseStudiesData = DataOf<typeof load>;

export const caseStudiesRoute = defineRoute({
  id: 'case-studies',
  path: '/case-studies',
  page: lazyPage<CaseStudiesData>('shared/pages/case-studies-page.tsx', () => import('../pages/case-studies-page.js')),
  content: modules,
  load,
  query: ['q', 'category', 'shown'],
  // The list is filtered by the page itself, so typing in the search box needs no load.
  meta: () => ({
    title: 'Case Studies',
    description:
      "Search Kolam Studio's portfolio of branding, packaging, website, app and digital marketing projects for businesses across Tamil Nadu.",
    keywords: ['case studies', 'branding portfolio', 'packaging design projects', 'website projects Tamil Nadu'],
  }),
});
