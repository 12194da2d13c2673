/** case-study page: its text in English and Tamil (the title and description come from the record). */
import { defineCopy } from '../../copy.js';

export type CaseStudyCopy = { meta: { keyword: string } };

export const caseStudyCopy = defineCopy<CaseStudyCopy>({
  en: {
    meta: {
      keyword: 'case study',
    },
  },
  ta: {
    meta: {
      keyword: 'கேஸ் ஸ்டடி',
    },
  },
});
