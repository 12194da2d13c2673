/** Home (SPEC §2.3): every text of the page in English and Tamil. The headline is SPEC's. */
import { defineCopy } from '../../i18n/copy.js';
import type { PageMetaCopy } from '../../i18n/copy/meta.js';

export type HomeCopy = {
  meta: PageMetaCopy;
  hero: { eyebrow: string; title: string; lead: string; start: string; work: string };
  stats: { label: string; items: readonly [string, string, string, string] };
  about: { eyebrow: string; title: string; lead: string; text: string; more: string; imageLink: string };
  services: { eyebrow: string; title: string; lead: string };
  industries: { eyebrow: string; title: string; lead: string };
  caseStudies: { eyebrow: string; title: string; all: string };
  cta: { title: string; text: string; button: string };
};

export const homeCopy = defineCopy<HomeCopy>({
  en: {
    meta: {
      title: 'Kolam Studio | Branding & Digital Agency in Chennai',
      description:
        'Kolam Studio is a branding and digital studio in Chennai: brand identity, packaging, websites, apps, digital marketing and personal branding for businesses across Tamil Nadu.',
      keywords: ['branding', 'packaging design', 'website development', 'app development', 'digital marketing', 'personal branding'],
    },
    hero: {
      eyebrow: 'Branding & digital studio · Chennai',
      title: 'We Don’t Just Build Brands, We Build Legacies.',
      lead: 'Identity, packaging, websites, apps and marketing for growing businesses across Tamil Nadu, designed with the care of a hand-drawn kolam.',
      start: 'Start a Project',
      work: 'View Work',
    },
    stats: { label: 'Kolam Studio in numbers', items: ['Type of Projects', 'Goal Achieve', 'Active Clients', 'Design Concepts'] },
    about: {
      eyebrow: 'Who we are',
      title: 'About Us',
      lead: 'Quality is our core strategy. Every logo, label, page and post leaves the studio only when it is right.',
      text: 'Kolam Studio is a Chennai team of designers, developers and marketers. We work with schools, hospitals, makers and founders across Tamil Nadu, in Tamil and English, and we measure our work by how well it serves your customers.',
      more: 'More about us',
      imageLink: 'About Kolam Studio',
    },
    services: { eyebrow: 'What we do', title: 'Services', lead: 'Six disciplines under one roof, so your brand speaks with one voice.' },
    industries: { eyebrow: 'Who we serve', title: 'Industries', lead: 'Six sectors we know from the inside, from classrooms to clinics to corner shops.' },
    caseStudies: { eyebrow: 'Selected work', title: 'Case Studies', all: 'See all' },
    cta: { title: 'Have a project in mind?', text: "Tell us your goals. We'll reply within 24 hours.", button: 'Contact Us' },
  },
  ta: {
    meta: {
      title: 'Kolam Studio | சென்னையின் பிராண்டிங் & டிஜிட்டல் ஏஜென்சி',
      description:
        'Kolam Studio சென்னையில் உள்ள பிராண்டிங் மற்றும் டிஜிட்டல் ஸ்டுடியோ: தமிழ்நாடு முழுவதும் உள்ள தொழில்களுக்கு பிராண்ட் அடையாளம், பேக்கேஜிங், இணையதளங்கள், ஆப்கள், டிஜிட்டல் மார்க்கெட்டிங், தனிநபர் பிராண்டிங்.',
      keywords: ['பிராண்டிங்', 'பேக்கேஜிங் வடிவமைப்பு', 'இணையதள உருவாக்கம்', 'ஆப் உருவாக்கம்', 'டிஜிட்டல் மார்க்கெட்டிங்', 'தனிநபர் பிராண்டிங்'],
    },
    hero: {
      eyebrow: 'பிராண்டிங் & டிஜிட்டல் ஸ்டுடியோ · சென்னை',
      title: 'பிராண்டுகளை மட்டுமல்ல, காலம் கடந்து நிற்கும் பெயர்களையும் உருவாக்குகிறோம்.',
      lead: 'தமிழ்நாடு முழுவதும் வளர்ந்துவரும் தொழில்களுக்கு பிராண்ட் அடையாளம், பேக்கேஜிங், இணையதளங்கள், ஆப்கள், மார்க்கெட்டிங் — கையால் போடும் கோலத்தின் அதே கவனத்துடன் வடிவமைக்கப்படுகின்றன.',
      start: 'திட்டத்தைத் தொடங்குங்கள்',
      work: 'எங்கள் பணிகள்',
    },
    stats: { label: 'எண்களில் Kolam Studio', items: ['முடித்த திட்டங்கள்', 'எட்டிய இலக்குகள்', 'தற்போதைய வாடிக்கையாளர்கள்', 'டிசைன் கான்செப்ட்கள்'] },
    about: {
      eyebrow: 'நாங்கள் யார்',
      title: 'எங்களைப் பற்றி',
      lead: 'தரமே எங்கள் முதன்மை உத்தி. ஒவ்வொரு லோகோவும், லேபிளும், பக்கமும், பதிவும் சரியாக இருந்தால் மட்டுமே ஸ்டுடியோவை விட்டு வெளியே செல்கிறது.',
      text: 'Kolam Studio என்பது வடிவமைப்பாளர்கள், டெவலப்பர்கள், மார்க்கெட்டிங் நிபுணர்கள் அடங்கிய சென்னைக் குழு. தமிழ்நாடு முழுவதும் உள்ள பள்ளிகள், மருத்துவமனைகள், உற்பத்தியாளர்கள், தொழில்முனைவோருடன் தமிழிலும் ஆங்கிலத்திலும் பணியாற்றுகிறோம்; உங்கள் வாடிக்கையாளர்களுக்கு எவ்வளவு பயன்படுகிறது என்பதை வைத்தே எங்கள் பணியை அளவிடுகிறோம்.',
      more: 'எங்களைப் பற்றி மேலும்',
      imageLink: 'Kolam Studio பற்றி',
    },
    services: { eyebrow: 'நாங்கள் செய்வது', title: 'சேவைகள்', lead: 'ஆறு சேவைப் பிரிவுகள் ஒரே கூரையின் கீழ் — உங்கள் பிராண்ட் எங்கும் ஒரே குரலில் பேச.' },
    industries: { eyebrow: 'யாருக்குச் சேவை செய்கிறோம்', title: 'துறைகள்', lead: 'வகுப்பறைகள் முதல் கிளினிக்குகள், தெருமுனைக் கடைகள் வரை — உள்ளிருந்து அறிந்த ஆறு துறைகள்.' },
    caseStudies: { eyebrow: 'தேர்ந்தெடுத்த பணிகள்', title: 'கேஸ் ஸ்டடிகள்', all: 'அனைத்தையும் பார்க்க' },
    cta: { title: 'மனதில் ஒரு திட்டம் இருக்கிறதா?', text: 'உங்கள் இலக்குகளைச் சொல்லுங்கள். 24 மணி நேரத்துக்குள் பதில் அளிப்போம்.', button: 'தொடர்புகொள்ளுங்கள்' },
  },
});
