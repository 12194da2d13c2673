/**
 * Case-study gallery images (SPEC §3 "Case-study gallery image"): 150 images across case
 * studies 1–60, 0 to 6 a case (cases 3, 9, 12, 15, … have none, which the detail page must
 * handle). The alt text names the scene the build's generator draws.
 */
import type { CaseGalleryImage } from '../schema.js';

// Images per case, repeated every 12 cases: 30 images per 12 cases, 150 for 60.
const perCasePattern = [3, 5, 0, 2, 4, 1, 6, 2, 0, 3, 4, 0] as const;

const scenes = [
  'Business cards and letterhead with a saffron kolam pattern on indigo',
  'Phone showing the app home screen in vermilion on cream',
  'Browser window showing the new website in indigo and turmeric',
  'Packaging box with a leaf green loop pattern on cream',
  'Poster with a turmeric rosette on indigo hung on a studio wall',
  'Social media grid of nine posts in saffron, vermilion and indigo',
  'Business cards and envelopes with indigo stripes on turmeric',
  'Packaging box with a vermilion dot grid on cream',
  'Phone showing a booking screen in leaf green on indigo',
] as const;

export const caseGalleryData: CaseGalleryImage[] = Array.from({ length: 60 }, (_, index) => index + 1).flatMap((caseId) => {
  const count = perCasePattern[(caseId - 1) % perCasePattern.length] ?? 0;
  return Array.from({ length: count }, (_, n) => ({
    caseId,
    image: {
      src: `/media/case-gallery/cs-${caseId}-${n + 1}`,
      width: 1200,
      height: 800,
      alt: `${scenes[(caseId * 2 + n) % scenes.length]} (case study ${caseId}, image ${n + 1})`,
    },
  }));
});
