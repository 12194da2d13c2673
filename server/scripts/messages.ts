/**
 * Operator CLI for stored contact messages (docs/contact.md), bundled to
 * dist/server/messages.js and run as `npm run messages -- <command>`. It reads the same
 * store the server writes: PostgreSQL when DATABASE_URL is set, else the disk outbox in
 * DATA_DIR (both read through the server's own config schema).
 *
 *   list                    counts, then one line per pending, sent and parked message (default)
 *   show <id>               everything stored for one message (attribution and webhook included)
 *   retry <id>              a parked message's parked deliveries back to pending, attempts reset
 *   retry --all-parked      the same for every parked message
 *   status <id> <status>    the lead status: new, replied, closed or spam
 *   export --csv [--since DATE]
 *                           every message as CSV on stdout (header first); logged in the audit trail
 *   erase --email <address> erase every message from that address, in every state and folder
 *   audit                   the audit trail: exports, erasures, retention sweeps
 *   import-outbox           (DATABASE_URL) copy the disk outbox's pending and parked messages
 *                           into PostgreSQL, then move their files to messages/imported/
 *
 * A running server picks retried and imported messages up within a minute.
 */
import { realpathSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'csv-stringify/sync';
import type { Attribution } from '../../shared/contact/attribution.js';
import { contactLangNames, isContactLang } from '../../shared/contact/messages.js';
import { configFields, type Config } from '../config.js';
import { createContactStore } from '../contact/create-store.js';
import { createOutbox } from '../contact/outbox.js';
import { createPostgresStore } from '../contact/postgres-store.js';
import {
  deliveryOf,
  emailHash,
  isLeadStatus,
  isLive,
  isMessageId,
  LEAD_STATUSES,
  MESSAGE_STATUSES,
  type Delivery,
  type ErasedSummary,
  type MessageStatus,
  type MessageStore,
  type StoredMessage,
} from '../contact/store.js';

export type CliOutput = { out(line: string): void; err(line: string): void };
export type CliConfig = Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>;

const USAGE = [
  'Usage: npm run messages -- [command]',
  '  list                      counts and one line per message (default)',
  '  show <id>                 one message in full',
  '  retry <id>                move a parked message back to pending (attempts reset)',
  '  retry --all-parked        retry every parked message',
  `  status <id> <status>      set the lead status: ${LEAD_STATUSES.join(', ')}`,
  '  export --csv [--since DATE]',
  '                            every message (or those received since DATE, e.g. 2026-01-15)',
  '                            as CSV on stdout; each export is logged in the audit trail',
  '  erase --email <address>   erase every message from that address (all states and files)',
  '  audit                     exports, erasures and retention sweeps so far',
  '  import-outbox             with DATABASE_URL: move the pending and parked messages of the',
  '                            disk outbox in DATA_DIR into PostgreSQL (safe to run again)',
].join('\n');

const STORE_COMMANDS = ['list', 'show', 'retry', 'status', 'export', 'erase', 'audit'] as const;
type StoreCommand = (typeof STORE_COMMANDS)[number];

function isStoreCommand(value: string): value is StoreCommand {
  return (STORE_COMMANDS as readonly string[]).includes(value);
}

/** Runs one command; returns the process exit code. `now` is the clock (tests move it). */
export async function runMessagesCli(args: string[], config: CliConfig, io: CliOutput, now: () => Date = () => new Date()): Promise<number> {
  const [command = 'list', ...rest] = args;
  if (command === 'import-outbox') return importOutbox(config, io);
  if (command === 'help' || command === '--help' || command === '-h') {
    io.out(USAGE);
    return 0;
  }
  if (!isStoreCommand(command)) {
    io.err(`Unknown command "${clean(command)}"\n\n${USAGE}`);
    return 2;
  }
  if (command === 'erase') return erase(rest, config, io, now());
  const store = createContactStore(config);
  try {
    return await runStoreCommand(command, rest, store, io, now());
  } finally {
    await store.close();
  }
}

async function runStoreCommand(command: Exclude<StoreCommand, 'erase'>, rest: string[], store: MessageStore, io: CliOutput, now: Date): Promise<number> {
  const place = (status: MessageStatus) => (store.kind === 'disk' ? `${status}/` : status);
  switch (command) {
    case 'list': {
      io.out(`Contact messages in ${store.location}`);
      const counts = await store.counts();
      io.out(MESSAGE_STATUSES.map((status) => `${status}: ${counts[status]}`).join('   '));
      for (const status of MESSAGE_STATUSES) {
        if (counts[status] === 0) continue;
        const listed = await store.list(status);
        io.out('');
        io.out(`${status.toUpperCase()} (${listed.length})`);
        for (const item of listed) {
          io.out(`  ${item.record ? summaryLine(item.record) : clean(`${item.id}  (unreadable: ${item.unreadable})`)}`);
        }
      }
      return 0;
    }

    case 'show': {
      const id = rest[0];
      if (!id || !isMessageId(id)) {
        io.err(`show needs a message id such as 20250301-101502-123-3fa9c2d1e0b4\n\n${USAGE}`);
        return 2;
      }
      const found = await store.find(id);
      if (!found) {
        io.err(`No message ${id} in ${store.location}`);
        return 1;
      }
      io.out(details(found.record, place(found.status)));
      return 0;
    }

    case 'retry': {
      const target = rest[0];
      const ids =
        target === '--all-parked'
          ? (await store.list('parked')).map((item) => item.id)
          : target && isMessageId(target)
            ? [target]
            : undefined;
      if (!ids) {
        io.err(`retry needs a message id or --all-parked\n\n${USAGE}`);
        return 2;
      }
      if (ids.length === 0) {
        io.out('No parked messages.');
        return 0;
      }
      let failed = 0;
      for (const id of ids) {
        if (await store.retryParked(id)) {
          io.out(`${id}: moved back to ${place('pending')} (attempts reset)`);
          continue;
        }
        failed += 1;
        const found = await store.find(id);
        if (found?.record.erasedAt) io.err(`${id}: erased; there is nothing left to deliver`);
        else io.err(found ? `${id}: not parked (it is in ${place(found.status)})` : `${id}: no such message`);
      }
      if (failed < ids.length) io.out('A running server sends them within a minute; or restart it to send them now.');
      return failed > 0 ? 1 : 0;
    }

    case 'status': {
      const [id, status] = rest;
      if (!id || !isMessageId(id) || !isLeadStatus(status)) {
        io.err(`status needs a message id and one of ${LEAD_STATUSES.join(', ')}\n\n${USAGE}`);
        return 2;
      }
      if (!(await store.setLeadStatus(id, status, now))) {
        io.err(`No message ${id} in ${store.location}`);
        return 1;
      }
      io.out(`${id}: lead status ${status}`);
      return 0;
    }

    case 'export':
      return exportCsv(rest, store, io, now);

    case 'audit': {
      const entries = await store.audit();
      if (entries.length === 0) io.out('Nothing recorded yet.');
      for (const entry of entries) {
        const detail = Object.entries(entry.details)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join(',') : String(value)}`)
          .join(' ');
        io.out(clean(`${entry.at}  ${entry.action.padEnd(9)} ${detail}`));
      }
      return 0;
    }
  }
}

/** The CSV's columns, in order; the header row is these names. */
const CSV_COLUMNS = [
  'id',
  'received_at',
  'status',
  'lead_status',
  'language',
  'first_name',
  'last_name',
  'email',
  'phone',
  'company',
  'subject',
  'message',
  'landing_page',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'referrer_host',
  'email_sent_at',
  'webhook_sent_at',
  'erased_at',
] as const;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or CR) as a formula: a visitor
 * could write one. Such a cell gets a leading apostrophe, as OWASP advises (CSV injection).
 */
function spreadsheetSafe(value: string | undefined): string {
  if (!value) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvRow(record: StoredMessage, status: MessageStatus): Record<(typeof CSV_COLUMNS)[number], string> {
  const message = isLive(record.message) ? record.message : undefined;
  const attribution: Attribution = record.attribution ?? {};
  return {
    id: record.id,
    received_at: record.receivedAt,
    status,
    lead_status: record.leadStatus ?? 'new',
    language: record.message.lang,
    first_name: spreadsheetSafe(message?.firstName),
    last_name: spreadsheetSafe(message?.lastName),
    email: spreadsheetSafe(message?.email),
    phone: spreadsheetSafe(message?.phone),
    company: spreadsheetSafe(message?.company),
    subject: spreadsheetSafe(message?.subject),
    message: spreadsheetSafe(message?.message),
    landing_page: spreadsheetSafe(attribution.landingPage),
    utm_source: spreadsheetSafe(attribution.utmSource),
    utm_medium: spreadsheetSafe(attribution.utmMedium),
    utm_campaign: spreadsheetSafe(attribution.utmCampaign),
    utm_term: spreadsheetSafe(attribution.utmTerm),
    utm_content: spreadsheetSafe(attribution.utmContent),
    gclid: attribution.gclid ? 'yes' : '',
    fbclid: attribution.fbclid ? 'yes' : '',
    referrer_host: spreadsheetSafe(attribution.referrerHost),
    email_sent_at: record.sentAt ?? '',
    webhook_sent_at: record.webhook?.sentAt ?? '',
    erased_at: record.erasedAt ?? '',
  };
}

/** `2026-01-15` (midnight UTC) or a full ISO time; undefined when it is neither. */
function parseSince(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return undefined;
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time) ? undefined : new Date(time);
}

/**
 * Every message as CSV on stdout, oldest first, with a header; erased messages stay as rows
 * without their personal fields, so counts are true. A UTF-8 byte order mark comes first so
 * Excel reads Tamil text correctly (Google Sheets and LibreOffice ignore it). The export is
 * recorded in the audit trail (when, how many rows, which filter; nothing personal).
 */
async function exportCsv(args: string[], store: MessageStore, io: CliOutput, now: Date): Promise<number> {
  let since: Date | undefined;
  let csv = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--csv') csv = true;
    else if (arg === '--since' && args[i + 1] !== undefined) {
      since = parseSince(args[i + 1] ?? '');
      if (!since) {
        io.err(`--since needs a date such as 2026-01-15 (UTC) or an ISO time, not "${clean(args[i + 1] ?? '')}"`);
        return 2;
      }
      i += 1;
    } else {
      io.err(`export takes --csv and optionally --since DATE, not "${clean(arg ?? '')}"\n\n${USAGE}`);
      return 2;
    }
  }
  if (!csv) {
    io.err(`export needs --csv (the only format)\n\n${USAGE}`);
    return 2;
  }
  const rows: Array<{ id: string; row: ReturnType<typeof csvRow> }> = [];
  for (const status of MESSAGE_STATUSES) {
    for (const item of await store.list(status)) {
      if (!item.record) continue;
      if (since && Date.parse(item.record.receivedAt) < since.getTime()) continue;
      rows.push({ id: item.id, row: csvRow(item.record, status) });
    }
  }
  rows.sort((a, b) => a.id.localeCompare(b.id));
  // CRLF between records (RFC 4180); a field with a line break of its own must then be quoted
  // explicitly (csv-stringify quotes only fields that contain the record delimiter).
  const text = stringify(
    rows.map(({ row }) => row),
    { header: true, columns: [...CSV_COLUMNS], bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
  io.out(text.replace(/\r\n$/, ''));
  await store.recordAudit({ at: now.toISOString(), action: 'export', details: { format: 'csv', rows: rows.length, since: since ? since.toISOString() : 'all' } });
  io.err(`Exported ${rows.length} message(s)${since ? ` received since ${since.toISOString()}` : ''}; the export is recorded in the audit trail (npm run messages -- audit).`);
  return 0;
}

/**
 * Erasure on request (DPDP Act s.12): every message from the address, whatever its state, in
 * the configured store and in the disk outbox's files (including imported/ and tmp/, which
 * PostgreSQL users still have from before the switch). Recorded in the audit trail by the
 * address's SHA-256, never the address.
 */
async function erase(args: string[], config: CliConfig, io: CliOutput, now: Date): Promise<number> {
  const address = args[0] === '--email' ? args[1]?.trim() : undefined;
  if (!address || !address.includes('@') || args.length !== 2) {
    io.err(`erase needs --email <address>\n\n${USAGE}`);
    return 2;
  }
  const erased: ErasedSummary[] = [];
  const outbox = createOutbox(config.DATA_DIR);
  const database = config.DATABASE_URL ? createPostgresStore({ connectionString: config.DATABASE_URL }) : undefined;
  const store: MessageStore = database ?? outbox;
  try {
    if (database) {
      erased.push(...(await database.eraseByEmail(address, now)).map((item) => ({ ...item, where: `PostgreSQL, ${item.where}` })));
    }
    erased.push(...(await outbox.eraseByEmail(address, now)).map((item) => ({ ...item, where: `${outbox.dir}/${item.where}` })));
    const hash = emailHash(address);
    await store.recordAudit({ at: now.toISOString(), action: 'erase', details: { emailSha256: hash, messages: erased.length, ids: erased.map((item) => item.id) } });
    if (erased.length === 0) io.out('No message from that address is stored.');
    else {
      io.out(`Erased ${erased.length} message(s) from that address (personal fields removed; id, dates, language and attribution kept):`);
      for (const item of erased) io.out(clean(`  ${item.id}${item.receivedAt ? `  received ${shortTime(item.receivedAt)}` : ''}  (was in ${item.where})`));
    }
    if (database && erased.length > 0) {
      try {
        await database.vacuum();
      } catch (error) {
        io.err(`VACUUM contact_messages failed (${describe(error)}): run it as the table's owner so old row versions are reclaimed.`);
      }
    }
    io.out(`Recorded in the audit trail as sha256 ${hash} (the address itself is not kept).`);
    return 0;
  } finally {
    await database?.close();
  }
}

