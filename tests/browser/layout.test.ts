/**
 * Every page fits a phone and a desktop screen in both languages: no horizontal scrolling of
 * the page at 320, 375 and 1280 px, with or without JavaScript. Each page is loaded once at
 * 320 px and the same document is then widened to 375 and 1280 px (the CSS reflows as on a
 * load at that width; the scripts follow resize events), so the sweep costs one load a page.
 */
import { describe, expect, it } from 'vitest';
import { EVERY_PAGE, LANGUAGES, useBrowser } from './browser.js';

const { open } = useBrowser();

const WIDTHS = [320, 375, 1280];

describe('narrow and wide screens', () => {
  for (const language of LANGUAGES) {
    for (const js of [true, false]) {
      it(`no ${language.name} page scrolls sideways at ${WIDTHS.join(', ')} px (JavaScript ${js ? 'on' : 'off'})`, { timeout: 120_000 }, async () => {
        const wide: string[] = [];
        const page = await open(language.pages(['/'])[0]!, { js, viewport: { width: WIDTHS[0]!, height: 700 } });
        for (const path of language.pages(EVERY_PAGE)) {
          await page.setViewportSize({ width: WIDTHS[0]!, height: 700 });
          await page.goto(path);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 700 });
            const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
            if (scrollWidth > width) wide.push(`${path} at ${width} px: ${scrollWidth} px wide`);
          }
        }
        expect(wide).toEqual([]);
      });
    }
  }
});
