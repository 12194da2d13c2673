/**
 * The outbox, the embedded MessageStore (store.ts): every accepted contact message is one
 * JSON file under DATA_DIR/messages, and the files ARE the delivery state (no database), so
 * a crash or restart loses nothing that was acknowledged. One delivery worker per DATA_DIR.
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
import { access, constants, mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_CONTACT_LANG } from '../../shared/contact/messages.js';
import type { ContactMessage } from '../../shared/contact/schema.js';
import { createMessageId, errorCode, isMessageId, MESSAGE_STATUSES, type Claim, type ClaimOptions, type ClaimResult, type ListedMessage, type MessageStatus, type MessageStore, type StoredMessage, type StoreMeta } from './store.js';

export type { StoredMessage, StoreMeta } from './store.js';

/** The outbox's folders are the store's statuses. */
export const OUTBOX_FOLDERS = MESSAGE_STATUSES;
export type OutboxFolder = MessageStatus;

export type Outbox = MessageStore & {
  readonly kind: 'disk';
  /** DATA_DIR/messages */
  readonly dir: string;
  /** Ids in one folder, oldest first. */
  ids(folder: OutboxFolder): Promise<string[]>;
  /** A stored message, or undefined when it is not (or no longer) in that folder. */
  read(folder: OutboxFolder, id: string): Promise<StoredMessage | undefined>;
  /** Replace a pending message as it is (tests and repairs). */
  update(record: StoredMessage): Promise<void>;
  /** Move a file that cannot be read as a message from pending/ to parked/ as it is. */
  parkUnreadable(id: string): Promise<void>;
};

export type OutboxOptions = {
  /** Where unreadable files moved to parked/ are reported. */
  log?: { error(obj: unknown, msg?: string): void };
  /**
   * Called before every file write with the folder and id; a throw fails the write as the
   * file system would (tests inject ENOSPC here to play a full disk).
   */
  beforeWrite?: (folder: OutboxFolder | 'tmp', id: string) => void;
};

export { createMessageId, isMessageId } from './store.js';

export class OutboxReadError extends Error {
  override name = 'OutboxReadError';
}

