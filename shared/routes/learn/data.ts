/** What /learn shows (build only): the courses and the hero's slides. */
import { definePageData, type PageDataOf } from '../../../scripts/content/page-data.js';
import { learnCopy } from './copy.js';

const data = definePageData({ one: (c) => ({ copy: learnCopy[c.lang], courses: c.courses, slides: c.learnSlides }) });
export default data;
export type LearnFile = PageDataOf<typeof data>;
