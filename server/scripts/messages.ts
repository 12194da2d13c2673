/**
 * Operator CLI for stored contact messages (docs/contact.md), bundled to
 * dist/server/messages.js and run as `npm run messages -- <command>`:
 *
 *   list                    counts, then one line per message in pending/, sent/, parked/ (default)
 *   show <id>               everything stored for one message
 *   retry <id>              move a parked message back to pending/ with its attempts reset
 *   retry --all-parked      the same for every parked message
 *
 * DATA_DIR is read through the server's own config schema, so the CLI looks where the server
 * writes. A running server picks retried messages up within a minute.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configSchema } from '../config.js';
import { createOutbox, isMessageId, OUTBOX_FOLDERS, type StoredMessage } from '../contact/outbox.js';

export type CliOutput = { out(line: string): void; err(line: string): void };

const USAGE = [
  'Usage: npm run messages -- [command]',
  '  list                  counts and one line per message (default)',
  '  show <id>             one message in full',
  '  retry <id>            move a parked message back to pending/ (attempts reset)',
  '  retry --all-parked    retry every parked message',
].join('\n');

/** Runs one command; returns the process exit code. */
export async function runMessagesCli(args: string[], dataDir: string, io: CliOutput): Promise<number> {
  const outbox = createOutbox(dataDir);
  const [command = 'list', ...rest] = args;

  switch (command) {
    case 'list': {
      io.out(`Contact messages in ${outbox.dir}`);
      const lists = await Promise.all(OUTBOX_FOLDERS.map(async (folder) => [folder, await outbox.list(folder)] as const));
      io.out(lists.map(([folder, ids]) => `${folder}: ${ids.length}`).join('   '));
      for (const [folder, ids] of lists) {
        if (ids.length === 0) continue;
        io.out('');
        io.out(`${folder.toUpperCase()} (${ids.length})`);
        for (const id of ids) {
          try {
            const record = await outbox.read(folder, id);
            if (record) io.out(`  ${summaryLine(record, folder)}`);
          } catch (error) {
            io.out(`  ${id}  (unreadable: ${describe(error)})`);
          }
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
      const found = await outbox.find(id);
      if (!found) {
        io.err(`No message ${id} in ${outbox.dir}`);
        return 1;
      }
      io.out(details(found.record, found.folder));
      return 0;
    }

    case 'retry': {
      const target = rest[0];
      const ids = target === '--all-parked' ? await outbox.list('parked') : target && isMessageId(target) ? [target] : undefined;
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
        if (await outbox.retryParked(id)) {
          io.out(`${id}: moved back to pending/ (attempts reset)`);
          continue;
        }
        failed += 1;
        const found = await outbox.find(id);
        io.err(found ? `${id}: not parked (it is in ${found.folder}/)` : `${id}: no such message`);
      }
      if (failed < ids.length) io.out('A running server sends them within a minute; or restart it to send them now.');
      return failed > 0 ? 1 : 0;
    }

    case 'help':
    case '--help':
    case '-h':
      io.out(USAGE);
      return 0;

    default:
      io.err(`Unknown command "${clean(command)}"\n\n${USAGE}`);
      return 2;
  }
}

function summaryLine(record: StoredMessage, folder: string): string {
  const { message } = record;
  const parts = [
    record.id,
    shortTime(record.receivedAt),
    `${message.firstName} ${message.lastName} <${message.email}>`,
    `"${message.subject}"`,
  ];
  if (folder === 'pending') {
    parts.push(`attempts ${record.attempts}`);
    if (record.attempts > 0) parts.push(`next ${shortTime(record.nextAttemptAt)}`);
  }
  if (folder === 'sent' && record.sentAt) parts.push(`sent ${shortTime(record.sentAt)}`);
  if (folder === 'parked' && record.parkedAt) parts.push(`parked ${shortTime(record.parkedAt)}`);
  if (folder !== 'sent' && record.lastError) parts.push(`last error: ${record.lastError}`);
  return clean(parts.join('  '));
}

function details(record: StoredMessage, folder: string): string {
  const { message } = record;
  const rows: Array<[string, string | number | undefined]> = [
    ['Id', record.id],
    ['Folder', `${folder}/`],
    ['Received', record.receivedAt],
    ['IP', record.ip],
    ['User agent', record.userAgent],
    ['Attempts', record.attempts],
    ['Next attempt', folder === 'pending' ? record.nextAttemptAt : undefined],
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
  const parsed = configSchema.pick({ DATA_DIR: true }).safeParse({ DATA_DIR: process.env.DATA_DIR || undefined });
  if (!parsed.success) {
    console.error(`Invalid DATA_DIR: ${parsed.error.issues.map((issue) => issue.message).join(', ')}`);
    process.exitCode = 2;
    return;
  }
  process.exitCode = await runMessagesCli(process.argv.slice(2), parsed.data.DATA_DIR, {
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
