/** /about in Chromium, with JavaScript on and off, at 1280 and 375 px. */
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './browser.js';

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
    const banner = page.getByRole('img', { name: /^A studio wall of client work/ });
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  it('has no horizontal page scroll at 375 px and the contact link works', async () => {
    const page = await open('/about', { viewport: PHONE });
    const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL('**/contact');
  });

  it.each([
    ['/about', '375 px', PHONE],
    ['/about', '1280 px', DESKTOP],
    ['/ta/about', '375 px', PHONE],
    ['/ta/about', '1280 px', DESKTOP],
  ] as const)('%s at %s ends with the dark contact band touching the dark footer: no cream strip between', async (path, _width, viewport) => {
    const page = await open(path, { viewport });
    // The page's last section: the "Let’s build something that lasts" band.
    const band = page.getByRole('main').getByRole('region').last();
    if (path === '/about') expect(await band.getByRole('heading', { level: 2 }).textContent()).toBe('Let’s build something that lasts');
    const footer = page.getByRole('contentinfo');
    const [bandBottom, footerTop] = await Promise.all([band.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY), footer.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)]);
    expect(Math.abs(footerTop - bandBottom)).toBeLessThan(1);
    // Both are dark: nothing light shows where they meet.
    const colours = await Promise.all([band.evaluate((el) => getComputedStyle(el).backgroundColor), footer.evaluate((el) => getComputedStyle(el).backgroundColor)]);
    for (const colour of colours) {
      const [r, g, b] = colour.match(/\d+/g)!.map(Number);
      expect(0.2126 * r! + 0.7152 * g! + 0.0722 * b!, colour).toBeLessThan(80);
    }
  });
});
