// Screenshots of every page at 375 px and 1280 px (full page), for reviewers.
// Starts the built server on a free port. Usage: npm run build && node scripts/screenshots.mjs [path ...]
// Output: screenshots/<name>-<width>.png (not committed).
// Options by environment: SCREENSHOT_DIR (output folder), DIST_DIR (which build to serve),
// SCREENSHOT_FORMAT=jpeg with SCREENSHOT_QUALITY (default 70) for small files, and
// SCREENSHOT_SCREENS=N to keep only the first N screens (viewport heights) of each page.
// docs/review/artwork/ was made with SCREENSHOT_FORMAT=jpeg SCREENSHOT_QUALITY=60 SCREENSHOT_SCREENS=2.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './lib/built-server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/services', '/services/branding', '/industries', '/industries/health', '/solutions', '/case-studies', '/case-studies/1', '/project', '/about', '/contact', '/blog', '/blog/1', '/learn', '/terms', '/privacy', '/no-such-page'];
const widths = [375, 1280];
const out = path.resolve(root, process.env.SCREENSHOT_DIR ?? 'screenshots');
const format = process.env.SCREENSHOT_FORMAT === 'jpeg' ? 'jpeg' : 'png';
const quality = format === 'jpeg' ? Number(process.env.SCREENSHOT_QUALITY ?? 70) : undefined;
const screens = Number(process.env.SCREENSHOT_SCREENS ?? 0);
const height = 900;
mkdirSync(out, { recursive: true });

const { origin, stop } = await startBuiltServer();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
    await context.addInitScript(() => sessionStorage.setItem('kolam:intro-seen', '1'));
    const page = await context.newPage();
    for (const pathname of pages) {
      await page.goto(origin + pathname, { waitUntil: 'networkidle' }).catch(() => page.goto(origin + pathname));
      // Let lazy images below the fold load for the full-page shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
        // A full-page capture does not scroll, so parts drawn only near the screen (the footer,
        // the case-study cards: decision 016) would come out blank; draw them all for the shot.
        for (const element of document.querySelectorAll('*')) if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
      });
      await page.waitForTimeout(300);
      const name = pathname === '/' ? 'home' : pathname.slice(1).replace(/[/?=&]+/g, '_');
      const file = path.join(out, `${name}-${width}.${format === 'jpeg' ? 'jpg' : 'png'}`);
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      const clip = screens > 0 ? { x: 0, y: 0, width, height: Math.min(pageHeight, screens * height) } : undefined;
      await page.screenshot({ path: file, fullPage: true, type: format, quality, clip });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stop();
}
