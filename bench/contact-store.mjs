// Contact submissions per second with the disk outbox against PostgreSQL, measured in the
// same run against the same built server over loopback: sequential (one post at a time: the
// latency of one durable store) and concurrent (16 connections: throughput). Both stores
// flush before answering (fsync'd file / committed INSERT with fsync on), no e-mail is sent
// (no SMTP_URL), and the rate limits are lifted. PostgreSQL is Debian's server, started by
// the tests' helper on a free port with fsync on.
// Usage: npm run build && node bench/contact-store.mjs   (BENCH_SECONDS, BENCH_SEQUENTIAL)
import { Pool } from 'undici';
import { startBuiltServer } from '../scripts/lib/built-server.mjs';
import { startPostgres } from '../tests/support/services.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 200);
const CONCURRENCY = 16;

const message = {
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  company: 'Raman Textiles',
  subject: 'New packaging for our saree range',
  message: 'Hello,\nwe would like new packaging for our festival range.\n\nThanks',
  privacy: true,
};
const body = JSON.stringify(message);
const unlimited = { CONTACT_RATE_LIMIT_MAX: '100000000', CONTACT_ATTEMPT_LIMIT_MAX: '100000000' };

async function post(pool) {
  const { statusCode, body: answer } = await pool.request({
    path: '/api/contact',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  await answer.dump();
  if (statusCode !== 202) throw new Error(`status ${statusCode}`);
}

async function measure(label, env) {
  const { origin, stop } = await startBuiltServer({ ...unlimited, ...env });
  const pool = new Pool(origin, { connections: CONCURRENCY });
  try {
    for (let i = 0; i < 20; i++) await post(pool); // warm-up (and the schema, for PostgreSQL)

    let started = performance.now();
    const latencies = [];
    for (let i = 0; i < SEQUENTIAL; i++) {
      const t = performance.now();
      await post(pool);
      latencies.push(performance.now() - t);
    }
    const sequential = SEQUENTIAL / ((performance.now() - started) / 1000);
    latencies.sort((a, b) => a - b);

    let count = 0;
    const end = Date.now() + SECONDS * 1000;
    started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < end) {
          await post(pool);
          count++;
        }
      }),
    );
    const concurrent = count / ((performance.now() - started) / 1000);
    const median = latencies[Math.floor(latencies.length / 2)];
    console.log(
      `${label.padEnd(11)} sequential ${sequential.toFixed(0).padStart(5)}/s (median ${median.toFixed(1)} ms)   concurrent ${concurrent.toFixed(0).padStart(5)}/s (${count} posts)`,
    );
    return { sequential, concurrent };
  } finally {
    await pool.close();
    await stop();
  }
}

const postgres = await startPostgres({ fsync: true });
try {
  const disk = await measure('disk outbox', {});
  const database = await measure('PostgreSQL', { DATABASE_URL: postgres.createDatabase('bench') });
  console.log(
    `PostgreSQL / disk: sequential ${(database.sequential / disk.sequential).toFixed(2)}, concurrent ${(database.concurrent / disk.concurrent).toFixed(2)}`,
  );
} finally {
  await postgres.close();
}
