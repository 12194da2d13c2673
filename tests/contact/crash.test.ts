/**
 * The built server (dist/server/main.js) with the disk outbox, as a process configured only
 * by its environment: a burst of contact posts with SIGKILL in the middle of it. Every
 * acknowledged message must be complete on disk and, after a restart, reach the SMTP server.
 * Also what the operator reads at start when SMTP is not configured.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliveredIds,
  filesIn,
  makeTempDir,
  removeDir,
  startServerProcess,
  startSmtpServer,
  validMessage,
  waitFor,
  type ServerProcess,
  type TestSmtpServer,
} from './helpers.js';

let dataDir: string;
let smtp: TestSmtpServer;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = await makeTempDir();
  smtp = await startSmtpServer();
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  await smtp?.close();
  await removeDir(dataDir);
});

async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    SITE_URL: 'https://kolamstudio.in',
    CONTACT_RATE_LIMIT_MAX: '1000000',
    CONTACT_ATTEMPT_LIMIT_MAX: '1000000',
    CONTACT_RETRY_BASE_MS: '100',
    CONTACT_RESCAN_MS: '200',
    ...env,
  });
  servers.push(server);
  return server;
}

describe('SIGKILL during a burst of contact posts (disk outbox)', () => {
  it('keeps and later delivers every acknowledged message', async () => {
    const first = await start();
    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;

    const sender = async (lane: number) => {
      while (!stop) {
        const n = sent++;
        try {
          const response = await fetch(`${first.url}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...validMessage, subject: `Burst ${lane}-${n}` }),
          });
          const body = (await response.json()) as { ok?: boolean; id?: string };
          if (response.status === 202 && body.id) acknowledged.push(body.id);
          else throw new Error(`unexpected ${response.status}`);
        } catch {
          return; // the server is gone
        }
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    };
    const lanes = Array.from({ length: 8 }, (_, lane) => sender(lane));
    // Kill while posts are in flight and the worker is delivering.
    await waitFor(
      'acknowledged posts and deliveries under way',
      async () => acknowledged.length >= 40 && (await filesIn(dataDir, 'sent')).length >= 2,
      { timeoutMs: 20_000 },
    );
    await first.kill();
    stop = true;
    await Promise.all(lanes);

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
    const second = await start();
    await waitFor('pending/ emptied after the restart', async () => (await filesIn(dataDir, 'pending')).length === 0, { timeoutMs: 60_000 });
    expect(await filesIn(dataDir, 'tmp')).toEqual([]);
    const delivered = deliveredIds(smtp);
    for (const id of acknowledged) expect(delivered, `delivered ${id}`).toContain(id);
    // The worker sends one message at a time, so a kill can duplicate at most the one in flight.
    expect(delivered.length - new Set(delivered).size).toBeLessThanOrEqual(1);
    await second.stop();
    expect(second.child.exitCode).toBe(0);
  }, 120_000);

  it('tells the operator at start where messages wait when SMTP_URL is not set', async () => {
    const quiet = await start({ SMTP_URL: '', LOG_LEVEL: 'info' });
    await quiet.stop();
    const notes = quiet
      .output()
      .split('\n')
      .filter((line) => line.includes('SMTP_URL is not set'))
      .map((line) => JSON.parse(line));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ level: 40, dir: path.join(dataDir, 'messages', 'pending') });
  });
});
