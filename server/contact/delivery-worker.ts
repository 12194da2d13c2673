/**
 * The delivery worker: claims due messages from the store (store.ts), oldest first, e-mails
 * each and records the outcome: sent, retry later, or parked when the mail server refuses it
 * for good. The same code runs over the disk outbox and over PostgreSQL.
 *
 * - All delivery state is in the store (attempts, nextAttemptAt, lastError), so a restart
 *   carries on where the last process stopped.
 * - A transient failure (server down, timeout, 4xx) reschedules that message with
 *   exponential backoff and jitter (5 s doubling up to 30 min, forever) and pauses this
 *   worker for as long: the next message would meet the same dead server.
 * - A successful send shows the server is back, so messages that failed before it are due
 *   at once instead of waiting out their backoff.
 * - A send that worked but could not be recorded (a full disk, the database gone at that
 *   moment) is kept in memory and recorded before anything else is claimed, so the message
 *   is not e-mailed again while this process lives. Only a restart in that state can send
 *   it once more (same Message-ID).
 * - Each attempt is bounded by `sendTimeoutMs` (aborted after it), and a PostgreSQL claim
 *   lasts a little longer than that, so no other instance takes a message over while a
 *   send of it may still be running.
 * - It wakes at once when a message is stored in this process, and looks again every
 *   `rescanMs` so `npm run messages retry` and messages of other instances are picked up.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer.js';
import type { Claim, MessageStore } from './store.js';

export type DeliveryLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export type DeliveryTimings = {
  /** First retry delay; doubles per failed attempt. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How often the store is read again when nothing else wakes the worker. */
  rescanMs?: number;
  /** The longest one attempt may take; it is aborted then and retried later. */
  sendTimeoutMs?: number;
};

export type DeliveryWorkerOptions = DeliveryTimings & {
  store: MessageStore;
  mailer: Mailer;
  log: DeliveryLogger;
  random?: () => number;
};

export type DeliveryWorker = {
  start(): void;
  /**
   * Stop: no new attempts; an attempt in progress gets `graceMs` to finish, then is aborted
   * (the message stays pending and is sent after the restart).
   */
  stop(graceMs?: number): Promise<void>;
  /** Look at the store now (called after each stored message). */
  wake(): void;
};

export const DEFAULT_BASE_DELAY_MS = 5_000;
export const DEFAULT_MAX_DELAY_MS = 30 * 60 * 1000;
export const DEFAULT_RESCAN_MS = 60_000;
export const DEFAULT_SEND_TIMEOUT_MS = 120_000;

/** A claim outlives the send it covers by this much (bookkeeping after the send). */
export function claimLeaseMs(sendTimeoutMs: number): number {
  return sendTimeoutMs + Math.min(30_000, Math.max(1_000, sendTimeoutMs));
}

