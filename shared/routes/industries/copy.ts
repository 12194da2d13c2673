/** /industries (SPEC §2.6): the page's text in English and Tamil; the cards come from the industry records. */
import { defineCopy } from '../../i18n/copy.js';
import type { PageMetaCopy } from '../../i18n/copy/meta.js';

export type IndustriesCopy = {
  meta: PageMetaCopy;
  hero: { eyebrow: string; title: string; lead: string };
  listLabel: string;
  cta: { title: string; text: string; button: string };
};

export const industriesCopy = defineCopy<IndustriesCopy>({
  en: {
    meta: {
      title: 'Industries',
      description: 'Branding and digital solutions from Kolam Studio for education, government, healthcare, business, travel and consumer brands across Tamil Nadu.',
    },
    hero: { eyebrow: 'Who we work with', title: 'Industries', lead: 'Six industries. Click any to explore tailored solutions and services.' },
    listLabel: 'Industries we serve',
    cta: {
      title: 'Working in another sector?',
      text: 'Manufacturers, restaurants, NGOs and start-ups work with us too. Tell us about your market and we will show you relevant work.',
      button: 'Talk to Us',
    },
  },
  ta: {
    meta: {
      title: 'துறைகள்',
      description: 'தமிழ்நாடு முழுவதும் கல்வி, அரசு, மருத்துவம், வணிகம், பயணம், நுகர்வோர் பிராண்டுகளுக்கு Kolam Studio வழங்கும் பிராண்டிங் மற்றும் டிஜிட்டல் தீர்வுகள்.',
    },
    hero: {
      eyebrow: 'நாங்கள் பணியாற்றும் துறைகள்',
      title: 'துறைகள்',
      lead: 'ஆறு துறைகள். உங்களுக்கென வடிவமைத்த தீர்வுகளையும் சேவைகளையும் அறிய எந்தத் துறையையும் கிளிக் செய்யுங்கள்.',
    },
    listLabel: 'நாங்கள் சேவை செய்யும் துறைகள்',
    cta: {
      title: 'வேறு துறையில் இருக்கிறீர்களா?',
      text: 'உற்பத்தியாளர்கள், உணவகங்கள், தன்னார்வ நிறுவனங்கள், ஸ்டார்ட்-அப்களும் எங்களுடன் பணியாற்றுகின்றன. உங்கள் சந்தையைப் பற்றிச் சொல்லுங்கள்; அதற்குப் பொருத்தமான எங்கள் பணிகளைக் காட்டுகிறோம்.',
      button: 'எங்களுடன் பேசுங்கள்',
    },
  },
});
