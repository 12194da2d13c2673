/** blog-post page: its text in English and Tamil (the title and description come from the record). */
import { defineCopy } from '../../copy.js';

export type BlogPostCopy = { meta: { keyword: string } };

export const blogPostCopy = defineCopy<BlogPostCopy>({
  en: {
    meta: {
      keyword: 'Kolam Studio blog',
    },
  },
  ta: {
    meta: {
      keyword: 'Kolam Studio வலைப்பதிவு',
    },
  },
});