/** Delay before attempt `attempts + 1`: base·2^(attempts-1), ±20 % jitter, capped at max. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exponential = baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 40));
  const jittered = Math.min(exponential, maxMs) * (0.8 + 0.4 * random());
  return Math.round(Math.min(jittered, maxMs));
}

export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { store, mailer, log } = options;
  const baseDelayMs = options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS;
  const maxDelayMs = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  const rescanMs = options.rescanMs ?? DEFAULT_RESCAN_MS;
  const sendTimeoutMs = options.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;
  const leaseMs = claimLeaseMs(sendTimeoutMs);
  const random = options.random ?? Math.random;

  let loop: Promise<void> | undefined;
  let stopping = false;
  let wakeRequested = false;
  let sleeping: { timer: NodeJS.Timeout; resolve: () => void } | undefined;
  /** After a transient failure nothing is attempted before this time. */
  let pausedUntil = 0;
  /** Aborts the attempt in progress when stopping takes too long. */
  let abort = new AbortController();
  /** Time of the last successful send in this process. */
  let lastSuccessAt = 0;
  /** Sent, but the store refused to record it yet: recorded before anything else. */
  const unrecorded = new Map<string, { claim: Claim; sentAt: Date }>();

  function wake(): void {
    wakeRequested = true;
    if (sleeping) {
      clearTimeout(sleeping.timer);
      sleeping.resolve();
      sleeping = undefined;
    }
  }

  function sleepUntil(time: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        sleeping = undefined;
        resolve();
      }, Math.max(0, time - Date.now()));
      timer.unref();
      sleeping = { timer, resolve };
    });
  }

  /** Record the sends the store refused before; false while it still refuses. */
  async function recordUnrecorded(): Promise<boolean> {
    for (const [id, { claim, sentAt }] of unrecorded) {
      try {
        await store.markSent(claim, sentAt);
        unrecorded.delete(id);
        log.info({ id }, 'contact message delivered earlier is now recorded as sent');
      } catch (error) {
        log.error({ err: error, id }, 'contact message was sent but still cannot be recorded; it will not be sent again');
        return false;
      }
    }
    return true;
  }

  /** One attempt; returns the pause to apply to the queue (0 when none). */
  async function deliver(claim: Claim): Promise<number> {
    const { record } = claim;
    const attempts = record.attempts;
    // Bounded: the claim (PostgreSQL lease) must outlast every send made under it.
    const attempt = AbortSignal.any([abort.signal, AbortSignal.timeout(sendTimeoutMs)]);
    const result = await mailer.send(record, attempt);

    if (result.ok) {
      lastSuccessAt = Date.now();
      const sentAt = new Date();
      try {
        await store.markSent(claim, sentAt);
      } catch (error) {
        unrecorded.set(record.id, { claim, sentAt });
        log.error({ err: error, id: record.id }, 'contact message sent, but the store could not record it; retrying the record, not the send');
        return baseDelayMs;
      }
      log.info({ id: record.id, attempts }, 'contact message delivered');
      return 0;
    }
    if (result.permanent) {
      await store.park(claim, result.error);
      log.error(
        { id: record.id, attempts, error: result.error },
        'contact message parked: the mail server refused it (see docs/contact.md, `npm run messages`)',
      );
      return 0;
    }
    const delay = backoffDelay(attempts, baseDelayMs, maxDelayMs, random);
    await store.reschedule(claim, result.error, new Date(Date.now() + delay));
    log.warn({ id: record.id, attempts, retryInMs: delay, error: result.error }, 'contact message not delivered yet; will retry');
    return delay;
  }

  /** Claim and deliver until nothing is due; returns when to look again. */
  async function pass(): Promise<number> {
    if (!(await recordUnrecorded())) return Date.now() + baseDelayMs;
    for (;;) {
      if (stopping) return Date.now();
      if (Date.now() < pausedUntil) return pausedUntil;
      const result = await store.claimNext({ retryFailedBefore: lastSuccessAt, leaseMs });
      if (!result.claim) return Math.min(Date.now() + rescanMs, result.nextDueAt ?? Infinity);
      const pause = await deliver(result.claim);
      if (pause > 0) {
        pausedUntil = Date.now() + pause;
        return pausedUntil;
      }
    }
  }

  async function run(): Promise<void> {
    while (!stopping) {
      wakeRequested = false;
      let next: number;
      try {
        next = await pass();
      } catch (error) {
        log.error({ err: error }, 'contact delivery pass failed; trying again shortly');
        next = Date.now() + baseDelayMs;
      }
      if (stopping) break;
      if (wakeRequested && Date.now() >= pausedUntil && unrecorded.size === 0) continue;
      await sleepUntil(next);
    }
  }

  return {
    start() {
      if (loop) return;
      stopping = false;
      abort = new AbortController();
      loop = run();
    },
    async stop(graceMs = 3_000) {
      stopping = true;
      wake();
      const timer = setTimeout(() => abort.abort(new Error('server shutting down')), graceMs);
      try {
        await loop;
      } finally {
        clearTimeout(timer);
        loop = undefined;
      }
      if (unrecorded.size > 0) await recordUnrecorded();
    },
    wake,
  };
}
