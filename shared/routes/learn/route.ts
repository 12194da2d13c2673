/** /learn (SPEC §2.14): the hero slideshow and the course cards. */
import { cardArt } from '../../og-card.js';
import { courseList } from '../../structured-data.js';
import { defineRoute } from '../define.js';
import type { LearnFile } from './data.js';

export const learnRoute = defineRoute({
  id: 'learn',
  path: '/learn',
  load: ({ file }) => file<LearnFile>(),
  page: () => import('./page.js'),
  meta: ({ copy, slides }) => ({ ...copy.meta, image: cardArt(slides[0]) }),
  breadcrumb: { section: '/learn' },
  // Each course has what Google's course list asks for: a name, a description and its provider.
  jsonLd: ({ courses }, context) => [courseList(courses, context)],
});
export type LearnData = LearnFile;
