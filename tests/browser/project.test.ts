/** /project in Chromium: masonry columns, the lightbox with JavaScript (open, dim, close, keys, focus, history) and the server-rendered view without it. */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { galleryCopy } from '../../shared/i18n/copy/gallery.js';
import { content, tamil } from '../helpers/content.js';

const galleryImages = content.gallery;
import { PHONE, nextEvent, useBrowser } from './browser.js';

const { open } = useBrowser();

const title = (id: number) => galleryImages.find((item) => item.id === id)!.title;
const tamilTitle = (id: number) => tamil.gallery.find((item) => item.id === id)!.title;
/** The gallery: a list named "Project images" (in Tamil on /ta/project). */
const gallery = (page: Page) => page.getByRole('list', { name: galleryCopy.en.imagesLabel, exact: true }).or(page.getByRole('list', { name: galleryCopy.ta.imagesLabel, exact: true }));
/** Its items, the one whose image has left for the lightbox (hidden meanwhile) included. */
const galleryItems = (page: Page) => gallery(page).getByRole('listitem', { includeHidden: true });
/** A thumbnail's link, by the image's id: the data attribute the gallery itself uses to return focus to it. */
const thumb = (page: Page, id: number) => gallery(page).locator(`[data-gallery-id="${id}"]`);
const lightbox = (page: Page) => page.getByRole('dialog');

async function columnCount(page: Page): Promise<number> {
  const lefts = await galleryItems(page).evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
  return new Set(lefts).size;
}

async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}

/** Size of an image once it has loaded (the lightbox sizes it from its natural proportions). */
async function loadedBox(image: Locator) {
  await image.evaluate((img: HTMLImageElement) => (img.complete ? undefined : new Promise((resolve) => img.addEventListener('load', resolve, { once: true }))));
  return (await image.boundingBox())!;
}

describe('masonry layout', () => {
  it.each([
    [1280, 3],
    [800, 2],
    [375, 1],
  ])('at %i px shows %i columns without horizontal scroll, images in their own proportions', async (width, columns) => {
    const page = await open('/project', { viewport: { width, height: 800 } });
    expect(await columnCount(page)).toBe(columns);
    expect(await gallery(page).getByRole('link').count()).toBe(24);
    expect(await hasHorizontalScroll(page)).toBe(false);
    // A portrait image is drawn taller than wide, a landscape one wider than tall.
    const portrait = await loadedBox(thumb(page, 2).locator('img'));
    const landscape = await loadedBox(thumb(page, 1).locator('img'));
    expect(portrait.height / portrait.width).toBeCloseTo(1200 / 900, 1);
    expect(landscape.height / landscape.width).toBeCloseTo(800 / 1200, 1);
  });
});

