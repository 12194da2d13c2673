// What every test, benchmark and script that drives a running site needs, written once: a free
// loopback port, whether something listens on a port, a wait for a condition, and the built
// production server (DIST_DIR or dist/) started on a free port and ready.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** A loopback port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Whether something accepts connections on the loopback port. */
export function listening(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Polls `check` until it returns something truthy, and returns that. An exception from
 * `check` ends the wait (a check that may fail while the thing starts catches for itself).
 */
export async function waitFor(what, check, { timeoutMs = 10_000, intervalMs = 25 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * `node dist/server/main.js` on a free port, resolved once /readyz answers 200 (every sitemap
 * page rendered and cached). `env` adds to the environment: DIST_DIR starts another build (a
 * benchmark's baseline); without DATA_DIR a temporary one is made and removed on stop().
 */
export async function startBuiltServer(env = {}) {
  const port = await freePort();
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'kolam-'));
  const url = `http://127.0.0.1:${port}`;
  const main = path.resolve(root, env.DIST_DIR ?? process.env.DIST_DIR ?? 'dist', 'server/main.js');
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SITE_URL: url, ...env, DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      `${main} to answer /readyz`,
      async () => {
        if (child.exitCode !== null) throw new Error(`${main} exited with ${child.exitCode}`);
        return (await fetch(`${url}/readyz`).catch(() => undefined))?.ok;
      },
      { timeoutMs: 120_000, intervalMs: 100 },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, origin: url, port, pid: child.pid, child, dataDir, stop };
}
