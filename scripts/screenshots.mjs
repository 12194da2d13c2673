// Screenshots of every page at 375 px and 1280 px (full page), for reviewers.
// Starts the built server on a free port. Usage: npm run build && node scripts/screenshots.mjs [path ...]
// Output: screenshots/<name>-<width>.png (not committed).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/services', '/services/branding', '/industries', '/industries/health', '/solutions', '/case-studies', '/case-studies/1', '/project', '/about', '/contact', '/blog', '/blog/1', '/learn', '/terms', '/privacy', '/no-such-page'];
const widths = [375, 1280];
const out = path.resolve(root, process.env.SCREENSHOT_DIR ?? 'screenshots');
mkdirSync(out, { recursive: true });

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});
const child = spawn(process.execPath, [path.resolve(root, process.env.DIST_DIR ?? 'dist', 'server/main.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shots-')) },
  stdio: 'inherit',
});
const origin = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${origin}/healthz`)).ok) break;
  } catch {}
  if (i > 200) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 50));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
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
      });
      await page.waitForTimeout(300);
      const name = pathname === '/' ? 'home' : pathname.slice(1).replace(/[/?=&]+/g, '_');
      const file = path.join(out, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  child.kill('SIGTERM');
}
