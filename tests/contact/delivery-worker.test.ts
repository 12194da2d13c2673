/**
 * The delivery worker against a real SMTP server (smtp-server), over both stores: the disk
 * outbox and a real PostgreSQL. SMTP down, 421 and 550 must behave the same over either.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../helpers/config.js';
import { backoffDelay, createDeliveryWorker, type DeliveryWorker } from '../../server/contact/delivery-worker.js';
import { createMailer, type Mailer } from '../../server/contact/mailer.js';
import { createOutbox } from '../../server/contact/outbox.js';
import { createPostgresStore, type PostgresStore } from '../../server/contact/postgres-store.js';
import type { MessageStatus, MessageStore } from '../../server/contact/store.js';
import type { ContactMessage } from '../../shared/contact/schema.js';
import { startPostgres, type PostgresServer } from '../support/services.mjs';
import { freePort, makeTempDir, parseMail, removeDir, startSmtpServer, waitFor, type TestSmtpServer } from './helpers.js';

const message: ContactMessage = {
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'priya@example.com',
  subject: 'Packaging',
  message: 'Hello',
  privacy: true,
  lang: 'en',
};

type LogEntry = { level: 'info' | 'warn' | 'error'; obj: unknown; msg: string | undefined };

function recordingLog(entries: LogEntry[]) {
  const at =
    (level: LogEntry['level']) =>
    (obj: unknown, msg?: string): void => {
      entries.push({ level, obj, msg });
    };
  return { info: at('info'), warn: at('warn'), error: at('error') };
}

const fastSmtp = { connectionTimeout: 1_000, greetingTimeout: 1_000, socketTimeout: 2_000 };

let pg: PostgresServer;
let databases = 0;
let dataDir: string | undefined;
let store: MessageStore;
/** The same store when it is the PostgreSQL one (the tests reach into its table). */
let pgStore: PostgresStore | undefined;
let smtp: TestSmtpServer | undefined;
let mailer: Mailer | undefined;
let worker: DeliveryWorker | undefined;
let logs: LogEntry[];
/**
 * A full disk, played from outside the outbox: while `disk.full` is true, every write of a
 * message file (under messages/tmp/, where the outbox writes before renaming) fails with
 * ENOSPC as the file system would, after the file was opened.
 */
const disk = vi.hoisted(() => ({ full: false, refusedWrites: 0 }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const open = (async (file: Parameters<typeof fs.open>[0], ...rest: [flags?: string | number, mode?: number]) => {
    const handle = await fs.open(file, ...rest);
    if (disk.full && /[\\/]messages[\\/]tmp[\\/]/.test(String(file))) {
      handle.writeFile = async () => {
        disk.refusedWrites += 1;
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });
      };
    }
    return handle;
  }) as typeof fs.open;
  return { ...fs, open, default: { ...fs, open } };
});

beforeAll(async () => {
  pg = await startPostgres();
}, 60_000);
afterAll(async () => {
  await pg?.close();
});

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  mailer?.close();
  mailer = undefined;
  await smtp?.close();
  smtp = undefined;
  await store?.close();
  if (dataDir) await removeDir(dataDir);
  dataDir = undefined;
  disk.full = false;
  disk.refusedWrites = 0;
});

async function freshStore(kind: 'disk' | 'postgres'): Promise<MessageStore> {
  logs = [];
  pgStore = undefined;
  if (kind === 'disk') {
    dataDir = await makeTempDir();
    store = createOutbox(dataDir);
  } else {
    databases += 1;
    pgStore = createPostgresStore({ connectionString: pg.createDatabase(`worker_${databases}`) });
    store = pgStore;
  }
  await store.init();
  return store;
}

function start(smtpUrl: string, options: { baseDelayMs?: number; rescanMs?: number } = {}): DeliveryWorker {
  mailer = createMailer(testConfig({ SMTP_URL: smtpUrl }), fastSmtp);
  worker = createDeliveryWorker({ store, sender: mailer, log: recordingLog(logs), baseDelayMs: 50, ...options });
  store.onStored(() => worker?.wake());
  worker.start();
  return worker;
}

function messageIds(server: TestSmtpServer): string[] {
  return server.received.map((mail) => parseMail(mail.raw).header('message-id') ?? '');
}

