/**
 * THE contact message schema, shared by the browser form (contact page chunk) and
 * POST /api/contact, so both sides accept and reject exactly the same input.
 *
 * Built on `zod/mini` because it ships to the browser: same engine as zod 4, a fraction of
 * the bytes. Accepts a JSON body (privacy: true) and a parsed urlencoded form
 * (privacy: "on"), trims every string, rejects unknown keys, repeated keys (arrays), line
 * breaks in one-line fields and anything over the length limits.
 */
import * as z from 'zod/mini';
import { ATTRIBUTION_FLAG_FIELDS, ATTRIBUTION_TEXT_FIELDS, type Attribution, type AttributionTextField } from './attribution.js';
import {
  contactMessagesByLang,
  DEFAULT_CONTACT_LANG,
  fieldMessagesByLang,
  isContactLang,
  type ContactLang,
} from './messages.js';

export type { ContactLang } from './messages.js';

/** Fields in the order the form shows them; the first failing one gives the summary error. */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company', 'subject', 'message', 'privacy'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * The language the form was posted in ("en" | "ta", default "en"): a hidden field of the
 * Tamil page's form. It picks the catalogue the answers come from, is stored with the
 * message and shown to the studio. Not one of CONTACT_FIELDS (nothing a visitor types).
 */
export const LANG_FIELD = 'lang';

/**
 * Hidden trap field: people never see it, naive bots fill it. A filled one is answered like a
 * success and dropped. The form must render it with autocomplete="off", tabindex="-1" and
 * aria-hidden, hidden by a class.
 */
export const HONEYPOT_FIELD = 'website';

/** Maximum lengths (after trimming), also for the inputs' maxLength attributes. */
export const CONTACT_LIMITS = {
  firstName: 80,
  lastName: 80,
  email: 254,
  phone: 20,
  company: 120,
  subject: 150,
  message: 5000,
  website: 200,
} as const;

// One-line fields: no control characters at all (CR/LF would be header injection in e-mail)
// and no lone surrogates (\p{Cs}: text that cannot be stored or mailed as UTF-8 unchanged).
const SINGLE_LINE = /^[^\u0000-\u001f\u007f\u2028\u2029\p{Cs}]*$/u;
// The message may have line breaks and tabs, no other control characters.
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\p{Cs}]*$/u;
// Digits, spaces, + - ( ), 7–20 characters, at least 5 of them digits; or empty (optional).
const PHONE = /^(?:(?=(?:\D*\d){5})[0-9+\-() ]{7,20})?$/;

type TextField = Exclude<ContactField, 'privacy' | 'email'>;

// Attribution (attribution.ts): a path on this site; a host name as URL parsing writes it.
const LANDING_PATH = /^\/[^\u0000-\u0020\u007f\p{Cs}]*$/u;
const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/**
 * A campaign attribution field (attribution.ts), hidden in the form or a key of the JSON.
 * Never a reason to refuse a message: a value that is not what the site itself would send
 * (too long, a line break, a wrong shape, repeated) is dropped and the message goes through.
 */
function attributionText(name: AttributionTextField, pattern: RegExp) {
  return z.catch(z.optional(z.string().check(z.trim(), z.maxLength(ATTRIBUTION_TEXT_FIELDS[name].max), z.regex(pattern))), undefined);
}

/** A presence flag (has_gclid, has_fbclid): true in JSON, "1" from a hidden field; anything else is dropped. */
function attributionFlag() {
  return z.catch(z.optional(z.literal([true, '1', 'true'])), undefined);
}

const attributionShape = {
  landing_page: attributionText('landing_page', LANDING_PATH),
  utm_source: attributionText('utm_source', SINGLE_LINE),
  utm_medium: attributionText('utm_medium', SINGLE_LINE),
  utm_campaign: attributionText('utm_campaign', SINGLE_LINE),
  utm_term: attributionText('utm_term', SINGLE_LINE),
  utm_content: attributionText('utm_content', SINGLE_LINE),
  referrer_host: attributionText('referrer_host', HOST_NAME),
  has_gclid: attributionFlag(),
  has_fbclid: attributionFlag(),
};
const attributionSchema = z.object(attributionShape);

/** The schema whose messages come from one language's catalogue. */
function buildContactSchema(lang: ContactLang) {
  const texts = fieldMessagesByLang[lang];
  const general = contactMessagesByLang[lang];

  function typeError(field: ContactField) {
    return { error: (issue: { input?: unknown }) => (issue.input === undefined ? texts[field].required : texts[field].invalid) };
  }

  function requiredText(field: TextField, pattern: RegExp) {
    return z.string(typeError(field)).check(
      z.trim(),
      z.minLength(1, { error: texts[field].required, abort: true }),
      z.maxLength(CONTACT_LIMITS[field], { error: texts[field].tooLong, abort: true }),
      z.regex(pattern, { error: texts[field].invalid }),
    );
  }

  /** Optional one-line text: missing or blank both mean "not given". */
  function optionalText(field: TextField, pattern: RegExp) {
    return z.optional(
      z.pipe(
        z.string(typeError(field)).check(
          z.trim(),
          z.maxLength(CONTACT_LIMITS[field], { error: texts[field].tooLong, abort: true }),
          z.regex(pattern, { error: texts[field].invalid }),
        ),
        z.transform((value: string) => (value === '' ? undefined : value)),
      ),
    );
  }

  const email = z.string(typeError('email')).check(
    z.trim(),
    z.minLength(1, { error: texts.email.required, abort: true }),
    z.maxLength(CONTACT_LIMITS.email, { error: texts.email.tooLong, abort: true }),
    z.regex(z.regexes.email, { error: texts.email.invalid }),
  );

  /** Ticked: true from JSON, "on" (browser default) or "true" from a form. Anything else is "not ticked". */
  const privacy = z.pipe(
    z.literal([true, 'on', 'true'], { error: general.privacy }),
    z.transform((): true => true),
  );

  return z.strictObject(
    {
      firstName: requiredText('firstName', SINGLE_LINE),
      lastName: requiredText('lastName', SINGLE_LINE), // an initial alone ("R", "R.") is a last name (DESIGN, Names)
      email,
      phone: optionalText('phone', PHONE),
      company: optionalText('company', SINGLE_LINE),
      subject: requiredText('subject', SINGLE_LINE),
      message: requiredText('message', MULTI_LINE),
      privacy,
      [LANG_FIELD]: z.optional(z.enum(['en', 'ta'], { error: general.invalidRequest })),
      [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(CONTACT_LIMITS.website))),
      ...attributionShape,
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' || issue.code === 'invalid_type' ? general.invalidRequest : undefined,
    },
  );
}

