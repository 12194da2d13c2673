/**
 * Case-study interface text shared by components (read with useUi().caseStudies): the card
 * (home teaser and list), the category labels (list filters, cards, the detail page), the
 * gallery and its full-screen viewer. Categories stay English in URLs and data
 * (`?category=Logo%20Design` in both languages); only their labels are translated here.
 *
 * Templates: the component fills in "{n}", "{count}" and "{title}".
 */
import type { CaseStudyCategory } from '../../content/constants.js';
import { defineCopy } from '../copy.js';

export type CaseStudiesUiCopy = {
  /** Filter and card labels by category value; `All` is the "no filter" option. */
  categories: Record<'All' | CaseStudyCategory, string>;
  card: { viewMore: string };
  gallery: {
    /** Spoken after an image that opens the viewer (with JavaScript), after a space. */
    openFullScreen: string;
    /** Spoken after an image that links to its full-size file (without JavaScript), after a space. */
    fullSize: string;
    pause: string;
    play: string;
    /** A dot's name: "{n}" of "{count}". */
    showImage: string;
    /** The viewer dialog's name: "{title}" is the case study's. */
    viewerLabel: string;
  };
  viewer: { close: string; previous: string; next: string };
};

export const caseStudiesUiCopy = defineCopy<CaseStudiesUiCopy>({
  en: {
    categories: {
      All: 'All',
      Branding: 'Branding',
      'Event Branding': 'Event Branding',
      'Business Development': 'Business Development',
      'Digital Marketing': 'Digital Marketing',
      'Packaging Design': 'Packaging Design',
      'Creative Design': 'Creative Design',
      'Logo Design': 'Logo Design',
      Website: 'Website',
      'Personal Branding': 'Personal Branding',
    },
    card: { viewMore: 'View More' },
    gallery: {
      openFullScreen: '(open full screen)',
      fullSize: '(full-size image)',
      pause: 'Pause slideshow',
      play: 'Play slideshow',
      showImage: 'Show image {n} of {count}',
      viewerLabel: 'Gallery: {title}',
    },
    viewer: { close: 'Close image viewer', previous: 'Previous image', next: 'Next image' },
  },
  ta: {
    categories: {
      All: 'அனைத்தும்',
      Branding: 'பிராண்டிங்',
      'Event Branding': 'நிகழ்ச்சி பிராண்டிங்',
      'Business Development': 'தொழில் மேம்பாடு',
      'Digital Marketing': 'டிஜிட்டல் மார்க்கெட்டிங்',
      'Packaging Design': 'பேக்கேஜிங் வடிவமைப்பு',
      'Creative Design': 'கிரியேட்டிவ் டிசைன்',
      'Logo Design': 'லோகோ வடிவமைப்பு',
      Website: 'இணையதளம்',
      'Personal Branding': 'தனிநபர் பிராண்டிங்',
    },
    card: { viewMore: 'மேலும் பார்க்க' },
    gallery: {
      openFullScreen: '(முழுத் திரையில் பார்க்க)',
      fullSize: '(முழு அளவுப் படம்)',
      pause: 'ஸ்லைடுஷோவை இடைநிறுத்த',
      play: 'ஸ்லைடுஷோவை இயக்க',
      showImage: '{count} படங்களில் {n}-வது படத்தைக் காட்ட',
      viewerLabel: 'படத்தொகுப்பு: {title}',
    },
    viewer: { close: 'படக் காட்சியை மூட', previous: 'முந்தைய படம்', next: 'அடுத்த படம்' },
  },
});

