/**
 * POST /api/contact through app.inject on a Fastify instance with the contact plugin (see
 * helpers.ts); the no-JS re-render goes through a recording stand-in for renderPage. The
 * same checks against the full buildApp are in app.test.ts.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.js';
import contactApi from '../../server/plugins/contact-api.js';
import { contactMessages } from '../../shared/contact/messages.js';
import {
  buildContactApp,
  filesIn,
  makeTempDir,
  parseMail,
  removeDir,
  startSmtpServer,
  validMessage,
  waitFor,
  type ContactTestApp,
  type TestSmtpServer,
} from './helpers.js';

let dataDir: string;
let built: ContactTestApp | undefined;
let smtp: TestSmtpServer | undefined;

beforeEach(async () => {
  dataDir = await makeTempDir();
});
afterEach(async () => {
  await built?.app.close();
  built = undefined;
  await smtp?.close();
  smtp = undefined;
  await removeDir(dataDir);
});

async function setup(env: Record<string, string> = {}, options: Parameters<typeof buildContactApp>[1] = {}) {
  built = await buildContactApp({ DATA_DIR: dataDir, SITE_URL: 'https://kolamstudio.in', ...env }, options);
  return built;
}

function postJson(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
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

function postForm(app: FastifyInstance, values: Record<string, string | string[]>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: formBody(values),
  });
}

const formMessage = { ...validMessage, privacy: 'on' };

describe('POST /api/contact with JSON', () => {
  it('answers 202 { ok, id } only once the message is on disk', async () => {
    const { app } = await setup();
    const response = await postJson(app, validMessage, { 'user-agent': 'Test/1.0' });
    expect(response.statusCode).toBe(202);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const { ok, id } = response.json();
    expect(ok).toBe(true);
    expect(await filesIn(dataDir, 'pending')).toEqual([`${id}.json`]);
    const stored = JSON.parse(await readFile(path.join(dataDir, 'messages', 'pending', `${id}.json`), 'utf8'));
    expect(stored).toMatchObject({ id, ip: '127.0.0.1', userAgent: 'Test/1.0', attempts: 0, message: validMessage });
  });

  it('answers 422 with the privacy message as error when only privacy is missing', async () => {
    const { app } = await setup();
    const response = await postJson(app, { ...validMessage, privacy: false });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: contactMessages.privacy, fields: { privacy: contactMessages.privacy } });
    expect(await filesIn(dataDir, 'pending')).toEqual([]);
  });

  it('answers 422 with a message per field', async () => {
    const { app } = await setup();
    const response = await postJson(app, { ...validMessage, email: 'nope', firstName: '' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.error).toBe('Please enter your first name.');
    expect(Object.keys(body.fields)).toEqual(['firstName', 'email']);
  });

  it('answers 400 (never 5xx) for unreadable JSON, prototype poisoning and an empty body', async () => {
    const { app } = await setup();
    for (const payload of ['{"firstName":', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{}}}', '']) {
      const response = await postJson(app, payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({ error: contactMessages.invalidRequest });
    }
    const array = await postJson(app, [validMessage]);
    expect(array.statusCode).toBe(422);
  });

  it('answers 415 for other content types, before reading the body', async () => {
    const { app } = await setup();
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml', 'application/json-patch+json']) {
      const response = await app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': type }, payload: 'x' });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({ error: contactMessages.unsupportedType });
    }
    const none = await app.inject({ method: 'POST', url: '/api/contact' });
    expect(none.statusCode).toBe(415);
    const charset = await postJson(app, validMessage, { 'content-type': 'application/json; charset=utf-8' });
    expect(charset.statusCode).toBe(202);
  });

  it('answers 413 above 32 KiB', async () => {
    const { app } = await setup();
    const response = await postJson(app, { ...validMessage, message: 'x'.repeat(33 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: contactMessages.tooLarge });
    const justUnder = await postJson(app, { ...validMessage, message: 'த'.repeat(5000) }); // 15 000 bytes
    expect(justUnder.statusCode).toBe(202);
  });

  it('answers 403 for a foreign Origin or a cross-site fetch, and accepts our own', async () => {
    const { app } = await setup();
    const refused: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://kolamstudio.in.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://kolamstudio.in', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refused) {
      const response = await postJson(app, validMessage, headers);
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
      const response = await postJson(app, validMessage, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(202);
    }
    expect(await filesIn(dataDir, 'pending')).toHaveLength(accepted.length);
  });

  it('rate limits stored messages per client IP with 429 and Retry-After', async () => {
    const { app } = await setup({ CONTACT_RATE_LIMIT_MAX: '2', CONTACT_RATE_LIMIT_WINDOW_MS: '60000', TRUST_PROXY: 'true' });
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    // Invalid posts do not count: a visitor fixing mistakes is not locked out.
    for (let i = 0; i < 3; i += 1) expect((await postJson(app, {}, from('198.51.100.1'))).statusCode).toBe(422);
    expect((await postJson(app, validMessage, from('198.51.100.1'))).statusCode).toBe(202);
    expect((await postJson(app, validMessage, from('198.51.100.1'))).statusCode).toBe(202);
    const limited = await postJson(app, validMessage, from('198.51.100.1'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: contactMessages.rateLimited });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another client is not affected.
    expect((await postJson(app, validMessage, from('198.51.100.2'))).statusCode).toBe(202);
    expect(await filesIn(dataDir, 'pending')).toHaveLength(3);
  });

  it('answers a filled honeypot exactly like a success and keeps nothing', async () => {
    const { app } = await setup();
    const response = await postJson(app, { ...validMessage, website: 'https://cheap-seo.example' });
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
    const { app } = await setup({ DATA_DIR: blocked });
    const response = await postJson(app, validMessage);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toEqual({ error: contactMessages.failed });
  });

  it('answers 503 and leaves no partial file when the write into pending/ fails', async () => {
    const { app } = await setup();
    const pending = path.join(dataDir, 'messages', 'pending');
    await removeDir(pending);
    await writeFile(pending, 'not a folder');
    const response = await postJson(app, validMessage);
    expect(response.statusCode).toBe(503);
    expect(await filesIn(dataDir, 'tmp')).toEqual([]);
  });

  it('keeps the form parser and the rate limit inside its own scope', async () => {
    const app = Fastify({ logger: false });
    app.decorate('config', testConfig({ DATA_DIR: dataDir, CONTACT_RATE_LIMIT_MAX: '1' }));
    await app.register(contactApi);
    app.post('/elsewhere', async () => ({ ok: true }));
    await app.ready();
    try {
      const form = await app.inject({
        method: 'POST',
        url: '/elsewhere',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=1',
      });
      expect(form.statusCode).toBe(415);
      for (let i = 0; i < 3; i += 1) {
        const json = await app.inject({ method: 'POST', url: '/elsewhere', headers: { 'content-type': 'application/json' }, payload: '{}' });
        expect(json.statusCode).toBe(200);
      }
      expect((await app.inject({ method: 'GET', url: '/api/contact' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/contact as a plain form (no JavaScript)', () => {
  it('redirects 303 to /contact?sent=1 after storing the message', async () => {
    const { app } = await setup();
    const response = await postForm(app, formMessage, { origin: 'https://kolamstudio.in' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact?sent=1');
    const [file] = await filesIn(dataDir, 'pending');
    const stored = JSON.parse(await readFile(path.join(dataDir, 'messages', 'pending', file!), 'utf8'));
    expect(stored.message).toEqual(validMessage);
  });

  it('re-renders the contact page with 422, the messages and every typed value', async () => {
    const { app, renders } = await setup();
    const typed = { ...formMessage, email: 'priya@', company: 'Raman & Sons <Ltd>' };
    delete (typed as Partial<typeof typed>).privacy;
    const response = await postForm(app, typed);
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(renders).toHaveLength(1);
    expect(renders[0]).toEqual({
      url: '/contact',
      status: 422,
      contactForm: {
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
      },
    });
    expect(await filesIn(dataDir, 'pending')).toEqual([]);
  });

  it('refuses a repeated key and keeps the first value for the re-render', async () => {
    const { app, renders } = await setup();
    const response = await postForm(app, { ...formMessage, subject: ['One', 'Two'] });
    expect(response.statusCode).toBe(422);
    expect(renders[0]?.contactForm?.values.subject).toBe('One');
    expect(renders[0]?.contactForm?.errors.subject).toBeDefined();
  });

  it('re-renders with 429, Retry-After and the friendly message when rate limited', async () => {
    const { app, renders } = await setup({ CONTACT_RATE_LIMIT_MAX: '1' });
    expect((await postForm(app, formMessage)).statusCode).toBe(303);
    const response = await postForm(app, formMessage);
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(renders.at(-1)).toMatchObject({
      status: 429,
      contactForm: { formError: contactMessages.rateLimited, values: { firstName: 'Priya', privacy: 'on' } },
    });
  });

  it('re-renders with 503 when the message cannot be stored', async () => {
    const blocked = path.join(dataDir, 'not-a-folder');
    await writeFile(blocked, 'x');
    const { app, renders } = await setup({ DATA_DIR: blocked });
    const response = await postForm(app, formMessage);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(renders.at(-1)).toMatchObject({ status: 503, contactForm: { formError: contactMessages.failed } });
  });

  it('redirects a filled honeypot like a success', async () => {
    const { app } = await setup();
    const response = await postForm(app, { ...formMessage, website: 'spam' });
    expect(response.statusCode).toBe(303);
    expect(await filesIn(dataDir, 'pending')).toEqual([]);
  });

  it('accepts a full-length Tamil message as a plain form post (45 KB URL-encoded)', async () => {
    const { app } = await setup();
    const response = await postForm(app, { ...formMessage, message: 'த'.repeat(5000) });
    expect(response.statusCode).toBe(303);
  });

  it('re-renders 413 for an oversized form post', async () => {
    const { app, renders } = await setup();
    const response = await postForm(app, { ...formMessage, message: 'த'.repeat(8000) }); // 72 000 bytes encoded
    expect(response.statusCode).toBe(413);
    expect(renders.at(-1)).toMatchObject({ status: 413, contactForm: { formError: contactMessages.tooLarge } });
  });

  it('falls back to a minimal escaped page when no renderPage is registered', async () => {
    const { app } = await setup({}, { renderPage: false });
    const response = await postForm(app, { ...formMessage, privacy: 'off', firstName: '<b>x</b>' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(contactMessages.privacy);
    expect(response.body).not.toContain('<b>x</b>');
  });
});

describe('delivery from the app', () => {
  it('logs once at start that messages stay in pending/ when SMTP_URL is not set', async () => {
    const { logs } = await setup({}, { captureLogs: true });
    const notes = logs.filter((line) => String(line.msg).includes('SMTP_URL is not set'));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ level: 40, dir: path.join(dataDir, 'messages', 'pending') });
  });

  it('e-mails a posted message with the visitor as Reply-To, then moves it to sent/', async () => {
    smtp = await startSmtpServer();
    const { app } = await setup({ SMTP_URL: smtp.url, MAIL_TO: 'studio@kolamstudio.in' });
    const response = await postJson(app, validMessage);
    expect(response.statusCode).toBe(202);
    const { id } = response.json();
    await waitFor(async () => (await filesIn(dataDir, 'sent')).includes(`${id}.json`), 10_000, 'sent');
    expect(smtp.received).toHaveLength(1);
    const mail = parseMail(smtp.received[0]!.raw);
    expect(smtp.received[0]!.to).toEqual(['studio@kolamstudio.in']);
    expect(mail.header('reply-to')).toBe('Priya Raman <priya@example.com>');
    expect(mail.header('message-id')).toBe(`<${id}@kolamstudio.in>`);
  });

  it('stores but does not send with CONTACT_DELIVERY=false', async () => {
    smtp = await startSmtpServer();
    const { app } = await setup({ SMTP_URL: smtp.url, CONTACT_DELIVERY: 'false' });
    expect((await postJson(app, validMessage)).statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.connections).toBe(0);
    expect(await filesIn(dataDir, 'pending')).toHaveLength(1);
  });
});
