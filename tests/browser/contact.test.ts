/**
 * The contact page in real Chromium against the built server: every message of SPEC §8 with
 * JavaScript on (server answers mocked with page.route where the real server is not the
 * point), and the plain form post with JavaScript off (303 → ?sent=1, or the page re-rendered
 * with the messages and the values). The rate limit (5 accepted messages per 10 minutes per
 * IP) is shared by every browser test, so only four tests send real messages (two English,
 * two Tamil).
 *
 * The Tamil page (/ta/contact) is the same form in Tamil: labels from its copy, every message
 * from the shared catalogue in Tamil, with and without JavaScript, posting `lang=ta` so the
 * server answers in Tamil and stores the language with the message.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page, Request, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { contactMessages, contactMessagesByLang, fieldMessages, fieldMessagesByLang } from '../../shared/contact/messages.js';
import { content } from '../helpers/content.js';

const { faq } = content;
import { contactCopy } from '../../shared/routes/contact/copy.js';
import { site } from '../../shared/site.js';
import { DESKTOP, PHONE, networkSettled, useBrowser } from './browser.js';

const { open } = useBrowser();

/** Tests run offline: the map host must not hold the page up or be needed for it to read. */
const offlineMap = async (page: Page) => {
  await page.route('https://www.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
};

/** Chrome logs every non-OK answer; the tests below provoke some on purpose. */
const nonOkAnswer = /^Failed to load resource: the server responded with a status of (422|429|500|503)\b/;

const form = (page: Page) => page.locator('#contact-form');
const status = (page: Page) => form(page).getByRole('status');
const field = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });
const privacyBox = (page: Page) => form(page).getByRole('checkbox', { name: /I agree to the Privacy Policy/ });
const submit = (page: Page) => form(page).locator('button[type="submit"]');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
/** How many times a text shows in the form as a visitor sees it (rendered text, hidden parts left out). */
const timesShown = async (page: Page, text: string) => (await form(page).innerText()).split(text).length - 1;

type Entry = { firstName: string; lastName: string; email: string; phone?: string; company?: string; subject: string; message: string };

const entry = (subject: string): Entry => ({
  firstName: 'Kavya',
  lastName: 'Raman',
  email: 'kavya.raman@example.com',
  phone: '+91 98400 11223',
  company: 'Raman Sweets',
  subject,
  message: 'We are opening a second shop in Mylapore and need new packaging.\nCan we meet next week?',
});

async function fill(page: Page, values: Entry, { tick = true } = {}) {
  await field(page, 'First name').fill(values.firstName);
  await field(page, 'Last name').fill(values.lastName);
  await field(page, 'E-mail').fill(values.email);
  if (values.phone) await field(page, 'Phone (optional)').fill(values.phone);
  if (values.company) await field(page, 'Company (optional)').fill(values.company);
  await field(page, 'Subject').fill(values.subject);
  await field(page, 'Message').fill(values.message);
  if (tick) await privacyBox(page).check();
}

/** A post of the contact form: JSON to /api/contact, or the plain form (no JavaScript) to the page's own URL. */
const isContactPost = (request: Request) => request.method() === 'POST' && ['/api/contact', '/contact', '/ta/contact'].includes(new URL(request.url()).pathname);

/** The server's answer to the next contact post. */
const contactAnswer = (page: Page) => page.waitForResponse((response) => isContactPost(response.request()));

/** Every post the page makes of the contact form. */
function watchPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (isContactPost(request)) posts.push(`${request.method()} ${request.headers()['content-type'] ?? ''}`);
  });
  return posts;
}

/** The stored message (DATA_DIR/messages/pending) whose subject is `subject`, once it is there. */
async function storedMessage(subject: string): Promise<Record<string, unknown> | undefined> {
  const dir = path.join(inject('dataDir'), 'messages', 'pending');
  let names: string[] = [];
  try {
    names = await readdir(dir);
  } catch {
    return undefined;
  }
  for (const name of names.filter((file) => file.endsWith('.json'))) {
    const record: { message?: Record<string, unknown> } = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
    if (record.message?.subject === subject) return record.message;
  }
  return undefined;
}

const inView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

