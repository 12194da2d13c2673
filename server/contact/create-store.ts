/** The configured MessageStore: PostgreSQL when DATABASE_URL is set, else the disk outbox in DATA_DIR. */
import type { Config } from '../config.js';
import { createOutbox, type OutboxOptions } from './outbox.js';
import { createPostgresStore, type PostgresStoreOptions } from './postgres-store.js';
import type { MessageStore } from './store.js';

export type ContactStoreOptions = OutboxOptions & Pick<PostgresStoreOptions, 'log'>;

export function createContactStore(config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>, options: ContactStoreOptions = {}): MessageStore {
  if (config.DATABASE_URL) return createPostgresStore({ connectionString: config.DATABASE_URL, log: options.log });
  return createOutbox(config.DATA_DIR, options);
}
