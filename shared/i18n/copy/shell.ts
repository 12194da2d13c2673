/**
 * The shell every page shares (SPEC §2.1): header, menu, footer, floating social links,
 * intro splash, skip link, language switch and the not-found texts (SPEC §8).
 */
import type { IndustrySlug, ServiceSlug } from '../../content/constants.js';
import type { SectionPath } from '../../routes/define.js';
import { site } from '../../site.js';
import { defineCopy } from '../copy.js';

export type NotFoundKey = 'page' | 'service' | 'industry' | 'caseStudy' | 'blogPost' | 'project';

type NotFoundCopy = { message: string; text: string; backLabel: string };

export type ShellCopy = {
  /** The header's seven links (SPEC §2.1), by path. */
  nav: Record<'/' | '/services' | '/industries' | '/solutions' | '/case-studies' | '/about' | '/contact', string>;
  /** The studio in one sentence: structured data for search engines. */
  description: string;
  /** Keywords every page adds to its own. */
  keywords: readonly string[];
  navLabel: string;
  menu: string;
  menuLabel: string;
  homeLink: string;
  skipLink: string;
  loading: string;
  /** The brand word the intro splash spells out. */
  splashWord: string;
  /** The link to this page in the other language, in that language. */
  switchTo: string;
  footer: {
    blurb: string;
    socialLabel: string;
    newTab: string;
    services: string;
    industries: string;
    contact: string;
    chat: string;
    rights: string;
    privacy: string;
    terms: string;
  };
  address: readonly string[];
  serviceLinks: Record<ServiceSlug, string>;
  industryLinks: Record<IndustrySlug, string>;
  social: { label: string; button: string; whatsapp: string };
  notFound: Record<NotFoundKey, NotFoundCopy>;
  /** The trail above every page below the home page (shared/components/breadcrumbs.tsx). */
  breadcrumb: {
    /** The trail's landmark name. */
    label: string;
    /** Each section's name in the trail: the name its own page goes by. */
    sections: Record<SectionPath, string>;
  };
  /** The blog's RSS feed: its title in feed readers and in every page's <link rel="alternate">. */
  feedTitle: string;
};

const pageGone = 'The page you are looking for does not exist or has moved.';
const pageGoneTa = 'நீங்கள் தேடும் பக்கம் இல்லை, அல்லது வேறு இடத்துக்கு மாற்றப்பட்டுள்ளது.';

