/**
 * /case-studies and /case-studies/{id} in Chromium. With JavaScript: instant search and
 * filter with the URL in sync, back/forward, "Show 12 more"; the gallery's 2000 ms timing on
 * Playwright's clock, its wrap-around, its stop while the viewer is open, the viewer from
 * the keyboard, and the viewer closing on any click outside the image and its controls.
 * Without JavaScript: the same journeys through the GET forms and links. In Tamil (/ta): a
 * Tamil word typed or submitted finds the same case studies both ways, at 375 and 1280 px, the category buttons
 * carry Tamil labels over the English URL values, and the gallery and viewer speak Tamil.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { caseStudiesUiCopy } from '../../shared/i18n/copy/case-studies.js';
import { caseStudiesCopy } from '../../shared/routes/case-studies/copy.js';
import { caseGalleryImages as caseGalleryData, content, tamil } from '../helpers/content.js';
import { DESKTOP, PHONE, pausedClock, shadowBelowOnHover, useBrowser } from './browser.js';

const caseStudyCards = content.caseStudies;

const { open } = useBrowser();

const total = caseStudyCards.length;

function expectedIds(q: string, category = 'All'): number[] {
  const needle = q.trim().toLowerCase();
  return caseStudyCards
    .filter((card) => category === 'All' || card.category === category)
    .filter((card) => card.title.toLowerCase().includes(needle) || card.summary.toLowerCase().includes(needle))
    .map((card) => card.id);
}

/** The case-study cards: the list page's articles. */
const cards = (page: Page) => page.getByRole('article');
/** Each card's title link. */
const cardLinks = (page: Page) => cards(page).getByRole('heading').getByRole('link');
/** The category buttons' form, named in the page's language. */
const filters = (page: Page) => page.getByRole('form', { name: caseStudiesCopy.en.filtersLabel }).or(page.getByRole('form', { name: caseStudiesCopy.ta.filtersLabel }));
/** The list items that hold the cards (the filter row is a list too). */
const cardItems = (page: Page) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('article') });

async function cardIds(page: Page): Promise<number[]> {
  const hrefs = await cardLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(href.split('/').pop()));
}

/** The count the hero announces (its live line) as the filter changes. */
const heroLine = (page: Page) => page.locator('section', { has: page.getByRole('heading', { level: 1 }) }).locator('[aria-live="polite"]').textContent();
const pressed = (page: Page) => filters(page).getByRole('button', { pressed: true }).allTextContents();
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const historyLength = (page: Page) => page.evaluate(() => history.length);