/**
 * Switching from the disk outbox to PostgreSQL: every pending and parked message keeps its
 * id (so its Message-ID), attempts and errors. Each is inserted (nothing happens when the id
 * is already there), then its file moves to messages/imported/, so a server still on the disk
 * outbox would not send it too. Running it again imports nothing twice.
 */
async function importOutbox(config: CliConfig, io: CliOutput): Promise<number> {
  if (!config.DATABASE_URL) {
    io.err('import-outbox needs DATABASE_URL (the PostgreSQL database to move the messages into).');
    return 2;
  }
  const outbox = createOutbox(config.DATA_DIR);
  const database = createPostgresStore({ connectionString: config.DATABASE_URL });
  const importedDir = path.join(outbox.dir, 'imported');
  let imported = 0;
  let already = 0;
  let unreadable = 0;
  try {
    await database.init();
    for (const status of ['pending', 'parked'] as const) {
      for (const item of await outbox.list(status)) {
        if (!item.record) {
          unreadable += 1;
          io.err(clean(`${item.id}: unreadable, left in ${status}/ (${item.unreadable})`));
          continue;
        }
        if (await database.importMessage(item.record)) imported += 1;
        else already += 1;
        await mkdir(importedDir, { recursive: true });
        await rename(path.join(outbox.dir, status, `${item.id}.json`), path.join(importedDir, `${item.id}.json`));
      }
    }
  } finally {
    await database.close();
  }
  io.out(`Imported ${imported} message(s) from ${outbox.dir} into ${database.location}; ${already} were there already.`);
  if (imported + already > 0) io.out(`Their files are now in ${importedDir} (keep them as a record or delete them).`);
  return unreadable > 0 ? 1 : 0;
}

