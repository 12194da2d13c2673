/** terms page: its text in English and Tamil (meta now; page prose as the page moves to copy). */
import { defineCopy } from '../../i18n/copy.js';
import type { PageMetaCopy } from '../../i18n/copy/meta.js';

export type TermsCopy = { meta: PageMetaCopy };

export const termsCopy = defineCopy<TermsCopy>({
  en: {
    meta: {
      title: 'Terms & Conditions',
      description: 'The terms that apply to using the Kolam Studio website and to our quotes, projects and payments.',
      keywords: ['terms and conditions', 'agency terms'],
    },
  },
  ta: {
    meta: {
      title: 'விதிமுறைகள் மற்றும் நிபந்தனைகள்',
      description: 'Kolam Studio இணையதளத்தைப் பயன்படுத்துவதற்கும், எங்கள் விலைப்புள்ளிகள், திட்டங்கள், கட்டணங்களுக்கும் பொருந்தும் விதிமுறைகள்.',
      keywords: ['விதிமுறைகள் மற்றும் நிபந்தனைகள்', 'ஏஜென்சி விதிமுறைகள்'],
    },
  },
});
