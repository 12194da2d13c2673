// Where a page's Total Blocking Time comes from, on Lighthouse 12's mobile profile: for each
// run, Lantern's simulated first paint and the blocking time of each kind of main-thread task
// it counts after it (the navigation commit, HTML parsing, style, layout, timers, module
// evaluation, other script), from Lantern's optimistic estimate (Lighthouse reports the mean of
// that and a pessimistic one). With BASELINE_DIR, the same pages on another build are measured
// in the same session, runs alternating, and the medians printed side by side with their ratio.
// A diagnostic for decisions such as docs/decisions/021; the scores themselves come from
// bench/lighthouse.mjs.
//
// Usage: npm run build && [BENCH_RUNS=4] [BASELINE_DIR=<another build>] node bench/blocking-tasks.mjs /path ...
//   DIST_DIR=… measures another build than dist/
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { startBuiltServer } from '../scripts/lib/built-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const pages = process.argv.slice(2);
if (pages.length === 0) throw new Error('usage: node bench/blocking-tasks.mjs /path ...');
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** What a simulated CPU task mostly did, by the trace events inside it. */
function kind(node) {
  const names = new Set(node.childEvents.map((event) => event.name));
  if ([...names].some((name) => name.includes('CommitNavigation'))) return 'commit';
  if (names.has('Layout')) return 'layout';
  if (names.has('ParseHTML')) return 'parse';
  if (names.has('UpdateLayoutTree') && !names.has('FunctionCall')) return 'style';
  if (names.has('TimerFire')) return 'timer';
  if (names.has('v8.evaluateModule') || names.has('v8.compileModule')) return 'module';
  if (names.has('FunctionCall') || names.has('RunMicrotasks') || names.has('EventDispatch')) return 'script';
  return 'other';
}

// Lantern's TBT, opened up: the optimistic estimate's tasks, clipped to [FCP, TTI] as it does.
let blocking = {};
const estimate = Lantern.Metrics.TotalBlockingTime.getEstimateFromSimulation;
Lantern.Metrics.TotalBlockingTime.getEstimateFromSimulation = function (simulation, extras) {
  const result = estimate.call(this, simulation, extras);
  if (!extras.optimistic) return result;
  const fcp = extras.fcpResult.pessimisticEstimate.timeInMs;
  const tti = extras.interactiveResult.optimisticEstimate.timeInMs;
  for (const [node, timing] of simulation.nodeTimings) {
    if (node.type !== 'cpu' || timing.duration < 50) continue;
    const blocked = Math.min(timing.endTime, tti) - Math.max(timing.startTime, fcp) - 50;
    if (blocked > 0) blocking[kind(node)] = (blocking[kind(node)] ?? 0) + blocked;
  }
  return result;
};

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

const builds = [['this build', {}], ...(process.env.BASELINE_DIR ? [['baseline', { DIST_DIR: process.env.BASELINE_DIR }]] : [])];
const servers = [];
for (const [name, env] of builds) servers.push({ name, ...(await startBuiltServer(env)) });
const results = new Map();
try {
  for (const { origin } of servers) for (const page of pages) await (await fetch(origin + page, { headers: { accept: 'text/html', 'accept-encoding': 'br' } })).arrayBuffer();
  for (const page of pages)
    for (let run = 0; run < RUNS; run++)
      for (const { name, origin } of servers) {
        const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
        try {
          blocking = {};
          const { lhr } = await lighthouse(origin + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
          const value = (id) => lhr.audits[id]?.numericValue;
          const row = { tbt: value('total-blocking-time'), fcp: value('first-contentful-paint'), lcp: value('largest-contentful-paint') };
          const key = `${page} ${name}`;
          results.set(key, [...(results.get(key) ?? []), row]);
          const kinds = Object.entries(blocking).map(([k, ms]) => `${k} ${ms.toFixed(0)}`).join(', ');
          console.log(`${key.padEnd(32)} #${run}: FCP ${row.fcp?.toFixed(0)} LCP ${row.lcp?.toFixed(0)} TBT ${row.tbt?.toFixed(0)} ms${kinds ? ` | blocking: ${kinds}` : ''}`);
        } finally {
          await chrome.kill();
        }
      }
} finally {
  for (const server of servers) await server.stop();
}

console.log(`\nmedians of ${RUNS} (mobile, simulated):`);
for (const page of pages) {
  const of = (name, metric) => median((results.get(`${page} ${name}`) ?? []).map((row) => row[metric]));
  const line = ['tbt', 'fcp', 'lcp'].map((metric) => {
    const now = of('this build', metric);
    if (builds.length === 1) return `${metric.toUpperCase()} ${now.toFixed(0)} ms`;
    const before = of('baseline', metric);
    return `${metric.toUpperCase()} ${before.toFixed(0)} → ${now.toFixed(0)} ms${before > 0 ? ` (${(now / before).toFixed(2)}×)` : ''}`;
  });
  console.log(`  ${page.padEnd(22)} ${line.join(', ')}`);
}
