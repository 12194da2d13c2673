/** /privacy: the privacy policy as a page (the footer's dialog shows the same text with JavaScript). */
import { pageModules } from '../content/generated/index.js';
import type { Lang } from '../i18n/lang.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = (lang: Lang) => ({ page: pageModules[lang].privacy });
const load = ({ content }: LoadArgs<ContentOf<typeof modules>>) => content.page;
export type PrivacyData = DataOf<typeof load>;

export const privacyRoute = defineRoute({
  id: 'privacy',
  path: '/privacy',
  page: lazyPage<PrivacyData>('shared/pages/privacy-page.tsx', () => import('../pages/privacy-page.js')),
  content: modules,
  load,
  meta: ({ copy }) => copy.meta,
});
