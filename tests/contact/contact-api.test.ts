/**
 * POST /api/contact in the real app (buildApp with the built client, tests/helpers/app.ts),
 * with the disk outbox: answers, limits, the no-JS re-render of the real contact page, the
 * Tamil form, and delivery to a real SMTP server.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, contactMessagesByLang, fieldMessagesByLang } from '../../shared/contact/messages.js';
import {
  contactFormOf,
  buildContactApp,
  filesIn,
  makeTempDir,
  parseMail,
  removeDir,
  startSmtpServer,
  storedValidMessage,
  validMessage,
  waitFor,
  type TestSmtpServer,
} from './helpers.js';

const ta = contactMessagesByLang.ta;

let dataDir: string;
let app: FastifyInstance | undefined;
let smtp: TestSmtpServer | undefined;

beforeEach(async () => {
  dataDir = await makeTempDir();
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  await smtp?.close();
  smtp = undefined;
  await removeDir(dataDir);
});

async function setup(env: Record<string, string> = {}): Promise<FastifyInstance> {
  app = await buildContactApp({ DATA_DIR: dataDir, ...env });
  return app;
}

function postJson(target: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return target.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function formBody(values: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  return params.toString();
}

/** A post of the form without JavaScript: to its own page (/contact, /ta/contact for lang=ta), as the form does. */
function postForm(target: FastifyInstance, values: Record<string, string | string[]>, headers: Record<string, string> = {}, url = values.lang === 'ta' ? '/ta/contact' : '/contact') {
  return target.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
    payload: formBody(values),
  });
}

const formMessage = { ...validMessage, privacy: 'on' };

async function storedPending(id: string) {
  return JSON.parse(await readFile(path.join(dataDir, 'messages', 'pending', `${id}.json`), 'utf8'));
}

/** The contact page re-rendered for a failed form post: status, HTML, the form state it carries. */
function expectContactPage(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  return contactFormOf(response.body);
}

