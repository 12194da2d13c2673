/**
 * Every page (shared/routes/), rendered by React Router and React on a render thread and
 * cached by what changes it. Served from the not-found handler, so page URLs are matched by
 * React Router alone.
 *
 *   1. The request target is split into path and query without URL resolution (a path such
 *      as `//evil.example/` is a path here, never a host); a fragment is dropped.
 *   2. One URL per page: another spelling of a page of the site (letter case, a trailing or
 *      doubled slash) answers 301 to its one path, query kept; a redirect only ever goes to a
 *      page that exists, so a Location is always one of the site's own paths.
 *   3. The cache key is the page's path plus the query parameters its route declares
 *      (utm_*, fbclid, … change nothing and cost no render); every 404 of a route is one page.
 *      A miss renders on a render thread; past RENDER_QUEUE_MAX waiting renders it is a 503.
 *   4. When the server starts listening, it renders every page of the sitemap and each
 *      route's 404 before /readyz answers 200: a deploy or a restart never sheds its own pages.
 *
 * HTML gets a short, CDN-friendly cache policy and an ETag; `X-Cache: HIT|MISS` says whether
 * this process rendered the page for the request (with `Server-Timing: render;dur=` when it did).
 * The one exception is the contact page reached from a campaign (see `withAttribution`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchRoutes } from 'react-router';
import { attributionHiddenFields } from '../../shared/contact/attribution.js';
import { langs, splitLangPath, type Lang } from '../../shared/i18n/lang.js';
import { canonicalPathname, declaredQuery, routeDefinition } from '../../shared/routes/index.js';
import type { RouteHandle } from '../../shared/routes/handle.js';
import { createRoutes } from '../../shared/routes/route-objects.js';
import { errorPageHtml } from '../render/error-page.js';
import { NotReady } from './health.js';
import { checkManifest, readManifest } from '../render/manifest.js';
import { compress, createCachedPage, PageCache, pickEncoding, type CachedPage } from '../render/page-cache.js';
import { RenderQueueFull, type RenderPool } from '../render/render-pool.js';
import type { SitePages } from '../render/site-pages.js';
import { devEvents } from '../dev-events.js';
import { withAttribution } from '../render/attribution.js';
import { studioYear } from '../render/studio-year.js';

export const HTML_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';
const NOT_FOUND_CACHE_CONTROL = 'public, max-age=60';
/** Seconds a client should wait when the render queue is full. */
const BUSY_RETRY_AFTER_SECONDS = 2;
/** Pages rendered at once while warming up: room is left in the queue for visitors. */
const WARM_UP_CONCURRENCY = 4;

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
  pages: SitePages;
  renderer: RenderPool;
};

/** What a request asks for: the page (its route, its URL), or a 404 of a route. */
type Requested = { lang: Lang; routeId: string; found: boolean; url: string; key: string };