describe('lightbox with JavaScript', () => {
  it('opens on click: the image is shown large, the others shrink and dim, focus moves in', async () => {
    const page = await open('/project');
    const before = (await thumb(page, 5).boundingBox())!;
    await thumb(page, 5).click();
    await page.waitForURL('**/project?image=5');
    const dialog = page.getByRole('dialog', { name: title(5) });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await lightbox(page).evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(await dialog.getByText('Image 5 of 24').isVisible()).toBe(true);
    const large = await loadedBox(dialog.locator('img'));
    expect(large.width * large.height).toBeGreaterThan(before.width * before.height * 1.5);
    expect(large.height).toBeGreaterThan(before.height * 1.2);
    // The others shrink and dim; the chosen one has left its place for the lightbox.
    const other = galleryItems(page).nth(0);
    await expect
      .poll(() => other.evaluate((el) => ({ opacity: Number(getComputedStyle(el).opacity), scale: new DOMMatrix(getComputedStyle(el).transform).a })))
      .toEqual({ opacity: 0.35, scale: 0.9 });
    expect(await galleryItems(page).filter({ has: page.locator('[data-gallery-id="5"]') }).evaluate((item) => item.classList.contains('is-selected'))).toBe(true);
    // Focus is inside, on the close control; the page behind is inert.
    expect(await isFocused(page.getByRole('link', { name: 'Close image' }))).toBe(true);
    expect(await thumb(page, 1).evaluate((el) => (el.focus(), el === document.activeElement))).toBe(false);
  });

  it('closes with ×, returns focus to the thumbnail and un-dims the gallery', async () => {
    const page = await open('/project');
    await thumb(page, 7).click();
    await expect.poll(() => lightbox(page).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Close image' }).click();
    await page.waitForURL((url) => url.pathname === '/project' && url.search === '');
    await expect.poll(() => lightbox(page).count()).toBe(0);
    await expect.poll(() => isFocused(thumb(page, 7))).toBe(true);
    await expect.poll(() => galleryItems(page).nth(0).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await gallery(page).evaluate((list) => list.classList.contains('is-dimmed'))).toBe(false);
  });

  it('closes with a click on the backdrop', async () => {
    const page = await open('/project');
    await thumb(page, 2).click();
    await expect.poll(() => lightbox(page).isVisible()).toBe(true);
    // A portrait image leaves the sides of the screen free: that is the backdrop.
    // The dialog fills the screen; beside the image a click lands on its backdrop.
    await lightbox(page).click({ position: { x: 150, y: 150 } });
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => lightbox(page).count()).toBe(0);
    await expect.poll(() => isFocused(thumb(page, 2))).toBe(true);
  });

  it('does not close on a click on the image itself', async () => {
    const page = await open('/project');
    await thumb(page, 4).click();
    await expect.poll(() => lightbox(page).isVisible()).toBe(true);
    const clicked = await nextEvent(page, 'click');
    await lightbox(page).getByRole('img').click();
    // The click has gone through the page's handlers and two frames have been drawn since.
    await clicked();
    expect(await lightbox(page).isVisible()).toBe(true);
    expect(new URL(page.url()).search).toBe('?image=4');
  });

  it('is keyboard operable: Enter opens, arrows step with wrap-around, Escape closes and focus returns', async () => {
    const page = await open('/project');
    await thumb(page, 1).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog', { name: title(1) }).isVisible()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL('**/project?image=24');
    await expect.poll(() => page.getByRole('dialog', { name: title(24) }).isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.waitForURL('**/project?image=2');
    await expect.poll(() => page.getByRole('dialog', { name: title(2) }).isVisible()).toBe(true);
    // Tab moves between the lightbox's own controls.
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('link', { name: 'Previous image' }))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('link', { name: 'Next image' }))).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/project?image=3');
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => lightbox(page).count()).toBe(0);
    // Focus returns to the thumbnail of the image last shown.
    await expect.poll(() => isFocused(thumb(page, 3))).toBe(true);
  });

  it('steps with the previous and next buttons and keeps one history entry', async () => {
    const page = await open('/project');
    await thumb(page, 10).click();
    await page.getByRole('link', { name: 'Next image' }).click();
    await page.waitForURL('**/project?image=11');
    await page.getByRole('link', { name: 'Previous image' }).click();
    await page.getByRole('link', { name: 'Previous image' }).click();
    await page.waitForURL('**/project?image=9');
    await expect.poll(() => page.getByRole('dialog', { name: title(9) }).isVisible()).toBe(true);
    // Back closes the lightbox instead of replaying every step.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/project' && url.search === '');
    await expect.poll(() => lightbox(page).count()).toBe(0);
  });

  it('opens from a shared /project?image= link after hydration, as a modal, and Escape closes it', async () => {
    const page = await open('/project?image=12');
    const dialog = page.getByRole('dialog', { name: title(12) });
    expect(await dialog.isVisible()).toBe(true);
    await expect.poll(() => lightbox(page).evaluate((el) => el.matches(':modal'))).toBe(true);
    await expect.poll(() => isFocused(page.getByRole('link', { name: 'Close image' }))).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/project' && url.search === '');
    await expect.poll(() => lightbox(page).count()).toBe(0);
    await expect.poll(() => isFocused(thumb(page, 12))).toBe(true);
  });

  it('fits a phone screen', async () => {
    const page = await open('/project', { viewport: PHONE });
    await thumb(page, 2).click();
    const image = lightbox(page).locator('img');
    const box = await loadedBox(image);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    for (const name of ['Close image', 'Previous image', 'Next image']) {
      const control = (await page.getByRole('link', { name }).boundingBox())!;
      expect(control.y + control.height, name).toBeLessThanOrEqual(PHONE.height);
      expect(control.x + control.width, name).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});

describe('lightbox on the Tamil page', () => {
  it('opens in Tamil on /ta/project and closes with × back to /ta/project, focus on the thumbnail', async () => {
    const page = await open('/ta/project');
    await thumb(page, 5).click();
    await page.waitForURL('**/ta/project?image=5');
    const dialog = page.getByRole('dialog', { name: tamilTitle(5) });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await lightbox(page).evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(await dialog.getByText('24 படங்களில் 5-வது படம்').isVisible()).toBe(true);
    expect(await isFocused(page.getByRole('link', { name: 'படத்தை மூட' }))).toBe(true);
    // Stepping stays on the Tamil page.
    await page.getByRole('link', { name: 'அடுத்த படம்' }).click();
    await page.waitForURL('**/ta/project?image=6');
    await expect.poll(() => page.getByRole('dialog', { name: tamilTitle(6) }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'படத்தை மூட' }).click();
    await page.waitForURL((url) => url.pathname === '/ta/project' && url.search === '');
    await expect.poll(() => lightbox(page).count()).toBe(0);
    await expect.poll(() => isFocused(thumb(page, 6))).toBe(true);
    expect(await page.getByRole('heading', { level: 1, name: 'படைப்புகள்' }).isVisible()).toBe(true);
  });

  it('opens from a shared /ta/project?image= link and Escape closes it to /ta/project', async () => {
    const page = await open('/ta/project?image=12');
    await expect.poll(() => lightbox(page).evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(await page.getByRole('dialog', { name: tamilTitle(12) }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/ta/project' && url.search === '');
    await expect.poll(() => lightbox(page).count()).toBe(0);
    await expect.poll(() => isFocused(thumb(page, 12))).toBe(true);
  });

  it('without JavaScript, opens and closes through the Tamil links', async () => {
    const page = await open('/ta/project', { js: false });
    await thumb(page, 2).click();
    await page.waitForURL('**/ta/project?image=2');
    expect(await page.getByRole('heading', { level: 2, name: tamilTitle(2) }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'முந்தைய படம்' }).click();
    await page.waitForURL('**/ta/project?image=1');
    await page.getByRole('link', { name: 'படத்தை மூட' }).click();
    await page.waitForURL((url) => url.pathname === '/ta/project' && url.search === '');
    expect(await lightbox(page).count()).toBe(0);
  });
});

describe('without JavaScript', () => {
  it('each image links to the server-rendered view, which steps and closes through links', async () => {
    const page = await open('/project', { js: false });
    await thumb(page, 2).click();
    await page.waitForURL('**/project?image=2');
    expect(await page.getByRole('heading', { level: 2, name: title(2) }).isVisible()).toBe(true);
    expect(await lightbox(page).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Next image' }).click();
    await page.waitForURL('**/project?image=3');
    expect(await page.getByRole('heading', { level: 2, name: title(3) }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Previous image' }).click();
    await page.getByRole('link', { name: 'Previous image' }).click();
    await page.waitForURL('**/project?image=1');
    await page.getByRole('link', { name: 'Previous image' }).click();
    await page.waitForURL('**/project?image=24');
    await page.getByRole('link', { name: 'Close image' }).click();
    await page.waitForURL((url) => url.pathname === '/project' && url.search === '');
    expect(await lightbox(page).count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1, name: 'Projects' }).isVisible()).toBe(true);
  });

  it('closes from the backdrop link too, and the page behind cannot scroll', async () => {
    const page = await open('/project?image=2', { js: false });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('hidden');
    // The dialog fills the screen; beside the image a click lands on its backdrop.
    await lightbox(page).click({ position: { x: 150, y: 150 } });
    await page.waitForURL((url) => url.search === '');
    expect(await lightbox(page).count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflowY)).not.toBe('hidden');
  });
});
