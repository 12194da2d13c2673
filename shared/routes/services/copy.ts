/** /services (SPEC §2.4): every text of the page in English and Tamil; the six timeline steps are SPEC's. */
import { defineCopy } from '../../i18n/copy.js';
import type { PageMetaCopy } from '../../i18n/copy/meta.js';

type Step = { title: string; text: string };

export type ServicesCopy = {
  meta: PageMetaCopy;
  hero: { eyebrow: string; title: string; lead: string };
  list: { eyebrow: string; title: string; lead: string };
  timeline: { eyebrow: string; title: string; lead: string; steps: readonly [Step, Step, Step, Step, Step, Step] };
  cta: { title: string; text: string; button: string };
};

export const servicesCopy = defineCopy<ServicesCopy>({
  en: {
    meta: {
      title: 'Services',
      description:
        'Branding, packaging, website and app development, digital marketing and personal branding from Kolam Studio, Chennai: strategic design and digital solutions tailored to your business.',
    },
    hero: { eyebrow: 'What we do', title: 'Our Services', lead: 'Strategic design and innovative digital solutions tailored to your business needs.' },
    list: {
      eyebrow: 'Six disciplines, one team',
      title: 'From first sketch to first sale',
      lead: 'Pick one service or combine several. Every project is run by one small team in our Chennai studio, so your brand, pack, website and campaigns speak with one voice.',
    },
    timeline: {
      eyebrow: 'How we work',
      title: 'Our Proven Timeline',
      lead: 'Six steps, the same for a logo or a full e-commerce launch, so you always know what happens next.',
      steps: [
        { title: 'Discovery Call', text: 'A free 30-minute call to understand your business, your customers and what success looks like.' },
        { title: 'Research & Strategy', text: 'We study your market and competitors, then agree a clear brief, scope, budget and schedule.' },
        { title: 'Design/Architecture', text: 'Concepts, wireframes or system architecture, shared early so you can steer before we build.' },
        { title: 'Build & Integrate', text: 'We produce the artwork, code and campaigns and connect them to the tools you already use.' },
        { title: 'QA & Iterate', text: 'Every deliverable is tested on real devices, in print and with real users, then refined.' },
        { title: 'Launch & Measure', text: 'We go live with you, track the numbers that matter and report back on what to improve next.' },
      ],
    },
    cta: {
      title: 'Not sure where to start?',
      text: 'Tell us about your business and we will suggest the services that will make the biggest difference first.',
      button: 'Book a Discovery Call',
    },
  },
  ta: {
    meta: {
      title: 'சேவைகள்',
      description:
        'சென்னை Kolam Studio வழங்கும் பிராண்டிங், பேக்கேஜிங், இணையதள மற்றும் ஆப் உருவாக்கம், டிஜிட்டல் மார்க்கெட்டிங், தனிநபர் பிராண்டிங்: உங்கள் தொழிலுக்கு ஏற்ற உத்திசார் வடிவமைப்பும் டிஜிட்டல் தீர்வுகளும்.',
    },
    hero: { eyebrow: 'நாங்கள் செய்வது', title: 'எங்கள் சேவைகள்', lead: 'உங்கள் தொழிலின் தேவைகளுக்கு ஏற்ப உத்திசார் வடிவமைப்பும் புதுமையான டிஜிட்டல் தீர்வுகளும்.' },
    list: {
      eyebrow: 'ஆறு சேவைப் பிரிவுகள், ஒரே குழு',
      title: 'முதல் ஓவியத்திலிருந்து முதல் விற்பனை வரை',
      lead: 'ஒரு சேவையைத் தேர்ந்தெடுங்கள் அல்லது பலவற்றை இணைத்துக்கொள்ளுங்கள். ஒவ்வொரு திட்டத்தையும் எங்கள் சென்னை ஸ்டுடியோவின் ஒரே சிறிய குழு நடத்துகிறது; அதனால் உங்கள் பிராண்ட், பேக், இணையதளம், பிரச்சாரங்கள் எல்லாம் ஒரே குரலில் பேசும்.',
    },
    timeline: {
      eyebrow: 'நாங்கள் பணியாற்றும் விதம்',
      title: 'நிரூபிக்கப்பட்ட எங்கள் படிநிலைகள்',
      lead: 'ஒரு லோகோவுக்கும் முழு இ-காமர்ஸ் இணையதள வெளியீட்டுக்கும் அதே ஆறு படிகள்; அடுத்து என்ன நடக்கும் என்பது உங்களுக்கு எப்போதும் தெரியும்.',
      steps: [
        { title: 'ஆலோசனை அழைப்பு', text: 'உங்கள் தொழில், உங்கள் வாடிக்கையாளர்கள், வெற்றி என்பது உங்களுக்கு எப்படி இருக்கும் என்பதைப் புரிந்துகொள்ள 30 நிமிட இலவச அழைப்பு.' },
        { title: 'ஆய்வு & உத்தி', text: 'உங்கள் சந்தையையும் போட்டியாளர்களையும் ஆராய்ந்து, தெளிவான பிரீஃப், பணி வரம்பு, பட்ஜெட், கால அட்டவணையை ஒப்புக்கொள்கிறோம்.' },
        { title: 'வடிவமைப்பு/கட்டமைப்பு', text: 'கான்செப்ட்கள், வயர்ஃப்ரேம்கள் அல்லது சிஸ்டம் கட்டமைப்பு — நாங்கள் உருவாக்கத் தொடங்கும் முன்பே நீங்கள் திசை காட்ட, முன்கூட்டியே பகிர்கிறோம்.' },
        { title: 'உருவாக்கம் & ஒருங்கிணைப்பு', text: 'ஆர்ட்வொர்க், கோட், பிரச்சாரங்களைத் தயாரித்து, நீங்கள் ஏற்கெனவே பயன்படுத்தும் கருவிகளுடன் இணைக்கிறோம்.' },
        { title: 'சோதனை & மேம்பாடு', text: 'ஒவ்வொரு படைப்பும் உண்மையான சாதனங்களிலும், அச்சிலும், உண்மையான பயனர்களிடமும் சோதிக்கப்பட்டு, பிறகு மெருகேற்றப்படுகிறது.' },
        { title: 'வெளியீடு & அளவீடு', text: 'உங்களுடன் சேர்ந்து பயன்பாட்டுக்குக் கொண்டுவருகிறோம்; முக்கியமான எண்களைக் கண்காணித்து, அடுத்து எதை மேம்படுத்தலாம் என்று அறிக்கை தருகிறோம்.' },
      ],
    },
    cta: {
      title: 'எங்கிருந்து தொடங்குவது என்று தெரியவில்லையா?',
      text: 'உங்கள் தொழிலைப் பற்றிச் சொல்லுங்கள்; முதலில் எந்தச் சேவைகள் பெரிய மாற்றத்தைத் தரும் என்று நாங்கள் பரிந்துரைப்போம்.',
      button: 'ஆலோசனை அழைப்பை முன்பதிவு செய்யுங்கள்',
    },
  },
});
