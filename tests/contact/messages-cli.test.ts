import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import * as esbuild from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMessageId, createOutbox, type Outbox } from '../../server/contact/outbox.js';
import { runMessagesCli } from '../../server/scripts/messages.js';
import type { ContactMessage } from '../../shared/contact/schema.js';
import { makeTempDir, removeDir } from './helpers.js';

const message: ContactMessage = {
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'priya@example.com',
  subject: 'Packaging',
  message: 'Hello\nsecond line',
  privacy: true,
};

let dataDir: string;
let outbox: Outbox;

beforeEach(async () => {
  dataDir = await makeTempDir();
  outbox = createOutbox(dataDir);
  await outbox.init();
});
afterEach(async () => {
  await removeDir(dataDir);
});

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runMessagesCli(args, dataDir, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run messages', () => {
  it('lists counts and one line per message in every folder', async () => {
    const pending = await outbox.store(message);
    const sent = await outbox.store({ ...message, subject: 'Website' });
    await outbox.markSent({ ...sent, attempts: 1 });
    const parked = await outbox.store({ ...message, subject: 'Bounced' });
    await outbox.park({ ...parked, attempts: 1 }, 'EENVELOPE: 550 Mailbox unavailable');

    const { code, out } = await run();
    expect(code).toBe(0);
    expect(out).toContain('pending: 1   sent: 1   parked: 1');
    expect(out).toMatch(new RegExp(`${pending.id} .*Priya Raman <priya@example.com>  "Packaging"  attempts 0`));
    expect(out).toMatch(new RegExp(`SENT \\(1\\)\\n  ${sent.id} .*"Website"  sent `));
    expect(out).toMatch(new RegExp(`${parked.id} .*"Bounced"  parked .*last error: EENVELOPE: 550 Mailbox unavailable`));
    expect((await run('list')).out).toBe(out);
  });

  it('shows one message in full', async () => {
    const { id } = await outbox.store(message, { ip: '203.0.113.7' });
    const { code, out } = await run('show', id);
    expect(code).toBe(0);
    expect(out).toContain(`Id:           ${id}`);
    expect(out).toContain('Folder:       pending/');
    expect(out).toContain('IP:           203.0.113.7');
    expect(out).toContain('Message:\n  Hello\n  second line');
    expect((await run('show', createMessageId())).code).toBe(1);
    expect((await run('show', '../../etc/passwd')).code).toBe(2);
  });

  it('neutralises terminal control characters from visitor text', async () => {
    const { id } = await outbox.store({ ...message, subject: 'Hi \u001b[31mred\u001b[0m \u009b2J' });
    const { out } = await run('show', id);
    expect(out).not.toMatch(/[\u001b\u009b]/);
    expect((await run()).out).not.toMatch(/[\u001b\u009b]/);
  });

  it('moves a parked message back to pending/ with attempts reset', async () => {
    const stored = await outbox.store(message);
    await outbox.park({ ...stored, attempts: 3 }, '550 no');
    const { code, out } = await run('retry', stored.id);
    expect(code).toBe(0);
    expect(out).toContain(`${stored.id}: moved back to pending/`);
    expect(await outbox.read('pending', stored.id)).toMatchObject({ attempts: 0 });

    const again = await run('retry', stored.id);
    expect(again.code).toBe(1);
    expect(again.err).toContain('not parked (it is in pending/)');
  });

  it('retries every parked message with --all-parked', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const stored = await outbox.store(message);
      await outbox.park(stored, '550 no');
      ids.push(stored.id);
    }
    const { code } = await run('retry', '--all-parked');
    expect(code).toBe(0);
    expect(await outbox.list('pending')).toEqual(ids);
    expect(await outbox.list('parked')).toEqual([]);
    expect((await run('retry', '--all-parked')).out).toBe('No parked messages.');
  });

  it('explains its usage for unknown commands and missing arguments', async () => {
    expect(await run('frobnicate')).toMatchObject({ code: 2, err: expect.stringContaining('Usage: npm run messages') });
    expect((await run('retry')).code).toBe(2);
    expect((await run('show')).code).toBe(2);
    expect(await run('help')).toMatchObject({ code: 0, out: expect.stringContaining('--all-parked') });
  });
});

describe('the bundled CLI (as build.mjs bundles it)', () => {
  it('reads DATA_DIR from the environment and runs the command given on the command line', async () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const outdir = path.join(root, 'node_modules', '.cache', 'kolam-contact-tests', `cli-${process.pid}`);
    await mkdir(outdir, { recursive: true });
    await esbuild.build({
      entryPoints: { messages: path.join(root, 'server/scripts/messages.ts') },
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
    });
    try {
      const stored = await outbox.store(message);
      await outbox.park(stored, '550 no');
      const exec = promisify(execFile);
      const env = { PATH: process.env.PATH, DATA_DIR: dataDir };
      const listed = await exec(process.execPath, [path.join(outdir, 'messages.js')], { env });
      expect(listed.stdout).toContain('pending: 0   sent: 0   parked: 1');
      const retried = await exec(process.execPath, [path.join(outdir, 'messages.js'), 'retry', '--all-parked'], { env });
      expect(retried.stdout).toContain(`${stored.id}: moved back to pending/`);
      await expect(exec(process.execPath, [path.join(outdir, 'messages.js'), 'nope'], { env })).rejects.toMatchObject({ code: 2 });
    } finally {
      await removeDir(outdir);
    }
  });
});
