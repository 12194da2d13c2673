// Writes shared/components/kolam-figures.ts from the kolam generator (see
// scripts/media/kolam-figures.ts). Run after changing a figure's spec or the generator:
//   node scripts/media/write-kolam-figures.mjs
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { importTypeScript } from '../lib/bundle-for-node.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const bundle = path.join(root, '.cache', `kolam-figures-${process.pid}.mjs`);
try {
  const { kolamFiguresModule } = await importTypeScript(path.join(root, 'scripts/media/kolam-figures.ts'), bundle);
  const file = path.join(root, 'shared/components/kolam-figures.ts');
  await writeFile(file, kolamFiguresModule());
  console.log(`wrote ${path.relative(root, file)}`);
} finally {
  await rm(bundle, { force: true });
}
