/**
 * The PostgreSQL MessageStore (store.ts), used when DATABASE_URL is set: one row per
 * message in `contact_messages`, shared by every instance of the site.
 *
 * - `store()` is one INSERT outside any transaction: when it resolves the row is committed,
 *   and only then is the visitor told "sent".
 * - Delivery claims a row with a lease (docs/decisions/006-contact-messages-in-postgresql.md):
 *   `UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED LIMIT 1)` counts the attempt and
 *   sets `claim_expires_at`, committed before the e-mail is sent. Two workers never get the
 *   same row; a row whose worker died is taken over once its lease has run out.
 * - The schema is created and migrated by the app at start, under a transaction-scoped
 *   advisory lock, so three instances starting together do it once. If the database is
 *   down at start the site still serves pages; the schema is made on the first use after.
 * - The pool reconnects by itself: a connection the server dropped is discarded (its error is
 *   logged, not thrown), and the next query opens a new one.
 * - Each channel (store.ts) has its own columns: `status`, `attempts`, … are the e-mail's (as
 *   before the webhook, so an instance of the previous release reads and delivers rows the
 *   same way during a rolling upgrade), `webhook_status`, `webhook_attempts`, … the
 *   webhook's, NULL status when the message does not go there. A message's status in the
 *   listing is computed from both (MESSAGE_STATUS_SQL).
 * - Erasure is an UPDATE that overwrites the personal columns (`message`, `ip`,
 *   `user_agent`, errors); the CLI runs VACUUM after an erasure on request so the old row
 *   versions' space is reclaimed.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import pg from 'pg';
import type { Attribution } from '../../shared/contact/attribution.js';
import { DEFAULT_CONTACT_LANG, isContactLang } from '../../shared/contact/messages.js';
import type { ContactMessage } from '../../shared/contact/schema.js';
import {
  createMessageId,
  deliveryOf,
  ERASED_BEFORE_DELIVERY,
  isLeadStatus,
  MESSAGE_STATUSES,
  normalizeEmail,
  type AuditEntry,
  type Channel,
  type Claim,
  type Delivery,
  type ErasedMessage,
  type LeadStatus,
  type ListedMessage,
  type MessageStatus,
  type MessageStore,
  type StoredMessage,
} from './store.js';

export type PostgresStoreOptions = {
  connectionString: string;
  /** Connections per instance (the worker uses one at a time, requests the rest). */
  maxConnections?: number;
  /** Give up opening a connection after this long: a visitor gets 503 instead of waiting. */
  connectTimeoutMs?: number;
  /** Server-side limit for one statement. */
  statementTimeoutMs?: number;
  log?: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
};

export type PostgresStore = MessageStore & {
  readonly kind: 'postgres';
  /**
   * Insert a message as it was kept elsewhere (the disk outbox), with its id and state.
   * False when a message with that id is already there: importing twice imports nothing twice.
   */
  importMessage(record: StoredMessage): Promise<boolean>;
  /** Reclaim the space of old row versions (after an erasure), so erased text does not linger in the table's files. */
  vacuum(): Promise<void>;
  /** Run a query (tests and the benchmark look at the table directly). */
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
};

