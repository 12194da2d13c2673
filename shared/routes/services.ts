/** /services (SPEC §2.4): the service cards and the six-step timeline. */
import { lazyModule } from '../routing/lazy-module.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = () => ({ services: lazyModule('shared/content/services.ts', () => import('../content/services.js')) });
const load = ({ content }: LoadArgs<ContentOf<typeof modules>>) => ({ services: content.services.services });
export type ServicesData = DataOf<typeof load>;

export const servicesRoute = defineRoute({
  id: 'services',
  path: '/services',
  page: lazyPage<ServicesData>('shared/pages/services-page.tsx', () => import('../pages/services-page.js')),
  content: modules,
  load,
  meta: ({ services }) => ({
    title: 'Services',
    description:
      'Branding, packaging, website and app development, digital marketing and personal branding from Kolam Studio, Chennai: strategic design and digital solutions tailored to your business.',
    keywords: services.map((service) => service.title),
  }),
});
