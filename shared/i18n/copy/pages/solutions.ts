/** solutions page: its text in English and Tamil (meta now; page prose as the page moves to copy). */
import { defineCopy } from '../../copy.js';
import type { PageMetaCopy } from './meta.js';

export type SolutionsCopy = { meta: PageMetaCopy };

export const solutionsCopy = defineCopy<SolutionsCopy>({
  en: {
    meta: {
      title: 'Solutions',
      description: 'Branding, digital marketing, packaging, web and app development and personal branding solutions from Kolam Studio, each backed by a real case study.',
      keywords: ['branding solutions', 'digital marketing Chennai', 'packaging design', 'web and app development', 'personal branding'],
    },
  },
  ta: {
    meta: {
      title: 'தீர்வுகள்',
      description: 'Kolam Studio வழங்கும் பிராண்டிங், டிஜிட்டல் மார்க்கெட்டிங், பேக்கேஜிங், இணையதள & ஆப் உருவாக்கம், தனிநபர் பிராண்டிங் தீர்வுகள்; ஒவ்வொன்றுக்கும் பின்னால் ஓர் உண்மையான கேஸ் ஸ்டடி உண்டு.',
      keywords: ['பிராண்டிங் தீர்வுகள்', 'சென்னை டிஜிட்டல் மார்க்கெட்டிங்', 'பேக்கேஜிங் வடிவமைப்பு', 'இணையதள & ஆப் உருவாக்கம்', 'தனிநபர் பிராண்டிங்'],
    },
  },
});
