// Hostile traffic against the built production server over loopback: can one client grow its
// memory or starve the cached pages of CPU? Every figure comes from this one run.
//
//   memory   resident memory of the server before and after 50 000 requests whose URLs are all
//            different but name pages that exist (`/terms#N`), then 20 000 odd spellings
//            (`//hN/`, absolute-form `http://aN.evil/terms`, `/TermS?utm_source=N`, `/nope-N`).
//            Before the fix each became a permanent cache entry: 50 000 fragments took RSS
//            from 131 MB to 1 675 MB.
//   cpu      latency of cached `/` alone, then while 8 loops each ask for a distinct search
//            (`/case-studies?q=…`, a full render every time), then while 8 loops post failing
//            no-JS contact forms. Target: cached median within 5× of alone.
//
// Usage: npm run build && node bench/hostile.mjs [--requests 50000] [--seconds 5]
import { readFileSync } from 'node:fs';
import { Pool } from 'undici';
import { startBuiltServer } from '../scripts/lib/built-server.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const REQUESTS = arg('--requests', 50_000);
const SECONDS = arg('--seconds', Number(process.env.BENCH_SECONDS ?? 5));

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** `count` requests over `connections`, URLs from pathFor(n); returns statuses seen and cache misses. */
async function flood(pool, count, connections, pathFor, init = {}) {
  let sent = 0;
  let misses = 0;
  const statuses = new Map();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (sent < count) {
        const n = sent++;
        const { statusCode, headers, body } = await pool.request({ path: pathFor(n), method: 'GET', ...init });
        await body.dump();
        statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
        if (headers['x-cache'] === 'MISS') misses++;
      }
    }),
  );
  return { misses, statuses: Object.fromEntries(statuses) };
}

/** Median and p99 latency of cached `/` from 4 connections for SECONDS. */
async function cachedLatency(pool) {
  const latencies = [];
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        const { statusCode, body } = await pool.request({ path: '/', method: 'GET', headers: { 'accept-encoding': 'br' } });
        await body.dump();
        if (statusCode !== 200) throw new Error(`cached /: ${statusCode}`);
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / SECONDS,
    median: latencies[Math.floor(latencies.length / 2)],
    p99: latencies[Math.floor(latencies.length * 0.99)],
  };
}

/** Run `loops` background loops of `request(n)` until stop() is called; count answers by status. */
function background(loops, request) {
  let running = true;
  let n = 0;
  const statuses = new Map();
  const done = Promise.all(
    Array.from({ length: loops }, async () => {
      while (running) {
        const status = await request(n++);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return async () => {
    running = false;
    await done;
    return Object.fromEntries(statuses);
  };
}

const line = (label, { median, p99, rps }) => `  ${label.padEnd(44)} median ${median.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(7)} ms   ${rps.toFixed(0)} req/s`;

async function memory() {
  const { origin, stop, pid } = await startBuiltServer();
  const pool = new Pool(origin, { connections: 16 });
  try {
    for (const path of ['/', '/terms', '/case-studies', '/contact', '/nope']) await (await pool.request({ path, method: 'GET' })).body.dump();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    console.log('memory:');
    const before = rssMb(pid);
    console.log(`  RSS after warming                          ${before.toFixed(0)} MB`);
    let started = performance.now();
    const fragments = await flood(pool, REQUESTS, 16, (n) => `/terms#${n}`);
    const afterFragments = rssMb(pid);
    console.log(
      `  after ${REQUESTS} distinct /terms#N              ${afterFragments.toFixed(0)} MB  (${((performance.now() - started) / 1000).toFixed(1)} s, statuses ${JSON.stringify(fragments.statuses)}, renders ${fragments.misses})`,
    );
    const odd = [(n) => `//h${n}/`, (n) => `http://a${n}.evil/terms`, (n) => `/TermS?utm_source=${n}`, (n) => `/nope-${n}`];
    started = performance.now();
    const oddResult = await flood(pool, 20_000, 16, (n) => odd[n % odd.length](n));
    const afterOdd = rssMb(pid);
    console.log(
      `  after 20000 odd spellings                  ${afterOdd.toFixed(0)} MB  (${((performance.now() - started) / 1000).toFixed(1)} s, statuses ${JSON.stringify(oddResult.statuses)}, renders ${oddResult.misses})`,
    );
    console.log(`  growth: ${(afterOdd - before).toFixed(0)} MB over ${REQUESTS + 20_000} hostile URLs (before the fix: +1 544 MB for 50 000 fragments)`);
  } finally {
    await pool.close();
    await stop();
  }
}

/** Cached `/` alone, under a flood of searches, under failing form posts, with `env` for the server. */
async function cpu(label, env) {
  const { origin, stop } = await startBuiltServer(env);
  const pool = new Pool(origin, { connections: 4 });
  const hostile = new Pool(origin, { connections: 16 });
  try {
    for (const path of ['/', '/case-studies', '/contact']) await (await pool.request({ path, method: 'GET' })).body.dump();
    console.log(`cpu, ${label}:`);
    const alone = await cachedLatency(pool);
    console.log(line('cached / alone', alone));

    const stopSearches = background(8, async (n) => {
      const { statusCode, body } = await hostile.request({ path: `/case-studies?q=flood${n}z${Date.now()}`, method: 'GET', headers: { 'accept-encoding': 'br' } });
      await body.dump();
      return statusCode;
    });
    const underSearches = await cachedLatency(pool);
    const searchStatuses = await stopSearches();
    console.log(line('cached / during 8 loops of distinct searches', underSearches));
    console.log(`    searches answered: ${JSON.stringify(searchStatuses)} (503 = render queue full, Retry-After sent)`);

    const form = 'firstName=A&lastName=B&email=not-an-email&phone=1&subject=x&message=y&privacy=on';
    const stopPosts = background(8, async () => {
      const { statusCode, body } = await hostile.request({
        path: '/api/contact',
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: form,
      });
      await body.dump();
      return statusCode;
    });
    const underPosts = await cachedLatency(pool);
    const postStatuses = await stopPosts();
    console.log(line('cached / during 8 loops of failing form posts', underPosts));
    console.log(`    posts answered: ${JSON.stringify(postStatuses)} (429 = attempt limit, nothing rendered)`);
    console.log(`  cached median under searches / alone: ${(underSearches.median / alone.median).toFixed(2)}× (target ≤ 5×)`);
    console.log(`  cached median under failing posts / alone: ${(underPosts.median / alone.median).toFixed(2)}×`);
    return { alone, underSearches, underPosts };
  } finally {
    await pool.close();
    await hostile.close();
    await stop();
  }
}

if (!process.argv.includes('--cpu-only')) await memory();
const inline = await cpu('renders on the main thread (RENDER_THREADS=0, the old way)', { RENDER_THREADS: '0' });
const threaded = await cpu('renders on a render thread (RENDER_THREADS=1, the default)', {});
console.log(
  `under searches, cached median: main-thread renders ${(inline.underSearches.median / inline.alone.median).toFixed(1)}× alone, render thread ${(threaded.underSearches.median / threaded.alone.median).toFixed(1)}× alone`,
);
