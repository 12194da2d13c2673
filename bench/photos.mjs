// The photo pipeline (scripts/media/photos.ts) on 200 camera-size photos (issue 28): 4000×3000
// JPEGs (a gradient under Gaussian noise, ~5 MB each) made here with sharp once and kept in
// a temporary folder between runs, so their making is never timed. Then, each in fresh output
// and cache folders:
//   cold     every photo decoded and encoded (empty cache);
//   warm     the same photos again, the cache kept and the output emptied;
//   one      one photo of the 200 replaced by a new one, the cache kept: what an editor's
//            photo swap costs a full build (1 encoded, 199 from cache);
//   single   that new photo alone, cold: the encode of one camera photo.
// Baseline, measured in the same run: reading and hashing the 200 files (what a warm run
// cannot avoid, since the cache is keyed by content). Prints seconds, photos/s and ratios.
//
// Usage: node bench/photos.mjs [--photos 200] [--concurrency N] [--fixtures /tmp/dir]
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { importTypeScript } from '../scripts/lib/bundle-for-node.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
};
const COUNT = Number(option('--photos', 200));
const concurrencyOption = option('--concurrency', undefined);
const CONCURRENCY = concurrencyOption === undefined ? undefined : Number(concurrencyOption);
const WIDTH = 4000;
const HEIGHT = 3000;
const fixtures = path.resolve(option('--fixtures', path.join(tmpdir(), `kolam-bench-photos-${WIDTH}x${HEIGHT}`)));

const { processPhotos } = await importTypeScript(path.join(root, 'scripts/media/photos.ts'), path.join(root, '.cache', 'bench-photos.mjs'));

/** One noise field a little taller than a photo; photo k takes the rows from k on, so no two photos are alike. */
let noise;
async function makePhoto(k, file) {
  noise ??= await sharp({ create: { width: WIDTH, height: HEIGHT + 256, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 24 } } }).raw().toBuffer();
  const rowBytes = WIDTH * 3;
  const rows = noise.subarray((k % 256) * rowBytes, ((k % 256) + HEIGHT) * rowBytes);
  const hue = (k * 47) % 360;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue},55%,50%)"/><stop offset="1" stop-color="hsl(${(hue + 150) % 360},45%,35%)"/>` +
      `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const temp = `${file}.tmp`;
  await sharp(gradient)
    .composite([{ input: rows, raw: { width: WIDTH, height: HEIGHT, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toFile(temp);
  await rename(temp, file);
}

const photoFile = (k) => path.join(fixtures, `photo-${String(k).padStart(3, '0')}.jpg`);

async function ensurePhotos() {
  await mkdir(fixtures, { recursive: true });
  const started = performance.now();
  let made = 0;
  // One more than the set: the replacement photo of the "one changed" case.
  for (let k = 0; k <= COUNT; k++) {
    if (existsSync(photoFile(k))) continue;
    await makePhoto(k, photoFile(k));
    made++;
  }
  if (made > 0) console.log(`made ${made} photos in ${fixtures} (${((performance.now() - started) / 1000).toFixed(0)} s, not timed below)`);
}

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { seconds: (performance.now() - started) / 1000, result };
}

await ensurePhotos();
const inputs = Array.from({ length: COUNT }, (_, k) => ({ file: photoFile(k) }));
const swapped = [...inputs.slice(0, -1), { file: photoFile(COUNT) }];
const work = await mkdtemp(path.join(tmpdir(), 'kolam-bench-photo-run-'));
const mediaDir = path.join(work, 'media');
const cacheDir = path.join(work, 'cache');
const options = { mediaDir, cacheDir, concurrency: CONCURRENCY };

try {
  const cold = await timed(() => processPhotos(inputs, options));
  // After the cold run, so the files are in the page cache for it as for the warm run.
  const hashing = await timed(async () => {
    for (const { file } of inputs) createHash('sha256').update(await readFile(file)).digest('hex');
  });
  await rm(mediaDir, { recursive: true });
  const warm = await timed(() => processPhotos(inputs, options));
  const one = await timed(() => processPhotos(swapped, options));
  await rm(work, { recursive: true });
  const single = await timed(() => processPhotos([{ file: photoFile(COUNT) }], options));

  const check = (name, { result }, encoded, cached) => {
    if (result.encoded !== encoded || result.cached !== cached) throw new Error(`${name}: ${result.encoded} encoded, ${result.cached} cached; expected ${encoded} and ${cached}`);
  };
  check('cold', cold, COUNT, 0);
  check('warm', warm, 0, COUNT);
  check('one changed', one, 1, COUNT - 1);
  check('single', single, 1, 0);

  const megabytes = (await Promise.all(inputs.map(({ file }) => readFile(file).then((b) => b.length)))).reduce((a, b) => a + b, 0) / 1e6;
  const rate = (run, n = COUNT) => `${(n / run.seconds).toFixed(n === 1 ? 2 : 1)} photos/s`;
  const row = (name, run, what, n) => `| ${name} | ${run.seconds.toFixed(2)} s | ${rate(run, n)} | ${what} |`;
  console.log('');
  console.log(`${COUNT} JPEGs ${WIDTH}×${HEIGHT}, ${megabytes.toFixed(0)} MB; concurrency ${CONCURRENCY ?? 'default'}; ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'}), load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log('');
  console.log('| run | time | rate | what |');
  console.log('|---|---|---|---|');
  console.log(row('baseline: read + hash', hashing, `${COUNT} files read and hashed, nothing else`));
  console.log(row('cold', cold, `${cold.result.encoded} encoded, ${cold.result.files} files`));
  console.log(row('warm', warm, `${warm.result.cached} from cache, ${warm.result.files} files linked`));
  console.log(row('one photo changed', one, `${one.result.encoded} encoded, ${one.result.cached} from cache`));
  console.log(row('single photo, cold', single, 'one camera photo encoded', 1));
  console.log('');
  console.log(`warm / cold: ${(warm.seconds / cold.seconds).toFixed(3)}×`);
  console.log(`warm / baseline (read + hash): ${(warm.seconds / hashing.seconds).toFixed(2)}×`);
  console.log(`one changed / warm: ${(one.seconds / warm.seconds).toFixed(2)}×`);
} finally {
  await rm(work, { recursive: true, force: true });
}