describe('case-study list with JavaScript', () => {
  it('filters while typing, replacing the history entry, and keeps the page', async () => {
    const page = await open('/case-studies');
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    const before = await historyLength(page);
    const box = page.getByPlaceholder('Search case studies...');
    await box.pressSequentially('COFFEE', { delay: 20 });
    const ids = expectedIds('coffee');
    await expect.poll(() => cardIds(page)).toEqual(ids.slice(0, 12));
    expect(await heroLine(page)).toBe(`${ids.length} projects found. Showing ${Math.min(12, ids.length)} of ${ids.length}.`);
    await expect.poll(() => params(page)).toEqual({ q: 'COFFEE' });
    expect(await historyLength(page)).toBe(before);
    expect(await box.inputValue()).toBe('COFFEE');
    // Enter does not reload the page.
    await box.press('Enter');
    expect(await page.evaluate(() => 'stillHere' in window)).toBe(true);
    await box.fill('');
    await expect.poll(() => heroLine(page)).toBe(`${total} projects found. Showing 12 of ${total}.`);
    await expect.poll(() => new URL(page.url()).search).toBe('');
  });

  it('filters by category at once, pushing a history entry that back and forward restore', async () => {
    const page = await open('/case-studies');
    const category = caseStudyCards[1]?.category ?? '';
    await page.getByRole('button', { name: category, exact: true }).click();
    await expect.poll(() => pressed(page)).toEqual([category]);
    const ids = expectedIds('', category);
    expect(await cardIds(page)).toEqual(ids.slice(0, 12));
    expect(params(page)).toEqual({ category });
    expect(await heroLine(page)).toBe(`${ids.length} projects found. Showing ${Math.min(12, ids.length)} of ${ids.length}.`);

    await page.getByPlaceholder('Search case studies...').fill('a');
    await expect.poll(() => params(page)).toEqual({ q: 'a', category });
    const other = caseStudyCards.find((card) => card.category !== category)?.category ?? '';
    await page.getByRole('button', { name: other, exact: true }).click();
    await expect.poll(() => params(page)).toEqual({ q: 'a', category: other });
    // The router pushes the URL first and commits the list in a transition just after.
    await expect.poll(() => cardIds(page)).toEqual(expectedIds('a', other).slice(0, 12));

    await page.goBack();
    await expect.poll(() => pressed(page)).toEqual([category]);
    // Same commit: the pressed button, the search text and the cards change together.
    expect(await page.getByPlaceholder('Search case studies...').inputValue()).toBe('a');
    expect(await cardIds(page)).toEqual(expectedIds('a', category).slice(0, 12));
    await page.goBack();
    await expect.poll(() => pressed(page)).toEqual(['All']);
    expect(await page.getByPlaceholder('Search case studies...').inputValue()).toBe('');
    expect(await heroLine(page)).toBe(`${total} projects found. Showing 12 of ${total}.`);
    await page.goForward();
    await expect.poll(() => pressed(page)).toEqual([category]);
    expect(await page.getByPlaceholder('Search case studies...').inputValue()).toBe('a');
  });

  it('"Show 12 more" adds 12 up to the total, moves focus to the first new card and hides at the end', async () => {
    const page = await open('/case-studies');
    const more = page.getByRole('link', { name: 'Show 12 more' });
    for (let shown = 24; shown <= total; shown += 12) {
      await more.click();
      await expect.poll(() => cards(page).count()).toBe(Math.min(shown, total));
      expect(await heroLine(page)).toBe(`${total} projects found. Showing ${Math.min(shown, total)} of ${total}.`);
      expect(params(page)).toEqual({ shown: String(Math.min(shown, total)) });
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('href'));
      expect(focused).toBe(`/case-studies/${caseStudyCards[shown - 12]?.id}`);
    }
    expect(await more.count()).toBe(0);
    await page.goBack();
    await expect.poll(() => cards(page).count()).toBe(total - 12);
    expect(await more.count()).toBe(1);
  });

  it('does not reset the visible count when the search or category changes', async () => {
    const page = await open('/case-studies');
    await page.getByRole('link', { name: 'Show 12 more' }).click();
    await expect.poll(() => cards(page).count()).toBe(24);
    const category = caseStudyCards[0]?.category ?? '';
    await page.getByRole('button', { name: category, exact: true }).click();
    const inCategory = expectedIds('', category).length;
    await expect.poll(() => heroLine(page)).toBe(`${inCategory} projects found. Showing ${Math.min(24, inCategory)} of ${inCategory}.`);
    expect(params(page)).toEqual({ category, shown: '24' });
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => cards(page).count()).toBe(24);
    await page.getByPlaceholder('Search case studies...').fill('e');
    // Nearly every case study has an "e", so the hero line may read the same before and after:
    // the URL is the signal that the search has been applied.
    await expect.poll(() => params(page)).toEqual({ q: 'e', shown: '24' });
    const withE = expectedIds('e').length;
    await expect.poll(() => heroLine(page)).toBe(`${withE} projects found. Showing ${Math.min(24, withE)} of ${withE}.`);
  });

  it('restores a shared link with search, category and shown', async () => {
    const q = 'a';
    const category = 'All';
    const ids = expectedIds(q, category);
    const page = await open(`/case-studies?q=${q}&shown=24`, { viewport: PHONE });
    expect(await page.getByPlaceholder('Search case studies...').inputValue()).toBe(q);
    expect(await cardIds(page)).toEqual(ids.slice(0, 24));
    expect(await heroLine(page)).toBe(`${ids.length} projects found. Showing ${Math.min(24, ids.length)} of ${ids.length}.`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('shows the "View More" overlay on hover and on keyboard focus', async () => {
    const page = await open('/case-studies');
    // The overlay is drawn for the eye only (aria-hidden): found by its visible words.
    const overlayOf = (index: number) => cards(page).nth(index).getByText('View More', { exact: true }).locator('..');
    const overlay = overlayOf(0);
    expect(Number(await overlay.evaluate((el) => getComputedStyle(el).opacity))).toBe(0);
    await cards(page).first().hover();
    await expect.poll(async () => Number(await overlay.evaluate((el) => getComputedStyle(el).opacity))).toBe(1);
    await page.mouse.move(0, 0);
    await cardLinks(page).nth(1).focus();
    const second = overlayOf(1);
    await expect.poll(async () => Number(await second.evaluate((el) => getComputedStyle(el).opacity))).toBe(1);
    // The summary is clamped to two lines.
    const summary = cards(page).first().getByText(caseStudyCards[0]!.summary, { exact: true });
    const { height, lineHeight } = await summary.evaluate((el) => ({ height: el.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(el).lineHeight) }));
    expect(height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  });
});

describe('case-study cards drawn near the screen', () => {
  it("shows a hovered card's lift and shadow outside its cell", async () => {
    const page = await open('/case-studies', { viewport: DESKTOP });
    const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading') }).nth(4);
    expect(await shadowBelowOnHover(page, card)).toBeGreaterThan(2);
  });
});

describe('case-study list without JavaScript', () => {
  it('searches with the GET form, filters with the category buttons and pages with the link', async () => {
    const page = await open('/case-studies', { js: false });
    const box = page.getByPlaceholder('Search case studies...');
    await box.fill('a');
    await box.press('Enter');
    await page.waitForURL('**/case-studies?q=a');
    const withA = expectedIds('a');
    expect(await cardIds(page)).toEqual(withA.slice(0, 12));
    expect(await heroLine(page)).toBe(`${withA.length} projects found. Showing 12 of ${withA.length}.`);

    await page.getByRole('link', { name: 'Show 12 more' }).click();
    await page.waitForURL((url) => url.searchParams.get('shown') === '24');
    expect(params(page)).toEqual({ q: 'a', shown: '24' });
    expect(await cardIds(page)).toEqual(withA.slice(0, 24));

    const category = caseStudyCards[0]?.category ?? '';
    await page.getByRole('button', { name: category, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === category);
    expect(params(page)).toEqual({ q: 'a', shown: '24', category });
    expect(await pressed(page)).toEqual([category]);
    expect(await cardIds(page)).toEqual(expectedIds('a', category).slice(0, 24));

    // A new search keeps the category and shown.
    await box.fill('brand');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'brand');
    expect(params(page)).toEqual({ q: 'brand', category, shown: '24' });
    expect(await cardIds(page)).toEqual(expectedIds('brand', category).slice(0, 24));

    // And a card opens its case study.
    const first = (await cardIds(page))[0];
    await cardLinks(page).first().click();
    await page.waitForURL(`**/case-studies/${first}`);
  });

  it('"Show 12 more" opens the next page at the first new card on a phone, though the cards above it are drawn only near the screen', async () => {
    const page = await open('/case-studies', { js: false, viewport: PHONE });
    await page.getByRole('link', { name: 'Show 12 more' }).click();
    await page.waitForURL((url) => url.searchParams.get('shown') === '24' && url.hash === `#case-${caseStudyCards[12]?.id}`);
    const thirteenth = cardItems(page).nth(12);
    // At the page's scroll padding, just under the sticky header.
    const offset = () => thirteenth.evaluate((card) => Math.round(card.getBoundingClientRect().top - parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)));
    await expect.poll(async () => Math.abs(await offset())).toBe(0);
    await expect.poll(() => thirteenth.getByRole('heading').isVisible()).toBe(true);
    // The first card, a dozen cards up, is not drawn, yet it is in the page.
    const firstCard = cardItems(page).first();
    expect(await firstCard.getByRole('heading').evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
    expect(await firstCard.getByRole('link').first().getAttribute('href')).toBe(`/case-studies/${caseStudyCards[0]?.id}`);
  });
});

// ---------------------------------------------------------------- the Tamil list

/** SPEC §5 over the Tamil titles and summaries (NFC, case-insensitive), in list order. */
function expectedTamilIds(q: string, category = 'All'): number[] {
  const comparable = (text: string) => text.normalize('NFC').toLowerCase();
  const needle = comparable(q.trim());
  return tamil.caseStudies
    .filter((caseStudy) => category === 'All' || caseStudy.category === category)
    .filter((caseStudy) => comparable(caseStudy.title).includes(needle) || comparable(caseStudy.summary).includes(needle))
    .map((caseStudy) => caseStudy.id);
}

/** A Tamil word of a case study's title that some keyboards send decomposed (a two-part vowel sign): "கும்பகோணம்". */
const tamilWord = (tamil.caseStudies[0]?.title ?? '').split(/\s+/).find((word) => word.normalize('NFD') !== word) ?? '';
if (!tamilWord) throw new Error('no Tamil title word with a two-part vowel sign');

const taCopy = caseStudiesCopy.ta;
const taLabels = caseStudiesUiCopy.ta.categories;
const categoryValues = (page: Page) => filters(page).locator('button[name="category"]').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('value')));
const pathname = (page: Page) => new URL(page.url()).pathname;

