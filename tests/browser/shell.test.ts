/** The app shell in real Chromium, with JavaScript on and off, at desktop and 375 px. */
import { describe, expect, it } from 'vitest';
import { studioYear } from '../../server/render/studio-year.js';
import { PHONE, pausedClock, useBrowser } from './browser.js';

const { open } = useBrowser();

describe('intro splash', () => {
  it('plays on the first load, fades at 4 s, is gone at 6 s, and does not return on the next page', async () => {
    // On the paused clock the splash's timers fire only when the test moves time.
    const page = await open('/', { skipIntro: false, beforeGoto: pausedClock });
    const intro = page.locator('.intro');
    const phase = () => page.evaluate(() => document.documentElement.getAttribute('data-intro'));
    expect(await phase()).toBe('play');
    await expect.poll(() => intro.isVisible()).toBe(true);
    expect(await page.locator('.intro__letter').count()).toBe('Kolam Studio'.length);
    await page.clock.runFor(3900);
    expect(await phase()).toBe('play');
    await page.clock.runFor(200);
    expect(await phase()).toBe('fade');
    expect(await intro.isVisible()).toBe(true);
    await page.clock.runFor(1800);
    expect(await phase()).toBe('fade');
    await page.clock.runFor(200);
    expect(await phase()).toBeNull();
    await expect.poll(() => intro.isVisible()).toBe(false);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-intro'))).toBeNull();
    expect(await intro.isVisible()).toBe(false);
  });

  it('is skipped under prefers-reduced-motion', async () => {
    const page = await open('/', { skipIntro: false, reducedMotion: 'reduce' });
    expect(await page.locator('.intro').isVisible()).toBe(false);
  });

  it('never shows without JavaScript', async () => {
    const page = await open('/', { skipIntro: false, js: false });
    expect(await page.locator('.intro').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  });
});

describe('header', () => {
  it('shows the seven links on a wide screen and changes the logo at 8 px of scroll', async () => {
    const page = await open('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'Services', 'Industries', 'Solutions', 'Case Study', 'About', 'Contact']);
    const header = page.locator('.site-header');
    expect(await header.getAttribute('class')).not.toContain('is-scrolled');
    await page.evaluate(() => window.scrollTo(0, 7));
    await page.waitForTimeout(100);
    expect(await header.getAttribute('class')).not.toContain('is-scrolled');
    await page.evaluate(() => window.scrollTo(0, 8));
    await expect.poll(() => header.getAttribute('class')).toContain('is-scrolled');
    const transform = await page.locator('.brand-mark__symbol').first().evaluate((el) => getComputedStyle(el).transform);
    expect(transform).not.toBe('none');
  });

  it('opens the menu at 375 px and closes it on link click, outside click and Escape', async () => {
    const page = await open('/', { viewport: PHONE });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const button = page.locator('.menu__button');
    const panel = page.getByRole('navigation', { name: 'Menu' });
    await button.click();
    expect(await panel.getByRole('link').count()).toBe(7);
    expect(await panel.isVisible()).toBe(true);
    await page.mouse.click(10, 500);
    await expect.poll(() => panel.isVisible()).toBe(false);
    await button.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    await button.click();
    await panel.getByRole('link', { name: 'Services' }).click();
    await page.waitForURL('**/services');
    await expect.poll(() => panel.isVisible()).toBe(false);
  });

  it('opens the menu at 375 px without JavaScript and its links work', async () => {
    const page = await open('/', { viewport: PHONE, js: false });
    await page.locator('.menu__button').click();
    const panel = page.getByRole('navigation', { name: 'Menu' });
    expect(await panel.isVisible()).toBe(true);
    await panel.getByRole('link', { name: 'Industries' }).click();
    await page.waitForURL('**/industries');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Industries');
  });
});

describe('navigation', () => {
  it('changes the title on client-side navigation and scrolls to the top', async () => {
    const page = await open('/services');
    const firstTitle = await page.title();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('.site-footer').getByRole('link', { name: 'Healthcare' }).click();
    await page.waitForURL('**/industries/health');
    await expect.poll(() => page.title()).toBe('Healthcare Digital Solutions | Kolam Studio');
    expect(firstTitle).not.toBe(await page.title());
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Still one canonical link, now for the new page.
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/industries\/health$/);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
  });

  it('a header link click scrolls to the top even on the same page', async () => {
    const page = await open('/about');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('has a skip link to the main content', async () => {
    const page = await open('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
});

describe('privacy policy', () => {
  it('opens as a modal from the footer, keeps focus inside, closes on Escape and returns focus', async () => {
    const page = await open('/');
    const opener = page.locator('.site-footer').getByRole('link', { name: 'Privacy Policy' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('February 2025');
    expect(page.url()).not.toContain('/privacy');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('closes with its close button', async () => {
    const page = await open('/about');
    await page.locator('.site-footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('button', { name: 'Close privacy policy' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('is the /privacy page without JavaScript', async () => {
    const page = await open('/', { js: false });
    await page.locator('.site-footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/privacy');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Policy');
    expect(await page.locator('main').textContent()).toContain('February 2025');
  });
});

describe('floating social button', () => {
  it('toggles four links and closes on an outside click and Escape', async () => {
    const page = await open('/');
    const button = page.locator('.social-fab__button');
    const list = page.locator('.social-fab__list');
    await button.click();
    expect(await list.getByRole('link').allTextContents()).toEqual(['Instagram', 'Facebook', 'X', 'Chat on WhatsApp']);
    await page.mouse.click(200, 300);
    await expect.poll(() => list.isVisible()).toBe(false);
    await button.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => list.isVisible()).toBe(false);
  });

  it('opens without JavaScript', async () => {
    const page = await open('/', { js: false });
    await page.locator('.social-fab__button').click();
    expect(await page.locator('.social-fab__list').isVisible()).toBe(true);
  });
});

describe('footer', () => {
  it('has everything the spec lists', async () => {
    const page = await open('/', { js: false });
    const footer = page.locator('.site-footer');
    const text = (await footer.textContent()) ?? '';
    expect(text).toContain('Branding and business-development studio in Chennai');
    expect(text).toContain('Cathedral Road');
    expect(text).toContain(`© ${studioYear(Date.now()).year} Kolam Studio`);
    expect(await footer.locator('.social-links a').count()).toBe(5);
    expect(await footer.locator('a[href^="/services/"]').count()).toBe(6);
    expect(await footer.locator('a[href^="/industries/"]').count()).toBe(6);
    expect(await footer.locator('a[href^="tel:"]').count()).toBe(2);
    expect(await footer.locator('a[href^="https://wa.me/"]').count()).toBe(1);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await footer.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe('/terms');
  });
});

describe('not-found pages in the browser', () => {
  const cases: [string, string][] = [
    ['/no-such-page', 'Not found.'],
    ['/services/no-such-service', 'Not found.'],
    ['/industries/no-such-industry', 'Industry Not Found.'],
    ['/case-studies/9999', 'Not found.'],
    ['/blog/abc', 'Blog Not Found'],
  ];
  it.each(cases)('%s hydrates without errors and shows "%s" with a way back', async (path, message) => {
    // Chromium logs the document's own 404 status; nothing else may appear.
    const page = await open(path, { expectedConsole: /status of 404/ });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(message);
    await page.locator('main a').first().click();
    await page.waitForURL((url) => url.pathname !== path);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  });
});