/** A channel's state in a few words: "sent 2026-01-15 10:02", "attempts 2  next …", "parked …  last error: …". */
function deliveryState(delivery: Delivery, status: 'pending' | 'sent' | 'parked'): string[] {
  const parts: string[] = [];
  if (status === 'pending') {
    parts.push(`attempts ${delivery.attempts}`);
    if (delivery.attempts > 0) parts.push(`next ${shortTime(delivery.nextAttemptAt)}`);
  }
  if (status === 'sent' && delivery.sentAt) parts.push(`sent ${shortTime(delivery.sentAt)}`);
  if (status === 'parked' && delivery.parkedAt) parts.push(`parked ${shortTime(delivery.parkedAt)}`);
  if (status !== 'sent' && delivery.lastError) parts.push(`last error: ${delivery.lastError}`);
  return parts;
}

function channelStatus(delivery: Delivery): 'pending' | 'sent' | 'parked' {
  return delivery.sentAt ? 'sent' : delivery.parkedAt ? 'parked' : 'pending';
}

/** "newsletter / email / pongal" and friends: where the visitor came from, in short. */
function sourceOf(attribution: Attribution | undefined): string | undefined {
  if (!attribution) return undefined;
  const campaign = [attribution.utmSource, attribution.utmMedium, attribution.utmCampaign].filter(Boolean).join(' / ');
  const clicks = [attribution.gclid ? 'gclid' : '', attribution.fbclid ? 'fbclid' : ''].filter(Boolean).join(', ');
  return [campaign, clicks, attribution.referrerHost ? `from ${attribution.referrerHost}` : ''].filter(Boolean).join('  ') || undefined;
}

