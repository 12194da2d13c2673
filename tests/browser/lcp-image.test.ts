/**
 * The largest image of the first screen is fetched first: when a page's largest contentful
 * paint is an image, that image is marked fetchpriority="high" (and not lazy), at 375 px and
 * on the desktop, so the browser asks for it before the app's scripts compete for the link;
 * and the app's scripts are not asked for at all until the page has painted and that image has
 * arrived (or failed, or taken longer than the app loader waits).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { IMAGE_WAIT_MS } from '../../shared/head-scripts/constants.js';
import { DESKTOP, EVERY_PAGE, PHONE, networkSettled, useBrowser, waitForHydration } from './browser.js';

const { open } = useBrowser();

/** The element of the page's largest contentful paint: its tag and image attributes. */
function largestPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ tag: string; fetchPriority: string | null; loading: string | null; src: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[];
          const last = entries[entries.length - 1]!;
          const element = last.element;
          resolve({ tag: element?.tagName ?? '', fetchPriority: element?.getAttribute('fetchpriority') ?? null, loading: element?.getAttribute('loading') ?? null, src: last.url });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

describe('largest image first', () => {
  for (const [name, viewport] of [
    ['375 px', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`marks the largest paint's image fetchpriority="high" on every page (${name})`, async () => {
      const images: string[] = [];
      const notFirst: unknown[] = [];
      for (const path of EVERY_PAGE) {
        const page = await open(path, { viewport, waitForHydration: false });
        const paint = await largestPaint(page);
        if (paint.tag !== 'IMG') continue;
        images.push(path);
        if (paint.fetchPriority !== 'high' || paint.loading !== 'eager') notFirst.push({ path, ...paint });
      }
      expect(notFirst).toEqual([]);
      // Not an empty check: several pages have an image as their largest paint.
      expect(images.length).toBeGreaterThan(2);
    });
  }
});

describe("the app's scripts after the first paint", () => {
  it('asks for no script before the first contentful paint and the largest image, then hydrates (English and Tamil, at 375 px)', async () => {
    for (const path of ['/', '/services/branding', '/ta/case-studies']) {
      const page = await open(path, { viewport: PHONE });
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const scripts = resources.filter((entry) => entry.initiatorType !== 'css' && /\/assets\/.+\.js$/.test(entry.name));
        const largest = [...document.querySelectorAll('img[fetchpriority=high]')].map((image) => (image as HTMLImageElement).currentSrc);
        const imagesEnd = Math.max(0, ...resources.filter((entry) => largest.includes(entry.name)).map((entry) => entry.responseEnd));
        return { paint, largest: largest.length, imagesEnd, scripts: scripts.length, firstScript: Math.min(...scripts.map((entry) => entry.startTime)) };
      });
      // The entry and the page's chunks: several scripts, every one asked for after the paint
      // and after the first screen's high-priority images had arrived.
      expect(timing.scripts, path).toBeGreaterThan(3);
      expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.paint);
      expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.imagesEnd);
      if (path !== '/') expect(timing.largest, path).toBeGreaterThan(0);
      // The app did start: React hydrated the document (open() waited for it).
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')), path).toBe(true);
    }
  });

  it('sends no module script or modulepreload in the HTML: the entry and chunks are in the boot data', async () => {
    const page = await open('/case-studies', { js: false });
    expect(await page.locator('script[type="module"], link[rel="modulepreload"]').count()).toBe(0);
    const assets = await page.evaluate(() => JSON.parse(document.getElementById('boot-data')!.textContent!).assets as { entry: string; modulepreload: string[] });
    expect(assets.entry).toMatch(/^\/assets\/entry-[A-Z0-9]+\.js$/);
    expect(assets.modulepreload.length).toBeGreaterThan(3);
  });
});

/** How many of the app's scripts the page has asked for. */
const scripts = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/assets\/.+\.js$/.test(entry.name)).length);

describe('what the app loader waits for', () => {
  // The stylesheet is linked in <head> before the app loader, so nothing is painted while it is
  // held; the hero image is waited for after the page has painted.
  for (const { what, held: pattern, heldPath, paintsMeanwhile } of [
    { what: 'the whole stylesheet', held: '**/assets/entry-*.css', heldPath: '/assets/entry-', paintsMeanwhile: false },
    { what: "the first screen's high-priority hero image", held: '**/media/pages/about-hero-*', heldPath: '/media/pages/about-hero-', paintsMeanwhile: true },
  ]) {
    it(`waits for ${what}, and still starts when it fails to load`, async () => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const page = await open('/about', {
        viewport: PHONE,
        waitForHydration: false,
        // The load event (even DOMContentLoaded, for the stylesheet) waits for what is held.
        waitUntil: 'commit',
        expectedConsole: /Failed to load resource/,
        beforeGoto: async (page) => {
          await page.route(pattern, async (route) => {
            await held;
            await route.abort();
          });
        },
      });
      if (paintsMeanwhile) await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1, null, { polling: 50 });
      // Everything else the page asked for has arrived (so whatever else the loader waits for
      // has settled, and a script it started would have been fetched too), but what is held
      // has not settled: no script yet. (No frame is drawn while the stylesheet is held.)
      await networkSettled(page, (request) => new URL(request.url()).pathname.startsWith(heldPath), { frames: paintsMeanwhile });
      expect(await scripts(page)).toBe(0);
      release();
      await waitForHydration(page);
      expect(await scripts(page)).toBeGreaterThan(3);
    });
  }

  it(`starts the app ${IMAGE_WAIT_MS / 1000} s after the paint when the hero image hangs`, async () => {
    const page = await open('/about', {
      viewport: PHONE,
      waitForHydration: false,
      waitUntil: 'commit',
      beforeGoto: async (page) => {
        // Never answered.
        await page.route('**/media/pages/about-hero-*', () => new Promise(() => {}));
      },
    });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1, null, { polling: 50 });
    await waitForHydration(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      firstScript: Math.min(...performance.getEntriesByType('resource').filter((entry) => /\/assets\/.+\.js$/.test(entry.name)).map((entry) => entry.startTime)),
    }));
    expect(timing.firstScript - timing.paint).toBeGreaterThanOrEqual(IMAGE_WAIT_MS - 100);
  });
});
