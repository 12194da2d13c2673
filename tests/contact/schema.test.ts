import { describe, expect, it } from 'vitest';
import { contactMessages, contactMessagesByLang, fieldMessages, fieldMessagesByLang } from '../../shared/contact/messages.js';
import { CONTACT_LIMITS, contactLangOf, isHoneypotFilled, parseContact, toContactMessage } from '../../shared/contact/schema.js';
import { validMessage } from './helpers.js';

describe('contact message catalogue', () => {
  it('has SPEC §8 texts word for word', () => {
    expect(contactMessages.privacy).toBe('⚠️ Please agree to the Privacy Policy.');
    expect(contactMessages.success).toBe('✅ Thanks! We will reach out soon.');
    expect(contactMessages.failed).toBe('❌ Failed. Try again.');
    expect(contactMessages.network).toBe('❌ Network error. Please try again.');
    expect(contactMessages.sending).toBe('Sending...');
  });

  it('has a Tamil catalogue with the same keys, every text written out, the same emoji prefixes', () => {
    expect(contactMessagesByLang.en).toBe(contactMessages);
    expect(fieldMessagesByLang.en).toBe(fieldMessages);
    expect(Object.keys(contactMessagesByLang.ta).sort()).toEqual(Object.keys(contactMessages).sort());
    for (const [key, english] of Object.entries(contactMessages)) {
      const tamil = contactMessagesByLang.ta[key as keyof typeof contactMessages];
      expect(tamil, key).toMatch(/[\u0B80-\u0BFF]/); // Tamil script
      expect(tamil, key).not.toBe(english);
      const prefix = /^\p{Extended_Pictographic}\uFE0F?/u.exec(english)?.[0];
      if (prefix) expect(tamil.startsWith(prefix), key).toBe(true);
    }
    expect(contactMessagesByLang.ta.rateLimited).toContain('hello@kolamstudio.in');
    for (const [field, texts] of Object.entries(fieldMessagesByLang.ta)) {
      expect(Object.keys(texts), field).toEqual(['required', 'tooLong', 'invalid']);
      for (const text of Object.values(texts)) expect(text, field).toMatch(/[\u0B80-\u0BFF]/);
    }
  });
});

describe('the lang field', () => {
  it('defaults to English, keeps "ta", and picks the catalogue of the answers', () => {
    const english = parseContact(validMessage);
    // The English form's JSON stays exactly the visitor's fields; stored, it is English.
    expect(english.ok && english.data).not.toHaveProperty('lang');
    expect(english.ok && toContactMessage(english.data).lang).toBe('en');
    expect(parseContact({ ...validMessage, lang: 'ta' })).toMatchObject({ ok: true, data: { lang: 'ta' } });
    expect(parseContact({ ...validMessage, lang: 'ta', privacy: 'off' })).toEqual({
      ok: false,
      error: contactMessagesByLang.ta.privacy,
      fields: { privacy: contactMessagesByLang.ta.privacy },
    });
    expect(parseContact({ ...validMessage, lang: 'ta', email: 'x', message: '' })).toMatchObject({
      ok: false,
      error: fieldMessagesByLang.ta.email.invalid,
      fields: { email: fieldMessagesByLang.ta.email.invalid, message: fieldMessagesByLang.ta.message.required },
    });
  });

  it('refuses other languages and repeated lang keys with the invalid-request message', () => {
    for (const lang of ['fr', 'TA', '', ['ta', 'ta'], 1]) {
      expect(parseContact({ ...validMessage, lang })).toEqual({ ok: false, error: contactMessages.invalidRequest, fields: {} });
    }
    expect(contactLangOf({ lang: 'fr' })).toBe('en');
    expect(contactLangOf(null)).toBe('en');
  });
});

