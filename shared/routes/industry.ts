/** /industries/{slug} (SPEC §2.7): one industry; an unknown slug is a 404 ("Industry Not Found."). */
import { industrySlugs } from '../content/constants.js';
import { pageModules } from '../content/generated/index.js';
import { mediaDefaultSrc } from '../content/media.js';
import type { Lang } from '../i18n/lang.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, notFound, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = (lang: Lang) => ({ page: pageModules[lang].industry });
const load = ({ params, content }: LoadArgs<ContentOf<typeof modules>>) => {
  const { industries, copy } = content.page;
  const industry = industries.find((candidate) => candidate.slug === params.slug);
  return industry ? { industry, industries, copy } : notFound;
};
export type IndustryData = DataOf<typeof load>;

export const industryRoute = defineRoute({
  id: 'industry',
  path: '/industries/:slug',
  page: lazyPage<IndustryData>('shared/pages/industry-page.tsx', () => import('../pages/industry-page.js')),
  content: modules,
  load,
  sitemap: () => industrySlugs.map((slug) => `/industries/${slug}`),
  // SPEC §2.7: the title is "{industry title} | {brand}".
  meta: ({ industry }) => ({ title: industry.title, description: industry.summary, keywords: industry.items, image: mediaDefaultSrc(industry.image) }),
  notFound: { copy: 'industry', backTo: '/industries' },
});