export function createOutbox(dataDir: string, options: OutboxOptions = {}): Outbox {
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
      options.beforeWrite?.(folder, record.id);
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

  async function ids(folder: OutboxFolder): Promise<string[]> {
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
  }

  async function parkUnreadable(id: string): Promise<void> {
    await move(id, 'pending', 'parked');
  }

  /** Record the delivery and move pending → sent. */
  async function markSent(record: StoredMessage, sentAt: Date): Promise<void> {
    // Record first, then move: a crash in between leaves a pending file with sentAt set,
    // which claimNext only moves (it is not sent again).
    await writeAtomic('pending', { ...record, sentAt: sentAt.toISOString() });
    await move(record.id, 'pending', 'sent');
  }

  /** Messages handed to a worker: id → claim token and when the claim lapses. */
  const claims = new Map<string, { token: string; expiresAt: number }>();
  let claimQueue: Promise<void> = Promise.resolve();

  function release(claim: Claim): void {
    if (claims.get(claim.record.id)?.token === claim.token) claims.delete(claim.record.id);
  }

  async function claimNextNow({ retryFailedBefore, leaseMs }: ClaimOptions): Promise<ClaimResult> {
    let nextDueAt: number | undefined;
    const consider = (time: number) => {
      nextDueAt = Math.min(nextDueAt ?? time, time);
    };
    for (const id of await ids('pending')) {
      const held = claims.get(id);
      if (held && held.expiresAt > Date.now()) {
        consider(held.expiresAt);
        continue;
      }
      let record: StoredMessage | undefined;
      try {
        record = await read('pending', id);
      } catch (error) {
        if (!(error instanceof OutboxReadError)) throw error;
        options.log?.error({ id, error: error.message }, 'unreadable contact message moved to parked/');
        await parkUnreadable(id);
        continue;
      }
      if (!record) continue; // moved by someone else meanwhile (the CLI)
      if (record.sentAt) {
        // Sent, but the process stopped before the move: finish it, do not send again.
        await markSent(record, new Date(record.sentAt));
        continue;
      }
      const due = Date.parse(record.nextAttemptAt);
      const failedBeforeSuccess = record.lastAttemptAt !== undefined && Date.parse(record.lastAttemptAt) < retryFailedBefore;
      if (due > Date.now() && !failedBeforeSuccess) {
        consider(due);
        continue;
      }
      const token = randomBytes(8).toString('hex');
      claims.set(id, { token, expiresAt: Date.now() + leaseMs });
      const claimed: StoredMessage = { ...record, attempts: record.attempts + 1, lastAttemptAt: new Date().toISOString() };
      return { claim: { record: claimed, token } };
    }
    return nextDueAt === undefined ? {} : { nextDueAt };
  }

  return {
    kind: 'disk',
    dir,
    location: dir,

    async init() {
      await ensureFolders();
      // A crash between write and rename leaves a tmp file: never acknowledged, so drop it.
      for (const name of await readdir(tmpDir)) {
        await rm(path.join(tmpDir, name), { force: true, recursive: true });
      }
    },

    async ping() {
      await access(folderPath('pending'), constants.W_OK);
    },

    async close() {},

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

    onStored(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async counts() {
      const [pending, sent, parked] = await Promise.all(OUTBOX_FOLDERS.map(async (folder) => (await ids(folder)).length));
      return { pending: pending ?? 0, sent: sent ?? 0, parked: parked ?? 0 };
    },

    async list(folder) {
      const listed: ListedMessage[] = [];
      for (const id of await ids(folder)) {
        try {
          const record = await read(folder, id);
          if (record) listed.push({ id, record });
        } catch (error) {
          listed.push({ id, unreadable: error instanceof Error ? error.message : String(error) });
        }
      }
      return listed;
    },

    ids,
    read,

    async find(id) {
      for (const folder of OUTBOX_FOLDERS) {
        const record = await read(folder, id);
        if (record) return { status: folder, record };
      }
      return undefined;
    },

    async update(record) {
      await writeAtomic('pending', record);
    },

    parkUnreadable,

    async retryParked(id, now = new Date()) {
      const record = await read('parked', id);
      if (!record) return false;
      const { parkedAt: _parkedAt, ...rest } = record;
      await writeAtomic('parked', { ...rest, attempts: 0, nextAttemptAt: now.toISOString() });
      await move(id, 'parked', 'pending');
      return true;
    },

    /**
     * pending/ oldest first: the first message that is due and not claimed. Claims live in
     * memory (one process per DATA_DIR) and calls run one at a time, so two workers of this
     * process never get the same message; the attempt is written with its outcome.
     */
    claimNext(claimOptions) {
      const next = claimQueue.then(() => claimNextNow(claimOptions));
      claimQueue = next.then(
        () => undefined,
        () => undefined,
      );
      return next;
    },

    async markSent(claim: Claim, sentAt = new Date()) {
      await markSent(claim.record, sentAt);
      release(claim);
    },

    async reschedule(claim, error, nextAttemptAt) {
      await writeAtomic('pending', { ...claim.record, lastError: error, nextAttemptAt: nextAttemptAt.toISOString() });
      release(claim);
    },

    async park(claim, error, parkedAt = new Date()) {
      await writeAtomic('pending', { ...claim.record, lastError: error, parkedAt: parkedAt.toISOString() });
      await move(claim.record.id, 'pending', 'parked');
      release(claim);
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
  // Files written before the Tamil edition have no language: they came from the English form.
  const message: ContactMessage = { ...value.message, lang: value.message.lang ?? DEFAULT_CONTACT_LANG };
  return { ...value, message };
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

export function isNotFound(error: unknown): boolean {
  return errorCode(error) === 'ENOENT';
}

