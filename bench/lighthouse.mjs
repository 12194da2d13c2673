// Lighthouse 12 (Node 20 compatible) against the built production server, in Debian's
// Chromium, for a few representative pages on Lighthouse's throttled mobile and desktop
// profiles. Each page is also measured with the app's JavaScript blocked (the HTML and CSS the
// server sends, what a no-JS visitor gets): the ratio of the two shows what hydration costs.
// Scores and timings are medians of BENCH_RUNS runs (default 3): a shared machine is noisy.
// Usage: npm run build && node bench/lighthouse.mjs [/path ...]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startBuiltServer } from '../scripts/lib/built-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/case-studies', '/case-studies/7'];
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const { origin, stop } = await startBuiltServer();
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });

/** One Lighthouse run; the scores (0–100) and the timings that matter. */
async function measure(url, formFactor, blockAppScripts) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, blockedUrlPatterns: blockAppScripts ? ['*/assets/*.js'] : [] };
  const { lhr } = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id].score < 0.9).map((ref) => ref.id),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    failing,
  };
}

async function medianOf(url, formFactor, blockAppScripts) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure(url, formFactor, blockAppScripts));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])),
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    cls: median(runs.map((run) => run.cls)),
    tbt: median(runs.map((run) => run.tbt)),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

const rows = [];
try {
  for (const formFactor of ['mobile', 'desktop']) {
    for (const page of PAGES) {
      const url = origin + page;
      const full = await medianOf(url, formFactor, false);
      const htmlOnly = await medianOf(url, formFactor, true);
      rows.push({ formFactor, page, full, htmlOnly });
      const s = full.scores;
      console.log(
        `${formFactor.padEnd(7)} ${page.padEnd(16)} perf ${s.performance} a11y ${s.accessibility} bp ${s['best-practices']} seo ${s.seo} | ` +
          `FCP ${full.fcp.toFixed(0)} ms LCP ${full.lcp.toFixed(0)} ms CLS ${full.cls.toFixed(3)} TBT ${full.tbt.toFixed(0)} ms | ` +
          `LCP vs HTML-only ${(full.lcp / htmlOnly.lcp).toFixed(2)}x (${htmlOnly.lcp.toFixed(0)} ms)` +
          (full.failing.length ? ` | below 0.9: ${full.failing.join(', ')}` : ''),
      );
    }
  }
} finally {
  await chrome.kill();
  await stop();
}

const all = rows.map((row) => row.full);
console.log(
  `\n${rows.length} page/profile pairs, median of ${RUNS} runs each: ` +
    `lowest performance ${Math.min(...all.map((r) => r.scores.performance))}, accessibility ${Math.min(...all.map((r) => r.scores.accessibility))}, ` +
    `best practices ${Math.min(...all.map((r) => r.scores['best-practices']))}, SEO ${Math.min(...all.map((r) => r.scores.seo))}; ` +
    `worst CLS ${Math.max(...all.map((r) => r.cls)).toFixed(3)}; median LCP with JS / HTML-only ${median(rows.map((row) => row.full.lcp / row.htmlOnly.lcp)).toFixed(2)}x`,
);
