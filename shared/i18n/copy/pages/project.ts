/** project page: its text in English and Tamil (meta now; page prose as the page moves to copy). */
import { defineCopy } from '../../copy.js';
import type { PageMetaCopy } from './meta.js';

export type ProjectCopy = { meta: PageMetaCopy };

export const projectCopy = defineCopy<ProjectCopy>({
  en: {
    meta: {
      title: 'Projects',
      description: 'A gallery of identities, packaging, websites, apps, posters and social campaigns made by Kolam Studio for clients across Tamil Nadu.',
      keywords: ['design portfolio Chennai', 'branding projects', 'packaging design gallery', 'website design portfolio'],
    },
  },
  ta: {
    meta: {
      title: 'படைப்புகள்',
      description: 'தமிழ்நாடு முழுவதும் உள்ள வாடிக்கையாளர்களுக்காக Kolam Studio உருவாக்கிய பிராண்ட் அடையாளங்கள், பேக்கேஜிங், இணையதளங்கள், ஆப்கள், போஸ்டர்கள், சமூக ஊடகப் பிரச்சாரங்களின் தொகுப்பு.',
      keywords: ['சென்னை டிசைன் போர்ட்ஃபோலியோ', 'பிராண்டிங் படைப்புகள்', 'பேக்கேஜிங் வடிவமைப்புத் தொகுப்பு', 'இணையதள வடிவமைப்பு போர்ட்ஃபோலியோ'],
    },
  },
});
