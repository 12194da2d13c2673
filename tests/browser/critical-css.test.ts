/**
 * Critical CSS (docs/decisions/013): each page carries the rules of its kind inline in
 * <head>, allowed by their hash in the CSP (never 'unsafe-inline'); the full stylesheet is
 * linked at the end of <body> and applies with JavaScript on and off; and the first screen
 * painted before the stylesheet arrives is laid out exactly as with it.
 */
import { createHash } from 'node:crypto';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, baseUrl, inTamil, useBrowser } from './browser.js';

const { open } = useBrowser();

const SAMPLE_PAGES = ['/', '/services/branding', '/case-studies', '/case-studies/7', '/project', '/about', '/contact', '/blog/1', '/learn', '/privacy'];

/**
 * Where every element of the first screen is drawn, and in which colours and fonts. A box
 * that runs on below the fold is measured to the fold: what lies further down is the
 * stylesheet's to lay out, and a container's full height moves by a rounded pixel with it.
 */
function firstScreen(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const elements = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().top < window.innerHeight);
    return elements.map((element) => {
      const rect = element.getBoundingClientRect();
      const visibleHeight = Math.min(rect.bottom, window.innerHeight) - rect.top;
      const style = getComputedStyle(element);
      return `${element.tagName} ${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(visibleHeight)} ${style.color} ${style.backgroundColor} ${style.fontFamily} ${style.fontSize} ${style.display}`;
    });
  });
}

/** The stylesheets the document has applied: the inline block's rule count and each linked sheet's. */
function appliedSheets(page: Page) {
  return page.evaluate(() => [...document.styleSheets].map((sheet) => ({ href: sheet.href, rules: sheet.cssRules.length })));
}

describe('critical CSS', () => {
  it('is inline in <head> with its sha256 in the CSP, and the policy allows no other inline style', async () => {
    for (const path of ['/', inTamil('/case-studies/7'), '/contact', '/no-such-page']) {
      const response = await fetch(new URL(path, baseUrl()));
      const html = await response.text();
      const inline = /<head>.*<style id="critical-css">([^<]*)<\/style>.*<\/head>/s.exec(html)?.[1];
      expect(inline, path).toBeDefined();
      expect(inline!.length, path).toBeGreaterThan(5000);
      const csp = response.headers.get('content-security-policy') ?? '';
      const styleSrc = csp.split(';').find((directive) => directive.trim().startsWith('style-src')) ?? '';
      expect(styleSrc, path).toContain(`'sha256-${createHash('sha256').update(inline!).digest('base64')}'`);
      expect(csp, path).not.toContain('unsafe-inline');
      // The whole stylesheet: preloaded in <head> (at low priority: the inline block paints the first screen), linked as the last thing in <body>.
      expect(html, path).toMatch(/<head>.*<link rel="preload" href="\/assets\/[^"]+\.css" as="style" fetchPriority="low"\/>.*<\/head>/s);
      expect(html, path).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"\/><\/body>/);
    }
  });

  it('leaves the whole stylesheet applied, with JavaScript on and off', async () => {
    for (const js of [true, false]) {
      const page = await open('/about', { js });
      const sheets = await appliedSheets(page);
      const inline = sheets.find((sheet) => sheet.href === null);
      const linked = sheets.find((sheet) => sheet.href?.endsWith('.css'));
      expect(inline, `js ${js}`).toBeDefined();
      expect(linked, `js ${js}`).toBeDefined();
      expect(linked!.rules, `js ${js}`).toBeGreaterThan(inline!.rules);
    }
  });

  for (const [name, viewport] of [
    ['375 px', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`paints the first screen before the stylesheet arrives, laid out as with it (${name}, English and Tamil)`, async () => {
      for (const path of SAMPLE_PAGES.flatMap((p) => [p, inTamil(p)])) {
        const full = await open(path, { js: false, viewport });
        const expected = await firstScreen(full);

        // The stylesheet is held back for as long as the page is open.
        const held: Route[] = [];
        const page = await open(path, {
          js: false,
          viewport,
          beforeGoto: async (p) => {
            await p.route('**/assets/*.css', (route) => void held.push(route));
          },
          // Chromium holds the parser at a stylesheet in <body> (all content is before it).
          waitUntil: 'commit',
        });
        // Polled from the test: waitForFunction needs the page's own JavaScript.
        await expect
          .poll(() => page.evaluate(() => document.querySelector('body > link[rel="stylesheet"]') !== null && performance.getEntriesByName('first-contentful-paint').length > 0), {
            timeout: 10_000,
          })
          .toBe(true);
        expect(held.length, path).toBeGreaterThan(0);
        expect(await firstScreen(page), path).toEqual(expected);
      }
    });
  }
});
