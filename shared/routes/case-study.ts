/**
 * /case-studies/{id} (SPEC §2.10): one case study with its gallery and neighbours. Ids run
 * 1..caseStudyCount, so an id outside that is a 404 before anything is downloaded; the
 * page's chunk holds its group of ten (shared/content/page-content.ts).
 */
import { caseStudyCount, pageModules } from '../content/generated/index.js';
import { mediaDefaultSrc } from '../content/media.js';
import { CASE_STUDY_GROUP_SIZE } from '../content/page-content-constants.js';
import type { Lang } from '../i18n/lang.js';
import { parseId } from '../parse-id.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, notFound, type ContentOf, type DataOf, type LoadArgs, type Params } from '../routing/route.js';

const modules = (lang: Lang, params: Params) => {
  const id = parseId(params.id);
  if (id === undefined || id > caseStudyCount) return undefined;
  const group = pageModules[lang][`case-studies-${Math.ceil(id / CASE_STUDY_GROUP_SIZE)}` as 'case-studies-1'];
  return { group };
};
const load = ({ params, content }: LoadArgs<ContentOf<typeof modules>>) => {
  const page = content.group.caseStudies[parseId(params.id) ?? 0];
  return page ? { ...page, copy: content.group.copy } : notFound;
};
export type CaseStudyData = DataOf<typeof load>;

export const caseStudyRoute = defineRoute({
  id: 'case-study',
  path: '/case-studies/:id',
  page: lazyPage<CaseStudyData>('shared/pages/case-study-page.tsx', () => import('../pages/case-study-page.js')),
  content: modules,
  load,
  sitemap: () => Array.from({ length: caseStudyCount }, (_, index) => `/case-studies/${index + 1}`),
  meta: ({ caseStudy, industry, categoryLabel, copy }) => ({
    title: caseStudy.title,
    description: caseStudy.summary,
    type: 'article',
    image: mediaDefaultSrc(caseStudy.image),
    keywords: [categoryLabel, industry, copy.meta.keyword],
  }),
  notFound: { copy: 'caseStudy', backTo: '/case-studies' },
});
