/** Every page fits a 320 px screen: no horizontal scrolling of the page, with or without JavaScript. */
import { describe, expect, it } from 'vitest';
import { EVERY_PAGE, useBrowser } from './browser.js';

const { open } = useBrowser();


describe('narrow screens', () => {
  for (const js of [true, false]) {
    it(`no page scrolls sideways at 320 px (JavaScript ${js ? 'on' : 'off'})`, async () => {
      const wide: string[] = [];
      const page = await open('/', { js, viewport: { width: 320, height: 700 } });
      for (const path of EVERY_PAGE) {
        await page.goto(path);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 320) wide.push(`${path}: ${width}px`);
      }
      expect(wide).toEqual([]);
    });
  }
});
