import type { Config } from './config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** True once shutdown has begun: answers carry `Connection: close` (server/main.ts). */
    draining: boolean;
  }
}