const unique = (label: string) => `${label} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

describe('contact page with JavaScript', () => {
  it('blocks sending when the privacy box is not ticked', async () => {
    const page = await open('/contact', { beforeGoto: offlineMap });
    const posts = watchPosts(page);
    await fill(page, entry('Packaging for a sweet shop'), { tick: false });
    await submit(page).click();

    await expect.poll(() => form(page).locator('#contact-form-privacy-error').textContent()).toBe('⚠️ Please agree to the Privacy Policy.');
    expect(await privacyBox(page).getAttribute('aria-invalid')).toBe('true');
    // Shown once: by the box, not again in the status box (issue 13).
    expect(await status(page).textContent()).toBe('');
    expect(await timesShown(page, contactMessages.privacy)).toBe(1);
    await expect.poll(() => focusedId(page)).toBe('contact-form-privacy');
    // The submit handler has finished (it moved the focus); whatever it started has ended.
    await networkSettled(page);
    expect(posts).toEqual([]);

    // Ticking the box clears its message.
    await privacyBox(page).check();
    await expect.poll(() => form(page).locator('#contact-form-privacy-error').count()).toBe(0);
  });

  it('checks the fields with the shared schema and shows each message by its field', async () => {
    const page = await open('/contact', { beforeGoto: offlineMap });
    const posts = watchPosts(page);
    await field(page, 'E-mail').fill('kavya@raman');
    await field(page, 'Phone (optional)').fill('call me');
    await submit(page).click();

    const errorOf = (name: string) => form(page).locator(`#contact-form-${name}-error`);
    await expect.poll(() => errorOf('firstName').textContent()).toBe(fieldMessages.firstName.required);
    expect(await errorOf('lastName').textContent()).toBe(fieldMessages.lastName.required);
    expect(await errorOf('email').textContent()).toBe(fieldMessages.email.invalid);
    expect(await errorOf('phone').textContent()).toBe(fieldMessages.phone.invalid);
    expect(await errorOf('subject').textContent()).toBe(fieldMessages.subject.required);
    expect(await errorOf('message').textContent()).toBe(fieldMessages.message.required);
    expect(await errorOf('privacy').textContent()).toBe(contactMessages.privacy);
    expect(await errorOf('company').count()).toBe(0);
    expect(await field(page, 'E-mail').getAttribute('aria-describedby')).toBe('contact-form-email-error');
    // Each message by its field only; the status box does not repeat the first one.
    expect(await status(page).textContent()).toBe('');
    expect(await timesShown(page, fieldMessages.firstName.required)).toBe(1);
    await expect.poll(() => focusedId(page)).toBe('contact-form-firstName');

    // Fixing a field clears its message as the visitor types.
    await field(page, 'E-mail').fill('kavya@raman.in');
    await expect.poll(() => errorOf('email').count()).toBe(0);
    expect(await field(page, 'E-mail').getAttribute('aria-invalid')).toBeNull();
    expect(await errorOf('firstName').count()).toBe(1);
    expect(posts).toEqual([]);
  });

  it('sends JSON, shows "Sending..." with the button disabled, then the success text, and empties the form', async () => {
    const page = await open('/contact?subject=Course%20enrolment%3A%20UI%2FUX%20Design', { beforeGoto: offlineMap });
    expect(await field(page, 'Subject').inputValue()).toBe('Course enrolment: UI/UX Design');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let body: unknown;
    await page.route('**/api/contact', async (route: Route) => {
      body = route.request().postDataJSON();
      expect(route.request().headers()['content-type']).toBe('application/json');
      await held;
      await route.fulfill({ status: 202, contentType: 'application/json', body: JSON.stringify({ ok: true, id: 'x' }) });
    });
    await fill(page, { ...entry('ignored'), subject: '  Course enrolment: UI/UX Design  ' });
    await submit(page).click();

    await expect.poll(() => status(page).textContent()).toBe('Sending...');
    expect(await submit(page).isDisabled()).toBe(true);
    expect(await submit(page).textContent()).toBe('Sending...');
    expect(await status(page).getAttribute('role')).toBe('status');

    release();
    await expect.poll(() => status(page).textContent()).toBe('✅ Thanks! We will reach out soon.');
    expect(await submit(page).isDisabled()).toBe(false);
    expect(body).toEqual({
      firstName: 'Kavya',
      lastName: 'Raman',
      email: 'kavya.raman@example.com',
      phone: '+91 98400 11223',
      company: 'Raman Sweets',
      subject: 'Course enrolment: UI/UX Design',
      message: entry('').message,
      privacy: true,
      // The tab's landing page (no campaign here): attribution, tests/browser/leads.test.ts.
      landing_page: '/contact',
    });
    for (const name of ['First name', 'Last name', 'E-mail', 'Subject', 'Message']) expect(await field(page, name).inputValue(), name).toBe('');
    expect(await privacyBox(page).isChecked()).toBe(false);
  });

  it('delivers a real message to the server, which stores it before saying thanks', async () => {
    const page = await open('/contact', { beforeGoto: offlineMap });
    const subject = unique('Brand refresh (JS)');
    await fill(page, entry(subject));
    await submit(page).click();
    await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toBe(contactMessages.success);
    const stored = await storedMessage(subject);
    expect(stored).toMatchObject({ firstName: 'Kavya', lastName: 'Raman', email: 'kavya.raman@example.com', company: 'Raman Sweets', subject, privacy: true });
    expect(stored?.message).toBe(entry(subject).message);
  });

  it('shows the server’s error text and its field messages, keeping what was typed', async () => {
    const page = await open('/contact', { beforeGoto: offlineMap, expectedConsole: nonOkAnswer });
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Please check the e-mail address.', fields: { email: 'This address bounced last time.', bogus: 'ignored' } }),
      }),
    );
    await fill(page, entry('Server error text'));
    await submit(page).click();
    await expect.poll(() => status(page).textContent()).toBe('Please check the e-mail address.');
    expect(await form(page).locator('#contact-form-email-error').textContent()).toBe('This address bounced last time.');
    await expect.poll(() => focusedId(page)).toBe('contact-form-email');
    expect(await field(page, 'First name').inputValue()).toBe('Kavya');
    expect(await field(page, 'Message').inputValue()).toBe(entry('').message);
    expect(await privacyBox(page).isChecked()).toBe(true);
  });

  it.each([
    ['500 with an empty JSON object', 500, 'application/json', '{}'],
    ['503 with an HTML body', 503, 'text/html', '<h1>Service Unavailable</h1>'],
    ['429 with an empty error text', 429, 'application/json', '{"error":""}'],
  ])('shows "❌ Failed. Try again." for a %s', async (_label, code, contentType, responseBody) => {
    const page = await open('/contact', { beforeGoto: offlineMap, expectedConsole: nonOkAnswer });
    await page.route('**/api/contact', (route) => route.fulfill({ status: code, contentType, body: responseBody }));
    await fill(page, entry('Server failure'));
    await submit(page).click();
    await expect.poll(() => status(page).textContent()).toBe('❌ Failed. Try again.');
    expect(await field(page, 'Subject').inputValue()).toBe('Server failure');
    // Focus comes back to the button that was disabled while sending.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit');
  });

  it('shows the rate-limit text the server sends with a 429', async () => {
    const page = await open('/contact', { beforeGoto: offlineMap, expectedConsole: nonOkAnswer });
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 429, headers: { 'retry-after': '600' }, contentType: 'application/json', body: JSON.stringify({ error: contactMessages.rateLimited }) }),
    );
    await fill(page, entry('Rate limited'));
    await submit(page).click();
    await expect.poll(() => status(page).textContent()).toBe(contactMessages.rateLimited);
  });

  it('shows "❌ Network error. Please try again." when the request fails, and can send again', async () => {
    const page = await open('/contact', { beforeGoto: offlineMap });
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await fill(page, entry('Network failure'));
    await submit(page).click();
    await expect.poll(() => status(page).textContent()).toBe('❌ Network error. Please try again.');
    expect(await submit(page).isDisabled()).toBe(false);
    expect(await field(page, 'Subject').inputValue()).toBe('Network failure');

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 202, contentType: 'application/json', body: '{"ok":true,"id":"y"}' }));
    await submit(page).click();
    await expect.poll(() => status(page).textContent()).toBe(contactMessages.success);
  });

  it('opens the Privacy Policy from the form as the modal, not a new page', async () => {
    const page = await open('/contact', { beforeGoto: offlineMap });
    // The checkbox's link (the notice under it links the policy too).
    await form(page).getByRole('link', { name: 'Privacy Policy' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact');
    expect(await privacyBox(page).isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('skips the hidden honeypot field when tabbing', async () => {
    const page = await open('/contact', { beforeGoto: offlineMap });
    await field(page, 'Message').focus();
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('contact-form-privacy');
    const trap = form(page).locator('input[name="website"]');
    const box = await trap.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
    // The box round the trap's label and input: hidden from everyone, so it has no handle but the input it holds.
    expect(await trap.locator('..').getAttribute('aria-hidden')).toBe('true');
  });

  it('asks for the map only when it nears the screen, then shows it titled, with nothing moving', async () => {
    const mapRequests: string[] = [];
    const page = await open('/contact', {
      viewport: PHONE,
      beforeGoto: async (page) => {
        page.on('request', (request) => {
          if (request.url().startsWith('https://www.openstreetmap.org/')) mapRequests.push(request.url());
        });
        await offlineMap(page);
      },
    });
    const map = page.getByTitle(contactCopy.en.map.frameTitle);
    // The box the map frame is put into once near the screen: it has no role or text of its own,
    // and its size before and after is the point, so it is found by its class.
    const box = page.locator('.map-embed__frame');
    await page.waitForLoadState('load');
    // Loaded and hydrated at the top of a phone screen: the map is screens away, not asked for.
    expect(mapRequests).toEqual([]);
    expect(await map.count()).toBe(0);
    const before = await box.boundingBox();
    await box.scrollIntoViewIfNeeded();
    await expect.poll(() => map.count()).toBe(1);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    expect(mapRequests[0]).toBe(site.mapEmbedUrl);
    const after = await box.boundingBox();
    expect(after!.height).toBe(before!.height);
    expect(after!.width).toBe(before!.width);
    expect(await map.isVisible()).toBe(true);
  });

  it('keeps one FAQ answer open at a time', async () => {
    const page = await open('/contact', { beforeGoto: offlineMap });
    // Each question is a <details> (role group) in the FAQ section.
    const items = page.getByRole('region', { name: contactCopy.en.faq.title, exact: true }).getByRole('group');
    expect(await items.count()).toBe(5);
    await page.getByText(faq[0]!.question).click();
    await expect.poll(() => items.nth(0).evaluate((el: HTMLDetailsElement) => el.open)).toBe(true);
    expect(await page.getByText(faq[0]!.answer.split('\n')[0]!).isVisible()).toBe(true);
    await page.getByText(faq[2]!.question).click();
    await expect.poll(() => items.nth(2).evaluate((el: HTMLDetailsElement) => el.open)).toBe(true);
    expect(await items.nth(0).evaluate((el: HTMLDetailsElement) => el.open)).toBe(false);
    expect(await page.getByText('4-6 weeks', { exact: false }).isVisible()).toBe(true);
  });

  it('recovers when a plain post happened before the script ran: the /contact URL, values and messages', async () => {
    const page = await open('/contact', { beforeGoto: offlineMap, expectedConsole: nonOkAnswer });
    await fill(page, { ...entry('Early post'), email: 'kavya@raman' });
    // form.submit() skips the submit handler, as a post sent before hydration would.
    await Promise.all([contactAnswer(page), form(page).evaluate((element: HTMLFormElement) => element.submit())]);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/contact');
    expect(await field(page, 'E-mail').inputValue()).toBe('kavya@raman');
    expect(await field(page, 'Subject').inputValue()).toBe('Early post');
    expect(await form(page).locator('#contact-form-email-error').textContent()).toBe(fieldMessages.email.invalid);
    expect(await privacyBox(page).isChecked()).toBe(true);
    // Hydration keeps the field the browser focused in view (no jump to the top).
    expect(await focusedId(page)).toBe('contact-form-email');
    expect(await inView(field(page, 'E-mail'))).toBe(true);
  });

  it('keeps the success message of ?sent=1 focused and in view after hydration', async () => {
    const page = await open('/contact?sent=1', { beforeGoto: offlineMap });
    expect(await status(page).textContent()).toBe(contactMessages.success);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    expect(await inView(status(page))).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

describe('contact page without JavaScript', () => {
  it('posts the form, lands on /contact?sent=1 with the success message, and the message is on disk', async () => {
    const page = await open('/contact', { js: false, beforeGoto: offlineMap });
    const posts = watchPosts(page);
    const subject = unique('Website for a clinic (no JS)');
    await fill(page, entry(subject));
    await Promise.all([page.waitForURL('**/contact?sent=1'), submit(page).click()]);
    expect(posts).toEqual(['POST application/x-www-form-urlencoded']);
    expect(await status(page).textContent()).toBe('✅ Thanks! We will reach out soon.');
    expect(await status(page).isVisible()).toBe(true);
    // Focused on load (autofocus), so the visitor sees and hears it after the redirect.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    // A fresh, empty form for another message.
    expect(await field(page, 'Subject').inputValue()).toBe('');
    const stored = await storedMessage(subject);
    expect(stored).toMatchObject({ firstName: 'Kavya', email: 'kavya.raman@example.com', phone: '+91 98400 11223', subject, privacy: true });
  });

  it('re-renders a bad post with the messages and every value kept', async () => {
    const page = await open('/contact', { js: false, beforeGoto: offlineMap, expectedConsole: nonOkAnswer });
    // "kavya@raman" passes the browser's own e-mail check but not the schema's.
    await fill(page, { ...entry('Catalogue design'), email: 'kavya@raman' });
    const [response] = await Promise.all([contactAnswer(page), submit(page).click()]);
    expect(response.status()).toBe(422);
    await page.waitForLoadState();
    expect(await form(page).locator('#contact-form-email-error').textContent()).toBe(fieldMessages.email.invalid);
    expect(await status(page).textContent()).toBe('');
    expect(await timesShown(page, fieldMessages.email.invalid)).toBe(1);
    expect(await field(page, 'E-mail').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => focusedId(page)).toBe('contact-form-email');
    const values = entry('Catalogue design');
    expect(await field(page, 'First name').inputValue()).toBe(values.firstName);
    expect(await field(page, 'Last name').inputValue()).toBe(values.lastName);
    expect(await field(page, 'E-mail').inputValue()).toBe('kavya@raman');
    expect(await field(page, 'Phone (optional)').inputValue()).toBe(values.phone);
    expect(await field(page, 'Company (optional)').inputValue()).toBe(values.company);
    expect(await field(page, 'Subject').inputValue()).toBe(values.subject);
    expect(await field(page, 'Message').inputValue()).toBe(values.message);
    expect(await privacyBox(page).isChecked()).toBe(true);

    // Fixed and sent again from the re-rendered page: success.
    await page.route('**/contact', (route) => (isContactPost(route.request()) ? route.fulfill({ status: 303, headers: { location: '/contact?sent=1' } }) : route.fallback()));
    await field(page, 'E-mail').fill('kavya@raman.in');
    await Promise.all([page.waitForURL('**/contact?sent=1'), submit(page).click()]);
    expect(await status(page).textContent()).toBe(contactMessages.success);
  });

  it('shows the map frame, titled, in the box beside the address', async () => {
    const page = await open('/contact', { js: false, viewport: PHONE, beforeGoto: offlineMap });
    const map = page.getByTitle(contactCopy.en.map.frameTitle);
    await map.scrollIntoViewIfNeeded();
    expect(await map.isVisible()).toBe(true);
    expect(await map.getAttribute('src')).toBe(site.mapEmbedUrl);
    const frame = await map.boundingBox();
    // The box the frame fills (no role or text of its own: found by its class).
    const box = await page.locator('.map-embed__frame').boundingBox();
    expect(frame!.width).toBeGreaterThan(box!.width - 4);
    expect(frame!.height).toBeGreaterThan(box!.height - 4);
  });

  it('lets the browser stop an incomplete form before anything is sent', async () => {
    const page = await open('/contact', { js: false, beforeGoto: offlineMap });
    const posts = watchPosts(page);
    await field(page, 'First name').fill('Kavya');
    await submit(page).click();
    // The browser's own validation stopped the form: it took the visitor to the first empty field.
    await expect.poll(() => focusedId(page)).toBe('contact-form-lastName');
    await networkSettled(page);
    expect(posts).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/contact');
    expect(await field(page, 'Last name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  });

  it('links the Privacy Policy to the /privacy page', async () => {
    const page = await open('/contact', { js: false, beforeGoto: offlineMap });
    await Promise.all([page.waitForURL('**/privacy'), form(page).getByRole('link', { name: 'Privacy Policy' }).first().click()]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Privacy Policy');
  });

  it('reads completely with the map host unreachable: address, map link, hours and FAQ', async () => {
    const page = await open('/contact', { js: false, beforeGoto: offlineMap });
    const frame = page.getByTitle(contactCopy.en.map.frameTitle);
    expect(await frame.getAttribute('loading')).toBe('lazy');
    expect(await frame.getAttribute('title')).toMatch(/^Map showing Kolam Studio/);
    const link = page.getByRole('link', { name: /Open the map in OpenStreetMap/ });
    expect(await link.getAttribute('href')).toBe(site.mapUrl);
    await link.scrollIntoViewIfNeeded();
    expect(await link.isVisible()).toBe(true);
    const rows = await page.getByRole('table', { name: contactCopy.en.hours.title }).getByRole('row').filter({ has: page.getByRole('rowheader') }).evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    expect(rows).toEqual([
      ['Monday – Friday', '9:30 AM - 6:30 PM'],
      ['Saturday', '9:30 AM - 5:00 PM'],
      ['Sunday', 'Closed'],
    ]);
    // Native disclosure without JavaScript.
    await page.getByText(faq[4]!.question).click();
    expect(await page.getByText(faq[4]!.answer.split('\n')[0]!).isVisible()).toBe(true);
  });
});

describe('contact page layout', () => {
  it.each([
    ['375 px', PHONE],
    ['1280 px', { width: 1280, height: 800 }],
  ])('fits %s without horizontal scrolling and shows the form fields in full', async (_label, viewport) => {
    const page = await open('/contact', { viewport, beforeGoto: offlineMap });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    for (const name of ['First name', 'Message']) {
      const box = await field(page, name).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    }
    // Numbers and e-mail are real links a phone can dial.
    const details = page.getByRole('region', { name: 'Talk to us', exact: true });
    expect(await details.locator('a[href^="tel:"]').count()).toBe(2);
    expect(await details.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await details.getByRole('list', { name: 'Kolam Studio on social media' }).getByRole('link').count()).toBe(5);
  });

  it('puts first and last name side by side on a wide screen and stacks them on a phone', async () => {
    const wide = await open('/contact', { beforeGoto: offlineMap });
    const [first, last] = [await field(wide, 'First name').boundingBox(), await field(wide, 'Last name').boundingBox()];
    expect(first!.y).toBe(last!.y);
    const narrow = await open('/contact', { viewport: PHONE, beforeGoto: offlineMap });
    const [first2, last2] = [await field(narrow, 'First name').boundingBox(), await field(narrow, 'Last name').boundingBox()];
    expect(last2!.y).toBeGreaterThan(first2!.y);
  });
});

// ---------------------------------------------------------------- the Tamil page

const ta = contactMessagesByLang.ta;
const taFields = fieldMessagesByLang.ta;
const taCopy = contactCopy.ta.formFields;
const taLabel = {
  firstName: taCopy.fields.firstName.label,
  lastName: taCopy.fields.lastName.label,
  email: taCopy.fields.email.label,
  phone: `${taCopy.fields.phone.label} (${taCopy.optional})`,
  company: `${taCopy.fields.company.label} (${taCopy.optional})`,
  subject: taCopy.fields.subject.label,
  message: taCopy.fields.message.label,
};
/** The Tamil form's checkbox, by its Tamil label. */
const taPrivacyBox = (page: Page) => form(page).getByRole('checkbox', { name: new RegExp(`^${taCopy.privacyLink}`) });

const tamilEntry = (subject: string): Entry => ({
  firstName: 'காவ்யா',
  lastName: 'ராமன்',
  email: 'kavya.raman@example.com',
  phone: '+91 98400 11223',
  company: 'ராமன் ஸ்வீட்ஸ்',
  subject,
  message: 'மயிலாப்பூரில் இரண்டாவது கடையைத் திறக்கிறோம்; புதிய பேக்கேஜிங் தேவை.\nஅடுத்த வாரம் சந்திக்கலாமா?',
});

async function fillTamil(page: Page, values: Entry, { tick = true } = {}) {
  await field(page, taLabel.firstName).fill(values.firstName);
  await field(page, taLabel.lastName).fill(values.lastName);
  await field(page, taLabel.email).fill(values.email);
  if (values.phone) await field(page, taLabel.phone).fill(values.phone);
  if (values.company) await field(page, taLabel.company).fill(values.company);
  await field(page, taLabel.subject).fill(values.subject);
  await field(page, taLabel.message).fill(values.message);
  if (tick) await taPrivacyBox(page).check();
}

/** The message a field shows, read through its aria-describedby as a screen reader does. */
const describedBy = (page: Page, control: Locator) =>
  control.evaluate((element) => {
    const ids = element.getAttribute('aria-describedby') ?? '';
    return ids.split(/\s+/).filter(Boolean).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });

const fitsWidth = (locator: Locator, width: number) =>
  locator.evaluate((element, max) => {
    const box = element.getBoundingClientRect();
    return box.left >= 0 && box.right <= max;
  }, width);

describe('Tamil contact page without JavaScript', () => {
  it('posts the Tamil form, lands on /ta/contact?sent=1 with the Tamil success text, and stores the message as Tamil', async () => {
    const page = await open('/ta/contact', { js: false, beforeGoto: offlineMap });
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (isContactPost(request)) bodies.push(request.postData() ?? '');
    });
    const subject = unique('கிளினிக்குக்கு இணையதளம் (JS இல்லாமல்)');
    await fillTamil(page, tamilEntry(subject));
    await Promise.all([page.waitForURL('**/ta/contact?sent=1'), submit(page).click()]);
    expect(bodies).toHaveLength(1);
    expect(new URLSearchParams(bodies[0]).get('lang')).toBe('ta');
    expect(await page.locator('html').getAttribute('lang')).toBe('ta');
    expect(await status(page).textContent()).toBe(ta.success);
    expect(await status(page).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    expect(await field(page, taLabel.subject).inputValue()).toBe('');
    const stored = await storedMessage(subject);
    expect(stored).toMatchObject({ firstName: 'காவ்யா', lastName: 'ராமன்', email: 'kavya.raman@example.com', company: 'ராமன் ஸ்வீட்ஸ்', subject, privacy: true, lang: 'ta' });
    // A browser posts a textarea's line breaks as CRLF (HTML form submission); the text is the same.
    expect(String(stored?.message).replace(/\r\n/g, '\n')).toBe(tamilEntry(subject).message);
  });

  it('re-renders a post with a wrong e-mail in Tamil: the Tamil message by the field, once, and every value kept', async () => {
    const page = await open('/ta/contact', { js: false, beforeGoto: offlineMap, expectedConsole: nonOkAnswer });
    const values = tamilEntry('பட்டியல் வடிவமைப்பு');
    await fillTamil(page, { ...values, email: 'kavya@raman' });
    const [response] = await Promise.all([contactAnswer(page), submit(page).click()]);
    expect(response.status()).toBe(422);
    await page.waitForLoadState();
    expect(await page.locator('html').getAttribute('lang')).toBe('ta');
    const email = field(page, taLabel.email);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy(page, email)).toBe(taFields.email.invalid);
    expect(await timesShown(page, taFields.email.invalid)).toBe(1);
    expect(await status(page).textContent()).toBe('');
    await expect.poll(() => focusedId(page)).toBe('contact-form-email');
    expect(await email.inputValue()).toBe('kavya@raman');
    expect(await field(page, taLabel.firstName).inputValue()).toBe(values.firstName);
    expect(await field(page, taLabel.lastName).inputValue()).toBe(values.lastName);
    expect(await field(page, taLabel.phone).inputValue()).toBe(values.phone);
    expect(await field(page, taLabel.company).inputValue()).toBe(values.company);
    expect(await field(page, taLabel.subject).inputValue()).toBe(values.subject);
    expect(await field(page, taLabel.message).inputValue()).toBe(values.message);
    expect(await taPrivacyBox(page).isChecked()).toBe(true);
  });
});

describe('Tamil contact page with JavaScript', () => {
  it.each([
    ['375 px', PHONE],
    ['1280 px', DESKTOP],
  ])('at %s: shows the Tamil validation message by the field, then sends lang "ta" and shows the Tamil success text', async (_label, viewport) => {
    const page = await open('/ta/contact', { viewport, beforeGoto: offlineMap });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    const posts = watchPosts(page);
    await fillTamil(page, { ...tamilEntry('புதிய லோகோ'), email: 'kavya@raman' });
    await submit(page).click();

    const email = field(page, taLabel.email);
    await expect.poll(() => describedBy(page, email)).toBe(taFields.email.invalid);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => focusedId(page)).toBe('contact-form-email');
    expect(await status(page).textContent()).toBe('');
    expect(await timesShown(page, taFields.email.invalid)).toBe(1);
    const message = form(page).locator('#contact-form-email-error');
    expect(await message.isVisible()).toBe(true);
    expect(await fitsWidth(message, viewport.width)).toBe(true);
    expect(await email.inputValue()).toBe('kavya@raman');
    expect(posts).toEqual([]);

    let body: unknown;
    await page.route('**/api/contact', async (route: Route) => {
      body = route.request().postDataJSON();
      await route.fulfill({ status: 202, contentType: 'application/json', body: JSON.stringify({ ok: true, id: 'ta' }) });
    });
    await email.fill('kavya.raman@example.com');
    await expect.poll(() => form(page).locator('#contact-form-email-error').count()).toBe(0);
    await submit(page).click();
    await expect.poll(() => status(page).textContent()).toBe(ta.success);
    expect(await fitsWidth(status(page), viewport.width)).toBe(true);
    expect(body).toMatchObject({ email: 'kavya.raman@example.com', subject: 'புதிய லோகோ', privacy: true, lang: 'ta' });
    expect(await field(page, taLabel.subject).inputValue()).toBe('');

    // The emptied form still speaks Tamil: a second message goes out with lang "ta" too.
    await fillTamil(page, tamilEntry('இரண்டாவது செய்தி'));
    await submit(page).click();
    await expect.poll(() => (body as { subject?: string } | undefined)?.subject).toBe('இரண்டாவது செய்தி');
    expect(body).toMatchObject({ lang: 'ta' });
    await expect.poll(() => status(page).textContent()).toBe(ta.success);
  });

  it('delivers a real Tamil message: the server answers in Tamil and stores it with lang "ta"', async () => {
    const page = await open('/ta/contact', { beforeGoto: offlineMap });
    const subject = unique('பிராண்ட் புதுப்பிப்பு (JS)');
    await fillTamil(page, tamilEntry(subject));
    await submit(page).click();
    await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toBe(ta.success);
    const stored = await storedMessage(subject);
    expect(stored).toMatchObject({ firstName: 'காவ்யா', subject, privacy: true, lang: 'ta' });
    expect(stored?.message).toBe(tamilEntry(subject).message);
  });

  it('shows "Sending...", a failure and a network error in Tamil', async () => {
    const page = await open('/ta/contact', { beforeGoto: offlineMap, expectedConsole: nonOkAnswer });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route: Route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    });
    await fillTamil(page, tamilEntry('தோல்வி'));
    await submit(page).click();
    await expect.poll(() => status(page).textContent()).toBe(ta.sending);
    expect(await submit(page).textContent()).toBe(ta.sending);
    release();
    await expect.poll(() => status(page).textContent()).toBe(ta.failed);
    expect(await submit(page).textContent()).toBe(taCopy.submit);

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await submit(page).click();
    await expect.poll(() => status(page).textContent()).toBe(ta.network);
    expect(await field(page, taLabel.subject).inputValue()).toBe('தோல்வி');
  });
});

describe('the privacy warning shows exactly once (issue 13)', () => {
  const pages = [
    ['English', '/contact', contactMessages.privacy, (page: Page) => fill(page, entry('Privacy once'), { tick: false })],
    ['Tamil', '/ta/contact', ta.privacy, (page: Page) => fillTamil(page, tamilEntry('தனியுரிமை ஒருமுறை'), { tick: false })],
  ] as const;

  it.each(pages)('%s, with JavaScript: by the box, not again in the status box', async (_lang, path, warning, fillIn) => {
    const page = await open(path, { beforeGoto: offlineMap });
    const posts = watchPosts(page);
    await fillIn(page);
    await submit(page).click();
    const box = form(page).getByRole('checkbox');
    await expect.poll(() => describedBy(page, box)).toBe(warning);
    expect(await timesShown(page, warning)).toBe(1);
    expect(await status(page).textContent()).toBe('');
    await expect.poll(() => focusedId(page)).toBe('contact-form-privacy');
    expect(posts).toEqual([]);
  });

  it.each(pages)('%s, without JavaScript: by the box on the re-rendered page, not again in the status box', async (_lang, path, warning, fillIn) => {
    const page = await open(path, { js: false, beforeGoto: offlineMap, expectedConsole: nonOkAnswer });
    await fillIn(page);
    // The browser's own check stops an unticked required box; a browser that lets it through
    // (or a form posted by other means) gets the server's answer, which is what is read here.
    await form(page).evaluate((element: HTMLFormElement) => (element.noValidate = true));
    const [response] = await Promise.all([contactAnswer(page), submit(page).click()]);
    expect(response.status()).toBe(422);
    await page.waitForLoadState();
    const box = form(page).getByRole('checkbox');
    expect(await describedBy(page, box)).toBe(warning);
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    expect(await timesShown(page, warning)).toBe(1);
    expect(await status(page).textContent()).toBe('');
  });
});