export const shellCopy = defineCopy<ShellCopy>({
  en: {
    nav: { '/': 'Home', '/services': 'Services', '/industries': 'Industries', '/solutions': 'Solutions', '/case-studies': 'Case Study', '/about': 'About', '/contact': 'Contact' },
    description:
      'Kolam Studio is a branding and business-development studio in Chennai. We design brands, packaging, websites, apps and marketing for growing businesses across Tamil Nadu.',
    keywords: ['branding agency Chennai', 'digital agency Tamil Nadu', 'Kolam Studio'],
    navLabel: 'Main',
    menu: 'Menu',
    menuLabel: 'Menu',
    homeLink: 'Kolam Studio home',
    skipLink: 'Skip to main content',
    loading: 'Loading…',
    splashWord: 'Kolam Studio',
    switchTo: 'தமிழ்',
    footer: {
      blurb: 'Branding and business-development studio in Chennai. We turn local businesses into brands people remember.',
      socialLabel: 'Kolam Studio on social media',
      newTab: 'opens in a new tab',
      services: 'Services',
      industries: 'Industries',
      contact: 'Get in touch',
      chat: 'WhatsApp',
      rights: 'All rights reserved.',
      privacy: 'Privacy Policy',
      terms: 'Terms & Conditions',
    },
    address: site.address.lines.en,
    serviceLinks: {
      branding: 'Brand & Creative',
      packaging: 'Packaging',
      'web-development': 'Website Development',
      'app-development': 'App Development',
      marketing: 'Digital Marketing',
      'personal-brand': 'Personal Branding',
    },
    industryLinks: { education: 'Education', government: 'Government', health: 'Healthcare', business: 'Business', travel: 'Travel', consumer: 'Consumer & Retail' },
    social: { label: 'Social media', button: 'Follow or chat with us', whatsapp: 'Chat on WhatsApp' },
    notFound: {
      page: { message: 'Not found.', text: pageGone, backLabel: 'Back to the home page' },
      service: { message: 'Not found.', text: pageGone, backLabel: '← All Services' },
      industry: { message: 'Industry Not Found.', text: pageGone, backLabel: '← Back to All Industries' },
      caseStudy: { message: 'Not found.', text: pageGone, backLabel: 'Case Studies' },
      blogPost: { message: 'Blog Not Found', text: 'The article you are looking for does not exist or has moved.', backLabel: 'Back to Blogs' },
      project: { message: 'Not found.', text: pageGone, backLabel: 'Back to Projects' },
    },
    breadcrumb: {
      label: 'Breadcrumb',
      sections: {
        '/services': 'Services',
        '/industries': 'Industries',
        '/solutions': 'Solutions',
        '/case-studies': 'Case Studies',
        '/project': 'Projects',
        '/about': 'About',
        '/contact': 'Contact',
        '/blog': 'Blog',
        '/learn': 'Learn with Us',
        '/terms': 'Terms & Conditions',
        '/privacy': 'Privacy Policy',
      },
    },
    feedTitle: 'Kolam Studio blog',
  },
  ta: {
    nav: { '/': 'முகப்பு', '/services': 'சேவைகள்', '/industries': 'துறைகள்', '/solutions': 'தீர்வுகள்', '/case-studies': 'கேஸ் ஸ்டடி', '/about': 'எங்களைப் பற்றி', '/contact': 'தொடர்புக்கு' },
    description:
      'Kolam Studio சென்னையில் உள்ள பிராண்டிங் மற்றும் தொழில் மேம்பாட்டு ஸ்டுடியோ. தமிழ்நாடு முழுவதும் வளர்ந்துவரும் தொழில்களுக்கு பிராண்டுகள், பேக்கேஜிங், இணையதளங்கள், ஆப்கள், மார்க்கெட்டிங் ஆகியவற்றை வடிவமைக்கிறோம்.',
    keywords: ['சென்னை பிராண்டிங் ஏஜென்சி', 'தமிழ்நாடு டிஜிட்டல் ஏஜென்சி', 'Kolam Studio'],
    navLabel: 'முதன்மை',
    menu: 'மெனு',
    menuLabel: 'மெனு',
    homeLink: 'Kolam Studio முகப்புப் பக்கம்',
    skipLink: 'முதன்மை உள்ளடக்கத்துக்குச் செல்ல',
    loading: 'ஏற்றப்படுகிறது…',
    splashWord: 'கோலம் ஸ்டுடியோ',
    switchTo: 'English',
    footer: {
      blurb: 'சென்னையில் உள்ள பிராண்டிங் மற்றும் தொழில் மேம்பாட்டு ஸ்டுடியோ. உள்ளூர்த் தொழில்களை மக்கள் மனதில் நிற்கும் பிராண்டுகளாக மாற்றுகிறோம்.',
      socialLabel: 'சமூக ஊடகங்களில் Kolam Studio',
      newTab: 'புதிய டேபில் திறக்கும்',
      services: 'சேவைகள்',
      industries: 'துறைகள்',
      contact: 'தொடர்புகொள்ள',
      chat: 'WhatsApp',
      rights: 'அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.',
      privacy: 'தனியுரிமைக் கொள்கை',
      terms: 'விதிமுறைகள் மற்றும் நிபந்தனைகள்',
    },
    address: site.address.lines.ta,
    serviceLinks: {
      branding: 'பிராண்ட் & கிரியேட்டிவ்',
      packaging: 'பேக்கேஜிங்',
      'web-development': 'இணையதள உருவாக்கம்',
      'app-development': 'ஆப் உருவாக்கம்',
      marketing: 'டிஜிட்டல் மார்க்கெட்டிங்',
      'personal-brand': 'தனிநபர் பிராண்டிங்',
    },
    industryLinks: { education: 'கல்வி', government: 'அரசு', health: 'மருத்துவம்', business: 'வணிகம்', travel: 'பயணம்', consumer: 'நுகர்வோர் & சில்லறை வணிகம்' },
    social: { label: 'சமூக ஊடகங்கள்', button: 'எங்களைப் பின்தொடர அல்லது எங்களுடன் பேச', whatsapp: 'WhatsApp மூலம் பேச' },
    notFound: {
      page: { message: 'பக்கம் கிடைக்கவில்லை.', text: pageGoneTa, backLabel: 'முகப்புப் பக்கத்துக்குத் திரும்ப' },
      service: { message: 'பக்கம் கிடைக்கவில்லை.', text: pageGoneTa, backLabel: '← அனைத்துச் சேவைகளும்' },
      industry: { message: 'துறை கிடைக்கவில்லை.', text: pageGoneTa, backLabel: '← அனைத்துத் துறைகளுக்கும் திரும்ப' },
      caseStudy: { message: 'பக்கம் கிடைக்கவில்லை.', text: pageGoneTa, backLabel: 'கேஸ் ஸ்டடிகள்' },
      blogPost: { message: 'கட்டுரை கிடைக்கவில்லை', text: 'நீங்கள் தேடும் கட்டுரை இல்லை, அல்லது வேறு இடத்துக்கு மாற்றப்பட்டுள்ளது.', backLabel: 'கட்டுரைகளுக்குத் திரும்ப' },
      project: { message: 'பக்கம் கிடைக்கவில்லை.', text: pageGoneTa, backLabel: 'படைப்புகளுக்குத் திரும்ப' },
    },
    breadcrumb: {
      label: 'நீங்கள் இருக்கும் இடம்',
      sections: {
        '/services': 'சேவைகள்',
        '/industries': 'துறைகள்',
        '/solutions': 'தீர்வுகள்',
        '/case-studies': 'கேஸ் ஸ்டடிகள்',
        '/project': 'படைப்புகள்',
        '/about': 'எங்களைப் பற்றி',
        '/contact': 'தொடர்புக்கு',
        '/blog': 'வலைப்பதிவு',
        '/learn': 'எங்களுடன் கற்றுக்கொள்ளுங்கள்',
        '/terms': 'விதிமுறைகள் மற்றும் நிபந்தனைகள்',
        '/privacy': 'தனியுரிமைக் கொள்கை',
      },
    },
    feedTitle: 'Kolam Studio வலைப்பதிவு',
  },
});
