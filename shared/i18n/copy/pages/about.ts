/** about page: its text in English and Tamil (meta now; page prose as the page moves to copy). */
import { defineCopy } from '../../copy.js';
import type { PageMetaCopy } from './meta.js';

export type AboutCopy = { meta: PageMetaCopy };

export const aboutCopy = defineCopy<AboutCopy>({
  en: {
    meta: {
      title: 'About',
      description: 'Kolam Studio is a branding and business-development studio in Chennai. Our story, mission, vision and the values behind our work for businesses across Tamil Nadu.',
      keywords: ['about Kolam Studio', 'design studio Chennai', 'branding team Tamil Nadu'],
    },
  },
  ta: {
    meta: {
      title: 'எங்களைப் பற்றி',
      description: 'Kolam Studio சென்னையில் உள்ள பிராண்டிங் மற்றும் தொழில் மேம்பாட்டு ஸ்டுடியோ. எங்கள் கதை, நோக்கம், தொலைநோக்கு, தமிழ்நாட்டுத் தொழில்களுக்கான எங்கள் பணியின் பின்னிருக்கும் விழுமியங்கள்.',
      keywords: ['Kolam Studio பற்றி', 'சென்னை டிசைன் ஸ்டுடியோ', 'தமிழ்நாடு பிராண்டிங் குழு'],
    },
  },
});
