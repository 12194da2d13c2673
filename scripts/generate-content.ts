/**
 * Writes the per-language content modules pages load (shared/content/page-content.ts says
 * what each holds) into shared/content/generated/, only where the text changed, and removes
 * generated files no page uses any more. Run by the build (scripts/prebuild.ts), by
 * `npm run generate` (before type checks), and by `npm run dev` when content changes.
 * The folder is not committed: it is always made from the content and the copy.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generatedModules } from '../shared/content/page-content.js';

export const GENERATED_DIR = 'shared/content/generated';

export async function generateContent(rootDir: string): Promise<{ written: string[]; removed: string[] }> {
  const modules = generatedModules();
  const written: string[] = [];
  const wanted = new Set(modules.map((module) => path.join(rootDir, module.path)));
  for (const module of modules) {
    const file = path.join(rootDir, module.path);
    const current = await readFile(file, 'utf8').catch(() => undefined);
    if (current === module.source) continue;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, module.source);
    written.push(module.path);
  }
  const removed: string[] = [];
  for (const entry of await readdir(path.join(rootDir, GENERATED_DIR), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (wanted.has(file)) continue;
    await rm(file);
    removed.push(path.relative(rootDir, file));
  }
  return { written, removed };
}
