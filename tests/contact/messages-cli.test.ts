/**
 * `npm run messages` over the disk outbox and over PostgreSQL (a real server), the move from
 * one to the other (import-outbox, twice), and the bundled CLI as build.mjs bundles it.
 */
import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import * as esbuild from 'esbuild';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutbox, type Outbox } from '../../server/contact/outbox.js';
import { createPostgresStore, type PostgresStore } from '../../server/contact/postgres-store.js';
import { createMessageId, emailHash, type MessageStore } from '../../server/contact/store.js';
import { runMessagesCli, type CliConfig } from '../../server/scripts/messages.js';
import type { ContactMessage } from '../../shared/contact/schema.js';
import { startPostgres, type PostgresServer } from '../support/services.mjs';
import { filesIn, makeTempDir, removeDir } from './helpers.js';

const message: ContactMessage = {
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'priya@example.com',
  subject: 'Packaging',
  message: 'Hello\nsecond line',
  privacy: true,
  lang: 'en',
};

const LEASE = { retryFailedBefore: 0, leaseMs: 60_000 };

let pg: PostgresServer;
let databases = 0;
let dataDir: string;
let config: CliConfig;
let store: MessageStore;

beforeAll(async () => {
  pg = await startPostgres();
}, 60_000);
afterAll(async () => {
  await pg?.close();
});
afterEach(async () => {
  await store?.close();
  await removeDir(dataDir);
});

/** The CLI's clock, fixed so the audit trail and lead status times are known. */
const NOW = new Date('2026-03-01T10:00:00.000Z');

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runMessagesCli(args, config, { out: (line) => out.push(line), err: (line) => err.push(line) }, () => NOW);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Every file under a folder whose text holds `needle` (any letter case). */
async function filesHolding(dir: string, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await readFile(file, 'utf8')).toLowerCase().includes(needle.toLowerCase())) found.push(path.relative(dir, file));
  }
  return found;
}

/** Store a message and claim it, so it can be marked sent or parked like the worker does. */
async function storeAndClaim(body: ContactMessage) {
  const stored = await store.store(body);
  const { claim } = await store.claimNext(LEASE);
  if (claim?.record.id !== stored.id) throw new Error('claimed another message');
  return claim;
}

describe.each(['disk', 'postgres'] as const)('npm run messages with the %s store', (kind) => {
  const place = (status: string) => (kind === 'disk' ? `${status}/` : status);

  beforeEach(async () => {
    dataDir = await makeTempDir();
    databases += 1;
    config = { DATA_DIR: dataDir, DATABASE_URL: kind === 'postgres' ? pg.createDatabase(`cli_${databases}`) : undefined };
    store = kind === 'disk' ? createOutbox(dataDir) : createPostgresStore({ connectionString: config.DATABASE_URL! });
    await store.init();
  });

  it('lists counts and one line per message of every status, with its language', async () => {
    const sent = await storeAndClaim({ ...message, subject: 'Website', lang: 'ta' });
    await store.markSent(sent);
    const parked = await storeAndClaim({ ...message, subject: 'Bounced' });
    await store.park(parked, 'EENVELOPE: 550 Mailbox unavailable');
    const pending = await store.store(message);

    const { code, out } = await run();
    expect(code).toBe(0);
    expect(out).toContain(`Contact messages in ${store.location}`);
    expect(out).toContain('pending: 1   sent: 1   parked: 1');
    expect(out).toMatch(new RegExp(`${pending.id} .* en  Priya Raman <priya@example.com>  "Packaging"  attempts 0`));
    expect(out).toMatch(new RegExp(`SENT \\(1\\)\\n  ${sent.record.id} .* ta  .*"Website"  sent `));
    expect(out).toMatch(new RegExp(`${parked.record.id} .*"Bounced"  parked .*last error: EENVELOPE: 550 Mailbox unavailable`));
    expect((await run('list')).out).toBe(out);
  });

  it('shows one message in full', async () => {
    const { id } = await store.store({ ...message, lang: 'ta' }, { ip: '203.0.113.7' });
    const { code, out } = await run('show', id);
    expect(code).toBe(0);
    expect(out).toContain(`Id:           ${id}`);
    expect(out).toContain(`Status:       ${place('pending')}`);
    expect(out).toContain('IP:           203.0.113.7');
    expect(out).toContain('Language:     Tamil (ta)');
    expect(out).toContain('Message:\n  Hello\n  second line');
    expect((await run('show', createMessageId())).code).toBe(1);
    expect((await run('show', '../../etc/passwd')).code).toBe(2);
  });

  it('neutralises terminal control characters from visitor text', async () => {
    const { id } = await store.store({ ...message, subject: 'Hi \u001b[31mred\u001b[0m \u009b2J' });
    const { out } = await run('show', id);
    expect(out).not.toMatch(/[\u001b\u009b]/);
    expect((await run()).out).not.toMatch(/[\u001b\u009b]/);
  });

  it('moves a parked message back to pending with attempts reset', async () => {
    const claim = await storeAndClaim(message);
    await store.park(claim, '550 no');
    const { code, out } = await run('retry', claim.record.id);
    expect(code).toBe(0);
    expect(out).toContain(`${claim.record.id}: moved back to ${place('pending')}`);
    expect(await store.find(claim.record.id)).toMatchObject({ status: 'pending', record: { attempts: 0 } });

    const again = await run('retry', claim.record.id);
    expect(again.code).toBe(1);
    expect(again.err).toContain(`not parked (it is in ${place('pending')})`);
  });

  it('retries every parked message with --all-parked', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const claim = await storeAndClaim(message);
      await store.park(claim, '550 no');
      ids.push(claim.record.id);
    }
    const { code } = await run('retry', '--all-parked');
    expect(code).toBe(0);
    expect((await store.list('pending')).map((item) => item.id)).toEqual(ids);
    expect(await store.counts()).toMatchObject({ parked: 0 });
    expect((await run('retry', '--all-parked')).out).toBe('No parked messages.');
  });

  it('explains its usage for unknown commands and missing arguments', async () => {
    expect(await run('frobnicate')).toMatchObject({ code: 2, err: expect.stringContaining('Usage: npm run messages') });
    expect((await run('retry')).code).toBe(2);
    expect((await run('show')).code).toBe(2);
    expect(await run('help')).toMatchObject({ code: 0, out: expect.stringContaining('import-outbox') });
  });
});

