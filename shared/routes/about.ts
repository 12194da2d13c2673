/** /about (SPEC §2.11): story, mission, vision, values, team and timeline. */
import { pageModules } from '../content/generated/index.js';
import { mediaDefaultSrc } from '../content/media.js';
import type { Lang } from '../i18n/lang.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = (lang: Lang) => ({ page: pageModules[lang].about });
const load = ({ content }: LoadArgs<ContentOf<typeof modules>>) => content.page;
export type AboutData = DataOf<typeof load>;

export const aboutRoute = defineRoute({
  id: 'about',
  path: '/about',
  page: lazyPage<AboutData>('shared/pages/about-page.tsx', () => import('../pages/about-page.js')),
  content: modules,
  load,
  meta: ({ copy, heroImage }) => ({ ...copy.meta, image: mediaDefaultSrc(heroImage) }),
});
