// The render path against the page cache, measured against the built production server over
// loopback (undici, 16 connections, every request asking for brotli), optionally beside other
// builds in the same run. Cases:
//
//   home, uncached      GET /?bench=<distinct>, every request a full React render and
//                       compression: the method of the first figures (commit 573bdad), a
//                       distinct query string and no page cache (PAGE_CACHE=false,
//                       PAGE_CACHE_MAX=0, PAGE_CACHE_MB=0, honoured by older builds only).
//                       Since issue 30 every sitemap page is rendered before /readyz and `/`
//                       ignores an undeclared query, so this build answers from its cache
//                       (X-Cache: HIT) and the case is reported as not measurable: the search
//                       below is the uncached figure to compare.
//   search, uncached    GET /case-studies?q=<distinct>: a search nobody asked before.
//   home, cached        GET / from the page cache (normal settings).
//   tracking            N requests to / with a distinct fbclid each against N to plain /:
//                       the ratio should be ≈ 1 and the renders (X-Cache: MISS) at most 1.
//
// Builds are measured in turns (this build, then each baseline, ROUNDS times) and each figure
// is the median of its rounds, so a burst of load on the shared machine hits all builds alike.
//
// Usage: npm run build && node bench/render.mjs [--seconds 5] [--rounds 3] [--requests 2000]
//        BASELINE_DIST=/tmp/base-573/dist[,/other/dist] node bench/render.mjs
// The servers inherit NODE_ENV (unset by default, as in the first figures; the Docker image
// sets NODE_ENV=production): run `NODE_ENV=production node bench/render.mjs` for that case.
import { Pool } from 'undici';
import { startBuiltServer } from '../scripts/lib/built-server.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const SECONDS = arg('--seconds', Number(process.env.BENCH_SECONDS ?? 5));
const ROUNDS = arg('--rounds', 3);
const REQUESTS = arg('--requests', 2000);
const CONCURRENCY = 16;
const UNCACHED_ENV = { PAGE_CACHE: 'false', PAGE_CACHE_MAX: '0', PAGE_CACHE_MB: '0' };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Send `count` requests, or run for `seconds`, with CONCURRENCY workers; count the cache hits. */
async function drive(pool, pathFor, { count, seconds }) {
  let sent = 0;
  let done = 0;
  let hits = 0;
  const latencies = [];
  const end = seconds ? Date.now() + seconds * 1000 : Infinity;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while ((count === undefined || sent < count) && Date.now() < end) {
        const path = pathFor(sent++);
        const t = performance.now();
        const { statusCode, headers, body } = await pool.request({ path, method: 'GET', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
        await body.dump();
        if (statusCode !== 200) throw new Error(`status ${statusCode} for ${path}`);
        if (headers['x-cache'] === 'HIT') hits++;
        latencies.push(performance.now() - t);
        done++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { rps: done / elapsed, median: median(latencies) ?? 0, done, hits };
}

const unique = (prefix) => (n) => `${prefix}${n}z${Date.now().toString(36)}`;

/** One round of one build: the uncached cases on a server without a page cache, then the cached ones. */
async function round(dist) {
  const env = dist ? { DIST_DIR: dist } : {};
  const result = {};
  const uncached = await startBuiltServer({ ...env, ...UNCACHED_ENV });
  let pool = new Pool(uncached.origin, { connections: CONCURRENCY });
  try {
    // Warm-up: the first renders load code paths and fill V8's caches.
    await drive(pool, unique('/?bench=warm'), { count: 32 });
    await drive(pool, unique('/case-studies?q=warm'), { count: 32 });
    const home = await drive(pool, unique('/?bench='), { seconds: SECONDS });
    result.home = home.hits > 0 ? { ...home, rps: Number.NaN } : home;
    result.search = await drive(pool, unique('/case-studies?q=bench'), { seconds: SECONDS });
  } finally {
    await pool.close();
    await uncached.stop();
  }
  const cached = await startBuiltServer(env);
  pool = new Pool(cached.origin, { connections: CONCURRENCY });
  try {
    await drive(pool, () => '/', { count: 100 });
    result.cached = await drive(pool, () => '/', { seconds: SECONDS });
    const plain = await drive(pool, () => '/', { count: REQUESTS });
    const tracked = await drive(pool, unique('/?fbclid=IwAR'), { count: REQUESTS });
    result.tracking = { ratio: tracked.rps / plain.rps, renders: tracked.done - tracked.hits };
  } finally {
    await pool.close();
    await cached.stop();
  }
  return result;
}

const builds = [{ name: 'this build', dist: undefined }, ...(process.env.BASELINE_DIST ?? '').split(',').filter(Boolean).map((dist) => ({ name: dist, dist }))];
const rounds = new Map(builds.map((build) => [build.name, []]));
for (let i = 0; i < ROUNDS; i++) {
  for (const build of builds) {
    const result = await round(build.dist);
    rounds.get(build.name).push(result);
    const fmt = (r) => (Number.isNaN(r.rps) ? 'cached (not measurable)' : `${r.rps.toFixed(1)} req/s, median ${r.median.toFixed(0)} ms`);
    console.log(`round ${i + 1} ${build.name}: home uncached ${fmt(result.home)}; search uncached ${fmt(result.search)}; home cached ${result.cached.rps.toFixed(0)} req/s`);
  }
}

console.log(`\nmedians of ${ROUNDS} rounds, ${CONCURRENCY} connections, ${SECONDS} s per case, NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}:`);
const summary = builds.map((build) => {
  const runs = rounds.get(build.name);
  const pick = (fn) => median(runs.map(fn));
  return {
    name: build.name,
    home: pick((r) => r.home.rps),
    homeMs: pick((r) => r.home.median),
    search: pick((r) => r.search.rps),
    searchMs: pick((r) => r.search.median),
    cached: pick((r) => r.cached.rps),
    tracking: pick((r) => r.tracking.ratio),
    renders: Math.max(...runs.map((r) => r.tracking.renders)),
  };
});
for (const s of summary) {
  console.log(
    `  ${s.name.padEnd(28)} / uncached ${Number.isNaN(s.home) ? 'n/a' : `${s.home.toFixed(1)} req/s (median ${s.homeMs.toFixed(0)} ms)`}   ` +
      `/case-studies?q= uncached ${s.search.toFixed(1)} req/s (median ${s.searchMs.toFixed(0)} ms)   / cached ${s.cached.toFixed(0)} req/s   ` +
      `tracking/plain ${s.tracking.toFixed(2)}, renders for ${REQUESTS} click ids ${s.renders}`,
  );
}
const [current, ...baselines] = summary;
for (const baseline of baselines) {
  const ratio = (a, b) => (Number.isNaN(a) || Number.isNaN(b) ? 'n/a' : `${(a / b).toFixed(2)}×`);
  console.log(`this build / ${baseline.name}: / uncached ${ratio(current.home, baseline.home)}, /case-studies?q= uncached ${ratio(current.search, baseline.search)}`);
}
