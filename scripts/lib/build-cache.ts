/**
 * The build's content-addressed caches (media renders, link-preview cards): files are written
 * under a temporary name and renamed, so an interrupted build never leaves half a cache file,
 * and entries no longer planned are removed after a build.
 */
import { readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Write to a temporary name and rename. */
export async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

/** Removes every file of `cacheDir` whose key (`keyOf(name)`, temporary suffix included) is not in `keep`. */
export async function pruneCache(cacheDir: string, keep: ReadonlySet<string>, keyOf: (name: string) => string): Promise<void> {
  const names = await readdir(cacheDir);
  await Promise.all(names.filter((name) => !keep.has(keyOf(name))).map((name) => rm(path.join(cacheDir, name), { force: true })));
}
