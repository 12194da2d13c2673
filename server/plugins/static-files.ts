/**
 * Built client files. Content-hashed bundles under /assets/ are immutable for a year;
 * generated media, fonts and the intro video get a day (their names do not change with
 * content). Link-preview cards under /og/ keep one URL per page whatever they show, so they
 * get an hour, then a revalidation by ETag (docs/decisions/011). Precompressed .br/.gz
 * siblings written by build.mjs are served when accepted, so those answers say
 * `Vary: Accept-Encoding` (a shared cache must not hand brotli to a client that cannot read
 * it). Source maps are written by the build but not served
 * (docs/decisions/010). Routes are registered per file (wildcard: false) so they never
 * shadow page routes; under `npm run dev`, where content builds add files (a new photo, a new
 * record's data file) while the server runs, one wildcard route serves them and passes what is
 * not a file on to the pages.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OG_CARD_DIR } from '../../shared/og-card.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const STATIC_DEFAULT = 'public, max-age=86400, stale-while-revalidate=604800';
export const OG_CARD_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';
/** Files build.mjs precompresses (and their .br/.gz variants): the answer depends on Accept-Encoding. */
const NEGOTIATED = /\.(js|css|svg|json|txt)(\.br|\.gz)?$/;

/** Pages' data files change with the content at each deploy, under the same names: cached like pages (with ETags). */
export const DATA_FILE_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';

/** Cache-Control of a file, by its top folder under the client folder. */
function cacheControl(clientDir: string, filePath: string): string {
  const [top] = path.relative(clientDir, filePath).split(path.sep);
  if (top === 'assets') return IMMUTABLE;
  if (top === OG_CARD_DIR) return OG_CARD_CACHE;
  if (top === 'data') return DATA_FILE_CACHE;
  return STATIC_DEFAULT;
}

async function staticFiles(app: FastifyInstance, options: { clientDir: string }) {
  const root = path.resolve(options.clientDir);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: app.config.NODE_ENV === 'development',
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    index: false,
    allowedPath: (pathname) => pathname !== '/manifest.json' && !pathname.endsWith('.map'),
    setHeaders(reply, filePath) {
      reply.header('cache-control', cacheControl(root, filePath));
      if (NEGOTIATED.test(filePath)) reply.header('vary', 'Accept-Encoding');
    },
  });
}

export default fp(staticFiles, { name: 'static-files' });