describe('Tamil case-study list (/ta/case-studies)', () => {
  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const) {
    it(`filters while typing a Tamil word from a title, with JavaScript, staying on /ta (${width} px)`, async () => {
      const page = await open('/ta/case-studies', { viewport });
      const ids = expectedTamilIds(tamilWord);
      expect(ids).toContain(content.caseStudies[0]?.id);
      expect(ids.length).toBeLessThan(12);
      const box = page.getByPlaceholder(taCopy.searchPlaceholder);
      // Typed as a Tamil keyboard may send it: the vowel sign in two code points (NFD).
      await box.pressSequentially(tamilWord.normalize('NFD'), { delay: 20 });
      await expect.poll(() => cardIds(page)).toEqual(ids);
      expect(pathname(page)).toBe('/ta/case-studies');
      await expect.poll(() => params(page)).toEqual({ q: tamilWord.normalize('NFD') });
      expect(await cardLinks(page).first().getAttribute('href')).toBe(`/ta/case-studies/${ids[0]}`);
      expect(await heroLine(page)).toBe(`${ids.length} ${ids.length === 1 ? 'திட்டம் கிடைத்தது' : 'திட்டங்கள் கிடைத்தன'}. காட்டப்படுவது: ${ids.length}-இல் ${ids.length}.`);
      // Typed as stored (NFC): the same cards.
      await box.fill('');
      await expect.poll(() => cards(page).count()).toBe(12);
      await box.pressSequentially(tamilWord, { delay: 20 });
      await expect.poll(() => cardIds(page)).toEqual(ids);
      await expect.poll(() => params(page)).toEqual({ q: tamilWord });
    });

    it(`finds the same case studies through the GET form without JavaScript (${width} px)`, async () => {
      const page = await open('/ta/case-studies', { js: false, viewport });
      const ids = expectedTamilIds(tamilWord);
      const box = page.getByPlaceholder(taCopy.searchPlaceholder);
      await box.fill(tamilWord.normalize('NFD'));
      await page.getByRole('button', { name: taCopy.searchButton }).click();
      await page.waitForURL((url) => url.searchParams.has('q'));
      expect(pathname(page)).toBe('/ta/case-studies');
      expect(params(page)).toEqual({ q: tamilWord.normalize('NFD') });
      expect(await cardIds(page)).toEqual(ids);
      await box.fill(tamilWord);
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === tamilWord);
      expect(pathname(page)).toBe('/ta/case-studies');
      expect(await cardIds(page)).toEqual(ids);
      expect(await box.inputValue()).toBe(tamilWord);
    });
  }

  it('labels the category buttons in Tamil with the English URL values, and filters by them with JavaScript', async () => {
    const english = await open('/case-studies');
    const values = await categoryValues(english);
    const page = await open('/ta/case-studies');
    expect(await categoryValues(page)).toEqual(values);
    expect(await filters(page).locator('button[name="category"]').allTextContents()).toEqual(values.map((value) => taLabels[value as keyof typeof taLabels]));
    await page.getByRole('button', { name: taLabels['Logo Design'], exact: true }).click();
    await expect.poll(() => params(page)).toEqual({ category: 'Logo Design' });
    expect(pathname(page)).toBe('/ta/case-studies');
    await expect.poll(() => pressed(page)).toEqual([taLabels['Logo Design']]);
    const ids = expectedTamilIds('', 'Logo Design');
    await expect.poll(() => cardIds(page)).toEqual(ids.slice(0, 12));
    // Each card's category is its first paragraph, above the title.
    expect(new Set(await cards(page).evaluateAll((articles) => articles.map((article) => article.querySelector('p')?.textContent ?? '')))).toEqual(new Set([taLabels['Logo Design']]));
    // The same URL in English shows the same cards.
    await english.goto('/case-studies?category=Logo%20Design');
    expect(await cardIds(english)).toEqual(ids.slice(0, 12));
  });

  it('filters by a Tamil category button without JavaScript, to the same URL value', async () => {
    const page = await open('/ta/case-studies', { js: false });
    await page.getByRole('button', { name: taLabels['Logo Design'], exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'Logo Design');
    expect(pathname(page)).toBe('/ta/case-studies');
    expect(params(page)).toEqual({ category: 'Logo Design' });
    expect(await pressed(page)).toEqual([taLabels['Logo Design']]);
    expect(await cardIds(page)).toEqual(expectedTamilIds('', 'Logo Design').slice(0, 12));
  });
});

