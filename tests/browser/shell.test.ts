/** The app shell in real Chromium, with JavaScript on and off, at desktop and 375 px, in English and Tamil. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { studioYear } from '../../server/render/studio-year.js';
import { tamil } from '../helpers/content.js';
import { industriesCopy } from '../../shared/routes/industries/copy.js';
import { shellCopy } from '../../shared/i18n/copy/shell.js';
import { headerLinks } from '../../shared/site-links.js';
import { PHONE, networkSettled, nextEvent, pausedClock, useBrowser, waitForHydration } from './browser.js';

const { open } = useBrowser();

describe('intro splash', () => {
  it('plays on the first load, fades at 4 s, is gone at 6 s, and does not return on the next page', async () => {
    // On the paused clock the splash's timers fire only when the test moves time.
    const page = await open('/', { skipIntro: false, beforeGoto: pausedClock });
    // The splash is drawn for the eye only (aria-hidden, no role or name): found by its class.
    const intro = page.locator('.intro');
    const phase = () => page.evaluate(() => document.documentElement.getAttribute('data-intro'));
    expect(await phase()).toBe('play');
    await expect.poll(() => intro.isVisible()).toBe(true);
    expect(await intro.locator('.intro__letter').count()).toBe('Kolam Studio'.length);
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

  it('starts its video with the splash, before the app script has run', async () => {
    // The app's entry script is held back until the video has played for a while (or 8 s
    // have passed): a video that waited for the app's scripts would still be at 0 then.
    let before: { playing: boolean; hydrated: boolean } | undefined;
    const page = await open('/', {
      skipIntro: false,
      beforeGoto: async (page) => {
        await page.route('**/assets/entry-*.js', async (route) => {
          const video = () => {
            const element = document.getElementById('intro-video');
            return element instanceof HTMLVideoElement && !element.paused && element.currentTime > 0.3;
          };
          const playing = await page.waitForFunction(video, null, { timeout: 8_000, polling: 50 }).then(
            () => true,
            () => false,
          );
          before = { playing, hydrated: await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')) };
          await route.continue();
        });
      },
    });
    expect(before).toEqual({ playing: true, hydrated: false });
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-intro'))).toBe('play');
  });

  it('is skipped under prefers-reduced-motion, and its video is never fetched', async () => {
    const videos: string[] = [];
    const page = await open('/', { skipIntro: false, reducedMotion: 'reduce', beforeGoto: async (page) => void page.on('request', (request) => request.url().includes('/video/intro.') && videos.push(request.url())) });
    expect(await page.locator('.intro').isVisible()).toBe(false);
    expect(videos).toEqual([]);
  });

  it('never shows without JavaScript, and its video is never fetched', async () => {
    const videos: string[] = [];
    const page = await open('/', { skipIntro: false, js: false, beforeGoto: async (page) => void page.on('request', (request) => request.url().includes('/video/intro.') && videos.push(request.url())) });
    expect(await page.locator('.intro').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(videos).toEqual([]);
  });
});

