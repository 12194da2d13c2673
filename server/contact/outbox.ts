/**
 * The outbox: every accepted contact message is one JSON file under DATA_DIR/messages, and
 * the files ARE the delivery state (no database, nothing only in memory), so a crash or
 * restart loses nothing that was acknowledged.
 *
 *   tmp/      files being written; anything left here after a crash is removed at start
 *   pending/  stored, waiting for (another) delivery attempt
 *   sent/     delivered
 *   parked/   rejected for good by the mail server; `npm run messages retry` moves them back
 *
 * Every write is write tmp → fsync → rename → fsync directory, so a file in pending/, sent/
 * or parked/ is always complete, and `store()` resolves only once the message is durable.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ContactMessage } from '../../shared/contact/schema.js';

export const OUTBOX_FOLDERS = ['pending', 'sent', 'parked'] as const;
export type OutboxFolder = (typeof OUTBOX_FOLDERS)[number];

export type StoredMessage = {
  id: string;
  /** ISO time the server accepted the message. */
  receivedAt: string;
  ip?: string;
  userAgent?: string;
  message: ContactMessage;
  /** Delivery attempts so far. */
  attempts: number;
  /** ISO time before which the delivery worker leaves the message alone. */
  nextAttemptAt: string;
  lastAttemptAt?: string;
  lastError?: string;
  sentAt?: string;
  parkedAt?: string;
};

export type StoreMeta = { ip?: string; userAgent?: string };

export type Outbox = {
  /** DATA_DIR/messages */
  readonly dir: string;
  /** Create the folders and remove leftovers in tmp/. Safe to call again. */
  init(): Promise<void>;
  /** Durably store a new message in pending/; resolves only once it is on disk. */
  store(message: ContactMessage, meta?: StoreMeta): Promise<StoredMessage>;
  /** Ids in one folder, oldest first. */
  list(folder: OutboxFolder): Promise<string[]>;
  /** A stored message, or undefined when it is not (or no longer) in that folder. */
  read(folder: OutboxFolder, id: string): Promise<StoredMessage | undefined>;
  /** Where a message is, if anywhere. */
  find(id: string): Promise<{ folder: OutboxFolder; record: StoredMessage } | undefined>;
  /** Replace a pending message (attempts, next attempt, last error). */
  update(record: StoredMessage): Promise<void>;
  /** Record the delivery and move pending → sent. */
  markSent(record: StoredMessage, sentAt?: Date): Promise<StoredMessage>;
  /** Record the permanent failure and move pending → parked. */
  park(record: StoredMessage, error: string, parkedAt?: Date): Promise<StoredMessage>;
  /** Move a file that cannot be read as a message from pending/ to parked/ as it is. */
  parkUnreadable(id: string): Promise<void>;
  /** Move a parked message back to pending/ with its attempts reset; false when not parked. */
  retryParked(id: string, now?: Date): Promise<boolean>;
  /** Called after each successful store (the delivery worker wakes on it). */
  onStored(listener: (record: StoredMessage) => void): () => void;
};

const ID_PATTERN = /^\d{8}-\d{6}-\d{3}-[0-9a-f]{12}$/;

/** True for strings shaped like outbox ids (and so safe to use in a file name). */
export function isMessageId(value: string): boolean {
  return ID_PATTERN.test(value);
}

let lastIdTime = 0;

/**
 * A new id: UTC time to the millisecond plus 48 random bits, e.g. 20250301-101502-123-3fa9c2d1e0b4.
 * Sorting ids sorts messages by arrival (the clock part never goes backwards within a process);
 * the random part keeps ids unique across processes and restarts.
 */
export function createMessageId(now: number = Date.now()): string {
  const time = Math.max(now, lastIdTime + 1);
  lastIdTime = time;
  const iso = new Date(time).toISOString(); // 2025-03-01T10:15:02.123Z
  const stamp = `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}-${iso.slice(20, 23)}`;
  return `${stamp}-${randomBytes(6).toString('hex')}`;
}

export class OutboxReadError extends Error {
  override name = 'OutboxReadError';
}