// ---------------------------------------------------------------- detail

/** Gallery size per case, from the data; the tests pick cases by it. */
const galleryCount = (id: number) => caseGalleryData.filter((image) => image.caseId === id).length;
const threeImages = caseStudyCards.find((card) => galleryCount(card.id) === 3);
if (!threeImages) throw new Error('no case study with three gallery images');

/** The gallery's slides: the list whose links open the images' full-size files. Slides not shown are hidden (visibility), hence includeHidden. */
const slideList = (page: Page) => page.getByRole('main').getByRole('list').filter({ has: page.locator('a[href^="/media/"]') });
const slides = (page: Page) => slideList(page).getByRole('listitem', { includeHidden: true });
/**
 * The link of the slide shown. The gallery marks it is-active; visibility alone does not single
 * it out, as a leaving slide stays visible through its 0.6 s fade.
 */
const shownSlideLink = (page: Page) => slides(page).and(page.locator('.is-active')).getByRole('link');
/** The dots: "Show image n of count" (only with JavaScript and more than one image). */
const dots = (page: Page) => page.getByRole('button', { name: /^Show image \d+ of \d+$/ });
/** The image viewer (a modal dialog) and its "n / count" line. */
const viewerDialog = (page: Page) => page.getByRole('dialog');
const viewerCounter = (page: Page) => viewerDialog(page).getByText(/^\d+ \/ \d+$/);

