/** /industries/{slug} (SPEC §2.7): one industry; an unknown slug is a 404 ("Industry Not Found."). */
import { mediaLargestSrc } from '../content/media.js';
import { lazyModule } from '../routing/lazy-module.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, notFound, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = () => ({ industries: lazyModule('shared/content/industries.ts', () => import('../content/industries.js')) });
const load = ({ params, content }: LoadArgs<ContentOf<typeof modules>>) => {
  const { industries, industryLabels } = content.industries;
  const industry = industries.find((candidate) => candidate.slug === params.slug);
  return industry ? { industry, industries, industryLabels } : notFound;
};
export type IndustryData = DataOf<typeof load>;

export const industryRoute = defineRoute({
  id: 'industry',
  path: '/industries/:slug',
  page: lazyPage<IndustryData>('shared/pages/industry-page.tsx', () => import('../pages/industry-page.js')),
  content: modules,
  load,
  sitemap: (content) => content.industries.industries.map((industry) => `/industries/${industry.slug}`),
  // SPEC §2.7: the title is "{industry title} | {brand}".
  meta: ({ industry }) => ({ title: industry.title, description: industry.summary, keywords: industry.items, image: mediaLargestSrc(industry.image) }),
  notFound: {
    message: 'Industry Not Found.',
    text: 'The page you are looking for does not exist or has moved.',
    backTo: '/industries',
    backLabel: '← Back to All Industries',
  },
});
