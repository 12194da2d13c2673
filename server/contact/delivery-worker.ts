/**
 * The delivery worker: claims due deliveries of one channel from the store (store.ts), oldest
 * first, sends each through the channel's sender (mailer.ts for e-mail, webhook.ts for the
 * lead webhook) and records the outcome: sent, retry later, or parked when the receiver
 * refuses it for good or after CONTACT_MAX_ATTEMPTS. The same code runs over the disk outbox
 * and over PostgreSQL, one worker per channel, so a dead CRM never holds up the e-mail.
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
import { deliveryOf, type Channel, type Claim, type MessageStore, type StoredMessage } from './store.js';

export type DeliveryLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export type DeliveryTimings = {
  /** First retry delay; doubles per failed attempt. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How often the store is read again when nothing else wakes the worker. */
  rescanMs?: number;
  /** The longest one attempt may take; it is aborted then and retried later. */
  sendTimeoutMs?: number;
  /** Park a delivery after this many failed attempts (0: retry transient failures forever). */
  maxAttempts?: number;
};

export type SendResult =
  | { ok: true }
  | {
      ok: false;
      /** true: the receiver refused this message for good; retrying gets the same answer. */
      permanent: boolean;
      error: string;
      /** Nothing can be sent until the channel is configured (SMTP_URL empty). */
      notConfigured?: true;
    };

/** Sends one stored message on a channel. Never throws: it answers a result the worker acts on. */
export type Sender = {
  /** `signal` aborts a send in progress (the attempt's timeout, or the server shutting down). */
  send(record: StoredMessage, signal?: AbortSignal): Promise<SendResult>;
};

export type DeliveryWorkerOptions = DeliveryTimings & {
  store: MessageStore;
  /** The channel this worker delivers (default: email). */
  channel?: Channel;
  sender: Sender;
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
  const { store, sender } = options;
  const channel = options.channel ?? 'email';
  const maxAttempts = options.maxAttempts ?? 0;
  // Every line says which channel it is about ("contact message delivered" is the e-mail's).
  const what = channel === 'email' ? 'contact message' : `contact message ${channel}`;
  const log: DeliveryLogger = {
    info: (obj: object, msg?: string) => options.log.info({ channel, ...obj }, msg),
    warn: (obj: object, msg?: string) => options.log.warn({ channel, ...obj }, msg),
    error: (obj: object, msg?: string) => options.log.error({ channel, ...obj }, msg),
  };
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
        log.info({ id }, `${what} delivered earlier is now recorded as sent`);
      } catch (error) {
        log.error({ err: error, id }, `${what} was sent but still cannot be recorded; it will not be sent again`);
        return false;
      }
    }
    return true;
  }

  /** One attempt; returns the pause to apply to the queue (0 when none). */
  async function deliver(claim: Claim): Promise<number> {
    const { record } = claim;
    const attempts = deliveryOf(record, channel)?.attempts ?? 1;
    // Bounded: the claim (PostgreSQL lease) must outlast every send made under it.
    const attempt = AbortSignal.any([abort.signal, AbortSignal.timeout(sendTimeoutMs)]);
    const result = await sender.send(record, attempt);

    if (result.ok) {
      lastSuccessAt = Date.now();
      const sentAt = new Date();
      try {
        await store.markSent(claim, sentAt);
      } catch (error) {
        unrecorded.set(record.id, { claim, sentAt });
        log.error({ err: error, id: record.id }, `${what} sent, but the store could not record it; retrying the record, not the send`);
        return baseDelayMs;
      }
      log.info({ id: record.id, attempts }, `${what} delivered`);
      return 0;
    }
    if (result.permanent) {
      await store.park(claim, result.error);
      log.error({ id: record.id, attempts, error: result.error }, `${what} parked: the receiver refused it (see docs/contact.md, \`npm run messages\`)`);
      return 0;
    }
    if (maxAttempts > 0 && attempts >= maxAttempts) {
      await store.park(claim, `gave up after ${attempts} attempts: ${result.error}`);
      log.error({ id: record.id, attempts, error: result.error }, `${what} parked after ${attempts} failed attempts (CONTACT_MAX_ATTEMPTS; see docs/contact.md)`);
      // The receiver is still failing: the next delivery waits as it would after any failure.
      return backoffDelay(attempts, baseDelayMs, maxDelayMs, random);
    }
    const delay = backoffDelay(attempts, baseDelayMs, maxDelayMs, random);
    await store.reschedule(claim, result.error, new Date(Date.now() + delay));
    log.warn({ id: record.id, attempts, retryInMs: delay, error: result.error }, `${what} not delivered yet; will retry`);
    return delay;
  }

  /** Claim and deliver until nothing is due; returns when to look again. */
  async function pass(): Promise<number> {
    if (!(await recordUnrecorded())) return Date.now() + baseDelayMs;
    for (;;) {
      if (stopping) return Date.now();
      if (Date.now() < pausedUntil) return pausedUntil;
      const result = await store.claimNext({ channel, retryFailedBefore: lastSuccessAt, leaseMs });
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
        log.error({ err: error }, `${what} delivery pass failed; trying again shortly`);
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