/** Each version runs once, in order, inside the migration transaction. Never edit one; add the next. */
const MIGRATIONS: Array<{ version: number; sql: string }> = [
  {
    version: 1,
    sql: `
      CREATE TABLE IF NOT EXISTS contact_messages (
        id               text PRIMARY KEY,
        received_at      timestamptz NOT NULL,
        ip               text,
        user_agent       text,
        lang             text NOT NULL DEFAULT 'en',
        message          jsonb NOT NULL,
        status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'parked')),
        attempts         integer NOT NULL DEFAULT 0,
        next_attempt_at  timestamptz NOT NULL,
        last_attempt_at  timestamptz,
        last_error       text,
        sent_at          timestamptz,
        parked_at        timestamptz,
        claim_token      text,
        claimed_by       text,
        claim_expires_at timestamptz
      );
      CREATE INDEX IF NOT EXISTS contact_messages_pending ON contact_messages (id) WHERE status = 'pending';
      CREATE INDEX IF NOT EXISTS contact_messages_status ON contact_messages (status, id);
    `,
  },
  {
    // Leads (issue 31): attribution, lead status, erasure, the webhook's own delivery state, the audit trail.
    version: 2,
    sql: `
      ALTER TABLE contact_messages
        ADD COLUMN attribution              jsonb,
        ADD COLUMN lead_status              text NOT NULL DEFAULT 'new' CHECK (lead_status IN ('new', 'replied', 'closed', 'spam')),
        ADD COLUMN lead_status_at           timestamptz,
        ADD COLUMN erased_at                timestamptz,
        ADD COLUMN webhook_status           text CHECK (webhook_status IN ('pending', 'sent', 'parked')),
        ADD COLUMN webhook_attempts         integer NOT NULL DEFAULT 0,
        ADD COLUMN webhook_next_attempt_at  timestamptz,
        ADD COLUMN webhook_last_attempt_at  timestamptz,
        ADD COLUMN webhook_last_error       text,
        ADD COLUMN webhook_sent_at          timestamptz,
        ADD COLUMN webhook_parked_at        timestamptz,
        ADD COLUMN webhook_claim_token      text,
        ADD COLUMN webhook_claimed_by       text,
        ADD COLUMN webhook_claim_expires_at timestamptz;
      CREATE INDEX contact_messages_webhook_pending ON contact_messages (id) WHERE webhook_status = 'pending';
      CREATE TABLE contact_audit (
        id      bigserial PRIMARY KEY,
        at      timestamptz NOT NULL,
        action  text NOT NULL,
        details jsonb NOT NULL
      );
    `,
  },
];

/** A message's status from its channels' (store.ts, `overallStatus`). */
const MESSAGE_STATUS_SQL = `(CASE WHEN status = 'pending' OR webhook_status = 'pending' THEN 'pending'
  WHEN status = 'parked' OR webhook_status = 'parked' THEN 'parked' ELSE 'sent' END)`;

/** The columns of one channel's delivery state and claim. */
const CHANNEL_COLUMNS = {
  email: {
    status: 'status',
    attempts: 'attempts',
    nextAttemptAt: 'next_attempt_at',
    lastAttemptAt: 'last_attempt_at',
    lastError: 'last_error',
    sentAt: 'sent_at',
    parkedAt: 'parked_at',
    claimToken: 'claim_token',
    claimedBy: 'claimed_by',
    claimExpiresAt: 'claim_expires_at',
  },
  webhook: {
    status: 'webhook_status',
    attempts: 'webhook_attempts',
    nextAttemptAt: 'webhook_next_attempt_at',
    lastAttemptAt: 'webhook_last_attempt_at',
    lastError: 'webhook_last_error',
    sentAt: 'webhook_sent_at',
    parkedAt: 'webhook_parked_at',
    claimToken: 'webhook_claim_token',
    claimedBy: 'webhook_claimed_by',
    claimExpiresAt: 'webhook_claim_expires_at',
  },
} as const satisfies Record<Channel, Record<string, string>>;

/** SET clauses that close a channel's delivery for erasure: open → parked ("erased before delivery"); errors dropped. `$2` is the time. */
function closeForErasure(channel: Channel): string {
  const c = CHANNEL_COLUMNS[channel];
  return `${c.lastError} = CASE WHEN ${c.status} = 'pending' THEN '${ERASED_BEFORE_DELIVERY}' ELSE NULL END,
          ${c.parkedAt} = CASE WHEN ${c.status} = 'pending' THEN $2 ELSE ${c.parkedAt} END,
          ${c.status} = CASE WHEN ${c.status} = 'pending' THEN 'parked' ELSE ${c.status} END,
          ${c.claimToken} = NULL, ${c.claimedBy} = NULL, ${c.claimExpiresAt} = NULL`;
}

/** Erasure (store.ts, `erasedRecord`): the personal columns overwritten, open deliveries closed. `$2` is the time. */
const ERASE_SET = `message = '{}'::jsonb, ip = NULL, user_agent = NULL, erased_at = COALESCE(erased_at, $2),
  ${closeForErasure('email')},
  ${closeForErasure('webhook')}`;

