/**
 * An initial alone as the last name (DESIGN, "Names"; issue 32), in real Chromium against the
 * built server, in English and in Tamil, with JavaScript (the shared schema checks the form,
 * JSON goes out) and without (a plain form post, 303 to ?sent=1). The field says an initial is
 * enough, read with it through aria-describedby; the message is stored with the initial as
 * typed.
 *
 * Four real messages are sent, so this file starts its own server with its own DATA_DIR and a
 * higher rate limit instead of using up the shared one (tests/browser/contact.test.ts).
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessagesByLang } from '../../shared/contact/messages.js';
import { contactCopy } from '../../shared/routes/contact/copy.js';
import { useBrowser } from './browser.js';
import { startBuiltServer } from '../../scripts/lib/built-server.mjs';

const { open } = useBrowser();

let server: Awaited<ReturnType<typeof startBuiltServer>>;
beforeAll(async () => {
  server = await startBuiltServer({ CONTACT_RATE_LIMIT_MAX: '20', CONTACT_ATTEMPT_LIMIT_MAX: '40' });
});
afterAll(async () => {
  await server?.stop();
  if (server) await rm(server.dataDir, { recursive: true, force: true });
});

/** Tests run offline: the map host must not hold the page up. */
const offlineMap = async (page: Page) => {
  await page.route('https://www.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
};

const form = (page: Page) => page.locator('#contact-form');
const field = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });
const status = (page: Page) => form(page).getByRole('status');

/** What a field says about itself beyond its label, read through aria-describedby as a screen reader does. */
const describedBy = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** The stored message (DATA_DIR/messages/pending) whose subject is `subject`. */
async function storedMessage(subject: string): Promise<Record<string, unknown> | undefined> {
  const dir = path.join(server.dataDir, 'messages', 'pending');
  for (const name of (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.json'))) {
    const record: { message?: Record<string, unknown> } = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
    if (record.message?.subject === subject) return record.message;
  }
  return undefined;
}

const LANGS = {
  en: { path: '/contact', copy: contactCopy.en.formFields, firstName: 'Lakshmi', message: 'We need a logo for our tiffin centre.' },
  ta: { path: '/ta/contact', copy: contactCopy.ta.formFields, firstName: 'லட்சுமி', message: 'எங்கள் டிபன் சென்டருக்கு ஒரு லோகோ வேண்டும்.' },
} as const;

async function fillWithInitial(page: Page, lang: keyof typeof LANGS, initial: string, subject: string) {
  const { copy, firstName, message } = LANGS[lang];
  await field(page, copy.fields.firstName.label).fill(firstName);
  await field(page, copy.fields.lastName.label).fill(initial);
  await field(page, copy.fields.email.label).fill('lakshmi@example.com');
  await field(page, copy.fields.subject.label).fill(subject);
  await field(page, copy.fields.message.label).fill(message);
  await form(page).getByRole('checkbox').check();
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

describe('an initial as the last name', () => {
  it('is what the second name field says it takes, in each language', async () => {
    const english = await open('/contact', { beforeGoto: offlineMap, baseURL: server.url });
    expect(await describedBy(field(english, 'Last name'))).toBe('An initial is enough, such as R or R.');
    const tamil = await open('/ta/contact', { beforeGoto: offlineMap, baseURL: server.url });
    expect(await describedBy(field(tamil, 'இனிஷியல் / குடும்பப் பெயர்'))).toBe('இனிஷியல் மட்டும் போதும், எ.கா. R அல்லது R.');
  });

  it.each([
    ['en', 'R'],
    ['ta', 'R.'],
  ] as const)('with JavaScript (%s): "%s" passes the form’s own check, goes out as JSON and is stored', async (lang, initial) => {
    const page = await open(LANGS[lang].path, { beforeGoto: offlineMap, baseURL: server.url });
    const subject = unique(`Initial ${initial} (JS)`);
    await fillWithInitial(page, lang, initial, subject);
    const [request] = await Promise.all([page.waitForRequest('**/api/contact'), form(page).locator('button[type="submit"]').click()]);
    expect(request.postDataJSON()).toMatchObject({ lastName: initial });
    await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toBe(contactMessagesByLang[lang].success);
    expect(await form(page).locator('[aria-invalid="true"]').count()).toBe(0);
    expect(await storedMessage(subject)).toMatchObject({ firstName: LANGS[lang].firstName, lastName: initial, lang });
  });

  it.each([
    ['en', 'R.', '**/contact?sent=1'],
    ['ta', 'R', '**/ta/contact?sent=1'],
  ] as const)('without JavaScript (%s): "%s" passes the browser’s own checks, the plain post lands on ?sent=1 and is stored', async (lang, initial, landing) => {
    const page = await open(LANGS[lang].path, { js: false, beforeGoto: offlineMap, baseURL: server.url });
    const subject = unique(`Initial ${initial} (no JS)`);
    await fillWithInitial(page, lang, initial, subject);
    await Promise.all([page.waitForURL(landing), form(page).locator('button[type="submit"]').click()]);
    expect(await status(page).textContent()).toBe(contactMessagesByLang[lang].success);
    expect(await storedMessage(subject)).toMatchObject({ firstName: LANGS[lang].firstName, lastName: initial, lang });
  });
});
