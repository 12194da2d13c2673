/** /services (SPEC §2.4): the service cards and the six-step timeline. */
import { pageModules } from '../content/generated/index.js';
import type { Lang } from '../i18n/lang.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = (lang: Lang) => ({ page: pageModules[lang].services });
const load = ({ content }: LoadArgs<ContentOf<typeof modules>>) => content.page;
export type ServicesData = DataOf<typeof load>;

export const servicesRoute = defineRoute({
  id: 'services',
  path: '/services',
  page: lazyPage<ServicesData>('shared/pages/services-page.tsx', () => import('../pages/services-page.js')),
  content: modules,
  load,
  meta: ({ copy, services }) => ({ ...copy.meta, keywords: services.map((service) => service.title) }),
});