async function statusOf(id: string): Promise<MessageStatus | undefined> {
  return (await store.find(id))?.status;
}

async function attemptsOf(id: string): Promise<number> {
  return (await store.find(id))?.record.attempts ?? 0;
}

describe('backoffDelay', () => {
  it('doubles from the base up to the maximum, with ±20 % jitter', () => {
    const noJitter = () => 0.5;
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 5_000, 1_800_000, noJitter))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(backoffDelay(30, 5_000, 1_800_000, noJitter)).toBe(1_800_000);
    expect(backoffDelay(1_000_000, 5_000, 1_800_000, noJitter)).toBe(1_800_000);
    expect(backoffDelay(1, 5_000, 1_800_000, () => 0)).toBe(4_000);
    expect(backoffDelay(1, 5_000, 1_800_000, () => 1)).toBe(6_000);
    expect(backoffDelay(40, 5_000, 1_800_000, () => 1)).toBe(1_800_000);
  });
});

describe.each(['disk', 'postgres'] as const)('delivery worker over the %s store', (kind) => {
  it('delivers pending messages in order, each once with its own Message-ID, and marks them sent', async () => {
    await freshStore(kind);
    const ids = [(await store.store(message)).id, (await store.store(message)).id, (await store.store(message)).id];
    smtp = await startSmtpServer();
    start(smtp.url);
    await waitFor('three sent', async () => (await store.counts()).sent === 3, { timeoutMs: 10_000 });
    expect(messageIds(smtp)).toEqual(ids.map((id) => `<${id}@localhost>`));
    expect(await store.find(ids[0]!)).toMatchObject({ status: 'sent', record: { attempts: 1, sentAt: expect.any(String) } });
  });

  it('wakes at once when a message is stored', async () => {
    await freshStore(kind);
    smtp = await startSmtpServer();
    start(smtp.url, { rescanMs: 60_000 });
    await waitFor('idle worker', () => logs.length === 0 && smtp!.connections === 0, { timeoutMs: 1_000 });
    const { id } = await store.store(message);
    await waitFor('delivery after wake', () => smtp!.received.length === 1, { timeoutMs: 3_000 });
    expect(messageIds(smtp)).toEqual([`<${id}@localhost>`]);
  });

  it('retries with backoff while SMTP is down and delivers exactly once when it is back', async () => {
    await freshStore(kind);
    const port = await freePort();
    const { id } = await store.store(message);
    start(`smtp://127.0.0.1:${port}`, { baseDelayMs: 100 });

    await waitFor('two failed attempts', async () => (await attemptsOf(id)) >= 2, { timeoutMs: 10_000 });
    const waiting = (await store.find(id))!;
    expect(waiting.status).toBe('pending');
    expect(waiting.record.lastError).toMatch(/ECONNECTION|ECONNREFUSED/);
    expect(logs.some((entry) => entry.level === 'warn')).toBe(true);

    smtp = await startSmtpServer({ port });
    await waitFor('delivery after SMTP is back', async () => (await statusOf(id)) === 'sent', { timeoutMs: 15_000 });
    expect((await store.counts()).pending).toBe(0);
    expect(messageIds(smtp)).toEqual([`<${id}@localhost>`]);
  });

  it('keeps a message pending after a 421 greeting, then delivers it', async () => {
    await freshStore(kind);
    smtp = await startSmtpServer({ behaviour: 'greeting-421' });
    const { id } = await store.store(message);
    start(smtp.url, { baseDelayMs: 100 });
    await waitFor('a 421 attempt', async () => (await store.find(id))?.record.lastError?.includes('421'), { timeoutMs: 10_000 });
    expect(await statusOf(id)).toBe('pending');
    expect((await store.counts()).parked).toBe(0);

    smtp.behaviour = 'accept';
    await waitFor('delivery after 421', async () => (await statusOf(id)) === 'sent', { timeoutMs: 10_000 });
    expect(smtp.received).toHaveLength(1);
  });

  it('parks a message the server refuses with 550 and logs it, and carries on with the next', async () => {
    await freshStore(kind);
    smtp = await startSmtpServer({ behaviour: 'reject-550' });
    const { id } = await store.store(message);
    start(smtp.url);
    await waitFor('parked', async () => (await statusOf(id)) === 'parked', { timeoutMs: 10_000 });
    expect((await store.find(id))?.record).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/550/), parkedAt: expect.any(String) });
    expect(logs.some((entry) => entry.level === 'error' && /parked/.test(entry.msg ?? ''))).toBe(true);

    smtp.behaviour = 'accept';
    const next = await store.store(message);
    await waitFor('next message sent', async () => (await statusOf(next.id)) === 'sent', { timeoutMs: 10_000 });
    expect(await statusOf(id)).toBe('parked');
    expect(smtp.received).toHaveLength(1);
  });

  it('survives a restart: a new worker carries on from the store, honouring the stored backoff until a success', async () => {
    await freshStore(kind);
    const port = await freePort();
    const { id } = await store.store(message);
    start(`smtp://127.0.0.1:${port}`, { baseDelayMs: 60_000 });
    await waitFor('first attempt', async () => (await store.find(id))?.record.lastError !== undefined, { timeoutMs: 10_000 });
    await worker!.stop();
    mailer!.close();

    smtp = await startSmtpServer({ port });
    start(smtp.url, { baseDelayMs: 60_000, rescanMs: 100 });
    await waitFor('restarted worker idle', () => logs.filter((entry) => entry.level === 'warn').length === 1, { timeoutMs: 1_000 });
    const later = await store.store(message);
    await waitFor('both sent', async () => (await store.counts()).sent === 2, { timeoutMs: 10_000 });
    expect(messageIds(smtp)).toEqual([`<${later.id}@localhost>`, `<${id}@localhost>`]);
  });

  it('stops cleanly while a send hangs, leaving the message pending', async () => {
    await freshStore(kind);
    const { createServer } = await import('node:net');
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    let connected = false;
    silent.on('connection', () => {
      connected = true;
    });
    mailer = createMailer(testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }), {
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 30_000,
    });
    const { id } = await store.store(message);
    worker = createDeliveryWorker({ store, sender: mailer, log: recordingLog(logs) });
    worker.start();
    await waitFor('connected, waiting for a greeting', () => connected, { timeoutMs: 5_000 });
    const started = Date.now();
    await worker.stop(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await statusOf(id)).toBe('pending');
    worker = undefined;
    silent.close();
  });

  it('e-mails a message once when the store cannot record the send, and records it when it can', async () => {
    await freshStore(kind);
    smtp = await startSmtpServer();
    const { id } = await store.store(message);
    // The store fails exactly where it hurts: recording "sent" after the mail server said 250.
    if (kind === 'disk') disk.full = true;
    else await refuseSentUpdates();
    start(smtp.url, { baseDelayMs: 50 });
    await waitFor('the send', () => smtp!.received.length === 1, { timeoutMs: 5_000 });
    // Several passes later (each one tries to record it again), still one e-mail.
    await waitFor('repeated record attempts', () => logs.filter((entry) => /still cannot be recorded/.test(entry.msg ?? '')).length >= 5, { timeoutMs: 10_000 });
    if (kind === 'disk') expect(disk.refusedWrites).toBeGreaterThanOrEqual(5);
    expect(smtp.received).toHaveLength(1);
    expect(await statusOf(id)).toBe('pending');

    if (kind === 'disk') disk.full = false;
    else await allowSentUpdates();
    await waitFor('recorded as sent', async () => (await statusOf(id)) === 'sent', { timeoutMs: 5_000 });
    expect(messageIds(smtp)).toEqual([`<${id}@localhost>`]);
  });
});

/** A real database-side failure of the UPDATE that records a send (a trigger raising an error). */
async function refuseSentUpdates(): Promise<void> {
  if (!pgStore) throw new Error('not the PostgreSQL store');
  await pgStore.query(`
    CREATE FUNCTION refuse_sent() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.status = 'sent' THEN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = '53100'; END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER refuse_sent BEFORE UPDATE ON contact_messages FOR EACH ROW EXECUTE FUNCTION refuse_sent();
  `);
}

async function allowSentUpdates(): Promise<void> {
  if (!pgStore) throw new Error('not the PostgreSQL store');
  await pgStore.query('DROP TRIGGER refuse_sent ON contact_messages');
}
