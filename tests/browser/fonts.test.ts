/**
 * The Latin web fonts arrive without moving Tamil text. The Tamil pages draw Tamil letters and
 * the spaces between Tamil words in Noto Sans Tamil (preloaded; its local fallback until it
 * arrives), and Latin text in Inter and Fraunces, which load beside it. Whether or not those
 * have arrived, every heading, paragraph and list item of the first screen keeps its height:
 * no extra line appears while a Latin font is still loading (on /ta/project the spaces used to
 * come from Inter's fallback, and the lead took a fourth line until Inter came: 35 px of
 * layout shift).
 *
 * Not covered: Noto Sans Tamil itself never arriving. The device's own Tamil font stands in
 * for it, and semibold card titles on /ta/case-studies then wrap differently (no local face
 * matches the variable font at weight 600; the page itself stays usable).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './browser.js';

const { open } = useBrowser();

const PAGES = ['/ta', '/ta/project', '/ta/case-studies', '/ta/about', '/ta/services', '/ta/learn'];

/** Which web fonts never arrive: the fallback faces stand in for them for good. */
const STATES: Record<string, RegExp | undefined> = {
  'every font': undefined,
  'no Inter': /inter-.*\.woff2/,
  'no Fraunces': /fraunces-.*\.woff2/,
  'no Latin web font': /(inter|fraunces)-.*\.woff2/,
};

/** The height of each text block of the first screen, in document order. */
function firstScreenText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main :is(h1, h2, h3, p, li)')]
      .filter((element) => element.getBoundingClientRect().top < innerHeight && element.getBoundingClientRect().height > 0)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 24)}": ${Math.round(element.getBoundingClientRect().height)} px`),
  );
}

describe('Tamil text while the web fonts load', () => {
  for (const [screen, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`keeps every first-screen line on a ${screen}, whichever fonts have arrived`, { timeout: 120_000 }, async () => {
      const moved: string[] = [];
      for (const path of PAGES) {
        const heights: Record<string, string[]> = {};
        for (const [state, blocked] of Object.entries(STATES)) {
          const page = await open(path, {
            js: false,
            viewport,
            beforeGoto: async (page) => {
              if (blocked) await page.route(blocked, (route) => route.abort('blockedbyclient'));
            },
          });
          await page.evaluate(() => document.fonts.ready);
          heights[state] = await firstScreenText(page);
          await page.context().close();
        }
        const loaded = heights['every font']!;
        expect(loaded.length, `${path} has text on its first screen`).toBeGreaterThan(1);
        for (const [state, lines] of Object.entries(heights)) {
          if (lines.join('\n') !== loaded.join('\n')) moved.push(`${path} with ${state}: ${lines.filter((line, index) => line !== loaded[index]).join(', ')}`);
        }
      }
      expect(moved).toEqual([]);
    });
  }
});
