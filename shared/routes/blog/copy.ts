/** /blog (SPEC §2.13): the page's own text in English and Tamil; the cards' text comes from the posts and copy/blog.ts. */
import { defineCopy } from '../../i18n/copy.js';
import type { PageMetaCopy } from '../../i18n/copy/meta.js';

export type BlogCopy = {
  meta: PageMetaCopy;
  hero: { eyebrow: string; title: string; lead: string };
  /** The list of cards' accessible name. */
  listLabel: string;
};

export const blogCopy = defineCopy<BlogCopy>({
  en: {
    meta: {
      title: 'Blog',
      description: 'Articles from Kolam Studio on branding, packaging and marketing for growing businesses in Tamil Nadu: practical plans, checklists and what has worked for our clients.',
      keywords: ['branding blog', 'marketing tips Tamil Nadu', 'packaging design articles', 'small business growth Chennai'],
    },
    hero: {
      eyebrow: 'Journal',
      title: 'Blog',
      lead: 'Practical notes on brand, packaging and marketing from our studio in Chennai, written for owners who do the marketing themselves.',
    },
    listLabel: 'Articles',
  },
  ta: {
    meta: {
      title: 'வலைப்பதிவு',
      description: 'தமிழ்நாட்டில் வளர்ந்துவரும் தொழில்களுக்கான பிராண்டிங், பேக்கேஜிங், மார்க்கெட்டிங் பற்றிய Kolam Studio கட்டுரைகள்: நடைமுறைத் திட்டங்கள், சரிபார்ப்புப் பட்டியல்கள், எங்கள் வாடிக்கையாளர்களுக்குப் பலன் தந்தவை.',
      keywords: ['பிராண்டிங் வலைப்பதிவு', 'தமிழ்நாடு மார்க்கெட்டிங் குறிப்புகள்', 'பேக்கேஜிங் வடிவமைப்புக் கட்டுரைகள்', 'சென்னை சிறு தொழில் வளர்ச்சி'],
    },
    hero: {
      eyebrow: 'ஸ்டுடியோ குறிப்புகள்',
      title: 'வலைப்பதிவு',
      lead: 'மார்க்கெட்டிங்கைத் தாங்களே கவனித்துக்கொள்ளும் தொழில் உரிமையாளர்களுக்காக, சென்னையில் உள்ள எங்கள் ஸ்டுடியோ எழுதும் பிராண்ட், பேக்கேஜிங், மார்க்கெட்டிங் பற்றிய நடைமுறைக் குறிப்புகள்.',
    },
    listLabel: 'கட்டுரைகள்',
  },
});
