/** /case-studies/{id} (SPEC §2.10): one case study with its gallery and neighbours; an unknown id is a 404. */
import { mediaLargestSrc } from '../content/media.js';
import { parseId } from '../parse-id.js';
import { industryLinkLabels } from '../site-links.js';
import { lazyModule } from '../routing/lazy-module.js';
import { lazyPage } from '../routing/lazy-page.js';
import { defineRoute, notFound, type ContentOf, type DataOf, type LoadArgs } from '../routing/route.js';

const modules = () => ({
  details: lazyModule('shared/content/case-study-details.ts', () => import('../content/case-study-details.js')),
  cards: lazyModule('shared/content/case-studies.ts', () => import('../content/case-studies.js')),
});
const load = ({ params, content }: LoadArgs<ContentOf<typeof modules>>) => {
  const id = parseId(params.id);
  const caseStudy = id === undefined ? undefined : content.details.getCaseStudy(id);
  if (!caseStudy) return notFound;
  const gallery = content.details.getCaseStudyGallery(caseStudy.id).map((entry) => entry.image);
  return {
    caseStudy,
    industry: industryLinkLabels[caseStudy.industry],
    // A case without gallery images shows its cover in the gallery.
    images: gallery.length > 0 ? gallery : [caseStudy.image],
    ...content.cards.getCaseStudyNeighbours(caseStudy.id),
  };
  };
export type CaseStudyData = DataOf<typeof load>;

export const caseStudyRoute = defineRoute({
  id: 'case-study',
  path: '/case-studies/:id',
  page: lazyPage<CaseStudyData>('shared/pages/case-study-page.tsx', () => import('../pages/case-study-page.js')),
  content: modules,
  load,
  sitemap: (content) => content.cards.caseStudyCards.map((card) => `/case-studies/${card.id}`),
  meta: ({ caseStudy, industry }) => ({
    title: caseStudy.title,
    description: caseStudy.summary,
    type: 'article',
    image: mediaLargestSrc(caseStudy.image),
    keywords: [caseStudy.category, industry, 'case study'],
  }),
  notFound: { message: 'Not found.', text: 'The page you are looking for does not exist or has moved.', backTo: '/case-studies', backLabel: 'Case Studies' },
});
