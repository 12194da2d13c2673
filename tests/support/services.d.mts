export type PostgresServer = {
  port: number;
  /** The `postgres` database. */
  url: string;
  urlFor(database: string): string;
  /** CREATE DATABASE; returns its URL. */
  createDatabase(name: string): string;
  psql(sql: string, database?: string): string;
  start(): Promise<void>;
  stop(): Promise<void>;
  close(): Promise<void>;
};

export function startPostgres(options?: { fsync?: boolean }): Promise<PostgresServer>;

export type RedisServer = {
  port: number;
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  close(): Promise<void>;
};

export function startRedis(): Promise<RedisServer>;
