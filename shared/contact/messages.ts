/**
 * Every text the contact form and POST /api/contact show a visitor, in one place.
 * The first four are SPEC.md §8's catalogue, word for word; the page, the browser form and
 * the server all import them from here so they cannot drift apart.
 */
import { site } from '../site.js';

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

/** Per-field texts: `required` (missing or blank), `tooLong`, `invalid` (wrong format or type). */
export type FieldMessages = { required: string; tooLong: string; invalid: string };

export const fieldMessages = {
  firstName: {
    required: 'Please enter your first name.',
    tooLong: 'Your first name can be at most 80 characters.',
    invalid: 'Please enter your first name as plain text on one line.',
  },
  lastName: {
    required: 'Please enter your last name.',
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
