/**
 * Security headers on every response. The CSP needs no per-request nonce (pages are cached
 * and may sit behind a CDN): scripts and styles come from our origin only, plus the hashes
 * of the fixed inline scripts in <head> (the intro decision, the app loader and the Latin faces' request; shared/head-scripts/, their hashes computed by the build). There is
 * no inline style.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { headScriptHashes } from '../../shared/generated/head-scripts.js';

export function contentSecurityPolicy(mapOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${headScriptHashes.join(' ')}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    `frame-src ${mapOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

async function securityHeaders(app: FastifyInstance) {
  const csp = contentSecurityPolicy('https://www.openstreetmap.org');
  const https = app.config.SITE_URL.startsWith('https://');
  app.addHook('onSend', async (_request, reply) => {
    // The policy is for documents: on an image or a stylesheet opened directly it would only
    // break the browser's own viewer (which uses inline styles).
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
