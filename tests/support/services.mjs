// Real PostgreSQL and Redis servers for the contact tests and the benchmark: Debian's
// `postgresql` and `redis-server` packages, started on free loopback ports with their data in
// temporary folders, stopped by PID, folders removed. Missing binaries are an error (the tests
// fail, they never skip): `apt-get install -y postgresql redis-server`.
//
// PostgreSQL refuses to run as root, so as root initdb/pg_ctl run as the `postgres` user
// (runuser) on a folder chowned to it; the Unix socket goes to a private folder beside the data.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, listening, waitFor } from '../../scripts/lib/built-server.mjs';

/** Everything started and not yet closed, killed if the test process exits early. */
const running = new Set();
process.once('exit', () => {
  for (const entry of running) entry.killNow();
});

function findPostgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = path.join(base, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin (apt-get install -y postgresql, or set PG_BIN)');
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Run a PostgreSQL tool, as the postgres user when we are root. */
function pgTool(bin, tool, args, options = {}) {
  const command = path.join(bin, tool);
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, argv, { stdio: 'pipe', timeout: 60_000, ...options });
}

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A fresh PostgreSQL cluster (trust auth for `postgres` on 127.0.0.1). `fsync: false` (the
 * default for tests) skips flushing to disk; the benchmark keeps it on.
 * Returns { url, port, urlFor(db), createDatabase(name), stop(), start(), close() }.
 */
export async function startPostgres({ fsync = false } = {}) {
  const bin = findPostgresBin();
  const root = mkdtempSync(path.join(tmpdir(), 'kolam-pg-'));
  const dataDir = path.join(root, 'data');
  const socketDir = path.join(root, 'socket');
  mkdirSync(socketDir, { mode: 0o700 });
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
    chownSync(socketDir, uid, gid);
  }
  const port = await freePort();
  let pid;
  const entry = {
    killNow() {
      if (pid && pidAlive(pid)) process.kill(pid, 'SIGQUIT');
      rmSync(root, { recursive: true, force: true });
    },
  };
  running.add(entry);
  try {
    pgTool(bin, 'initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '-N']);
  } catch (error) {
    entry.killNow();
    running.delete(entry);
    throw new Error(`initdb failed: ${error.stderr?.toString() ?? error.message}`);
  }

  const server = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    urlFor: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      if (pid && pidAlive(pid)) return;
      const options = [`-p ${port}`, `-k ${socketDir}`, "-c listen_addresses=127.0.0.1", '-c max_connections=200', `-c fsync=${fsync ? 'on' : 'off'}`];
      if (!fsync) options.push('-c synchronous_commit=off', '-c full_page_writes=off');
      pgTool(bin, 'pg_ctl', ['-D', dataDir, '-l', path.join(root, 'server.log'), '-w', '-t', '60', '-o', options.join(' '), 'start']);
      pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      await waitFor('PostgreSQL to accept connections', () => listening(port));
    },
    /** Fast shutdown by PID: clients are disconnected, the port closes. */
    async stop() {
      if (!pid || !pidAlive(pid)) return;
      process.kill(pid, 'SIGINT');
      const stopping = pid;
      await waitFor('PostgreSQL to stop', () => !pidAlive(stopping), { timeoutMs: 30_000 });
      pid = undefined;
    },
    /** Run SQL with psql (setup only; the code under test uses its own pool). */
    psql(sql, database = 'postgres') {
      return pgTool(bin, 'psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-c', sql]).toString();
    },
    createDatabase(name) {
      server.psql(`CREATE DATABASE "${name}"`);
      return server.urlFor(name);
    },
    async close() {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
      running.delete(entry);
    },
  };
  await server.start();
  return server;
}

/** A Redis server without persistence. Returns { url, port, stop(), start(), close() }. */
export async function startRedis() {
  const probe = spawnSync('redis-server', ['--version'], { stdio: 'pipe' });
  if (probe.error || probe.status !== 0) {
    throw new Error('redis-server not found (apt-get install -y redis-server)');
  }
  const root = mkdtempSync(path.join(tmpdir(), 'kolam-redis-'));
  const port = await freePort();
  let child;
  const entry = {
    killNow() {
      child?.kill('SIGKILL');
      rmSync(root, { recursive: true, force: true });
    },
  };
  running.add(entry);
  const server = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      if (child && child.exitCode === null) return;
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', root], { stdio: 'ignore' });
      const started = child;
      await waitFor('Redis to accept connections', () => {
        if (started.exitCode !== null) throw new Error(`redis-server exited with ${started.exitCode}`);
        return listening(port);
      });
    },
    async stop() {
      const stopping = child;
      child = undefined;
      if (!stopping || stopping.exitCode !== null) return;
      const exited = new Promise((resolve) => stopping.once('exit', resolve));
      process.kill(stopping.pid, 'SIGTERM');
      await exited;
    },
    async close() {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
      running.delete(entry);
    },
  };
  await server.start();
  return server;
}