describe.each(['disk', 'postgres'] as const)('leads in npm run messages with the %s store', (kind) => {
  beforeEach(async () => {
    dataDir = await makeTempDir();
    databases += 1;
    config = { DATA_DIR: dataDir, DATABASE_URL: kind === 'postgres' ? pg.createDatabase(`leads_${databases}`) : undefined };
    store = kind === 'disk' ? createOutbox(dataDir) : createPostgresStore({ connectionString: config.DATABASE_URL! });
    await store.init();
  });

  it('shows where a message came from, its webhook and its lead status, and sets the status', async () => {
    const { id } = await store.store(message, { webhook: true, attribution: { landingPage: '/', utmSource: 'newsletter', utmCampaign: 'pongal', gclid: true, referrerHost: 'mail.google.com' } });
    const shown = await run('show', id);
    expect(shown.out).toContain('Lead status:  new');
    expect(shown.out).toContain('Landing page: /');
    expect(shown.out).toContain('utm_source:   newsletter');
    expect(shown.out).toContain('utm_campaign: pongal');
    expect(shown.out).toContain('gclid:        present (Google Ads click)');
    expect(shown.out).toContain('Referrer:     mail.google.com');
    expect(shown.out).toContain('Webhook:      pending, attempts 0');
    expect((await run()).out).toMatch(new RegExp(`${id} .*webhook: attempts 0  campaign: newsletter / pongal  gclid  from mail.google.com  lead new`));

    expect(await run('status', id, 'replied')).toMatchObject({ code: 0, out: `${id}: lead status replied` });
    expect((await run('show', id)).out).toContain(`Lead status:  replied (set ${NOW.toISOString()})`);
    expect((await run('status', id, 'archived')).code).toBe(2);
    expect((await run('status', createMessageId(), 'closed')).code).toBe(1);
  });

  it('exports CSV with a header, quoting a comma, a quote and a line break, keeping Tamil text, and logs each export', async () => {
    const first = await store.store(
      { ...message, firstName: 'கவியா', company: 'Raman & Sons, Madurai', subject: 'Logo for "Kolam Sweets"', message: 'வணக்கம்,\nஒரு புதிய லோகோ வேண்டும்.', lang: 'ta' },
      { attribution: { landingPage: '/ta', utmSource: 'newsletter', utmCampaign: 'பொங்கல், 2026' } },
    );
    await store.store({ ...message, subject: '=HYPERLINK("http://evil.example")', phone: '+91 98765 43210' });
    const { code, out, err } = await run('export', '--csv');
    expect(code).toBe(0);
    expect(out.startsWith('\uFEFFid,received_at,status,lead_status,language,first_name,last_name,email,phone,company,subject,message,landing_page,')).toBe(true);
    expect(out).toContain('"Raman & Sons, Madurai","Logo for ""Kolam Sweets""","வணக்கம்,\nஒரு புதிய லோகோ வேண்டும்."');
    const rows: Array<Record<string, string>> = parse(out, { columns: true, bom: true });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      id: first.id,
      status: 'pending',
      lead_status: 'new',
      language: 'ta',
      first_name: 'கவியா',
      company: 'Raman & Sons, Madurai',
      subject: 'Logo for "Kolam Sweets"',
      message: 'வணக்கம்,\nஒரு புதிய லோகோ வேண்டும்.',
      landing_page: '/ta',
      utm_source: 'newsletter',
      utm_campaign: 'பொங்கல், 2026',
      erased_at: '',
    });
    // A cell a spreadsheet would run as a formula is defused.
    expect(rows[1]).toMatchObject({ subject: `'=HYPERLINK("http://evil.example")`, phone: `'+91 98765 43210` });
    expect(err).toContain('Exported 2 message(s)');

    expect((await run('export', '--csv', '--since', '2999-01-01')).out.split('\r\n')).toHaveLength(1);
    expect((await run('export', '--csv', '--since', 'yesterday')).code).toBe(2);
    expect((await run('export')).code).toBe(2);
    expect(await store.audit()).toEqual([
      { at: NOW.toISOString(), action: 'export', details: { format: 'csv', rows: 2, since: 'all' } },
      { at: NOW.toISOString(), action: 'export', details: { format: 'csv', rows: 0, since: '2999-01-01T00:00:00.000Z' } },
    ]);
    expect((await run('audit')).out).toContain(`${NOW.toISOString()}  export    format=csv rows=2 since=all`);
  });

  it('erases every message from an address, pending, sent and parked, files included, and records it without the address', async () => {
    const address = 'Kavya.Raman@example.com';
    const from = { ...message, firstName: 'Kavya', email: address };
    const meta = { ip: '203.0.113.9', attribution: { utmCampaign: 'pongal' } };
    const sent = await storeAndClaim(from);
    await store.markSent(sent);
    const parked = await storeAndClaim(from);
    await store.park(parked, '550 no');
    const pending = await store.store(from, meta);
    const other = await store.store(message);
    // The disk outbox's other places: a file imported into PostgreSQL earlier, a leftover of a crash in tmp/.
    const outbox = createOutbox(dataDir);
    await outbox.init();
    const imported = { ...pending, id: createMessageId() };
    await mkdir(path.join(outbox.dir, 'imported'), { recursive: true });
    await writeFile(path.join(outbox.dir, 'imported', `${imported.id}.json`), JSON.stringify(imported));
    await writeFile(path.join(outbox.dir, 'tmp', `${createMessageId()}.1a2b3c4d.json`), JSON.stringify(pending));
    if (kind === 'postgres') {
      // What stayed on disk from before the switch to PostgreSQL.
      const old = await outbox.store(from);
      await outbox.update({ ...old, sentAt: NOW.toISOString() });
      await outbox.claimNext({ retryFailedBefore: 0, leaseMs: 1 });
    }

    const { code, out } = await run('erase', '--email', 'kavya.raman@EXAMPLE.com');
    expect(code).toBe(0);
    expect(out).toMatch(/^Erased \d+ message\(s\) from that address/);
    for (const id of [sent.record.id, parked.record.id, pending.id, imported.id]) expect(out).toContain(id);
    expect(out).not.toContain(other.id);
    expect(out).toContain(`Recorded in the audit trail as sha256 ${emailHash(address)}`);

    // The address is nowhere: no file under DATA_DIR, no row.
    expect(await filesHolding(dataDir, address)).toEqual([]);
    expect(await filesHolding(dataDir, '203.0.113.9')).toEqual([]);
    if (kind === 'postgres') {
      const { rows } = await (store as PostgresStore).query<{ n: string }>(
        "SELECT count(*) AS n FROM contact_messages m WHERE row_to_json(m)::text ILIKE '%kavya.raman@example.com%'",
      );
      expect(Number(rows[0]?.n)).toBe(0);
    }
    // What is left counts true and keeps its campaign.
    expect(await store.counts()).toEqual({ pending: 1, sent: 1, parked: 2 });
    expect((await store.find(pending.id))?.record).toMatchObject({ attribution: { utmCampaign: 'pongal' }, erasedAt: NOW.toISOString(), message: { lang: 'en' } });
    expect((await run('show', pending.id)).out).toContain('Message:      (erased)');
    expect((await run()).out).toMatch(new RegExp(`${pending.id} .* en  \\(erased 2026-03-01 10:00\\)  parked 2026-03-01 10:00  last error: erased before delivery`));
    const audit = await store.audit();
    expect(audit.at(-1)).toMatchObject({ action: 'erase', details: { emailSha256: emailHash(address) } });
    expect(JSON.stringify(audit).toLowerCase()).not.toContain('kavya');

    expect((await run('erase', '--email', address)).out).toContain('No message from that address is stored.');
    expect((await run('erase', address)).code).toBe(2);
  });
});

