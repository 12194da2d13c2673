/**
 * Every page of the route table (shared/routes.ts), rendered by React on the server and
 * cached by what changes it. Pages are served from the not-found handler, so the only
 * matcher of page URLs is react-router's (`matchPage`), as in the browser.
 *
 *   1. The request target is split into path and query without URL resolution (a path such
 *      as `//evil.example/` is a path here, never a host); a fragment is dropped.
 *   2. The route's `load` decides 200 or 404.
 *   3. One URL per page: another spelling of an existing page (letter case, a trailing or
 *      doubled slash) answers 301 to the canonical path, query kept. Redirects only ever go
 *      to a page that exists, so a Location is always one of the site's own paths.
 *   4. The cache key is the canonical path plus the query parameters the route declares
 *      (utm_*, fbclid, … change nothing and cost no render); every 404 of a route is one
 *      page. A miss renders on a render thread (render-threads.ts), never on the main
 *      thread that serves cached pages; past RENDER_QUEUE_MAX waiting renders it is a 503.
 *
 * HTML gets a short, CDN-friendly cache policy and an ETag; `X-Cache: HIT|MISS` says whether
 * this process rendered the page for the request (with `Server-Timing: render;dur=` when it did).
 * The one exception is the contact page reached from a campaign (see `withAttribution`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Boot } from '../../shared/boot.js';
import { ATTRIBUTION_MARKER, attributionHiddenFields, hiddenFieldsHtml } from '../../shared/contact/attribution.js';
import { pageModules } from '../../shared/content/generated/index.js';
import { langs, splitLangPath, type Lang } from '../../shared/i18n/lang.js';
import { pageRoutes, type PageRoute } from '../../shared/routes.js';
import { canonicalPathname, loadPage, pageUrl, type PageResult } from '../../shared/routing/page-data.js';
import { errorPageHtml } from '../render/error-page.js';
import { checkManifest, readManifest } from '../render/manifest.js';
import { compress, createCachedPage, PageCache, pickEncoding, type CachedPage } from '../render/page-cache.js';
import { createPageRenderer, type RenderOutput, type RenderRequest } from '../render/page-renderer.js';
import { RenderQueue, RenderQueueFull } from '../render/render-queue.js';
import { RenderThreads } from '../render/render-threads.js';
import { studioYear } from '../render/studio-year.js';
import { sitemapUrls } from '../render/sitemap.js';
import type { RenderPageOptions } from '../types.js';

export const HTML_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';
const NOT_FOUND_CACHE_CONTROL = 'public, max-age=60';
/** Seconds a client should wait when the render queue is full. */
const BUSY_RETRY_AFTER_SECONDS = 2;

type Target = { pathname: string; search: string };

/**
 * Path and query of a request target, as sent: no dot-segment resolution, no host parsing.
 * An absolute-form target (`GET http://host/path`) is reduced to its path.
 */
export function parseTarget(raw: string): Target | undefined {
  let target = raw;
  const hash = target.indexOf('#');
  if (hash >= 0) target = target.slice(0, hash);
  if (!target.startsWith('/')) {
    const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?]*([^?]*)(\?.*)?$/i.exec(target);
    if (!absolute) return undefined;
    target = (absolute[1] || '/') + (absolute[2] ?? '');
  }
  const query = target.indexOf('?');
  return query < 0 ? { pathname: target, search: '' } : { pathname: target.slice(0, query), search: target.slice(query + 1) };
}

export type PagesOptions = {
  clientDir: string;
  now?: () => number;
  /** The built render thread (dist/server/render-worker.js); without it pages render on the main thread. */
  renderWorker?: string;
};

/**
 * Campaign attribution without JavaScript (shared/contact/attribution.ts): the contact form
 * renders ATTRIBUTION_MARKER; here it becomes hidden fields carrying the campaign of the
 * page's own URL or of the same-site page in its Referer. The cached page stays one page for
 * every campaign (utm_* are not in its cache key and cost no render): only a request that has
 * attribution to add gets a copy with the fields spliced in, compressed quickly and sent
 * `private, no-store` without the shared ETag. Every other request is served from the cache
 * as before. Returns the body with the fields, or undefined when there is nothing to add.
 */
function withAttribution(body: Buffer, fieldsHtml: string): Buffer | undefined {
  if (!fieldsHtml) return undefined;
  const at = body.indexOf(ATTRIBUTION_MARKER);
  if (at < 0) return undefined;
  return Buffer.concat([body.subarray(0, at), Buffer.from(fieldsHtml), body.subarray(at + ATTRIBUTION_MARKER.length)]);
}

