/**
 * /contact (SPEC §2.12): the page's text in English and Tamil, and the text of the components
 * only this page shows (the "Talk to us" panel, the form's labels, the map, business hours).
 * The messages the form and POST /api/contact show a visitor are not here: they are the
 * shared catalogue (shared/contact/messages.ts), used by the browser and the server alike.
 *
 * `{link}` and `{mark}` mark where a link or the required-field asterisk sits in a sentence,
 * so each language can put them where its grammar wants them.
 */
import { hoursRows } from '../../i18n/format.js';
import { site } from '../../site.js';
import { defineCopy } from '../../i18n/copy.js';
import type { PageMetaCopy } from '../../i18n/copy/meta.js';

/** `hint`: a line under the field, read with it (the last name says an initial is enough). */
type FieldCopy = { label: string; placeholder?: string; hint?: string };

export type ContactFormCopy = {
  /** "Fields marked {mark} are required."; `markLabel` is what a screen reader hears for the asterisk. */
  hint: string;
  markLabel: string;
  /** Shown after an optional field's label, in brackets. */
  optional: string;
  fields: {
    firstName: FieldCopy;
    lastName: FieldCopy;
    email: FieldCopy;
    phone: FieldCopy;
    company: FieldCopy;
    subject: FieldCopy;
    message: FieldCopy;
  };
  /** The privacy checkbox's label: "{link}" is the Privacy Policy link, `privacyLink` its text. */
  privacy: string;
  privacyLink: string;
  /**
   * The notice under the form (DPDP Act: purpose, retention, erasure): "{link}" is the Privacy
   * Policy link, `noticeLink` its text. The 12 months are CONTACT_RETENTION_DAYS' default: change
   * both together (and the privacy policy's retention section).
   */
  notice: string;
  noticeLink: string;
  /** The bots' trap field (hidden from people). */
  trap: string;
  submit: string;
};

export type ContactDetailsCopy = {
  eyebrow: string;
  title: string;
  lead: string;
  call: string;
  email: string;
  address: string;
  follow: string;
};

export type MapCopy = {
  /** The map frame's title. */
  frameTitle: string;
  /** The studio's address under the map (after the brand name). */
  address: string;
  link: string;
};

export type BusinessHoursCopy = {
  title: string;
  day: string;
  hours: string;
  /** One row per day or run of days with the same hours (content/site.yaml), Monday first. */
  rows: readonly { days: string; hours: string; closed: boolean }[];
  note: string;
};

export type ContactCopy = {
  meta: PageMetaCopy;
  hero: { eyebrow: string; title: string; lead: string; send: string; faq: string };
  details: ContactDetailsCopy;
  form: { eyebrow: string; title: string; lead: string };
  formFields: ContactFormCopy;
  visit: { eyebrow: string; title: string; lead: string };
  map: MapCopy;
  hours: BusinessHoursCopy;
  /** `more` holds "{link}", the link to the form whose text is `moreLink`. */
  faq: { eyebrow: string; title: string; lead: string; more: string; moreLink: string };
};

const { address } = site;
const [phone] = site.phones;

