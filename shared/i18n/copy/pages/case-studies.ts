/** case-studies page: its text in English and Tamil (meta now; page prose as the page moves to copy). */
import { defineCopy } from '../../copy.js';
import type { PageMetaCopy } from './meta.js';

export type CaseStudiesCopy = { meta: PageMetaCopy };

export const caseStudiesCopy = defineCopy<CaseStudiesCopy>({
  en: {
    meta: {
      title: 'Case Studies',
      description: "Search Kolam Studio's portfolio of branding, packaging, website, app and digital marketing projects for businesses across Tamil Nadu.",
      keywords: ['case studies', 'branding portfolio', 'packaging design projects', 'website projects Tamil Nadu'],
    },
  },
  ta: {
    meta: {
      title: 'கேஸ் ஸ்டடிகள்',
      description: 'தமிழ்நாடு முழுவதும் உள்ள தொழில்களுக்காக Kolam Studio செய்த பிராண்டிங், பேக்கேஜிங், இணையதளம், ஆப், டிஜிட்டல் மார்க்கெட்டிங் பணிகளைத் தேடிப் பாருங்கள்.',
      keywords: ['கேஸ் ஸ்டடிகள்', 'பிராண்டிங் போர்ட்ஃபோலியோ', 'பேக்கேஜிங் வடிவமைப்புப் பணிகள்', 'தமிழ்நாடு இணையதளப் பணிகள்'],
    },
  },
});