/** The cache key of a loaded page: its page URL, or one key for every 404 of the route. */
function cacheKey(route: PageRoute, pathname: string, search: URLSearchParams, result: PageResult): string {
  return result.found ? `${route.key} ${pageUrl(route, pathname, search)}` : `${route.key} 404`;
}

async function pages(app: FastifyInstance, options: PagesOptions) {
  const manifest = readManifest(options.clientDir);
  const contentModules = langs.flatMap((lang) => Object.values(pageModules[lang]));
  const pageChunks = pageRoutes.flatMap((route) => (route.module.page ? [route.module.page] : []));
  const partChunks = pageRoutes.flatMap((route) => langs.flatMap((lang) => (route.module.parts ?? []).flatMap((part) => part.modules(lang))));
  checkManifest(manifest, [...contentModules, ...pageChunks, ...partChunks].map((chunk) => chunk.source));
  const cache = new PageCache(app.config.PAGE_CACHE_MB * 1024 * 1024, app.config.PAGE_CACHE);
  // Every content chunk now: the route's `load` (the 404 decision, the cache key) never waits.
  await Promise.all(contentModules.map((module) => module.load()));
  // The finitely many pages kept for good: every sitemap URL and every route's 404.
  const permanentKeys = new Set<string>();
  for (const { route, path } of sitemapUrls()) permanentKeys.add(`${route.key} ${path}`);
  for (const route of pageRoutes) permanentKeys.add(`${route.key} 404`);

  // Renders run on worker threads when the built worker is there (the server always), or
  // here one at a time (unit tests, RENDER_THREADS=0).
  const rendererOptions = { clientDir: options.clientDir, siteUrl: app.config.SITE_URL };
  let runRender: (request: RenderRequest) => Promise<RenderOutput>;
  let pendingRenders: () => number;
  if (options.renderWorker && app.config.RENDER_THREADS > 0) {
    const threads = await RenderThreads.start(options.renderWorker, app.config.RENDER_THREADS, rendererOptions, app.config.RENDER_QUEUE_MAX, (err) =>
      app.log.error({ err }, 'render thread failed; starting another'),
    );
    app.addHook('onClose', () => threads.close());
    runRender = (request) => threads.run(request);
    pendingRenders = () => threads.pending;
  } else {
    const renderHere = await createPageRenderer(rendererOptions);
    const queue = new RenderQueue(app.config.RENDER_QUEUE_MAX);
    runRender = (request) => queue.run(() => renderHere(request));
    pendingRenders = () => queue.pending;
  }

  // Cached pages carry the footer's year: when the studio's year turns, render them again.
  const clock = options.now ?? Date.now;
  let year = studioYear(clock());
  const currentYear = (): number => {
    const now = clock();
    if (now >= year.endsAt) {
      year = studioYear(now);
      cache.clear();
    }
    return year.year;
  };

  let renders = 0;
  /** Render a page to HTML (the 500 page if React reports an error). */
  async function render(target: Target, url: string, extra?: Partial<Boot>): Promise<{ status: number; body: Buffer }> {
    renders += 1;
    const output = await runRender({ pathname: target.pathname, search: target.search, url, year: currentYear(), ...(extra ? { extra } : {}) });
    for (const error of output.errors) app.log.error({ err: error, url }, 'page render failed');
    const body = Buffer.isBuffer(output.body) ? output.body : Buffer.from(output.body.buffer, output.body.byteOffset, output.body.byteLength);
    return { status: output.status, body };
  }

  // Concurrent misses for one key share one render.
  const inFlight = new Map<string, Promise<CachedPage>>();
  function cachedRender(key: string, target: Target, url: string): Promise<CachedPage> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = render(target, url)
        .then(({ status, body }) => {
          const page = createCachedPage(status, body, permanentKeys.has(key));
          if (status < 500) cache.set(key, page);
          return page;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  async function send(request: FastifyRequest, reply: FastifyReply, key: string, page: CachedPage, route: PageRoute) {
    reply.code(page.status).type('text/html; charset=utf-8').header('vary', 'Accept-Encoding');
    if (page.status >= 500) return reply.header('cache-control', 'no-store').send(page.body);
    // The contact page with a campaign to carry (withAttribution, above): this visitor's own copy.
    if (route.module.id === 'contact' && page.status === 200) {
      const pageUrl = `${request.protocol}://${request.host}${request.url}`;
      const personal = withAttribution(page.body, attributionHiddenFields(pageUrl, request.headers.referer, app.config.SITE_URL));
      if (personal) {
        reply.header('cache-control', 'private, no-store');
        if (request.method === 'HEAD') return reply.send();
        const encoding = pickEncoding(request.headers['accept-encoding']);
        return encoding ? reply.header('content-encoding', encoding).send(await compress(personal, encoding, false)) : reply.send(personal);
      }
    }
    reply.header('cache-control', page.status === 200 ? HTML_CACHE_CONTROL : NOT_FOUND_CACHE_CONTROL).header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag && page.status === 200) return reply.code(304).send();
    if (request.method === 'HEAD') return reply.send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.body);
    return reply.header('content-encoding', encoding).send(await cache.encoded(key, page, encoding));
  }

  function busy(reply: FastifyReply, lang: Lang) {
    return reply
      .code(503)
      .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(errorPageHtml(manifest.css, lang));
  }

  async function servePage(request: FastifyRequest, reply: FastifyReply, target: Target) {
    const search = new URLSearchParams(target.search);
    const { match, result } = await loadPage(target.pathname, search);
    const canonical = canonicalPathname(target.pathname);
    if (canonical !== target.pathname) {
      const canonicalMatch = await loadPage(canonical, search);
      if (canonicalMatch.result.found) {
        return reply.redirect(`${canonical}${target.search ? `?${target.search}` : ''}`, 301);
      }
    }
    currentYear(); // empties the cache first if the studio's year has turned
    const key = cacheKey(match.route, target.pathname, search, result);
    // A 404 renders at its canonical path: the page is the same for every spelling.
    const url = result.found ? pageUrl(match.route, target.pathname, search) : canonical;
    let page = cache.get(key);
    reply.header('x-cache', page ? 'HIT' : 'MISS');
    if (!page) {
      try {
        const started = performance.now();
        page = await cachedRender(key, target, url);
        reply.header('server-timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
      } catch (error) {
        if (error instanceof RenderQueueFull) {
          request.log.warn({ url: request.url }, 'render queue full: 503');
          return busy(reply, match.route.lang);
        }
        throw error;
      }
    }
    return send(request, reply, key, page, match.route);
  }

  app.decorate('pageCacheStats', () => ({ ...cache.size, renders, queued: pendingRenders() }));

  app.decorate('renderPage', async (reply: FastifyReply, renderOptions: RenderPageOptions) => {
    const target = parseTarget(renderOptions.url) ?? { pathname: '/', search: '' };
    const search = new URLSearchParams(target.search);
    const { match } = await loadPage(target.pathname, search);
    const extra: Partial<Boot> = renderOptions.contactForm ? { contactForm: renderOptions.contactForm } : {};
    let rendered: { status: number; body: Buffer };
    try {
      rendered = await render(target, pageUrl(match.route, target.pathname, search), extra);
    } catch (error) {
      if (error instanceof RenderQueueFull) return busy(reply, match.route.lang);
      throw error;
    }
    return reply
      .code(renderOptions.status ?? rendered.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(withAttribution(rendered.body, hiddenFieldsHtml(renderOptions.attribution)) ?? rendered.body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const target = parseTarget(request.url);
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && target !== undefined && !target.pathname.startsWith('/api/');
    if (isPageRequest) {
      const accept = request.headers.accept ?? '';
      const wantsHtml = accept === '' || accept.includes('text/html') || accept.includes('*/*');
      if (wantsHtml) return servePage(request, reply, target);
      // Other clients (an API call, an image request) get a plain 404 for URLs that are not pages.
      const { result } = await loadPage(target.pathname, new URLSearchParams(target.search));
      if (result.found) return servePage(request, reply, target);
    }
    return reply.code(404).type('application/json; charset=utf-8').send({ error: 'Not found' });
  });

  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error, url: request.url }, 'request failed');
    else request.log.info({ err: error, url: request.url }, 'request rejected');
    const accept = request.headers.accept ?? '';
    if (status >= 500 && accept.includes('text/html')) {
      return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(errorPageHtml(manifest.css, splitLangPath(parseTarget(request.url)?.pathname ?? '/').lang));
    }
    const message = status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message;
    return reply.code(status).type('application/json; charset=utf-8').send({ error: message });
  });
}

export default fp(pages, { name: 'pages' });