describe('POST /api/contact with JSON', () => {
  it('answers 202 { ok, id } only once the message is on disk', async () => {
    const target = await setup();
    const response = await postJson(target, validMessage, { 'user-agent': 'Test/1.0' });
    expect(response.statusCode).toBe(202);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const { ok, id } = response.json();
    expect(ok).toBe(true);
    expect(await filesIn(dataDir, 'pending')).toEqual([`${id}.json`]);
    expect(await storedPending(id)).toMatchObject({ id, ip: '127.0.0.1', userAgent: 'Test/1.0', attempts: 0, message: storedValidMessage });
  });

  it('answers 422 with the privacy message as error when only privacy is missing', async () => {
    const target = await setup();
    const response = await postJson(target, { ...validMessage, privacy: false });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: contactMessages.privacy, fields: { privacy: contactMessages.privacy } });
    expect(await filesIn(dataDir, 'pending')).toEqual([]);
  });

  it('answers 422 with a message per field', async () => {
    const target = await setup();
    const response = await postJson(target, { ...validMessage, email: 'nope', firstName: '' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.error).toBe('Please enter your first name.');
    expect(Object.keys(body.fields)).toEqual(['firstName', 'email']);
  });

  it('answers 400 (never 5xx) for unreadable JSON, prototype poisoning and an empty body', async () => {
    const target = await setup();
    for (const payload of ['{"firstName":', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{}}}', '']) {
      const response = await postJson(target, payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({ error: contactMessages.invalidRequest });
    }
    const array = await postJson(target, [validMessage]);
    expect(array.statusCode).toBe(422);
  });

  it('refuses a key given twice (privacy false, then true) and stores nothing', async () => {
    const target = await setup();
    const json = JSON.stringify({ ...validMessage, privacy: false }).replace(/}$/, ',"privacy":true}');
    expect(JSON.parse(json).privacy).toBe(true); // what a plain JSON.parse would have believed
    const response = await postJson(target, json);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: contactMessages.invalidRequest });
    // Escaped spellings of one key are the same key; equal keys in different objects are fine.
    const escaped = await postJson(target, JSON.stringify(validMessage).replace(/}$/, ',"\\u0070rivacy":true}'));
    expect(escaped.statusCode).toBe(400);
    const tamil = await postJson(target, JSON.stringify({ ...validMessage, lang: 'ta' }).replace(/}$/, ',"lang":"ta"}'));
    expect(tamil.json()).toEqual({ error: ta.invalidRequest });
    expect(await filesIn(dataDir, 'pending')).toEqual([]);
  });

  it('answers 415 for other content types, before reading the body', async () => {
    const target = await setup();
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml', 'application/json-patch+json']) {
      const response = await target.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': type }, payload: 'x' });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({ error: contactMessages.unsupportedType });
    }
    const none = await target.inject({ method: 'POST', url: '/api/contact' });
    expect(none.statusCode).toBe(415);
    const charset = await postJson(target, validMessage, { 'content-type': 'application/json; charset=utf-8' });
    expect(charset.statusCode).toBe(202);
  });

  it('answers 413 above 32 KiB, counted on the bytes read, with or without Content-Length', async () => {
    const target = await setup();
    const response = await postJson(target, { ...validMessage, message: 'x'.repeat(33 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: contactMessages.tooLarge });
    // 41 KB sent in chunks, no Content-Length: the form's 64 KiB must not apply to JSON.
    const body = JSON.stringify({ ...validMessage, message: 'x'.repeat(41_000) });
    const chunks = body.match(/[\s\S]{1,4096}/g)!;
    const chunked = await target.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      payload: Readable.from(chunks),
    });
    expect(chunked.headers['content-length']).not.toBe(String(Buffer.byteLength(body)));
    expect(chunked.statusCode).toBe(413);
    expect(chunked.json()).toEqual({ error: contactMessages.tooLarge });
    const justUnder = await postJson(target, { ...validMessage, message: 'த'.repeat(5000) }); // 15 000 bytes
    expect(justUnder.statusCode).toBe(202);
    expect(await filesIn(dataDir, 'pending')).toHaveLength(1);
  });

  it('answers 403 for a foreign Origin or a cross-site fetch, and accepts our own', async () => {
    const target = await setup();
    const refused: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://kolamstudio.in.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://kolamstudio.in', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refused) {
      const response = await postJson(target, validMessage, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ error: contactMessages.forbidden });
    }
    const accepted: Array<Record<string, string>> = [
      { origin: 'https://kolamstudio.in', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:80', host: 'localhost:80' },
      { origin: 'http://staging.kolamstudio.in:8080', host: 'staging.kolamstudio.in:8080' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of accepted) {
      const response = await postJson(target, validMessage, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(202);
    }
    expect(await filesIn(dataDir, 'pending')).toHaveLength(accepted.length);
  });

  it('rate limits stored messages per client IP with 429 and Retry-After', async () => {
    const target = await setup({ CONTACT_RATE_LIMIT_MAX: '2', CONTACT_RATE_LIMIT_WINDOW_MS: '60000', TRUST_PROXY: 'true' });
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    // Invalid posts do not count against this limit: a visitor fixing mistakes is not locked out.
    for (let i = 0; i < 3; i += 1) expect((await postJson(target, {}, from('198.51.100.1'))).statusCode).toBe(422);
    expect((await postJson(target, validMessage, from('198.51.100.1'))).statusCode).toBe(202);
    expect((await postJson(target, validMessage, from('198.51.100.1'))).statusCode).toBe(202);
    const limited = await postJson(target, validMessage, from('198.51.100.1'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: contactMessages.rateLimited });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another client is not affected, and neither are the pages.
    expect((await postJson(target, validMessage, from('198.51.100.2'))).statusCode).toBe(202);
    expect(await filesIn(dataDir, 'pending')).toHaveLength(3);
    expect((await target.inject({ url: '/contact', headers: from('198.51.100.1') })).statusCode).toBe(200);
  });

  it('counts every attempt against a more generous per-IP limit, and answers past it without rendering', async () => {
    const target = await setup({ CONTACT_ATTEMPT_LIMIT_MAX: '4', CONTACT_RATE_LIMIT_MAX: '10', TRUST_PROXY: 'true' });
    const from = { 'x-forwarded-for': '198.51.100.9' };
    for (let i = 0; i < 4; i += 1) expect((await postForm(target, { firstName: '' }, from)).statusCode).toBe(422);
    const form = await postForm(target, formMessage, from);
    expect(form.statusCode).toBe(429);
    expect(Number(form.headers['retry-after'])).toBeGreaterThan(0);
    expect(form.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(form.body.trim()).toBe(contactMessages.rateLimited);
    const json = await postJson(target, validMessage, from);
    expect(json.statusCode).toBe(429);
    expect(json.json()).toEqual({ error: contactMessages.rateLimited });
    expect(await filesIn(dataDir, 'pending')).toEqual([]);
    expect((await postJson(target, validMessage, { 'x-forwarded-for': '198.51.100.10' })).statusCode).toBe(202);
  });

  it('answers a filled honeypot exactly like a success and keeps nothing', async () => {
    const target = await setup();
    const response = await postJson(target, { ...validMessage, website: 'https://cheap-seo.example' });
    expect(response.statusCode).toBe(202);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['ok', 'id']);
    expect(body.id).toMatch(/^\d{8}-\d{6}-\d{3}-[0-9a-f]{12}$/);
    expect(await filesIn(dataDir, 'pending')).toEqual([]);
    expect(await filesIn(dataDir, 'tmp')).toEqual([]);
  });

  it('answers 503 with Retry-After and stores nothing when the data folder is unusable', async () => {
    const blocked = path.join(dataDir, 'not-a-folder');
    await writeFile(blocked, 'x');
    const target = await setup({ DATA_DIR: blocked });
    const response = await postJson(target, validMessage);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toEqual({ error: contactMessages.failed });
  });

  it('answers 503 and leaves no partial file when the write into pending/ fails', async () => {
    const target = await setup();
    const pending = path.join(dataDir, 'messages', 'pending');
    await removeDir(pending);
    await writeFile(pending, 'not a folder');
    const response = await postJson(target, validMessage);
    expect(response.statusCode).toBe(503);
    expect(await filesIn(dataDir, 'tmp')).toEqual([]);
  });

  it('keeps its parsers to itself: pages other than the contact page are not POST targets, and /api/contact is POST only', async () => {
    const target = await setup();
    for (const url of ['/about', '/ta/services', '/api/other']) {
      const form = await target.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' });
      expect(form.statusCode, url).toBe(404);
    }
    expect((await target.inject({ method: 'GET', url: '/api/contact' })).statusCode).toBe(404);
  });
});

