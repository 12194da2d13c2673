/** /learn in Chromium: the background slideshow's timing, pause and reduced motion; the one-open course panels with and without JavaScript. */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { content } from '../helpers/content.js';

const { courses } = content;
import { PHONE, networkSettled, pausedClock, useBrowser } from './browser.js';

const { open } = useBrowser();

/** The hero, named by its heading: the slideshow is its background. */
const hero = (page: Page) => page.getByRole('region', { name: 'Learn with Us' });
/**
 * The show's five images, in order, those hidden from the visitor included. By tag: a role
 * query that includes hidden elements also finds the Pause button's aria-hidden glyph.
 */
const slideImages = (page: Page) => hero(page).locator('img');
/** The slide that holds image `index`: the box (the nearest div) the image fills, which fades. */
const slide = (page: Page, index: number) => slideImages(page).nth(index).locator('xpath=ancestor::div[1]');

/** Index of the slide the visitor sees (the one not hidden from them). */
function activeSlide(page: Page): Promise<number> {
  return slideImages(page).evaluateAll((images) => {
    const slides = images.map((image) => image.closest('div')!);
    const shown = slides.filter((slide) => slide.classList.contains('is-active') && !slide.hasAttribute('aria-hidden'));
    return shown.length === 1 ? slides.indexOf(shown[0]!) : -1;
  });
}

/** The slideshow's interval starts at a known instant and no real time leaks in. */
const withClock = { beforeGoto: pausedClock };

/** A course card: an article named by the course's title. */
const card = (page: Page, index: number) => page.getByRole('article', { name: courses[index]!.title, exact: true });
/** What opens: the course's details, listed. */
const panel = (page: Page, index: number) => card(page, index).getByRole('list');

async function openStates(page: Page): Promise<boolean[]> {
  // Each card's <details> (role group) holds its panel.
  return page.getByRole('article').getByRole('group').evaluateAll((all) => all.map((details) => (details as HTMLDetailsElement).open));
}

async function isVisible(locator: Locator): Promise<boolean> {
  return locator.isVisible();
}

