/**
 * Campaign attribution of an enquiry in real Chromium, end to end: a built server of its own
 * (its own DATA_DIR, rate limit and lead webhook, pointed at a loopback receiver that checks
 * each signature), so these posts do not count against the shared server's limit.
 *
 * - With JavaScript: land on a campaign URL, move through the site (client-side navigations),
 *   post the form; the message and the webhook carry the landing page's campaign.
 * - Without JavaScript: land on `/?utm_source=newsletter&utm_campaign=pongal`, follow the
 *   header's link to the contact page (the browser sends the Referer), post the plain form;
 *   the signed webhook arrives within 10 s with the campaign, `npm run messages -- show`
 *   shows it, `erase --email` erases the address, and it is then in no file of DATA_DIR.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, waitFor, type WebhookReceiver } from '../contact/helpers.js';
import { startBuiltServer } from '../../scripts/lib/built-server.mjs';
import { useBrowser } from './browser.js';

const SECRET = 'browser-leads-secret-0123456789abcdef01234567';
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');

const { open } = useBrowser();

let server: Awaited<ReturnType<typeof startBuiltServer>>;
let receiver: WebhookReceiver;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kolam-leads-'));
  receiver = await startWebhookReceiver(SECRET);
  server = await startBuiltServer({ DATA_DIR: dataDir, LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: SECRET });
});

afterAll(async () => {
  await server?.stop();
  await receiver?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const offlineMap = async (page: Page) => {
  await page.route('https://www.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
};

async function fillAndSend(page: Page, email: string, subject: string): Promise<void> {
  const form = page.locator('#contact-form');
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Kavya');
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Raman');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('We are opening a second shop in Mylapore.');
  await form.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
}

type StoredFile = { id: string; message: { email?: string; subject?: string }; attribution?: Record<string, unknown> };

/** The stored message whose subject is `subject` (any folder), once it is there. */
async function stored(subject: string): Promise<StoredFile | undefined> {
  for (const folder of ['pending', 'sent', 'parked']) {
    let names: string[] = [];
    try {
      names = await readdir(path.join(dataDir, 'messages', folder));
    } catch {
      continue;
    }
    for (const name of names) {
      const record: StoredFile = JSON.parse(await readFile(path.join(dataDir, 'messages', folder, name), 'utf8'));
      if (record.message.subject === subject) return record;
    }
  }
  return undefined;
}

const headerLink = (page: Page, name: string) => page.locator('header nav').first().getByRole('link', { name, exact: true });

describe('attribution with JavaScript', () => {
  it('keeps the landing page’s campaign through internal navigations and sends it with the message', async () => {
    const page = await open(`${server.url}/?utm_source=newsletter&utm_medium=email&utm_campaign=pongal&gclid=Cj0KCQ-secret`, { baseURL: server.url, beforeGoto: offlineMap });
    await Promise.all([page.waitForURL('**/services'), headerLink(page, 'Services').click()]);
    await Promise.all([page.waitForURL('**/contact'), headerLink(page, 'Contact').click()]);
    await page.locator('#contact-form').waitFor();

    const subject = 'Packaging after a newsletter';
    await fillAndSend(page, 'kavya.js@example.com', subject);
    await page.locator('#contact-form button[type="submit"]').click();
    await expect.poll(() => page.locator('#contact-form').getByRole('status').textContent()).toBe('✅ Thanks! We will reach out soon.');

    const record = await waitFor('the stored message', () => stored(subject), { timeoutMs: 10_000 });
    expect(record.attribution).toEqual({ landingPage: '/', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'pongal', gclid: true });
    const hook = await waitFor('the webhook', () => receiver.accepted().find((request) => request.headers['x-kolam-delivery'] === record.id), { timeoutMs: 10_000 });
    expect(hook.signatureValid).toBe(true);
    expect(JSON.parse(hook.body).attribution).toMatchObject({ utmCampaign: 'pongal', gclid: true });
    expect(hook.body).not.toContain('Cj0KCQ-secret');
  });

  it('hydrates the contact page that carries a campaign’s hidden fields without a warning', async () => {
    const page = await open(`${server.url}/contact?utm_campaign=diwali`, { baseURL: server.url, beforeGoto: offlineMap });
    expect(await page.locator('#contact-form input[type="hidden"][name="utm_campaign"]').getAttribute('value')).toBe('diwali');
  });
});

describe('attribution without JavaScript (the acceptance path)', () => {
  it('lands on a campaign, follows the contact link, posts the plain form; signed webhook, CLI, erasure', async () => {
    const page = await open(`${server.url}/?utm_source=newsletter&utm_campaign=pongal`, { js: false, baseURL: server.url, beforeGoto: offlineMap });
    await Promise.all([page.waitForURL('**/contact'), headerLink(page, 'Contact').click()]);
    expect(await page.locator('#contact-form input[type="hidden"][name="utm_campaign"]').getAttribute('value')).toBe('pongal');

    const address = 'kavya.nojs@example.com';
    const subject = 'A new logo for our sweet shop';
    await fillAndSend(page, address, subject);
    const posted = Date.now();
    await Promise.all([page.waitForURL('**/contact?sent=1'), page.locator('#contact-form button[type="submit"]').click()]);

    const record = await waitFor('the stored message', () => stored(subject), { timeoutMs: 10_000 });
    expect(record.attribution).toEqual({ landingPage: '/', utmSource: 'newsletter', utmCampaign: 'pongal' });
    const hook = await waitFor('the signed webhook', () => receiver.accepted().find((request) => request.headers['x-kolam-delivery'] === record.id), { timeoutMs: 10_000 });
    expect(hook.at - posted).toBeLessThan(10_000);
    expect(hook.signatureValid).toBe(true);
    expect(JSON.parse(hook.body)).toMatchObject({ id: record.id, fields: { email: address, subject }, attribution: { utmSource: 'newsletter', utmCampaign: 'pongal', landingPage: '/' } });

    const cli = (...args: string[]) => promisify(execFile)(process.execPath, [path.join(dist, 'server/messages.js'), ...args], { env: { PATH: process.env.PATH, DATA_DIR: dataDir } });
    expect((await cli('show', record.id)).stdout).toContain('utm_campaign: pongal');
    const erased = await cli('erase', '--email', address);
    expect(erased.stdout).toContain(record.id);

    // Nothing of the address is left under DATA_DIR.
    const holding: string[] = [];
    for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      if ((await readFile(file, 'utf8')).includes(address)) holding.push(file);
    }
    expect(holding).toEqual([]);
    expect((await cli('show', record.id)).stdout).toContain('utm_campaign: pongal');
  });
});
