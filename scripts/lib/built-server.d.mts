import type { ChildProcess } from 'node:child_process';

export function freePort(): Promise<number>;

export function listening(port: number): Promise<boolean>;

export function waitFor<T>(what: string, check: () => T | Promise<T>, options?: { timeoutMs?: number; intervalMs?: number }): Promise<NonNullable<T>>;

export type BuiltServer = {
  /** http://127.0.0.1:<port> (also its SITE_URL unless env sets one). */
  url: string;
  origin: string;
  port: number;
  pid: number | undefined;
  child: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
};

export function startBuiltServer(env?: Record<string, string>): Promise<BuiltServer>;
