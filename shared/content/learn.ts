/** Background slideshow of /learn (5 images). Courses are in ./courses.ts. */
import { learnSlideData } from './data/learn.js';
import type { MediaRef } from './schema.js';

export const learnSlides: readonly MediaRef[] = learnSlideData;
