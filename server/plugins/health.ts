/** GET /healthz: 200 once the app is ready (the Docker HEALTHCHECK and load balancers ask it). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function health(app: FastifyInstance) {
  const startedAt = Date.now();
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) }),
  );
}

export default fp(health, { name: 'health' });
