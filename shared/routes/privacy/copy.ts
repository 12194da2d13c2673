/** privacy page: its text in English and Tamil (meta now; page prose as the page moves to copy). */
import { defineCopy } from '../../i18n/copy.js';
import type { PageMetaCopy } from '../../i18n/copy/meta.js';

export type PrivacyCopy = { meta: PageMetaCopy };

export const privacyCopy = defineCopy<PrivacyCopy>({
  en: {
    meta: {
      title: 'Privacy Policy',
      description: 'How Kolam Studio collects, uses, shares and protects the personal data you send us through this website.',
      keywords: ['privacy policy', 'personal data', 'DPDP Act'],
    },
  },
  ta: {
    meta: {
      title: 'தனியுரிமைக் கொள்கை',
      description: 'இந்த இணையதளம் வழியாக நீங்கள் அனுப்பும் தனிப்பட்ட தரவை Kolam Studio எவ்வாறு சேகரிக்கிறது, பயன்படுத்துகிறது, பகிர்கிறது, பாதுகாக்கிறது என்பது பற்றி.',
      keywords: ['தனியுரிமைக் கொள்கை', 'தனிப்பட்ட தரவு', 'DPDP சட்டம்'],
    },
  },
});