describe('npm run messages -- import-outbox (switching from the disk outbox to PostgreSQL)', () => {
  it('moves pending and parked messages with their ids and state, and imports nothing twice', async () => {
    dataDir = await makeTempDir();
    const outbox: Outbox = createOutbox(dataDir);
    const waiting = await outbox.store({ ...message, lang: 'ta' });
    const failing = await outbox.store({ ...message, subject: 'Bounced' });
    const done = await outbox.store({ ...message, subject: 'Already sent' });
    const lease = { retryFailedBefore: 0, leaseMs: 60_000 };
    await outbox.claimNext(lease); // waiting: claimed and released below without an outcome
    const failingClaim = (await outbox.claimNext(lease)).claim!;
    await outbox.park(failingClaim, '550 no');
    const doneClaim = (await outbox.claimNext(lease)).claim!;
    await outbox.markSent(doneClaim);

    databases += 1;
    config = { DATA_DIR: dataDir, DATABASE_URL: pg.createDatabase(`import_${databases}`) };
    expect((await run('import-outbox')).err).toBe('');
    store = createPostgresStore({ connectionString: config.DATABASE_URL! });
    expect(await store.counts()).toEqual({ pending: 1, sent: 0, parked: 1 });
    expect(await store.find(waiting.id)).toEqual({ status: 'pending', record: waiting });
    expect(await store.find(failing.id)).toMatchObject({ status: 'parked', record: { attempts: 1, lastError: '550 no' } });
    expect(await filesIn(dataDir, 'pending')).toEqual([]);
    expect(await filesIn(dataDir, 'parked')).toEqual([]);
    expect(await filesIn(dataDir, 'sent')).toEqual([`${done.id}.json`]);
    expect(await filesIn(dataDir, 'imported')).toEqual([`${waiting.id}.json`, `${failing.id}.json`].sort());

    // Again, even with the files put back (a crash between insert and move): nothing twice.
    const again = await run('import-outbox');
    expect(again).toMatchObject({ code: 0, out: expect.stringContaining('Imported 0 message(s)') });
    expect(await store.counts()).toEqual({ pending: 1, sent: 0, parked: 1 });
    const refill = createOutbox(dataDir);
    await refill.update(waiting);
    const third = await run('import-outbox');
    expect(third.out).toContain('Imported 0 message(s)');
    expect(third.out).toContain('1 were there already');
    expect(await store.counts()).toEqual({ pending: 1, sent: 0, parked: 1 });
  });

  it('needs DATABASE_URL', async () => {
    dataDir = await makeTempDir();
    config = { DATA_DIR: dataDir, DATABASE_URL: undefined };
    expect(await run('import-outbox')).toMatchObject({ code: 2, err: expect.stringContaining('DATABASE_URL') });
  });
});

