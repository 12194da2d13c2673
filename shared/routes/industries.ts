/** /industries (SPEC §2.6): the six industry cards. */
import { pageModules } from '../content/generated/index.js';
import type { Lang } from '../i18n/lang.js';
import { cardArt } from '../og-card.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = (lang: Lang) => ({ page: pageModules[lang].industries });
const load = ({ content }: LoadArgs<ContentOf<typeof modules>>) => content.page;
export type IndustriesData = DataOf<typeof load>;

export const industriesRoute = defineRoute({
  id: 'industries',
  path: '/industries',
  page: lazyPage<IndustriesData>('shared/pages/industries-page.tsx', () => import('../pages/industries-page.js')),
  content: modules,
  load,
  meta: ({ copy, industries }) => ({ ...copy.meta, keywords: industries.map((industry) => industry.title), image: cardArt(industries[0]?.image) }),
});
