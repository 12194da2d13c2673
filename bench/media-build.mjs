// Media build time of this checkout against a baseline checkout, cold (empty cache and output)
// and warm (cache kept, output emptied), measured in the same run and alternating which tree
// goes first in each round, so a noisy machine weighs on both alike. Each run is the content +
// media step alone (scripts/media/prebuild-cli.mjs, what `node build.mjs` does first) writing
// into its own temporary output and cache folders; the working tree's dist/ and .cache/media
// are not touched. Prints the medians and the ratio this/baseline.
//
// Usage: git worktree add /tmp/base <commit> && ln -s "$PWD/node_modules" /tmp/base/node_modules
//        node bench/media-build.mjs --baseline /tmp/base [--rounds 3]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
};
const baseline = option('--baseline', process.env.BASELINE_ROOT);
if (!baseline) throw new Error('give the baseline checkout: --baseline /path/to/checkout');
const rounds = Number(option('--rounds', 3));

const trees = [
  { name: 'baseline', root: path.resolve(baseline) },
  { name: 'this', root },
].map((tree) => ({ ...tree, dir: mkdtempSync(path.join(tmpdir(), `media-bench-${tree.name}-`)), cold: [], warm: [] }));

/** One media step; returns the step's own time (ms) as the script reports it, and the images it rendered. */
function run(tree, cold) {
  const args = ['scripts/media/prebuild-cli.mjs', '--out', path.join(tree.dir, 'out'), '--cache', path.join(tree.dir, 'cache')];
  if (cold) args.push('--cold');
  else rmSync(path.join(tree.dir, 'out', 'media'), { recursive: true, force: true });
  const output = execFileSync(process.execPath, args, { cwd: tree.root, encoding: 'utf8' });
  const match = /\[prebuild\] (\d+) rendered, (\d+) from cache, (\d+) ms/.exec(output);
  if (!match) throw new Error(`${tree.name}: no timing line in\n${output}`);
  return { rendered: Number(match[1]), cached: Number(match[2]), ms: Number(match[3]) };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

try {
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...trees].reverse() : trees;
    for (const tree of order) {
      const cold = run(tree, true);
      const warm = run(tree, false);
      if (warm.rendered !== 0) throw new Error(`${tree.name}: a warm run rendered ${warm.rendered} images`);
      tree.cold.push(cold.ms);
      tree.warm.push(warm.ms);
      tree.images = cold.rendered;
      console.log(`round ${round + 1} ${tree.name}: cold ${cold.ms} ms (${cold.rendered} images), warm ${warm.ms} ms`);
    }
  }
  const [base, self] = trees;
  // Two ratios: of the medians, and the median of each round's own ratio (the two runs of a
  // round are back to back, so a burst of load elsewhere hits the pair more evenly).
  console.log('');
  console.log('| build | baseline (median) | this (median) | ratio of medians | median of round ratios |');
  console.log('|---|---|---|---|---|');
  for (const kind of ['cold', 'warm']) {
    const a = median(base[kind]);
    const b = median(self[kind]);
    const paired = median(self[kind].map((ms, round) => ms / base[kind][round]));
    const what = (tree) => (kind === 'cold' ? `${tree.images} rendered` : 'all from cache');
    console.log(`| ${kind} | ${(a / 1000).toFixed(2)} s (${what(base)}) | ${(b / 1000).toFixed(2)} s (${what(self)}) | ${(b / a).toFixed(2)}× | ${paired.toFixed(2)}× |`);
  }
} finally {
  for (const tree of trees) rmSync(tree.dir, { recursive: true, force: true });
}
