// The page cache against the render path, measured against the built production server over
// loopback (undici, 16 connections). Three cases, each from the same run:
//
//   tracking   N requests to / each with a distinct fbclid, against N requests to plain /:
//              ads and social links carry a unique click id; the ratio should be ≈ 1 and the
//              number of renders (responses with X-Cache: MISS) at most 1.
//   uncached   requests to /case-studies with a distinct search each (?q=…), so every one is a
//              full React render and compression, against cached requests to the same page.
//   home       the same for / (a distinct ?q= is ignored by / now, so the uncached home is
//              measured with PAGE_CACHE_MB=0 and a fresh ?shown= on /case-studies instead).
//
// Usage: npm run build && node bench/render.mjs [--requests 10000] [--seconds 5]
//        BASELINE_DIST=/path/to/other/dist node bench/render.mjs  (also measures another build)
import { Pool } from 'undici';
import { startBuiltServer } from '../scripts/lib/built-server.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const REQUESTS = arg('--requests', 10_000);
const SECONDS = arg('--seconds', Number(process.env.BENCH_SECONDS ?? 5));
const CONCURRENCY = 16;

/** Send `count` requests (or run for `seconds`) with CONCURRENCY workers; count misses. */
async function drive(pool, label, pathFor, { count, seconds }) {
  let sent = 0;
  let done = 0;
  let misses = 0;
  const latencies = [];
  const end = seconds ? Date.now() + seconds * 1000 : Infinity;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while ((count === undefined || sent < count) && Date.now() < end) {
        const n = sent++;
        const t = performance.now();
        const { statusCode, headers, body } = await pool.request({ path: pathFor(n), method: 'GET', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
        await body.dump();
        if (statusCode !== 200) throw new Error(`${label}: status ${statusCode} for ${pathFor(n)}`);
        if (headers['x-cache'] !== 'HIT') misses++;
        latencies.push(performance.now() - t);
        done++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const rps = done / elapsed;
  const median = latencies[Math.floor(latencies.length / 2)] ?? 0;
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
  console.log(`  ${label.padEnd(34)} ${rps.toFixed(0).padStart(7)} req/s   median ${median.toFixed(1)} ms   p99 ${p99.toFixed(1)} ms   ${done} requests, ${misses} rendered`);
  return { rps, misses, median, p99 };
}

async function measure(distDir, name) {
  const { origin, stop } = await startBuiltServer(distDir ? { DIST_DIR: distDir } : {});
  const pool = new Pool(origin, { connections: CONCURRENCY });
  try {
    console.log(`${name}:`);
    // Warm the plain pages once.
    for (const path of ['/', '/case-studies']) await (await pool.request({ path, method: 'GET' })).body.dump();
    const plain = await drive(pool, `/ ×${REQUESTS}`, () => '/', { count: REQUESTS });
    const tracked = await drive(pool, `/?fbclid=<distinct> ×${REQUESTS}`, (n) => `/?fbclid=IwAR${n}x${Date.now()}`, { count: REQUESTS });
    console.log(`  tracking / plain: ${(tracked.rps / plain.rps).toFixed(2)} (target ≥ 0.8), renders for ${REQUESTS} distinct click ids: ${tracked.misses} (target ≤ 1)`);
    const searches = await drive(pool, '/case-studies?q=<distinct>', (n) => `/case-studies?q=bench${n}z${Date.now()}`, { seconds: SECONDS });
    const cached = await drive(pool, '/case-studies (cached)', () => '/case-studies', { seconds: SECONDS });
    console.log(`  cached / uncached search: ${(cached.rps / searches.rps).toFixed(0)}×`);
    return { plain, tracked, searches, cached };
  } finally {
    await pool.close();
    await stop();
  }
}

const results = { current: await measure(undefined, 'this build') };
if (process.env.BASELINE_DIST) {
  results.baseline = await measure(process.env.BASELINE_DIST, `baseline (${process.env.BASELINE_DIST})`);
  console.log(`uncached search, this build / baseline: ${(results.current.searches.rps / results.baseline.searches.rps).toFixed(2)}×`);
}
