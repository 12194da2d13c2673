import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../helpers/config.js';
import { classifySendError, createMailer, type Mailer } from '../../server/contact/mailer.js';
import { createMessageId, type StoredMessage } from '../../server/contact/outbox.js';
import { freePort, parseMail, startSmtpServer, type TestSmtpServer } from './helpers.js';

function record(overrides: Partial<StoredMessage['message']> = {}): StoredMessage {
  return {
    id: createMessageId(),
    receivedAt: '2031-03-01T10:15:02.123Z',
    ip: '203.0.113.7',
    message: {
      firstName: 'Priya',
      lastName: 'Raman',
      email: 'priya@example.com',
      phone: '+91 98765 43210',
      company: 'Raman Textiles',
      subject: 'Packaging for our saree range',
      message: 'Hello,\nwe need new boxes.',
      privacy: true,
      ...overrides,
      lang: overrides.lang ?? 'en',
    },
    attempts: 0,
    nextAttemptAt: '2031-03-01T10:15:02.123Z',
  };
}

const fast = { connectionTimeout: 2_000, greetingTimeout: 2_000, socketTimeout: 2_000 };
let smtp: TestSmtpServer | undefined;
let mailer: Mailer | undefined;

afterEach(async () => {
  mailer?.close();
  mailer = undefined;
  await smtp?.close();
  smtp = undefined;
});

function configFor(url: string | undefined) {
  return testConfig({
    ...(url ? { SMTP_URL: url } : {}),
    MAIL_FROM: 'website@kolamstudio.in',
    MAIL_TO: 'hello@kolamstudio.in',
    SITE_URL: 'https://kolamstudio.in',
  });
}

