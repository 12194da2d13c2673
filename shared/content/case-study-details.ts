/**
 * Case-study bodies and galleries, for the detail page only (SPEC §2.10). List pages use
 * ./case-studies.ts, which carries the cards without bodies.
 */
import { caseGalleryData } from './data/case-gallery.js';
import { caseStudiesPart1 } from './data/case-studies/part-1.js';
import { caseStudiesPart2 } from './data/case-studies/part-2.js';
import { caseStudiesPart3 } from './data/case-studies/part-3.js';
import { caseStudiesPart4 } from './data/case-studies/part-4.js';
import type { CaseGalleryImage, CaseStudy } from './schema.js';

/** Every case study with its body, in list order. A new data part is added here only. */
export const caseStudies: readonly CaseStudy[] = [...caseStudiesPart1, ...caseStudiesPart2, ...caseStudiesPart3, ...caseStudiesPart4];

export function getCaseStudy(id: number): CaseStudy | undefined {
  return caseStudies.find((caseStudy) => caseStudy.id === id);
}

/** Every case-study gallery image (0 to 6 a case). */
export const caseGalleryImages: readonly CaseGalleryImage[] = caseGalleryData;

/** Gallery images of one case study, in order; empty when it has none. */
export function getCaseStudyGallery(id: number): readonly CaseGalleryImage[] {
  return caseGalleryImages.filter((image) => image.caseId === id);
}
