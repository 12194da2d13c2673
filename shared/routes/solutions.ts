/** /solutions (SPEC §2.8): solution cards filtered by `?category=` (unknown → All). */
import { ALL } from '../content/constants.js';
import { lazyModule } from '../routing/lazy-module.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = () => ({ solutions: lazyModule('shared/content/solutions.ts', () => import('../content/solutions.js')) });
const load = ({ search, content }: LoadArgs<ContentOf<typeof modules>>) => {
  const { listSolutions, solutionFilters, isSolutionFilter } = content.solutions;
  // An unknown category shows All (200): the canonical link is /solutions either way.
  const requested = search.get('category');
  const category = requested !== null && isSolutionFilter(requested) ? requested : ALL;
  return { cards: listSolutions(category), filters: solutionFilters, category };
};
export type SolutionsData = DataOf<typeof load>;

export const solutionsRoute = defineRoute({
  id: 'solutions',
  path: '/solutions',
  page: lazyPage<SolutionsData>('shared/pages/solutions-page.tsx', () => import('../pages/solutions-page.js')),
  content: modules,
  load,
  query: ['category'],
  meta: () => ({
    title: 'Solutions',
    description:
      'Branding, digital marketing, packaging, web and app development and personal branding solutions from Kolam Studio, each backed by a real case study.',
    keywords: ['branding solutions', 'digital marketing Chennai', 'packaging design', 'web and app development', 'personal branding'],
  }),
});
