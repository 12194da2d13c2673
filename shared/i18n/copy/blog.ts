/** Blog cards on /blog and under "More from the blog" (SPEC §2.13). */
import { defineCopy } from '../copy.js';

export type BlogUiCopy = {
  /** The visible link text. */
  readMore: string;
  /**
   * The link's whole text for screen readers and crawlers: "{more}" is the visible part,
   * "{title}" the post's title; the rest is visually hidden.
   */
  readMoreLabel: string;
};

export const blogUiCopy = defineCopy<BlogUiCopy>({
  en: { readMore: 'Read More', readMoreLabel: '{more} about {title}' },
  ta: { readMore: 'மேலும் படிக்க', readMoreLabel: '{title} பற்றி {more}' },
});
