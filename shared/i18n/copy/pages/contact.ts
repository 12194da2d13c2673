/** contact page: its text in English and Tamil (meta now; page prose as the page moves to copy). */
import { defineCopy } from '../../copy.js';
import type { PageMetaCopy } from './meta.js';

export type ContactCopy = { meta: PageMetaCopy };

export const contactCopy = defineCopy<ContactCopy>({
  en: {
    meta: {
      title: 'Contact',
      description: 'Talk to Kolam Studio in Chennai: call +91 98765 43210, write to hello@kolamstudio.in or send us a message. We reply within 24 hours. Open Monday to Saturday.',
      keywords: ['contact Kolam Studio', 'branding agency Chennai contact', 'Gopalapuram design studio', 'start a branding project'],
    },
  },
  ta: {
    meta: {
      title: 'தொடர்புக்கு',
      description: 'சென்னையில் உள்ள Kolam Studio குழுவுடன் பேசுங்கள்: +91 98765 43210 என்ற எண்ணில் அழையுங்கள், hello@kolamstudio.in என்ற முகவரிக்கு எழுதுங்கள் அல்லது ஒரு செய்தி அனுப்புங்கள். 24 மணி நேரத்துக்குள் பதில் அளிப்போம். திங்கள் முதல் சனி வரை திறந்திருக்கும்.',
      keywords: ['Kolam Studio தொடர்பு', 'சென்னை பிராண்டிங் ஏஜென்சி தொடர்பு', 'கோபாலபுரம் டிசைன் ஸ்டுடியோ', 'பிராண்டிங் திட்டம் தொடங்க'],
    },
  },
});
