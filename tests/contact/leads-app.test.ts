/**
 * Leads through the real app (buildApp, app.inject): the contact page carries a campaign as
 * hidden fields without JavaScript, spliced into the one cached page (no render, no page per
 * campaign, a private answer only for the visitor who has one); a plain post stores it and a
 * failed one keeps it; the retention sweep erases old messages when the app starts, by a clock
 * moved from outside.
 */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOutbox } from '../../server/contact/outbox.js';
import { ATTRIBUTION_MARKER } from '../../shared/contact/attribution.js';
import type { ContactMessage } from '../../shared/contact/schema.js';
import { createTestApp } from '../helpers/app.js';
import { makeTempDir, removeDir, validMessage, waitFor } from './helpers.js';

const SITE = 'https://kolamstudio.in';
const DAY = 24 * 60 * 60 * 1000;
const stored: ContactMessage = { ...validMessage, privacy: true, lang: 'en' };

describe('the contact page with a campaign, without JavaScript', () => {
  let dataDir: string;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    dataDir = await makeTempDir();
    app = await createTestApp({ DATA_DIR: dataDir, SITE_URL: SITE, CONTACT_DELIVERY: 'false' });
  });
  afterAll(async () => {
    await app?.close();
    await removeDir(dataDir);
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const hiddenFields = (html: string) => [...html.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)].map(([, name, value]) => `${name}=${value}`);

  it('serves the cached page to a visitor without a campaign, with the marker and no fields', async () => {
    const page = await get('/contact');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toMatch(/^public/);
    expect(page.headers.etag).toBeDefined();
    expect(page.body).toContain(ATTRIBUTION_MARKER);
    expect(hiddenFields(page.body)).toEqual([]);
  });

  it('puts the campaign of its own URL into hidden fields, privately, without rendering the page again', async () => {
    const plain = await get('/contact');
    for (const campaign of ['pongal', 'diwali', 'onam', 'ugadi']) {
      const page = await get(`/contact?utm_source=newsletter&utm_campaign=${campaign}&fbclid=IwAR-secret`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-cache']).toBe('HIT');
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers.etag).toBeUndefined();
      expect(hiddenFields(page.body)).toEqual(['landing_page=/contact', 'utm_source=newsletter', `utm_campaign=${campaign}`, 'has_fbclid=1']);
      expect(page.body).not.toContain('IwAR-secret');
      // The rest of the page is the cached page, byte for byte.
      expect(page.body.replace(/<input type="hidden" name="(landing_page|utm_[a-z]+|has_fbclid)"[^>]*>/g, '')).toBe(plain.body.replace(ATTRIBUTION_MARKER, ''));
    }
  });

  it('takes the campaign of the page that linked to it (Referer), and the host of another site', async () => {
    const fromHome = await get('/contact', { referer: `${SITE}/?utm_source=newsletter&utm_campaign=pongal` });
    expect(hiddenFields(fromHome.body)).toEqual(['landing_page=/', 'utm_source=newsletter', 'utm_campaign=pongal']);
    const fromGoogle = await get('/ta/contact', { referer: 'https://www.google.com/' });
    expect(hiddenFields(fromGoogle.body)).toEqual(['landing_page=/ta/contact', 'referrer_host=www.google.com']);
    // An internal page without a campaign adds nothing: the cached page.
    const fromAbout = await get('/contact', { referer: `${SITE}/about` });
    expect(fromAbout.headers['cache-control']).toMatch(/^public/);
  });

  it('compresses the visitor’s copy, answers HEAD without a body, and leaves other pages to the cache', async () => {
    const page = await get('/contact?utm_campaign=pongal', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(hiddenFields(brotliDecompressSync(page.rawPayload).toString('utf8'))).toContain('utm_campaign=pongal');
    const head = await app.inject({ method: 'HEAD', url: '/contact?utm_campaign=pongal', headers: { accept: 'text/html' } });
    expect(head.headers['cache-control']).toBe('private, no-store');
    expect(head.body).toBe('');
    const home = await get('/?utm_campaign=pongal');
    expect(home.headers['cache-control']).toMatch(/^public/);
    expect(home.headers.etag).toBeDefined();
  });

  it('stores the campaign of a plain form post, and keeps it in the page that shows a mistake', async () => {
    // Posted where the form posts without JavaScript: its own page.
    const form = (body: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/contact', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE }, payload: new URLSearchParams(body).toString() });
    const campaign = { landing_page: '/', utm_source: 'newsletter', utm_campaign: 'pongal' };
    const { privacy: _privacy, ...fields } = validMessage;
    const sent = await form({ ...fields, privacy: 'on', ...campaign });
    expect(sent.statusCode).toBe(303);
    const outbox = createOutbox(dataDir);
    const [stored] = await outbox.list('pending');
    expect(stored?.record?.attribution).toEqual({ landingPage: '/', utmSource: 'newsletter', utmCampaign: 'pongal' });

    const failed = await form({ ...fields, email: 'not an address', privacy: 'on', ...campaign });
    expect(failed.statusCode).toBe(422);
    expect(hiddenFields(failed.body)).toEqual(['landing_page=/', 'utm_source=newsletter', 'utm_campaign=pongal']);
  });
});

describe('the retention sweep at start', () => {
  it('erases the personal fields of messages delivered more than CONTACT_RETENTION_DAYS ago by the app’s clock', async () => {
    const dataDir = await makeTempDir();
    try {
      const outbox = createOutbox(dataDir);
      const old = await outbox.store(stored, { attribution: { utmCampaign: 'pongal' } });
      await outbox.markSent((await outbox.claimNext({ retryFailedBefore: 0, leaseMs: 60_000 })).claim!);
      const recent = await outbox.store(stored);
      await outbox.markSent((await outbox.claimNext({ retryFailedBefore: 0, leaseMs: 60_000 })).claim!);
      await outbox.setLeadStatus(recent.id, 'closed', new Date(Date.now() + 200 * DAY));

      // The app starts 400 days later: only the message delivered 400 days ago is past 365.
      const later = Date.now() + 400 * DAY;
      vi.useFakeTimers({ toFake: ['Date'], now: later });
      const app = await createTestApp({ DATA_DIR: dataDir, SITE_URL: SITE, CONTACT_DELIVERY: 'false' });
      try {
        await waitFor('the sweep at start', async () => (await outbox.find(old.id))?.record.erasedAt, { timeoutMs: 10_000 });
        const erased = (await outbox.find(old.id))!;
        expect(erased).toMatchObject({ status: 'sent', record: { message: { lang: 'en' }, attribution: { utmCampaign: 'pongal' }, erasedAt: new Date(later).toISOString() } });
        expect(JSON.stringify(erased.record)).not.toContain(validMessage.email);
        expect((await outbox.find(recent.id))?.record.message).toMatchObject({ email: validMessage.email });
        expect(await outbox.audit()).toEqual([{ at: new Date(later).toISOString(), action: 'retention', details: { days: 365, messages: 1 } }]);
      } finally {
        await app.close();
      }
    } finally {
      vi.useRealTimers();
      await removeDir(dataDir);
    }
  });
});