export const contactCopy = defineCopy<ContactCopy>({
  en: {
    meta: {
      title: 'Contact',
      description: `Talk to ${site.brand} in Chennai: call ${phone?.label}, write to ${site.email} or send us a message. We reply within 24 hours. Open Monday to Saturday.`,
      keywords: ['contact Kolam Studio', 'branding agency Chennai contact', 'Gopalapuram design studio', 'start a branding project'],
    },
    hero: {
      eyebrow: 'Contact us',
      title: 'Let’s Talk About Your Brand',
      lead: 'Tell us your goals. We’ll reply within 24 hours.',
      send: 'Send a message',
      faq: 'Read the FAQ',
    },
    details: {
      eyebrow: 'Reach us directly',
      title: 'Talk to us',
      lead: 'Prefer a conversation? Call or WhatsApp us during business hours, or write to us any time.',
      call: 'Call us',
      email: 'E-mail',
      address: 'Studio address',
      follow: 'Follow our work',
    },
    form: {
      eyebrow: 'Start a project',
      title: 'Send us a message',
      lead: 'A few lines about your business and what you need are enough. We read every message ourselves.',
    },
    formFields: {
      hint: 'Fields marked {mark} are required.',
      markLabel: 'with an asterisk',
      optional: 'optional',
      fields: {
        firstName: { label: 'First name' },
        lastName: { label: 'Last name', hint: 'An initial is enough, such as R or R.' },
        email: { label: 'E-mail' },
        phone: { label: 'Phone' },
        company: { label: 'Company' },
        subject: { label: 'Subject', placeholder: 'e.g. A new logo for our bakery' },
        message: { label: 'Message', placeholder: 'Tell us about your business, your goals and your timeline.' },
      },
      privacy: 'I agree to the {link} and to being contacted about my enquiry.',
      privacyLink: 'Privacy Policy',
      notice: `We use your enquiry only to reply to you, and we note which page or campaign link brought you to us (no cookies). It reaches our team by e-mail and in the tools we work in, such as our CRM or team chat. We erase your details 12 months after we last dealt with your enquiry; to have them erased sooner, write to ${site.email}. More in our {link}.`,
      noticeLink: 'Privacy Policy',
      trap: 'Website (leave this empty)',
      submit: 'Send message',
    },
    visit: {
      eyebrow: 'Find us',
      title: 'Visit the studio',
      lead: address.directions.en,
    },
    map: {
      frameTitle: `Map showing ${site.brand} at ${address.street.en}, ${address.locality.en}`,
      address: `${address.street.en}, ${address.locality.en} ${address.postalCode}`,
      link: 'Open the map in OpenStreetMap',
    },
    hours: {
      title: 'Business hours',
      day: 'Day',
      hours: 'Hours',
      rows: hoursRows(site.hours, 'en', 'Closed'),
      note: 'All times are India Standard Time (IST). Visits by appointment, so we can give you our full attention.',
    },
    faq: {
      eyebrow: 'FAQ',
      title: 'Frequently asked questions',
      lead: 'Quick answers about what we do, what it costs and how we work.',
      more: 'Still wondering about something? {link}.',
      moreLink: 'Ask us in a message',
    },
  },
  ta: {
    meta: {
      title: 'தொடர்புக்கு',
      description: `சென்னையில் உள்ள ${site.brand} குழுவுடன் பேசுங்கள்: ${phone?.label} என்ற எண்ணில் அழையுங்கள், ${site.email} என்ற முகவரிக்கு எழுதுங்கள் அல்லது ஒரு செய்தி அனுப்புங்கள். 24 மணி நேரத்துக்குள் பதில் அளிப்போம். திங்கள் முதல் சனி வரை திறந்திருக்கும்.`,
      keywords: ['Kolam Studio தொடர்பு', 'சென்னை பிராண்டிங் ஏஜென்சி தொடர்பு', 'கோபாலபுரம் டிசைன் ஸ்டுடியோ', 'பிராண்டிங் திட்டம் தொடங்க'],
    },
    hero: {
      eyebrow: 'தொடர்புகொள்ளுங்கள்',
      title: 'உங்கள் பிராண்டைப் பற்றிப் பேசுவோம்',
      lead: 'உங்கள் இலக்குகளைச் சொல்லுங்கள். 24 மணி நேரத்துக்குள் பதில் அளிப்போம்.',
      send: 'செய்தி அனுப்புங்கள்',
      faq: 'கேள்வி-பதில்களைப் படியுங்கள்',
    },
    details: {
      eyebrow: 'நேரடியாகத் தொடர்புகொள்ள',
      title: 'எங்களுடன் பேசுங்கள்',
      lead: 'நேரடியாகப் பேச விரும்புகிறீர்களா? அலுவலக நேரத்தில் எங்களை அழையுங்கள் அல்லது WhatsApp-இல் தொடர்புகொள்ளுங்கள்; மின்னஞ்சல் எப்போது வேண்டுமானாலும் அனுப்பலாம்.',
      call: 'அழைக்க',
      email: 'மின்னஞ்சல்',
      address: 'ஸ்டுடியோ முகவரி',
      follow: 'எங்கள் படைப்புகளைப் பின்தொடர',
    },
    form: {
      eyebrow: 'ஒரு திட்டத்தைத் தொடங்குங்கள்',
      title: 'எங்களுக்கு ஒரு செய்தி அனுப்புங்கள்',
      lead: 'உங்கள் தொழில் பற்றியும் உங்களுக்கு என்ன தேவை என்பது பற்றியும் சில வரிகள் போதும். ஒவ்வொரு செய்தியையும் நாங்களே படிக்கிறோம்.',
    },
    formFields: {
      hint: '{mark} குறியிட்ட புலங்களை நிரப்புவது கட்டாயம்.',
      markLabel: 'நட்சத்திரக்',
      optional: 'கட்டாயமில்லை',
      fields: {
        firstName: { label: 'முதல் பெயர்' },
        lastName: { label: 'இனிஷியல் / குடும்பப் பெயர்', hint: 'இனிஷியல் மட்டும் போதும், எ.கா. R அல்லது R.' },
        email: { label: 'மின்னஞ்சல்' },
        phone: { label: 'தொலைபேசி' },
        company: { label: 'நிறுவனம்' },
        subject: { label: 'பொருள்', placeholder: 'எ.கா. எங்கள் பேக்கரிக்கு ஒரு புதிய லோகோ' },
        message: { label: 'செய்தி', placeholder: 'உங்கள் தொழில், இலக்குகள், கால அவகாசம் பற்றிச் சொல்லுங்கள்.' },
      },
      privacy: '{link} ஏற்றுக்கொள்கிறேன்; என் விசாரணை தொடர்பாக நீங்கள் என்னைத் தொடர்புகொள்ளவும் சம்மதிக்கிறேன்.',
      privacyLink: 'தனியுரிமைக் கொள்கையை',
      notice: `உங்கள் விசாரணையை உங்களுக்குப் பதில் அளிப்பதற்காக மட்டுமே பயன்படுத்துகிறோம்; எந்தப் பக்கம் அல்லது எந்த விளம்பர இணைப்பு வழியாக நீங்கள் எங்களை அடைந்தீர்கள் என்பதையும் குறித்துக்கொள்கிறோம் (குக்கீகள் இல்லாமல்). உங்கள் விசாரணை மின்னஞ்சல் மூலமும், எங்கள் CRM, குழு சாட் போன்ற நாங்கள் பணியாற்றும் கருவிகள் மூலமும் எங்கள் குழுவைச் சென்றடையும். உங்கள் விசாரணையை நாங்கள் கடைசியாகக் கையாண்ட நாளிலிருந்து 12 மாதங்களில் உங்கள் விவரங்களை அழித்துவிடுவோம்; அதற்கு முன்பே அழிக்க வேண்டுமெனில் ${site.email} என்ற முகவரிக்கு எழுதுங்கள். முழு விவரங்கள் எங்கள் {link} உள்ளன.`,
      noticeLink: 'தனியுரிமைக் கொள்கையில்',
      trap: 'இணையதளம் (இதை நிரப்ப வேண்டாம்)',
      submit: 'செய்தியை அனுப்புங்கள்',
    },
    visit: {
      eyebrow: 'எங்களைக் கண்டறிய',
      title: 'ஸ்டுடியோவுக்கு வாருங்கள்',
      lead: address.directions.ta,
    },
    map: {
      frameTitle: `${site.brand} அமைந்துள்ள இடத்தைக் காட்டும் வரைபடம்: ${address.street.ta}, ${address.locality.ta}`,
      address: `${address.street.ta}, ${address.locality.ta} ${address.postalCode}`,
      link: 'OpenStreetMap-இல் வரைபடத்தைத் திறக்க',
    },
    hours: {
      title: 'அலுவலக நேரம்',
      day: 'நாள்',
      hours: 'நேரம்',
      rows: hoursRows(site.hours, 'ta', 'விடுமுறை'),
      note: 'எல்லா நேரங்களும் இந்திய நேரப்படி (IST). உங்களுக்கு முழுக் கவனம் செலுத்த, முன்பதிவு செய்த பிறகே நேரில் சந்திப்போம்.',
    },
    faq: {
      eyebrow: 'கேள்வி-பதில்',
      title: 'அடிக்கடி கேட்கப்படும் கேள்விகள்',
      lead: 'நாங்கள் என்ன செய்கிறோம், எவ்வளவு செலவாகும், எப்படிப் பணியாற்றுகிறோம் என்பதற்குச் சுருக்கமான பதில்கள்.',
      more: 'இன்னும் ஏதாவது சந்தேகம் உள்ளதா? {link}.',
      moreLink: 'ஒரு செய்தியில் எங்களிடம் கேளுங்கள்',
    },
  },
});
