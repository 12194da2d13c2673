/** /terms: Terms & Conditions. */
import { pageModules } from '../content/generated/index.js';
import type { Lang } from '../i18n/lang.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = (lang: Lang) => ({ page: pageModules[lang].terms });
const load = ({ content }: LoadArgs<ContentOf<typeof modules>>) => content.page;
export type TermsData = DataOf<typeof load>;

export const termsRoute = defineRoute({
  id: 'terms',
  path: '/terms',
  page: lazyPage<TermsData>('shared/pages/terms-page.tsx', () => import('../pages/terms-page.js')),
  content: modules,
  load,
  meta: ({ copy }) => copy.meta,
});
