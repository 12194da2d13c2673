/**
 * Playwright (playwright-core) driving Debian's Chromium. Each test gets a fresh context;
 * console errors and page errors fail the test (hydration mismatches show up there).
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Request } from 'playwright-core';
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
    trackRequests(page);
    if (!js) scriptless.add(page);
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
  // Whatever entering the view set off (a reveal, an earlier hover easing out) has run its course.
  await animationsSettled(element);
  const box = (await element.boundingBox())!;
  const strip = { x: box.x + box.width / 4, y: box.y + box.height + 6, width: box.width / 2, height: 8 };
  const brightness = async () => {
    const { data } = await sharp(await page.screenshot({ clip: strip })).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return data.reduce((sum, value) => sum + value, 0) / data.length;
  };
  const before = await brightness();
  await element.hover();
  // The lift and the shadow have eased in.
  await animationsSettled(element);
  return before - (await brightness());
}

/**
 * Two animation frames have been rendered: style, layout and paint have caught up with what the
 * page did before this call (a class set in an event handler, a state React committed).
 * Runs on requestAnimationFrame, so not under a paused `page.clock`.
 */
export async function frames(page: Page, count = 2): Promise<void> {
  // Without JavaScript the page runs no frame callbacks, not even the test's.
  if (scriptless.has(page)) return;
  await page.evaluate(async (count) => {
    for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

/**
 * Every finite CSS transition and animation on the element or inside it (pseudo-elements
 * included) has finished, and none started in the two frames after: an eased hover, a slide of
 * a carousel, a reveal on scroll have come to rest. Infinite animations (a spinner, a marquee)
 * are not waited for. Runs on requestAnimationFrame, so not under a paused `page.clock`.
 */
export async function animationsSettled(target: Locator): Promise<void> {
  await target.evaluate(async (element) => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (;;) {
      // Two frames: a style change made just before is picked up and its transition started.
      await nextFrame();
      await nextFrame();
      const running = element.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Starts listening for the next `type` event (on `window`, so after the page's own handlers,
 * which listen on the document or nearer the target, have run); the returned function resolves
 * once it has come and two frames have been rendered since, so whatever the page did in
 * answer (a state committed, a navigation started) has happened. Install it before causing the
 * event. `capture` listens in the capture phase, for events that do not bubble (`invalid`).
 */
export async function nextEvent(page: Page, type: string, { capture = false } = {}): Promise<() => Promise<void>> {
  const handle = await page.evaluateHandle(
    ({ type, capture }) => ({
      seen: new Promise<void>((resolve) =>
        window.addEventListener(type, () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true, capture }),
      ),
    }),
    { type, capture },
  );
  return async () => {
    await handle.evaluate((listener) => listener.seen);
    await handle.dispose();
  };
}

/**
 * Every request the page has started has finished or failed (apart from those `except`
 * matches: a request a test holds on purpose), checked after two rendered frames and again
 * until it holds, so a request the page starts in answer to what just happened is counted.
 * This is the positive signal before asserting that something was not fetched or not sent.
 * (On a page without JavaScript there are no frames to wait for: call it after the page's own
 * positive signal, such as the browser's validation focusing a field. Nor before the first
 * paint, while a render-blocking request is held: pass `{ frames: false }`.)
 */
export async function networkSettled(page: Page, except: (request: Request) => boolean = () => false, { frames: afterFrames = true } = {}): Promise<void> {
  const inFlight = inFlightRequests.get(page);
  if (!inFlight) throw new Error('networkSettled: open the page with useBrowser().open');
  if (afterFrames) await frames(page);
  await expect.poll(() => [...inFlight].filter((request) => !except(request)).map((request) => request.url())).toEqual([]);
}

const inFlightRequests = new WeakMap<Page, Set<Request>>();
/** Pages opened with JavaScript off. */
const scriptless = new WeakSet<Page>();

function trackRequests(page: Page): void {
  const inFlight = new Set<Request>();
  inFlightRequests.set(page, inFlight);
  page.on('request', (request) => void inFlight.add(request));
  page.on('requestfinished', (request) => void inFlight.delete(request));
  page.on('requestfailed', (request) => void inFlight.delete(request));
}
