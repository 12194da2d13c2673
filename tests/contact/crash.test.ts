/**
 * Durability under a crash: a real server process takes a burst of contact posts and is
 * killed with SIGKILL in the middle of it. Every message that was acknowledged (202) must be
 * complete on disk, and after a restart every one of them must reach the SMTP server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesIn, makeTempDir, parseMail, removeDir, startSmtpServer, validMessage, waitFor, type TestSmtpServer } from './helpers.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
// Inside the repository so the bundle's bare imports (fastify, nodemailer…) resolve.
const bundle = path.join(root, 'node_modules', '.cache', 'kolam-contact-tests', `contact-server-${process.pid}.mjs`);

let dataDir: string;
let smtp: TestSmtpServer;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  await mkdir(path.dirname(bundle), { recursive: true });
  await esbuild.build({
    entryPoints: [path.join(root, 'tests/contact/fixtures/contact-server.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  });
  dataDir = await makeTempDir();
  smtp = await startSmtpServer();
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await smtp?.close();
  await removeDir(dataDir);
  await removeDir(bundle);
});

async function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [bundle], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      SITE_URL: 'https://kolamstudio.in',
      CONTACT_RATE_LIMIT_MAX: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const port = await new Promise<number>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${stderr}`)), 15_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /LISTENING (\d+)/.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}): ${stderr}`));
    });
  });
  return { child, port };
}

function deliveredIds(): string[] {
  return smtp.received.map((mail) => (parseMail(mail.raw).header('message-id') ?? '').replace(/^<|@kolamstudio\.in>$/g, ''));
}

describe('SIGKILL during a burst of contact posts', () => {
  it('keeps and later delivers every acknowledged message', async () => {
    const first = await startServer();
    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;

    const sender = async (lane: number) => {
      while (!stop) {
        const n = sent++;
        try {
          const response = await request(`http://127.0.0.1:${first.port}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...validMessage, subject: `Burst ${lane}-${n}` }),
          });
          const body = (await response.body.json()) as { ok?: boolean; id?: string };
          if (response.statusCode === 202 && body.id) acknowledged.push(body.id);
          else throw new Error(`unexpected ${response.statusCode}`);
        } catch {
          return; // the server is gone
        }
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    };
    const lanes = Array.from({ length: 8 }, (_, lane) => sender(lane));
    // Kill while posts are in flight and the worker is delivering.
    await waitFor(
      async () => acknowledged.length >= 40 && (await filesIn(dataDir, 'sent')).length >= 2,
      20_000,
      'acknowledged posts and deliveries under way',
    );
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(lanes);
    await new Promise((resolve) => first.child.exitCode !== null || first.child.signalCode !== null ? resolve(null) : first.child.once('exit', resolve));

    // Every acknowledged message is complete on disk (pending/ or already sent/).
    const onDisk = new Map<string, string>();
    for (const folder of ['pending', 'sent'] as const) {
      for (const name of await filesIn(dataDir, folder)) onDisk.set(name.replace(/\.json$/, ''), folder);
    }
    for (const id of acknowledged) {
      const folder = onDisk.get(id);
      expect(folder, `acknowledged ${id} on disk`).toBeDefined();
      const record = JSON.parse(await readFile(path.join(dataDir, 'messages', folder!, `${id}.json`), 'utf8'));
      expect(record.id).toBe(id);
      expect(record.message.subject).toMatch(/^Burst /);
    }

    // Restart: leftovers in tmp/ are cleared and every acknowledged message is delivered.
    const second = await startServer();
    await waitFor(
      async () => (await filesIn(dataDir, 'pending')).length === 0,
      60_000,
      'pending/ emptied after the restart',
    );
    expect(await filesIn(dataDir, 'tmp')).toEqual([]);
    const delivered = deliveredIds();
    for (const id of acknowledged) expect(delivered, `delivered ${id}`).toContain(id);
    // The worker sends one message at a time, so a kill can duplicate at most the one in flight.
    expect(delivered.length - new Set(delivered).size).toBeLessThanOrEqual(1);

    second.child.kill('SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));
  }, 120_000);
});
