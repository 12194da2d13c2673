import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMessageId, createOutbox, isMessageId } from '../../server/contact/outbox.js';
import type { ContactMessage } from '../../shared/contact/schema.js';
import { filesIn, makeTempDir, removeDir } from './helpers.js';

const message: ContactMessage = {
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'priya@example.com',
  subject: 'Packaging',
  message: 'Hello',
  privacy: true,
};

let dataDir: string;
beforeEach(async () => {
  dataDir = await makeTempDir();
});
afterEach(async () => {
  await removeDir(dataDir);
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
    expect(await outbox.list('pending')).toEqual(ids);
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

  it('moves a message to sent/ or parked/ and back from parked/ with attempts reset', async () => {
    const outbox = createOutbox(dataDir);
    const first = await outbox.store(message);
    const second = await outbox.store(message);

    const sent = await outbox.markSent({ ...first, attempts: 1 });
    expect(sent.sentAt).toBeDefined();
    expect(await outbox.list('sent')).toEqual([first.id]);

    await outbox.park({ ...second, attempts: 2 }, '550 Mailbox unavailable');
    expect(await outbox.list('pending')).toEqual([]);
    expect(await outbox.read('parked', second.id)).toMatchObject({ attempts: 2, lastError: '550 Mailbox unavailable' });

    expect(await outbox.retryParked(second.id)).toBe(true);
    expect(await outbox.list('parked')).toEqual([]);
    const retried = await outbox.read('pending', second.id);
    expect(retried).toMatchObject({ attempts: 0, lastError: '550 Mailbox unavailable' });
    expect(retried).not.toHaveProperty('parkedAt');
    expect(await outbox.retryParked(second.id)).toBe(false);

    expect(await outbox.find(first.id)).toMatchObject({ folder: 'sent' });
    expect(await outbox.find(second.id)).toMatchObject({ folder: 'pending' });
    expect(await outbox.find(createMessageId())).toBeUndefined();
    expect(await filesIn(dataDir, 'tmp')).toEqual([]);
  });

  it('reports a file that is not a stored message', async () => {
    const outbox = createOutbox(dataDir);
    await outbox.init();
    const id = createMessageId();
    await writeFile(path.join(outbox.dir, 'pending', `${id}.json`), '{"broken": true}');
    await expect(outbox.read('pending', id)).rejects.toThrow(/not a stored contact message/);
    await outbox.parkUnreadable(id);
    expect(await outbox.list('parked')).toEqual([id]);
  });
});

describe('createOutbox after its folders disappear', () => {
  it('creates them again on the next store', async () => {
    const outbox = createOutbox(dataDir);
    await outbox.init();
    await removeDir(path.join(dataDir, 'messages'));
    await expect(outbox.store(message)).rejects.toThrow();
    await expect(outbox.store(message)).resolves.toMatchObject({ attempts: 0 });
    expect(await outbox.list('pending')).toHaveLength(1);
  });
});
