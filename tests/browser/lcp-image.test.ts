/**
 * The largest image of the first screen is fetched first: when a page's largest contentful
 * paint is an image, that image is marked fetchpriority="high" (and not lazy), at 375 px and
 * on the desktop, so the browser asks for it before the app's scripts compete for the link.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, EVERY_PAGE, PHONE, useBrowser } from './browser.js';

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
