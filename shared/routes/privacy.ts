/** /privacy: the privacy policy as a page (the footer's dialog shows the same text with JavaScript). */
import { lazyModule } from '../routing/lazy-module.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = () => ({ legal: lazyModule('shared/content/legal.ts', () => import('../content/legal.js')) });
const load = ({ content }: LoadArgs<ContentOf<typeof modules>>) => ({ document: content.legal.privacyPolicy });
export type PrivacyData = DataOf<typeof load>;

export const privacyRoute = defineRoute({
  id: 'privacy',
  path: '/privacy',
  page: lazyPage<PrivacyData>('shared/pages/privacy-page.tsx', () => import('../pages/privacy-page.js')),
  content: modules,
  load,
  meta: () => ({
    title: 'Privacy Policy',
    description: 'How Kolam Studio collects, uses, shares and protects the personal data you send us through this website.',
    keywords: ['privacy policy', 'personal data', 'DPDP Act'],
  }),
});
