/** /about in Chromium, with JavaScript on and off, at 1280 and 375 px. */
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './browser.js';

const { open } = useBrowser();

const sections = ['Our Story', 'Mission', 'Vision', 'Core Values', 'Meet the team', 'Our journey so far'];

describe('/about', () => {
  it.each([true, false])('reads completely with JavaScript %s', async (js) => {
    const page = await open('/about', { js });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('About Kolam Studio');
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(expect.arrayContaining(sections));
    for (const name of sections) expect(await page.getByRole('heading', { level: 2, name, exact: true }).isVisible()).toBe(true);
    for (const value of ['Creativity', 'Transparency', 'Commitment']) expect(await page.getByRole('heading', { level: 3, name: value }).isVisible()).toBe(true);
    expect(await page.getByText('Profiles coming soon.').isVisible()).toBe(true);
    // The banner has loaded (eager) and shows its artwork.
    const banner = page.locator('.about-banner img');
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  it('has no horizontal page scroll at 375 px and the contact link works', async () => {
    const page = await open('/about', { viewport: PHONE });
    const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL('**/contact');
  });
});
