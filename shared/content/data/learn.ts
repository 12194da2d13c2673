/** Background slideshow of /learn (SPEC §2.14 and §4: 5 images, 3 s each). */
import type { MediaRef } from '../schema.js';

export const learnSlideData: MediaRef[] = [
  { src: '/media/learn/slide-1', width: 1600, height: 900, alt: 'A saffron sikku loop drawn around an indigo dot grid' },
  { src: '/media/learn/slide-2', width: 1600, height: 900, alt: 'Browser window and code blocks in leaf green on indigo' },
  { src: '/media/learn/slide-3', width: 1600, height: 900, alt: 'A turmeric kolam rosette on deep indigo' },
  { src: '/media/learn/slide-4', width: 1600, height: 900, alt: 'Phone wireframes with vermilion accents on indigo' },
  { src: '/media/learn/slide-5', width: 1600, height: 900, alt: 'Cream waves and a saffron sun rosette on indigo' },
];
