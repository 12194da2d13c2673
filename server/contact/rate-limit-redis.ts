/**
 * The Redis client behind the contact rate limit (REDIS_URL), tuned so Redis trouble never
 * slows the site: a short connect and command timeout, no offline queue (a command while
 * disconnected fails at once instead of waiting), one retry per command. The limit then
 * fails open (contact-api.ts logs it and lets the post through), and the client keeps
 * reconnecting in the background so the limit holds again as soon as Redis is back.
 */
import { Redis } from 'ioredis';

export type RedisLog = { warn(obj: unknown, msg?: string): void };

/** Connection problems are reported at most this often. */
const ERROR_LOG_INTERVAL_MS = 30_000;

export function createRateLimitRedis(url: string, log: RedisLog): Redis {
  const redis = new Redis(url, {
    connectTimeout: 500,
    commandTimeout: 500,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // Reconnect forever, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let lastErrorAt = 0;
  // Without a listener an 'error' event would crash the process.
  redis.on('error', (error: Error) => {
    if (Date.now() - lastErrorAt < ERROR_LOG_INTERVAL_MS) return;
    lastErrorAt = Date.now();
    log.warn({ err: error }, 'rate-limit Redis unreachable; contact posts are not limited until it is back');
  });
  return redis;
}
