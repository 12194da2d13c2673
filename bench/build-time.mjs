// Warm build of unchanged content against a baseline checkout (issue 28: "the warm build of
// unchanged content stays within 1.2× of today's"). Runs `node build.mjs` in BASELINE_DIR (an
// older checkout with its own node_modules, e.g. `git worktree add /tmp/old a3c5506 && cd
// /tmp/old && npm ci`) and in this checkout, in rounds that alternate which goes first, after
// one unmeasured build of each (so both media caches are warm; each keeps its own .cache/ and
// dist/). Prints each build's wall time and CPU time (user + system of the build and all its
// children, from /usr/bin/time), the medians, and the ratios of this checkout to the baseline
// measured in the same run. On a shared machine read the CPU ratio beside the wall ratio: CPU
// time does not grow with the other work the machine runs, wall time does.
//
// Usage: BASELINE_DIR=/tmp/old node bench/build-time.mjs [--rounds 3] [--no-warm-up]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const baseline = process.env.BASELINE_DIR && path.resolve(process.env.BASELINE_DIR);
if (!baseline || !existsSync(path.join(baseline, 'build.mjs')) || !existsSync(path.join(baseline, 'node_modules'))) {
  console.error('BASELINE_DIR must be a checkout with build.mjs and its node_modules (npm ci there first)');
  process.exit(2);
}
const at = process.argv.indexOf('--rounds');
const ROUNDS = at >= 0 ? Number(process.argv[at + 1]) : 3;
const WARM_UP = !process.argv.includes('--no-warm-up');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const scratch = mkdtempSync(path.join(tmpdir(), 'kolam-build-time-'));

/** One `node build.mjs` in `dir`: wall and CPU seconds. */
function build(dir) {
  const timing = path.join(scratch, 'time.txt');
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn('/usr/bin/time', ['-f', '%e %U %S', '-o', timing, process.execPath, 'build.mjs'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`node build.mjs failed in ${dir} (exit ${code}):\n${output.slice(-3000)}`));
      const [wall, user, system] = readFileSync(timing, 'utf8').trim().split('\n').pop().split(' ').map(Number);
      resolve({ wall, cpu: user + system });
    });
  });
}

const trees = [
  { name: `baseline (${path.basename(baseline)})`, dir: baseline, runs: [] },
  { name: 'this checkout', dir: root, runs: [] },
];
try {
  if (WARM_UP) {
    for (const tree of trees) {
      const { wall } = await build(tree.dir);
      console.log(`warm-up: ${tree.name} ${wall.toFixed(1)} s`);
    }
  }
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? trees : [...trees].reverse();
    for (const tree of order) {
      const load = loadavg()[0];
      const run = await build(tree.dir);
      tree.runs.push(run);
      console.log(`round ${round + 1}: ${tree.name} ${run.wall.toFixed(1)} s wall, ${run.cpu.toFixed(1)} s CPU (load average ${load.toFixed(1)} at start)`);
    }
  }
  const [base, ours] = trees;
  const m = (tree, key) => median(tree.runs.map((run) => run[key]));
  console.log('\n| build (warm, unchanged content) | runs | median wall | median CPU |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const tree of trees) console.log(`| ${tree.name} | ${tree.runs.length} | ${m(tree, 'wall').toFixed(1)} s | ${m(tree, 'cpu').toFixed(1)} s |`);
  console.log(`\nratio this / baseline: wall ${(m(ours, 'wall') / m(base, 'wall')).toFixed(2)}×, CPU ${(m(ours, 'cpu') / m(base, 'cpu')).toFixed(2)}× (target ≤ 1.2×)`);
  const rounds = base.runs.map((run, index) => ours.runs[index].wall / run.wall);
  console.log(`wall ratio per round: ${rounds.map((ratio) => ratio.toFixed(2)).join(', ')}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
