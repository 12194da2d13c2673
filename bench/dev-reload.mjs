// Edit-to-reload in `npm run dev` (issue 28): how long after an editor saves a file the open
// page shows the change. In a copy of this checkout (scripts/lib/checkout-copy.mjs; the real
// content/ is never written), `node build.mjs --watch` runs and Chromium keeps
// /case-studies/1 open, subscribed to the live-reload events. Measured, each the time from
// the file's write to the `load` of the reloaded page that shows the change:
//   markdown  the case study's index.en.md saved with a new title (RUNS times);
//   photo     its cover photo (a 4000×3000 camera-size JPEG beside the record) replaced by
//             another (PHOTO_RUNS times): the new photo is encoded, nothing else.
// Baseline, measured in the same run and printed beside them: a plain reload of the same page
// (what the browser's part of a reload costs). Target: markdown ≤ 1 s on these machines.
// Each edit starts once npm run dev has been quiet for a second (the last edit's redrawn
// artwork done). Also printed: npm run dev's own timing of its content step for each Markdown
// edit, and of the record's artwork redrawn after it (a title is drawn into the artwork).
//
// Usage: node bench/dev-reload.mjs [--runs 7] [--photo-runs 3]
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { copyCheckout } from '../scripts/lib/checkout-copy.mjs';
import { freePort, waitFor } from '../scripts/lib/built-server.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? Number(process.argv[at + 1]) : fallback;
};
const RUNS = option('--runs', 7);
const PHOTO_RUNS = option('--photo-runs', 3);
const PAGE = '/case-studies/1';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const checkout = copyCheckout('kolam-bench-dev-');
const record = path.join(checkout, 'content/case-studies/001-kaveri-filter-coffee-works');
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
let output = '';
const dev = spawn(process.execPath, ['build.mjs', '--watch'], {
  cwd: checkout,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: origin, LOG_LEVEL: 'warn', DATA_DIR: path.join(checkout, 'data') },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
dev.stdout.on('data', (chunk) => (output += chunk));
dev.stderr.on('data', (chunk) => (output += chunk));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

try {
  await waitFor(
    'npm run dev to answer /healthz',
    async () => {
      if (dev.exitCode !== null) throw new Error(`npm run dev exited:\n${output.slice(-3000)}`);
      return fetch(`${origin}/healthz`).then((response) => response.ok, () => false);
    },
    { timeoutMs: 300_000, intervalMs: 250 },
  );
  const page = await browser.newPage();
  await page.goto(origin + PAGE);
  const connected = () => page.waitForFunction(() => document.documentElement.getAttribute('data-dev-reload') === 'connected', null, { timeout: 30_000 });
  await connected();

  /** Waits until npm run dev has printed nothing for a second: the last edit's work (a redrawn artwork) is done. */
  async function settled() {
    for (let waited = 0, length = -1; waited < 60_000; waited += 1000) {
      if (output.length === length) return;
      length = output.length;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  /** Writes a file, then waits for the reloaded page for which `shows` is true; the milliseconds between. */
  async function editToReload(write, shows) {
    await settled();
    const started = performance.now();
    write();
    for (;;) {
      await page.waitForEvent('load', { timeout: 60_000 });
      if (await shows().catch(() => false)) break;
    }
    const ms = performance.now() - started;
    await connected();
    return ms;
  }

  const plain = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await page.reload();
    plain.push(performance.now() - started);
    await connected();
  }

  const markdown = [];
  const markdownLog = output.length;
  const file = path.join(record, 'index.en.md');
  const original = readFileSync(file, 'utf8');
  for (let run = 1; run <= RUNS; run++) {
    const title = `Rebranding a Roaster, edit ${run}`;
    markdown.push(await editToReload(() => writeFileSync(file, original.replace(/^title: .*$/m, `title: ${title}`)), async () => (await page.locator('h1').innerText()) === title));
  }

  await settled();
  // What npm run dev printed for the Markdown edits: its content step, and the record's artwork
  // (the title is drawn into it), redrawn after the page has reloaded with the new text.
  const printed = (pattern) => [...output.slice(markdownLog).matchAll(pattern)].map((match) => Number(match[1]));
  const contentSteps = printed(/index\.en\.md: content built again in (\d+) ms/g);
  const contentCpu = printed(/index\.en\.md: content built again in \d+ ms \((\d+) ms of CPU\)/g);
  const artworkDraws = printed(/index\.en\.md: \d+ artwork image\(s\) drawn again in (\d+) ms/g);

  // A cover photo for the record, then swapped for another of the same size.
  const photo = (seed) =>
    sharp({ create: { width: 4000, height: 3000, channels: 3, noise: { type: 'gaussian', mean: 96 + seed * 8, sigma: 30 } } })
      .jpeg({ quality: 85 })
      .toBuffer();
  const cover = path.join(record, 'cover.jpg');
  const withCover = (text) => text.replace(/^coverAlt:/m, 'cover: ./cover.jpg\ncoverAlt:');
  const coverSrc = () => page.locator('.case-hero img, main img').first().getAttribute('src');
  writeFileSync(cover, await photo(0));
  await editToReload(
    () => {
      for (const lang of ['en', 'ta']) writeFileSync(path.join(record, `index.${lang}.md`), withCover(readFileSync(path.join(record, `index.${lang}.md`), 'utf8')));
    },
    async () => (await coverSrc())?.startsWith('/media/photos/') ?? false,
  );
  const swaps = [];
  for (let run = 1; run <= PHOTO_RUNS; run++) {
    const before = await coverSrc();
    const bytes = await photo(run);
    swaps.push(await editToReload(() => writeFileSync(cover, bytes), async () => { const src = await coverSrc(); return Boolean(src?.startsWith('/media/photos/') && src !== before); }));
  }

  const row = (name, values) => `| ${name} | ${values.length} | ${Math.round(median(values))} | ${(median(values) / median(plain)).toFixed(1)}× |`;
  console.log(`\nEdit to reload in npm run dev (${PAGE}), median ms; ratio against a plain reload measured in the same run\n`);
  console.log('| change | runs | median ms | × plain reload |');
  console.log('| --- | ---: | ---: | ---: |');
  console.log(row('plain reload (baseline)', plain));
  console.log(row('Markdown edit (title)', markdown));
  console.log(row('cover photo swapped (4000×3000 JPEG)', swaps));
  if (contentSteps.length > 0) console.log(`\nnpm run dev's content step for the Markdown edits (ms, median ${Math.round(median(contentSteps))}): ${contentSteps.join(', ')}`);
  if (contentCpu.length > 0) console.log(`its CPU time (ms, median ${Math.round(median(contentCpu))}): ${contentCpu.join(', ')}`);
  if (artworkDraws.length > 0) console.log(`the record's artwork redrawn after the page showed the new title (ms, median ${Math.round(median(artworkDraws))}): ${artworkDraws.join(', ')}`);
  console.log(`\nall runs (ms): plain ${plain.map(Math.round).join(', ')}; markdown ${markdown.map(Math.round).join(', ')}; photo ${swaps.map(Math.round).join(', ')}`);
} catch (error) {
  console.error(`npm run dev said (last 4000 characters):\n${output.slice(-4000)}`);
  throw error;
} finally {
  await browser.close();
  if (dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');
  await new Promise((resolve) => (dev.exitCode === null ? dev.once('exit', resolve) : resolve()));
  rmSync(checkout, { recursive: true, force: true });
}
