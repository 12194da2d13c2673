/**
 * Random and hostile bodies against POST /api/contact in the real app (fast-check): whatever arrives, the
 * answer is never a 5xx, and every success corresponds to exactly one stored message equal
 * to what the shared schema makes of the body (or to nothing, for a filled honeypot).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHoneypotFilled, parseContact, toContactMessage } from '../../shared/contact/schema.js';
import { buildContactApp, filesIn, makeTempDir, removeDir, validMessage } from './helpers.js';

const KEYS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'subject',
  'message',
  'privacy',
  'website',
  'lang',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'extra',
] as const;

const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }), // any code point, lone surrogates included
  fc.constantFrom('', ' ', '  x  ', 'on', 'true', 'false', 'ta', 'en', 'a\r\nBcc: victim@example.net', '<script>alert(1)</script>', '{{7*7}}'),
  fc.constantFrom('priya@example.com', 'not-an-email', '+91 98765 43210', '(044) 2811-2345', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', 'வணக்கம்'),
  fc.nat({ max: 40_000 }).map((n) => 'x'.repeat(n)),
  fc.nat({ max: 12_000 }).map((n) => 'த'.repeat(n)),
);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: anyText },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(anyText, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...KEYS), fc.string(), { maxKeys: 3 }),
);

/** Mostly plausible messages with hostile twists, plus arbitrary JSON. */
const plausible = fc
  .record(
    {
      firstName: anyText,
      lastName: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
      email: fc.oneof(fc.emailAddress(), fc.constant(validMessage.email)),
      phone: fc.oneof(fc.constant(''), fc.constant(validMessage.phone), anyText),
      company: anyText,
      subject: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
      message: anyText,
      privacy: fc.oneof(fc.constant(true), fc.constant('on'), anyValue),
      website: fc.oneof({ weight: 8, arbitrary: fc.constant('') }, anyValue),
    },
    { requiredKeys: ['firstName', 'lastName', 'email', 'subject', 'message'] },
  )
  .chain((base) =>
    fc.dictionary(fc.constantFrom(...KEYS), anyValue, { maxKeys: 2 }).chain((extra) =>
      fc.constantFrom(base, { ...base, ...extra }, { ...validMessage, ...base }),
    ),
  );

// A valid message with a random text, so every run reaches the success path many times
// (the counts checked after the property would otherwise depend on luck).
const validWithRandomText = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }).map((message) => ({ ...validMessage, message }));

const jsonBody: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: validWithRandomText },
  { weight: 4, arbitrary: plausible },
  fc.dictionary(fc.constantFrom(...KEYS), anyValue),
  fc.jsonValue(),
);

let dataDir: string;
let app: FastifyInstance;
let stored = 0;

beforeAll(async () => {
  dataDir = await makeTempDir();
  app = await buildContactApp({ DATA_DIR: dataDir, CONTACT_RATE_LIMIT_MAX: '1000000', CONTACT_ATTEMPT_LIMIT_MAX: '1000000' });
});
afterAll(async () => {
  await app.close();
  await removeDir(dataDir);
});

async function pendingCount(): Promise<number> {
  return (await filesIn(dataDir, 'pending')).length;
}

describe('POST /api/contact under random and hostile input', () => {
  it('JSON bodies: never a 5xx; each 202 is exactly one stored message equal to the parsed body', async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(jsonBody, async (body) => {
        const payload = JSON.stringify(body) ?? 'null';
        const response = await app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode).toBeLessThan(500);
        expect([202, 400, 413, 422]).toContain(response.statusCode);
        const answer = response.json();

        if (response.statusCode !== 202) {
          expect(typeof answer.error).toBe('string');
          expect(await pendingCount()).toBe(stored);
          return;
        }
        const received: unknown = JSON.parse(payload);
        const parsed = parseContact(received);
        expect(parsed.ok).toBe(true);
        if (isHoneypotFilled(received)) {
          expect(await pendingCount()).toBe(stored);
          return;
        }
        stored += 1;
        expect(await pendingCount()).toBe(stored);
        const file = JSON.parse(await readFile(path.join(dataDir, 'messages', 'pending', `${answer.id}.json`), 'utf8'));
        expect(file.id).toBe(answer.id);
        if (parsed.ok) expect(file.message).toEqual(toContactMessage(parsed.data));
      }),
      { numRuns: 400 },
    );
    expect(seen.get(202) ?? 0).toBeGreaterThan(10);
    expect(seen.get(422) ?? 0).toBeGreaterThan(10);
  });

  it('form bodies (repeated keys, any bytes): never a 5xx; each 303 is exactly one stored message', async () => {
    const pairs = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string()), anyText), { maxLength: 12 });
    const mostlyValid = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }).map((message) =>
      new URLSearchParams({ ...validMessage, privacy: 'on', message }).toString(),
    );
    const formCase = fc.oneof(
      { weight: 3, arbitrary: mostlyValid },
      pairs.map((list) => list.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')),
      fc.string({ unit: 'binary', maxLength: 300 }), // not even well-formed urlencoding
      plausible.map((body) => {
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries(body)) {
          for (const item of Array.isArray(value) ? value : [value]) params.append(key, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
        }
        return params.toString();
      }),
    );
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(formCase, async (payload) => {
        const before = await pendingCount();
        // The form without JavaScript posts to its page.
        const response = await app.inject({
          method: 'POST',
          url: '/contact',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload,
        });
        seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode).toBeLessThan(500);
        expect([303, 400, 413, 422]).toContain(response.statusCode);
        const after = await pendingCount();
        if (response.statusCode === 303) {
          expect(response.headers.location).toMatch(/^(\/ta)?\/contact\?sent=1$/);
          // One stored message, or none because the honeypot was filled.
          if (after === before) expect(payload).toMatch(/(^|&)website=[^&]/);
          else expect(after - before).toBe(1);
        } else {
          expect(after).toBe(before);
        }
        stored = after;
      }),
      { numRuns: 300 },
    );
    expect(seen.get(303) ?? 0).toBeGreaterThan(5);
    expect(seen.get(422) ?? 0).toBeGreaterThan(5);
  });
});