function summaryLine(record: StoredMessage): string {
  const { message } = record;
  const parts = [record.id, shortTime(record.receivedAt), message.lang];
  if (isLive(message)) parts.push(`${message.firstName} ${message.lastName} <${message.email}>`, `"${message.subject}"`);
  else parts.push(`(erased ${shortTime(record.erasedAt ?? '')})`);
  // The e-mail's state as before the webhook; the webhook's after it when there is one.
  const email = deliveryOf(record, 'email');
  if (email) parts.push(...deliveryState(email, channelStatus(email)));
  if (record.webhook) parts.push(`webhook: ${deliveryState(record.webhook, channelStatus(record.webhook)).join(' ')}`);
  const source = sourceOf(record.attribution);
  if (source) parts.push(`campaign: ${source}`);
  parts.push(`lead ${record.leadStatus ?? 'new'}`);
  return clean(parts.join('  '));
}

function deliverySummary(delivery: Delivery | undefined): string | undefined {
  if (!delivery) return undefined;
  const status = channelStatus(delivery);
  const when = status === 'sent' ? delivery.sentAt : status === 'parked' ? delivery.parkedAt : undefined;
  const parts = [`${status}${when ? ` ${when}` : ''}`, `attempts ${delivery.attempts}`];
  if (status === 'pending' && delivery.attempts > 0) parts.push(`next ${delivery.nextAttemptAt}`);
  if (status !== 'sent' && delivery.lastError) parts.push(`last error: ${delivery.lastError}`);
  return parts.join(', ');
}

