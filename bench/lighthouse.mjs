// Lighthouse 13 against the built production server, in Debian's
// Chromium: one URL per route, in English and in Tamil, on Lighthouse's mobile profile
// (simulated slow 4G, 4× CPU slowdown) and its desktop profile. Each page is measured beside
// the same page with the app's JavaScript blocked (the HTML, CSS, fonts and images the server
// sends: what a visitor without JavaScript gets), and the ratio of the two LCPs shows what the
// app's scripts cost the largest paint. Runs alternate between the two, so load on the shared
// machine hits both alike; every figure is the median of BENCH_RUNS runs (default 3). The
// baseline is measured on the mobile profile, where the LCP target is (desktop rows leave it
// out, which keeps the whole sweep near an hour; --desktop-baseline measures it there too).
//
// Each run is a first visit in a fresh browser (empty cache, new tab session, so the intro
// splash plays as it does for a new visitor), against pages already in the server's cache
// (the first request of a URL after a deploy is the render benchmark's business).
//
// Usage: npm run build && node bench/lighthouse.mjs [--write] [--mobile|--desktop] [--desktop-baseline] [/path ...]
//   --write   replace the Lighthouse section of BENCHMARKS.md with the table
//   DIST_DIR=… measures another build (e.g. a copy, so rebuilding meanwhile is safe)
//   BASELINE_DIR=… an A/B instead: each page on this build and on that one, runs alternating
//     (no HTML-only runs), and a table of both medians (as the decisions' A/Bs are measured)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startBuiltServer } from '../scripts/lib/built-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const args = process.argv.slice(2);
const WRITE = args.includes('--write');
const DESKTOP_BASELINE = args.includes('--desktop-baseline');
const PROFILES = args.includes('--mobile') ? ['mobile'] : args.includes('--desktop') ? ['desktop'] : ['mobile', 'desktop'];
/** One URL per route (shared/routes/), the not-found page included. */
const ROUTES = [
  ['home', '/'],
  ['services', '/services'],
  ['a service', '/services/branding'],
  ['industries', '/industries'],
  ['an industry', '/industries/health'],
  ['solutions', '/solutions'],
  ['case studies', '/case-studies'],
  ['a case study', '/case-studies/7'],
  ['project', '/project'],
  ['blog', '/blog'],
  ['a blog post', '/blog/1'],
  ['about', '/about'],
  ['learn', '/learn'],
  ['contact', '/contact'],
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['not found (404)', '/no-such-page'],
];
const tamil = (page) => (page === '/' ? '/ta' : `/ta${page}`);
const PAGES = args.some((arg) => arg.startsWith('/'))
  ? args.filter((arg) => arg.startsWith('/')).map((page) => [page, page])
  : ROUTES.flatMap(([name, page]) => [
      [name, page],
      [name, tamil(page)],
    ]);
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const BASELINE_DIR = process.env.BASELINE_DIR;
if (BASELINE_DIR) await abRun();

const { origin, stop, pid } = await startBuiltServer();

/** Until the server has been idle for 2 s (at most a minute): the brotli 11 variants of the warmed pages are made in the background. */
async function serverIdle(serverPid = pid) {
  const serverCpuTicks = () => {
    const fields = readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  let last = serverCpuTicks();
  for (let quiet = 0, waited = 0; quiet < 4 && waited < 120; waited++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = serverCpuTicks();
    quiet = now - last <= 1 ? quiet + 1 : 0;
    last = now;
  }
}

/** One Lighthouse run in a fresh Chromium: the scores (0–100) and the timings that matter. */
async function measure(url, formFactor, blockAppScripts) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      blockedUrlPatterns: blockAppScripts ? ['*/assets/*.js'] : [],
      // The not-found page answers 404 on purpose.
      ignoreStatusCode: true,
    };
    let { lhr } = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    // A fresh Chromium's first trace sometimes lacks the navigation start (NO_NAVSTART): the
    // run is repeated in the same browser, up to twice, rather than the whole table lost.
    for (let retry = 0; lhr.runtimeError?.code === 'NO_NAVSTART' && retry < 2; retry++) {
      console.error(`${url}: NO_NAVSTART, measuring again`);
      ({ lhr } = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing = Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id].score < 1).map((ref) => ref.id),
    );
    const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      lcpElement: lcpNode?.nodeLabel ?? lcpNode?.snippet ?? '',
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

function medianOf(runs) {
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])),
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    cls: median(runs.map((run) => run.cls)),
    tbt: median(runs.map((run) => run.tbt)),
    lcpElement: runs.map((run) => run.lcpElement).sort((a, b) => runs.filter((r) => r.lcpElement === b).length - runs.filter((r) => r.lcpElement === a).length)[0],
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

/**
 * The A/B: this build (DIST_DIR or dist/) and BASELINE_DIR served side by side, each page
 * measured RUNS times on each, alternating, on the profile asked for (mobile by default).
 */