describe('header', () => {
  it('shows the seven links on a wide screen and changes the logo at 8 px of scroll', async () => {
    const page = await open('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'Services', 'Industries', 'Solutions', 'Case Study', 'About', 'Contact']);
    const header = page.getByRole('banner');
    expect(await header.getAttribute('class')).not.toContain('is-scrolled');
    // The header has seen the scroll (its listener runs before this one) and React has rendered since.
    const scrolled = await nextEvent(page, 'scroll');
    await page.evaluate(() => window.scrollTo(0, 7));
    await scrolled();
    expect(await header.getAttribute('class')).not.toContain('is-scrolled');
    await page.evaluate(() => window.scrollTo(0, 8));
    await expect.poll(() => header.getAttribute('class')).toContain('is-scrolled');
    // The logo's kolam drawing: decorative (aria-hidden) inside the named home link.
    const transform = await header.getByRole('link', { name: shellCopy.en.homeLink }).locator('svg').first().evaluate((el) => getComputedStyle(el).transform);
    expect(transform).not.toBe('none');
  });

  it('opens the menu at 375 px and closes it on link click, outside click and Escape', async () => {
    const page = await open('/', { viewport: PHONE });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    // The menu's disclosure: a <summary>, which role queries do not find.
    const button = page.getByRole('banner').locator('summary');
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
    await page.getByRole('banner').locator('summary').click();
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
    await page.getByRole('contentinfo').getByRole('link', { name: 'Healthcare' }).click();
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
    const opener = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
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
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('button', { name: 'Close privacy policy' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('is the /privacy page without JavaScript', async () => {
    const page = await open('/', { js: false });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/privacy');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Policy');
    expect(await page.locator('main').textContent()).toContain('February 2025');
  });
});

describe('floating social button', () => {
  it('toggles four links and closes on an outside click and Escape', async () => {
    const page = await open('/');
    const social = page.getByRole('complementary', { name: 'Social media' });
    const button = social.getByLabel('Follow or chat with us');
    const list = social.getByRole('list');
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
    const social = page.getByRole('complementary', { name: 'Social media' });
    await social.getByLabel('Follow or chat with us').click();
    expect(await social.getByRole('list').isVisible()).toBe(true);
  });
});

describe('footer', () => {
  it('has everything the spec lists', async () => {
    const page = await open('/', { js: false });
    const footer = page.getByRole('contentinfo');
    const text = (await footer.textContent()) ?? '';
    expect(text).toContain('Branding and business-development studio in Chennai');
    expect(text).toContain('Cathedral Road');
    expect(text).toContain(`© ${studioYear(Date.now()).year} Kolam Studio`);
    expect(await footer.getByRole('list', { name: 'Kolam Studio on social media' }).getByRole('link').count()).toBe(5);
    expect(await footer.locator('a[href^="/services/"]').count()).toBe(6);
    expect(await footer.locator('a[href^="/industries/"]').count()).toBe(6);
    expect(await footer.locator('a[href^="tel:"]').count()).toBe(2);
    expect(await footer.locator('a[href^="https://wa.me/"]').count()).toBe(1);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await footer.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe('/terms');
  });

  it('is drawn only when it nears the screen, and is whole in the page before that', async () => {
    const page = await open('/about', { js: false, viewport: PHONE });
    const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' });
    const drawn = () => terms.evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn()).toBe(false);
    expect(await terms.getAttribute('href')).toBe('/terms');
    await page.keyboard.press('End');
    await expect.poll(drawn).toBe(true);
    expect(await terms.isVisible()).toBe(true);
    // Scrolled to the end, the page ends with the footer: its real height replaced the estimate.
    const gap = await page.getByRole('contentinfo').evaluate((footer) => document.documentElement.scrollHeight - (footer.getBoundingClientRect().bottom + scrollY));
    expect(Math.abs(gap)).toBeLessThan(1);
  });
});

describe('not-found pages in the browser', () => {
  const cases: [string, string][] = [
    ['/no-such-page', 'Not found.'],
    ['/services/no-such-service', 'Not found.'],
    ['/industries/no-such-industry', 'Industry Not Found.'],
    ['/case-studies/9999', 'Not found.'],
    ['/blog/abc', 'Blog Not Found'],
    ['/ta/no-such-page', shellCopy.ta.notFound.page.message],
    ['/ta/case-studies/9999', shellCopy.ta.notFound.caseStudy.message],
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

describe('language switch', () => {
  const brandingTa = tamil.services.find((service) => service.slug === 'branding')!.title;
  const where = { header: 'banner', footer: 'contentinfo' } as const;

  /** Follow the switch in the header or footer: a plain link, so always a whole new document. */
  async function switchLanguage(page: Page, place: keyof typeof where, name: 'தமிழ்' | 'English', js: boolean) {
    const link = page.getByRole(where[place]).getByRole('link', { name, exact: true });
    expect(await link.getAttribute('lang')).toBe(name === 'English' ? 'en' : 'ta');
    const href = await link.getAttribute('href');
    await page.evaluate(() => Object.assign(window, { __oldDocument: true }));
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    if (js) await waitForHydration(page);
    expect(await page.evaluate(() => '__oldDocument' in window)).toBe(false);
    return href;
  }
  const lang = (page: Page) => page.locator('html').getAttribute('lang');
  const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

  for (const js of [true, false]) {
    for (const place of ['header', 'footer'] as const) {
      it(`leads from /services/branding to /ta/services/branding and back through the ${place} (JavaScript ${js ? 'on' : 'off'})`, async () => {
        const page = await open('/services/branding', { js });
        expect(await switchLanguage(page, place, 'தமிழ்', js)).toBe('/ta/services/branding');
        expect(await lang(page)).toBe('ta');
        expect(await heading(page)).toBe(brandingTa);
        expect(await switchLanguage(page, place, 'English', js)).toBe('/services/branding');
        expect(await lang(page)).toBe('en-IN');
        expect(await heading(page)).toBe('Brand & Creative Solutions');
      });
    }

    it(`keeps the page's declared query and drops the rest (JavaScript ${js ? 'on' : 'off'})`, async () => {
      const page = await open('/case-studies?q=logo&category=Logo%20Design&utm_source=newsletter', { js });
      const params = () => [...new URL(page.url()).searchParams];
      await switchLanguage(page, 'header', 'தமிழ்', js);
      expect(new URL(page.url()).pathname).toBe('/ta/case-studies');
      expect(params()).toEqual([
        ['q', 'logo'],
        ['category', 'Logo Design'],
      ]);
      expect(await lang(page)).toBe('ta');
      expect(await page.locator('input[name="q"]').first().inputValue()).toBe('logo');
      await switchLanguage(page, 'footer', 'English', js);
      expect(new URL(page.url()).pathname).toBe('/case-studies');
      expect(params()).toEqual([
        ['q', 'logo'],
        ['category', 'Logo Design'],
      ]);
      expect(await page.locator('input[name="q"]').first().inputValue()).toBe('logo');
    });
  }

  for (const js of [true, false]) {
    it(`leads from /ta/industries to /industries and back through the header at 375 px (JavaScript ${js ? 'on' : 'off'})`, async () => {
      const page = await open('/ta/industries', { js, viewport: PHONE });
      expect(await switchLanguage(page, 'header', 'English', js)).toBe('/industries');
      expect(await lang(page)).toBe('en-IN');
      expect(await switchLanguage(page, 'header', 'தமிழ்', js)).toBe('/ta/industries');
      expect(await lang(page)).toBe('ta');
      expect(await heading(page)).toBe(industriesCopy.ta.hero.title);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });
  }

  it('never redirects a browser that prefers Tamil: / stays English and offers the Tamil page', async () => {
    const documents: [string, number][] = [];
    const page = await open('/', {
      locale: 'ta-IN',
      extraHTTPHeaders: { 'Accept-Language': 'ta-IN,ta;q=0.9,en;q=0.5' },
      beforeGoto: async (tab) => {
        tab.on('response', (response) => {
          if (response.request().resourceType() === 'document') documents.push([new URL(response.url()).pathname, response.status()]);
        });
      },
    });
    // Hydrated, and everything the page started (a redirect would be one) has finished.
    await networkSettled(page);
    expect(documents).toEqual([['/', 200]]);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await lang(page)).toBe('en-IN');
    expect(await heading(page)).toBe('We Don’t Just Build Brands, We Build Legacies.');
    expect(await page.getByRole('banner').getByRole('link', { name: 'தமிழ்', exact: true }).getAttribute('href')).toBe('/ta');
  });
});

describe('Tamil header', () => {
  const labels = headerLinks.map((to) => shellCopy.ta.nav[to]);
  const hrefs = headerLinks.map((to) => (to === '/' ? '/ta' : `/ta${to}`));

  for (const js of [true, false]) {
    it(`shows the seven Tamil links at 1280 px, marks the current one and leads to Tamil pages (JavaScript ${js ? 'on' : 'off'})`, async () => {
      const page = await open('/ta/solutions', { js });
      const nav = page.getByRole('navigation', { name: shellCopy.ta.navLabel });
      expect(await nav.isVisible()).toBe(true);
      expect(await nav.getByRole('link').allTextContents()).toEqual(labels);
      expect(await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(hrefs);
      expect(await nav.locator('[aria-current="page"]').allTextContents()).toEqual([shellCopy.ta.nav['/solutions']]);
      expect(await page.getByRole('banner').locator('summary').isVisible()).toBe(false);
      await nav.getByRole('link', { name: shellCopy.ta.nav['/about'], exact: true }).click();
      await page.waitForURL('**/ta/about');
      if (js) await waitForHydration(page);
      expect(await page.locator('html').getAttribute('lang')).toBe('ta');
      await expect.poll(() => nav.locator('[aria-current="page"]').allTextContents()).toEqual([shellCopy.ta.nav['/about']]);
    });
  }

  it('opens the Tamil menu at 375 px and closes it on outside click, Escape and link click', async () => {
    const page = await open('/ta', { viewport: PHONE });
    expect(await page.getByRole('navigation', { name: shellCopy.ta.navLabel }).isVisible()).toBe(false);
    const button = page.getByRole('banner').locator('summary');
    expect((await button.textContent())?.trim()).toBe(shellCopy.ta.menu);
    const panel = page.getByRole('navigation', { name: shellCopy.ta.menuLabel });
    await button.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await panel.getByRole('link').allTextContents()).toEqual(labels);
    expect(await panel.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(hrefs);
    await page.mouse.click(10, 500);
    await expect.poll(() => panel.isVisible()).toBe(false);
    await button.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    await button.click();
    await panel.getByRole('link', { name: shellCopy.ta.nav['/services'] }).click();
    await page.waitForURL('**/ta/services');
    await expect.poll(() => panel.isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('எங்கள் சேவைகள்');
  });

  it('opens the Tamil menu at 375 px without JavaScript and its links lead to Tamil pages', async () => {
    const page = await open('/ta', { viewport: PHONE, js: false });
    const button = page.getByRole('banner').locator('summary');
    expect((await button.textContent())?.trim()).toBe(shellCopy.ta.menu);
    await button.click();
    const panel = page.getByRole('navigation', { name: shellCopy.ta.menuLabel });
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.getByRole('link').allTextContents()).toEqual(labels);
    await panel.getByRole('link', { name: shellCopy.ta.nav['/industries'] }).click();
    await page.waitForURL('**/ta/industries');
    expect(await page.locator('html').getAttribute('lang')).toBe('ta');
  });
});
