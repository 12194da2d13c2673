/**
 * The outbox, the embedded MessageStore (store.ts): every accepted contact message is one
 * JSON file under DATA_DIR/messages, and the files ARE the delivery state (no database), so
 * a crash or restart loses nothing that was acknowledged. One delivery worker per channel
 * per DATA_DIR.
 *
 *   tmp/       files being written; anything left here after a crash is removed at start
 *   pending/   stored, with a delivery (e-mail or webhook) still to be made
 *   sent/      delivered on every channel
 *   parked/    refused for good on a channel; `npm run messages retry` moves them back
 *   imported/  moved into PostgreSQL by `npm run messages -- import-outbox` (kept as a record)
 *   audit.log  one JSON line per export, erasure and retention sweep (no personal data)
 *
 * Every write is write tmp → fsync → rename → fsync directory, so a file in pending/, sent/
 * or parked/ is always complete, and `store()` resolves only once the message is durable.
 * A rewrite replaces the file by a new one (rename over it), so erased text does not stay in
 * the old file: the old file is gone.
 *
 * Rewrites read the file as it is now and change only their part (a delivery's state, the
 * lead status), one at a time per message in this process, so a delivery that finishes while
 * the operator sets a status or erases the message never writes back what was there before.
 */
import { randomBytes } from 'node:crypto';
import { access, appendFile, constants, mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_CONTACT_LANG } from '../../shared/contact/messages.js';
import {
  CHANNELS,
  createMessageId,
  deliveryOf,
  erasedRecord,
  errorCode,
  isExpired,
  isLive,
  isMessageId,
  isOpen,
  MESSAGE_STATUSES,
  normalizeEmail,
  overallStatus,
  withDelivery,
  type AuditEntry,
  type Claim,
  type ClaimOptions,
  type ClaimResult,
  type Delivery,
  type ErasedSummary,
  type ListedMessage,
  type MessageStatus,
  type MessageStore,
  type StoredMessage,
} from './store.js';

export type { StoredMessage, StoreMeta } from './store.js';

/** The outbox's folders are the store's statuses. */
export const OUTBOX_FOLDERS = MESSAGE_STATUSES;
export type OutboxFolder = MessageStatus;
/** Folders that hold message files: the statuses, and the record of messages moved to PostgreSQL. */
type MessageFolder = OutboxFolder | 'imported';
const MESSAGE_FOLDERS: readonly MessageFolder[] = [...OUTBOX_FOLDERS, 'imported'];

export type Outbox = MessageStore & {
  readonly kind: 'disk';
  /** DATA_DIR/messages */
  readonly dir: string;
  /** Ids in one folder, oldest first. */
  ids(folder: MessageFolder): Promise<string[]>;
  /** A stored message, or undefined when it is not (or no longer) in that folder. */
  read(folder: MessageFolder, id: string): Promise<StoredMessage | undefined>;
  /** Replace a pending message as it is (tests and repairs). */
  update(record: StoredMessage): Promise<void>;
  /** Move a file that cannot be read as a message from pending/ to parked/ as it is. */
  parkUnreadable(id: string): Promise<void>;
};

export type OutboxOptions = {
  /** Where unreadable files moved to parked/ are reported. */
  log?: { error(obj: unknown, msg?: string): void };
};

export { createMessageId, isMessageId } from './store.js';

export class OutboxReadError extends Error {
  override name = 'OutboxReadError';
}

/** How many times erasure scans the folders again, in case a file changed under it (another process). */
const ERASE_PASSES = 3;

