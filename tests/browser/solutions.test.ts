/** /solutions in Chromium: the instant filter with the URL in sync, and the same journey without JavaScript. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { content } from '../helpers/content.js';

const { solutions } = content;
import { DESKTOP, PHONE, shadowBelowOnHover, useBrowser } from './browser.js';

const { open } = useBrowser();

const countOf = (category: string) => solutions.filter((solution) => solution.category === category).length;

/** The solution cards: the page's articles. */
const cards = (page: Page) => page.getByRole('article');

async function pressed(page: Page): Promise<string[]> {
  return page.getByRole('form', { name: 'Filter solutions by category' }).getByRole('button', { pressed: true }).allTextContents();
}

async function cardCategories(page: Page): Promise<string[]> {
  // Each card's category is the line above its title, its first paragraph.
  return cards(page).evaluateAll((articles) => articles.map((article) => article.querySelector('p')?.textContent ?? ''));
}

describe('solutions filter with JavaScript', () => {
  it('filters at once without reloading, marks the button pressed and puts the category in the URL', async () => {
    const page = await open('/solutions');
    expect(await cards(page).count()).toBe(solutions.length);
    expect(await pressed(page)).toEqual(['All']);
    // A marker on window survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));

    await page.getByRole('button', { name: 'Packaging', exact: true }).click();
    await expect.poll(() => cards(page).count()).toBe(countOf('Packaging'));
    expect(new Set(await cardCategories(page))).toEqual(new Set(['Packaging']));
    expect(await pressed(page)).toEqual(['Packaging']);
    expect(new URL(page.url()).search).toBe('?category=Packaging');
    expect(await page.evaluate(() => 'stillHere' in window)).toBe(true);

    await page.getByRole('button', { name: 'Web & App Development' }).click();
    await expect.poll(() => pressed(page)).toEqual(['Web & App Development']);
    expect(new URL(page.url()).searchParams.get('category')).toBe('Web & App Development');
    expect(await cards(page).count()).toBe(countOf('Web & App Development'));

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => cards(page).count()).toBe(solutions.length);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => 'stillHere' in window)).toBe(true);
  });

  it('restores the filter on back and forward', async () => {
    const page = await open('/solutions');
    await page.getByRole('button', { name: 'Digital Marketing' }).click();
    await expect.poll(() => pressed(page)).toEqual(['Digital Marketing']);
    await page.getByRole('button', { name: 'Personal Branding' }).click();
    await expect.poll(() => pressed(page)).toEqual(['Personal Branding']);

    await page.goBack();
    await expect.poll(() => pressed(page)).toEqual(['Digital Marketing']);
    expect(await cards(page).count()).toBe(countOf('Digital Marketing'));
    await page.goBack();
    await expect.poll(() => pressed(page)).toEqual(['All']);
    expect(await cards(page).count()).toBe(solutions.length);
    await page.goForward();
    await expect.poll(() => pressed(page)).toEqual(['Digital Marketing']);
    expect(new URL(page.url()).searchParams.get('category')).toBe('Digital Marketing');
  });

  it('opens a shared filtered link as the same view and works from the keyboard', async () => {
    const page = await open('/solutions?category=Brand+%26+Creative', { viewport: PHONE });
    expect(await pressed(page)).toEqual(['Brand & Creative']);
    expect(await cards(page).count()).toBe(countOf('Brand & Creative'));
    await page.getByRole('button', { name: 'Packaging', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => pressed(page)).toEqual(['Packaging']);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => pressed(page)).toEqual(['Digital Marketing']);
    // No horizontal scroll at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('opens the case study of a card', async () => {
    const page = await open('/solutions?category=Packaging');
    const first = solutions.find((solution) => solution.category === 'Packaging');
    await cards(page).first().getByRole('link').click();
    await page.waitForURL(`**/case-studies/${first?.caseStudyId}`);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });
});

describe('solutions filter without JavaScript', () => {
  it('filters through the server and opens a case study', async () => {
    const page = await open('/solutions', { js: false });
    await page.getByRole('button', { name: 'Personal Branding' }).click();
    await page.waitForURL('**/solutions?category=Personal+Branding');
    expect(await pressed(page)).toEqual(['Personal Branding']);
    expect(new Set(await cardCategories(page))).toEqual(new Set(['Personal Branding']));
    expect(await cards(page).count()).toBe(countOf('Personal Branding'));

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.waitForURL('**/solutions?category=All');
    expect(await cards(page).count()).toBe(solutions.length);

    await cards(page).first().getByRole('link').click();
    await page.waitForURL(`**/case-studies/${solutions[0]?.caseStudyId}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
  });
});

describe('solution cards drawn near the screen', () => {
  it('draws only the cards near the screen on a phone, yet every card is in the page and is drawn when scrolled to', async () => {
    for (const path of ['/solutions', '/ta/solutions']) {
      const page = await open(path, { viewport: PHONE });
      const headings = page.getByRole('main').getByRole('list').last().getByRole('heading');
      await expect.poll(() => headings.count()).toBe(solutions.length);
      const last = headings.last();
      const drawn = () => last.evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
      expect(await drawn(), path).toBe(false);
      expect(await headings.first().evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true })), path).toBe(true);
      await last.scrollIntoViewIfNeeded();
      await expect.poll(drawn).toBe(true);
    }
  });

  it("shows a hovered card's shadow outside its cell", async () => {
    const page = await open('/solutions', { viewport: DESKTOP });
    const card = page.getByRole('main').getByRole('list').last().getByRole('listitem').nth(4);
    expect(await shadowBelowOnHover(page, card)).toBeGreaterThan(2);
  });
});
