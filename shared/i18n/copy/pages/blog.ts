/** blog page: its text in English and Tamil (meta now; page prose as the page moves to copy). */
import { defineCopy } from '../../copy.js';
import type { PageMetaCopy } from './meta.js';

export type BlogCopy = { meta: PageMetaCopy };

export const blogCopy = defineCopy<BlogCopy>({
  en: {
    meta: {
      title: 'Blog',
      description: 'Articles from Kolam Studio on branding, packaging and marketing for growing businesses in Tamil Nadu: practical plans, checklists and what has worked for our clients.',
      keywords: ['branding blog', 'marketing tips Tamil Nadu', 'packaging design articles', 'small business growth Chennai'],
    },
  },
  ta: {
    meta: {
      title: 'வலைப்பதிவு',
      description: 'தமிழ்நாட்டில் வளர்ந்துவரும் தொழில்களுக்கான பிராண்டிங், பேக்கேஜிங், மார்க்கெட்டிங் பற்றிய Kolam Studio கட்டுரைகள்: நடைமுறைத் திட்டங்கள், சரிபார்ப்புப் பட்டியல்கள், எங்கள் வாடிக்கையாளர்களுக்குப் பலன் தந்தவை.',
      keywords: ['பிராண்டிங் வலைப்பதிவு', 'தமிழ்நாடு மார்க்கெட்டிங் குறிப்புகள்', 'பேக்கேஜிங் வடிவமைப்புக் கட்டுரைகள்', 'சென்னை சிறு தொழில் வளர்ச்சி'],
    },
  },
});
