/**
 * The contract every contact-message store keeps, so the API, the delivery workers and the
 * operator CLI do not care where messages live. Two implementations:
 *
 *   outbox.ts          one JSON file per message under DATA_DIR (the embedded default)
 *   postgres-store.ts  one row per message in PostgreSQL (DATABASE_URL; several instances)
 *
 * Both are run through the same contract tests (tests/contact/store-contract.ts).
 *
 * A message is delivered on one or two channels, each with its own delivery state (attempts,
 * next attempt, last error, sent / parked): `email` always (it waits for SMTP_URL when that is
 * unset), `webhook` when LEAD_WEBHOOK_URL was set as it arrived. The e-mail state sits at the
 * top of the record (as in files written before the webhook), the webhook's under `webhook`.
 * A message's status is the sum of its channels: pending while one is still to be delivered,
 * then parked if one was refused for good, else sent.
 *
 * Promises every store keeps:
 * - `store()` resolves only once the message is durable (fsync'd file / committed INSERT);
 *   the visitor is told "sent" only after that.
 * - `claimNext()` hands a due delivery of one channel to at most one worker at a time, with
 *   that channel's `attempts` already counted for the attempt about to be made. The disk
 *   store has one worker per channel per DATA_DIR; PostgreSQL claims with a lease (see
 *   postgres-store.ts) so any number of instances can deliver from one table.
 * - The message id never changes, so every attempt carries the same Message-ID / delivery id.
 * - Erasure (on request, or by the retention sweep) rewrites the message without its
 *   personal fields: the data is gone, not flagged. What is left (id, dates, language,
 *   attribution, statuses) keeps the counts true. An erased message is never delivered again.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Attribution } from '../../shared/contact/attribution.js';
import type { ContactLang, ContactMessage } from '../../shared/contact/schema.js';

export const MESSAGE_STATUSES = ['pending', 'sent', 'parked'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Where a message is delivered: the studio's inbox, and the lead webhook (CRM, chat). */
export const CHANNELS = ['email', 'webhook'] as const;
export type Channel = (typeof CHANNELS)[number];

/** What the studio did with an enquiry (set with `npm run messages -- status`); absent means new. */
export const LEAD_STATUSES = ['new', 'replied', 'closed', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** One channel's delivery state. */
export type Delivery = {
  /** Delivery attempts so far (including one in progress). */
  attempts: number;
  /** ISO time before which no worker tries again. */
  nextAttemptAt: string;
  lastAttemptAt?: string;
  lastError?: string;
  sentAt?: string;
  parkedAt?: string;
};

/** The personal fields of a message, the ones erasure removes. */
export type PersonalField = Exclude<keyof ContactMessage, 'lang'>;

/** What is left of the visitor's text after erasure: its language only. */
export type ErasedMessage = { lang: ContactLang } & { [K in PersonalField]?: undefined };

export type StoredMessage = Delivery & {
  id: string;
  /** ISO time the server accepted the message. */
  receivedAt: string;
  ip?: string;
  userAgent?: string;
  message: ContactMessage | ErasedMessage;
  /** Where the visitor came from (campaign, landing page, referring site), when known. */
  attribution?: Attribution;
  /** The webhook's delivery; absent when no webhook was configured as the message arrived. */
  webhook?: Delivery;
  /** Absent: new. */
  leadStatus?: LeadStatus;
  /** When the lead status was last set. */
  leadStatusAt?: string;
  /** When the personal fields were erased (on request or by retention). */
  erasedAt?: string;
};

export type StoreMeta = {
  ip?: string;
  userAgent?: string;
  attribution?: Attribution;
  /** Also deliver this message to the lead webhook. */
  webhook?: boolean;
};

/** A stored message that a worker holds for one delivery attempt on one channel. */
export type Claim = {
  record: StoredMessage;
  channel: Channel;
  /** Identifies this claim: a later claim of the same delivery (after a lease ran out) differs. */
  token: string;
};

export type ClaimOptions = {
  /** The channel to claim a delivery of (default: email). */
  channel?: Channel;
  /**
   * Epoch ms: deliveries whose last attempt failed before this time are due now, whatever
   * their backoff says (a success since shows the receiver is back).
   */
  retryFailedBefore: number;
  /** How long the claim holds before another worker may take the delivery over. */
  leaseMs: number;
};

export type ClaimResult = {
  claim?: Claim;
  /** Without a claim: epoch ms when something may be due, if known. */
  nextDueAt?: number;
};

/** A line of a listing: a message, or (disk only) a file that cannot be read as one. */
export type ListedMessage = { id: string; record: StoredMessage } | { id: string; record?: undefined; unreadable: string };

/** One message erased on request: which, and where it was (a status, or a folder of the disk outbox); never whose. */
export type ErasedSummary = { id: string; where: string; receivedAt?: string };

/** A line of the audit trail: an export, an erasure, a retention sweep. Never personal data. */
export type AuditEntry = { at: string; action: 'export' | 'erase' | 'retention'; details: Record<string, string | number | boolean | string[]> };

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
  /** Called after each successful store in this process (the delivery workers wake on it). */
  onStored(listener: (record: StoredMessage) => void): () => void;

  counts(): Promise<Record<MessageStatus, number>>;
  /** Messages with one status, oldest first. */
  list(status: MessageStatus): Promise<ListedMessage[]>;
  find(id: string): Promise<{ status: MessageStatus; record: StoredMessage } | undefined>;
  /** Every parked channel of a message back to pending, attempts reset; false when none is parked (or it is erased). */
  retryParked(id: string, now?: Date): Promise<boolean>;

  /** The oldest due delivery of a channel, claimed for one attempt; or when to look again. */
  claimNext(options: ClaimOptions): Promise<ClaimResult>;
  /** Record a successful delivery on the claim's channel. */
  markSent(claim: Claim, sentAt?: Date): Promise<void>;
  /** Record a transient failure and when to try again; the claim is released. */
  reschedule(claim: Claim, error: string, nextAttemptAt: Date): Promise<void>;
  /** Record a permanent failure of the claim's channel. */
  park(claim: Claim, error: string, parkedAt?: Date): Promise<void>;

  /** Set the lead status; false when there is no such message. */
  setLeadStatus(id: string, status: LeadStatus, at?: Date): Promise<boolean>;
  /** Erase every message sent from this address (any status); what was erased. */
  eraseByEmail(email: string, now?: Date): Promise<ErasedSummary[]>;
  /**
   * Erase the personal fields of every delivered message whose retention started before
   * `before` (retentionStart below); the ids erased. Safe to run from several instances at once.
   */
  eraseExpired(before: Date, now?: Date): Promise<string[]>;
  /** Append a line to the audit trail. */
  recordAudit(entry: AuditEntry): Promise<void>;
  /** The audit trail, oldest first. */
  audit(): Promise<AuditEntry[]>;
};

