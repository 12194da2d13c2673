/**
 * GET /healthz: liveness. 200 once the app is ready; it checks nothing outside the process,
 * so a database outage never makes an orchestrator restart healthy instances.
 *
 * GET /readyz: readiness. 503 while a backing service the app was configured with
 * (PostgreSQL for contact messages, Redis for the rate limit) cannot be reached, 200
 * otherwise. Each check is one round trip with a short timeout, run on every request (never
 * cached), so a load balancer sees an outage and the recovery within one probe. Also 503
 * while the server renders its sitemap pages after start ("warming up", server/plugins/pages.ts).
 * Plugins register their checks with `app.addReadinessCheck(name, check)`.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type ReadinessCheck = (signal: AbortSignal) => Promise<void>;

/** Thrown by a check for a state that is expected and passes by itself (its message is the state /readyz shows). */
export class NotReady extends Error {
  override name = 'NotReady';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Add a dependency /readyz asks; `check` rejects while the dependency is unusable. */
    addReadinessCheck(name: string, check: ReadinessCheck): void;
  }
}

/** How long /readyz waits for one dependency before calling it unreachable. */
export const READINESS_TIMEOUT_MS = 1_000;

async function health(app: FastifyInstance) {
  const startedAt = Date.now();
  const checks = new Map<string, ReadinessCheck>();

  app.decorate('addReadinessCheck', (name: string, check: ReadinessCheck) => {
    checks.set(name, check);
  });

  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) }),
  );

  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    const results = await Promise.all(
      [...checks].map(async ([name, check]) => {
        const signal = AbortSignal.timeout(READINESS_TIMEOUT_MS);
        try {
          await Promise.race([
            check(signal),
            new Promise<never>((_resolve, reject) => {
              signal.addEventListener('abort', () => reject(new Error(`no answer within ${READINESS_TIMEOUT_MS} ms`)), { once: true });
            }),
          ]);
          return [name, 'ok'] as const;
        } catch (error) {
          if (error instanceof NotReady) return [name, error.message] as const;
          request.log.warn({ check: name, err: error }, 'readiness check failed');
          return [name, 'unreachable'] as const;
        }
      }),
    );
    const ready = results.every(([, state]) => state === 'ok');
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'unavailable', checks: Object.fromEntries(results) });
  });
}

export default fp(health, { name: 'health' });
