/**
 * /case-studies/{id} (SPEC §2.10): the page's own text in English and Tamil. The title,
 * description and body come from the record; category labels and the gallery's and viewer's
 * text from shared/i18n/copy/case-studies.ts.
 */
import { defineCopy } from '../../i18n/copy.js';

export type CaseStudyCopy = {
  meta: { keyword: string };
  /** The "Case Studies" button back to the list. */
  caseStudies: string;
  facts: { date: string; duration: string; category: string };
  tagsLabel: string;
  galleryHeading: string;
  neighbours: { label: string; previous: string; next: string };
  contact: { title: string; text: string; button: string };
};

export const caseStudyCopy = defineCopy<CaseStudyCopy>({
  en: {
    meta: {
      keyword: 'case study',
    },
    caseStudies: 'Case Studies',
    facts: { date: 'Date', duration: 'Duration', category: 'Category' },
    tagsLabel: 'Tags',
    galleryHeading: 'Project gallery',
    neighbours: { label: 'More case studies', previous: 'Previous case study', next: 'Next case study' },
    contact: { title: 'Have a project in mind?', text: "Tell us your goals. We'll reply within 24 hours.", button: 'Contact Us' },
  },
  ta: {
    meta: {
      keyword: 'கேஸ் ஸ்டடி',
    },
    caseStudies: 'கேஸ் ஸ்டடிகள்',
    facts: { date: 'தேதி', duration: 'கால அளவு', category: 'பிரிவு' },
    tagsLabel: 'குறிச்சொற்கள்',
    galleryHeading: 'திட்டப் படத்தொகுப்பு',
    neighbours: { label: 'மேலும் கேஸ் ஸ்டடிகள்', previous: 'முந்தைய கேஸ் ஸ்டடி', next: 'அடுத்த கேஸ் ஸ்டடி' },
    contact: { title: 'மனதில் ஒரு திட்டம் இருக்கிறதா?', text: 'உங்கள் இலக்குகளைச் சொல்லுங்கள். 24 மணி நேரத்துக்குள் பதில் அளிப்போம்.', button: 'தொடர்புகொள்ளுங்கள்' },
  },
});
