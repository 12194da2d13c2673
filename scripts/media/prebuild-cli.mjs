// Run the content + media build step alone (what `node build.mjs` does first), e.g. to
// regenerate the case-study card module after editing a case study, or to time the media:
//   node scripts/media/prebuild-cli.mjs            # dist/client/media, cache in .cache/media
//   node scripts/media/prebuild-cli.mjs --cold     # empty the cache and the output first
//   node scripts/media/prebuild-cli.mjs --out /tmp/site --cache /tmp/media-cache --concurrency 3
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { importTypeScript } from '../lib/bundle-for-node.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : fallback;
};
const outDir = option('--out', path.join(root, 'dist', 'client'));
const cacheDir = option('--cache', path.join(root, '.cache', 'media'));
const bundle = path.join(root, '.cache', 'prebuild-cli.mjs');
const concurrencyAt = process.argv.indexOf('--concurrency');
const concurrency = concurrencyAt >= 0 ? Number(process.argv[concurrencyAt + 1]) : undefined;

if (process.argv.includes('--cold')) {
  await rm(cacheDir, { recursive: true, force: true });
  await rm(path.join(outDir, 'media'), { recursive: true, force: true });
}
const { prebuild } = await importTypeScript(path.join(root, 'scripts/prebuild.ts'), bundle);
try {
  const result = await prebuild({ outDir, cacheDir, rootDir: root, concurrency, log: (line) => console.log(`[prebuild] ${line}`) });
  console.log(`[prebuild] ${result.generated} rendered, ${result.cached} from cache, ${result.ms} ms`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