describe('parseContact', () => {
  it('accepts a JSON message, trims strings and drops empty optional fields', () => {
    const result = parseContact({ ...validMessage, firstName: '  Priya ', phone: '', company: '   ' });
    expect(result).toEqual({
      ok: true,
      data: {
        firstName: 'Priya',
        lastName: 'Raman',
        email: 'priya@example.com',
        subject: validMessage.subject,
        message: validMessage.message,
        privacy: true,
      },
    });
  });

  it('accepts the form encoding: privacy "on" or "true", every value a string', () => {
    for (const privacy of ['on', 'true']) {
      const result = parseContact({ ...validMessage, privacy });
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.data.privacy).toBe(true);
    }
  });

  it('answers the catalogue privacy message when privacy is missing, false or anything else', () => {
    for (const privacy of [undefined, false, 'off', '', 'yes', 1, null]) {
      const result = parseContact({ ...validMessage, privacy });
      expect(result).toEqual({ ok: false, error: contactMessages.privacy, fields: { privacy: contactMessages.privacy } });
    }
  });

  it('reports every missing required field, the first in form order as the error', () => {
    const result = parseContact({ privacy: true });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fields)).toEqual(['firstName', 'lastName', 'email', 'subject', 'message']);
    expect(result.error).toBe('Please enter your first name.');
  });

  it('treats blank (whitespace only) required fields as missing', () => {
    const result = parseContact({ ...validMessage, subject: ' \t ' });
    expect(result).toMatchObject({ ok: false, fields: { subject: 'Please enter a subject.' } });
  });

  it('checks the e-mail address', () => {
    for (const email of ['priya', 'priya@', '@example.com', 'pri ya@example.com', 'a@b', `${'a'.repeat(250)}@example.com`]) {
      const result = parseContact({ ...validMessage, email });
      expect(result.ok, email).toBe(false);
      if (!result.ok) expect(result.fields.email).toBeDefined();
    }
    expect(parseContact({ ...validMessage, email: ' priya.r+site@mail.example.co.in ' }).ok).toBe(true);
  });

  it('checks the phone pattern when a phone is given', () => {
    for (const phone of ['+91 98765 43210', '(044) 2811-2345', '9876543210']) {
      expect(parseContact({ ...validMessage, phone }).ok, phone).toBe(true);
    }
    for (const phone of ['12345', 'call me', '+-()+-()', '9'.repeat(21), '98765\n43210']) {
      const result = parseContact({ ...validMessage, phone });
      expect(result.ok, phone).toBe(false);
    }
  });

  it('enforces the length limits after trimming', () => {
    const cases = {
      firstName: CONTACT_LIMITS.firstName,
      lastName: CONTACT_LIMITS.lastName,
      company: CONTACT_LIMITS.company,
      subject: CONTACT_LIMITS.subject,
      message: CONTACT_LIMITS.message,
    } as const;
    for (const [field, max] of Object.entries(cases)) {
      expect(parseContact({ ...validMessage, [field]: `  ${'x'.repeat(max)}  ` }).ok, field).toBe(true);
      const result = parseContact({ ...validMessage, [field]: 'x'.repeat(max + 1) });
      expect(result.ok, field).toBe(false);
      if (!result.ok) expect(result.fields[field as keyof typeof result.fields]).toMatch(/at most/);
    }
  });

  it('refuses line breaks and control characters in one-line fields but keeps them in the message', () => {
    for (const field of ['firstName', 'lastName', 'subject', 'company'] as const) {
      for (const bad of ['a\r\nBcc: x@evil.test', 'a\nb', 'a\rb', 'a\u0000b', 'a\u2028b']) {
        const result = parseContact({ ...validMessage, [field]: bad });
        expect(result.ok, `${field} ${JSON.stringify(bad)}`).toBe(false);
      }
    }
    expect(parseContact({ ...validMessage, message: 'line 1\r\nline 2\n\ttabbed' }).ok).toBe(true);
    expect(parseContact({ ...validMessage, message: 'bell\u0007' }).ok).toBe(false);
  });

  it('refuses unknown fields, repeated keys and wrong types', () => {
    expect(parseContact({ ...validMessage, admin: true })).toMatchObject({ ok: false, error: contactMessages.invalidRequest });
    const repeated = parseContact({ ...validMessage, firstName: ['Priya', 'Evil'] });
    expect(repeated).toMatchObject({ ok: false, fields: { firstName: expect.any(String) } });
    expect(parseContact({ ...validMessage, message: 42 }).ok).toBe(false);
    expect(parseContact({ ...validMessage, phone: null }).ok).toBe(false);
    for (const input of [null, undefined, 'text', 42, [validMessage], true]) {
      expect(parseContact(input)).toMatchObject({ ok: false, error: contactMessages.invalidRequest });
    }
  });

  it('is not fooled by __proto__ or constructor keys', () => {
    const json = JSON.parse(`{"__proto__": {"privacy": true}, ${JSON.stringify(validMessage).slice(1)}`);
    expect(parseContact(json)).toMatchObject({ ok: false, error: contactMessages.invalidRequest });
    expect(parseContact({ ...validMessage, constructor: 'x' }).ok).toBe(false);
    const withoutPrivacy: Record<string, unknown> = { ...validMessage };
    delete withoutPrivacy.privacy;
    expect(parseContact(Object.assign(Object.create({ privacy: true }), withoutPrivacy)).ok).toBe(false);
  });

  it('allows an empty honeypot and reports a filled one', () => {
    expect(parseContact({ ...validMessage, website: '' }).ok).toBe(true);
    const filled = parseContact({ ...validMessage, website: 'https://spam.example' });
    expect(filled.ok).toBe(true);
    if (filled.ok) expect(filled.data).not.toHaveProperty('website');
    expect(isHoneypotFilled({ ...validMessage, website: 'https://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ ...validMessage, website: '  ' })).toBe(false);
    expect(isHoneypotFilled({ ...validMessage })).toBe(false);
    expect(isHoneypotFilled({ website: ['a'] })).toBe(true);
    expect(isHoneypotFilled(null)).toBe(false);
  });
});

describe('parseContact and text that is not valid UTF-16', () => {
  it('refuses lone surrogates but accepts emoji and Tamil', () => {
    expect(parseContact({ ...validMessage, firstName: 'ப்ரியா 🌸', message: 'வணக்கம் 👋' }).ok).toBe(true);
    expect(parseContact({ ...validMessage, firstName: 'a\ud800' }).ok).toBe(false);
    expect(parseContact({ ...validMessage, message: '\udc00b' }).ok).toBe(false);
  });
});
