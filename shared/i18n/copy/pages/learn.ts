/** learn page: its text in English and Tamil (meta now; page prose as the page moves to copy). */
import { defineCopy } from '../../copy.js';
import type { PageMetaCopy } from './meta.js';

export type LearnCopy = { meta: PageMetaCopy };

export const learnCopy = defineCopy<LearnCopy>({
  en: {
    meta: {
      title: 'Learn with Us: Courses',
      description: 'Courses at Kolam Studio, Chennai: Full Stack Development (MERN), Python & AI Basics and UI/UX Design, taught in small batches by working designers and developers.',
      keywords: ['MERN course Chennai', 'Python AI course Chennai', 'UI UX design course Chennai', 'design and coding classes Tamil Nadu'],
    },
  },
  ta: {
    meta: {
      title: 'எங்களுடன் கற்றுக்கொள்ளுங்கள்: பயிற்சி வகுப்புகள்',
      description: 'சென்னை Kolam Studio பயிற்சி வகுப்புகள்: ஃபுல் ஸ்டாக் டெவலப்மென்ட் (MERN), Python & AI அடிப்படைகள், UI/UX வடிவமைப்பு; பணியில் இருக்கும் வடிவமைப்பாளர்களும் டெவலப்பர்களும் சிறிய பேட்ச்களாகக் கற்றுத்தருகிறார்கள்.',
      keywords: ['சென்னை MERN பயிற்சி', 'சென்னை Python AI பயிற்சி', 'சென்னை UI UX வடிவமைப்புப் பயிற்சி', 'தமிழ்நாடு டிசைன் & கோடிங் வகுப்புகள்'],
    },
  },
});
