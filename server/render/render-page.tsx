/**
 * Renders one page to HTML bytes, in a render thread (server/render-worker.ts, run by
 * piscina: server/render/render-pool.ts). React Router's static handler matches the URL and
 * runs its loaders once (`query`), reading the pages' data files from memory; React renders
 * the matched routes with renderToPipeableStream and waits for onAllReady (the content is
 * static, so crawlers and browsers get complete HTML at no cost). The loaders' data goes into
 * the boot data, where the browser hydrates from it without loading again. React's errors
 * make a 500 with the plain error page; a synchronous throw is caught; a render that hangs is
 * aborted, and the abort timer is cleared when the stream finishes.
 */
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { BootContext, type Boot, type HydrationState } from '../../shared/boot.js';
import { splitLangPath } from '../../shared/i18n/lang.js';
import { setDataSource } from '../../shared/routes/data-source.js';
import type { RouteHandle } from '../../shared/routes/handle.js';
import { createRoutes } from '../../shared/routes/route-objects.js';
import { readDataFile, readDataFiles } from './data-files.js';
import { errorPageHtml } from './error-page.js';
import { assetsFor, readManifest } from './manifest.js';

export type RenderRequest = {
  /** The page's URL: its canonical path and the query parameters its route declares. */
  url: string;
  /** The footer's year (the main thread's clock decides it). */
  year: number;
  /**
   * A form post the main thread has handled (the contact form without JavaScript): what the
   * page's action returns, so the page shows it (the typed values and the messages).
   */
  action?: unknown;
};

export type RenderOutput = {
  status: number;
  body: Uint8Array;
  /** React's or a loader's errors when the page failed (status 500, the error page as the body). */
  errors: string[];
};

export type RendererOptions = {
  clientDir: string;
  siteUrl: string;
  /**
   * `npm run dev`: read the data files and the client's manifest from disk on each render
   * (they change while it runs) instead of once, and link the live-reload script
   * (server/plugins/dev-reload.ts).
   */
  development?: boolean;
};

/** Every route's page component loaded, so no render waits for a chunk. */
async function loadPages(routes: ReturnType<typeof createRoutes>): Promise<void> {
  const all = routes.flatMap((root) => [root, ...(root.children ?? [])]);
  await Promise.all(
    all.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** Errors as React Router's browser router reads them back (its hydration data). */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error) ? { ...error, __type: 'RouteErrorResponse' } : { message: error instanceof Error ? error.message : String(error), __type: 'Error' },
    ]),
  );
}

/** The routes' page chunks are loaded, the data files read: then pages render without waiting. */
export async function createRenderer({ clientDir, siteUrl, development = false }: RendererOptions): Promise<(request: RenderRequest) => Promise<RenderOutput>> {
  const manifest = readManifest(clientDir);
  if (development) setDataSource((file) => readDataFile(clientDir, file));
  else {
    const files = readDataFiles(clientDir);
    setDataSource((file) => files.get(file));
  }
  const routes = createRoutes();
  await loadPages(routes);
  const handler = createStaticHandler(routes);

  return async ({ url, year, action }) => {
    const lang = splitLangPath(url).lang;
    // npm run dev rebuilds the client while the server runs: its asset names are read afresh.
    const assets = development ? readManifest(clientDir) : manifest;
    const fail = (errors: unknown[]): RenderOutput => ({
      status: 500,
      body: Buffer.from(errorPageHtml(assets.css, lang)),
      errors: errors.map((error) => (error instanceof Error ? (error.stack ?? error.message) : String(error))),
    });
    const request =
      action === undefined
        ? new Request(`${siteUrl}${url}`)
        : new Request(`${siteUrl}${url}`, { method: 'POST', body: JSON.stringify(action), headers: { 'content-type': 'application/json' } });
    const context = await handler.query(request);
    if (context instanceof Response) return fail([new Error(`${url}: a loader answered ${context.status} instead of data`)]);
    const failed = Object.values(context.errors ?? {}).filter((error) => !(isRouteErrorResponse(error) && error.status === 404));
    if (failed.length > 0) return fail(failed);

    const leaf = context.matches[context.matches.length - 1];
    const { definition } = (leaf?.route.handle ?? {}) as Partial<RouteHandle>;
    const hydration: HydrationState = { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) };
    const boot: Boot = { siteUrl, lang, year, assets: assetsFor(assets, definition?.id ?? 'not-found', lang), hydration, ...(development && { development }) };
    const router = createStaticRouter(handler.dataRoutes, context);
    const rendered = await renderDocument(
      <BootContext.Provider value={boot}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </BootContext.Provider>,
      url,
    );
    if (rendered.errors.length > 0) return fail(rendered.errors);
    return { status: context.statusCode, body: rendered.html, errors: [] };
  };
}

function renderDocument(element: React.ReactNode, url: string, timeoutMs = 10_000): Promise<{ html: Buffer; errors: unknown[] }> {
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    let timer: NodeJS.Timeout | undefined;
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => {
      clearTimeout(timer);
      resolve({ html: Buffer.concat(chunks), errors });
    });
    sink.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    try {
      const stream = renderToPipeableStream(element, {
        // Never "outline" a large, already complete Suspense boundary into a separate chunk
        // revealed by an inline script: the CSP allows no such script, and the page is sent whole anyway.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          stream.pipe(sink);
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error) {
          errors.push(error);
        },
      });
      timer = setTimeout(() => stream.abort(new Error(`Render of ${url} timed out after ${timeoutMs} ms`)), timeoutMs);
    } catch (error) {
      clearTimeout(timer);
      reject(error);
    }
  });
}
