/** Home in Chromium: counters, carousels, teaser grid and reveal (JS on, controlled clock), and JS off; the Tamil home at 375 and 1280 px. */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { content } from '../helpers/content.js';
import { PROJECTS_FIRST_DRAWN } from '../../shared/components/projects-carousel.js';

const { clientLogos, posters } = content;
import { homeCopy } from '../../shared/routes/home/copy.js';
import { shellCopy } from '../../shared/i18n/copy/shell.js';
import { homeComponentsCopy } from '../../shared/i18n/copy/home-components.js';
import { DESKTOP, PHONE, pausedClock, useBrowser, waitForHydration } from './browser.js';

const { open } = useBrowser();

/** Open with Playwright's fake clock stopped before the page loads, so only the test moves time. */
async function openWithClock(path: string, options: Parameters<typeof open>[1] = {}): Promise<Page> {
  return open(path, {
    ...options,
    beforeGoto: pausedClock,
  });
}

/** The poster links of the projects carousel that are drawn (in the accessibility tree). */
const posterLinks = (projects: Locator) => projects.getByRole('link', { name: /^Project \d+:/ });

/** The projects carousel, a region named by its heading ('படைப்புகள்' on /ta). */
const projectsRegion = (page: Page, name = homeComponentsCopy.en.projects.title) => page.getByRole('region', { name, exact: true });
/** The row of posters: the carousel's list, which slides. */
const projectsTrack = (page: Page, name?: string) => projectsRegion(page, name).getByRole('list');
/** The window the row slides behind (without JavaScript it scrolls): the list's frame, which has no role of its own. */
const projectsWindow = (page: Page) => projectsTrack(page).locator('..');
/** Every poster tile, those outside the window (hidden from the visitor) included. */
const projectTiles = (page: Page) => projectsTrack(page).getByRole('listitem', { includeHidden: true });
/** The poster tiles in the window: the others are hidden from the accessibility tree. */
const shownTiles = (page: Page) => projectsTrack(page).getByRole('listitem');

/** The client logo carousel; its first list is the grid of logos (the page dots come after). */
const logosRegion = (page: Page, name = homeComponentsCopy.en.logos.title) => page.getByRole('region', { name, exact: true });
const logoGrid = (page: Page) => logosRegion(page).getByRole('list').first();

/** The statistics strip, a region named by its label. */
const statsRegion = (page: Page, label = homeCopy.en.stats.label) => page.getByRole('region', { name: label, exact: true });

/** The case-study teaser, named by its heading, and its cards' list items. */
const casesRegion = (page: Page, title = homeCopy.en.caseStudies.title) => page.getByRole('region', { name: title, exact: true });
const caseGrid = (page: Page) => casesRegion(page).getByRole('list');
const caseItems = (page: Page) => caseGrid(page).getByRole('listitem');

