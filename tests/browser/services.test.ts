/** /services and /services/{slug} in Chromium, with JavaScript on and off, at 1280 and 375 px. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { content } from '../helpers/content.js';
import { servicesCopy } from '../../shared/routes/services/copy.js';
import { PHONE, useBrowser } from './browser.js';

const { open } = useBrowser();

const timelineSteps = ['Discovery Call', 'Research & Strategy', 'Design/Architecture', 'Build & Integrate', 'QA & Iterate', 'Launch & Measure'];
const pillLabels = ['Brand & Creative', 'Packaging', 'Website Development', 'App Development', 'Digital Marketing', 'Personal Branding'];

/** A mark on window that survives client-side navigation and disappears on a full page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
const isSameDocument = (page: Page) => page.evaluate(() => '__sameDocument' in window);

const pills = (page: Page) => page.getByRole('navigation', { name: 'Browse services' }).getByRole('link');
/** The six steps of how the studio works: an ordered list in the section named by its heading. */
const timeline = (page: Page) => page.getByRole('region', { name: servicesCopy.en.timeline.title, exact: true }).getByRole('list');
const currentPill = (page: Page) => page.getByRole('navigation', { name: 'Browse services' }).locator('[aria-current="page"]');

async function expectNoHorizontalScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

describe('/services with JavaScript', () => {
  it('shows the six cards and the timeline, and "Learn More →" opens the service without a reload', async () => {
    const page = await open('/services');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Our Services');
    // Each service is an article in the list; the page has no other.
    const cards = page.getByRole('article');
    expect(await cards.count()).toBe(6);
    expect(await timeline(page).getByRole('heading').allTextContents()).toEqual(timelineSteps);
    await markDocument(page);
    await cards.nth(2).getByRole('link', { name: 'Learn More →' }).click();
    await page.waitForURL('**/services/web-development');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Website Development');
    expect(await isSameDocument(page)).toBe(true);
    await expect.poll(() => page.title()).toBe('Website Development | Kolam Studio');
  });
});

describe('/services/{slug} with JavaScript', () => {
  it('switches service through the pill row client-side: URL, heading, title and active pill follow', async () => {
    const page = await open('/services/branding');
    expect(await pills(page).allTextContents()).toEqual(pillLabels);
    expect(await currentPill(page).textContent()).toBe('Brand & Creative');
    const activeBackground = await currentPill(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    const idleBackground = await pills(page).nth(1).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(activeBackground).not.toBe(idleBackground);

    await markDocument(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    await pills(page).filter({ hasText: 'Digital Marketing' }).click();
    await page.waitForURL('**/services/marketing');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Digital Marketing');
    expect(await currentPill(page).textContent()).toBe('Digital Marketing');
    expect(await currentPill(page).count()).toBe(1);
    expect(await pills(page).first().getAttribute('aria-current')).toBeNull();
    await expect.poll(() => page.title()).toBe('Digital Marketing | Kolam Studio');
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The banner followed the service.
    expect(await page.getByRole('img', { name: content.services.find((service) => service.slug === 'marketing')!.banner.alt, exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: content.services.find((service) => service.slug === 'branding')!.banner.alt, exact: true }).count()).toBe(0);
  });

  it('pills are keyboard operable with a visible focus ring', async () => {
    const page = await open('/services/branding');
    const packaging = pills(page).filter({ hasText: 'Packaging' });
    await packaging.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await packaging.evaluate((el) => el === document.activeElement && getComputedStyle(el).outlineStyle !== 'none')).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/services/packaging');
    await expect.poll(() => currentPill(page).textContent()).toBe('Packaging');
  });

  it('"← All Services" returns to the list', async () => {
    const page = await open('/services/app-development');
    await page.getByRole('link', { name: '← All Services' }).click();
    await page.waitForURL(/\/services$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Our Services');
  });
});

describe('services without JavaScript', () => {
  it('/services reads completely: hero, cards with tags and buttons, the six steps', async () => {
    const page = await open('/services', { js: false });
    expect(await page.getByText('Strategic design and innovative digital solutions tailored to your business needs.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Learn More →' }).count()).toBe(6);
    // Each card lists its tags ("{title}: what it covers").
    expect(await page.getByRole('article').getByRole('list', { name: /: what it covers$/ }).getByRole('listitem').count()).toBe(30);
    const steps = timeline(page).getByRole('listitem');
    expect(await steps.count()).toBe(6);
    for (let i = 0; i < 6; i++) expect(await steps.nth(i).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Learn More →' }).first().click();
    await page.waitForURL('**/services/branding');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Brand & Creative Solutions');
  });

  it('the pills are plain links that load the other service with its pill marked', async () => {
    const page = await open('/services/branding', { js: false });
    for (const heading of ['What We Deliver', 'Why Partner With Us', 'Our Proven Process']) {
      expect(await page.getByRole('heading', { level: 2, name: heading }).isVisible()).toBe(true);
    }
    await pills(page).filter({ hasText: 'Personal Branding' }).click();
    await page.waitForURL('**/services/personal-brand');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Personal Branding');
    expect(await currentPill(page).textContent()).toBe('Personal Branding');
    expect(await page.title()).toBe('Personal Branding | Kolam Studio');
  });
});

describe('services at 375 px', () => {
  it.each(['/services', '/services/branding', '/services/web-development'])('%s has no horizontal page scroll', async (path) => {
    const page = await open(path, { viewport: PHONE });
    await expectNoHorizontalScroll(page);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  });
});
