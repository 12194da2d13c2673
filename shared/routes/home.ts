/** / (SPEC §2.3): hero, statistics, about, services, industries, case-study teaser, posters, logos, contact. */
import { pageModules } from '../content/generated/index.js';
import type { Lang } from '../i18n/lang.js';
import { cardArt } from '../og-card.js';
import { homeMorePart } from '../pages/home-more-part.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = (lang: Lang) => ({ page: pageModules[lang].home });
const load = ({ content }: LoadArgs<ContentOf<typeof modules>>) => content.page;
export type HomeData = DataOf<typeof load>;

export const homeRoute = defineRoute({
  id: 'home',
  path: '/',
  page: lazyPage<HomeData>('shared/pages/home-page.tsx', () => import('../pages/home-page.js')),
  content: modules,
  load,
  parts: [homeMorePart],
  meta: ({ copy, aboutImage }) => ({ ...copy.meta, exactTitle: true, image: cardArt(aboutImage) }),
});