describe('the bundled CLI (as build.mjs bundles it)', () => {
  it('reads DATA_DIR and DATABASE_URL from the environment and runs the command given', async () => {
    dataDir = await makeTempDir();
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const outdir = path.join(root, 'node_modules', '.cache', 'kolam-contact-tests', `cli-${process.pid}`);
    await mkdir(outdir, { recursive: true });
    await esbuild.build({
      entryPoints: { messages: path.join(root, 'server/scripts/messages.ts') },
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
    });
    try {
      const exec = promisify(execFile);
      const cli = path.join(outdir, 'messages.js');
      const outbox = createOutbox(dataDir);
      const stored = await outbox.store(message);
      await outbox.park((await outbox.claimNext(LEASE)).claim!, '550 no');
      const env = { PATH: process.env.PATH, DATA_DIR: dataDir };
      const listed = await exec(process.execPath, [cli], { env });
      expect(listed.stdout).toContain('pending: 0   sent: 0   parked: 1');
      const retried = await exec(process.execPath, [cli, 'retry', '--all-parked'], { env });
      expect(retried.stdout).toContain(`${stored.id}: moved back to pending/`);
      await expect(exec(process.execPath, [cli, 'nope'], { env })).rejects.toMatchObject({ code: 2 });

      databases += 1;
      const databaseUrl = pg.createDatabase(`bundled_${databases}`);
      const withDatabase = { ...env, DATABASE_URL: databaseUrl };
      const imported = await exec(process.execPath, [cli, 'import-outbox'], { env: withDatabase });
      expect(imported.stdout).toContain('Imported 1 message(s)');
      const fromDatabase = await exec(process.execPath, [cli, 'list'], { env: withDatabase });
      expect(fromDatabase.stdout).toContain('pending: 1   sent: 0   parked: 0');
      expect(fromDatabase.stdout).toContain(stored.id);
      await expect(exec(process.execPath, [cli], { env: { ...env, DATABASE_URL: 'mysql://x' } })).rejects.toMatchObject({ code: 2 });
    } finally {
      await removeDir(outdir);
    }
  });
});
