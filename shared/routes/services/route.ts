/** /services (SPEC §2.4): the service cards and the six-step timeline. */
import { defineRoute } from '../define.js';
import type { ServicesFile } from './data.js';

export const servicesRoute = defineRoute({
  id: 'services',
  path: '/services',
  load: ({ file }) => file<ServicesFile>(),
  page: () => import('./page.js'),
  meta: ({ copy, services }) => ({ ...copy.meta, keywords: services.map((service) => service.title) }),
  breadcrumb: { section: '/services' },
});
export type ServicesData = ServicesFile;