// ---------------------------------------------------------------- delivery state helpers

/** One channel's delivery state of a record; undefined when the message does not go there. */
export function deliveryOf(record: StoredMessage, channel: Channel): Delivery | undefined {
  if (channel === 'webhook') return record.webhook;
  const { attempts, nextAttemptAt, lastAttemptAt, lastError, sentAt, parkedAt } = record;
  return {
    attempts,
    nextAttemptAt,
    ...(lastAttemptAt ? { lastAttemptAt } : {}),
    ...(lastError ? { lastError } : {}),
    ...(sentAt ? { sentAt } : {}),
    ...(parkedAt ? { parkedAt } : {}),
  };
}

/** The record with one channel's delivery state replaced. */
export function withDelivery(record: StoredMessage, channel: Channel, delivery: Delivery): StoredMessage {
  if (channel === 'webhook') return { ...record, webhook: delivery };
  const { attempts: _a, nextAttemptAt: _n, lastAttemptAt: _l, lastError: _e, sentAt: _s, parkedAt: _p, ...rest } = record;
  return { ...rest, ...delivery };
}

/** Still to be delivered: neither sent nor parked. */
export function isOpen(delivery: Delivery | undefined): delivery is Delivery {
  return delivery !== undefined && !delivery.sentAt && !delivery.parkedAt;
}

/** The message's status, from its channels: pending while one is open, then parked if one was refused, else sent. */
export function overallStatus(record: StoredMessage): MessageStatus {
  const deliveries = CHANNELS.map((channel) => deliveryOf(record, channel)).filter((delivery) => delivery !== undefined);
  if (deliveries.some(isOpen)) return 'pending';
  return deliveries.some((delivery) => delivery.parkedAt) ? 'parked' : 'sent';
}

/** True while the message still has the visitor's fields. */
export function isLive(message: ContactMessage | ErasedMessage): message is ContactMessage {
  return typeof message.email === 'string';
}

/** An address as compared for erasure: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** How an erasure is recorded: the SHA-256 of the normalised address, never the address. */
export function emailHash(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex');
}

/** The error recorded on a delivery that erasure closed before it went out. */
export const ERASED_BEFORE_DELIVERY = 'erased before delivery';

/**
 * The record without anything personal: the visitor's fields, IP, user agent and delivery
 * errors (a receiver may have echoed the message) are gone; a delivery still open is closed
 * (parked) so nothing erased is ever sent. Id, dates, language, attribution and statuses stay.
 */
export function erasedRecord(record: StoredMessage, now: Date): StoredMessage {
  const closed = (delivery: Delivery): Delivery => {
    const { lastError: _error, ...rest } = delivery;
    return isOpen(delivery) ? { ...rest, parkedAt: now.toISOString(), lastError: ERASED_BEFORE_DELIVERY } : rest;
  };
  const { ip: _ip, userAgent: _userAgent, message, webhook, ...rest } = record;
  const email = deliveryOf(record, 'email');
  let erased: StoredMessage = { ...rest, message: { lang: message.lang }, erasedAt: record.erasedAt ?? now.toISOString() };
  if (email) erased = withDelivery(erased, 'email', closed(email));
  if (webhook) erased = withDelivery(erased, 'webhook', closed(webhook));
  return erased;
}

/**
 * When a message's retention period starts: the later of its last delivery and the last
 * change of its lead status (closing a lead restarts the clock). Undefined while it has
 * reached the studio on no channel: such a message needs the operator, not the sweep.
 */
export function retentionStart(record: StoredMessage): number | undefined {
  const delivered = CHANNELS.flatMap((channel) => {
    const sentAt = deliveryOf(record, channel)?.sentAt;
    return sentAt ? [Date.parse(sentAt)] : [];
  });
  if (delivered.length === 0) return undefined;
  const times = [...delivered, ...(record.leadStatusAt ? [Date.parse(record.leadStatusAt)] : [])];
  return Math.max(...times);
}

/** True when the retention sweep should erase this record now. */
export function isExpired(record: StoredMessage, before: Date): boolean {
  if (record.erasedAt) return false;
  const start = retentionStart(record);
  return start !== undefined && start < before.getTime();
}

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