describe('the contact form as a plain form post (no JavaScript)', () => {
  it('redirects 303 to /contact?sent=1 after storing the message, posted to the page or to /api/contact', async () => {
    const target = await setup();
    for (const url of ['/contact', '/api/contact']) {
      const response = await postForm(target, formMessage, { origin: 'https://kolamstudio.in' }, url);
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location).toBe('/contact?sent=1');
    }
    const files = await filesIn(dataDir, 'pending');
    expect(files).toHaveLength(2);
    expect((await storedPending(files[0]!.replace(/\.json$/, ''))).message).toEqual(storedValidMessage);
  });

  it('sends a failed form post to /api/contact on to the page with 307, so the browser posts it there', async () => {
    const target = await setup();
    const english = await postForm(target, { ...formMessage, email: 'priya@' }, {}, '/api/contact');
    expect(english.statusCode).toBe(307);
    expect(english.headers.location).toBe('/contact');
    const tamil = await postForm(target, { ...formMessage, lang: 'ta', email: 'priya@' }, {}, '/api/contact');
    expect(tamil.headers.location).toBe('/ta/contact');
    expect(await filesIn(dataDir, 'pending')).toEqual([]);
  });

  it('re-renders the real contact page with 422, the messages and every typed value', async () => {
    const target = await setup();
    const typed = { ...formMessage, email: 'priya@', company: 'Raman & Sons <Ltd>' };
    delete (typed as Partial<typeof typed>).privacy;
    const response = await postForm(target, typed);
    const state = expectContactPage(response, 422);
    expect(response.body).toMatch(/<title>Contact \| Kolam Studio<\/title>/);
    expect(response.body).toContain('<link rel="canonical" href="https://kolamstudio.in/contact"/>');
    expect(state).toEqual({
      values: {
        firstName: 'Priya',
        lastName: 'Raman',
        email: 'priya@',
        phone: validMessage.phone,
        company: 'Raman & Sons <Ltd>',
        subject: validMessage.subject,
        message: validMessage.message,
      },
      errors: {
        email: 'Please enter a valid e-mail address, such as name@example.com.',
        privacy: contactMessages.privacy,
      },
      formError: 'Please enter a valid e-mail address, such as name@example.com.',
    });
    // The typed values are in the form itself, escaped.
    expect(response.body).toContain('value="Raman &amp; Sons &lt;Ltd&gt;"');
    expect(await filesIn(dataDir, 'pending')).toEqual([]);
  });

  it('refuses a repeated key and keeps the first value for the re-render', async () => {
    const target = await setup();
    const state = expectContactPage(await postForm(target, { ...formMessage, subject: ['One', 'Two'] }), 422);
    expect(state?.values.subject).toBe('One');
    expect(state?.errors.subject).toBeDefined();
  });

  it('re-renders with 429, Retry-After and the friendly message when rate limited', async () => {
    const target = await setup({ CONTACT_RATE_LIMIT_MAX: '1' });
    expect((await postForm(target, formMessage)).statusCode).toBe(303);
    const response = await postForm(target, formMessage);
    const state = expectContactPage(response, 429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(state).toMatchObject({ formError: contactMessages.rateLimited, values: { firstName: 'Priya' } });
  });

  it('re-renders with 503 when the message cannot be stored', async () => {
    const blocked = path.join(dataDir, 'not-a-folder');
    await writeFile(blocked, 'x');
    const target = await setup({ DATA_DIR: blocked });
    const response = await postForm(target, formMessage);
    expect(response.headers['retry-after']).toBe('60');
    expect(expectContactPage(response, 503)).toMatchObject({ formError: contactMessages.failed });
  });

  it('redirects a filled honeypot like a success', async () => {
    const target = await setup();
    const response = await postForm(target, { ...formMessage, website: 'spam' });
    expect(response.statusCode).toBe(303);
    expect(await filesIn(dataDir, 'pending')).toEqual([]);
  });

  it('accepts a full-length Tamil message as a plain form post (45 KB URL-encoded)', async () => {
    const target = await setup();
    const response = await postForm(target, { ...formMessage, message: 'த'.repeat(5000) });
    expect(response.statusCode).toBe(303);
  });

  it('re-renders 413 for an oversized form post', async () => {
    const target = await setup();
    const response = await postForm(target, { ...formMessage, message: 'த'.repeat(8000) }); // 72 000 bytes encoded
    expect(expectContactPage(response, 413)).toMatchObject({ formError: contactMessages.tooLarge });
  });
});

