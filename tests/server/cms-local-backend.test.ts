/**
 * The local backend of `npm run edit` (scripts/cms/local-backend.ts) on a copy of content/:
 * Decap's proxy protocol, writing only under content/, and the validator's guard rail (an
 * invalid record is refused with the validator's message and nothing is written).
 */
import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalBackend } from '../../scripts/cms/local-backend.js';
import { tempDir } from '../helpers/app.js';

const FILE = 'content/blog/001-one-year-marketing-package/index.en.md';

describe('the local backend', () => {
  const root = tempDir('kolam-cms-');
  let backend: LocalBackend;
  beforeAll(() => {
    cpSync('content', path.join(root, 'content'), { recursive: true });
    backend = new LocalBackend(root);
  });

  it('lists a collection\'s files with their text', async () => {
    const entries = (await backend.handle('entriesByFolder', { folder: 'content/blog', extension: 'md', depth: 2 })) as { data: string; file: { path: string } }[];
    expect(entries.map((entry) => entry.file.path)).toContain(FILE);
    expect(entries.find((entry) => entry.file.path === FILE)?.data).toContain('id: 1');
  });

  it('writes a valid change', async () => {
    const raw = readFileSync(path.join(root, FILE), 'utf8').replace(/^author: .*$/m, 'author: Priya Raghavan, Head of Growth and Strategy');
    await backend.handle('persistEntry', { dataFiles: [{ path: FILE, raw, slug: '001-one-year-marketing-package' }], assets: [], options: {} });
    expect(readFileSync(path.join(root, FILE), 'utf8')).toContain('Head of Growth and Strategy');
  });

  it('refuses an invalid record with the validator\'s message and writes nothing', async () => {
    const before = readFileSync(path.join(root, FILE), 'utf8');
    const raw = before.replace(/^date: .*$/m, 'date: 20 January 2025');
    await expect(backend.handle('persistEntry', { dataFiles: [{ path: FILE, raw }], assets: [], options: {} })).rejects.toThrow(/index\.en\.md:\d+: date "20 January 2025" is not a date in YYYY-MM-DD form/);
    expect(readFileSync(path.join(root, FILE), 'utf8')).toBe(before);
  });

  it('refuses a record without its Tamil twin', async () => {
    const folder = 'content/blog/004-a-lone-post';
    const raw = readFileSync(path.join(root, FILE), 'utf8').replace(/^id: 1$/m, 'id: 4');
    await expect(backend.handle('persistEntry', { dataFiles: [{ path: `${folder}/index.en.md`, raw }], assets: [], options: {} })).rejects.toThrow(/index\.ta\.md: is missing/);
    expect(existsSync(path.join(root, folder))).toBe(false);
  });

  it('never leaves content/', async () => {
    for (const file of ['../package.json', 'content/../package.json', 'server/app.ts', '/etc/passwd']) {
      await expect(backend.handle('persistEntry', { dataFiles: [{ path: file, raw: 'x' }], assets: [], options: {} }), file).rejects.toThrow(/only reads and writes files under content/);
      await expect(backend.handle('getMediaFile', { path: file }), file).rejects.toThrow(/only reads and writes files under content/);
    }
  });

  it('has no editorial workflow (that is GitHub\'s)', async () => {
    await expect(backend.handle('unpublishedEntries', {})).rejects.toThrow(/not available with the local backend/);
  });
});
