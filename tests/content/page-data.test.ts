/**
 * writePageData (scripts/content/page-data.ts) rewrites the pages' data files while, in `npm run
 * dev`, the running server reads them: a save that adds a photo also makes a new client bundle,
 * and the server then reads pages.json at any moment. It used to empty the folder first, so a
 * read in between found no page list and stopped the dev server. Now each file is renamed over
 * the old one: pages.json is there, whole, at every moment of a rewrite; the file of a page
 * that is gone is deleted.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGES_FILE, writePageData } from '../../scripts/content/page-data.js';
import { readContent } from '../../scripts/prebuild.js';

const folder = mkdtempSync(path.join(tmpdir(), 'kolam-page-data-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('writePageData', () => {
  it('keeps a readable page list in place while it writes the files again', async () => {
    const content = await readContent(process.cwd());
    const dataDir = path.join(folder, 'data');
    const first = await writePageData(dataDir, content.byLang);
    const pagesFile = path.join(dataDir, PAGES_FILE);
    const expected = readFileSync(pagesFile, 'utf8');
    // A page that is gone, and a compressed copy the build made of a file written before.
    const gone = path.join(dataDir, 'en', 'gone-page.json');
    writeFileSync(gone, '{}');
    const compressed = `${pagesFile}.br`;
    writeFileSync(compressed, 'stale');

    // Read the list as often as the event loop allows while the files are written again.
    let reads = 0;
    const failures: string[] = [];
    let writing = true;
    const reader = (async () => {
      while (writing) {
        try {
          if (readFileSync(pagesFile, 'utf8') !== expected) failures.push('a different page list');
        } catch (error) {
          failures.push((error as Error).message);
        }
        reads++;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const second = await writePageData(dataDir, content.byLang);
    writing = false;
    await reader;

    expect(reads).toBeGreaterThan(10);
    expect(failures).toEqual([]);
    expect(second.files).toBe(first.files);
    // The page that is gone has no file; no temporary file is left.
    expect(existsSync(gone)).toBe(false);
    expect(existsSync(compressed)).toBe(false);
    const left = readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(left.filter((entry) => !entry.name.endsWith('.json'))).toEqual([]);
    expect(left.length).toBe(first.files + 2); // and pages.json, studio-image.json
  });
});