/** A real click at the middle of an element, wherever the card's click area lies above it. */
async function clickOn(page: Page, locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

describe('background slideshow', () => {
  it('advances every 3000 ms and wraps after the fifth image', async () => {
    const page = await open('/learn', withClock);
    expect(await activeSlide(page)).toBe(0);
    await page.clock.runFor(2900);
    expect(await activeSlide(page)).toBe(0);
    await page.clock.runFor(100);
    await expect.poll(() => activeSlide(page)).toBe(1);
    for (const expected of [2, 3, 4, 0, 1]) {
      await page.clock.runFor(3000);
      await expect.poll(() => activeSlide(page)).toBe(expected);
    }
    // The slide shown is the visible image; the others are transparent.
    await expect.poll(() => slide(page, 1).evaluate((el) => getComputedStyle(el).opacity), { timeout: 5000 }).toBe('1');
    expect(await slide(page, 0).evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
  });

  it('stops with the pause button and starts again with play', async () => {
    const page = await open('/learn', withClock);
    const pause = page.getByRole('button', { name: 'Pause slideshow' });
    await pause.click();
    expect(await page.getByRole('button', { name: 'Play slideshow' }).isVisible()).toBe(true);
    await page.clock.runFor(9000);
    expect(await activeSlide(page)).toBe(0);
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await page.clock.runFor(3000);
    await expect.poll(() => activeSlide(page)).toBe(1);
  });

  it('holds while the pointer is over the hero or focus is inside it', async () => {
    const page = await open('/learn', withClock);
    await page.getByRole('heading', { level: 1, name: 'Learn with Us' }).hover();
    await page.clock.runFor(6500);
    expect(await activeSlide(page)).toBe(0);
    // The sticky header is never over the hero, whatever the scroll position.
    await page.mouse.move(5, 5);
    await page.clock.runFor(3000);
    await expect.poll(() => activeSlide(page)).toBe(1);
    await page.getByRole('link', { name: 'Explore the courses' }).focus();
    await page.clock.runFor(6500);
    expect(await activeSlide(page)).toBe(1);
    await page.getByRole('link', { name: 'Explore the courses' }).blur();
    await page.clock.runFor(3000);
    await expect.poll(() => activeSlide(page)).toBe(2);
  });

  it('shows only the first image and no pause button under reduced motion', async () => {
    const page = await open('/learn', { ...withClock, reducedMotion: 'reduce' });
    await page.clock.runFor(10_000);
    expect(await activeSlide(page)).toBe(0);
    expect(await page.getByRole('button', { name: /slideshow/ }).count()).toBe(0);
  });

  it('shows the first image without JavaScript', async () => {
    const page = await open('/learn', { js: false });
    expect(await activeSlide(page)).toBe(0);
    expect(await slide(page, 0).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await page.getByRole('heading', { level: 1, name: 'Learn with Us' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /slideshow/ }).count()).toBe(0);
  });
});

/** Which slides' images the page has fetched (1–5), and when each request started and ended. */
function slideFetches(page: Page) {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map((entry) => ({ slide: Number(/\/media\/learn\/slide-(\d)-/.exec(entry.name)?.[1] ?? 0), start: entry.startTime, end: entry.responseEnd }))
      .filter((entry) => entry.slide > 0),
  );
}

describe('slideshow images', () => {
  it('fetches only the first image under reduced motion: the others are never shown', async () => {
    const page = await open('/learn', { reducedMotion: 'reduce' });
    // Hydrated, the show has decided not to move, and everything the page asked for has arrived.
    await networkSettled(page);
    expect((await slideFetches(page)).map((fetch) => fetch.slide)).toEqual([1]);
    // All five are still in the page.
    expect(await slideImages(page).count()).toBe(5);
  });

  it('fetches the other four once the first has arrived and the show can move', async () => {
    const page = await open('/learn');
    await expect.poll(async () => new Set((await slideFetches(page)).map((fetch) => fetch.slide)).size).toBe(5);
    const fetches = await slideFetches(page);
    const first = fetches.find((fetch) => fetch.slide === 1)!;
    for (const other of fetches.filter((fetch) => fetch.slide !== 1)) expect(other.start).toBeGreaterThanOrEqual(first.end);
  });
});

describe('course cards', () => {
  for (const js of [true, false]) {
    it(`keep at most one panel open and collapse on a second click (${js ? 'with' : 'without'} JavaScript)`, async () => {
      const page = await open('/learn', { js });
      expect(await openStates(page)).toEqual([false, false, false]);
      expect(await page.getByRole('link', { name: 'Enroll Now' }).count()).toBe(0);
      // A click anywhere on the card toggles it: here on its title.
      await clickOn(page, card(page, 0).getByRole('heading', { name: courses[0]!.title }));
      await expect.poll(() => openStates(page)).toEqual([true, false, false]);
      expect(await isVisible(panel(page, 0))).toBe(true);
      expect(await isVisible(panel(page, 0).getByText(courses[0]!.details[0]!.split(': ')[1]!))).toBe(true);
      await clickOn(page, card(page, 1).getByText(courses[1]!.price, { exact: true }));
      await expect.poll(() => openStates(page)).toEqual([false, true, false]);
      expect(await isVisible(panel(page, 0))).toBe(false);
      expect(await isVisible(panel(page, 1))).toBe(true);
      await card(page, 1).locator('summary').click();
      await expect.poll(() => openStates(page)).toEqual([false, false, false]);
      expect(await isVisible(panel(page, 1))).toBe(false);
      if (js) {
        // React state follows the native toggles.
        await card(page, 2).locator('summary').click();
        await expect.poll(() => page.getByRole('article').evaluateAll((cards) => cards.filter((card) => card.classList.contains('is-open')).length)).toBe(1);
        expect(await card(page, 2).getAttribute('class')).toContain('is-open');
      }
    });
  }

  it('opens and closes from the keyboard', async () => {
    const page = await open('/learn');
    const summary = card(page, 2).locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => openStates(page)).toEqual([false, false, true]);
    await page.keyboard.press('Space');
    await expect.poll(() => openStates(page)).toEqual([false, false, false]);
  });

  for (const js of [true, false]) {
    it(`Enroll Now goes to the contact form with the course in the subject (${js ? 'with' : 'without'} JavaScript)`, async () => {
      const page = await open('/learn', { js });
      await card(page, 1).locator('summary').click();
      await page.getByRole('link', { name: 'Enroll Now' }).click();
      await page.waitForURL((url) => url.pathname === '/contact');
      expect(new URL(page.url()).searchParams.get('subject')).toBe(`Course enrolment: ${courses[1]!.title}`);
    });
  }

  it('fits a phone screen without horizontal scroll, open or closed', async () => {
    const page = await open('/learn', { viewport: PHONE });
    await card(page, 0).locator('summary').click();
    await expect.poll(() => openStates(page)).toEqual([true, false, false]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
  });
});
