// Cached pages served from the page cache, against a plain file (robots.txt) for scale, for
// this build and optionally baseline builds started in turn in the same run: undici, 16
// connections, every request asking for brotli, 3 s per page after a 1 s warm-up.
//
// Usage: npm run build && node bench/cached-pages.mjs
//        BASELINE_DIST=/tmp/base-573/dist node bench/cached-pages.mjs
import { Pool } from 'undici';
import { startBuiltServer } from '../scripts/lib/built-server.mjs';

const CONNECTIONS = 16;
const PATHS = ['/', '/privacy', '/robots.txt'];

async function drive(pool, path, seconds) {
  let done = 0;
  let bytes = 0;
  const end = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const { statusCode, body } = await pool.request({ path, method: 'GET', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
        const buffer = Buffer.from(await body.arrayBuffer());
        if (statusCode !== 200) throw new Error(`status ${statusCode} for ${path}`);
        bytes = buffer.length;
        done++;
      }
    }),
  );
  return { rps: done / ((performance.now() - started) / 1000), bytes };
}

const builds = [{ name: 'this build', dist: undefined }, ...(process.env.BASELINE_DIST ?? '').split(',').filter(Boolean).map((dist) => ({ name: dist, dist }))];
for (const build of builds) {
  const server = await startBuiltServer(build.dist ? { DIST_DIR: build.dist } : {});
  const pool = new Pool(server.origin, { connections: CONNECTIONS });
  try {
    const cells = [];
    for (const path of PATHS) {
      await drive(pool, path, 1);
      const { rps, bytes } = await drive(pool, path, 3);
      cells.push(`${path} ${Math.round(rps)} req/s (${bytes} B)`);
    }
    console.log(`${build.name}: ${cells.join('; ')}`);
  } finally {
    await pool.close();
    await server.stop();
  }
}