export function createOutbox(dataDir: string): Outbox {
  const dir = path.join(dataDir, 'messages');
  const tmpDir = path.join(dir, 'tmp');
  const folderPath = (folder: OutboxFolder | 'tmp') => path.join(dir, folder);
  const filePath = (folder: OutboxFolder | 'tmp', id: string) => path.join(dir, folder, `${id}.json`);
  const listeners = new Set<(record: StoredMessage) => void>();
  let ready: Promise<void> | undefined;

  async function createFolders(): Promise<void> {
    for (const folder of ['tmp', ...OUTBOX_FOLDERS] as const) {
      await mkdir(folderPath(folder), { recursive: true });
    }
  }

  /** Folders exist; retried on the next call after a failure (e.g. a volume mounted late). */
  function ensureFolders(): Promise<void> {
    ready ??= createFolders().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  }

  /**
   * Write a complete file into `folder` under its final name, atomically and durably.
   * A new message is written as tmp/<id>.json; rewrites of a known id get a random suffix so
   * two writers (the worker and the operator CLI) never share a tmp file.
   */
  async function writeAtomic(folder: OutboxFolder, record: StoredMessage, isNew = false): Promise<void> {
    await ensureFolders();
    const tmpName = isNew ? `${record.id}.json` : `${record.id}.${randomBytes(4).toString('hex')}.json`;
    const tmpFile = path.join(tmpDir, tmpName);
    try {
      const handle = await open(tmpFile, 'wx', 0o600);
      try {
        await handle.writeFile(`${JSON.stringify(record, null, 2)}\n`, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(tmpFile, filePath(folder, record.id));
    } catch (error) {
      await rm(tmpFile, { force: true }).catch(() => {});
      // A folder removed under us (or a volume remounted): create the folders again next time.
      if (isNotFound(error)) ready = undefined;
      throw error;
    }
    try {
      await syncDirectory(folderPath(folder));
    } catch (error) {
      // Not known to be durable: a new message is taken back so the visitor's error answer
      // (503) is true. A rewrite of a known message stays; its older version was durable.
      if (isNew) await rm(filePath(folder, record.id), { force: true }).catch(() => {});
      throw error;
    }
  }

  /** Move a file between folders (one atomic rename) and make both directory entries durable. */
  async function move(id: string, from: OutboxFolder, to: OutboxFolder): Promise<void> {
    await rename(filePath(from, id), filePath(to, id));
    await syncDirectory(folderPath(to));
    await syncDirectory(folderPath(from));
  }

  async function read(folder: OutboxFolder, id: string): Promise<StoredMessage | undefined> {
    if (!isMessageId(id)) return undefined;
    let text: string;
    try {
      text = await readFile(filePath(folder, id), 'utf8');
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
    return parseRecord(text, id);
  }

  return {
    dir,

    async init() {
      await ensureFolders();
      // A crash between write and rename leaves a tmp file: never acknowledged, so drop it.
      for (const name of await readdir(tmpDir)) {
        await rm(path.join(tmpDir, name), { force: true, recursive: true });
      }
    },

    async store(message, meta = {}) {
      const now = new Date();
      const record: StoredMessage = {
        id: createMessageId(now.getTime()),
        receivedAt: now.toISOString(),
        ...(meta.ip ? { ip: meta.ip } : {}),
        ...(meta.userAgent ? { userAgent: meta.userAgent.slice(0, 512) } : {}),
        message,
        attempts: 0,
        nextAttemptAt: now.toISOString(),
      };
      await writeAtomic('pending', record, true);
      for (const listener of listeners) {
        try {
          listener(record);
        } catch {
          // A listener's failure must not turn a stored message into an error answer.
        }
      }
      return record;
    },

    async list(folder) {
      let names: string[];
      try {
        names = await readdir(folderPath(folder));
      } catch (error) {
        if (isNotFound(error)) return [];
        throw error;
      }
      return names
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .filter(isMessageId)
        .sort();
    },

    read,

    async find(id) {
      for (const folder of OUTBOX_FOLDERS) {
        const record = await read(folder, id);
        if (record) return { folder, record };
      }
      return undefined;
    },

    async update(record) {
      await writeAtomic('pending', record);
    },

    async markSent(record, sentAt = new Date()) {
      // Record first, then move: a crash in between leaves a pending file with sentAt set,
      // which the worker only moves (it does not send it again).
      const sent: StoredMessage = { ...record, sentAt: sentAt.toISOString() };
      await writeAtomic('pending', sent);
      await move(record.id, 'pending', 'sent');
      return sent;
    },

    async park(record, error, parkedAt = new Date()) {
      const parked: StoredMessage = { ...record, lastError: error, parkedAt: parkedAt.toISOString() };
      await writeAtomic('pending', parked);
      await move(record.id, 'pending', 'parked');
      return parked;
    },

    async parkUnreadable(id) {
      await move(id, 'pending', 'parked');
    },

    async retryParked(id, now = new Date()) {
      const record = await read('parked', id);
      if (!record) return false;
      const { parkedAt: _parkedAt, ...rest } = record;
      await writeAtomic('parked', { ...rest, attempts: 0, nextAttemptAt: now.toISOString() });
      await move(id, 'parked', 'pending');
      return true;
    },

    onStored(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function parseRecord(text: string, id: string): StoredMessage {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new OutboxReadError(`message ${id} is not valid JSON`);
  }
  if (!isRecord(value) || value.id !== id) {
    throw new OutboxReadError(`message ${id} is not a stored contact message`);
  }
  return value;
}

function isRecord(value: unknown): value is StoredMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'receivedAt' in value &&
    typeof value.receivedAt === 'string' &&
    'attempts' in value &&
    typeof value.attempts === 'number' &&
    'nextAttemptAt' in value &&
    typeof value.nextAttemptAt === 'string' &&
    'message' in value &&
    typeof value.message === 'object' &&
    value.message !== null
  );
}

/** fsync a directory so a rename into it survives power loss. Not supported everywhere (Windows). */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch (error) {
    const code = errorCode(error);
    if (code !== 'EINVAL' && code !== 'EISDIR' && code !== 'EPERM' && code !== 'ENOTSUP') throw error;
  } finally {
    await handle.close();
  }
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

export function isNotFound(error: unknown): boolean {
  return errorCode(error) === 'ENOENT';
}