describe('the Tamil form (lang=ta)', () => {
  it('stores the language, redirects to /ta/contact?sent=1 and shows it to the studio', async () => {
    smtp = await startSmtpServer();
    const target = await setup({ SMTP_URL: smtp.url });
    const response = await postForm(target, { ...formMessage, lang: 'ta', message: 'வணக்கம்' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/ta/contact?sent=1');
    await waitFor('the e-mail sent', async () => (await filesIn(dataDir, 'sent')).length === 1, { timeoutMs: 10_000 });
    const mail = parseMail(smtp.received[0]!.raw);
    expect(mail.text).toMatch(/^Language: +Tamil \(ta\)\r?$/m);
    expect(mail.html).toContain('<th align="left" valign="top">Language</th><td>Tamil (ta)</td>');
    const [file] = await filesIn(dataDir, 'sent');
    const stored = JSON.parse(await readFile(path.join(dataDir, 'messages', 'sent', file!), 'utf8'));
    expect(stored.message).toMatchObject({ lang: 'ta', message: 'வணக்கம்' });
  });

  it('re-renders /ta/contact with the Tamil messages after a failed form post', async () => {
    const target = await setup();
    const response = await postForm(target, { ...formMessage, lang: 'ta', email: 'priya@', privacy: 'off' });
    const state = expectContactPage(response, 422);
    expect(response.body).toContain('<link rel="canonical" href="https://kolamstudio.in/ta/contact"/>');
    expect(state).toMatchObject({
      errors: { email: fieldMessagesByLang.ta.email.invalid, privacy: ta.privacy },
      formError: fieldMessagesByLang.ta.email.invalid,
    });
  });

  it('answers JSON clients in Tamil, and refuses a language it does not know', async () => {
    const target = await setup({ CONTACT_RATE_LIMIT_MAX: '1' });
    const missing = await postJson(target, { ...validMessage, lang: 'ta', firstName: '' });
    expect(missing.json()).toEqual({ error: fieldMessagesByLang.ta.firstName.required, fields: { firstName: fieldMessagesByLang.ta.firstName.required } });
    expect((await postJson(target, { ...validMessage, lang: 'ta' })).statusCode).toBe(202);
    const limited = await postJson(target, { ...validMessage, lang: 'ta' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: ta.rateLimited });
    const unknown = await postJson(target, { ...validMessage, lang: 'fr' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toBe(contactMessages.invalidRequest);
  });

  it('answers an unreadable post from the Tamil page in Tamil (Referer)', async () => {
    const target = await setup();
    const response = await postJson(target, '{"firstName":', { referer: 'https://kolamstudio.in/ta/contact' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: ta.invalidRequest });
  });
});

describe('delivery from the app', () => {
  it('e-mails a posted message with the visitor as Reply-To, then moves it to sent/', async () => {
    smtp = await startSmtpServer();
    const target = await setup({ SMTP_URL: smtp.url, MAIL_TO: 'studio@kolamstudio.in' });
    const response = await postJson(target, validMessage);
    expect(response.statusCode).toBe(202);
    const { id } = response.json();
    await waitFor('sent', async () => (await filesIn(dataDir, 'sent')).includes(`${id}.json`), { timeoutMs: 10_000 });
    expect(smtp.received).toHaveLength(1);
    const mail = parseMail(smtp.received[0]!.raw);
    expect(smtp.received[0]!.to).toEqual(['studio@kolamstudio.in']);
    expect(mail.header('reply-to')).toBe('Priya Raman <priya@example.com>');
    expect(mail.header('message-id')).toBe(`<${id}@kolamstudio.in>`);
    expect(mail.text).toMatch(/^Language: +English \(en\)\r?$/m);
  });

  it('stores but does not send with CONTACT_DELIVERY=false', async () => {
    smtp = await startSmtpServer();
    const target = await setup({ SMTP_URL: smtp.url, CONTACT_DELIVERY: 'false', CONTACT_RESCAN_MS: '20' });
    expect((await postJson(target, validMessage)).statusCode).toBe(202);
    expect(smtp.connections).toBe(0);
    expect(await filesIn(dataDir, 'pending')).toHaveLength(1);
  });
});
