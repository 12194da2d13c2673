/**
 * Built client files. Content-hashed bundles under /assets/ are immutable for a year;
 * generated media, fonts and the intro video get a day (their names do not change with
 * content). Precompressed .br/.gz siblings written by build.mjs are served when accepted.
 * Routes are registered per file (wildcard: false) so they never shadow page routes.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const STATIC_DEFAULT = 'public, max-age=86400, stale-while-revalidate=604800';

async function staticFiles(app: FastifyInstance, options: { clientDir: string }) {
  await app.register(fastifyStatic, {
    root: options.clientDir,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    index: false,
    allowedPath: (pathname) => pathname !== '/manifest.json',
    setHeaders(res, filePath) {
      res.setHeader('cache-control', filePath.includes('/assets/') ? IMMUTABLE : STATIC_DEFAULT);
    },
  });
}

export default fp(staticFiles, { name: 'static-files' });
