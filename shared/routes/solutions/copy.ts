/**
 * /solutions (SPEC §2.8): the page's text in English and Tamil. Categories stay English in
 * the URL (`?category=Packaging` in both languages); `categories` is what a button and a
 * card show for each. In the count lines {count} is the number of cards, {category} a label.
 */
import type { ALL, SolutionCategory } from '../../content/constants.js';
import { defineCopy } from '../../i18n/copy.js';
import type { PageMetaCopy } from '../../i18n/copy/meta.js';

export type SolutionsCopy = {
  meta: PageMetaCopy;
  hero: { eyebrow: string; title: string; lead: string; taglines: readonly [string, string, string] };
  filter: { heading: string; label: string };
  categories: Record<typeof ALL | SolutionCategory, string>;
  count: { all: string; category: string };
  viewCaseStudy: string;
};

export const solutionsCopy = defineCopy<SolutionsCopy>({
  en: {
    meta: {
      title: 'Solutions',
      description: 'Branding, digital marketing, packaging, web and app development and personal branding solutions from Kolam Studio, each backed by a real case study.',
      keywords: ['branding solutions', 'digital marketing Chennai', 'packaging design', 'web and app development', 'personal branding'],
    },
    hero: {
      eyebrow: 'Solutions',
      title: 'Solutions',
      lead: 'Proven answers to the problems Tamil Nadu businesses bring us, each one tried on a real project.',
      taglines: ['INNOVATE FASTER', 'INNOVATE BETTER', 'INNOVATE TOGETHER'],
    },
    filter: { heading: 'Browse by category', label: 'Filter solutions by category' },
    categories: {
      All: 'All',
      'Brand & Creative': 'Brand & Creative',
      'Digital Marketing': 'Digital Marketing',
      Packaging: 'Packaging',
      'Web & App Development': 'Web & App Development',
      'Personal Branding': 'Personal Branding',
    },
    count: { all: 'All {count} solutions', category: '{count} solutions in {category}' },
    viewCaseStudy: 'VIEW CASE STUDY',
  },
  ta: {
    meta: {
      title: 'தீர்வுகள்',
      description: 'Kolam Studio வழங்கும் பிராண்டிங், டிஜிட்டல் மார்க்கெட்டிங், பேக்கேஜிங், இணையதள & ஆப் உருவாக்கம், தனிநபர் பிராண்டிங் தீர்வுகள்; ஒவ்வொன்றுக்கும் பின்னால் ஓர் உண்மையான கேஸ் ஸ்டடி உண்டு.',
      keywords: ['பிராண்டிங் தீர்வுகள்', 'சென்னை டிஜிட்டல் மார்க்கெட்டிங்', 'பேக்கேஜிங் வடிவமைப்பு', 'இணையதள & ஆப் உருவாக்கம்', 'தனிநபர் பிராண்டிங்'],
    },
    hero: {
      eyebrow: 'தீர்வுகள்',
      title: 'தீர்வுகள்',
      lead: 'தமிழ்நாட்டுத் தொழில்கள் எங்களிடம் கொண்டுவரும் சிக்கல்களுக்கு நிரூபிக்கப்பட்ட தீர்வுகள் — ஒவ்வொன்றும் ஓர் உண்மையான திட்டத்தில் சோதிக்கப்பட்டது.',
      taglines: ['வேகமாகப் புதுமை', 'சிறப்பாகப் புதுமை', 'இணைந்து புதுமை'],
    },
    filter: { heading: 'பிரிவு வாரியாகப் பாருங்கள்', label: 'தீர்வுகளைப் பிரிவு வாரியாக வடிகட்ட' },
    categories: {
      All: 'அனைத்தும்',
      'Brand & Creative': 'பிராண்ட் & கிரியேட்டிவ்',
      'Digital Marketing': 'டிஜிட்டல் மார்க்கெட்டிங்',
      Packaging: 'பேக்கேஜிங்',
      'Web & App Development': 'இணையதள & ஆப் உருவாக்கம்',
      'Personal Branding': 'தனிநபர் பிராண்டிங்',
    },
    count: { all: 'மொத்தம் {count} தீர்வுகள்', category: '{category} பிரிவில் {count} தீர்வுகள்' },
    viewCaseStudy: 'கேஸ் ஸ்டடியைப் பார்க்க',
  },
});