/** Where the projects carousel's first tiles are drawn, rounded to the pixel. */
function tileBoxes(page: Page) {
  return projectTiles(page).evaluateAll((items) =>
    items.slice(0, 8).map((item) => {
      const box = item.getBoundingClientRect();
      return `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
    }),
  );
}

/** The figures as drawn, counting up: hidden from screen readers, which read the final figure beside them. */
const statValues = (page: Page, label?: string) => statsRegion(page, label).locator('[aria-hidden="true"]').allTextContents();

describe('sections below the first screen (JS on)', () => {
  it('keep the server HTML until their chunks, asked for by the hydrating page, arrive; then come alive', async () => {
    // The part's chunks are held back: the page hydrates without them and asks for them.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    const page = await open('/', {
      waitForHydration: false,
      beforeGoto: async (page) => {
        await page.route(/\/chunks\/sections-/, async (route) => {
          asked();
          await held;
          await route.continue();
        });
      },
    });
    const projects = page.getByRole('region', { name: 'Projects', exact: true });
    let before: string[];
    try {
      await requested;
      expect(await page.getByRole('main').getByRole('heading', { name: 'Services', level: 2 }).isVisible()).toBe(true);
      // The server's HTML holds every poster; with JavaScript the first screenful of tiles is drawn, in the carousel's window.
      expect(await projects.getByRole('listitem', { includeHidden: true }).count()).toBe(posters.length);
      expect(await posterLinks(projects).count()).toBe(PROJECTS_FIRST_DRAWN);
      expect(await projects.getByRole('button', { name: 'Pause projects' }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
      before = await tileBoxes(page);
    } finally {
      release();
    }
    await waitForHydration(page);
    expect(await projects.getByRole('button', { name: 'Pause projects' }).count()).toBe(1);
    // Hydration kept the window's layout: the same tiles in the same places.
    expect(await tileBoxes(page)).toEqual(before);
  });

  it("fall back to the no-JavaScript layout when the app's script cannot load", async () => {
    const page = await open('/', {
      viewport: PHONE,
      waitForHydration: false,
      beforeGoto: async (page) => {
        await page.route(/\/assets\/entry-[^/]+\.js$/, (route) => route.abort());
      },
    });
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-js')), { timeout: 10_000 }).toBe(false);
    const projects = page.getByRole('region', { name: 'Projects', exact: true });
    expect(await posterLinks(projects).count()).toBe(posters.length);
    const row = projectsWindow(page);
    await row.evaluate((el) => el.scrollBy(2000, 0));
    expect(await row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: 'Brands that grow with us' }).getByRole('img').count()).toBe(clientLogos.length);
  });

  it('are there with the rest of the page after a navigation to the home page', async () => {
    const page = await open('/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { level: 1, name: 'We Don’t Just Build Brands, We Build Legacies.' }).waitFor();
    expect(await page.getByRole('main').getByRole('heading', { name: 'Services', level: 2 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Pause projects' }).count()).toBe(1);
  });
});

describe('statistics (JS on)', () => {
  it('count from 0 to 400, 800, 50 and 1000 over about 2 s, once', async () => {
    const page = await openWithClock('/');
    await statsRegion(page).scrollIntoViewIfNeeded();
    await page.clock.runFor(200);
    const early = (await statValues(page)).map((v) => Number.parseInt(v, 10));
    expect(early.every((v, i) => v < [400, 800, 50, 1000][i]!)).toBe(true);
    await page.clock.runFor(1000);
    const middle = (await statValues(page)).map((v) => Number.parseInt(v, 10));
    expect(middle[0]).toBeGreaterThan(early[0]!);
    expect(middle[3]).toBeLessThan(1000);
    await page.clock.runFor(900);
    expect(await statValues(page)).toEqual(['400+', '800+', '50+', '1000+']);
    // Scrolling away and back does not start again.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.clock.runFor(500);
    await statsRegion(page).scrollIntoViewIfNeeded();
    await page.clock.runFor(300);
    expect(await statValues(page)).toEqual(['400+', '800+', '50+', '1000+']);
  });

  it('wait for the intro splash when the strip is on screen at load', async () => {
    const page = await openWithClock('/', { skipIntro: false, viewport: { width: 1280, height: 1400 } });
    expect(await page.locator('html').getAttribute('data-intro')).toBe('play');
    await page.clock.runFor(3000);
    expect(await statValues(page)).toEqual(['0+', '0+', '0+', '0+']);
    // The splash ends 6 s after load (SPEC §2.1); the count then takes 2 s.
    await page.clock.runFor(3100);
    expect(await page.locator('html').getAttribute('data-intro')).toBeNull();
    await page.clock.runFor(1000);
    const middle = (await statValues(page)).map((v) => Number.parseInt(v, 10));
    expect(middle[3]).toBeGreaterThan(0);
    expect(middle[3]).toBeLessThan(1000);
    await page.clock.runFor(1100);
    expect(await statValues(page)).toEqual(['400+', '800+', '50+', '1000+']);
  });

  it('show the final numbers at once under reduced motion', async () => {
    const page = await open('/', { reducedMotion: 'reduce' });
    expect(await statValues(page)).toEqual(['400+', '800+', '50+', '1000+']);
  });
});

describe('projects carousel (JS on)', () => {
  // The carousel's first poster in the window, which it keeps in a data attribute.
  const start = (page: Page) => projectsRegion(page).getAttribute('data-start');

  it('advances one poster every 1500 ms and shows 6 at a time on a wide screen', async () => {
    const page = await openWithClock('/');
    expect(await start(page)).toBe('0');
    await page.clock.runFor(1499);
    expect(await start(page)).toBe('0');
    await page.clock.runFor(2);
    expect(await start(page)).toBe('1');
    await page.clock.runFor(1500 * 3);
    expect(await start(page)).toBe('4');
    // Six posters fill the window: each at its own proportions, together exactly its width.
    await page.clock.runFor(1000);
    const viewport = (await projectsWindow(page).boundingBox())!;
    const shown = await shownTiles(page).evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width));
    expect(shown).toHaveLength(6);
    expect(Math.abs(shown.reduce((a, b) => a + b, 0) - viewport.width)).toBeLessThan(2);
  });

  it('wraps from the last poster to the first, both ways', async () => {
    const page = await openWithClock('/');
    await page.getByRole('button', { name: 'Previous projects' }).click();
    await page.clock.runFor(100);
    expect(await start(page)).toBe('170');
    await page.getByRole('button', { name: 'Next projects' }).click();
    await page.clock.runFor(100);
    expect(await start(page)).toBe('0');
    await page.getByRole('button', { name: 'Next projects' }).click();
    await page.clock.runFor(100);
    expect(await start(page)).toBe('1');
  });

  it('wraps from poster 171 to poster 1 on its own, one step per 1500 ms', async () => {
    const page = await openWithClock('/');
    await page.clock.runFor(170 * 1500);
    expect(await start(page)).toBe('170');
    const firstVisible = () => shownTiles(page).first().getByRole('img').getAttribute('alt');
    expect(await firstVisible()).toBe(posters[170]!.image.alt);
    await page.clock.runFor(1500);
    expect(await start(page)).toBe('0');
    await page.clock.runFor(1500);
    await page.clock.runFor(100);
    expect(await start(page)).toBe('1');
    expect(await firstVisible()).toBe(posters[1]!.image.alt);
  });

  it('stops with the pause button, starts again with play at once, and holds on hover', async () => {
    const page = await openWithClock('/');
    await page.getByRole('button', { name: 'Pause projects' }).click();
    await page.clock.runFor(6000);
    expect(await start(page)).toBe('0');
    // Pointer and focus still on the button: play must not be held by them.
    await page.getByRole('button', { name: 'Play projects' }).click();
    await page.clock.runFor(1500);
    expect(await start(page)).toBe('1');
    // Hovering the posters holds it still; leaving lets it go on.
    await projectsWindow(page).hover();
    await page.clock.runFor(4500);
    expect(await start(page)).toBe('1');
    await page.mouse.move(5, 5);
    await page.clock.runFor(1500);
    expect(await start(page)).toBe('2');
  });

  it('holds while a poster has keyboard focus and is operable with the keyboard', async () => {
    const page = await openWithClock('/');
    await page.getByRole('button', { name: 'Next projects' }).focus();
    await page.keyboard.press('Enter');
    await page.clock.runFor(100);
    expect(await start(page)).toBe('1');
    // Keyboard focus on the arrow holds the carousel.
    await page.clock.runFor(4500);
    expect(await start(page)).toBe('1');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Previous projects');
    await page.keyboard.press('Enter');
    await page.clock.runFor(100);
    expect(await start(page)).toBe('0');
    // Tab from the controls reaches the visible posters only, and focus there holds it too.
    await page.getByRole('button', { name: 'Next projects' }).focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.closest('li')?.getAttribute('aria-hidden') ?? 'none');
    expect(focused).toBe('none');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/project');
    await page.clock.runFor(4500);
    expect(await start(page)).toBe('0');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/project');
  });

  it('drags within ±200 px and moves by the dragged posters', async () => {
    const page = await openWithClock('/');
    await page.getByRole('button', { name: 'Pause projects' }).click();
    const track = projectsTrack(page);
    // The visitor drags the row they can see: bring the whole window on screen first (the
    // click above only scrolled the button into view).
    await projectsWindow(page).scrollIntoViewIfNeeded();
    const box = (await projectsWindow(page).boundingBox())!;
    const before = (await track.boundingBox())!.x;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2 - 500, box.y + box.height / 2, { steps: 5 });
    // The page applies the pointer moves in its own frames: wait until it has, then measure.
    await expect.poll(async () => before - (await track.boundingBox())!.x, { timeout: 15_000 }).toBeGreaterThan(198);
    const during = (await track.boundingBox())!.x;
    expect(before - during).toBeLessThan(202);
    await page.mouse.up();
    await page.clock.runFor(100);
    expect(await start(page)).toBe('1');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('opens /project from a poster and from "View All Projects"', async () => {
    const page = await open('/');
    // Paused first: the row moves a poster every 1500 ms, and a click that met a slide in
    // flight could land between two posters (one CI run in many did).
    await page.getByRole('button', { name: 'Pause projects' }).click();
    await posterLinks(projectsRegion(page)).first().click();
    await page.waitForURL('**/project');
    await page.goBack();
    await page.getByRole('link', { name: 'View All Projects', exact: true }).click();
    await page.waitForURL('**/project');
  });
});

describe('client logo carousel (JS on)', () => {
  const alts = (page: Page) => logoGrid(page).getByRole('img').evaluateAll((images) => images.map((img) => img.getAttribute('alt')));
  const expectedPage = (page: number) => Array.from({ length: 12 }, (_, i) => clientLogos[(page * 12 + i) % 30]!.image.alt);

  it('shows 12 logos a page, pages every 5 s, fills the last page from the start and wraps', async () => {
    const page = await openWithClock('/');
    expect(await alts(page)).toEqual(expectedPage(0));
    await page.clock.runFor(5000);
    expect(await alts(page)).toEqual(expectedPage(1));
    await page.clock.runFor(5000);
    const last = await alts(page);
    expect(last).toEqual([...clientLogos.slice(24, 30), ...clientLogos.slice(0, 6)].map((logo) => logo.image.alt));
    expect(await logosRegion(page).getByRole('list', { name: 'Logo pages' }).locator('[aria-current="true"]').getAttribute('aria-label')).toBe('Show logos page 3 of 3');
    await page.clock.runFor(5000);
    expect(await alts(page)).toEqual(expectedPage(0));
  });

  it('stops with its pause button and while hovered', async () => {
    const page = await openWithClock('/');
    await page.getByRole('button', { name: 'Pause logos' }).click();
    await page.clock.runFor(15_000);
    expect(await alts(page)).toEqual(expectedPage(0));
    await page.getByRole('button', { name: 'Play logos' }).click();
    await page.clock.runFor(5000);
    expect(await alts(page)).toEqual(expectedPage(1));
    await logoGrid(page).hover();
    await page.clock.runFor(10_000);
    expect(await alts(page)).toEqual(expectedPage(1));
    await page.mouse.move(5, 5);
    await page.clock.runFor(5000);
    expect(await alts(page)).toEqual(expectedPage(2));
  });

  it('dots set the page', async () => {
    const page = await openWithClock('/');
    await page.getByRole('button', { name: 'Show logos page 2 of 3' }).click();
    expect(await alts(page)).toEqual(expectedPage(1));
    expect(await page.getByRole('button', { name: 'Show logos page 2 of 3' }).getAttribute('aria-current')).toBe('true');
  });
});

describe('case-study teaser (JS on)', () => {
  const widths: [number, number][] = [
    [360, 1],
    [700, 2],
    [900, 3],
    [1440, 3],
    [1920, 5],
  ];
  it.each(widths)('at %i px shows %i columns', async (width, columns) => {
    const page = await open('/', { viewport: { width, height: 900 } });
    const template = await caseGrid(page).evaluate((grid) => getComputedStyle(grid).gridTemplateColumns);
    expect(template.split(' ').length).toBe(columns);
    expect(await caseItems(page).count()).toBe(5);
  });

  // Issue 13: at 1280 px five columns of 180 px wrapped titles to five or six lines and the
  // cards ended at different heights. Tamil titles run about half as long again as English.
  it.each([
    ['English', '/', 1280, 3],
    ['English', '/', 1440, 3],
    ['English', '/', 1920, 3],
    ['Tamil', '/ta', 1280, 4],
  ] as const)('%s (%s) at %i px: every title on at most %i lines, and cards side by side end level', async (_language, path, width, maxLines) => {
    // Reduced motion: no reveal transform moving the cards while they are measured.
    const page = await open(path, { viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const section = casesRegion(page, (path === '/ta' ? homeCopy.ta : homeCopy.en).caseStudies.title);
    await section.scrollIntoViewIfNeeded();
    const cards = section.getByRole('listitem').getByRole('article');
    expect(await cards.count()).toBe(5);
    const measured = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const title = article.querySelector('h3')!;
        const box = article.getBoundingClientRect();
        const lines = title.getBoundingClientRect().height / parseFloat(getComputedStyle(title).lineHeight);
        return { top: box.top, bottom: box.bottom, width: box.width, lines: Math.round(lines), title: title.textContent };
      }),
    );
    for (const card of measured) expect(card.lines, `${card.title} in a ${Math.round(card.width)} px card`).toBeLessThanOrEqual(maxLines);
    // Cards in one row (the same top) end at the same height.
    const rows = new Map<number, number[]>();
    for (const card of measured) rows.set(Math.round(card.top), [...(rows.get(Math.round(card.top)) ?? []), card.bottom]);
    expect(rows.size).toBeLessThan(5);
    for (const bottoms of rows.values()) expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThan(1);
  });

  it('reveals the cards once when they scroll into view', async () => {
    const page = await open('/');
    const grid = caseGrid(page);
    expect(await grid.getAttribute('class')).toContain('reveal-group');
    expect(await caseItems(page).first().evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await grid.scrollIntoViewIfNeeded();
    await expect.poll(() => grid.getAttribute('class')).toContain('is-revealed');
    await expect.poll(() => caseItems(page).last().evaluate((el) => getComputedStyle(el).opacity), { timeout: 5000 }).toBe('1');
    const timing = await caseItems(page).evaluateAll((items) =>
      items.map((el) => [getComputedStyle(el).transitionDelay.split(',')[0], getComputedStyle(el).transitionDuration.split(',')[0]]),
    );
    expect(timing).toEqual([0, 1, 2, 3, 4].map((i) => [`${i / 10}s`, '0.6s']));
    // Once: scrolling away and back leaves the cards shown.
    await page.evaluate(() => window.scrollTo(0, 0));
    await grid.scrollIntoViewIfNeeded();
    expect(await grid.getAttribute('class')).toContain('is-revealed');
    expect(await caseItems(page).first().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });

  it('never hides the cards under reduced motion', async () => {
    const page = await open('/', { reducedMotion: 'reduce' });
    expect(await caseGrid(page).getAttribute('class')).not.toContain('reveal-group');
    expect(await caseItems(page).first().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });
});

describe('sections below the first screen, drawn as they near it (decision 019)', () => {
  it('are in the page from the start, drawn only when scrolled to on a phone, with and without JavaScript', async () => {
    for (const [path, copy] of [['/', homeCopy.en], ['/ta', homeCopy.ta]] as const) {
      for (const js of [true, false]) {
        const page = await open(path, { js, viewport: PHONE });
        const label = `${path} ${js ? 'JS on' : 'JS off'}`;
        const drawn = (locator: Locator) => locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
        const main = page.getByRole('main');
        expect(await drawn(main.getByRole('heading', { level: 1 })), label).toBe(true);
        for (const title of [copy.services.title, copy.industries.title, copy.caseStudies.title]) {
          const heading = main.getByRole('heading', { level: 2, name: title, exact: true });
          // In the accessibility tree (a role query finds it) before it is drawn.
          expect(await heading.count(), `${label}: ${title}`).toBe(1);
          expect(await drawn(heading), `${label}: ${title} at load`).toBe(false);
          await heading.scrollIntoViewIfNeeded();
          await expect.poll(() => drawn(heading), { message: `${label}: ${title} once scrolled to` }).toBe(true);
        }
      }
    }
  });
});

describe('home without JavaScript', () => {
  it('reads completely: every section, a scrollable poster row, all logos', async () => {
    const page = await open('/', { js: false, viewport: PHONE });
    // Read as a visitor scrolls: the sections below the first screen are drawn as they near it (decision 019).
    for (const name of ['About Us', 'Services', 'Industries', 'Case Studies', 'Projects', 'Have a project in mind?']) {
      const heading = page.locator('main').getByRole('heading', { name, exact: true });
      await heading.scrollIntoViewIfNeeded();
      expect(await heading.isVisible(), name).toBe(true);
    }
    expect(await statValues(page)).toEqual(['400+', '800+', '50+', '1000+']);
    expect(await caseItems(page).first().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    const row = projectsWindow(page);
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth * 10)).toBe(true);
    await row.evaluate((el) => el.scrollBy(2000, 0));
    expect(await row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await logoGrid(page).getByRole('listitem').count()).toBe(30);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL('**/contact');
  });

  it('anchors jump to the call-to-action and the teaser', async () => {
    const page = await open('/', { js: false });
    await page.getByRole('link', { name: 'Start a Project' }).click();
    await page.waitForURL('**/#contact');
    await expect.poll(() => page.getByRole('region', { name: homeCopy.en.cta.title }).evaluate((el) => Math.round(el.getBoundingClientRect().top) < window.innerHeight)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'View Work' }).click();
    await page.waitForURL('**/#case-studies');
    await expect.poll(() => casesRegion(page).evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 200)).toBe(true);
  });

  it('shows the hero, about image link and every card without JavaScript at 1280 px', async () => {
    const page = await open('/', { js: false });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('We Don’t Just Build Brands, We Build Legacies.');
    expect(await page.getByRole('region', { name: homeCopy.en.services.title, exact: true }).locator('a[href^="/services/"]').count()).toBeGreaterThanOrEqual(6);
    expect(await page.getByRole('region', { name: homeCopy.en.industries.title, exact: true }).locator('a[href^="/industries/"]').count()).toBeGreaterThanOrEqual(6);
    expect(await caseItems(page).count()).toBe(5);
    expect(await projectTiles(page).count()).toBe(171);
    expect(await projectTiles(page).first().getByRole('img').getAttribute('loading')).toBe('lazy');
    await page.getByRole('link', { name: 'About Kolam Studio' }).click();
    await page.waitForURL('**/about');
  });
});

describe('carousels in Tamil (JS on)', () => {
  it('keep the projects title on one line at 375 px, the controls under it', async () => {
    const page = await open('/ta', { viewport: PHONE });
    const title = page.getByRole('heading', { name: 'படைப்புகள்', level: 2 });
    const lines = await title.evaluate((el) => Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)));
    expect(lines).toBe(1);
    const titleBox = (await title.boundingBox())!;
    const next = (await page.getByRole('button', { name: 'அடுத்த படைப்புகள்' }).boundingBox())!;
    expect(next.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
  });

  it('name their controls in Tamil', async () => {
    const page = await openWithClock('/ta');
    const projects = page.getByRole('region', { name: 'படைப்புகள்', exact: true });
    expect(await projects.getAttribute('aria-roledescription')).toBe('ஸ்லைடுஷோ');
    await page.getByRole('button', { name: 'அடுத்த படைப்புகள்' }).click();
    await page.clock.runFor(100);
    expect(await projects.getAttribute('data-start')).toBe('1');
    await page.getByRole('button', { name: 'முந்தைய படைப்புகள்' }).click();
    await page.clock.runFor(100);
    expect(await projects.getAttribute('data-start')).toBe('0');
    await page.getByRole('button', { name: 'படைப்புகளின் ஸ்லைடுஷோவை இடைநிறுத்த' }).click();
    expect(await page.getByRole('button', { name: 'படைப்புகளின் ஸ்லைடுஷோவை இயக்க' }).count()).toBe(1);

    const logos = page.getByRole('region', { name: 'எங்களுடன் வளரும் பிராண்டுகள்', exact: true });
    expect(await logos.getAttribute('aria-roledescription')).toBe('ஸ்லைடுஷோ');
    expect(await logos.getByRole('list', { name: 'லோகோ பக்கங்கள்' }).getByRole('button').evaluateAll((dots) => dots.map((dot) => dot.getAttribute('aria-label')))).toEqual([
      '3 லோகோ பக்கங்களில் 1-வது பக்கத்தைக் காட்ட',
      '3 லோகோ பக்கங்களில் 2-வது பக்கத்தைக் காட்ட',
      '3 லோகோ பக்கங்களில் 3-வது பக்கத்தைக் காட்ட',
    ]);
    await page.getByRole('button', { name: '3 லோகோ பக்கங்களில் 2-வது பக்கத்தைக் காட்ட' }).click();
    expect(await logos.getAttribute('data-page')).toBe('1');
    await page.getByRole('button', { name: 'லோகோ ஸ்லைடுஷோவை இடைநிறுத்த' }).click();
    expect(await page.getByRole('button', { name: 'லோகோ ஸ்லைடுஷோவை இயக்க' }).count()).toBe(1);
    // No control of the carousels is named in English.
    const labels = (
      await Promise.all([projects, logos].map((region) => region.evaluate((section) => [...section.querySelectorAll('button[aria-label], ul[aria-label]')].map((element) => element.getAttribute('aria-label') ?? ''))))
    ).flat();
    expect(labels.length).toBeGreaterThan(6);
    expect(labels.filter((label) => /[A-Za-z]/.test(label))).toEqual([]);
  });

  it('lead from a poster and from the Tamil "View All Projects" to /ta/project', async () => {
    const page = await open('/ta');
    const projects = page.getByRole('region', { name: 'படைப்புகள்', exact: true });
    await projects.getByRole('link', { name: 'அனைத்துப் படைப்புகளையும் பார்க்க', exact: true }).click();
    await page.waitForURL('**/ta/project');
    await page.goBack();
    // Paused, so the poster clicked is still in the window when the click lands (the slideshow
    // moves every 1.5 s; a busy machine can take longer than that between finding and clicking).
    await projects.getByRole('button', { name: 'படைப்புகளின் ஸ்லைடுஷோவை இடைநிறுத்த' }).click();
    await projects.getByRole('listitem').getByRole('link').first().click();
    await page.waitForURL('**/ta/project');
  });
});

describe('the Tamil home (/ta)', () => {
  const ta = homeCopy.ta;
  for (const [width, viewport] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    for (const js of [true, false]) {
      it(`reads in Tamil and its links stay in Tamil at ${width} px (JavaScript ${js ? 'on' : 'off'})`, async () => {
        const page = await open('/ta', { js, viewport });
        expect(await page.locator('html').getAttribute('lang')).toBe('ta');
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ta.hero.title);
        for (const heading of [ta.about.title, ta.services.title, ta.industries.title, ta.caseStudies.title, ta.cta.title]) {
          const shown = page.locator('main').getByRole('heading', { name: heading, exact: true });
          await shown.scrollIntoViewIfNeeded();
          expect(await shown.isVisible(), heading).toBe(true);
        }
        // The counters end on the English figures, written by Intl for ta-IN (Indian grouping), labelled in Tamil.
        await statsRegion(page, ta.stats.label).scrollIntoViewIfNeeded();
        await expect.poll(() => statValues(page, ta.stats.label), { timeout: 10_000 }).toEqual(['400+', '800+', '50+', '1,000+']);
        expect(await page.getByRole('region', { name: ta.stats.label }).isVisible()).toBe(true);
        // Every card links to the Tamil page.
        const cardLinks = (
          await Promise.all([ta.services.title, ta.industries.title].map((title) => page.getByRole('region', { name: title, exact: true }).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))))
        ).flat();
        expect(cardLinks.length).toBeGreaterThanOrEqual(12);
        expect(cardLinks.filter((href) => href.startsWith('/') && !href.startsWith('/ta/'))).toEqual([]);
        // The closing call to action opens the Tamil contact page.
        await page.getByRole('link', { name: ta.cta.button, exact: true }).click();
        await page.waitForURL('**/ta/contact');
        if (js) await waitForHydration(page);
        expect(await page.locator('html').getAttribute('lang')).toBe('ta');
        // The switch follows the page, also after a client-side navigation.
        await expect.poll(() => page.getByRole('banner').getByRole('link', { name: shellCopy.ta.switchTo, exact: true }).getAttribute('href')).toBe('/contact');
      });
    }
  }

  it('keeps every word of the statistics labels whole on phones from 360 px', async () => {
    for (const width of [360, 375, 412]) {
      const page = await open('/ta', { js: false, viewport: { width, height: 800 } });
      const strip = page.getByRole('region', { name: ta.stats.label });
      await strip.scrollIntoViewIfNeeded();
      for (const label of ta.stats.items) {
        // The lines each word is drawn on, read from where its letters are painted.
        const split = await strip.getByText(label, { exact: true }).evaluate((element) => {
          const text = element.firstChild!;
          const words: string[] = [];
          let start = 0;
          for (const word of (text.textContent ?? '').split(' ')) {
            const range = document.createRange();
            range.setStart(text, start);
            range.setEnd(text, start + word.length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) words.push(word);
            start += word.length + 1;
          }
          return words;
        });
        expect(split, `${label} at ${width} px`).toEqual([]);
      }
      await page.context().close();
    }
  });
});
