/**
 * Renders one page of the route table to HTML bytes. The same code runs on the main thread
 * (RENDER_THREADS=0, and in unit tests) and in the render threads (render-threads.ts), so a
 * page is byte-for-byte the same wherever it was rendered.
 *
 * The caller has already decided the page (the route's `load`, the cache key); the renderer
 * loads it again from the same pathname and query, which costs a lookup, so that only plain
 * strings cross to a render thread.
 */
import type { Boot } from '../../shared/boot.js';
import { pageModules } from '../../shared/content/generated/index.js';
import { langs } from '../../shared/i18n/lang.js';
import { pageRoutes } from '../../shared/routes.js';
import { loadPage } from '../../shared/routing/page-data.js';
import type { InitialPage } from '../../shared/routing/route-view.js';
import { errorPageHtml } from './error-page.js';
import { assetsFor, readCriticalCss, readManifest } from './manifest.js';
import { renderDocument } from './render-document.js';

export type RenderRequest = {
  /** The path and query the route's `load` reads. */
  pathname: string;
  search: string;
  /** The URL the page is rendered at (its canonical spelling, without tracking parameters). */
  url: string;
  /** The footer's year (the main thread's clock decides it). */
  year: number;
  /** Per-request state for the document, such as a contact form's values and errors. */
  extra?: Partial<Boot>;
};

export type RenderOutput = {
  status: number;
  body: Uint8Array;
  /** React's errors when the page failed (status 500, the error page as the body). */
  errors: string[];
};

export type PageRendererOptions = { clientDir: string; siteUrl: string };

/** Load every page and content chunk once, then render on demand. */
export async function createPageRenderer({ clientDir, siteUrl }: PageRendererOptions): Promise<(request: RenderRequest) => Promise<RenderOutput>> {
  const manifest = readManifest(clientDir);
  const critical = readCriticalCss(clientDir);
  const contentModules = langs.flatMap((lang) => Object.values(pageModules[lang]));
  const pageChunks = pageRoutes.flatMap((route) => (route.module.page ? [route.module.page] : []));
  // The deferred parts' code and content (the home page's sections below the first screen).
  const partChunks = pageRoutes.flatMap((route) => langs.flatMap((lang) => (route.module.parts ?? []).flatMap((part) => part.modules(lang))));
  // So a render never waits on a lazy import.
  await Promise.all([...contentModules.map((module) => module.load()), ...pageChunks.map((page) => page.preload()), ...partChunks.map((part) => part.load())]);

  return async ({ pathname, search, url, year, extra = {} }) => {
    const { match, result } = await loadPage(pathname, new URLSearchParams(search));
    const lang = match.route.lang;
    const ui = pageModules[lang].ui.get();
    if (!ui) throw new Error(`interface text for ${lang} not loaded`);
    const boot: Boot = { siteUrl, lang, year, assets: assetsFor(manifest, match, pageModules[lang].ui.source, critical), ...extra };
    const initialPage: InitialPage = { routeKey: match.route.key, url, result };
    const rendered = await renderDocument(url, boot, ui, initialPage);
    if (rendered.didError) {
      return {
        status: 500,
        body: Buffer.from(errorPageHtml(manifest.css, lang)),
        errors: rendered.errors.map((error) => (error instanceof Error ? (error.stack ?? error.message) : String(error))),
      };
    }
    return { status: result.found ? 200 : 404, body: rendered.html, errors: [] };
  };
}
