/**
 * The build's content-addressed caches (media renders, photos, link-preview cards): files are
 * written under a temporary name and renamed, so an interrupted build never leaves half a
 * cache file, and entries no longer planned are removed after a build.
 */
import { copyFile, link, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Write to a temporary name and rename. */
export async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

/**
 * Removes every file of `cacheDir` whose key (`keyOf(name)`, temporary suffix included) is not
 * in `keep`. Sub-folders are left alone: they are other caches (the photos under the artwork
 * cache, scripts/media/photos.ts), each pruned by its own owner.
 */
export async function pruneCache(cacheDir: string, keep: ReadonlySet<string>, keyOf: (name: string) => string): Promise<void> {
  const entries = await readdir(cacheDir, { withFileTypes: true });
  const stale = entries.filter((entry) => !entry.isDirectory() && !keep.has(keyOf(entry.name)));
  await Promise.all(stale.map((entry) => rm(path.join(cacheDir, entry.name), { force: true })));
}

/** True when every file exists and is not empty. */
export async function allExist(files: readonly string[]): Promise<boolean> {
  const found = await Promise.all(files.map((file) => stat(file).then((s) => s.size > 0, () => false)));
  return found.every(Boolean);
}

/**
 * The output file as a hard link to the cache file (cache files are never rewritten in
 * place: a new one is renamed over), or a copy where links are not possible (another file
 * system).
 */
export async function linkOrCopy(from: string, to: string): Promise<void> {
  await rm(to, { force: true });
  await link(from, to).catch(() => copyFile(from, to));
}
