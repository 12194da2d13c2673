/**
 * /case-studies (SPEC §2.9): the page's own text in English and Tamil. Category labels, the
 * card's "View More" and the rest shared with other pages are in shared/i18n/copy/case-studies.ts.
 */
import { defineCopy } from '../../i18n/copy.js';
import type { PageMetaCopy } from '../../i18n/copy/meta.js';

export type CaseStudiesCopy = {
  meta: PageMetaCopy;
  eyebrow: string;
  title: string;
  /**
   * The hero line (SPEC §2.9), with "{total}" and "{shown}" filled in: `one` when exactly one
   * case study matches, `none` when none does, `other` otherwise.
   */
  count: { none: string; one: string; other: string };
  listLabel: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchButton: string;
  filtersLabel: string;
  empty: { title: string; before: string; link: string; after: string };
  showMore: string;
};

/** SPEC §2.9's line, the same for every count in English. */
const englishCount = '{total} projects found. Showing {shown} of {total}.';

export const caseStudiesCopy = defineCopy<CaseStudiesCopy>({
  en: {
    meta: {
      title: 'Case Studies',
      description: "Search Kolam Studio's portfolio of branding, packaging, website, app and digital marketing projects for businesses across Tamil Nadu.",
      keywords: ['case studies', 'branding portfolio', 'packaging design projects', 'website projects Tamil Nadu'],
    },
    eyebrow: 'Our work',
    title: 'Case Studies',
    count: { none: englishCount, one: englishCount, other: englishCount },
    listLabel: 'Case study list',
    searchLabel: 'Search case studies',
    searchPlaceholder: 'Search case studies...',
    searchButton: 'Search',
    filtersLabel: 'Filter case studies by category',
    empty: { title: 'No case studies match your search.', before: 'Try a shorter word, or', link: 'see every case study', after: '.' },
    showMore: 'Show 12 more',
  },
  ta: {
    meta: {
      title: 'கேஸ் ஸ்டடிகள்',
      description: 'தமிழ்நாடு முழுவதும் உள்ள தொழில்களுக்காக Kolam Studio செய்த பிராண்டிங், பேக்கேஜிங், இணையதளம், ஆப், டிஜிட்டல் மார்க்கெட்டிங் பணிகளைத் தேடிப் பாருங்கள்.',
      keywords: ['கேஸ் ஸ்டடிகள்', 'பிராண்டிங் போர்ட்ஃபோலியோ', 'பேக்கேஜிங் வடிவமைப்புப் பணிகள்', 'தமிழ்நாடு இணையதளப் பணிகள்'],
    },
    eyebrow: 'எங்கள் பணிகள்',
    title: 'கேஸ் ஸ்டடிகள்',
    count: {
      none: 'எந்தத் திட்டமும் கிடைக்கவில்லை.',
      one: '{total} திட்டம் கிடைத்தது. காட்டப்படுவது: {total}-இல் {shown}.',
      other: '{total} திட்டங்கள் கிடைத்தன. காட்டப்படுவது: {total}-இல் {shown}.',
    },
    listLabel: 'கேஸ் ஸ்டடி பட்டியல்',
    searchLabel: 'கேஸ் ஸ்டடிகளில் தேட',
    searchPlaceholder: 'கேஸ் ஸ்டடிகளில் தேடுங்கள்...',
    searchButton: 'தேடுக',
    filtersLabel: 'பிரிவு வாரியாகக் கேஸ் ஸ்டடிகளை வடிகட்ட',
    empty: {
      title: 'உங்கள் தேடலுக்குப் பொருந்தும் கேஸ் ஸ்டடி எதுவும் இல்லை.',
      before: 'இன்னும் சுருக்கமான ஒரு சொல்லைத் தேடிப் பாருங்கள், அல்லது',
      link: 'அனைத்துக் கேஸ் ஸ்டடிகளையும் பாருங்கள்',
      after: '.',
    },
    showMore: 'மேலும் 12 பார்க்க',
  },
});
