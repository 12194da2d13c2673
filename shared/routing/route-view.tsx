/**
 * What a <Route> renders: the route's page with the data its `load` returned, under the
 * route's meta, or the not-found message when `load` found nothing. The first render uses
 * the data the server (or, before hydrating, the browser) already loaded for this URL;
 * after that `load` runs on navigation, once the route's content chunks are here (`use`
 * suspends inside a router transition, so the old page stays until then).
 */
import { createContext, use, useContext, useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { NotFoundMessage } from '../components/not-found-message.js';
import { PageMeta } from '../components/page-meta.js';
import type { PageRoute } from '../routes.js';
import { canonicalPathname, pageUrl, runLoad, type PageResult } from './page-data.js';
import type { NotFoundText } from './route.js';

/** The page the document was rendered with: the server's load, reused for hydration. */
export type InitialPage = { routeKey: string; url: string; result: PageResult };
export const InitialPageContext = createContext<InitialPage | undefined>(undefined);

const defaultNotFound: NotFoundText = {
  message: 'Not found.',
  text: 'The page you are looking for does not exist or has moved.',
  backTo: '/',
  backLabel: 'Back to the home page',
};

function useRouteContent(route: PageRoute): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  for (const [key, module] of Object.entries(route.content ?? {})) {
    content[key] = module.get() ?? use(module.thenable);
  }
  return content;
}

export function RouteView({ route }: { route: PageRoute }) {
  const params = useParams();
  const { pathname, search } = useLocation();
  const initial = useContext(InitialPageContext);
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const url = pageUrl(route, pathname, searchParams);
  const content = useRouteContent(route);
  const result =
    initial && initial.routeKey === route.key && initial.url === url
      ? initial.result
      : runLoad({ route, params }, searchParams, content);

  const Page = route.module.page?.Component;
  if (!result.found || !Page) return <NotFoundMessage {...(route.module.notFound ?? defaultNotFound)} />;
  return (
    <>
      <PageMeta {...route.module.meta(result.data)} path={canonicalPathname(pathname)} />
      <Page data={result.data} />
    </>
  );
}
