/** /terms: Terms & Conditions. */
import { lazyModule } from '../routing/lazy-module.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = () => ({ legal: lazyModule('shared/content/legal.ts', () => import('../content/legal.js')) });
const load = ({ content }: LoadArgs<ContentOf<typeof modules>>) => ({ document: content.legal.terms });
export type TermsData = DataOf<typeof load>;

export const termsRoute = defineRoute({
  id: 'terms',
  path: '/terms',
  page: lazyPage<TermsData>('shared/pages/terms-page.tsx', () => import('../pages/terms-page.js')),
  content: modules,
  load,
  meta: () => ({
    title: 'Terms & Conditions',
    description: 'The terms that apply to using the Kolam Studio website and to our quotes, projects and payments.',
    keywords: ['terms and conditions', 'agency terms'],
  }),
});
