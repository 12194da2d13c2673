// `npm run generate`: validate the content and write shared/content/generated/ (what the
// build does first, without the images), so type checks and tests see the modules pages load.
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, '.cache', `generate-content-${process.pid}.mjs`);
await esbuild.build({
  stdin: {
    contents: `
      import { validateContent } from './shared/content/validate.ts';
      import { generateContent } from './scripts/generate-content.ts';
      export async function run(root) {
        validateContent();
        return generateContent(root);
      }`,
    resolveDir: root,
    loader: 'ts',
  },
  outfile: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
const { rm } = await import('node:fs/promises');
try {
  const { run } = await import(out);
  const { written, removed } = await run(root);
  console.log(`[generate] content valid; ${written.length} module(s) written, ${removed.length} removed`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await rm(out, { force: true });
}
