// Checks the Tamil beside the English while a translation is being written:
//   node scripts/check-translations.mjs [collection-name ...]
// prints every problem of the named collections (all when none is named), Tamil missing
// included, and how many records of each collection carry their Tamil text.
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, '.cache', `check-translations-${process.pid}.mjs`);
await esbuild.build({
  stdin: {
    contents: `
      import { findContentProblems, siteContent } from './shared/content/validate.ts';
      export function run(names) {
        const content = siteContent();
        const problems = findContentProblems(content, { requireTamil: true });
        const wanted = problems.filter((p) => names.length === 0 || names.some((n) => p.startsWith(n + '[') || p.startsWith(n + '.') || p.startsWith(n + ':')));
        for (const p of wanted) console.log(p);
        const counts = Object.entries(content).filter(([, v]) => Array.isArray(v)).map(([k, v]) => k + ' ' + v.filter((r) => r && r.ta).length + '/' + v.length);
        console.log('\\nTamil present: ' + counts.join(', '));
        console.log(wanted.length + ' problem(s)');
        return wanted.length;
      }`,
    resolveDir: root,
    loader: 'ts',
  },
  outfile: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  logLevel: 'error',
});
const { run } = await import(out);
const { rm } = await import('node:fs/promises');
await rm(out, { force: true });
process.exit(run(process.argv.slice(2)) > 0 ? 1 : 0);
