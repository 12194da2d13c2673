/** /case-studies/{id} (SPEC §2.10): one case study with its gallery and neighbours; an unknown id is a 404. */
import { mediaDefaultSrc } from '../../content/media.js';
import { parseId } from '../../parse-id.js';
import { caseStudyArticle } from '../../structured-data.js';
import { defineRoute, notFound } from '../define.js';
import type { CaseStudyFile } from './data.js';

export const caseStudyRoute = defineRoute({
  id: 'case-study',
  path: '/case-studies/:id',
  // Ids are parsed strictly ("01", "1.5", "1abc" are not 1).
  load: ({ file, params }) => file<CaseStudyFile>(String(parseId(params.id) ?? notFound())),
  page: () => import('./page.js'),
  meta: ({ caseStudy, industry, categoryLabel, copy }) => ({
    title: caseStudy.title,
    description: caseStudy.summary,
    type: 'article',
    image: mediaDefaultSrc(caseStudy.image),
    keywords: [categoryLabel, industry, copy.meta.keyword],
  }),
  breadcrumb: { section: '/case-studies', name: ({ caseStudy }) => caseStudy.title },
  jsonLd: ({ caseStudy, categoryLabel }, context) => [caseStudyArticle(caseStudy, categoryLabel, context)],
  notFound: { copy: 'caseStudy', backTo: '/case-studies' },
});
export type CaseStudyData = CaseStudyFile;
