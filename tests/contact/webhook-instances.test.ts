/**
 * The lead webhook with several instances: three BUILT servers (dist/server/main.js,
 * configured by their environment only) share one real PostgreSQL and one loopback receiver
 * that fails its first requests. Every acknowledged message reaches the receiver with a valid
 * signature, each exactly once as a success (the webhook's claims hold across instances like
 * the e-mail's), and the table says so.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../support/services.mjs';
import { startServerProcess, startWebhookReceiver, validMessage, waitFor, type ServerProcess, type WebhookReceiver } from './helpers.js';

const MESSAGES = 60;
const SECRET = 'instances-secret-0123456789abcdef0123456789';
/** The receiver's first answers are failures, so retries happen while all three instances deliver. */
const FAILURES = 12;

let postgres: PostgresServer;
let databaseUrl: string;
let db: pg.Pool;
let receiver: WebhookReceiver;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  databaseUrl = postgres.createDatabase('webhook_instances');
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  db.on('error', () => {});
  receiver = await startWebhookReceiver(SECRET, (n) => (n < FAILURES ? 503 : 200));
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  await db?.end();
  await receiver?.close();
  await postgres?.close();
});

describe('the lead webhook from three instances on one PostgreSQL', () => {
  it('delivers every acknowledged message once, signed, through retries', async () => {
    const env = {
      DATABASE_URL: databaseUrl,
      SITE_URL: 'https://kolamstudio.in',
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: SECRET,
      CONTACT_RATE_LIMIT_MAX: '1000000',
      CONTACT_ATTEMPT_LIMIT_MAX: '1000000',
      CONTACT_RETRY_BASE_MS: '100',
      CONTACT_RETRY_MAX_MS: '400',
      CONTACT_RESCAN_MS: '200',
    };
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env), startServerProcess(env)])));

    // Six visitors at a time, spread over the instances (a burst of 60 at once would only
    // measure how long PostgreSQL connections take to open on a loaded machine).
    const acknowledged: string[] = [];
    let next = 0;
    const lane = async () => {
      for (let n = next++; n < MESSAGES; n = next++) {
        const response = await fetch(`${servers[n % 3]!.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...validMessage, subject: `Lead ${n}`, utm_campaign: `campaign-${n % 4}` }),
        });
        expect(response.status).toBe(202);
        acknowledged.push(((await response.json()) as { id: string }).id);
      }
    };
    await Promise.all(Array.from({ length: 6 }, lane));

    await waitFor(
      'every webhook sent',
      async () => {
        const { rows } = await db.query<{ n: string }>("SELECT count(*) AS n FROM contact_messages WHERE webhook_status = 'sent'");
        return Number(rows[0]?.n) === MESSAGES;
      },
      { timeoutMs: 60_000 },
    );

    expect(receiver.received.filter((request) => request.status === 503).length).toBe(FAILURES);
    expect(receiver.received.every((request) => request.signatureValid)).toBe(true);
    const successes = receiver.accepted().map((request) => String(request.headers['x-kolam-delivery']));
    expect([...successes].sort()).toEqual([...acknowledged].sort());
    for (const request of receiver.accepted()) {
      const payload: { id: string; attribution: { utmCampaign: string | null } } = JSON.parse(request.body);
      expect(payload.id).toBe(request.headers['x-kolam-delivery']);
      expect(payload.attribution.utmCampaign).toMatch(/^campaign-[0-3]$/);
    }
    // Every claim was released when its outcome was recorded.
    const { rows } = await db.query<{ claims: string }>("SELECT count(*) AS claims FROM contact_messages WHERE webhook_status = 'sent' AND webhook_claimed_by IS NULL");
    expect(Number(rows[0]?.claims)).toBe(MESSAGES);

    await Promise.all(servers.map((server) => server.stop()));
  }, 120_000);
});
