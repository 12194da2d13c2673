// Writes shared/content/generated/site.ts from content/site.yaml (scripts/content/site-module.ts):
// the first step of the build, `npm run generate` and `npm run dev`, because everything else
// that is bundled imports the studio's facts from it.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { importTypeScript } from './bundle-for-node.mjs';

export async function generateSiteModule(root) {
  const bundle = path.join(root, '.cache', `site-module-${process.pid}.mjs`);
  try {
    const { writeSiteModule } = await importTypeScript(path.join(root, 'scripts/content/site-module.ts'), bundle);
    return writeSiteModule(root);
  } finally {
    await rm(bundle, { force: true });
  }
}
