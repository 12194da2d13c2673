/**
 * Built client files. Content-hashed bundles under /assets/ are immutable for a year;
 * generated media, fonts and the intro video get a day (their names do not change with
 * content). Precompressed .br/.gz siblings written by build.mjs are served when accepted,
 * so those answers say `Vary: Accept-Encoding` (a shared cache must not hand brotli to a
 * client that cannot read it). Source maps are written by the build but not served
 * (docs/decisions/010). Routes are registered per file (wildcard: false) so they never
 * shadow page routes.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const STATIC_DEFAULT = 'public, max-age=86400, stale-while-revalidate=604800';
/** Files build.mjs precompresses (and their .br/.gz variants): the answer depends on Accept-Encoding. */
const NEGOTIATED = /\.(js|css|svg|json|txt)(\.br|\.gz)?$/;

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
    allowedPath: (pathname) => pathname !== '/manifest.json' && !pathname.endsWith('.map'),
    setHeaders(res, filePath) {
      res.setHeader('cache-control', filePath.includes('/assets/') ? IMMUTABLE : STATIC_DEFAULT);
      if (NEGOTIATED.test(filePath)) res.setHeader('vary', 'Accept-Encoding');
    },
  });
}

export default fp(staticFiles, { name: 'static-files' });
