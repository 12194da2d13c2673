/** /services/{slug} (SPEC §2.5): one service; an unknown slug is a 404 ("Not found."). */
import { mediaLargestSrc } from '../content/media.js';
import { lazyModule } from '../routing/lazy-module.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, notFound, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = () => ({ services: lazyModule('shared/content/services.ts', () => import('../content/services.js')) });
const load = ({ params, content }: LoadArgs<ContentOf<typeof modules>>) => {
  const service = content.services.services.find((candidate) => candidate.slug === params.slug);
  return service ? { service, services: content.services.services } : notFound;
};
export type ServiceData = DataOf<typeof load>;

export const serviceRoute = defineRoute({
  id: 'service',
  path: '/services/:slug',
  page: lazyPage<ServiceData>('shared/pages/service-page.tsx', () => import('../pages/service-page.js')),
  content: modules,
  load,
  sitemap: (content) => content.services.services.map((service) => `/services/${service.slug}`),
  meta: ({ service }) => ({ title: service.title, description: service.summary, keywords: service.tags, image: mediaLargestSrc(service.banner) }),
  notFound: { message: 'Not found.', text: 'The page you are looking for does not exist or has moved.', backTo: '/services', backLabel: '← All Services' },
});
