// `npm run generate`: check content/ and write shared/content/generated/ (what the build does
// first, without the images), so type checks and tests see the modules pages load.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { importTypeScript } from './lib/bundle-for-node.mjs';
import { generateSiteModule } from './lib/site-module.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bundle = path.join(root, '.cache', `generate-content-${process.pid}.mjs`);
try {
  await generateSiteModule(root);
  const { run } = await importTypeScript(path.join(root, 'scripts/content/generate-cli.ts'), bundle);
  const { written, removed } = await run(root);
  console.log(`[generate] content valid; ${written.length} module(s) written, ${removed.length} removed`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await rm(bundle, { force: true });
}
