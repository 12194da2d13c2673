/** industries page: its text in English and Tamil (meta now; page prose as the page moves to copy). */
import { defineCopy } from '../../copy.js';
import type { PageMetaCopy } from './meta.js';

export type IndustriesCopy = { meta: PageMetaCopy };

export const industriesCopy = defineCopy<IndustriesCopy>({
  en: {
    meta: {
      title: 'Industries',
      description: 'Branding and digital solutions from Kolam Studio for education, government, healthcare, business, travel and consumer brands across Tamil Nadu.',
    },
  },
  ta: {
    meta: {
      title: 'துறைகள்',
      description: 'தமிழ்நாடு முழுவதும் கல்வி, அரசு, மருத்துவம், வணிகம், பயணம், நுகர்வோர் பிராண்டுகளுக்கு Kolam Studio வழங்கும் பிராண்டிங் மற்றும் டிஜிட்டல் தீர்வுகள்.',
    },
  },
});
