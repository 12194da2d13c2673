/** /industries and /industries/{slug} in Chromium, with JavaScript on and off, at 1280 and 375 px. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { content } from '../helpers/content.js';
import { PHONE, useBrowser } from './browser.js';

const { open } = useBrowser();

const names = ['Education', 'Government', 'Healthcare', 'Business', 'Travel', 'Consumer & Retail'];

async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
const isSameDocument = (page: Page) => page.evaluate(() => '__sameDocument' in window);
const pills = (page: Page) => page.getByRole('navigation', { name: 'Browse industries' }).getByRole('link');
const currentPill = (page: Page) => page.getByRole('navigation', { name: 'Browse industries' }).locator('[aria-current="page"]');

describe('/industries with JavaScript', () => {
  it('shows six cards with at most five items, and a click anywhere on a card opens the industry', async () => {
    const page = await open('/industries');
    expect(await page.getByText('Six industries. Click any to explore tailored solutions and services.').isVisible()).toBe(true);
    // Each industry is an article in the list; the page has no other.
    const cards = page.getByRole('article');
    expect(await cards.getByRole('heading').allTextContents()).toEqual(names);
    for (let i = 0; i < 6; i++) expect(await cards.nth(i).getByRole('listitem').count()).toBe(5);
    await markDocument(page);
    // Click the picture, not the title: the title's link is stretched over the whole card.
    await cards.nth(4).scrollIntoViewIfNeeded();
    const box = await cards.nth(4).getByRole('img').boundingBox();
    if (!box) throw new Error('no card image');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL('**/industries/travel');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Travel Industry Solutions');
    expect(await isSameDocument(page)).toBe(true);
    await expect.poll(() => page.title()).toBe('Travel Industry Solutions | Kolam Studio');
  });
});

describe('/industries/{slug} with JavaScript', () => {
  it('switches industry through the pill row client-side: URL, heading, document title and active pill follow', async () => {
    const page = await open('/industries/education');
    expect(await page.title()).toBe('Education Sector Solutions | Kolam Studio');
    expect(await pills(page).allTextContents()).toEqual(names);
    expect(await currentPill(page).textContent()).toBe('Education');
    await markDocument(page);
    await pills(page).filter({ hasText: 'Business' }).click();
    await page.waitForURL('**/industries/business');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Business Sector Solutions');
    await expect.poll(() => page.title()).toBe('Business Sector Solutions | Kolam Studio');
    expect(await currentPill(page).textContent()).toBe('Business');
    expect(await currentPill(page).count()).toBe(1);
    expect(await isSameDocument(page)).toBe(true);
    // The hero picture followed the industry.
    expect(await page.getByRole('img', { name: content.industries.find((industry) => industry.slug === 'business')!.image.alt, exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: content.industries.find((industry) => industry.slug === 'education')!.image.alt, exact: true }).count()).toBe(0);
  });

  it('shows challenges, solutions and check-marked reasons, and "← Back to All Industries" returns to the list', async () => {
    const page = await open('/industries/health');
    for (const heading of ['Industry Challenges', 'Our Expert Solutions', 'Why Choose Kolam Studio?']) {
      expect(await page.getByRole('heading', { level: 2, name: heading }).isVisible()).toBe(true);
    }
    const points = page.getByRole('region', { name: 'Why Choose Kolam Studio?' }).getByRole('listitem');
    expect(await points.count()).toBeGreaterThanOrEqual(4);
    // The check marks are drawn for the eye only (aria-hidden): found by tag.
    expect(await points.locator('svg').count()).toBe(await points.count());
    expect(await points.first().locator('svg').isVisible()).toBe(true);
    await page.getByRole('link', { name: '← Back to All Industries' }).click();
    await page.waitForURL(/\/industries$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Industries');
  });
});

describe('industries without JavaScript', () => {
  it('/industries reads completely and the cards are links', async () => {
    const page = await open('/industries', { js: false });
    expect(await page.getByRole('article').count()).toBe(6);
    expect(await page.getByRole('article').getByRole('listitem').count()).toBe(30);
    await page.getByRole('link', { name: 'Government' }).last().click();
    await page.waitForURL('**/industries/government');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Government Events Solutions');
  });

  it('the pills are plain links that load the other industry with its pill marked', async () => {
    const page = await open('/industries/travel', { js: false });
    expect(await page.getByRole('heading', { level: 2, name: 'Why Choose Kolam Studio?' }).isVisible()).toBe(true);
    await pills(page).filter({ hasText: 'Consumer & Retail' }).click();
    await page.waitForURL('**/industries/consumer');
    expect(await page.title()).toBe('Retail Industry Solutions | Kolam Studio');
    expect(await currentPill(page).textContent()).toBe('Consumer & Retail');
  });
});

describe('industries at 375 px', () => {
  it.each(['/industries', '/industries/education', '/industries/consumer'])('%s has no horizontal page scroll', async (path) => {
    const page = await open(path, { viewport: PHONE });
    const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  });
});