const schemas: Partial<Record<ContactLang, ReturnType<typeof buildContactSchema>>> = {};

/** The contact schema with the messages of `lang` (built once per language). */
export function contactSchemaFor(lang: ContactLang = DEFAULT_CONTACT_LANG): ReturnType<typeof buildContactSchema> {
  return (schemas[lang] ??= buildContactSchema(lang));
}

/**
 * A valid contact message as posted. `lang` is there only when the post carried one, so the
 * English form's JSON is exactly the visitor's fields.
 */
export type ContactSubmission = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  company?: string;
  subject: string;
  message: string;
  privacy: true;
  lang?: ContactLang;
};

/** A contact message as stored and mailed (the honeypot is not part of it): the language is always known. */
export type ContactMessage = ContactSubmission & { lang: ContactLang };

/** The stored form of a submission: English unless it says otherwise. */
export function toContactMessage(submission: ContactSubmission): ContactMessage {
  return { ...submission, lang: submission.lang ?? DEFAULT_CONTACT_LANG };
}

export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export type ContactParseResult =
  | {
      ok: true;
      data: ContactSubmission;
      /** Where the visitor came from, when the post said (never part of `data`: nothing the visitor typed). */
      attribution?: Attribution;
    }
  | {
      ok: false;
      /** The message to show for the whole form: the first field's message in form order. */
      error: string;
      /** One message per failing field. */
      fields: ContactFieldErrors;
    };

function isContactField(key: unknown): key is ContactField {
  return typeof key === 'string' && (CONTACT_FIELDS as readonly string[]).includes(key);
}

/**
 * The language a body asks for: its `lang` field when that is "en" or "ta", else English.
 * (A wrong `lang` value is refused by the schema, in English.)
 */
export function contactLangOf(input: unknown): ContactLang {
  if (typeof input !== 'object' || input === null) return DEFAULT_CONTACT_LANG;
  const value: unknown = Object.getOwnPropertyDescriptor(input, LANG_FIELD)?.value;
  return isContactLang(value) ? value : DEFAULT_CONTACT_LANG;
}

/** Validate a JSON body or a parsed form; messages come from the catalogue of the body's `lang`. */
export function parseContact(input: unknown, lang: ContactLang = contactLangOf(input)): ContactParseResult {
  const result = contactSchemaFor(lang).safeParse(ownProperties(input));
  if (result.success) {
    const { firstName, lastName, email, phone, company, subject, message } = result.data;
    const data: ContactSubmission = { firstName, lastName, email, subject, message, privacy: true };
    if (phone !== undefined) data.phone = phone;
    if (company !== undefined) data.company = company;
    if (result.data.lang !== undefined) data.lang = result.data.lang;
    const attribution = parseAttribution(input);
    return attribution ? { ok: true, data, attribution } : { ok: true, data };
  }

  const fields: ContactFieldErrors = {};
  let formError: string | undefined;
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (isContactField(key)) fields[key] ??= issue.message;
    else formError ??= contactMessagesByLang[lang].invalidRequest;
  }
  const first = CONTACT_FIELDS.map((field) => fields[field]).find((message) => message !== undefined);
  return { ok: false, error: formError ?? first ?? contactMessagesByLang[lang].invalidRequest, fields };
}

/**
 * The valid attribution fields of a body (JSON or form), or undefined when there are none.
 * Invalid ones are left out; the rest of the body does not matter (a failed post keeps its
 * attribution for the page that shows the errors).
 */
export function parseAttribution(input: unknown): Attribution | undefined {
  const result = attributionSchema.safeParse(ownProperties(input));
  if (!result.success) return undefined;
  const parsed = result.data;
  const attribution: Attribution = {};
  for (const [name, { key }] of Object.entries(ATTRIBUTION_TEXT_FIELDS)) {
    const value: unknown = Object.getOwnPropertyDescriptor(parsed, name)?.value;
    if (typeof value === 'string' && value !== '') attribution[key] = value;
  }
  for (const [name, key] of Object.entries(ATTRIBUTION_FLAG_FIELDS)) {
    if (Object.getOwnPropertyDescriptor(parsed, name)?.value !== undefined) attribution[key] = true;
  }
  return Object.keys(attribution).length > 0 ? attribution : undefined;
}

/** Only the input's own keys count: nothing inherited (or polluted) from a prototype. */
function ownProperties(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const copy: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(input)) copy[key] = Object.getOwnPropertyDescriptor(input, key)?.value;
  return copy;
}

/** True when the trap field holds anything: answer like a success, store and send nothing. */
export function isHoneypotFilled(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const value: unknown = Object.getOwnPropertyDescriptor(input, HONEYPOT_FIELD)?.value;
  if (value === undefined) return false;
  return typeof value !== 'string' || value.trim() !== '';
}
