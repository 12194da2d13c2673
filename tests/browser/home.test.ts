/** Home in Chromium: counters, carousels, teaser grid and reveal (JS on, controlled clock), and JS off. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clientLogos } from '../../shared/content/client-logos.js';
import { PHONE, useBrowser } from './browser.js';

const { open } = useBrowser();

const T0 = new Date('2026-03-02T10:00:00+05:30').getTime();

/** Open with Playwright's fake clock stopped before the page loads, so only the test moves time. */
async function openWithClock(path: string, options: Parameters<typeof open>[1] = {}): Promise<Page> {
  return open(path, {
    ...options,
    beforeGoto: async (p) => {
      await p.clock.install({ time: T0 });
      await p.clock.pauseAt(T0 + 1000);
    },
  });
}

const statValues = (page: Page) => page.locator('.stats__value').allTextContents();

describe('statistics (JS on)', () => {
  it('count from 0 to 400, 800, 50 and 1000 over about 2 s, once', async () => {
    const page = await openWithClock('/');
    await page.locator('.stats').scrollIntoViewIfNeeded();
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
    await page.locator('.stats').scrollIntoViewIfNeeded();
    await page.clock.runFor(300);
    expect(await statValues(page)).toEqual(['400+', '800+', '50+', '1000+']);
  });

  it('show the final numbers at once under reduced motion', async () => {
    const page = await open('/', { reducedMotion: 'reduce' });
    expect(await statValues(page)).toEqual(['400+', '800+', '50+', '1000+']);
  });
});

describe('projects carousel (JS on)', () => {
  const start = (page: Page) => page.locator('section.projects').getAttribute('data-start');

  it('advances one poster every 1500 ms and shows 6 at a time on a wide screen', async () => {
    const page = await openWithClock('/');
    expect(await start(page)).toBe('0');
    await page.clock.runFor(1499);
    expect(await start(page)).toBe('0');
    await page.clock.runFor(2);
    expect(await start(page)).toBe('1');
    await page.clock.runFor(1500 * 3);
    expect(await start(page)).toBe('4');
    const viewport = await page.locator('.projects__viewport').boundingBox();
    const item = await page.locator('.projects__item').first().boundingBox();
    expect(Math.round((viewport?.width ?? 0) / (item?.width ?? 1))).toBe(6);
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

  it('stops with the pause button and on hover', async () => {
    const page = await openWithClock('/');
    const pause = page.getByRole('button', { name: 'Pause projects' });
    await pause.click();
    await page.mouse.move(5, 5);
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(6000);
    expect(await start(page)).toBe('0');
    await page.getByRole('button', { name: 'Play projects' }).click();
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(5, 5);
    await page.clock.runFor(1500);
    expect(await start(page)).toBe('1');
    // Hovering holds it still.
    await page.locator('.projects__viewport').hover();
    await page.clock.runFor(4500);
    expect(await start(page)).toBe('1');
  });

  it('drags within ±200 px and moves by the dragged posters', async () => {
    const page = await openWithClock('/');
    await page.getByRole('button', { name: 'Pause projects' }).click();
    const track = page.locator('.projects__track');
    const box = (await page.locator('.projects__viewport').boundingBox())!;
    const before = (await track.boundingBox())!.x;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2 - 500, box.y + box.height / 2, { steps: 5 });
    const during = (await track.boundingBox())!.x;
    expect(before - during).toBeGreaterThan(198);
    expect(before - during).toBeLessThan(202);
    await page.mouse.up();
    await page.clock.runFor(100);
    expect(await start(page)).toBe('1');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('opens /project from a poster and from "View All Projects"', async () => {
    const page = await open('/');
    await page.locator('.projects__link').first().click();
    await page.waitForURL('**/project');
    await page.goBack();
    await page.getByRole('link', { name: 'View All Projects', exact: true }).click();
    await page.waitForURL('**/project');
  });
});

describe('client logo carousel (JS on)', () => {
  const alts = (page: Page) => page.locator('.logos__image').evaluateAll((images) => images.map((img) => img.getAttribute('alt')));
  const expectedPage = (page: number) => Array.from({ length: 12 }, (_, i) => clientLogos[(page * 12 + i) % 30]!.image.alt);

  it('shows 12 logos a page, pages every 5 s, fills the last page from the start and wraps', async () => {
    const page = await openWithClock('/');
    expect(await alts(page)).toEqual(expectedPage(0));
    await page.clock.runFor(5000);
    expect(await alts(page)).toEqual(expectedPage(1));
    await page.clock.runFor(5000);
    const last = await alts(page);
    expect(last).toEqual([...clientLogos.slice(24, 30), ...clientLogos.slice(0, 6)].map((logo) => logo.image.alt));
    expect(await page.locator('.logos__dot[aria-current="true"]').getAttribute('aria-label')).toBe('Show logos page 3 of 3');
    await page.clock.runFor(5000);
    expect(await alts(page)).toEqual(expectedPage(0));
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
    [375, 1],
    [700, 2],
    [1000, 3],
    [1280, 5],
  ];
  it.each(widths)('at %i px shows %i columns', async (width, columns) => {
    const page = await open('/', { viewport: { width, height: 900 } });
    const template = await page.locator('.home-cases__grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns);
    expect(template.split(' ').length).toBe(columns);
    expect(await page.locator('.home-cases__item').count()).toBe(5);
  });

  it('reveals the cards once when they scroll into view', async () => {
    const page = await open('/');
    const grid = page.locator('.home-cases__grid');
    expect(await grid.getAttribute('class')).toContain('reveal-group');
    expect(await page.locator('.home-cases__item').first().evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await grid.scrollIntoViewIfNeeded();
    await expect.poll(() => grid.getAttribute('class')).toContain('is-revealed');
    await expect.poll(() => page.locator('.home-cases__item').last().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    const delays = await page.locator('.home-cases__item').evaluateAll((items) => items.map((el) => getComputedStyle(el).transitionDelay.split(',')[0]));
    expect(delays).toEqual(['0s', '0.1s', '0.2s', '0.3s', '0.4s']);
  });
});

describe('home without JavaScript', () => {
  it('reads completely: every section, a scrollable poster row, all logos', async () => {
    const page = await open('/', { js: false, viewport: PHONE });
    for (const heading of ['About Us', 'Services', 'Industries', 'Case Studies', 'Projects', 'Have a project in mind?']) {
      expect(await page.locator('main').getByRole('heading', { name: heading, exact: true }).isVisible(), heading).toBe(true);
    }
    expect(await page.locator('.stats__value').allTextContents()).toEqual(['400+', '800+', '50+', '1000+']);
    expect(await page.locator('.home-cases__item').first().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    const row = page.locator('.projects__viewport');
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth * 10)).toBe(true);
    await row.evaluate((el) => el.scrollBy(2000, 0));
    expect(await row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await page.locator('.logos__item').count()).toBe(30);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL('**/contact');
  });

  it('anchors jump to the call-to-action and the teaser', async () => {
    const page = await open('/', { js: false });
    await page.getByRole('link', { name: 'Start a Project' }).click();
    expect(page.url()).toContain('#contact');
    await page.getByRole('link', { name: 'View Work' }).first().click().catch(() => undefined);
  });
});
