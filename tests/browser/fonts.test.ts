/**
 * The Latin web fonts arrive without moving Tamil text. The Tamil pages draw Tamil letters and
 * the spaces between Tamil words in Noto Sans Tamil (preloaded; its local fallback until it
 * arrives), and Latin text in Inter and Fraunces, which load beside it. Whether or not those
 * have arrived, every heading, paragraph and list item of the first screen keeps its height:
 * no extra line appears while a Latin font is still loading (on /ta/project the spaces used to
 * come from Inter's fallback, and the lead took a fourth line until Inter came: 35 px of
 * layout shift).
 *
 * With JavaScript on, every page asks for the two Latin faces as its <head> is parsed
 * (shared/head-scripts/latin-faces.ts, decisions 020 and 021), at the priority a font found by
 * layout gets; without it, its first layout asks for them.
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

type FontLoad = { priority: string; atBody?: string };

/**
 * Each web font of a page load: the priority its request started at and, with JavaScript on,
 * its state (unloaded, loading, loaded) when the parser opened <body>, before any layout.
 */
async function fontLoads(path: string, js: boolean): Promise<Record<string, FontLoad>> {
  const loads = new Map<string, FontLoad>();
  const page = await open(path, {
    js,
    viewport: PHONE,
    beforeGoto: async (page) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      cdp.on('Network.requestWillBeSent', (event) => {
        // The Latin faces' core files (inter-latin-core-…) and whole files (inter-latin-…), the Tamil face.
        const face = /\/((?:inter|fraunces)-latin(?:-core)?|noto-sans-tamil)-[^/]*\.woff2/.exec(event.request.url)?.[1];
        if (face) loads.set(face, { priority: event.request.initialPriority });
      });
      if (js)
        await page.addInitScript(() => {
          new MutationObserver((_, observer) => {
            if (!document.body) return;
            observer.disconnect();
            // Named as the file is: a Latin family's core face covers the space, its whole file does not.
            const name = (face: FontFace) => {
              const family = face.family.replace(/["']/g, '').toLowerCase().replace(/ /g, '-');
              if (!/^(inter|fraunces)$/.test(family)) return family;
              return /^U\+0*20-/i.test(face.unicodeRange) ? `${family}-latin-core` : `${family}-latin`;
            };
            const faces = [...document.fonts].map((face) => [name(face), face.status]);
            document.documentElement.dataset.facesAtBody = JSON.stringify(Object.fromEntries(faces));
          }).observe(document, { childList: true, subtree: true });
        });
    },
  });
  // Without JavaScript the fonts are asked for by the first layout, which a loaded machine can
  // run after the load event: lay the page out and wait for its fonts before reading the requests.
  await page.evaluate(() => {
    void document.body.offsetHeight;
    return document.fonts.ready.then(() => undefined);
  });
  if (js) {
    const atBody = JSON.parse((await page.locator('html').getAttribute('data-faces-at-body')) ?? '{}') as Record<string, string>;
    for (const [face, load] of loads) load.atBody = atBody[face];
  }
  return Object.fromEntries(loads);
}

describe('the Latin faces', () => {
  it('are asked for while <head> is parsed, with JavaScript on, at the priority layout would give them, in both languages', async () => {
    const loading = { priority: 'VeryHigh', atBody: expect.stringMatching(/^(loading|loaded)$/) };
    for (const path of ['/', '/industries', '/contact', '/ta', '/ta/industries', '/ta/contact']) {
      // The inline script runs within the CSP: a blocked script logs a console error, which fails the test.
      // An English page asks for no Tamil face; a Tamil page preloads it, and a preload does not start a face's load.
      // Each family's core file only: no page of the site needs a character of the whole files.
      expect(await fontLoads(path, true), path).toEqual({
        'inter-latin-core': loading,
        'fraunces-latin-core': loading,
        ...(path.startsWith('/ta') ? { 'noto-sans-tamil': { priority: 'High', atBody: 'unloaded' } } : {}),
      });
    }
  });

  it('are asked for by the first layout without JavaScript, and no page preloads them', async () => {
    expect(await fontLoads('/ta/industries', false)).toEqual({
      'noto-sans-tamil': { priority: 'High' },
      'inter-latin-core': { priority: 'VeryHigh' },
      'fraunces-latin-core': { priority: 'VeryHigh' },
    });
    expect(await fontLoads('/industries', false)).toEqual({
      'inter-latin-core': { priority: 'VeryHigh' },
      'fraunces-latin-core': { priority: 'VeryHigh' },
    });
  });

  // docs/decisions/022: a Latin character outside the core subset is still drawn in Inter.
  it('draw a Latin character outside the core from the whole Latin file, fetched only then', async () => {
    for (const [query, wholeInter] of [['Zürich', true], ['Zurich', false]] as const) {
      const path = `/case-studies?q=${encodeURIComponent(query)}`;
      const loads = await fontLoads(path, false);
      expect(Object.keys(loads).sort(), path).toEqual(['fraunces-latin-core', 'inter-latin-core', ...(wholeInter ? ['inter-latin'] : [])].sort());
      const page = await open(path, { js: false, viewport: PHONE });
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px Inter', 'Zürich')), { timeout: 5000 }).toBe(wholeInter);
      expect(await page.getByRole('searchbox').inputValue()).toBe(query);
    }
  });
});

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
