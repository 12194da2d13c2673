/** /industries (SPEC §2.6): the six industry cards. */
import { lazyModule } from '../routing/lazy-module.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = () => ({ industries: lazyModule('shared/content/industries.ts', () => import('../content/industries.js')) });
const load = ({ content }: LoadArgs<ContentOf<typeof modules>>) => ({ industries: content.industries.industries });
export type IndustriesData = DataOf<typeof load>;

export const industriesRoute = defineRoute({
  id: 'industries',
  path: '/industries',
  page: lazyPage<IndustriesData>('shared/pages/industries-page.tsx', () => import('../pages/industries-page.js')),
  content: modules,
  load,
  meta: ({ industries }) => ({
    title: 'Industries',
    description: 'Branding and digital solutions from Kolam Studio for education, government, healthcare, business, travel and consumer brands across Tamil Nadu.',
    keywords: industries.map((industry) => industry.title),
  }),
});