const activeSlide = (page: Page) =>
  slides(page).evaluateAll((slides) => slides.findIndex((slide) => slide.classList.contains('is-active')));
const currentDot = (page: Page) =>
  dots(page).evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));

/**
 * Install Playwright's clock paused before the page loads, so time only moves with runFor.
 * The pointer is moved away and nothing is focused, so nothing else pauses the slideshow.
 */
async function openWithClock(path: string, options: Parameters<typeof open>[1] = {}): Promise<Page> {
  const page = await open(path, {
    ...options,
    beforeGoto: pausedClock,
  });
  await page.mouse.move(0, 0);
  return page;
}

describe('case-study gallery with JavaScript', () => {
  it('advances every 2000 ms, wraps around, and the dots follow', async () => {
    const page = await openWithClock(`/case-studies/${threeImages.id}`);
    expect(await dots(page).count()).toBe(3);
    // Only the active slide is visible.
    expect(await slides(page).evaluateAll((all) => all.filter((slide) => slide.classList.contains('is-active')).length)).toBe(1);
    const start = await activeSlide(page);
    expect(start).toBe(0);
    const seen: number[] = [];
    for (let step = 0; step < 4; step++) {
      await page.clock.runFor(2000);
      seen.push(await activeSlide(page));
    }
    expect(seen).toEqual([1, 2, 0, 1]);
    expect(await currentDot(page)).toBe(1);
    // The gallery's "n / count" line (drawn for the eye; the dots say it to screen readers), by its shape.
    expect(await page.getByRole('main').getByText(/^\d+ \/ \d+$/).textContent()).toBe('2 / 3');
  });

  it('does not advance before 2000 ms have passed', async () => {
    const page = await openWithClock(`/case-studies/${threeImages.id}`);
    // Align to a tick: after this the next tick is exactly 2000 ms away.
    await page.clock.runFor(2000);
    expect(await activeSlide(page)).toBe(1);
    await page.clock.runFor(1990);
    expect(await activeSlide(page)).toBe(1);
    await page.clock.runFor(10);
    expect(await activeSlide(page)).toBe(2);
  });

  it('sets the index with a dot', async () => {
    const page = await openWithClock(`/case-studies/${threeImages.id}`);
    await page.getByRole('button', { name: 'Show image 3 of 3' }).click();
    expect(await activeSlide(page)).toBe(2);
    expect(await currentDot(page)).toBe(2);
  });

  it('stops while the viewer is open and resumes after it closes', async () => {
    const page = await openWithClock(`/case-studies/${threeImages.id}`);
    await page.clock.runFor(2000);
    expect(await activeSlide(page)).toBe(1);
    await shownSlideLink(page).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await viewerCounter(page).textContent()).toBe('2 / 3');
    await page.clock.runFor(10_000);
    expect(await activeSlide(page)).toBe(1);
    expect(await viewerCounter(page).textContent()).toBe('2 / 3');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus goes back to the image (a focused slideshow stays paused); move pointer and focus away, then it runs again.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.gallery__slide.is-active') !== null)).toBe(true);
    await page.mouse.move(0, 0);
    // Keep focus away as a visitor who moved on would, then let 2 s pass; again until the show
    // moves on. Focus can come back to the image a moment after the close (the modal dialog's
    // own closing steps, on the browser's schedule: twice in CI a single blur and 2 s left the
    // show held). Each round moves the clock by one interval, so the show moves at most one
    // slide a round: from 1 the next is slide 2.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => {
            const active = document.activeElement as HTMLElement | null;
            if (active?.closest('.gallery')) active.blur();
          });
          await page.clock.runFor(2000);
          return activeSlide(page);
        },
        { timeout: 5000 },
      )
      .toBe(2);
  });

  it('pauses on hover and with the pause button, and does not auto-advance under reduced motion', async () => {
    const page = await openWithClock(`/case-studies/${threeImages.id}`);
    await slideList(page).hover();
    await page.clock.runFor(6000);
    expect(await activeSlide(page)).toBe(0);
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(6000);
    expect(await activeSlide(page)).toBe(0);
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await page.clock.runFor(2000);
    expect(await activeSlide(page)).toBe(1);

    const reduced = await openWithClock(`/case-studies/${threeImages.id}`, { reducedMotion: 'reduce' });
    await reduced.clock.runFor(10_000);
    expect(await activeSlide(reduced)).toBe(0);
    expect(await reduced.getByRole('button', { name: 'Play slideshow' }).count()).toBe(1);
  });

  it('starts again at the first image when the case study changes', async () => {
    const page = await openWithClock(`/case-studies/${threeImages.id}`);
    await page.clock.runFor(4000);
    expect(await activeSlide(page)).toBe(2);
    await page.getByRole('link', { name: /^Next case study/ }).click();
    const index = caseStudyCards.findIndex((card) => card.id === threeImages.id);
    const next = caseStudyCards[index + 1];
    await page.waitForURL(`**/case-studies/${next?.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(next?.title);
    expect(await activeSlide(page)).toBe(0);
    expect(await slides(page).count()).toBe(Math.max(1, galleryCount(next?.id ?? 0)));
  });
});

describe('image viewer', () => {
  it('opens from the keyboard, steps with the arrow keys (wrapping), keeps focus inside, closes on Escape and returns focus', async () => {
    const page = await openWithClock(`/case-studies/${threeImages.id}`);
    await shownSlideLink(page).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    const counter = viewerCounter(page);
    expect(await counter.textContent()).toBe('1 / 3');
    await page.keyboard.press('ArrowLeft');
    expect(await counter.textContent()).toBe('3 / 3');
    await page.keyboard.press('ArrowRight');
    expect(await counter.textContent()).toBe('1 / 3');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await counter.textContent()).toBe('3 / 3');
    await page.keyboard.press('ArrowRight');
    expect(await counter.textContent()).toBe('1 / 3');
    // The image shown is the one the counter names.
    const src = await viewerDialog(page).getByRole('img').getAttribute('src');
    expect(src).toContain(`cs-${threeImages.id}-1`);
    // Tab never leaves the dialog for the page behind it.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => (document.activeElement === document.body ? 'body' : document.activeElement?.closest('dialog') ? 'dialog' : 'page'));
      expect(where).not.toBe('page');
    }
    await page.keyboard.press('ArrowRight');
    expect(await counter.textContent()).toBe('2 / 3');
    await page.keyboard.press('Escape');
    // The closed <dialog> leaves the accessibility tree at once; React removes it (and moves
    // focus) when it handles the dialog's "close" event, a task later.
    await expect.poll(() => viewerDialog(page).count()).toBe(0);
    // Focus is back on the gallery image now shown (the second one).
    expect(await activeSlide(page)).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.closest('.gallery__slide')?.classList.contains('is-active'))).toBe(true);
  });

  it('steps with the arrow buttons and closes with × and with a click on the backdrop', async () => {
    const page = await openWithClock(`/case-studies/${threeImages.id}`);
    await shownSlideLink(page).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Previous image' }).click();
    expect(await viewerCounter(page).textContent()).toBe('3 / 3');
    await page.getByRole('button', { name: 'Next image' }).click();
    await page.getByRole('button', { name: 'Next image' }).click();
    expect(await viewerCounter(page).textContent()).toBe('2 / 3');
    await page.getByRole('button', { name: 'Close image viewer' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await activeSlide(page)).toBe(1);

    await shownSlideLink(page).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // A click on the image itself keeps it open; a click on the dark area closes it.
    await viewerDialog(page).getByRole('img').click();
    expect(await dialog.isVisible()).toBe(true);
    await page.mouse.click(200, 20);
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('closes on a click on the dark bands beside the image and below it, at 1280 px, but not on the image or the controls', async () => {
    const page = await openWithClock(`/case-studies/${threeImages.id}`, { viewport: DESKTOP });
    const dialog = viewerDialog(page);
    const open = async () => {
      await shownSlideLink(page).click();
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await expect.poll(async () => (await viewerDialog(page).getByRole('img').boundingBox())?.width ?? 0).toBeGreaterThan(0);
      const image = await viewerDialog(page).getByRole('img').boundingBox();
      if (!image) throw new Error('no image box');
      return image;
    };
    /** What a click at (x, y) lands on: not the image and not a button, i.e. the dark area. */
    const landsOn = (x: number, y: number) =>
      page.evaluate(([px, py]) => {
        const element = document.elementFromPoint(px ?? 0, py ?? 0);
        return element?.closest('img, button') ? 'control or image' : element?.tagName.toLowerCase();
      }, [x, y]);

    const image = await open();
    expect(image.width).toBeLessThan(DESKTOP.width - 300);
    // The image and the arrows keep it open.
    await page.mouse.click(image.x + image.width / 2, image.y + image.height / 2);
    await page.getByRole('button', { name: 'Next image' }).click();
    expect(await dialog.isVisible()).toBe(true);

    // The band left of the image, level with its middle (inside the image's figure).
    const left = { x: image.x - 40, y: image.y + image.height / 2 };
    expect(await landsOn(left.x, left.y)).not.toBe('control or image');
    await page.mouse.click(left.x, left.y);
    await expect.poll(() => dialog.count()).toBe(0);

    // The band right of the image.
    const again = await open();
    const right = { x: again.x + again.width + 40, y: again.y + again.height / 2 };
    expect(await landsOn(right.x, right.y)).not.toBe('control or image');
    await page.mouse.click(right.x, right.y);
    await expect.poll(() => dialog.count()).toBe(0);

    // Below the image, beside the caption.
    const third = await open();
    const below = { x: third.x + 10, y: third.y + third.height + 30 };
    expect(await landsOn(below.x, below.y)).not.toBe('control or image');
    await page.mouse.click(below.x, below.y);
    await expect.poll(() => dialog.count()).toBe(0);

    // A press that starts on the image and is released on the dark area (a drag) keeps it open.
    const fourth = await open();
    await page.mouse.move(fourth.x + fourth.width / 2, fourth.y + fourth.height / 2);
    await page.mouse.down();
    await page.mouse.move(fourth.x - 40, fourth.y + fourth.height / 2);
    await page.mouse.up();
    expect(await dialog.isVisible()).toBe(true);
  });
});

describe('Tamil case-study detail', () => {
  it('names the gallery controls and the viewer in Tamil, and hydrates without a mismatch', async () => {
    const gallery = caseStudiesUiCopy.ta.gallery;
    const viewer = caseStudiesUiCopy.ta.viewer;
    const tamilTitle = tamil.caseStudies.find((caseStudy) => caseStudy.id === threeImages.id)?.title ?? '';
    const page = await openWithClock(`/ta/case-studies/${threeImages.id}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('ta');
    await page.getByRole('button', { name: gallery.pause }).click();
    expect(await page.getByRole('button', { name: gallery.play }).count()).toBe(1);
    await page.getByRole('button', { name: '3 படங்களில் 3-வது படத்தைக் காட்ட' }).click();
    expect(await activeSlide(page)).toBe(2);
    await shownSlideLink(page).click();
    const dialog = page.getByRole('dialog', { name: `படத்தொகுப்பு: ${tamilTitle}` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.getByRole('button', { name: viewer.next }).click();
    expect(await viewerCounter(page).textContent()).toBe('1 / 3');
    await page.getByRole('button', { name: viewer.previous }).click();
    await page.getByRole('button', { name: viewer.close }).click();
    await expect.poll(() => viewerDialog(page).count()).toBe(0);
    // No English control names are left.
    for (const english of ['Pause slideshow', 'Play slideshow', 'Show image 1 of 3']) expect(await page.getByRole('button', { name: english }).count(), english).toBe(0);
  });
});

describe('case-study detail without JavaScript', () => {
  it('lists every gallery image as a link to its full-size file, and the neighbour links work', async () => {
    const many = caseStudyCards.find((card) => galleryCount(card.id) >= 4);
    const page = await open(`/case-studies/${many?.id}`, { js: false });
    const links = slideList(page).getByRole('link');
    expect(await links.count()).toBe(galleryCount(many?.id ?? 0));
    for (let i = 0; i < (await links.count()); i++) expect(await links.nth(i).isVisible()).toBe(true);
    expect(await dots(page).count()).toBe(0);
    const href = await links.first().getAttribute('href');
    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/avif');

    await page.getByRole('link', { name: /^Next case study/ }).click();
    const index = caseStudyCards.findIndex((card) => card.id === many?.id);
    await page.waitForURL(`**/case-studies/${caseStudyCards[index + 1]?.id}`);
    await page.getByRole('link', { name: /^Previous case study/ }).click();
    await page.waitForURL(`**/case-studies/${many?.id}`);
    await page.getByRole('navigation', { name: 'More case studies' }).getByRole('link', { name: 'Case Studies' }).click();
    await page.waitForURL('**/case-studies');
  });
});

describe('narrow screens', () => {
  it.each([true, false])('fits 320 px without horizontal scroll (JavaScript %s)', async (js) => {
    for (const path of ['/case-studies', `/case-studies/${threeImages.id}`, `/case-studies/${caseStudyCards[caseStudyCards.length - 1]?.id}`, '/solutions']) {
      const page = await open(path, { js, viewport: { width: 320, height: 700 } });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
      await page.close();
    }
  });
});
