/** What /case-studies/{id} shows (build only): one file per case study, with its gallery, its industry's name and its neighbours. */
import type { CaseStudyCard } from '../../content/types.js';
import { caseStudiesUiCopy } from '../../i18n/copy/case-studies.js';
import { definePageData, type PageDataOf } from '../../../scripts/content/page-data.js';
import { caseStudyCopy } from './copy.js';

/** What a previous/next link shows. */
export type CaseStudyNeighbour = Pick<CaseStudyCard, 'id' | 'title' | 'image'>;
const neighbour = ({ id, title, image }: CaseStudyCard): CaseStudyNeighbour => ({ id, title, image });

const data = definePageData({
  each: (c) =>
    Object.fromEntries(
      c.caseStudies.map(({ gallery, ...caseStudy }, index) => {
        const previous = c.caseStudyCards[index - 1];
        const next = c.caseStudyCards[index + 1];
        const page = {
          copy: caseStudyCopy[c.lang],
          caseStudy,
          industry: c.industryLabels[caseStudy.industry],
          // The category's label in the page's language (the record keeps the English value).
          categoryLabel: caseStudiesUiCopy[c.lang].categories[caseStudy.category],
          images: gallery.length > 0 ? gallery : [caseStudy.image],
          // No previous on the first, no next on the last (SPEC §4).
          ...(previous ? { previous: neighbour(previous) } : {}),
          ...(next ? { next: neighbour(next) } : {}),
        };
        return [String(caseStudy.id), page];
      }),
    ),
});
export default data;
export type CaseStudyFile = PageDataOf<typeof data>;