function details(record: StoredMessage, place: string): string {
  const { message } = record;
  const attribution: Attribution = record.attribution ?? {};
  const live = isLive(message) ? message : undefined;
  const rows: Array<[string, string | number | undefined]> = [
    ['Id', record.id],
    ['Status', place],
    ['Lead status', `${record.leadStatus ?? 'new'}${record.leadStatusAt ? ` (set ${record.leadStatusAt})` : ''}`],
    ['Received', record.receivedAt],
    ['Erased', record.erasedAt],
    ['IP', record.ip],
    ['User agent', record.userAgent],
    ['Language', isContactLang(message.lang) ? `${contactLangNames[message.lang]} (${message.lang})` : String(message.lang)],
    ['Attempts', record.attempts],
    ['Next attempt', place.startsWith('pending') && !record.sentAt && !record.parkedAt ? record.nextAttemptAt : undefined],
    ['Last attempt', record.lastAttemptAt],
    ['Last error', record.lastError],
    ['Sent', record.sentAt],
    ['Parked', record.parkedAt],
    ['Webhook', deliverySummary(record.webhook)],
    ['Landing page', attribution.landingPage],
    ['utm_source', attribution.utmSource],
    ['utm_medium', attribution.utmMedium],
    ['utm_campaign', attribution.utmCampaign],
    ['utm_term', attribution.utmTerm],
    ['utm_content', attribution.utmContent],
    ['gclid', attribution.gclid ? 'present (Google Ads click)' : undefined],
    ['fbclid', attribution.fbclid ? 'present (Meta ads click)' : undefined],
    ['Referrer', attribution.referrerHost],
    ['Name', live ? `${live.firstName} ${live.lastName}` : undefined],
    ['E-mail', live?.email],
    ['Phone', live?.phone],
    ['Company', live?.company],
    ['Subject', live?.subject],
  ];
  const lines = rows
    .filter((row): row is [string, string | number] => row[1] !== undefined && row[1] !== '')
    .map(([label, value]) => clean(`${`${label}:`.padEnd(14)}${value}`));
  if (!live) return [...lines, 'Message:      (erased)'].join('\n');
  const body = live.message.split('\n').map((line) => `  ${clean(line)}`);
  return [...lines, 'Message:', ...body].join('\n');
}

function shortTime(iso: string): string {
  return iso.replace('T', ' ').slice(0, 16);
}

/** Visitor text goes to a terminal: control characters (escape sequences) are replaced. */
function clean(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?');
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function main(): Promise<void> {
  const parsed = configFields.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse({
    DATA_DIR: process.env.DATA_DIR || undefined,
    DATABASE_URL: process.env.DATABASE_URL || undefined,
  });
  if (!parsed.success) {
    console.error(`Invalid configuration: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join(', ')}`);
    process.exitCode = 2;
    return;
  }
  process.exitCode = await runMessagesCli(process.argv.slice(2), parsed.data, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main().catch((error: unknown) => {
    console.error(describe(error));
    process.exitCode = 1;
  });
}
