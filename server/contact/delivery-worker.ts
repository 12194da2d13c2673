/**
 * The delivery worker: sends the messages in DATA_DIR/messages/pending, oldest first, and
 * moves each to sent/ or, when the mail server refuses it for good, to parked/.
 *
 * - All state is in the files (attempts, nextAttemptAt, lastError), so a restart carries on
 *   where the last process stopped; nothing is kept only in memory except "pause until".
 * - A transient failure (server down, timeout, 4xx) reschedules that message with
 *   exponential backoff and jitter (5 s doubling up to 30 min, forever) and pauses the whole
 *   queue for as long: the next message would meet the same dead server.
 * - A successful send shows the server is back, so messages that failed before it are
 *   retried at once instead of waiting out their backoff.
 * - It wakes at once when a message is stored, and rescans the folder every minute so
 *   `npm run messages retry` from another process is picked up.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer.js';
import { OutboxReadError, type Outbox, type StoredMessage } from './outbox.js';

export type DeliveryLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export type DeliveryWorkerOptions = {
  outbox: Outbox;
  mailer: Mailer;
  log: DeliveryLogger;
  /** First retry delay; doubles per failed attempt. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How often the folder is read again when nothing else wakes the worker. */
  rescanMs?: number;
  random?: () => number;
};

export type DeliveryWorker = {
  start(): void;
  /**
   * Stop: no new attempts; an attempt in progress gets `graceMs` to finish, then is aborted
   * (the message stays in pending/ and is sent after the restart).
   */
  stop(graceMs?: number): Promise<void>;
  /** Look at pending/ now (called after each stored message). */
  wake(): void;
};

export const DEFAULT_BASE_DELAY_MS = 5_000;
export const DEFAULT_MAX_DELAY_MS = 30 * 60 * 1000;
export const DEFAULT_RESCAN_MS = 60_000;

/** Delay before attempt `attempts + 1`: base·2^(attempts-1), ±20 % jitter, capped at max. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exponential = baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 40));
  const jittered = Math.min(exponential, maxMs) * (0.8 + 0.4 * random());
  return Math.round(Math.min(jittered, maxMs));
}

export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { outbox, mailer, log } = options;
  const baseDelayMs = options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS;
  const maxDelayMs = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  const rescanMs = options.rescanMs ?? DEFAULT_RESCAN_MS;
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

  /** One attempt; returns the pause to apply to the queue (0 when none). */
  async function deliver(record: StoredMessage): Promise<number> {
    const attempts = record.attempts + 1;
    const tried: StoredMessage = { ...record, attempts, lastAttemptAt: new Date().toISOString() };
    const result = await mailer.send(record, abort.signal);

    if (result.ok) {
      lastSuccessAt = Date.now();
      await outbox.markSent(tried);
      log.info({ id: record.id, attempts }, 'contact message delivered');
      return 0;
    }
    if (result.permanent) {
      await outbox.park(tried, result.error);
      log.error(
        { id: record.id, attempts, error: result.error },
        'contact message parked: the mail server refused it (see docs/contact.md, `npm run messages`)',
      );
      return 0;
    }
    const delay = backoffDelay(attempts, baseDelayMs, maxDelayMs, random);
    await outbox.update({
      ...tried,
      lastError: result.error,
      nextAttemptAt: new Date(Date.now() + delay).toISOString(),
    });
    log.warn({ id: record.id, attempts, retryInMs: delay, error: result.error }, 'contact message not delivered yet; will retry');
    return delay;
  }

  /** Go through pending/ once, oldest first; returns when to look again. */
  async function pass(): Promise<number> {
    let next = Date.now() + rescanMs;
    let delivered = false;
    let waiting = false;

    for (const id of await outbox.list('pending')) {
      if (stopping) return next;
      if (Date.now() < pausedUntil) return Math.min(next, pausedUntil);

      let record: StoredMessage | undefined;
      try {
        record = await outbox.read('pending', id);
      } catch (error) {
        if (!(error instanceof OutboxReadError)) throw error;
        log.error({ id, error: error.message }, 'unreadable contact message moved to parked/');
        await outbox.parkUnreadable(id);
        continue;
      }
      if (!record) continue; // moved by someone else meanwhile

      if (record.sentAt) {
        // Sent, but the process stopped before the move: finish it, do not send again.
        await outbox.markSent(record, new Date(record.sentAt));
        continue;
      }

      const due = Date.parse(record.nextAttemptAt);
      const failedBeforeLastSuccess =
        record.lastAttemptAt !== undefined && Date.parse(record.lastAttemptAt) < lastSuccessAt;
      if (due > Date.now() && !failedBeforeLastSuccess) {
        next = Math.min(next, due);
        waiting = true;
        continue;
      }

      const pause = await deliver(record);
      if (pause > 0) {
        pausedUntil = Date.now() + pause;
        return Math.min(next, pausedUntil);
      }
      delivered = true;
    }
    // The server works again: give the messages still waiting out a backoff their turn now.
    return delivered && waiting ? Date.now() : next;
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
      if (wakeRequested) continue;
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
    },
    wake,
  };
}