export function createOutbox(dataDir: string, options: OutboxOptions = {}): Outbox {
  const dir = path.join(dataDir, 'messages');
  const tmpDir = path.join(dir, 'tmp');
  const auditFile = path.join(dir, 'audit.log');
  const folderPath = (folder: MessageFolder | 'tmp') => path.join(dir, folder);
  const filePath = (folder: MessageFolder | 'tmp', id: string) => path.join(dir, folder, `${id}.json`);
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
  async function writeAtomic(folder: MessageFolder, record: StoredMessage, isNew = false): Promise<void> {
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

  async function read(folder: MessageFolder, id: string): Promise<StoredMessage | undefined> {
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

  async function ids(folder: MessageFolder): Promise<string[]> {
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

  /** Rewrites of one message in this process run one after another (see the header). */
  const locks = new Map<string, Promise<unknown>>();
  function locked<T>(id: string, task: () => Promise<T>): Promise<T> {
    const run = (locks.get(id) ?? Promise.resolve()).then(task, task);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    locks.set(id, settled);
    void settled.then(() => {
      if (locks.get(id) === settled) locks.delete(id);
    });
    return run;
  }

  /**
   * Rewrite a message where it is now: `change` gets the file as it is and returns its new
   * content (undefined: leave it). Returns the new content, or undefined when the file is not
   * in `folder` (any more).
   */
  function rewrite(folder: MessageFolder, id: string, change: (current: StoredMessage) => StoredMessage | undefined): Promise<StoredMessage | undefined> {
    return locked(id, async () => {
      const current = await read(folder, id);
      if (!current) return undefined;
      const next = change(current);
      if (!next) return undefined;
      await writeAtomic(folder, next);
      return next;
    });
  }

  /** A pending message with nothing left to deliver moves to the folder of its status. */
  async function settle(record: StoredMessage): Promise<void> {
    const status = overallStatus(record);
    if (status !== 'pending') await move(record.id, 'pending', status);
  }

  /**
   * Record the outcome of an attempt on the claim's channel: the claim's delivery state
   * (attempts counted at claim time) plus `outcome`, written onto the file as it is now. Not
   * written when the message left pending/ or was erased meanwhile (the CLI): an erased
   * message keeps its closed deliveries.
   */
  async function recordOutcome(claim: Claim, outcome: Partial<Delivery>): Promise<void> {
    const claimed = deliveryOf(claim.record, claim.channel);
    if (!claimed) return;
    const next = await rewrite('pending', claim.record.id, (current) => {
      if (current.erasedAt) return undefined;
      return withDelivery(current, claim.channel, { ...claimed, ...outcome });
    });
    if (next) await settle(next);
  }

  /** Deliveries handed to a worker: channel:id → claim token and when the claim lapses. */
  const claims = new Map<string, { token: string; expiresAt: number }>();
  let claimQueue: Promise<void> = Promise.resolve();
  const claimKey = (channel: string, id: string) => `${channel}:${id}`;

  function release(claim: Claim): void {
    const key = claimKey(claim.channel, claim.record.id);
    if (claims.get(key)?.token === claim.token) claims.delete(key);
  }

  async function claimNextNow({ channel = 'email', retryFailedBefore, leaseMs }: ClaimOptions): Promise<ClaimResult> {
    let nextDueAt: number | undefined;
    const consider = (time: number) => {
      nextDueAt = Math.min(nextDueAt ?? time, time);
    };
    for (const id of await ids('pending')) {
      const held = claims.get(claimKey(channel, id));
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
      if (overallStatus(record) !== 'pending') {
        // Delivered (or refused) everywhere, but the process stopped before the move: finish it, send nothing again.
        const done = record;
        await locked(id, () => settle(done));
        continue;
      }
      const delivery = deliveryOf(record, channel);
      if (!isOpen(delivery)) continue;
      const due = Date.parse(delivery.nextAttemptAt);
      const failedBeforeSuccess = delivery.lastAttemptAt !== undefined && Date.parse(delivery.lastAttemptAt) < retryFailedBefore;
      if (due > Date.now() && !failedBeforeSuccess) {
        consider(due);
        continue;
      }
      const token = randomBytes(8).toString('hex');
      claims.set(claimKey(channel, id), { token, expiresAt: Date.now() + leaseMs });
      const claimed = withDelivery(record, channel, { ...delivery, attempts: delivery.attempts + 1, lastAttemptAt: new Date().toISOString() });
      return { claim: { record: claimed, channel, token } };
    }
    return nextDueAt === undefined ? {} : { nextDueAt };
  }

  /** Where a message is now (its status folder), with its content. */
  async function locate(id: string): Promise<{ status: OutboxFolder; record: StoredMessage } | undefined> {
    for (const folder of OUTBOX_FOLDERS) {
      const record = await read(folder, id);
      if (record) return { status: folder, record };
    }
    return undefined;
  }

  /** Erase one file's message in place (and move it out of pending/: nothing is left to deliver). */
  async function eraseIn(folder: MessageFolder, id: string, now: Date, shouldErase: (record: StoredMessage) => boolean): Promise<StoredMessage | undefined> {
    const erased = await rewrite(folder, id, (current) => (shouldErase(current) ? erasedRecord(current, now) : undefined));
    if (erased && folder === 'pending') await locked(id, () => settle(erased));
    return erased;
  }

  /** One pass of erasure by address over every folder; what it erased. */
  async function erasePass(address: string, now: Date): Promise<ErasedSummary[]> {
    const erased: ErasedSummary[] = [];
    const fromAddress = (record: StoredMessage) => isLive(record.message) && normalizeEmail(record.message.email) === address;
    for (const folder of MESSAGE_FOLDERS) {
      for (const id of await ids(folder)) {
        let record: StoredMessage | undefined;
        try {
          record = await read(folder, id);
        } catch (error) {
          if (!(error instanceof OutboxReadError)) throw error;
          // Not readable as a message: if the address is in it, the whole file goes.
          if (await containsAddress(filePath(folder, id), address)) {
            await rm(filePath(folder, id), { force: true });
            erased.push({ id, where: `${folder}/ (an unreadable file, removed)` });
          }
          continue;
        }
        if (!record || !fromAddress(record)) continue;
        if (await eraseIn(folder, id, now, fromAddress)) {
          erased.push({ id, where: `${folder}/`, receivedAt: record.receivedAt });
        }
      }
    }
    // A file being written by another process, or left by a crash: nothing in tmp/ is a message yet.
    let leftovers: string[] = [];
    try {
      leftovers = await readdir(tmpDir);
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    for (const name of leftovers) {
      const file = path.join(tmpDir, name);
      if (await containsAddress(file, address)) await rm(file, { force: true });
    }
    return erased;
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
        ...(meta.attribution ? { attribution: meta.attribution } : {}),
        attempts: 0,
        nextAttemptAt: now.toISOString(),
        ...(meta.webhook ? { webhook: { attempts: 0, nextAttemptAt: now.toISOString() } } : {}),
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
    find: locate,

    async update(record) {
      await locked(record.id, () => writeAtomic('pending', record));
    },

    parkUnreadable,

    async retryParked(id, now = new Date()) {
      const reset = (current: StoredMessage): StoredMessage | undefined => {
        if (current.erasedAt) return undefined;
        let next = current;
        for (const channel of CHANNELS) {
          const delivery = deliveryOf(current, channel);
          if (!delivery?.parkedAt) continue;
          const { parkedAt: _parkedAt, ...rest } = delivery;
          next = withDelivery(next, channel, { ...rest, attempts: 0, nextAttemptAt: now.toISOString() });
        }
        return next === current ? undefined : next;
      };
      // Usually in parked/; a message whose other channel is still open waits in pending/.
      if (await rewrite('pending', id, reset)) return true;
      if (!(await rewrite('parked', id, reset))) return false;
      await move(id, 'parked', 'pending');
      return true;
    },

    /**
     * pending/ oldest first: the first message whose delivery on the channel is due and not
     * claimed. Claims live in memory (one process per DATA_DIR) and calls run one at a time,
     * so two workers of this process never get the same delivery; the attempt is written with
     * its outcome.
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
      // Record first, then move: a crash in between leaves a pending file with sentAt set,
      // which claimNext only moves (it is not sent again).
      await recordOutcome(claim, { sentAt: sentAt.toISOString() });
      release(claim);
    },

    async reschedule(claim, error, nextAttemptAt) {
      await recordOutcome(claim, { lastError: error, nextAttemptAt: nextAttemptAt.toISOString() });
      release(claim);
    },

    async park(claim, error, parkedAt = new Date()) {
      await recordOutcome(claim, { lastError: error, parkedAt: parkedAt.toISOString() });
      release(claim);
    },

    async setLeadStatus(id, status, at = new Date()) {
      // The message may move between folders meanwhile (a delivery finishing): look again.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const found = await locate(id);
        if (!found) return false;
        const next = await rewrite(found.status, id, (current) => ({ ...current, leadStatus: status, leadStatusAt: at.toISOString() }));
        if (next) return true;
      }
      return false;
    },

    async eraseByEmail(email, now = new Date()) {
      const address = normalizeEmail(email);
      const erased: ErasedSummary[] = [];
      // Again until a pass finds nothing: a file rewritten by another process mid-pass is caught by the next.
      for (let pass = 0; pass < ERASE_PASSES; pass += 1) {
        const found = await erasePass(address, now);
        erased.push(...found);
        if (found.length === 0) break;
      }
      return erased;
    },

    async eraseExpired(before, now = new Date()) {
      const erased: string[] = [];
      for (const folder of OUTBOX_FOLDERS) {
        for (const id of await ids(folder)) {
          let record: StoredMessage | undefined;
          try {
            record = await read(folder, id);
          } catch (error) {
            if (error instanceof OutboxReadError) continue;
            throw error;
          }
          if (!record || !isExpired(record, before)) continue;
          if (await eraseIn(folder, id, now, (current) => isExpired(current, before))) erased.push(id);
        }
      }
      return erased;
    },

    async recordAudit(entry) {
      await ensureFolders();
      const handle = await open(auditFile, 'a', 0o600);
      try {
        await appendFile(handle, `${JSON.stringify(entry)}\n`, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
    },

    async audit() {
      let text = '';
      try {
        text = await readFile(auditFile, 'utf8');
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
      return text
        .split('\n')
        .filter(Boolean)
        .flatMap((line): AuditEntry[] => {
          try {
            return [JSON.parse(line)];
          } catch {
            return [];
          }
        });
    },
  };
}

/** Whether a file's raw text holds the address (any letter case), for files that are not readable messages. */
async function containsAddress(file: string, address: string): Promise<boolean> {
  try {
    return (await readFile(file, 'utf8')).toLowerCase().includes(address);
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
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
  return { ...value, message: { ...value.message, lang: value.message.lang ?? DEFAULT_CONTACT_LANG } };
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
    value.message !== null &&
    (!('webhook' in value) || isDelivery(value.webhook))
  );
}

function isDelivery(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'attempts' in value && typeof value.attempts === 'number' && 'nextAttemptAt' in value && typeof value.nextAttemptAt === 'string';
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
