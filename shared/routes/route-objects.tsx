/**
 * React Router's route objects, from the route table (./index.ts): in every language a root
 * route (the whole document, the shell, the interface text its loader reads) with every page
 * under it. A page route's loader is its definition's `load`; its component (`lazy`) is the
 * page's own chunk, shown under its <head> (PageMeta); a 404 its loader throws shows the
 * route's not-found text. The server runs them with createStaticHandler, the browser with
 * createBrowserRouter (client/entry.tsx); both build them here.
 */
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { isRouteErrorResponse, Outlet, useLoaderData, useLocation, useMatches, useRouteError, type RouteObject } from 'react-router';
import { useBoot } from '../boot.js';
import { breadcrumbTrail, Breadcrumbs } from '../components/breadcrumbs.js';
import { NotFoundMessage } from '../components/not-found-message.js';
import { PageMeta } from '../components/page-meta.js';
import { Document } from '../document.js';
import type { ShellCopy } from '../i18n/copy/shell.js';
import type { UiCopy } from '../i18n/copy/ui.js';
import { langPrefix, langs, splitLangPath, type Lang } from '../i18n/lang.js';
import { UiContext, useUi } from '../i18n/ui-context.js';
import { breadcrumbList } from '../structured-data.js';
import { Layout } from '../layout.js';
import { IntroSplash } from '../components/intro-splash.js';
import { HydrationMark } from '../components/hydration-mark.js';
import { rememberLanding } from '../contact/landing.js';
import { readDataFile } from './data-source.js';
import { dataFileReader, dataFilePath, type AnyRouteDefinition, type Crumb, type JsonLdContext, type JsonLdNode, type PageProps } from './define.js';
import type { RouteHandle } from './handle.js';
import { routeDefinitions } from './index.js';


/** The file of the interface text the root route's loader reads. */
export const uiDataFile = (lang: Lang) => dataFilePath(lang, 'ui');

function Root() {
  const ui = useLoaderData() as UiCopy;
  // The tab's landing page, for the contact form's campaign attribution (after hydration, never in render).
  useEffect(rememberLanding, []);
  return (
    <UiContext.Provider value={ui}>
      <PageDocument>
        <IntroSplash />
        <Layout>
          <Outlet />
        </Layout>
        <HydrationMark />
      </PageDocument>
    </UiContext.Provider>
  );
}

/** A page's breadcrumb trail (none for the home page): shown above the page, and its BreadcrumbList. */
function pageTrail(definition: AnyRouteDefinition, data: unknown, pathname: string, shell: ShellCopy): Crumb[] {
  return definition.breadcrumb ? breadcrumbTrail(definition.breadcrumb, data, splitLangPath(pathname).path, shell) : [];
}

/**
 * The document with the current page's JSON-LD in its <head>: the route's own nodes and the
 * BreadcrumbList of the trail PageView shows. A page whose loader found nothing (a 404) has no
 * data, and so no JSON-LD.
 */
function PageDocument({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { siteUrl, lang } = useBoot();
  const { shell } = useUi();
  const page = matches[matches.length - 1];
  const definition = (page?.handle as RouteHandle | undefined)?.definition;
  let jsonLd: JsonLdNode[] = [];
  if (page && definition && page.data !== undefined) {
    const context: JsonLdContext = { siteUrl, lang, url: `${siteUrl}${pathname}`, shell };
    const trail = pageTrail(definition, page.data, pathname, shell);
    jsonLd = [...(definition.jsonLd?.(page.data, context) ?? []), ...(trail.length > 0 ? [breadcrumbList(trail, context)] : [])];
  }
  return <Document jsonLd={jsonLd}>{children}</Document>;
}

/** A page under its <head> (PageMeta) and its breadcrumb trail. */
function PageView({ definition, Page }: { definition: AnyRouteDefinition; Page: ComponentType<PageProps<unknown>> }) {
  const data = useLoaderData();
  const { pathname } = useLocation();
  const { shell } = useUi();
  const trail = pageTrail(definition, data, pathname, shell);
  return (
    <>
      <PageMeta {...definition.meta(data)} path={pathname} />
      {trail.length > 0 ? <Breadcrumbs trail={trail} /> : null}
      <Page data={data} />
    </>
  );
}

/**
 * A page's loader found no record: its not-found text. Anything else (a data file or chunk
 * that fails to load after a deploy, a network error) loads the URL afresh in the browser, so
 * the server answers it; on the server it is a 500.
 */
function PageError({ definition }: { definition: AnyRouteDefinition }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) window.location.reload();
  }, [notFound]);
  if (notFound) return <NotFoundMessage route={definition.notFound} />;
  if (typeof window === 'undefined') throw error;
  return null;
}

function pageRoute(definition: AnyRouteDefinition, lang: Lang): RouteObject {
  const path = definition.path === '/' ? undefined : definition.path === '*' ? '*' : definition.path.slice(1);
  const handle: RouteHandle = { definition, lang };
  const file = dataFileReader(lang, definition.id);
  const route: RouteObject = {
    id: `${lang}:${definition.id}`,
    ...(path === undefined ? { index: true } : { path }),
    handle,
    loader: ({ params, request }) => definition.load({ lang, params, search: new URL(request.url).searchParams, file }),
    ...(definition.action ? { action: async ({ request }) => definition.action!(await request.json()) } : {}),
    ErrorBoundary: () => <PageError definition={definition} />,
  };
  const page = definition.page;
  // The catch-all's loader always answers 404: its error boundary is all it shows.
  if (!page) return { ...route, Component: () => null };
  return {
    ...route,
    lazy: async () => {
      const { default: Page } = await page();
      return { Component: () => <PageView definition={definition} Page={Page} /> };
    },
  };
}

/** Every route object: a root per language (English at /, Tamil at /ta) with its pages. */
export function createRoutes(): RouteObject[] {
  return langs.map((lang) => ({
    id: lang,
    path: langPrefix[lang] || '/',
    loader: () => readDataFile<UiCopy>(uiDataFile(lang)),
    // The interface text of a language never changes between its pages.
    shouldRevalidate: () => false,
    Component: Root,
    children: routeDefinitions.map((definition) => pageRoute(definition, lang)),
  }));
}
