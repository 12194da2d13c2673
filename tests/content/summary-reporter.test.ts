/**
 * The line CI reads cannot hide a failure: a run with a file whose beforeAll fails and a
 * file that does not load must say so, however many tests were never run.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the closing "N passed, N failed" line', () => {
  it('counts the tests of a file with a failed hook, and a file that did not load, as failed', () => {
    const config = path.resolve('tests/fixtures/reporter/vitest.config.ts');
    const run = spawnSync(process.execPath, [path.resolve('node_modules/vitest/vitest.mjs'), 'run', '--config', config], {
      encoding: 'utf8',
      env: { ...process.env, CI: 'true', FORCE_COLOR: '0' },
      timeout: 60_000,
    });
    const line = run.stdout.trim().split('\n').pop();
    // 1 passing test; 2 tests that never ran behind the failed beforeAll; 1 file that did not load.
    expect(line).toBe('1 passed, 3 failed');
    expect(run.status).not.toBe(0);
  });
});
