/** /services/{slug} (SPEC §2.5): one service; an unknown slug is a 404 ("Not found."). */
import { mediaDefaultSrc } from '../../content/media.js';
import { defineRoute } from '../define.js';
import type { ServiceFile } from './data.js';

export const serviceRoute = defineRoute({
  id: 'service',
  path: '/services/:slug',
  load: ({ file, params }) => file<ServiceFile>(params.slug),
  page: () => import('./page.js'),
  meta: ({ service }) => ({ title: service.title, description: service.summary, keywords: service.tags, image: mediaDefaultSrc(service.banner) }),
  breadcrumb: { section: '/services', name: ({ service }) => service.title },
  notFound: { copy: 'service', backTo: '/services' },
});
export type ServiceData = ServiceFile;
