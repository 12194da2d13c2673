// Draw the link-preview cards (scripts/og/cards.ts) into a built client folder: what
// `node build.mjs` does after the prebuild step. Alone, e.g. to time the cards or to look at
// one after changing the drawing (the content modules and media must be built already):
//   node scripts/og/run.mjs               # dist/client/og, cache in .cache/og
//   node scripts/og/run.mjs --cold        # empty the cache and the output first
// The cards are drawn in a child process: fontconfig must read the cards' own fonts.conf
// before any text is laid out in a process (scripts/og/fonts.ts).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from '../lib/bundle-for-node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Bundles scripts/og/cli.ts and runs it; resolves to its result ({ cards, drawn, cached, ms, largestBytes }). */
export async function drawCards({ clientOut, cacheDir = path.join(root, '.cache', 'og') }) {
  // One bundle per output folder, so parallel builds (DIST_DIR) do not overwrite each other's.
  const bundle = path.join(root, '.cache', `og-cards-${createHash('sha1').update(clientOut).digest('hex').slice(0, 8)}.mjs`);
  await bundleForNode(path.join(root, 'scripts/og/cli.ts'), bundle);
  const output = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundle, clientOut, cacheDir], { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`link-preview cards failed (exit ${code})`))));
  });
  return JSON.parse(output.trim().split('\n').pop());
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const clientOut = path.resolve(root, process.env.DIST_DIR ?? 'dist', 'client');
  const cacheDir = path.join(root, '.cache', 'og');
  if (process.argv.includes('--cold')) {
    await rm(cacheDir, { recursive: true, force: true });
    await rm(path.join(clientOut, 'og'), { recursive: true, force: true });
  }
  const started = performance.now();
  const result = await drawCards({ clientOut, cacheDir });
  console.log(`[cards] ${result.cards} cards (${result.drawn} drawn, ${result.cached} from cache, largest ${Math.round(result.largestBytes / 1024)} KB): ${result.ms} ms drawing, ${Math.round(performance.now() - started)} ms with bundling and start-up`);
}
