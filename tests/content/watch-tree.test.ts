/**
 * The watch of `npm run dev` (scripts/lib/watch-tree.mjs) sees every save of a content file,
 * however the editor saves it: in place, or by renaming a new file over the old one (vim,
 * gedit and others), again and again; and files in folders made while it runs. Node's
 * recursive fs.watch on Linux saw only the first renaming save of a file.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchTree } from '../../scripts/lib/watch-tree.mjs';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A folder with content/case-studies/001-a/index.en.md, watched; `seen` collects the changed paths. */
function watched() {
  const root = mkdtempSync(path.join(tmpdir(), 'kolam-watch-'));
  const record = path.join(root, 'case-studies', '001-a');
  mkdirSync(record, { recursive: true });
  const file = path.join(record, 'index.en.md');
  writeFileSync(file, 'title: A\n');
  const seen: string[] = [];
  const close = watchTree(root, (changed) => seen.push(changed));
  cleanups.push(() => {
    close();
    rmSync(root, { recursive: true, force: true });
  });
  /** Resolves once `file` has been reported since `from` (the length of `seen` before the write). */
  const reported = async (target: string, from: number) => {
    for (let waited = 0; waited < 5000; waited += 20) {
      if (seen.slice(from).includes(target)) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  };
  return { root, record, file, seen, reported };
}

describe('watchTree', () => {
  it('sees saves in place, again and again', async () => {
    const { file, seen, reported } = watched();
    for (let save = 1; save <= 3; save++) {
      const from = seen.length;
      writeFileSync(file, `title: A ${save}\n`);
      expect(await reported(file, from)).toBe(true);
    }
  });

  it('sees every save that renames a new file over the old one, not only the first', async () => {
    const { record, file, seen, reported } = watched();
    for (let save = 1; save <= 3; save++) {
      const from = seen.length;
      const temporary = path.join(record, `.index.en.md.${save}.tmp`);
      writeFileSync(temporary, `title: A ${save}\n`);
      renameSync(temporary, file);
      expect(await reported(file, from), `save ${save}`).toBe(true);
    }
  });

  it('watches folders made while it runs, and files saved in them later', async () => {
    const { root, seen, reported } = watched();
    const record = path.join(root, 'case-studies', '002-b');
    let from = seen.length;
    mkdirSync(record);
    expect(await reported(record, from)).toBe(true);
    const file = path.join(record, 'index.en.md');
    from = seen.length;
    writeFileSync(file, 'title: B\n');
    expect(await reported(file, from)).toBe(true);
    from = seen.length;
    writeFileSync(file, 'title: B 2\n');
    expect(await reported(file, from)).toBe(true);
  });
});