type Row = {
  id: string;
  received_at: Date;
  ip: string | null;
  user_agent: string | null;
  lang: string;
  message: Omit<ContactMessage, 'lang'>;
  status: MessageStatus;
  attempts: number;
  next_attempt_at: Date;
  last_attempt_at: Date | null;
  last_error: string | null;
  sent_at: Date | null;
  parked_at: Date | null;
  claim_token: string | null;
  claimed_by: string | null;
  claim_expires_at: Date | null;
  attribution: Attribution | null;
  lead_status: string;
  lead_status_at: Date | null;
  erased_at: Date | null;
  webhook_status: MessageStatus | null;
  webhook_attempts: number;
  webhook_next_attempt_at: Date | null;
  webhook_last_attempt_at: Date | null;
  webhook_last_error: string | null;
  webhook_sent_at: Date | null;
  webhook_parked_at: Date | null;
  /** The message's status (MESSAGE_STATUS_SQL), selected beside the row. */
  overall: MessageStatus;
};

function toRecord(row: Row): StoredMessage {
  const lang = isContactLang(row.lang) ? row.lang : DEFAULT_CONTACT_LANG;
  const leadStatus: LeadStatus | undefined = row.lead_status_at && isLeadStatus(row.lead_status) ? row.lead_status : undefined;
  const webhook: Delivery | undefined =
    row.webhook_status && row.webhook_next_attempt_at
      ? {
          attempts: row.webhook_attempts,
          nextAttemptAt: row.webhook_next_attempt_at.toISOString(),
          ...(row.webhook_last_attempt_at ? { lastAttemptAt: row.webhook_last_attempt_at.toISOString() } : {}),
          ...(row.webhook_last_error ? { lastError: row.webhook_last_error } : {}),
          ...(row.webhook_sent_at ? { sentAt: row.webhook_sent_at.toISOString() } : {}),
          ...(row.webhook_parked_at ? { parkedAt: row.webhook_parked_at.toISOString() } : {}),
        }
      : undefined;
  const message: ContactMessage | ErasedMessage = row.erased_at ? { lang } : { ...row.message, lang };
  return {
    id: row.id,
    receivedAt: row.received_at.toISOString(),
    ...(row.ip ? { ip: row.ip } : {}),
    ...(row.user_agent ? { userAgent: row.user_agent } : {}),
    message,
    ...(row.attribution ? { attribution: row.attribution } : {}),
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at.toISOString(),
    ...(row.last_attempt_at ? { lastAttemptAt: row.last_attempt_at.toISOString() } : {}),
    ...(row.last_error ? { lastError: row.last_error } : {}),
    ...(row.sent_at ? { sentAt: row.sent_at.toISOString() } : {}),
    ...(row.parked_at ? { parkedAt: row.parked_at.toISOString() } : {}),
    ...(webhook ? { webhook } : {}),
    ...(leadStatus ? { leadStatus } : {}),
    ...(row.lead_status_at ? { leadStatusAt: row.lead_status_at.toISOString() } : {}),
    ...(row.erased_at ? { erasedAt: row.erased_at.toISOString() } : {}),
  };
}

/** The visitor's fields without the language (a column of its own); `{}` once erased. */
function messageJson(message: ContactMessage | ErasedMessage): string {
  const { lang: _lang, ...rest } = message;
  return JSON.stringify(rest);
}

/** A channel's status column value for a delivery state. */
function channelStatus(delivery: Delivery): MessageStatus {
  return delivery.sentAt ? 'sent' : delivery.parkedAt ? 'parked' : 'pending';
}

/** Every column, and the message's status as `overall`. */
const SELECT_ROW = `SELECT *, ${MESSAGE_STATUS_SQL} AS overall FROM contact_messages`;

/** postgres://user@host:port/db, without the password, for logs and the CLI. */
export function describeDatabase(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    url.password = '';
    url.search = '';
    return url.toString();
  } catch {
    return 'postgres (unparseable DATABASE_URL)';
  }
}

