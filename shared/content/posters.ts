/** Project posters for the home carousel (SPEC §2.3 item 7): 171, in id order. */
import { posterData } from './data/posters.js';
import type { Poster } from './schema.js';

export const posters: readonly Poster[] = posterData;
