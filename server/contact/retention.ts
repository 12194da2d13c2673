/**
 * The retention sweep (CONTACT_RETENTION_DAYS): erases the personal fields of every message
 * delivered to the studio more than that many days ago (counted from its last delivery, or
 * from the last change of its lead status, whichever is later: store.ts `retentionStart`).
 * It runs when the server starts and then once a day; each sweep is one pass over the store,
 * safe to run from several instances at once (PostgreSQL: one UPDATE under row locks; disk:
 * atomic rewrites of identical content), and records its count in the audit trail.
 */
import type { DeliveryLogger } from './delivery-worker.js';
import type { MessageStore } from './store.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

export type RetentionOptions = {
  store: MessageStore;
  days: number;
  log: DeliveryLogger;
  /** The clock (tests move it); Date.now by default. */
  now?: () => number;
  /** How often to sweep after the first (default: daily). */
  intervalMs?: number;
};

export type RetentionSweeper = {
  /** Sweep now, then every interval. */
  start(): void;
  /** One sweep; the ids erased. */
  sweep(): Promise<string[]>;
  stop(): Promise<void>;
};

/** The ids erased: every expired message's personal fields, as of `now`. */
export async function sweepRetention(store: MessageStore, days: number, now: Date): Promise<string[]> {
  const erased = await store.eraseExpired(new Date(now.getTime() - days * DAY_MS), now);
  if (erased.length > 0) {
    await store.recordAudit({ at: now.toISOString(), action: 'retention', details: { days, messages: erased.length } });
  }
  return erased;
}

export function createRetentionSweeper(options: RetentionOptions): RetentionSweeper {
  const { store, days, log } = options;
  const clock = options.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<string[]> | undefined;

  async function sweep(): Promise<string[]> {
    // One at a time: a slow sweep is not overtaken by the next tick.
    running ??= sweepRetention(store, days, new Date(clock()))
      .then((erased) => {
        if (erased.length > 0) log.info({ messages: erased.length, days }, 'contact retention: personal fields of old messages erased');
        return erased;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'contact retention sweep failed; trying again at the next one');
        return [];
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    start() {
      if (timer) return;
      void sweep();
      timer = setInterval(() => void sweep(), options.intervalMs ?? DAY_MS);
      timer.unref();
    },
    sweep,
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
