/**
 * The contract every contact-message store keeps, so the API, the delivery worker and the
 * operator CLI do not care where messages live. Two implementations:
 *
 *   outbox.ts          one JSON file per message under DATA_DIR (the embedded default)
 *   postgres-store.ts  one row per message in PostgreSQL (DATABASE_URL; several instances)
 *
 * Both are run through the same contract tests (tests/contact/store-contract.ts).
 *
 * Promises every store keeps:
 * - `store()` resolves only once the message is durable (fsync'd file / committed INSERT);
 *   the visitor is told "sent" only after that.
 * - `claimNext()` hands a due message to at most one worker at a time, with `attempts`
 *   already counted for the attempt about to be made. The disk store has one worker per
 *   DATA_DIR; PostgreSQL claims with a lease (see postgres-store.ts) so any number of
 *   instances can deliver from one table.
 * - The message id never changes, so every attempt carries the same Message-ID.
 */
import { randomBytes } from 'node:crypto';
import type { ContactMessage } from '../../shared/contact/schema.js';

export const MESSAGE_STATUSES = ['pending', 'sent', 'parked'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export type StoredMessage = {
  id: string;
  /** ISO time the server accepted the message. */
  receivedAt: string;
  ip?: string;
  userAgent?: string;
  message: ContactMessage;
  /** Delivery attempts so far (including one in progress). */
  attempts: number;
  /** ISO time before which no worker tries the message again. */
  nextAttemptAt: string;
  lastAttemptAt?: string;
  lastError?: string;
  sentAt?: string;
  parkedAt?: string;
};

export type StoreMeta = { ip?: string; userAgent?: string };

/** A stored message that a worker holds for one delivery attempt. */
export type Claim = {
  record: StoredMessage;
  /** Identifies this claim: a later claim of the same message (after a lease ran out) differs. */
  token: string;
};

export type ClaimOptions = {
  /**
   * Epoch ms: messages whose last attempt failed before this time are due now, whatever
   * their backoff says (a success since shows the mail server is back).
   */
  retryFailedBefore: number;
  /** How long the claim holds before another worker may take the message over. */
  leaseMs: number;
};

export type ClaimResult = {
  claim?: Claim;
  /** Without a claim: epoch ms when something may be due, if known. */
  nextDueAt?: number;
};

/** A line of a listing: a message, or (disk only) a file that cannot be read as one. */
export type ListedMessage = { id: string; record: StoredMessage } | { id: string; record?: undefined; unreadable: string };

export type MessageStore = {
  readonly kind: 'disk' | 'postgres';
  /** Where messages live, for logs and the CLI (a folder, or the database without password). */
  readonly location: string;
  /** Prepare (create folders / migrate the schema). Safe to call again and from several instances. */
  init(): Promise<void>;
  /** Cheap reachability check for /readyz; rejects when the store cannot be used. */
  ping(signal?: AbortSignal): Promise<void>;
  close(): Promise<void>;

  /** Durably store a new message as pending; resolves only once it is durable. */
  store(message: ContactMessage, meta?: StoreMeta): Promise<StoredMessage>;
  /** Called after each successful store in this process (the delivery worker wakes on it). */
  onStored(listener: (record: StoredMessage) => void): () => void;

  counts(): Promise<Record<MessageStatus, number>>;
  /** Messages with one status, oldest first. */
  list(status: MessageStatus): Promise<ListedMessage[]>;
  find(id: string): Promise<{ status: MessageStatus; record: StoredMessage } | undefined>;
  /** parked → pending with attempts reset; false when the message is not parked. */
  retryParked(id: string, now?: Date): Promise<boolean>;

  /** The oldest due pending message, claimed for one attempt; or when to look again. */
  claimNext(options: ClaimOptions): Promise<ClaimResult>;
  /** Record a successful send: pending → sent. */
  markSent(claim: Claim, sentAt?: Date): Promise<void>;
  /** Record a transient failure and when to try again; the claim is released. */
  reschedule(claim: Claim, error: string, nextAttemptAt: Date): Promise<void>;
  /** Record a permanent failure: pending → parked. */
  park(claim: Claim, error: string, parkedAt?: Date): Promise<void>;
};

export function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

const ID_PATTERN = /^\d{8}-\d{6}-\d{3}-[0-9a-f]{12}$/;

/** True for strings shaped like message ids (and so safe to use in a file name). */
export function isMessageId(value: string): boolean {
  return ID_PATTERN.test(value);
}

let lastIdTime = 0;

/**
 * A new id: UTC time to the millisecond plus 48 random bits, e.g. 20250301-101502-123-3fa9c2d1e0b4.
 * Sorting ids sorts messages by arrival (the clock part never goes backwards within a process);
 * the random part keeps ids unique across processes, instances and restarts.
 */
export function createMessageId(now: number = Date.now()): string {
  const time = Math.max(now, lastIdTime + 1);
  lastIdTime = time;
  const iso = new Date(time).toISOString(); // 2025-03-01T10:15:02.123Z
  const stamp = `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}-${iso.slice(20, 23)}`;
  return `${stamp}-${randomBytes(6).toString('hex')}`;
}
