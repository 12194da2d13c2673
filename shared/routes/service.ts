/** /services/{slug} (SPEC §2.5): one service; an unknown slug is a 404 ("Not found."). */
import { serviceSlugs } from '../content/constants.js';
import { pageModules } from '../content/generated/index.js';
import { mediaDefaultSrc } from '../content/media.js';
import type { Lang } from '../i18n/lang.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, notFound, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = (lang: Lang) => ({ page: pageModules[lang].service });
const load = ({ params, content }: LoadArgs<ContentOf<typeof modules>>) => {
  const { services, copy } = content.page;
  const service = services.find((candidate) => candidate.slug === params.slug);
  return service ? { service, services, copy } : notFound;
};
export type ServiceData = DataOf<typeof load>;

export const serviceRoute = defineRoute({
  id: 'service',
  path: '/services/:slug',
  page: lazyPage<ServiceData>('shared/pages/service-page.tsx', () => import('../pages/service-page.js')),
  content: modules,
  load,
  sitemap: () => serviceSlugs.map((slug) => `/services/${slug}`),
  meta: ({ service }) => ({ title: service.title, description: service.summary, keywords: service.tags, image: mediaDefaultSrc(service.banner) }),
  notFound: { copy: 'service', backTo: '/services' },
});
