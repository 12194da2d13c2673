/**
 * /admin: the content editor (Decap CMS, docs/editing.md), only with CMS_ENABLED=true. Without
 * it nothing here is registered, so /admin and everything under it are the site's 404 page.
 *
 *   /admin, /admin/      the editor's page: the admin bundle (built by
 *                        scripts/cms/build-admin.mjs into dist/admin/, never into the site's
 *                        bundle or manifest), noindex
 *   /admin/config.yml    the editor's configuration, made from the content schemas
 *                        (server/cms/decap-config.ts) with this server's backend
 *   /admin/assets/…      the bundle's files, hashed, immutable
 *
 * Every answer here says `X-Robots-Tag: noindex` and carries the editor's own CSP, which
 * replaces the site's (set by security-headers.ts before this plugin's hook runs); the
 * site's pages keep theirs. The page never talks to a backend that writes files itself: in
 * production the browser talks to GitHub; the local backend of `npm run edit` is a separate
 * process (scripts/cms/local-backend.ts) that this server never starts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { decapConfig, type CmsBackendOptions } from '../cms/decap-config.js';
import type { Config } from '../config.js';
import { readManifest } from '../render/manifest.js';
import { IMMUTABLE } from './static-files.js';

/** Written by scripts/cms/build-admin.mjs: the admin bundle's entry and stylesheet URLs. */
export type AdminManifest = { entry: string; css: string[] };

export function cmsBackend(config: Config): CmsBackendOptions {
  if (config.CMS_LOCAL_BACKEND_URL) return { kind: 'local', url: config.CMS_LOCAL_BACKEND_URL };
  return {
    kind: 'github',
    // Unset: the page still loads and asks to log in; README says to set it (start-up warns).
    repo: config.CMS_GITHUB_REPO ?? 'OWNER/REPOSITORY',
    branch: config.CMS_GITHUB_BRANCH,
    ...(config.CMS_AUTH_URL ? { authUrl: config.CMS_AUTH_URL } : {}),
    ...(config.CMS_AUTH_ENDPOINT ? { authEndpoint: config.CMS_AUTH_ENDPOINT } : {}),
    publishMode: config.CMS_PUBLISH_MODE,
  };
}

/**
 * The editor's CSP: what Decap needs and nothing more. Each directive, and why:
 *   script-src 'self' 'unsafe-eval'   the bundle is ours; Decap validates its configuration
 *                                     with ajv, which compiles the JSON schema with
 *                                     new Function(). No inline script is needed.
 *   style-src 'self' 'unsafe-inline'  Decap's interface is styled by emotion, which injects
 *                                     <style> elements at run time (and into the preview frame).
 *   img-src 'self' data: blob:        photos picked for upload are shown from blob: URLs
 *                                     before they are saved; Decap's icons are data: URLs;
 *                                     with GitHub, the editor's avatar (avatars.githubusercontent.com).
 *   connect-src 'self' blob: …        the backend: api.github.com in production, the local
 *                                     backend's origin with `npm run edit`; blob: because Decap
 *                                     reads a picked photo back from its blob: URL to upload it.
 *   font-src 'self'                   the site's own fonts in the preview's stylesheet.
 *   frame-src 'self'                  the preview pane is an iframe of this page's origin.
 *   object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none' as the site's.
 * The GitHub sign-in is a popup to the OAuth proxy, which CSP does not govern; it answers with
 * postMessage, so /admin's opener policy allows popups (same-origin-allow-popups).
 */
export function adminContentSecurityPolicy(backend: CmsBackendOptions): string {
  const backendOrigin = backend.kind === 'local' ? new URL(backend.url).origin : 'https://api.github.com';
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...(backend.kind === 'github' ? ['https://avatars.githubusercontent.com'] : [])].join(' '),
    `connect-src 'self' blob: ${backendOrigin}`,
    "font-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function adminPageHtml(manifest: AdminManifest, siteCss: readonly string[], backend: CmsBackendOptions): string {
  const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeAttribute(content)}">`;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    '<title>Content editor · Kolam Studio</title>',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    // Decap reads its configuration from this link (the page is at /admin and /admin/).
    '<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">',
    // What client/admin/entry.tsx needs to know: the site's stylesheet for the previews, and
    // whether the local backend (no login) is in use.
    meta('kolam:site-css', siteCss.join(' ')),
    meta('kolam:cms-backend', backend.kind),
    ...manifest.css.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    `<script type="module" src="${escapeAttribute(manifest.entry)}"></script>`,
    '</head>',
    '<body></body>',
    '</html>',
    '',
  ].join('\n');
}

export type AdminOptions = { clientDir: string };

async function admin(app: FastifyInstance, options: AdminOptions) {
  if (!app.config.CMS_ENABLED) return;
  const adminDir = path.join(options.clientDir, '..', 'admin');
  const manifestFile = path.join(adminDir, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`CMS_ENABLED=true but the editor is not built (${manifestFile} is missing); run npm run build`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as AdminManifest;
  const backend = cmsBackend(app.config);
  if (backend.kind === 'github' && !app.config.CMS_GITHUB_REPO) app.log.warn('CMS_ENABLED=true without CMS_GITHUB_REPO: /admin loads but cannot sign in or save; set CMS_GITHUB_REPO (README, "The content editor")');
  const html = adminPageHtml(manifest, readManifest(options.clientDir).css, backend);
  const configYaml = `# Made by the server from the content schemas (server/cms/decap-config.ts); JSON is YAML.\n${JSON.stringify(decapConfig({ backend, siteUrl: app.config.SITE_URL }), null, 2)}\n`;
  const csp = adminContentSecurityPolicy(backend);

  // This plugin is encapsulated: the hook runs for its routes only, after the site's
  // security-headers hook, and replaces the site's CSP and opener policy with the editor's.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('content-security-policy', csp);
    reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
  });

  const page = async (_request: unknown, reply: import('fastify').FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  app.get('/admin', page);
  app.get('/admin/', page);
  app.get('/admin/config.yml', async (_request, reply) => reply.type('text/yaml; charset=utf-8').header('cache-control', 'no-store').send(configYaml));
  await app.register(fastifyStatic, {
    root: path.join(adminDir, 'assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    allowedPath: (pathname) => !pathname.endsWith('.map'),
    setHeaders(reply) {
      reply.header('cache-control', IMMUTABLE);
      reply.header('vary', 'Accept-Encoding');
    },
  });
}

export default admin;
