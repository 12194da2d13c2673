import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMessageId, createOutbox, isMessageId } from '../../server/contact/outbox.js';
import type { ContactMessage } from '../../shared/contact/schema.js';
import { filesIn, makeTempDir, removeDir } from './helpers.js';
import { describeStoreContract } from './store-contract.js';

const message: ContactMessage = {
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'priya@example.com',
  subject: 'Packaging',
  message: 'Hello',
  privacy: true,
  lang: 'en',
};

let dataDir: string;
beforeEach(async () => {
  dataDir = await makeTempDir();
});
afterEach(async () => {
  await removeDir(dataDir);
});

describeStoreContract('disk outbox', async () => {
  const outbox = createOutbox(dataDir);
  await outbox.init();
  return outbox;
});

describe('message ids', () => {
  it('sort in creation order and are unique', () => {
    const ids = Array.from({ length: 2000 }, () => createMessageId());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    expect(ids.every(isMessageId)).toBe(true);
  });

  it('start with the UTC time', () => {
    expect(createMessageId(Date.UTC(2031, 2, 1, 10, 15, 2, 123))).toMatch(/^20310301-101502-123-[0-9a-f]{12}$/);
  });

  it('never let a path through', () => {
    expect(isMessageId('../../etc/passwd')).toBe(false);
    expect(isMessageId('20250301-101502-123-3fa9c2d1e0b4/../x')).toBe(false);
  });
});

describe('createOutbox', () => {
  it('creates its folders and stores one complete JSON file in pending/', async () => {
    const outbox = createOutbox(dataDir);
    await outbox.init();
    const record = await outbox.store(message, { ip: '203.0.113.7', userAgent: 'Test/1.0' });

    expect(await filesIn(dataDir, 'pending')).toEqual([`${record.id}.json`]);
    expect(await filesIn(dataDir, 'tmp')).toEqual([]);
    const onDisk = JSON.parse(await readFile(path.join(dataDir, 'messages', 'pending', `${record.id}.json`), 'utf8'));
    expect(onDisk).toEqual({
      id: record.id,
      receivedAt: expect.any(String),
      ip: '203.0.113.7',
      userAgent: 'Test/1.0',
      message,
      attempts: 0,
      nextAttemptAt: expect.any(String),
    });
    expect(onDisk).toEqual(record);
    for (const folder of ['pending', 'sent', 'parked', 'tmp']) {
      expect(statSync(path.join(dataDir, 'messages', folder)).isDirectory()).toBe(true);
    }
  });

  it('stores without init (folders are created on first use) and lists oldest first', async () => {
    const outbox = createOutbox(dataDir);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await outbox.store(message)).id);
    expect(await outbox.ids('pending')).toEqual(ids);
  });

  it('removes leftovers in tmp/ at start', async () => {
    await mkdir(path.join(dataDir, 'messages', 'tmp'), { recursive: true });
    await writeFile(path.join(dataDir, 'messages', 'tmp', '20250301-101502-123-3fa9c2d1e0b4.json'), '{"id":');
    await createOutbox(dataDir).init();
    expect(await filesIn(dataDir, 'tmp')).toEqual([]);
  });

  it('rejects a failed write and leaves no partial file anywhere', async () => {
    await mkdir(path.join(dataDir, 'messages', 'tmp'), { recursive: true });
    // pending/ is a file: the rename into it fails after the tmp file was written.
    await writeFile(path.join(dataDir, 'messages', 'pending'), 'not a folder');
    const outbox = createOutbox(dataDir);
    await expect(outbox.store(message)).rejects.toThrow();
    expect(await filesIn(dataDir, 'tmp')).toEqual([]);
  });

  it('rejects when the data folder cannot be created', async () => {
    const blocked = path.join(dataDir, 'file');
    await writeFile(blocked, 'x');
    await expect(createOutbox(blocked).store(message)).rejects.toThrow();
  });

  it('notifies listeners only once the file is in pending/', async () => {
    const outbox = createOutbox(dataDir);
    const seen: boolean[] = [];
    const unsubscribe = outbox.onStored((record) => {
      seen.push(existsSync(path.join(dataDir, 'messages', 'pending', `${record.id}.json`)));
    });
    outbox.onStored(() => {
      throw new Error('a failing listener does not fail the store');
    });
    await outbox.store(message);
    unsubscribe();
    await outbox.store(message);
    expect(seen).toEqual([true]);
  });

  it('keeps each state as one file in its folder, and nothing in tmp/', async () => {
    const outbox = createOutbox(dataDir);
    const first = await outbox.store(message);
    const second = await outbox.store(message);
    const lease = { retryFailedBefore: 0, leaseMs: 60_000 };
    await outbox.markSent((await outbox.claimNext(lease)).claim!);
    await outbox.park((await outbox.claimNext(lease)).claim!, '550 Mailbox unavailable');
    expect(await filesIn(dataDir, 'sent')).toEqual([`${first.id}.json`]);
    expect(await filesIn(dataDir, 'parked')).toEqual([`${second.id}.json`]);
    expect(await filesIn(dataDir, 'pending')).toEqual([]);
    expect(await filesIn(dataDir, 'tmp')).toEqual([]);
  });

  it('reads a file written before the Tamil edition (no lang) as English', async () => {
    const outbox = createOutbox(dataDir);
    await outbox.init();
    const id = createMessageId();
    const { lang: _lang, ...old } = message;
    const file = { id, receivedAt: new Date().toISOString(), message: old, attempts: 0, nextAttemptAt: new Date().toISOString() };
    await writeFile(path.join(outbox.dir, 'pending', `${id}.json`), JSON.stringify(file));
    expect((await outbox.find(id))?.record.message.lang).toBe('en');
  });

  it('finishes the move of a message sent just before a crash instead of handing it out again', async () => {
    const outbox = createOutbox(dataDir);
    const stored = await outbox.store(message);
    await outbox.update({ ...stored, attempts: 1, sentAt: new Date().toISOString() });
    expect((await outbox.claimNext({ retryFailedBefore: 0, leaseMs: 60_000 })).claim).toBeUndefined();
    expect(await filesIn(dataDir, 'sent')).toEqual([`${stored.id}.json`]);
  });

  it('reports a file that is not a stored message', async () => {
    const outbox = createOutbox(dataDir);
    await outbox.init();
    const id = createMessageId();
    await writeFile(path.join(outbox.dir, 'pending', `${id}.json`), '{"broken": true}');
    await expect(outbox.read('pending', id)).rejects.toThrow(/not a stored contact message/);
    expect(await outbox.list('pending')).toEqual([{ id, unreadable: expect.stringMatching(/not a stored contact message/) }]);
    // The worker's claim moves it aside instead of failing on it.
    expect((await outbox.claimNext({ retryFailedBefore: 0, leaseMs: 60_000 })).claim).toBeUndefined();
    expect(await outbox.ids('parked')).toEqual([id]);
  });
});

describe('createOutbox after its folders disappear', () => {
  it('creates them again on the next store', async () => {
    const outbox = createOutbox(dataDir);
    await outbox.init();
    await removeDir(path.join(dataDir, 'messages'));
    await expect(outbox.store(message)).rejects.toThrow();
    await expect(outbox.store(message)).resolves.toMatchObject({ attempts: 0 });
    expect(await outbox.ids('pending')).toHaveLength(1);
  });
});
