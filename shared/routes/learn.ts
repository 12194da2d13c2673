/** /learn (SPEC §2.14): the hero slideshow and the course cards. */
import { pageModules } from '../content/generated/index.js';
import type { Lang } from '../i18n/lang.js';
import { cardArt } from '../og-card.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = (lang: Lang) => ({ page: pageModules[lang].learn });
const load = ({ content }: LoadArgs<ContentOf<typeof modules>>) => content.page;
export type LearnData = DataOf<typeof load>;

export const learnRoute = defineRoute({
  id: 'learn',
  path: '/learn',
  page: lazyPage<LearnData>('shared/pages/learn-page.tsx', () => import('../pages/learn-page.js')),
  content: modules,
  load,
  meta: ({ copy, slides }) => ({ ...copy.meta, image: cardArt(slides[0]) }),
});
