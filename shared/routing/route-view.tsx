/**
 * What a <Route> renders: the route's page with the data its `load` returned, under the
 * route's meta, or the not-found message when `load` found nothing. The first render uses
 * the data the server (or, before hydrating, the browser) already loaded for this URL;
 * after that `load` runs on navigation, once the route's content chunks and its deferred
 * parts are here (`use` suspends inside a router transition, so the old page stays until then).
 */
import { createContext, use, useContext, useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { NotFoundMessage } from '../components/not-found-message.js';
import { PageMeta } from '../components/page-meta.js';
import type { PageMatch, PageRoute } from '../routes.js';
import { canonicalPathname, contentModules, pageUrl, runLoad, type PageResult } from './page-data.js';

/** The page the document was rendered with: the server's load, reused for hydration. */
export type InitialPage = { routeKey: string; url: string; result: PageResult };
export const InitialPageContext = createContext<InitialPage | undefined>(undefined);

/** The page's content, read with `use` (it suspends only while a chunk is still loading). */
function useRouteContent(match: PageMatch): Record<string, unknown> | undefined {
  const modules = contentModules(match);
  if (!modules) return undefined;
  const content: Record<string, unknown> = {};
  for (const [key, module] of Object.entries(modules)) content[key] = module.get() ?? use(module.thenable);
  return content;
}

export function RouteView({ route }: { route: PageRoute }) {
  const params = useParams();
  const { pathname, search } = useLocation();
  const initial = useContext(InitialPageContext);
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const url = pageUrl(route, pathname, searchParams);
  const match: PageMatch = { route, params };
  const content = useRouteContent(match);
  const isInitial = initial !== undefined && initial.routeKey === route.key && initial.url === url;
  const result: PageResult = isInitial ? initial.result : content ? runLoad(match, searchParams, content) : { found: false };
  // A navigation also waits for the page's deferred parts (the first page hydrates without them).
  if (!isInitial && result.found) {
    for (const part of route.module.parts ?? []) for (const module of part.modules(route.lang)) if (!module.get()) use(module.thenable);
  }

  const Page = route.module.page?.Component;
  if (!result.found || !Page) return <NotFoundMessage route={route.module.notFound} />;
  return (
    <>
      <PageMeta {...route.module.meta(result.data)} path={canonicalPathname(pathname)} />
      <Page data={result.data} />
    </>
  );
}
