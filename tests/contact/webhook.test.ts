/**
 * The lead webhook (server/contact/webhook.ts) against a loopback receiver that checks every
 * signature the way docs/contact.md tells a receiver to: through the delivery worker over both
 * stores (retries with backoff, exactly one success, parking after CONTACT_MAX_ATTEMPTS or on
 * a refusal, timeouts, the e-mail unaffected), and through the real app (what a CRM receives
 * for a post, the Slack format).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../helpers/config.js';
import { createDeliveryWorker, type DeliveryWorker } from '../../server/contact/delivery-worker.js';
import { createMailer } from '../../server/contact/mailer.js';
import { createOutbox } from '../../server/contact/outbox.js';
import { createPostgresStore } from '../../server/contact/postgres-store.js';
import type { MessageStore } from '../../server/contact/store.js';
import { chatText, createWebhookSender, leadPayload, signWebhook, type LeadPayload } from '../../server/contact/webhook.js';
import type { ContactMessage } from '../../shared/contact/schema.js';
import { startPostgres, type PostgresServer } from '../support/services.mjs';
import { buildContactApp, makeTempDir, removeDir, startSmtpServer, startWebhookReceiver, validMessage, waitFor, type TestSmtpServer, type WebhookReceiver } from './helpers.js';

const SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

const message: ContactMessage = {
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'priya@example.com',
  subject: 'Packaging, "premium" பொங்கல் range',
  message: 'Hello',
  privacy: true,
  lang: 'ta',
};

const silentLog = { info() {}, warn() {}, error() {} };

let pg: PostgresServer;
let databases = 0;
let dataDir: string | undefined;
let store: MessageStore | undefined;
let receiver: WebhookReceiver | undefined;
let smtp: TestSmtpServer | undefined;
const workers: DeliveryWorker[] = [];

beforeAll(async () => {
  pg = await startPostgres();
}, 60_000);
afterAll(async () => {
  await pg?.close();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop(100)));
  await receiver?.close();
  receiver = undefined;
  await smtp?.close();
  smtp = undefined;
  await store?.close();
  store = undefined;
  if (dataDir) await removeDir(dataDir);
  dataDir = undefined;
});

async function freshStore(kind: 'disk' | 'postgres'): Promise<MessageStore> {
  if (kind === 'disk') {
    dataDir = await makeTempDir();
    store = createOutbox(dataDir);
  } else {
    databases += 1;
    store = createPostgresStore({ connectionString: pg.createDatabase(`webhook_${databases}`) });
  }
  await store.init();
  return store;
}

function startWebhookWorker(url: string, options: { maxAttempts?: number; timeoutMs?: number; format?: 'json' | 'slack' } = {}): DeliveryWorker {
  const config = testConfig({
    LEAD_WEBHOOK_URL: url,
    LEAD_WEBHOOK_SECRET: SECRET,
    LEAD_WEBHOOK_FORMAT: options.format ?? 'json',
    LEAD_WEBHOOK_TIMEOUT_MS: String(options.timeoutMs ?? 5_000),
    SITE_URL: 'https://kolamstudio.in',
  });
  const worker = createDeliveryWorker({
    store: store!,
    channel: 'webhook',
    sender: createWebhookSender(config),
    log: silentLog,
    baseDelayMs: 100,
    maxAttempts: options.maxAttempts ?? 0,
    sendTimeoutMs: config.LEAD_WEBHOOK_TIMEOUT_MS,
    random: () => 0.5,
  });
  store!.onStored(() => worker.wake());
  worker.start();
  workers.push(worker);
  return worker;
}

const webhookOf = async (id: string) => (await store!.find(id))?.record.webhook;

describe('signWebhook', () => {
  it('is sha256= and the hex HMAC-SHA256 of the raw body', () => {
    // The same as: printf '{"a":1}' | openssl dgst -sha256 -hmac secret
    expect(signWebhook('secret', '{"a":1}')).toBe('sha256=aa9e2e3575f5d7098b6caccd790888c36d5fdb63342a73bada2d6a51747a8494');
    expect(signWebhook('other', '{"a":1}')).not.toBe(signWebhook('secret', '{"a":1}'));
  });
});

describe('the chat (slack) text', () => {
  it('is short, says who and which campaign, and cannot mention the channel or smuggle a link', () => {
    const payload: LeadPayload = leadPayload(
      {
        id: '20260301-101502-123-3fa9c2d1e0b4',
        receivedAt: '2026-03-01T10:15:02.123Z',
        message: { ...message, firstName: '<!channel>', company: 'A & B <http://evil.example|click>' },
        attribution: { landingPage: '/', utmSource: 'newsletter', utmCampaign: 'pongal' },
        attempts: 0,
        nextAttemptAt: '2026-03-01T10:15:02.123Z',
      },
      'https://kolamstudio.in',
      1772360102,
    )!;
    const text = chatText(payload);
    expect(text).toContain('New website enquiry: Packaging, "premium" பொங்கல் range');
    expect(text).toContain('Came from: pongal / newsletter (landed on /)');
    expect(text).toContain('Reference: 20260301-101502-123-3fa9c2d1e0b4');
    expect(text).toContain('&lt;!channel&gt;');
    expect(text).toContain('A &amp; B &lt;http://evil.example|click&gt;');
    expect(text).not.toMatch(/<[!h]/);
  });
});

describe.each(['disk', 'postgres'] as const)('the webhook worker over the %s store', (kind) => {
  it('posts each message once, signed, with the fields, language, attribution and id', async () => {
    await freshStore(kind);
    receiver = await startWebhookReceiver(SECRET);
    startWebhookWorker(receiver.url);
    const stored = await store!.store(message, { webhook: true, attribution: { landingPage: '/', utmSource: 'newsletter', utmCampaign: 'pongal', fbclid: true } });
    await waitFor('the webhook delivered', async () => (await webhookOf(stored.id))?.sentAt, { timeoutMs: 10_000 });

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request!.signatureValid).toBe(true);
    expect(request!.headers['x-kolam-delivery']).toBe(stored.id);
    const timestamp = Number(request!.headers['x-kolam-timestamp']);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(30);
    expect(request!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(request!.body)).toEqual({
      event: 'lead.created',
      timestamp,
      id: stored.id,
      receivedAt: stored.receivedAt,
      language: 'ta',
      fields: { firstName: 'Priya', lastName: 'Raman', email: 'priya@example.com', phone: null, company: null, subject: message.subject, message: 'Hello' },
      attribution: { landingPage: '/', utmSource: 'newsletter', utmMedium: null, utmCampaign: 'pongal', utmTerm: null, utmContent: null, gclid: false, fbclid: true, referrerHost: null },
      site: 'https://kolamstudio.in',
    });
    // The e-mail of the same message is still waiting for its own worker.
    expect(await store!.find(stored.id)).toMatchObject({ status: 'pending', record: { attempts: 0 } });
    // A message stored without the webhook is not posted.
    await store!.store(message);
    await store!.store(message, { webhook: true });
    await waitFor('the second webhook', () => receiver!.received.length === 2, { timeoutMs: 10_000 });
  });

  it('retries a receiver that fails twice with backoff, then records exactly one success', async () => {
    await freshStore(kind);
    receiver = await startWebhookReceiver(SECRET, (n) => (n < 2 ? 503 : 200));
    startWebhookWorker(receiver.url);
    const { id } = await store!.store(message, { webhook: true });
    await waitFor('delivery after two failures', async () => (await webhookOf(id))?.sentAt, { timeoutMs: 10_000 });

    expect(receiver.received.map((item) => item.status)).toEqual([503, 503, 200]);
    expect(receiver.accepted()).toHaveLength(1);
    expect(receiver.received.every((item) => item.signatureValid && item.headers['x-kolam-delivery'] === id)).toBe(true);
    // Backoff: 100 ms, then 200 ms (jitter pinned to none), each at least that long.
    const [first, second, third] = receiver.received.map((item) => item.at);
    expect(second! - first!).toBeGreaterThanOrEqual(95);
    expect(third! - second!).toBeGreaterThanOrEqual(195);
    expect(await webhookOf(id)).toMatchObject({ attempts: 3, lastError: expect.stringContaining('HTTP 503') });
    // Nothing more goes out for it, however long the worker keeps looking.
    const another = await store!.store(message, { webhook: true });
    await waitFor('the next message', async () => (await webhookOf(another.id))?.sentAt, { timeoutMs: 10_000 });
    expect(receiver.received.filter((item) => item.headers['x-kolam-delivery'] === id && item.status === 200)).toHaveLength(1);
  });

  it('parks a delivery after CONTACT_MAX_ATTEMPTS failures, and `retry` sends it again', async () => {
    await freshStore(kind);
    let failing = true;
    receiver = await startWebhookReceiver(SECRET, () => (failing ? 500 : 200));
    startWebhookWorker(receiver.url, { maxAttempts: 3 });
    const { id } = await store!.store(message, { webhook: true });
    await waitFor('parked after three attempts', async () => (await webhookOf(id))?.parkedAt, { timeoutMs: 10_000 });
    expect(receiver.received).toHaveLength(3);
    expect(await webhookOf(id)).toMatchObject({ attempts: 3, parkedAt: expect.any(String), lastError: 'gave up after 3 attempts: HTTP 500: refused with 500' });

    failing = false;
    expect(await store!.retryParked(id)).toBe(true);
    workers[0]!.wake();
    await waitFor('sent after retry', async () => (await webhookOf(id))?.sentAt, { timeoutMs: 10_000 });
    expect(receiver.accepted()).toHaveLength(1);
  });

  it('parks at once a payload the receiver refuses for good (422)', async () => {
    await freshStore(kind);
    receiver = await startWebhookReceiver(SECRET, () => 422);
    startWebhookWorker(receiver.url);
    const { id } = await store!.store(message, { webhook: true });
    await waitFor('parked', async () => (await webhookOf(id))?.parkedAt, { timeoutMs: 10_000 });
    expect(receiver.received).toHaveLength(1);
    expect((await webhookOf(id))?.lastError).toBe('HTTP 422: refused with 422');
  });

  it('gives up on an attempt after LEAD_WEBHOOK_TIMEOUT_MS and delivers on a later one', async () => {
    await freshStore(kind);
    receiver = await startWebhookReceiver(SECRET, (n) => (n === 0 ? 'hang' : 200));
    startWebhookWorker(receiver.url, { timeoutMs: 300 });
    const { id } = await store!.store(message, { webhook: true });
    await waitFor('sent after a timeout', async () => (await webhookOf(id))?.sentAt, { timeoutMs: 10_000 });
    expect(await webhookOf(id)).toMatchObject({ attempts: 2, lastError: 'timed out waiting for the webhook' });
    expect(receiver.accepted()).toHaveLength(1);
  });

  it('keeps e-mailing while the webhook receiver is down', async () => {
    await freshStore(kind);
    receiver = await startWebhookReceiver(SECRET, () => 503);
    smtp = await startSmtpServer();
    startWebhookWorker(receiver.url);
    const mailer = createMailer(testConfig({ SMTP_URL: smtp.url }), { connectionTimeout: 1_000, greetingTimeout: 1_000, socketTimeout: 2_000 });
    const emailWorker = createDeliveryWorker({ store: store!, sender: mailer, log: silentLog, baseDelayMs: 100 });
    store!.onStored(() => emailWorker.wake());
    emailWorker.start();
    workers.push(emailWorker);
    const ids = [(await store!.store(message, { webhook: true })).id, (await store!.store(message, { webhook: true })).id];
    await waitFor('both e-mails', () => smtp!.received.length === 2, { timeoutMs: 10_000 });
    await waitFor('webhook retries', () => receiver!.received.length >= 3, { timeoutMs: 10_000 });
    for (const id of ids) expect(await store!.find(id)).toMatchObject({ status: 'pending', record: { sentAt: expect.any(String) } });
    mailer.close();
  });
});

describe('the webhook from the real app', () => {
  it('posts an accepted message with its attribution, signed; never a honeypot; drops bad attribution, not the message', async () => {
    receiver = await startWebhookReceiver(SECRET);
    const app = await buildContactApp({ LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: SECRET });
    try {
      const post = (body: object) => app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: body });
      const trap = await post({ ...validMessage, website: 'http://spam.example' });
      expect(trap.statusCode).toBe(202);
      const answer = await post({ ...validMessage, utm_source: 'newsletter', utm_campaign: 'pongal', landing_page: '/', has_gclid: true, referrer_host: 'not a host!', utm_term: 'x'.repeat(101) });
      expect(answer.statusCode).toBe(202);
      const { id } = answer.json<{ id: string }>();
      await waitFor('the webhook', () => receiver!.received.length === 1, { timeoutMs: 10_000 });
      const [request] = receiver.received;
      expect(request!.signatureValid).toBe(true);
      const payload: LeadPayload = JSON.parse(request!.body);
      expect(payload).toMatchObject({ id, language: 'en', fields: { email: 'priya@example.com', company: 'Raman Textiles' } });
      expect(payload.attribution).toEqual({ landingPage: '/', utmSource: 'newsletter', utmMedium: null, utmCampaign: 'pongal', utmTerm: null, utmContent: null, gclid: true, fbclid: false, referrerHost: null });
      // The honeypot's post was answered like a success, but nothing was posted for it.
      expect(receiver.received).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('posts a short text that Slack and Google Chat accept with LEAD_WEBHOOK_FORMAT=slack', async () => {
    receiver = await startWebhookReceiver(SECRET);
    const app = await buildContactApp({ LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_FORMAT: 'slack' });
    try {
      await app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: { ...validMessage, utm_campaign: 'pongal' } });
      await waitFor('the chat message', () => receiver!.received.length === 1, { timeoutMs: 10_000 });
      const body: { text?: unknown } = JSON.parse(receiver.received[0]!.body);
      expect(Object.keys(body)).toEqual(['text']);
      expect(body.text).toMatch(/^New website enquiry: New packaging for our saree range\nFrom: Priya Raman \(Raman Textiles\) &lt;priya@example.com&gt;, \+91 98765 43210\nCame from: pongal/);
      // No secret configured for the chat format: nothing to sign with.
      expect(receiver.received[0]!.headers['x-kolam-signature']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
