/**
 * Every text the contact form and POST /api/contact show a visitor, in one place, in each
 * language the site is published in (English at /, Tamil at /ta). The English
 * `contactMessages` starts with SPEC.md §8's catalogue, word for word; the page, the browser
 * form and the server all import the texts from here so they cannot drift apart. The Tamil
 * catalogue has the same keys (the types make a missing one a compile error).
 */
import { site } from '../site.js';

/** Languages a contact message can be posted in (the `lang` field; English by default). */
export const CONTACT_LANGS = ['en', 'ta'] as const;
export type ContactLang = (typeof CONTACT_LANGS)[number];
export const DEFAULT_CONTACT_LANG: ContactLang = 'en';

/** How the studio's e-mail and `npm run messages` name each language. */
export const contactLangNames: Record<ContactLang, string> = { en: 'English', ta: 'Tamil' };

export function isContactLang(value: unknown): value is ContactLang {
  return typeof value === 'string' && (CONTACT_LANGS as readonly string[]).includes(value);
}

export const contactMessages = {
  /** Privacy box not ticked: blocks sending (SPEC §5). */
  privacy: '⚠️ Please agree to the Privacy Policy.',
  success: '✅ Thanks! We will reach out soon.',
  /** Server failure without a text of its own. */
  failed: '❌ Failed. Try again.',
  network: '❌ Network error. Please try again.',
  sending: 'Sending...',
  rateLimited: `⏳ You have sent several messages in a short time. Please wait a few minutes and try again, or write to us at ${site.email}.`,
  /** The body could not be read as a contact message at all (wrong shape, unknown fields, bad JSON). */
  invalidRequest: '❌ We could not read the form. Please check your entries and try again.',
  tooLarge: '❌ Your message is too long. Please shorten it and try again.',
  unsupportedType: '❌ Please send the form as JSON or as a normal form post.',
  forbidden: '❌ This form can only be sent from our website.',
} as const;

export type ContactMessageKey = keyof typeof contactMessages;
export type ContactMessageCatalogue = Record<ContactMessageKey, string>;

const contactMessagesTa: ContactMessageCatalogue = {
  privacy: '⚠️ தயவுசெய்து தனியுரிமைக் கொள்கையை ஏற்றுக்கொள்ளுங்கள்.',
  success: '✅ நன்றி! விரைவில் உங்களைத் தொடர்புகொள்கிறோம்.',
  failed: '❌ அனுப்ப முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  network: '❌ இணைய இணைப்பில் பிழை. மீண்டும் முயற்சிக்கவும்.',
  sending: 'அனுப்பப்படுகிறது...',
  rateLimited: `⏳ குறுகிய நேரத்தில் பல செய்திகளை அனுப்பியுள்ளீர்கள். சில நிமிடங்கள் கழித்து மீண்டும் முயற்சிக்கவும், அல்லது ${site.email} என்ற முகவரிக்கு எழுதுங்கள்.`,
  invalidRequest: '❌ படிவத்தைப் படிக்க முடியவில்லை. நீங்கள் உள்ளிட்டவற்றைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
  tooLarge: '❌ உங்கள் செய்தி மிக நீளமாக உள்ளது. அதைச் சுருக்கி மீண்டும் முயற்சிக்கவும்.',
  unsupportedType: '❌ படிவத்தை JSON ஆகவோ வழக்கமான படிவமாகவோ அனுப்பவும்.',
  forbidden: '❌ இந்தப் படிவத்தை எங்கள் இணையதளத்திலிருந்து மட்டுமே அனுப்ப முடியும்.',
};

export const contactMessagesByLang: Record<ContactLang, ContactMessageCatalogue> = {
  en: contactMessages,
  ta: contactMessagesTa,
};

/** Per-field texts: `required` (missing or blank), `tooLong`, `invalid` (wrong format or type). */
export type FieldMessages = { required: string; tooLong: string; invalid: string };

