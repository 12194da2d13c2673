/** /industries/{slug} (SPEC §2.7): one industry; an unknown slug is a 404 ("Industry Not Found."). */
import { mediaDefaultSrc } from '../../content/media.js';
import { defineRoute } from '../define.js';
import type { IndustryFile } from './data.js';

export const industryRoute = defineRoute({
  id: 'industry',
  path: '/industries/:slug',
  load: ({ file, params }) => file<IndustryFile>(params.slug),
  page: () => import('./page.js'),
  // SPEC §2.7: the title is "{industry title} | {brand}".
  meta: ({ industry }) => ({ title: industry.title, description: industry.summary, keywords: industry.items, image: mediaDefaultSrc(industry.image) }),
  breadcrumb: { section: '/industries', name: ({ industry }) => industry.title },
  notFound: { copy: 'industry', backTo: '/industries' },
});
export type IndustryData = IndustryFile;
