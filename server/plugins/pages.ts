/**
 * Every page of the route table, rendered by React on the server and cached per URL.
 * Status is decided before rendering (route-status.ts). HTML gets a short, CDN-friendly
 * cache policy and an ETag; compressed variants are made once per page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchPath } from 'react-router-dom';
import type { Boot } from '../../shared/boot.js';
import { routes, type AppRoute } from '../../shared/routes.js';
import { errorPageHtml } from '../render/error-page.js';
import { assetsFor, readManifest } from '../render/manifest.js';
import { createCachedPage, encodedBody, PageCache, pickEncoding, type CachedPage } from '../render/page-cache.js';
import { renderDocument } from '../render/render-document.js';
import { studioYear } from '../render/studio-year.js';
import { routeExists } from '../render/route-status.js';
import type { RenderPageOptions } from '../types.js';

export const HTML_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';
const NOT_FOUND_CACHE_CONTROL = 'public, max-age=60';

const notFoundRoute = routes.find((route) => route.id === 'not-found');

type Match = { route: AppRoute; params: Record<string, string | undefined> };

function matchRoute(pathname: string): Match | undefined {
  for (const route of routes) {
    if (route.path === '*') continue;
    const match = matchPath({ path: route.path, end: true, caseSensitive: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}

async function pages(app: FastifyInstance, options: { clientDir: string; now?: () => number }) {
  const manifest = readManifest(options.clientDir);
  const cache = new PageCache(app.config.PAGE_CACHE_MAX);
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
  // Load every page module now, so rendering never waits on a lazy import.
  await Promise.all(routes.map((route) => route.page.preload()));

  const bootFor = (route: AppRoute | undefined, extra: Partial<Boot> = {}): Boot => ({
    siteUrl: app.config.SITE_URL,
    year: currentYear(),
    assets: assetsFor(manifest, route),
    ...extra,
  });

  let renders = 0;
  async function render(url: string, extra?: Partial<Boot>): Promise<{ page: CachedPage; canonical: boolean }> {
    renders += 1;
    const parsed = new URL(url, 'http://internal');
    const match = matchRoute(parsed.pathname);
    const exists = match ? routeExists[match.route.id](match.params, parsed.searchParams) : false;
    // A known route whose record is missing keeps its own page (it renders the not-found text).
    const route = match?.route ?? notFoundRoute;
    const status = exists ? 200 : 404;
    const result = await renderDocument(url, bootFor(route, extra));
    if (result.didError) {
      for (const error of result.errors) app.log.error({ err: error, url }, 'page render failed');
      return { page: createCachedPage(500, Buffer.from(errorPageHtml(manifest.css))), canonical: false };
    }
    return { page: createCachedPage(status, result.html), canonical: status === 200 && parsed.search === '' };
  }

  function send(request: FastifyRequest, reply: FastifyReply, page: CachedPage, cacheControl: string) {
    reply.code(page.status).type('text/html; charset=utf-8').header('vary', 'Accept-Encoding');
    if (page.status >= 500) return reply.header('cache-control', 'no-store').send(page.body);
    reply.header('cache-control', page.status === 200 ? cacheControl : NOT_FOUND_CACHE_CONTROL).header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag && page.status === 200) return reply.code(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.body);
    return reply.header('content-encoding', encoding).send(encodedBody(page, encoding));
  }

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url;
    const { pathname, search } = new URL(url, 'http://internal');
    if (pathname.length > 1 && pathname.endsWith('/')) {
      // One URL per page: /services/ → /services.
      return reply.redirect(pathname.replace(/\/+$/, '') + search, 301);
    }
    currentYear(); // empties the cache first if the studio's year has turned
    let page = cache.get(url);
    if (!page) {
      const rendered = await render(url);
      page = rendered.page;
      if (page.status < 500) cache.set(url, page, rendered.canonical);
    }
    return send(request, reply, page, HTML_CACHE_CONTROL);
  }

  for (const route of routes) {
    if (route.path === '*') continue;
    app.get(route.path, servePage);
  }

  app.decorate('pageCacheStats', () => ({ ...cache.size, renders }));

  app.decorate('renderPage', async (reply: FastifyReply, renderOptions: RenderPageOptions) => {
    const extra: Partial<Boot> = renderOptions.contactForm ? { contactForm: renderOptions.contactForm } : {};
    const { page } = await render(renderOptions.url, extra);
    return reply
      .code(renderOptions.status ?? page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page.body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const accept = request.headers.accept ?? '';
    const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && (accept === '' || accept.includes('text/html') || accept.includes('*/*'));
    if (!wantsHtml) {
      return reply.code(404).type('application/json; charset=utf-8').send({ error: 'Not found' });
    }
    return servePage(request, reply);
  });

  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error, url: request.url }, 'request failed');
    else request.log.info({ err: error, url: request.url }, 'request rejected');
    const accept = request.headers.accept ?? '';
    if (status >= 500 && accept.includes('text/html')) {
      return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(errorPageHtml(manifest.css));
    }
    const message = status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message;
    return reply.code(status).type('application/json; charset=utf-8').send({ error: message });
  });
}

export default fp(pages, { name: 'pages' });
