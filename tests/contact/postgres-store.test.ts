/**
 * The PostgreSQL store against a real PostgreSQL server (tests/support/services.mjs): the
 * shared MessageStore contract, the schema made once when several instances start together,
 * claims that hold across separate connection pools (instances), and the import from a disk
 * outbox.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOutbox } from '../../server/contact/outbox.js';
import { createPostgresStore, describeDatabase, type PostgresStore } from '../../server/contact/postgres-store.js';
import { startPostgres, type PostgresServer } from '../support/services.mjs';
import { makeTempDir, removeDir } from './helpers.js';
import { contractMessage, describeStoreContract } from './store-contract.js';

let pg: PostgresServer;
let databases = 0;
const open: PostgresStore[] = [];

beforeAll(async () => {
  pg = await startPostgres();
}, 60_000);
afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
});
afterAll(async () => {
  await pg?.close();
});

/** A new empty database (so tests never see each other's rows) and a store on it. */
function freshDatabase(): string {
  databases += 1;
  return pg.createDatabase(`contract_${databases}`);
}

function storeOn(url: string): PostgresStore {
  const store = createPostgresStore({ connectionString: url });
  open.push(store);
  return store;
}

describeStoreContract('PostgreSQL', async () => {
  const store = storeOn(freshDatabase());
  await store.init();
  return store;
});

describe('PostgreSQL store', () => {
  it('creates its schema once when three instances start at the same time, and again is harmless', async () => {
    const url = freshDatabase();
    const instances = [storeOn(url), storeOn(url), storeOn(url)];
    await Promise.all(instances.map((store) => store.init()));
    await storeOn(url).init();
    const versions = await instances[0]!.query<{ version: number }>('SELECT version FROM contact_schema_migrations');
    expect(versions.rows).toEqual([{ version: 1 }, { version: 2 }]);
    const stored = await instances[1]!.store(contractMessage);
    expect(await instances[2]!.find(stored.id)).toMatchObject({ status: 'pending' });
  });

  it('gives each message to one of several instances (separate pools) claiming at once', async () => {
    const url = freshDatabase();
    const instances = [storeOn(url), storeOn(url), storeOn(url)];
    await instances[0]!.init();
    for (let i = 0; i < 30; i += 1) await instances[i % 3]!.store(contractMessage);
    const claimed: string[] = [];
    await Promise.all(
      instances.map(async (store) => {
        for (;;) {
          const { claim } = await store.claimNext({ retryFailedBefore: 0, leaseMs: 60_000 });
          if (!claim) return;
          claimed.push(claim.record.id);
        }
      }),
    );
    expect(claimed).toHaveLength(30);
    expect(new Set(claimed).size).toBe(30);
  });

  it('stores the language in its own column and the message as JSON', async () => {
    const store = storeOn(freshDatabase());
    const { id } = await store.store({ ...contractMessage, lang: 'ta' });
    const { rows } = await store.query<{ lang: string; message: Record<string, unknown> }>('SELECT lang, message FROM contact_messages WHERE id = $1', [id]);
    expect(rows[0]?.lang).toBe('ta');
    expect(rows[0]?.message).toMatchObject({ firstName: 'Priya', privacy: true });
  });

  it('imports a disk outbox message with its id and state, once', async () => {
    const dataDir = await makeTempDir();
    try {
      const outbox = createOutbox(dataDir);
      const waiting = await outbox.store({ ...contractMessage, lang: 'ta' });
      const store = storeOn(freshDatabase());
      const record = { ...waiting, attempts: 3, lastError: '421 later' };
      expect(await store.importMessage(record)).toBe(true);
      expect(await store.importMessage(record)).toBe(false);
      expect(await store.find(waiting.id)).toEqual({ status: 'pending', record });
    } finally {
      await removeDir(dataDir);
    }
  });

  it('names the database without its password', () => {
    expect(describeDatabase('postgres://kolam:s3cret@db.internal:5432/site?sslmode=require')).toBe('postgres://kolam@db.internal:5432/site');
  });
});
