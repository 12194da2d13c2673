/**
 * The built server as a process: graceful shutdown (an in-flight request finishes, then
 * exit 0), a bad configuration stops start-up naming the variable, and the Docker runtime
 * stage's contract: a production-only install of the built output starts and answers.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startBuiltServer } from '../browser/global-setup.js';
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
    await new Promise((resolve) => setTimeout(resolve, 150));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 150));
    socket.write(body.slice(20));
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 202 /);
    expect(await exitCode(server.child)).toBe(0);
    expect(readdirSync(path.join(server.dataDir, 'messages', 'pending'))).toHaveLength(1);
    rmSync(server.dataDir, { recursive: true, force: true });
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

describe('Docker runtime contract', () => {
  it('a production-only install of the built output starts and answers /healthz and /', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kolam-runtime-'));
    try {
      for (const file of ['package.json', 'package-lock.json']) cpSync(file, path.join(dir, file));
      cpSync(distDir, path.join(dir, 'dist'), { recursive: true });
      execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'pipe', timeout: 180_000 });
      const installed = readdirSync(path.join(dir, 'node_modules'));
      expect(installed).toContain('fastify');
      expect(installed).not.toContain('vitest');
      expect(installed).not.toContain('esbuild');
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