export function createPostgresStore(options: PostgresStoreOptions): PostgresStore {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 5,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 2_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs ?? 5_000,
    query_timeout: (options.statementTimeoutMs ?? 5_000) + 2_000,
    application_name: 'kolam-studio',
    keepAlive: true,
  });
  // An idle connection the server closed (restart, failover) emits here; without a listener
  // it would crash the process. The pool drops it and opens a new one when needed.
  let lastPoolError = 0;
  pool.on('error', (error) => {
    if (Date.now() - lastPoolError < 10_000) return;
    lastPoolError = Date.now();
    options.log?.warn({ err: error }, 'contact store: a PostgreSQL connection was closed; reconnecting on next use');
  });

  const listeners = new Set<(record: StoredMessage) => void>();
  /** Written beside a claim, so an operator (and the multi-instance test) sees who holds it. */
  const workerName = `${hostname()}:${process.pid}`;
  let schemaReady: Promise<void> | undefined;
  let closed = false;

  async function migrate(): Promise<void> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // One migrator at a time across every instance; released at COMMIT/ROLLBACK.
      await client.query("SELECT pg_advisory_xact_lock(hashtext('kolam_contact_schema'))");
      await client.query(
        'CREATE TABLE IF NOT EXISTS contact_schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const { rows } = await client.query<{ version: number }>('SELECT version FROM contact_schema_migrations');
      const applied = new Set(rows.map((row) => row.version));
      for (const migration of MIGRATIONS) {
        if (applied.has(migration.version)) continue;
        await client.query(migration.sql);
        await client.query('INSERT INTO contact_schema_migrations (version) VALUES ($1)', [migration.version]);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /** The schema exists; tried again on the next call after a failure (database down at start). */
  function ensureSchema(): Promise<void> {
    schemaReady ??= migrate().catch((error: unknown) => {
      schemaReady = undefined;
      throw error;
    });
    return schemaReady;
  }

  async function query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>> {
    await ensureSchema();
    return pool.query<R>(text, values);
  }

  return {
    kind: 'postgres',
    location: describeDatabase(options.connectionString),

    init: ensureSchema,

    async ping(signal) {
      const check = pool.query('SELECT 1');
      if (!signal) {
        await check;
        return;
      }
      signal.throwIfAborted();
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('timed out'));
        signal.addEventListener('abort', onAbort, { once: true });
        check.then(
          () => {
            signal.removeEventListener('abort', onAbort);
            resolve();
          },
          (error: unknown) => {
            signal.removeEventListener('abort', onAbort);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    },

    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },

    query,

    async store(message, meta = {}) {
      const now = new Date();
      const record: StoredMessage = {
        id: createMessageId(now.getTime()),
        receivedAt: now.toISOString(),
        ...(meta.ip ? { ip: meta.ip } : {}),
        ...(meta.userAgent ? { userAgent: meta.userAgent.slice(0, 512) } : {}),
        message,
        ...(meta.attribution ? { attribution: meta.attribution } : {}),
        attempts: 0,
        nextAttemptAt: now.toISOString(),
        ...(meta.webhook ? { webhook: { attempts: 0, nextAttemptAt: now.toISOString() } } : {}),
      };
      // Autocommit: resolved means committed.
      await query(
        `INSERT INTO contact_messages (id, received_at, ip, user_agent, lang, message, attribution, status, attempts, next_attempt_at,
                                       webhook_status, webhook_next_attempt_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, 'pending', 0, $2, $8, $9)`,
        [
          record.id,
          now,
          record.ip ?? null,
          record.userAgent ?? null,
          message.lang,
          messageJson(message),
          meta.attribution ? JSON.stringify(meta.attribution) : null,
          meta.webhook ? 'pending' : null,
          meta.webhook ? now : null,
        ],
      );
      for (const listener of listeners) {
        try {
          listener(record);
        } catch {
          // A listener's failure must not turn a stored message into an error answer.
        }
      }
      return record;
    },

    onStored(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async counts() {
      const { rows } = await query<{ status: MessageStatus; n: string }>(
        `SELECT ${MESSAGE_STATUS_SQL} AS status, count(*) AS n FROM contact_messages GROUP BY 1`,
      );
      const counts: Record<MessageStatus, number> = { pending: 0, sent: 0, parked: 0 };
      for (const row of rows) if ((MESSAGE_STATUSES as readonly string[]).includes(row.status)) counts[row.status] = Number(row.n);
      return counts;
    },

    async list(status) {
      const { rows } = await query<Row>(`${SELECT_ROW} WHERE ${MESSAGE_STATUS_SQL} = $1 ORDER BY id`, [status]);
      return rows.map((row): ListedMessage => ({ id: row.id, record: toRecord(row) }));
    },

    async find(id) {
      const { rows } = await query<Row>(`${SELECT_ROW} WHERE id = $1`, [id]);
      const row = rows[0];
      return row ? { status: row.overall, record: toRecord(row) } : undefined;
    },

    async retryParked(id, now = new Date()) {
      // Every parked channel back to pending (the CASEs read the row as it was); an erased message stays.
      const reset = (channel: Channel) => {
        const c = CHANNEL_COLUMNS[channel];
        const parked = `${c.status} = 'parked'`;
        return `${c.attempts} = CASE WHEN ${parked} THEN 0 ELSE ${c.attempts} END,
                ${c.nextAttemptAt} = CASE WHEN ${parked} THEN $2 ELSE ${c.nextAttemptAt} END,
                ${c.parkedAt} = CASE WHEN ${parked} THEN NULL ELSE ${c.parkedAt} END,
                ${c.claimToken} = CASE WHEN ${parked} THEN NULL ELSE ${c.claimToken} END,
                ${c.claimedBy} = CASE WHEN ${parked} THEN NULL ELSE ${c.claimedBy} END,
                ${c.claimExpiresAt} = CASE WHEN ${parked} THEN NULL ELSE ${c.claimExpiresAt} END,
                ${c.status} = CASE WHEN ${parked} THEN 'pending' ELSE ${c.status} END`;
      };
      const result = await query(
        `UPDATE contact_messages SET ${reset('email')}, ${reset('webhook')}
          WHERE id = $1 AND erased_at IS NULL AND (status = 'parked' OR webhook_status = 'parked')`,
        [id, now],
      );
      return result.rowCount === 1;
    },

    async claimNext({ channel = 'email', retryFailedBefore, leaseMs }) {
      const c = CHANNEL_COLUMNS[channel];
      const token = randomBytes(8).toString('hex');
      // The attempt is counted and the lease set in the same committed statement, before
      // the delivery goes out: a crash mid-send leaves a visible attempt and an expiring claim.
      const { rows } = await query<Row>(
        `UPDATE contact_messages m
            SET ${c.attempts} = m.${c.attempts} + 1, ${c.lastAttemptAt} = now(),
                ${c.claimToken} = $1, ${c.claimedBy} = $4, ${c.claimExpiresAt} = now() + make_interval(secs => $2::double precision / 1000)
          WHERE m.id = (
            SELECT id FROM contact_messages
             WHERE ${c.status} = 'pending'
               AND (${c.claimExpiresAt} IS NULL OR ${c.claimExpiresAt} < now())
               AND (${c.nextAttemptAt} <= now() OR ${c.lastAttemptAt} < to_timestamp($3::double precision / 1000))
             ORDER BY id
             FOR UPDATE SKIP LOCKED
             LIMIT 1)
          RETURNING m.*, ${MESSAGE_STATUS_SQL} AS overall`,
        [token, leaseMs, retryFailedBefore, workerName],
      );
      const row = rows[0];
      if (row) return { claim: { record: toRecord(row), channel, token } };
      const next = await query<{ due: Date | null }>(
        `SELECT min(GREATEST(${c.nextAttemptAt}, COALESCE(${c.claimExpiresAt}, ${c.nextAttemptAt}))) AS due
           FROM contact_messages WHERE ${c.status} = 'pending'`,
      );
      const due = next.rows[0]?.due;
      return due ? { nextDueAt: due.getTime() } : {};
    },

    async markSent(claim: Claim, sentAt = new Date()) {
      const c = CHANNEL_COLUMNS[claim.channel];
      // Whoever holds the claim now: it went out, so the channel is sent (unless erased meanwhile).
      await query(
        `UPDATE contact_messages SET ${c.status} = 'sent', ${c.sentAt} = $2, ${c.claimToken} = NULL, ${c.claimedBy} = NULL, ${c.claimExpiresAt} = NULL
          WHERE id = $1 AND ${c.status} = 'pending'`,
        [claim.record.id, sentAt],
      );
    },

    async reschedule(claim, error, nextAttemptAt) {
      const c = CHANNEL_COLUMNS[claim.channel];
      await query(
        `UPDATE contact_messages SET ${c.lastError} = $3, ${c.nextAttemptAt} = $4, ${c.claimToken} = NULL, ${c.claimedBy} = NULL, ${c.claimExpiresAt} = NULL
          WHERE id = $1 AND ${c.claimToken} = $2 AND ${c.status} = 'pending'`,
        [claim.record.id, claim.token, error, nextAttemptAt],
      );
    },

    async park(claim, error, parkedAt = new Date()) {
      const c = CHANNEL_COLUMNS[claim.channel];
      await query(
        `UPDATE contact_messages SET ${c.status} = 'parked', ${c.parkedAt} = $4, ${c.lastError} = $3, ${c.claimToken} = NULL, ${c.claimedBy} = NULL, ${c.claimExpiresAt} = NULL
          WHERE id = $1 AND ${c.claimToken} = $2 AND ${c.status} = 'pending'`,
        [claim.record.id, claim.token, error, parkedAt],
      );
    },

    async setLeadStatus(id, status, at = new Date()) {
      const result = await query('UPDATE contact_messages SET lead_status = $2, lead_status_at = $3 WHERE id = $1', [id, status, at]);
      return result.rowCount === 1;
    },

    async eraseByEmail(email, now = new Date()) {
      const { rows } = await query<{ id: string; was: MessageStatus; received_at: Date }>(
        `WITH target AS (
           SELECT id, ${MESSAGE_STATUS_SQL} AS was FROM contact_messages
            WHERE erased_at IS NULL AND lower(btrim(message->>'email')) = $1
            FOR UPDATE)
         UPDATE contact_messages m SET ${ERASE_SET}
           FROM target WHERE m.id = target.id
         RETURNING m.id, target.was, m.received_at`,
        [normalizeEmail(email), now],
      );
      return rows.sort((a, b) => a.id.localeCompare(b.id)).map((row) => ({ id: row.id, where: row.was, receivedAt: row.received_at.toISOString() }));
    },

    async eraseExpired(before, now = new Date()) {
      // Row locks make this safe from several instances at once: a row erased by one no longer matches for the other.
      const { rows } = await query<{ id: string }>(
        `UPDATE contact_messages SET ${ERASE_SET}
          WHERE erased_at IS NULL
            AND (sent_at IS NOT NULL OR webhook_sent_at IS NOT NULL)
            AND GREATEST(sent_at, webhook_sent_at, lead_status_at) < $1
          RETURNING id`,
        [before, now],
      );
      return rows.map((row) => row.id).sort();
    },

    async recordAudit(entry: AuditEntry) {
      await query('INSERT INTO contact_audit (at, action, details) VALUES ($1, $2, $3::jsonb)', [entry.at, entry.action, JSON.stringify(entry.details)]);
    },

    async audit() {
      const { rows } = await query<{ at: Date; action: AuditEntry['action']; details: AuditEntry['details'] }>('SELECT at, action, details FROM contact_audit ORDER BY id');
      return rows.map((row) => ({ at: row.at.toISOString(), action: row.action, details: row.details }));
    },

    async vacuum() {
      await query('VACUUM contact_messages');
    },

    async importMessage(record) {
      const email = deliveryOf(record, 'email');
      const webhook = record.webhook;
      const result = await query(
        `INSERT INTO contact_messages (id, received_at, ip, user_agent, lang, message, status, attempts, next_attempt_at,
                                       last_attempt_at, last_error, sent_at, parked_at, attribution, lead_status, lead_status_at, erased_at,
                                       webhook_status, webhook_attempts, webhook_next_attempt_at, webhook_last_attempt_at, webhook_last_error,
                                       webhook_sent_at, webhook_parked_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)
         ON CONFLICT (id) DO NOTHING`,
        [
          record.id,
          record.receivedAt,
          record.ip ?? null,
          record.userAgent ?? null,
          isContactLang(record.message.lang) ? record.message.lang : DEFAULT_CONTACT_LANG,
          messageJson(record.message),
          email ? channelStatus(email) : 'pending',
          record.attempts,
          record.nextAttemptAt,
          record.lastAttemptAt ?? null,
          record.lastError ?? null,
          record.sentAt ?? null,
          record.parkedAt ?? null,
          record.attribution ? JSON.stringify(record.attribution) : null,
          record.leadStatus ?? 'new',
          record.leadStatusAt ?? null,
          record.erasedAt ?? null,
          webhook ? channelStatus(webhook) : null,
          webhook?.attempts ?? 0,
          webhook?.nextAttemptAt ?? null,
          webhook?.lastAttemptAt ?? null,
          webhook?.lastError ?? null,
          webhook?.sentAt ?? null,
          webhook?.parkedAt ?? null,
        ],
      );
      return result.rowCount === 1;
    },
  };
}