async function abRun() {
  const formFactor = PROFILES.includes('mobile') ? 'mobile' : 'desktop';
  const builds = [
    ['baseline', await startBuiltServer({ DIST_DIR: BASELINE_DIR })],
    ['this build', await startBuiltServer()],
  ];
  const lines = [];
  try {
    for (const [, server] of builds) {
      for (const [, page] of PAGES) await (await fetch(server.origin + page, { headers: { accept: 'text/html', 'accept-encoding': 'br' } })).arrayBuffer();
      await serverIdle(server.pid);
    }
    for (const [, page] of PAGES) {
      const runs = builds.map(() => []);
      for (let i = 0; i < RUNS; i++) {
        for (const [index, [name, server]] of builds.entries()) {
          const run = await measure(server.origin + page, formFactor, false);
          runs[index].push(run);
          console.log(`${page.padEnd(22)} ${name.padEnd(10)} #${i}: perf ${run.scores.performance} FCP ${run.fcp.toFixed(0)} LCP ${run.lcp.toFixed(0)} TBT ${run.tbt.toFixed(0)} ms CLS ${run.cls.toFixed(3)}`);
        }
      }
      const [before, after] = runs.map(medianOf);
      const cell = (key, digits = 0) => `${before[key].toFixed(digits)} → ${after[key].toFixed(digits)}`;
      lines.push(`| \`${page}\` | ${before.scores.performance} → ${after.scores.performance} | ${cell('fcp')} ms | ${cell('lcp')} ms | ${cell('tbt')} ms | ${cell('cls', 3)} |`);
    }
  } finally {
    for (const [, server] of builds) await server.stop();
  }
  console.log(`\nA/B, ${formFactor}, median of ${RUNS} runs each, alternating; baseline ${BASELINE_DIR} → this build ${process.env.DIST_DIR ?? 'dist'}\n`);
  console.log(['| page | perf | FCP | LCP | TBT | CLS |', '|---|---|---|---|---|---|', ...lines].join('\n'));
  process.exit(0);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const rows = [];
const started = Date.now();
try {
  // Every page once into the server's cache (and its brotli 11 variant made), as a live site has them.
  for (const [, page] of PAGES) await (await fetch(origin + page, { headers: { accept: 'text/html', 'accept-encoding': 'br' } })).arrayBuffer();
  await serverIdle();
  for (const formFactor of PROFILES) {
    for (const [name, page] of PAGES) {
      const fullRuns = [];
      const htmlRuns = [];
      const baseline = formFactor === 'mobile' || DESKTOP_BASELINE;
      for (let i = 0; i < RUNS; i++) {
        fullRuns.push(await measure(origin + page, formFactor, false));
        if (baseline) htmlRuns.push(await measure(origin + page, formFactor, true));
      }
      const full = medianOf(fullRuns);
      const htmlOnly = baseline ? medianOf(htmlRuns) : undefined;
      rows.push({ formFactor, name, page, full, htmlOnly });
      const s = full.scores;
      console.log(
        `${formFactor.padEnd(7)} ${page.padEnd(22)} perf ${s.performance} a11y ${s.accessibility} bp ${s['best-practices']} seo ${s.seo} | ` +
          `FCP ${full.fcp.toFixed(0)} LCP ${full.lcp.toFixed(0)} ms CLS ${full.cls.toFixed(3)} TBT ${full.tbt.toFixed(0)} ms | ` +
          (htmlOnly ? `HTML-only perf ${htmlOnly.scores.performance} LCP ${htmlOnly.lcp.toFixed(0)} ms, ratio ${(full.lcp / htmlOnly.lcp).toFixed(2)} | ` : '') +
          `LCP: ${full.lcpElement.slice(0, 60)}` +
          (full.failing.length ? ` | below 1: ${full.failing.join(', ')}` : ''),
      );
    }
  }
} finally {
  await stop();
}

const all = rows.map((row) => row.full);
const ratios = rows.filter((row) => row.htmlOnly).map((row) => row.full.lcp / row.htmlOnly.lcp);
const lowest = (profile) => Math.min(...rows.filter((row) => row.formFactor === profile).map((row) => row.full.scores.performance));
const summary =
  `${rows.length} page/profile pairs, median of ${RUNS} runs each, in ${((Date.now() - started) / 60000).toFixed(0)} min: ` +
  `lowest performance ${PROFILES.map((profile) => `${lowest(profile)} (${profile})`).join(', ')}, accessibility ${Math.min(...all.map((r) => r.scores.accessibility))}, ` +
  `best practices ${Math.min(...all.map((r) => r.scores['best-practices']))}, SEO ${Math.min(...all.map((r) => r.scores.seo))}; ` +
  `worst CLS ${Math.max(...all.map((r) => r.cls)).toFixed(3)}, worst TBT ${Math.max(...all.map((r) => r.tbt)).toFixed(0)} ms; ` +
  (ratios.length ? `LCP with JS / HTML-only: median ${median(ratios).toFixed(2)}×, worst ${Math.max(...ratios).toFixed(2)}×` : 'no HTML-only baseline');
console.log(`\n${summary}`);

const table = [
  '| profile | page | perf | a11y | best pr. | SEO | FCP | LCP | CLS | TBT | HTML-only: perf | HTML-only: LCP | LCP / HTML-only |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(({ formFactor, name, page, full, htmlOnly }) => {
    const s = full.scores;
    const baseline = htmlOnly ? `${htmlOnly.scores.performance} | ${seconds(htmlOnly.lcp)} | ${(full.lcp / htmlOnly.lcp).toFixed(2)}×` : '– | – | –';
    return `| ${formFactor} | ${name} \`${page}\` | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${seconds(full.fcp)} | ${seconds(full.lcp)} | ${full.cls.toFixed(3)} | ${full.tbt.toFixed(0)} ms | ${baseline} |`;
  }),
].join('\n');
console.log(`\n${table}`);

if (WRITE) {
  const file = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'BENCHMARKS.md');
  const text = readFileSync(file, 'utf8');
  const begin = '<!-- lighthouse-table:start -->';
  const end = '<!-- lighthouse-table:end -->';
  const at = text.indexOf(begin);
  const until = text.indexOf(end);
  if (at < 0 || until < at) throw new Error(`BENCHMARKS.md has no ${begin} … ${end} section`);
  const block = `${begin}\n${summary}.\n\n${table}\n${end}`;
  writeFileSync(file, text.slice(0, at) + block + text.slice(until + end.length));
  console.log('BENCHMARKS.md updated');
}
