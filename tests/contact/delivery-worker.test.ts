import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.js';
import { backoffDelay, createDeliveryWorker, type DeliveryWorker } from '../../server/contact/delivery-worker.js';
import { createMailer, type Mailer } from '../../server/contact/mailer.js';
import { createOutbox, type Outbox } from '../../server/contact/outbox.js';
import type { ContactMessage } from '../../shared/contact/schema.js';
import { filesIn, freePort, makeTempDir, parseMail, removeDir, startSmtpServer, waitFor, type TestSmtpServer } from './helpers.js';

const message: ContactMessage = {
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'priya@example.com',
  subject: 'Packaging',
  message: 'Hello',
  privacy: true,
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

let dataDir: string;
let outbox: Outbox;
let smtp: TestSmtpServer | undefined;
let mailer: Mailer | undefined;
let worker: DeliveryWorker | undefined;
let logs: LogEntry[];

beforeEach(async () => {
  dataDir = await makeTempDir();
  outbox = createOutbox(dataDir);
  await outbox.init();
  logs = [];
});

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  mailer?.close();
  mailer = undefined;
  await smtp?.close();
  smtp = undefined;
  await removeDir(dataDir);
});

function start(smtpUrl: string, options: { baseDelayMs?: number; rescanMs?: number } = {}): DeliveryWorker {
  mailer = createMailer(testConfig({ SMTP_URL: smtpUrl }), fastSmtp);
  worker = createDeliveryWorker({ outbox, mailer, log: recordingLog(logs), baseDelayMs: 50, ...options });
  outbox.onStored(() => worker?.wake());
  worker.start();
  return worker;
}

function messageIds(server: TestSmtpServer): string[] {
  return server.received.map((mail) => parseMail(mail.raw).header('message-id') ?? '');
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

describe('delivery worker', () => {
  it('delivers pending messages in order and moves them to sent/', async () => {
    const ids = [(await outbox.store(message)).id, (await outbox.store(message)).id, (await outbox.store(message)).id];
    smtp = await startSmtpServer();
    start(smtp.url);
    await waitFor(async () => (await outbox.list('sent')).length === 3, 10_000, 'three sent');
    expect(messageIds(smtp)).toEqual(ids.map((id) => `<${id}@localhost>`));
    expect(await outbox.list('pending')).toEqual([]);
    const sent = await outbox.read('sent', ids[0]!);
    expect(sent).toMatchObject({ attempts: 1, sentAt: expect.any(String) });
  });

  it('wakes at once when a message is stored', async () => {
    smtp = await startSmtpServer();
    start(smtp.url, { rescanMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the worker is asleep now
    const { id } = await outbox.store(message);
    await waitFor(() => smtp!.received.length === 1, 3_000, 'delivery after wake');
    expect(messageIds(smtp)).toEqual([`<${id}@localhost>`]);
  });

  it('retries with backoff while SMTP is down and delivers exactly once when it is back', async () => {
    const port = await freePort();
    const { id } = await outbox.store(message);
    start(`smtp://127.0.0.1:${port}`, { baseDelayMs: 100 });

    await waitFor(async () => ((await outbox.read('pending', id))?.attempts ?? 0) >= 2, 10_000, 'two failed attempts');
    const waiting = await outbox.read('pending', id);
    expect(waiting?.lastError).toMatch(/ECONNECTION|ECONNREFUSED/);
    expect(Date.parse(waiting!.nextAttemptAt)).toBeGreaterThan(Date.parse(waiting!.lastAttemptAt!));
    expect(logs.some((entry) => entry.level === 'warn')).toBe(true);

    smtp = await startSmtpServer({ port });
    await waitFor(async () => (await outbox.list('sent')).includes(id), 15_000, 'delivery after SMTP is back');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(messageIds(smtp)).toEqual([`<${id}@localhost>`]);
    expect(await filesIn(dataDir, 'pending')).toEqual([]);
  });

  it('keeps a message pending after a 421 greeting, then delivers it', async () => {
    smtp = await startSmtpServer({ behaviour: 'greeting-421' });
    const { id } = await outbox.store(message);
    start(smtp.url, { baseDelayMs: 100 });
    await waitFor(async () => ((await outbox.read('pending', id))?.attempts ?? 0) >= 1, 10_000, 'a 421 attempt');
    expect((await outbox.read('pending', id))?.lastError).toMatch(/421/);
    expect(await outbox.list('parked')).toEqual([]);

    smtp.behaviour = 'accept';
    await waitFor(async () => (await outbox.list('sent')).includes(id), 10_000, 'delivery after 421');
    expect(smtp.received).toHaveLength(1);
  });

  it('parks a message the server refuses with 550 and logs it, and carries on with the next', async () => {
    smtp = await startSmtpServer({ behaviour: 'reject-550' });
    const { id } = await outbox.store(message);
    start(smtp.url);
    await waitFor(async () => (await outbox.list('parked')).includes(id), 10_000, 'parked');
    const parked = await outbox.read('parked', id);
    expect(parked).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/550/), parkedAt: expect.any(String) });
    expect(logs.some((entry) => entry.level === 'error' && /parked/.test(entry.msg ?? ''))).toBe(true);

    smtp.behaviour = 'accept';
    const next = await outbox.store(message);
    await waitFor(async () => (await outbox.list('sent')).includes(next.id), 10_000, 'next message sent');
    expect(await outbox.list('parked')).toEqual([id]);
  });

  it('survives a restart: a new worker on the same folder carries on from the files', async () => {
    const port = await freePort();
    const { id } = await outbox.store(message);
    start(`smtp://127.0.0.1:${port}`, { baseDelayMs: 60_000 });
    await waitFor(async () => ((await outbox.read('pending', id))?.attempts ?? 0) === 1, 10_000, 'first attempt');
    await worker!.stop();
    mailer!.close();

    // "Restart": fresh outbox, mailer and worker; the stored backoff is honoured...
    smtp = await startSmtpServer({ port });
    outbox = createOutbox(dataDir);
    await outbox.init();
    start(smtp.url, { baseDelayMs: 60_000, rescanMs: 100 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(0);
    // ...until a success shows the server is back: then waiting messages go at once.
    const later = await outbox.store(message);
    await waitFor(async () => (await outbox.list('sent')).length === 2, 10_000, 'both sent');
    expect(messageIds(smtp)).toEqual([`<${later.id}@localhost>`, `<${id}@localhost>`]);
  });

  it('does not send again a message that was sent just before a crash', async () => {
    const stored = await outbox.store(message);
    await outbox.update({ ...stored, attempts: 1, sentAt: new Date().toISOString() });
    smtp = await startSmtpServer();
    start(smtp.url);
    await waitFor(async () => (await outbox.list('sent')).includes(stored.id), 5_000, 'moved to sent');
    expect(smtp.received).toHaveLength(0);
  });

  it('stops cleanly while waiting and while a send hangs', async () => {
    const { createServer } = await import('node:net');
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    mailer = createMailer(testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }), {
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 30_000,
    });
    const { id } = await outbox.store(message);
    worker = createDeliveryWorker({ outbox, mailer, log: recordingLog(logs) });
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 100)); // connected, waiting for a greeting
    const started = Date.now();
    await worker.stop(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await outbox.list('pending')).toEqual([id]);
    worker = undefined;
    silent.close();
  });
});
