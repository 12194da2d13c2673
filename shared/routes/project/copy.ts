/** /project (SPEC §2.15): the page's own text in English and Tamil; image titles come from the gallery records, the lightbox's labels from copy/gallery.ts. */
import { defineCopy } from '../../i18n/copy.js';
import type { PageMetaCopy } from '../../i18n/copy/meta.js';

export type ProjectCopy = {
  meta: PageMetaCopy;
  hero: { eyebrow: string; title: string; lead: string };
  /** The gallery section's heading (visually hidden). */
  galleryTitle: string;
  cta: { title: string; text: string; start: string; caseStudies: string };
};

export const projectCopy = defineCopy<ProjectCopy>({
  en: {
    meta: {
      title: 'Projects',
      description: 'A gallery of identities, packaging, websites, apps, posters and social campaigns made by Kolam Studio for clients across Tamil Nadu.',
      keywords: ['design portfolio Chennai', 'branding projects', 'packaging design gallery', 'website design portfolio'],
    },
    hero: {
      eyebrow: 'Selected work',
      title: 'Projects',
      lead: 'Identities, packaging, websites, apps and campaigns from our studio in Chennai. Select any piece to see it large.',
    },
    galleryTitle: 'Gallery',
    cta: {
      title: 'Like what you see?',
      text: 'Tell us about your brand, product or launch. We reply within 24 hours.',
      start: 'Start a project',
      caseStudies: 'Read the case studies',
    },
  },
  ta: {
    meta: {
      title: 'படைப்புகள்',
      description: 'தமிழ்நாடு முழுவதும் உள்ள வாடிக்கையாளர்களுக்காக Kolam Studio உருவாக்கிய பிராண்ட் அடையாளங்கள், பேக்கேஜிங், இணையதளங்கள், ஆப்கள், போஸ்டர்கள், சமூக ஊடகப் பிரச்சாரங்களின் தொகுப்பு.',
      keywords: ['சென்னை டிசைன் போர்ட்ஃபோலியோ', 'பிராண்டிங் படைப்புகள்', 'பேக்கேஜிங் வடிவமைப்புத் தொகுப்பு', 'இணையதள வடிவமைப்பு போர்ட்ஃபோலியோ'],
    },
    hero: {
      eyebrow: 'தேர்ந்தெடுத்த பணிகள்',
      title: 'படைப்புகள்',
      lead: 'சென்னையில் உள்ள எங்கள் ஸ்டுடியோவில் உருவான பிராண்ட் அடையாளங்கள், பேக்கேஜிங், இணையதளங்கள், ஆப்கள், பிரச்சாரங்கள். எந்தப் படைப்பையும் பெரிதாகப் பார்க்க, அதைத் தேர்ந்தெடுங்கள்.',
    },
    galleryTitle: 'படத்தொகுப்பு',
    cta: {
      title: 'இவை உங்களுக்குப் பிடித்திருக்கிறதா?',
      text: 'உங்கள் பிராண்ட், தயாரிப்பு அல்லது புதிய அறிமுகம் பற்றிச் சொல்லுங்கள். 24 மணி நேரத்துக்குள் பதில் அளிப்போம்.',
      start: 'திட்டத்தைத் தொடங்குங்கள்',
      caseStudies: 'கேஸ் ஸ்டடிகளைப் படியுங்கள்',
    },
  },
});