async function pages(app: FastifyInstance, { clientDir, pages: sitePages, renderer }: PagesOptions) {
  const manifest = readManifest(clientDir);
  const routes = createRoutes();
  checkManifest(
    manifest,
    [...new Set(sitePages.all.map((page) => page.route))],
  );
  const cache = new PageCache(app.config.PAGE_CACHE_MB * 1024 * 1024);
  // The finitely many pages kept for good: every sitemap URL and every route's 404.
  const keyOf = (lang: Lang, routeId: string, url: string | undefined) => (url === undefined ? `${lang}:${routeId} 404` : `${lang}:${routeId} ${url}`);
  const permanentKeys = new Set<string>(sitePages.all.map((page) => keyOf(page.lang, page.route, page.path)));
  const routeIds = [...new Set(sitePages.all.map((page) => page.route)), 'not-found'];
  for (const lang of langs) for (const routeId of routeIds) permanentKeys.add(keyOf(lang, routeId, undefined));

  /** The page a canonical path and query show. */
  function requested(pathname: string, search: URLSearchParams): Requested {
    const path = canonicalPathname(pathname);
    const page = sitePages.at(path);
    if (page) {
      const query = declaredQuery(routeDefinition(page.route), search).toString();
      const url = query ? `${path}?${query}` : path;
      return { lang: page.lang, routeId: page.route, found: true, url, key: keyOf(page.lang, page.route, url) };
    }
    // Not a page: the route it falls under decides which not-found text it shows.
    const matches = matchRoutes(routes, path) ?? [];
    const { definition, lang } = (matches[matches.length - 1]?.route.handle ?? { lang: splitLangPath(path).lang }) as Partial<RouteHandle> & { lang: Lang };
    const routeId = definition?.id ?? 'not-found';
    return { lang, routeId, found: false, url: path, key: keyOf(lang, routeId, undefined) };
  }

  // npm run dev: content/ was built again (server/plugins/dev-reload.ts): every page afresh.
  if (app.config.NODE_ENV === 'development') {
    const onContent = () => {
      // A page list that cannot be read keeps the last one: an uncaught error here would
      // stop the dev server under the open page.
      try {
        sitePages.reload();
      } catch (error) {
        app.log.warn({ err: error }, 'page list not read again; keeping the last one');
      }
      cache.clear();
    };
    devEvents.on('content', onContent);
    app.addHook('onClose', async () => void devEvents.off('content', onContent));
  }

  // Cached pages carry the footer's year: when the studio's year turns, render them again.
  let year = studioYear(Date.now());
  const currentYear = (): number => {
    const now = Date.now();
    if (now >= year.endsAt) {
      year = studioYear(now);
      cache.clear();
    }
    return year.year;
  };

  /** Render a page to HTML (the 500 page if a render fails). */
  async function render(url: string, action?: unknown): Promise<{ status: number; body: Buffer }> {
    const output = await renderer.render({ url, year: currentYear(), ...(action === undefined ? {} : { action }) });
    for (const error of output.errors) app.log.error({ err: error, url }, 'page render failed');
    return { status: output.status, body: Buffer.from(output.body) };
  }

  // Concurrent misses for one key share one render.
  const inFlight = new Map<string, Promise<CachedPage>>();
  function cachedRender(page: Requested): Promise<CachedPage> {
    let pending = inFlight.get(page.key);
    if (!pending) {
      pending = render(page.url)
        .then(({ status, body }) => {
          const cached = createCachedPage(status, body, permanentKeys.has(page.key));
          if (status < 500) cache.set(page.key, cached);
          return cached;
        })
        .finally(() => inFlight.delete(page.key));
      inFlight.set(page.key, pending);
    }
    return pending;
  }

  async function send(request: FastifyRequest, reply: FastifyReply, { key, routeId }: Requested, page: CachedPage) {
    reply.code(page.status).type('text/html; charset=utf-8').header('vary', 'Accept-Encoding');
    if (page.status >= 500) return reply.header('cache-control', 'no-store').send(page.body);
    // The contact page with a campaign to carry (server/render/attribution.ts): this visitor's own
    // copy, compressed quickly and sent `private, no-store` without the shared ETag.
    if (routeId === 'contact' && page.status === 200) {
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
    const page = requested(target.pathname, search);
    if (page.found && canonicalPathname(target.pathname) !== target.pathname) {
      return reply.redirect(`${canonicalPathname(target.pathname)}${target.search ? `?${target.search}` : ''}`, 301);
    }
    currentYear(); // empties the cache first if the studio's year has turned
    let cached = cache.get(page.key);
    reply.header('x-cache', cached ? 'HIT' : 'MISS');
    if (!cached) {
      try {
        const started = performance.now();
        cached = await cachedRender(page);
        reply.header('server-timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
      } catch (error) {
        if (error instanceof RenderQueueFull) {
          request.log.warn({ url: request.url }, 'render queue full: 503');
          return busy(reply, page.lang);
        }
        throw error;
      }
    }
    return send(request, reply, page, cached);
  }

  /**
   * Every sitemap page and every route's 404 in every language, rendered into the cache when
   * the server starts listening (never for app.inject: tests that build the app do not pay for
   * it); /readyz says "warming up" until they are all there.
   */
  let warm = false;
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
  app.addHook('onListen', async () => {
    app.addReadinessCheck('pages', async () => {
      if (!warm) throw new NotReady('warming up');
    });
    const started = performance.now();
    const queue: Requested[] = [
      ...sitePages.all.map((page) => requested(page.path, new URLSearchParams())),
      ...langs.flatMap((lang) => routeIds.map((routeId) => requested(notFoundPath(lang, routeId), new URLSearchParams()))),
    ];
    void (async () => {
      const workers = Array.from({ length: WARM_UP_CONCURRENCY }, async () => {
        for (let page = queue.shift(); page && !closing; page = queue.shift()) {
          if (cache.get(page.key)) continue;
          await cachedRender(page).catch((error: unknown) => {
            if (!closing) app.log.error({ err: error, url: page.url }, 'warm-up render failed');
          });
        }
      });
      await Promise.all(workers);
      if (closing) return;
      warm = true;
      app.log.info({ pages: permanentKeys.size, ms: Math.round(performance.now() - started) }, 'every sitemap page rendered: ready');
    })();
  });

  /** A path of no page under a route: where its 404 renders. */
  function notFoundPath(lang: Lang, routeId: string): string {
    const path = routeId === 'not-found' ? '/no-such-page' : routeDefinition(routeId).path.replace(/:[a-z]+/i, 'no-such-page');
    return lang === 'en' ? path : `/${lang}${path === '/' ? '' : path}`;
  }

  app.setNotFoundHandler(async (request, reply) => {
    const target = parseTarget(request.url);
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && target !== undefined && !target.pathname.startsWith('/api/');
    if (isPageRequest) {
      const accept = request.headers.accept ?? '';
      const wantsHtml = accept === '' || accept.includes('text/html') || accept.includes('*/*');
      // Other clients (an API call, an image request) get a plain 404 for URLs that are not pages.
      if (wantsHtml || requested(target.pathname, new URLSearchParams(target.search)).found) return servePage(request, reply, target);
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

export default fp(pages, { name: 'pages', dependencies: ['health'] });
