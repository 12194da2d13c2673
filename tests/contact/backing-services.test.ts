/**
 * The contact form with its backing services going away and coming back, against real
 * PostgreSQL and Redis servers and the real app:
 * - PostgreSQL stopped: a post gets 503 with Retry-After and nothing is acknowledged that is
 *   not stored; /readyz says 503 while /healthz stays 200. Started again: the form works
 *   without restarting the app (the pool reconnects), and /readyz is 200.
 * - Redis shared by two instances: the limit counts across them (5 to A, the 6th to B gets
 *   429). Redis stopped: posts are still accepted (fail open) and /readyz says 503.
 * - SMTP 421 / 550 / down over PostgreSQL are in delivery-worker.test.ts, with the disk outbox.
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../shared/contact/messages.js';
import { startPostgres, startRedis, type PostgresServer, type RedisServer } from '../support/services.mjs';
import { buildContactApp, makeTempDir, parseMail, removeDir, startSmtpServer, validMessage, waitFor, type TestSmtpServer } from './helpers.js';

let postgres: PostgresServer;
let redis: RedisServer;
let dataDir: string;
const apps: FastifyInstance[] = [];
let smtp: TestSmtpServer | undefined;

beforeAll(async () => {
  [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  dataDir = await makeTempDir();
}, 60_000);
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await smtp?.close();
  smtp = undefined;
});
afterAll(async () => {
  await Promise.all([postgres?.close(), redis?.close()]);
  await removeDir(dataDir);
});

async function app(env: Record<string, string>): Promise<FastifyInstance> {
  const built = await buildContactApp({ DATA_DIR: dataDir, TRUST_PROXY: 'true', ...env });
  apps.push(built);
  return built;
}

function post(target: FastifyInstance, ip = '203.0.113.50', body: unknown = validMessage) {
  return target.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    payload: JSON.stringify(body),
  });
}

function postForm(target: FastifyInstance) {
  return target.inject({
    method: 'POST',
    url: '/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.51' },
    payload: new URLSearchParams({ ...validMessage, privacy: 'on' }).toString(),
  });
}

async function ready(target: FastifyInstance) {
  const response = await target.inject({ url: '/readyz' });
  expect(response.headers['cache-control']).toBe('no-store');
  return { status: response.statusCode, body: response.json() };
}

describe('/readyz', () => {
  it('is 200 with nothing to check when neither DATABASE_URL nor REDIS_URL is set', async () => {
    const target = await app({});
    expect(await ready(target)).toEqual({ status: 200, body: { status: 'ready', checks: {} } });
    expect((await target.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('PostgreSQL goes away and comes back', () => {
  it('answers 503 with Retry-After while it is down, stores nothing it acknowledged, and recovers without a restart', async () => {
    const url = postgres.createDatabase('outage');
    smtp = await startSmtpServer();
    const target = await app({ DATABASE_URL: url, SMTP_URL: smtp.url });
    expect(await ready(target)).toEqual({ status: 200, body: { status: 'ready', checks: { postgres: 'ok' } } });
    const before = await post(target);
    expect(before.statusCode).toBe(202);

    await postgres.stop();
    const started = Date.now();
    const down = await post(target);
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('60');
    expect(down.json()).toEqual({ error: contactMessages.failed });
    const form = await postForm(target);
    expect(form.statusCode).toBe(503);
    expect(form.headers['retry-after']).toBe('60');
    expect(Date.now() - started).toBeLessThan(5_000);
    const readiness = await ready(target);
    expect(readiness).toEqual({ status: 503, body: { status: 'unavailable', checks: { postgres: 'unreachable' } } });
    expect((await target.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await target.inject({ url: '/contact' })).statusCode).toBe(200);

    await postgres.start();
    const after = await waitFor(
      'the form working again',
      async () => {
        const response = await post(target);
        return response.statusCode === 202 ? response : undefined;
      },
      { timeoutMs: 10_000 },
    );
    expect(await ready(target)).toMatchObject({ status: 200 });

    // Exactly the two acknowledged messages are stored, and both are delivered.
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: string }>('SELECT id FROM contact_messages ORDER BY id');
      expect(rows.map((row) => row.id)).toEqual([before.json().id, after.json().id]);
    } finally {
      await db.end();
    }
    await waitFor('both delivered', () => smtp!.received.length === 2, { timeoutMs: 10_000 });
    expect(smtp.received.map((mail) => parseMail(mail.raw).header('message-id'))).toEqual([
      `<${before.json().id}@kolamstudio.in>`,
      `<${after.json().id}@kolamstudio.in>`,
    ]);
  }, 60_000);

  it('serves pages and creates the schema later when the database is down at start', async () => {
    const url = postgres.createDatabase('late');
    await postgres.stop();
    try {
      const target = await app({ DATABASE_URL: url });
      expect((await target.inject({ url: '/' })).statusCode).toBe(200);
      expect((await post(target)).statusCode).toBe(503);
      await postgres.start();
      expect((await post(target)).statusCode).toBe(202);
    } finally {
      await postgres.start();
    }
  }, 60_000);
});

describe('the rate limit in Redis', () => {
  it('holds across instances: 5 messages to A, the 6th to B is refused', async () => {
    const env = { REDIS_URL: redis.url, CONTACT_RATE_LIMIT_MAX: '5' };
    const a = await app(env);
    const b = await app(env);
    for (let i = 0; i < 5; i += 1) expect((await post(a, '198.51.100.77')).statusCode).toBe(202);
    const sixth = await post(b, '198.51.100.77');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(sixth.json()).toEqual({ error: contactMessages.rateLimited });
    expect((await post(b, '198.51.100.78')).statusCode).toBe(202);
    expect(await ready(a)).toEqual({ status: 200, body: { status: 'ready', checks: { redis: 'ok' } } });
  });

  it('lets posts through while Redis is down (and /readyz says so), and limits again when it is back', async () => {
    const target = await app({ REDIS_URL: redis.url, CONTACT_RATE_LIMIT_MAX: '2' });
    expect((await post(target, '198.51.100.90')).statusCode).toBe(202);
    await redis.stop();
    try {
      const started = Date.now();
      for (let i = 0; i < 4; i += 1) expect((await post(target, '198.51.100.90')).statusCode).toBe(202);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await ready(target)).toEqual({ status: 503, body: { status: 'unavailable', checks: { redis: 'unreachable' } } });
      expect((await target.inject({ url: '/contact' })).statusCode).toBe(200);
    } finally {
      await redis.start();
    }
    // The client reconnects by itself; a fresh Redis has fresh counters.
    await waitFor('Redis reachable again', async () => (await ready(target)).status === 200, { timeoutMs: 10_000 });
    expect((await post(target, '198.51.100.91')).statusCode).toBe(202);
    expect((await post(target, '198.51.100.91')).statusCode).toBe(202);
    expect((await post(target, '198.51.100.91')).statusCode).toBe(429);
  }, 60_000);
});
