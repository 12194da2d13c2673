/**
 * Several instances, one truth: three BUILT servers (dist/server/main.js, configured by
 * DATABASE_URL and SMTP_URL only) share one real PostgreSQL. A burst of 300 contact posts is
 * spread over them and one instance is killed with SIGKILL in the middle of it.
 *
 * - Every acknowledged message (202) is in the database and is delivered.
 * - No Message-ID is delivered twice, except possibly the one message the killed instance
 *   was sending when it died: its claim outlives it, a survivor takes the message over when
 *   the claim's lease runs out, and the SMTP server may already have accepted the first copy
 *   (docs/contact.md). A worker sends one message at a time, so that is at most one.
 */
import { hostname } from 'node:os';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../support/services.mjs';
import { deliveredIds, startServerProcess, startSmtpServer, validMessage, waitFor, type ServerProcess, type TestSmtpServer } from './helpers.js';

const MESSAGES = 300;

let postgres: PostgresServer;
let databaseUrl: string;
let db: pg.Pool;
let smtp: TestSmtpServer;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  databaseUrl = postgres.createDatabase('instances');
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // A connection closing while PostgreSQL shuts down at the end is not a test failure.
  db.on('error', () => {});
  smtp = await startSmtpServer();
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  await db?.end();
  await smtp?.close();
  await postgres?.close();
});

describe('three instances on one PostgreSQL, one killed during a burst', () => {
  it('stores every acknowledged message and delivers each once (bar the one in flight in the killed instance)', async () => {
    const env = {
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      SITE_URL: 'https://kolamstudio.in',
      CONTACT_RATE_LIMIT_MAX: '1000000',
      CONTACT_ATTEMPT_LIMIT_MAX: '1000000',
      CONTACT_RETRY_BASE_MS: '100',
      CONTACT_RESCAN_MS: '200',
      // A claim lasts send timeout + 2 s: the killed instance's message is taken over quickly.
      CONTACT_SEND_TIMEOUT_MS: '2000',
    };
    // Started together: the schema is created once under the advisory lock.
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env), startServerProcess(env)])));
    const victim = servers[1]!;
    const victimName = `${hostname()}:${victim.child.pid}`;

    const acknowledged: string[] = [];
    const refused: number[] = [];
    let next = 0;
    let killed = false;
    let claimedByVictim: string[] = [];

    const lane = async () => {
      for (let n = next++; n < MESSAGES; n = next++) {
        const server = servers[n % 3]!;
        if (server === victim && killed) continue; // a load balancer would stop sending there
        try {
          const response = await fetch(`${server.url}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...validMessage, subject: `Burst ${n}` }),
          });
          const body = (await response.json()) as { id?: string };
          if (response.status === 202 && body.id) acknowledged.push(body.id);
          else refused.push(response.status);
        } catch {
          // Connection reset by the killed instance: not acknowledged.
        }
        // Paced like a busy day, so the kill below lands in the middle of the burst.
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    };
    const lanes = Array.from({ length: 6 }, lane);

    await waitFor(
      'posts acknowledged and deliveries under way',
      async () => {
        const { rows } = await db.query<{ n: string }>("SELECT count(*) AS n FROM contact_messages WHERE status = 'sent'");
        return acknowledged.length >= 100 && Number(rows[0]?.n) >= 10;
      },
      { timeoutMs: 60_000 },
    );
    killed = true;
    await victim.kill();
    // What the dead instance still held: the only message that may be sent twice.
    const held = await db.query<{ id: string }>('SELECT id FROM contact_messages WHERE claimed_by = $1', [victimName]);
    claimedByVictim = held.rows.map((row) => row.id);
    expect(claimedByVictim.length).toBeLessThanOrEqual(1);
    await Promise.all(lanes);

    expect(refused).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(MESSAGES * 0.6);

    // Every acknowledged message is in the database.
    const stored = await db.query<{ id: string }>('SELECT id FROM contact_messages WHERE id = ANY($1)', [acknowledged]);
    expect(stored.rows.map((row) => row.id).sort()).toEqual([...acknowledged].sort());

    // The survivors deliver everything, including what the victim had claimed or not yet sent.
    await waitFor(
      'every stored message sent',
      async () => {
        const { rows } = await db.query<{ n: string }>("SELECT count(*) AS n FROM contact_messages WHERE status <> 'sent'");
        return Number(rows[0]?.n) === 0;
      },
      { timeoutMs: 60_000 },
    );
    const delivered = deliveredIds(smtp);
    for (const id of acknowledged) expect(delivered, `delivered ${id}`).toContain(id);
    const counts = new Map<string, number>();
    for (const id of delivered) counts.set(id, (counts.get(id) ?? 0) + 1);
    const twice = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
    // At most one duplicate, and only the message the killed instance held when it died.
    expect(twice.length).toBeLessThanOrEqual(1);
    for (const id of twice) {
      expect(claimedByVictim).toContain(id);
      expect(counts.get(id)).toBe(2);
    }

    await Promise.all(servers.filter((server) => server !== victim).map((server) => server.stop()));
  }, 180_000);
});
