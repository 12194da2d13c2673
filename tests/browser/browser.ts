/**
 * Playwright (playwright-core) driving Debian's Chromium. Each test gets a fresh context;
 * console errors and page errors fail the test (hydration mismatches show up there).
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const LAUNCH_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** One URL of every page (and the two server-rendered overlay views), for checks that sweep the site. */
export const EVERY_PAGE = ['/', '/services', '/services/branding', '/industries', '/industries/health', '/solutions', '/case-studies', '/case-studies/7', '/project', '/project?image=3', '/about', '/contact', '/blog', '/blog/1', '/learn', '/terms', '/privacy'];

/** The same page in Tamil: "/" → "/ta", "/services" → "/ta/services", query kept. */
export function inTamil(path: string): string {
  return path === '/' || path.startsWith('/?') ? `/ta${path.slice(1)}` : `/ta${path}`;
}

/** The site's languages and their pages, for sweeps that go through both in one browser. */
export const LANGUAGES = [
  { name: 'English', pages: (paths: readonly string[]) => [...paths] },
  { name: 'Tamil', pages: (paths: readonly string[]) => paths.map(inTamil) },
] as const;

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

export function baseUrl(): string {
  return inject('baseUrl');
}

type OpenOptions = BrowserContextOptions & {
  js?: boolean;
  /**
   * The page as the server sent it, with JavaScript still available to the test (for axe):
   * the app's scripts are never loaded, so nothing hydrates. `js: false` is the real no-JS
   * browser; this is its twin for tools that must run inside the page.
   */
  blockAppScripts?: boolean;
  skipIntro?: boolean;
  /** Wait for <html data-hydrated> after loading (default: with JavaScript on). */
  waitForHydration?: boolean;
  /** Runs after the page is created and before navigation, e.g. `(page) => page.clock.install()`. */
  beforeGoto?: (page: Page) => Promise<void>;
  /** Console errors the test provokes on purpose (e.g. a mocked 500 answer to a fetch). */
  expectedConsole?: RegExp;
  /** What navigation waits for (default: the load event). */
  waitUntil?: 'load' | 'domcontentloaded' | 'commit';
};

/** Register browser lifecycle hooks for a test file; returns a helper that opens pages. */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let problems: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const found = problems;
    problems = [];
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    expect(found, 'console errors or page errors').toEqual([]);
  });

  async function open(path: string, { js = true, blockAppScripts = false, skipIntro = true, waitForHydration: hydrate = js && !blockAppScripts, beforeGoto, expectedConsole, waitUntil, ...options }: OpenOptions = {}): Promise<Page> {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: js, baseURL: baseUrl(), ...options });
    contexts.push(context);
    if (skipIntro) {
      // The splash plays once per tab session; most tests start as a returning visitor.
      // Guarded: it also runs in frames without storage (the offline map's error page).
      await context.addInitScript(() => {
        try {
          sessionStorage.setItem('kolam:intro-seen', '1');
        } catch {
          // no storage in this frame
        }
      });
    }
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        const text = message.text();
        // The map iframe cannot reach the internet in tests; that is expected here.
        if (/openstreetmap|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|net::ERR_/.test(text)) return;
        if (expectedConsole?.test(text)) return;
        problems.push(`${message.type()}: ${text}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    if (blockAppScripts) await page.route('**/assets/**/*.js', (route) => route.abort('blockedbyclient'));
    await beforeGoto?.(page);
    await page.goto(path, waitUntil ? { waitUntil } : undefined);
    if (hydrate) await waitForHydration(page);
    return page;
  }

  return { open, browser: () => browser };
}

/**
 * Playwright's clock, installed and paused before the page loads (pass as `beforeGoto`), so
 * timers only fire when the test calls `page.clock.runFor`: interval timing is exact however
 * slow the machine is. It starts at the real time, like the server that rendered the page.
 */
export async function pausedClock(page: Page): Promise<void> {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
}

/** The client marks <html data-hydrated> once React has hydrated the document. */
export async function waitForHydration(page: Page): Promise<void> {
  // Interval polling, not requestAnimationFrame: tests may pause the page's clock.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 15_000, polling: 50 });
}

/**
 * How much darker a strip just below an element gets when the pointer is over it (mean of the
 * three channels, 0–255): a hovered card's shadow falls there, unless something clips it to
 * the card's own box.
 */
export async function shadowBelowOnHover(page: Page, element: Locator): Promise<number> {
  const { default: sharp } = await import('sharp');
  await element.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  const box = (await element.boundingBox())!;
  const strip = { x: box.x + box.width / 4, y: box.y + box.height + 6, width: box.width / 2, height: 8 };
  const brightness = async () => {
    const { data } = await sharp(await page.screenshot({ clip: strip })).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return data.reduce((sum, value) => sum + value, 0) / data.length;
  };
  const before = await brightness();
  await element.hover();
  // The lift and the shadow ease in.
  await page.waitForTimeout(600);
  return before - (await brightness());
}