export const fieldMessages = {
  firstName: {
    required: 'Please enter your first name.',
    tooLong: 'Your first name can be at most 80 characters.',
    invalid: 'Please enter your first name as plain text on one line.',
  },
  lastName: {
    required: 'Please enter your last name, or just an initial.',
    tooLong: 'Your last name can be at most 80 characters.',
    invalid: 'Please enter your last name as plain text on one line.',
  },
  email: {
    required: 'Please enter your e-mail address.',
    tooLong: 'Your e-mail address can be at most 254 characters.',
    invalid: 'Please enter a valid e-mail address, such as name@example.com.',
  },
  phone: {
    required: 'Please enter your phone number.',
    tooLong: 'Your phone number can be at most 20 characters.',
    invalid: 'Please enter a valid phone number: 7 to 20 digits, spaces, +, - or ( ).',
  },
  company: {
    required: 'Please enter your company.',
    tooLong: 'The company name can be at most 120 characters.',
    invalid: 'Please enter the company name as plain text on one line.',
  },
  subject: {
    required: 'Please enter a subject.',
    tooLong: 'The subject can be at most 150 characters.',
    invalid: 'Please enter the subject as plain text on one line.',
  },
  message: {
    required: 'Please write your message.',
    tooLong: 'Your message can be at most 5000 characters.',
    invalid: 'Please write your message as plain text.',
  },
  privacy: {
    required: contactMessages.privacy,
    tooLong: contactMessages.privacy,
    invalid: contactMessages.privacy,
  },
} as const satisfies Record<string, FieldMessages>;

export type FieldMessageCatalogue = Record<keyof typeof fieldMessages, FieldMessages>;

const fieldMessagesTa: FieldMessageCatalogue = {
  firstName: {
    required: 'உங்கள் முதல் பெயரை உள்ளிடவும்.',
    tooLong: 'முதல் பெயர் அதிகபட்சம் 80 எழுத்துகள் வரை இருக்கலாம்.',
    invalid: 'முதல் பெயரை ஒரே வரியில், சாதாரண உரையாக உள்ளிடவும்.',
  },
  lastName: {
    required: 'உங்கள் இனிஷியலையோ குடும்பப் பெயரையோ உள்ளிடவும்.',
    tooLong: 'இனிஷியல் / குடும்பப் பெயர் அதிகபட்சம் 80 எழுத்துகள் வரை இருக்கலாம்.',
    invalid: 'இனிஷியலையோ குடும்பப் பெயரையோ ஒரே வரியில், சாதாரண உரையாக உள்ளிடவும்.',
  },
  email: {
    required: 'உங்கள் மின்னஞ்சல் முகவரியை உள்ளிடவும்.',
    tooLong: 'மின்னஞ்சல் முகவரி அதிகபட்சம் 254 எழுத்துகள் வரை இருக்கலாம்.',
    invalid: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும், எடுத்துக்காட்டாக name@example.com.',
  },
  phone: {
    required: 'உங்கள் தொலைபேசி எண்ணை உள்ளிடவும்.',
    tooLong: 'தொலைபேசி எண் அதிகபட்சம் 20 எழுத்துகள் வரை இருக்கலாம்.',
    invalid: 'சரியான தொலைபேசி எண்ணை உள்ளிடவும்: 7 முதல் 20 எழுத்துகள் — இலக்கங்கள், இடைவெளி, +, - அல்லது ( ).',
  },
  company: {
    required: 'உங்கள் நிறுவனத்தின் பெயரை உள்ளிடவும்.',
    tooLong: 'நிறுவனத்தின் பெயர் அதிகபட்சம் 120 எழுத்துகள் வரை இருக்கலாம்.',
    invalid: 'நிறுவனத்தின் பெயரை ஒரே வரியில், சாதாரண உரையாக உள்ளிடவும்.',
  },
  subject: {
    required: 'செய்தியின் பொருளை உள்ளிடவும்.',
    tooLong: 'பொருள் அதிகபட்சம் 150 எழுத்துகள் வரை இருக்கலாம்.',
    invalid: 'பொருளை ஒரே வரியில், சாதாரண உரையாக உள்ளிடவும்.',
  },
  message: {
    required: 'உங்கள் செய்தியை எழுதவும்.',
    tooLong: 'செய்தி அதிகபட்சம் 5000 எழுத்துகள் வரை இருக்கலாம்.',
    invalid: 'செய்தியைச் சாதாரண உரையாக எழுதவும்.',
  },
  privacy: {
    required: contactMessagesTa.privacy,
    tooLong: contactMessagesTa.privacy,
    invalid: contactMessagesTa.privacy,
  },
};

export const fieldMessagesByLang: Record<ContactLang, FieldMessageCatalogue> = {
  en: fieldMessages,
  ta: fieldMessagesTa,
};
