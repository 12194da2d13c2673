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
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import pg from 'pg';
import { DEFAULT_CONTACT_LANG, isContactLang } from '../../shared/contact/messages.js';
import type { ContactMessage } from '../../shared/contact/schema.js';
import {
  createMessageId,
  MESSAGE_STATUSES,
  type Claim,
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
  importMessage(record: StoredMessage, status: MessageStatus): Promise<boolean>;
  /** Run a query (tests and the benchmark look at the table directly). */
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
};

export const MESSAGES_TABLE = 'contact_messages';

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
];

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
};

function toRecord(row: Row): StoredMessage {
  const lang = isContactLang(row.lang) ? row.lang : DEFAULT_CONTACT_LANG;
  return {
    id: row.id,
    receivedAt: row.received_at.toISOString(),
    ...(row.ip ? { ip: row.ip } : {}),
    ...(row.user_agent ? { userAgent: row.user_agent } : {}),
    message: { ...row.message, lang },
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at.toISOString(),
    ...(row.last_attempt_at ? { lastAttemptAt: row.last_attempt_at.toISOString() } : {}),
    ...(row.last_error ? { lastError: row.last_error } : {}),
    ...(row.sent_at ? { sentAt: row.sent_at.toISOString() } : {}),
    ...(row.parked_at ? { parkedAt: row.parked_at.toISOString() } : {}),
  };
}

/** The message without its language (a column of its own). */
function messageJson(message: ContactMessage): string {
  const { lang: _lang, ...rest } = message;
  return JSON.stringify(rest);
}

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
        attempts: 0,
        nextAttemptAt: now.toISOString(),
      };
      // Autocommit: resolved means committed.
      await query(
        `INSERT INTO contact_messages (id, received_at, ip, user_agent, lang, message, status, attempts, next_attempt_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, 'pending', 0, $2)`,
        [record.id, now, record.ip ?? null, record.userAgent ?? null, message.lang, messageJson(message)],
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
        'SELECT status, count(*) AS n FROM contact_messages GROUP BY status',
      );
      const counts: Record<MessageStatus, number> = { pending: 0, sent: 0, parked: 0 };
      for (const row of rows) if ((MESSAGE_STATUSES as readonly string[]).includes(row.status)) counts[row.status] = Number(row.n);
      return counts;
    },

    async list(status) {
      const { rows } = await query<Row>('SELECT * FROM contact_messages WHERE status = $1 ORDER BY id', [status]);
      return rows.map((row): ListedMessage => ({ id: row.id, record: toRecord(row) }));
    },

    async find(id) {
      const { rows } = await query<Row>('SELECT * FROM contact_messages WHERE id = $1', [id]);
      const row = rows[0];
      return row ? { status: row.status, record: toRecord(row) } : undefined;
    },

    async retryParked(id, now = new Date()) {
      const result = await query(
        `UPDATE contact_messages SET status = 'pending', attempts = 0, next_attempt_at = $2, parked_at = NULL,
                claim_token = NULL, claimed_by = NULL, claim_expires_at = NULL
         WHERE id = $1 AND status = 'parked'`,
        [id, now],
      );
      return result.rowCount === 1;
    },

    async claimNext({ retryFailedBefore, leaseMs }) {
      const token = randomBytes(8).toString('hex');
      // The attempt is counted and the lease set in the same committed statement, before
      // the e-mail goes out: a crash mid-send leaves a visible attempt and an expiring claim.
      const { rows } = await query<Row>(
        `UPDATE contact_messages m
            SET attempts = m.attempts + 1, last_attempt_at = now(),
                claim_token = $1, claimed_by = $4, claim_expires_at = now() + make_interval(secs => $2::double precision / 1000)
          WHERE m.id = (
            SELECT id FROM contact_messages
             WHERE status = 'pending'
               AND (claim_expires_at IS NULL OR claim_expires_at < now())
               AND (next_attempt_at <= now() OR last_attempt_at < to_timestamp($3::double precision / 1000))
             ORDER BY id
             FOR UPDATE SKIP LOCKED
             LIMIT 1)
          RETURNING m.*`,
        [token, leaseMs, retryFailedBefore, workerName],
      );
      const row = rows[0];
      if (row) return { claim: { record: toRecord(row), token } };
      const next = await query<{ due: Date | null }>(
        `SELECT min(GREATEST(next_attempt_at, COALESCE(claim_expires_at, next_attempt_at))) AS due
           FROM contact_messages WHERE status = 'pending'`,
      );
      const due = next.rows[0]?.due;
      return due ? { nextDueAt: due.getTime() } : {};
    },

    async markSent(claim: Claim, sentAt = new Date()) {
      // Whoever holds the claim now: the mail went out, so the row is sent.
      await query(
        `UPDATE contact_messages SET status = 'sent', sent_at = $2, claim_token = NULL, claimed_by = NULL, claim_expires_at = NULL
          WHERE id = $1 AND status = 'pending'`,
        [claim.record.id, sentAt],
      );
    },

    async reschedule(claim, error, nextAttemptAt) {
      await query(
        `UPDATE contact_messages SET last_error = $3, next_attempt_at = $4, claim_token = NULL, claimed_by = NULL, claim_expires_at = NULL
          WHERE id = $1 AND claim_token = $2 AND status = 'pending'`,
        [claim.record.id, claim.token, error, nextAttemptAt],
      );
    },

    async park(claim, error, parkedAt = new Date()) {
      await query(
        `UPDATE contact_messages SET status = 'parked', parked_at = $4, last_error = $3, claim_token = NULL, claimed_by = NULL, claim_expires_at = NULL
          WHERE id = $1 AND claim_token = $2 AND status = 'pending'`,
        [claim.record.id, claim.token, error, parkedAt],
      );
    },

    async importMessage(record, status) {
      const result = await query(
        `INSERT INTO contact_messages (id, received_at, ip, user_agent, lang, message, status, attempts, next_attempt_at,
                                       last_attempt_at, last_error, sent_at, parked_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (id) DO NOTHING`,
        [
          record.id,
          record.receivedAt,
          record.ip ?? null,
          record.userAgent ?? null,
          isContactLang(record.message.lang) ? record.message.lang : DEFAULT_CONTACT_LANG,
          messageJson(record.message),
          status,
          record.attempts,
          record.nextAttemptAt,
          record.lastAttemptAt ?? null,
          record.lastError ?? null,
          record.sentAt ?? null,
          record.parkedAt ?? null,
        ],
      );
      return result.rowCount === 1;
    },
  };
}
