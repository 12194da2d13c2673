// A copy of this checkout as it is now (tracked and new files) in a temporary folder, sharing
// node_modules and the media and link-preview caches, for runs that edit content/ (the
// editor's browser test, bench/dev-reload.mjs) without ever writing the real one.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export function copyCheckout(prefix = 'kolam-checkout-') {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, maxBuffer: 64 * 1024 * 1024 })
    .toString('utf8')
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(dir, file));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  // Warm caches make the build take seconds instead of minutes (the build only reads them).
  for (const cache of ['media', 'og']) {
    if (existsSync(path.join(root, '.cache', cache))) cpSync(path.join(root, '.cache', cache), path.join(dir, '.cache', cache), { recursive: true });
  }
  return dir;
}
