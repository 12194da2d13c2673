/**
 * Operator CLI for stored contact messages (docs/contact.md), bundled to
 * dist/server/messages.js and run as `npm run messages -- <command>`. It reads the same
 * store the server writes: PostgreSQL when DATABASE_URL is set, else the disk outbox in
 * DATA_DIR (both read through the server's own config schema).
 *
 *   list                    counts, then one line per pending, sent and parked message (default)
 *   show <id>               everything stored for one message
 *   retry <id>              a parked message back to pending, attempts reset
 *   retry --all-parked      the same for every parked message
 *   import-outbox           (DATABASE_URL) copy the disk outbox's pending and parked messages
 *                           into PostgreSQL, then move their files to messages/imported/
 *
 * A running server picks retried and imported messages up within a minute.
 */
import { realpathSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contactLangNames, isContactLang } from '../../shared/contact/messages.js';
import { configSchema, type Config } from '../config.js';
import { createContactStore } from '../contact/create-store.js';
import { createOutbox } from '../contact/outbox.js';
import { createPostgresStore } from '../contact/postgres-store.js';
import { isMessageId, MESSAGE_STATUSES, type MessageStatus, type MessageStore, type StoredMessage } from '../contact/store.js';

export type CliOutput = { out(line: string): void; err(line: string): void };
export type CliConfig = Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>;

const USAGE = [
  'Usage: npm run messages -- [command]',
  '  list                  counts and one line per message (default)',
  '  show <id>             one message in full',
  '  retry <id>            move a parked message back to pending (attempts reset)',
  '  retry --all-parked    retry every parked message',
  '  import-outbox         with DATABASE_URL: move the pending and parked messages of the',
  '                        disk outbox in DATA_DIR into PostgreSQL (safe to run again)',
].join('\n');

/** Runs one command; returns the process exit code. */
export async function runMessagesCli(args: string[], config: CliConfig, io: CliOutput): Promise<number> {
  const [command = 'list', ...rest] = args;
  if (command === 'import-outbox') return importOutbox(config, io);
  if (command === 'help' || command === '--help' || command === '-h') {
    io.out(USAGE);
    return 0;
  }
  if (command !== 'list' && command !== 'show' && command !== 'retry') {
    io.err(`Unknown command "${clean(command)}"\n\n${USAGE}`);
    return 2;
  }
  const store = createContactStore(config);
  try {
    return await runStoreCommand(command, rest, store, io);
  } finally {
    await store.close();
  }
}

async function runStoreCommand(command: 'list' | 'show' | 'retry', rest: string[], store: MessageStore, io: CliOutput): Promise<number> {
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
          io.out(`  ${item.record ? summaryLine(item.record, status) : clean(`${item.id}  (unreadable: ${item.unreadable})`)}`);
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
        io.err(found ? `${id}: not parked (it is in ${place(found.status)})` : `${id}: no such message`);
      }
      if (failed < ids.length) io.out('A running server sends them within a minute; or restart it to send them now.');
      return failed > 0 ? 1 : 0;
    }
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
        if (await database.importMessage(item.record, status)) imported += 1;
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

function summaryLine(record: StoredMessage, status: MessageStatus): string {
  const { message } = record;
  const parts = [
    record.id,
    shortTime(record.receivedAt),
    message.lang,
    `${message.firstName} ${message.lastName} <${message.email}>`,
    `"${message.subject}"`,
  ];
  if (status === 'pending') {
    parts.push(`attempts ${record.attempts}`);
    if (record.attempts > 0) parts.push(`next ${shortTime(record.nextAttemptAt)}`);
  }
  if (status === 'sent' && record.sentAt) parts.push(`sent ${shortTime(record.sentAt)}`);
  if (status === 'parked' && record.parkedAt) parts.push(`parked ${shortTime(record.parkedAt)}`);
  if (status !== 'sent' && record.lastError) parts.push(`last error: ${record.lastError}`);
  return clean(parts.join('  '));
}

function details(record: StoredMessage, place: string): string {
  const { message } = record;
  const rows: Array<[string, string | number | undefined]> = [
    ['Id', record.id],
    ['Status', place],
    ['Received', record.receivedAt],
    ['IP', record.ip],
    ['User agent', record.userAgent],
    ['Language', isContactLang(message.lang) ? `${contactLangNames[message.lang]} (${message.lang})` : String(message.lang)],
    ['Attempts', record.attempts],
    ['Next attempt', place.startsWith('pending') ? record.nextAttemptAt : undefined],
    ['Last attempt', record.lastAttemptAt],
    ['Last error', record.lastError],
    ['Sent', record.sentAt],
    ['Parked', record.parkedAt],
    ['Name', `${message.firstName} ${message.lastName}`],
    ['E-mail', message.email],
    ['Phone', message.phone],
    ['Company', message.company],
    ['Subject', message.subject],
  ];
  const lines = rows
    .filter((row): row is [string, string | number] => row[1] !== undefined && row[1] !== '')
    .map(([label, value]) => clean(`${`${label}:`.padEnd(14)}${value}`));
  const body = message.message.split('\n').map((line) => `  ${clean(line)}`);
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
  const parsed = configSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse({
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
