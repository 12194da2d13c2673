// Requests per second for a cached page against an uncached render, measured in the same
// run against the built production server over loopback (bounded, ~2 × 5 s of load).
// Uncached: the page cache for query URLs is disabled (PAGE_CACHE_MAX=0) and every request
// carries a unique query string, so each one is a full React render.
// Usage: npm run build && node bench/render.mjs
import { Pool } from 'undici';
import { startBuiltServer } from '../scripts/lib/built-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 16;
const PAGE = process.env.BENCH_PAGE ?? '/';

const { origin, stop } = await startBuiltServer({ PAGE_CACHE_MAX: '0' });

const pool = new Pool(origin, { connections: CONCURRENCY });
async function load(label, pathFor) {
  // Warm-up, then a fixed-duration run with CONCURRENCY workers.
  for (let i = 0; i < 20; i++) await (await pool.request({ path: pathFor(-i - 1), method: 'GET' })).body.dump();
  let count = 0;
  let n = 0;
  const latencies = [];
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        const { statusCode, body } = await pool.request({ path: pathFor(n++), method: 'GET', headers: { 'accept-encoding': 'br' } });
        await body.dump();
        if (statusCode !== 200) throw new Error(`${label}: status ${statusCode}`);
        latencies.push(performance.now() - started);
        count++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const rps = count / SECONDS;
  const median = latencies[Math.floor(latencies.length / 2)];
  console.log(`${label.padEnd(10)} ${rps.toFixed(0).padStart(7)} req/s   median ${median.toFixed(1)} ms   (${count} requests)`);
  return rps;
}

try {
  console.log(`GET ${PAGE}, ${CONCURRENCY} connections, ${SECONDS} s each`);
  const uncached = await load('uncached', (i) => `${PAGE}?bench=${i}`);
  const cached = await load('cached', () => PAGE);
  console.log(`cached / uncached: ${(cached / uncached).toFixed(1)}×`);
} finally {
  await pool.close();
  await stop();
}
