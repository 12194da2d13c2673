/** /solutions (SPEC §2.8): solution cards filtered by `?category=` (unknown → All). */
import { ALL } from '../content/constants.js';
import { pageModules } from '../content/generated/index.js';
import type { Lang } from '../i18n/lang.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = (lang: Lang) => ({ page: pageModules[lang].solutions });
const load = ({ search, content }: LoadArgs<ContentOf<typeof modules>>) => {
  const { solutions, categories, copy } = content.page;
  // An unknown category shows All (200): the canonical link is /solutions either way.
  const requested = search.get('category');
  const category = categories.find((candidate) => candidate === requested) ?? ALL;
  return { cards: category === ALL ? solutions : solutions.filter((solution) => solution.category === category), filters: categories, category, copy };
};
export type SolutionsData = DataOf<typeof load>;

export const solutionsRoute = defineRoute({
  id: 'solutions',
  path: '/solutions',
  page: lazyPage<SolutionsData>('shared/pages/solutions-page.tsx', () => import('../pages/solutions-page.js')),
  query: ['category'],
  content: modules,
  load,
  meta: ({ copy }) => copy.meta,
});
