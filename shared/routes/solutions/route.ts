/** /solutions (SPEC §2.8): solution cards filtered by `?category=` (unknown → All). */
import { ALL } from '../../content/constants.js';
import { defineRoute, type LoadArgs } from '../define.js';
import type { SolutionsFile } from './data.js';

async function load({ file, search }: LoadArgs) {
  const { solutions, categories, copy } = await file<SolutionsFile>();
  // An unknown category shows All (200): the canonical link is /solutions either way.
  const requested = search.get('category');
  const category = categories.find((candidate) => candidate === requested) ?? ALL;
  return { cards: category === ALL ? solutions : solutions.filter((solution) => solution.category === category), filters: categories, category, copy };
}
export type SolutionsData = Awaited<ReturnType<typeof load>>;

export const solutionsRoute = defineRoute({
  id: 'solutions',
  path: '/solutions',
  query: ['category'],
  load,
  page: () => import('./page.js'),
  meta: ({ copy }) => copy.meta,
  breadcrumb: { section: '/solutions' },
});
