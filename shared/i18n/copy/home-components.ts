/**
 * Text of the components the home page shows besides its own sections (read with
 * useUi().homeComponents): the projects carousel, the client logo carousel (SPEC §2.3, §4)
 * and the service card, which /services shows too (SPEC §2.4).
 *
 * Templates: the component fills in "{id}", "{alt}", "{page}", "{pages}" and "{title}".
 */
import { defineCopy } from '../copy.js';

export type HomeComponentsCopy = {
  /** aria-roledescription of both carousels. */
  carousel: string;
  projects: {
    eyebrow: string;
    title: string;
    viewAll: string;
    previous: string;
    next: string;
    pause: string;
    play: string;
    /** A poster link's name: "{id}" is the poster's number, "{alt}" its image's text. */
    posterLink: string;
  };
  logos: {
    eyebrow: string;
    title: string;
    /** The dots' list. */
    pagesLabel: string;
    /** A dot's name: page "{page}" of "{pages}". */
    showPage: string;
    pause: string;
    play: string;
  };
  serviceCard: {
    /** The compact card's visible "Learn more →" (the arrow is drawn by the card). */
    more: string;
    /** The tag list's name: "{title}" is the service's. */
    tagsLabel: string;
  };
};

export const homeComponentsCopy = defineCopy<HomeComponentsCopy>({
  en: {
    carousel: 'carousel',
    projects: {
      eyebrow: 'Our work',
      title: 'Projects',
      viewAll: 'View All Projects',
      previous: 'Previous projects',
      next: 'Next projects',
      pause: 'Pause projects',
      play: 'Play projects',
      posterLink: 'Project {id}: {alt}. View all projects',
    },
    logos: {
      eyebrow: 'Trusted by',
      title: 'Brands that grow with us',
      pagesLabel: 'Logo pages',
      showPage: 'Show logos page {page} of {pages}',
      pause: 'Pause logos',
      play: 'Play logos',
    },
    serviceCard: { more: 'Learn more', tagsLabel: '{title}: what it covers' },
  },
  ta: {
    carousel: 'ஸ்லைடுஷோ',
    projects: {
      eyebrow: 'எங்கள் பணிகள்',
      title: 'படைப்புகள்',
      viewAll: 'அனைத்துப் படைப்புகளையும் பார்க்க',
      previous: 'முந்தைய படைப்புகள்',
      next: 'அடுத்த படைப்புகள்',
      pause: 'படைப்புகளின் ஸ்லைடுஷோவை இடைநிறுத்த',
      play: 'படைப்புகளின் ஸ்லைடுஷோவை இயக்க',
      posterLink: 'படைப்பு {id}: {alt}. அனைத்துப் படைப்புகளையும் பார்க்க',
    },
    logos: {
      eyebrow: 'எங்களை நம்பும் நிறுவனங்கள்',
      title: 'எங்களுடன் வளரும் பிராண்டுகள்',
      pagesLabel: 'லோகோ பக்கங்கள்',
      showPage: '{pages} லோகோ பக்கங்களில் {page}-வது பக்கத்தைக் காட்ட',
      pause: 'லோகோ ஸ்லைடுஷோவை இடைநிறுத்த',
      play: 'லோகோ ஸ்லைடுஷோவை இயக்க',
    },
    serviceCard: { more: 'மேலும் அறிய', tagsLabel: '{title}: இதில் அடங்குவது' },
  },
});
