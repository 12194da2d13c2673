/**
 * Shared by the contact tests: a real SMTP server (smtp-server) on a free port, a tiny
 * parser for what it received, temporary data directories, and the real app (buildApp via
 * tests/helpers/app.ts) configured for contact tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { Config } from '../../server/config.js';
import { freePort } from '../../scripts/lib/built-server.mjs';
import { createTestApp, distDir } from '../helpers/app.js';

export { freePort, waitFor } from '../../scripts/lib/built-server.mjs';

export type SmtpBehaviour = 'accept' | 'greeting-421' | 'reject-550';

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type TestSmtpServer = {
  port: number;
  url: string;
  received: ReceivedMail[];
  behaviour: SmtpBehaviour;
  connections: number;
  /** Connection errors the server reported (e.g. a client reset mid-session). */
  errors: Error[];
  close(): Promise<void>;
};

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

/** A real SMTP server on 127.0.0.1 (no TLS, no auth) that records what it accepts. */
export async function startSmtpServer(options: { port?: number; behaviour?: SmtpBehaviour } = {}): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    port: 0,
    url: '',
    received: [],
    behaviour: options.behaviour ?? 'accept',
    connections: 0,
    errors: [],
    close: async () => {},
  };
  const server = new SMTPServer({
    logger: false,
    disableReverseLookup: true,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onConnect(_session, callback) {
      state.connections += 1;
      if (state.behaviour === 'greeting-421') return callback(smtpError('Service not available, try later', 421));
      return callback();
    },
    onRcptTo(_address, _session, callback) {
      if (state.behaviour === 'reject-550') return callback(smtpError('Mailbox unavailable', 550));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        state.received.push({
          from,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client that dies mid-session (an instance killed with SIGKILL) resets its connection;
  // smtp-server reports that here, and without a listener it would be an uncaught error.
  server.on('error', (error: Error) => {
    state.errors.push(error);
  });
  const address = server.server.address();
  state.port = typeof address === 'object' && address ? address.port : 0;
  state.url = `smtp://127.0.0.1:${state.port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}


export type ParsedMail = {
  /** Raw header block, unfolded, one header per line. */
  headerLines: string[];
  /** First value of a header, RFC 2047 words decoded. */
  header(name: string): string | undefined;
  text: string;
  html: string;
};

/** Just enough MIME to read what nodemailer sends: headers, multipart/alternative, QP/base64. */
export function parseMail(raw: string): ParsedMail {
  const { headerLines, body } = splitHead(raw);
  const header = (name: string) => findHeader(headerLines, name);
  const parts: Array<{ type: string; content: string }> = [];
  const contentType = header('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitHead(chunk.replace(/^\r\n/, ''));
      parts.push({
        type: findHeader(part.headerLines, 'content-type') ?? 'text/plain',
        content: decodeBody(part.body.replace(/\r\n$/, ''), findHeader(part.headerLines, 'content-transfer-encoding')),
      });
    }
  } else {
    parts.push({ type: contentType, content: decodeBody(body, header('content-transfer-encoding')) });
  }
  return {
    headerLines,
    header,
    text: parts.find((part) => part.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((part) => part.type.startsWith('text/html'))?.content ?? '',
  };
}

function splitHead(raw: string): { headerLines: string[]; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end + 4);
  return { headerLines: head.replace(/\r\n[ \t]+/g, ' ').split('\r\n'), body };
}

function findHeader(lines: string[], name: string): string | undefined {
  const prefix = `${name.toLowerCase()}:`;
  const line = lines.find((candidate) => candidate.toLowerCase().startsWith(prefix));
  return line === undefined ? undefined : decodeWords(line.slice(prefix.length).trim());
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body.replace(/=\r\n/g, ''));
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export async function makeTempDir(prefix = 'kolam-contact-'): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** File names in DATA_DIR/messages/<folder> (empty when the folder does not exist). */
export async function filesIn(dataDir: string, folder: 'pending' | 'sent' | 'parked' | 'tmp' | 'imported'): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, 'messages', folder))).sort();
  } catch {
    return [];
  }
}


/**
 * The real app (buildApp with the built client, through createTestApp) for contact tests:
 * SITE_URL https://kolamstudio.in, short SMTP timeouts, fast retries unless overridden.
 */
export async function buildContactApp(env: Partial<Record<keyof Config, string>>): Promise<FastifyInstance> {
  return createTestApp({ SITE_URL: 'https://kolamstudio.in', CONTACT_RETRY_BASE_MS: '100', CONTACT_RESCAN_MS: '200', SMTP_TIMEOUT_MS: '2000', ...env });
}

export const validMessage = {
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  company: 'Raman Textiles',
  subject: 'New packaging for our saree range',
  message: 'Hello,\nwe would like new packaging.\n\nThanks',
  privacy: true,
};

/** What the store keeps of validMessage (the language defaults to English). */
export const storedValidMessage = { ...validMessage, lang: 'en' };

export type ContactFormState = { values: Record<string, string>; errors: Record<string, string>; formError?: string };

/** The contact page's form state after a failed post: its route's action data, in the page's hydration data. */
export function contactFormOf(html: string): ContactFormState | undefined {
  const match = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no boot data in the page');
  const boot = JSON.parse(match[1]!) as { hydration?: { actionData?: Record<string, ContactFormState> | null } };
  return Object.values(boot.hydration?.actionData ?? {})[0];
}

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL and wait for the exit. */
  kill(): Promise<void>;
};

/**
 * The BUILT server (dist/server/main.js, or DIST_DIR) as a process, configured only through
 * its environment like production, on a free loopback port; resolves once /healthz answers.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(distDir, 'server/main.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${printed}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await end('SIGKILL');
      throw new Error(`server did not answer /healthz in 30 s: ${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, port, child, output: () => printed, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}

/** The Message-ID's id part of every mail the SMTP server received, in order. */
export function deliveredIds(smtp: TestSmtpServer): string[] {
  return smtp.received.map((mail) => (parseMail(mail.raw).header('message-id') ?? '').replace(/^<|@[^>]*>$/g, ''));
}

export type ReceivedWebhook = {
  at: number;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body, as signed. */
  body: string;
  /** Whether X-Kolam-Signature is right for the body with the test's secret, and the signed timestamp fresh and equal to X-Kolam-Timestamp. */
  signatureValid: boolean;
  /** The status the receiver answered. */
  status: number;
};

export type WebhookReceiver = {
  url: string;
  received: ReceivedWebhook[];
  /** The answers that were 2xx. */
  accepted(): ReceivedWebhook[];
  close(): Promise<void>;
};

/**
 * A loopback HTTP receiver for the lead webhook that checks each request's signature the way
 * docs/contact.md tells a receiver to (HMAC-SHA256 of the raw body, compared in constant time;
 * for the JSON format, the signed body's timestamp equal to X-Kolam-Timestamp and recent).
 * `answer(n)` decides the status of the n-th request (0-based); 'hang' never answers (a timeout).
 */
export async function startWebhookReceiver(secret: string, answer: (n: number) => number | 'hang' = () => 204): Promise<WebhookReceiver> {
  const { createServer: createHttpServer } = await import('node:http');
  const { createHmac, timingSafeEqual } = await import('node:crypto');
  const received: ReceivedWebhook[] = [];
  const hanging = new Set<import('node:http').ServerResponse>();
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
      const given = Buffer.from(String(request.headers['x-kolam-signature'] ?? ''));
      const timestamp = Number(request.headers['x-kolam-timestamp']);
      const signed: unknown = JSON.parse(body);
      const signedTimestamp = typeof signed === 'object' && signed !== null && 'timestamp' in signed ? signed.timestamp : timestamp;
      const fresh = signedTimestamp === timestamp && Math.abs(Date.now() / 1000 - timestamp) < 300;
      const signatureValid = fresh && given.length === expected.length && timingSafeEqual(given, expected);
      const status = answer(received.length);
      received.push({ at: Date.now(), headers: request.headers, body, signatureValid, status: status === 'hang' ? 0 : status });
      if (status === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status >= 300 ? `refused with ${status}` : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hooks/kolam`,
    received,
    accepted: () => received.filter((item) => item.status >= 200 && item.status < 300),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
