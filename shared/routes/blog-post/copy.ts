/** /blog/{id} (SPEC §2.13): the page's own text in English and Tamil (title, author, date, category and body come from the post). */
import { defineCopy } from '../../i18n/copy.js';

export type BlogPostCopy = {
  meta: { keyword: string };
  /** The labels of the post's author, date and category. */
  labels: { author: string; published: string; category: string };
  back: string;
  more: string;
};

export const blogPostCopy = defineCopy<BlogPostCopy>({
  en: {
    meta: {
      keyword: 'Kolam Studio blog',
    },
    labels: { author: 'Written by', published: 'Published', category: 'Category' },
    back: 'Back to Blogs',
    more: 'More from the blog',
  },
  ta: {
    meta: {
      keyword: 'Kolam Studio வலைப்பதிவு',
    },
    labels: { author: 'எழுதியவர்', published: 'வெளியான நாள்', category: 'பிரிவு' },
    back: 'கட்டுரைகளுக்குத் திரும்ப',
    more: 'வலைப்பதிவிலிருந்து மேலும் சில கட்டுரைகள்',
  },
});