describe('createMailer', () => {
  it('answers a plain "not configured" result without SMTP_URL, and never throws', async () => {
    mailer = createMailer(configFor(undefined));
    expect(mailer.configured).toBe(false);
    await expect(mailer.send(record())).resolves.toMatchObject({ ok: false, permanent: false, notConfigured: true });
  });

  it('sends from our address to MAIL_TO, replying to the visitor, with a Message-ID from the stored id', async () => {
    smtp = await startSmtpServer();
    mailer = createMailer(configFor(smtp.url), fast);
    const stored = record();
    await expect(mailer.send(stored)).resolves.toEqual({ ok: true });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('website@kolamstudio.in');
    expect(mail!.to).toEqual(['hello@kolamstudio.in']);
    const parsed = parseMail(mail!.raw);
    expect(parsed.header('from')).toBe('Kolam Studio website <website@kolamstudio.in>');
    expect(parsed.header('to')).toBe('hello@kolamstudio.in');
    expect(parsed.header('reply-to')).toBe('Priya Raman <priya@example.com>');
    expect(parsed.header('subject')).toBe('Website enquiry: Packaging for our saree range');
    expect(parsed.header('message-id')).toBe(`<${stored.id}@kolamstudio.in>`);
    expect(parsed.text).toContain('Hello,\nwe need new boxes.'.replace('\n', '\r\n'));
    expect(parsed.text).toContain('+91 98765 43210');
    expect(parsed.text).toContain('Raman Textiles');
    expect(parsed.text).toContain(stored.id);
    expect(parsed.html).toContain('Priya Raman');
    expect(parsed.text).toMatch(/^Language: +English \(en\)\r?$/m);
  });

  it('tells the studio a message came from the Tamil form', async () => {
    smtp = await startSmtpServer();
    mailer = createMailer(configFor(smtp.url), fast);
    await expect(mailer.send(record({ lang: 'ta', message: 'வணக்கம்' }))).resolves.toEqual({ ok: true });
    const parsed = parseMail(smtp.received[0]!.raw);
    expect(parsed.text).toMatch(/^Language: +Tamil \(ta\)\r?$/m);
    expect(parsed.html).toContain('<th align="left" valign="top">Language</th><td>Tamil (ta)</td>');
    expect(parsed.text).toContain('வணக்கம்');
  });

  it('escapes HTML and lets no header be injected through the subject or the names', async () => {
    smtp = await startSmtpServer();
    mailer = createMailer(configFor(smtp.url), fast);
    // A tampered file could hold what the schema refuses: the mailer must still be safe.
    const stored = record({
      firstName: 'Eve\r\nBcc: victim@example.net',
      lastName: '<script>alert(1)</script>',
      subject: 'Hi\r\nBcc: victim@example.net\r\nX-Injected: yes',
      message: '<img src=x onerror=alert(1)> & "quotes"',
    });
    await expect(mailer.send(stored)).resolves.toEqual({ ok: true });

    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['hello@kolamstudio.in']);
    const parsed = parseMail(mail!.raw);
    expect(parsed.headerLines.some((line) => /^bcc:/i.test(line))).toBe(false);
    expect(parsed.headerLines.some((line) => /^x-injected:/i.test(line))).toBe(false);
    expect(mail!.raw).not.toMatch(/\r\nBcc:/i);
    expect(parsed.header('subject')).not.toMatch(/[\r\n]/);
    expect(parsed.header('reply-to')).toContain('<priya@example.com>');
    expect(parsed.html).not.toContain('<script>');
    expect(parsed.html).not.toContain('<img');
    expect(parsed.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(parsed.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('calls a refused connection transient', async () => {
    mailer = createMailer(configFor(`smtp://127.0.0.1:${await freePort()}`), fast);
    const result = await mailer.send(record());
    expect(result).toMatchObject({ ok: false, permanent: false });
  });

  it('calls a 421 greeting transient', async () => {
    smtp = await startSmtpServer({ behaviour: 'greeting-421' });
    mailer = createMailer(configFor(smtp.url), fast);
    const result = await mailer.send(record());
    expect(result).toMatchObject({ ok: false, permanent: false });
    if (!result.ok) expect(result.error).toMatch(/421/);
  });

  it('calls a 550 answer permanent', async () => {
    smtp = await startSmtpServer({ behaviour: 'reject-550' });
    mailer = createMailer(configFor(smtp.url), fast);
    const result = await mailer.send(record());
    expect(result).toMatchObject({ ok: false, permanent: true });
    if (!result.ok) expect(result.error).toMatch(/550/);
    expect(smtp.received).toHaveLength(0);
  });

  it('calls a server that never greets a timeout, which is transient', async () => {
    const { createServer } = await import('node:net');
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    mailer = createMailer(configFor(`smtp://127.0.0.1:${port}`), { connectionTimeout: 500, greetingTimeout: 300, socketTimeout: 500 });
    const started = Date.now();
    const result = await mailer.send(record());
    expect(result).toMatchObject({ ok: false, permanent: false });
    expect(Date.now() - started).toBeLessThan(5_000);
    silent.close();
  });
});

describe('classifySendError', () => {
  it('retries 4xx, connection trouble and authentication problems; parks 5xx', () => {
    expect(classifySendError(Object.assign(new Error('x'), { code: 'ECONNECTION' })).permanent).toBe(false);
    expect(classifySendError(Object.assign(new Error('x'), { code: 'ETIMEDOUT' })).permanent).toBe(false);
    expect(classifySendError(Object.assign(new Error('x'), { code: 'EENVELOPE', responseCode: 452 })).permanent).toBe(false);
    expect(classifySendError(Object.assign(new Error('x'), { code: 'EAUTH', responseCode: 535 })).permanent).toBe(false);
    expect(classifySendError(Object.assign(new Error('x'), { code: 'EPROTOCOL', responseCode: 503 })).permanent).toBe(false);
    expect(classifySendError(Object.assign(new Error('x'), { code: 'EENVELOPE', responseCode: 550 })).permanent).toBe(true);
    expect(classifySendError(Object.assign(new Error('x'), { code: 'EMESSAGE', responseCode: 554 })).permanent).toBe(true);
    expect(classifySendError('weird').permanent).toBe(false);
  });
});
