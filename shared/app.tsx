/**
 * The app tree, built once for both sides: the server wraps it in <StaticRouter>, the
 * client in <BrowserRouter>, over the one route table (shared/routes.ts). Pages and their
 * content are lazy chunks; both sides load the current page's before rendering, so the
 * Suspense fallback only shows while a new chunk loads.
 */
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Route, Routes } from 'react-router';
import { BootContext, type Boot } from './boot.js';
import { IntroSplash } from './components/intro-splash.js';
import { rememberLanding } from './contact/landing.js';
import { Document } from './document.js';
import type { UiCopy } from './i18n/copy/ui.js';
import { UiContext } from './i18n/ui-context.js';
import { Layout } from './layout.js';
import { pageRoutes } from './routes.js';
import { createPartsHydration, PartsHydrationContext, type PartsHydration } from './routing/lazy-part.js';
import { InitialPageContext, RouteView, type InitialPage } from './routing/route-view.js';

/**
 * Marks <html data-hydrated> once the page has hydrated, with the deferred parts of the first
 * page (shared/routing/lazy-part.tsx), and the state its effects set on mount has rendered
 * (a second commit), so tests and styles see the enhanced page.
 */
function HydrationMarker({ parts, expectedParts }: { parts: PartsHydration; expectedParts: number }) {
  const [hydrated, setHydrated] = useState(false);
  const partsHydrated = useSyncExternalStore(parts.subscribe, () => parts.count, () => 0);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (hydrated && partsHydrated >= expectedParts) document.documentElement.setAttribute('data-hydrated', '');
  }, [hydrated, partsHydrated, expectedParts]);
  return null;
}

/** How many deferred parts the first page has (none when it is a 404). */
function partsOf(initialPage: InitialPage | undefined): number {
  if (!initialPage?.result.found) return 0;
  return pageRoutes.find((route) => route.key === initialPage.routeKey)?.module.parts?.length ?? 0;
}

export function App({ boot, ui, initialPage }: { boot: Boot; ui: UiCopy; initialPage?: InitialPage }) {
  const [parts] = useState(createPartsHydration);
  // The tab's landing page, for the contact form's campaign attribution (after hydration, never in render).
  useEffect(rememberLanding, []);
  return (
    <BootContext.Provider value={boot}>
      <UiContext.Provider value={ui}>
        <InitialPageContext.Provider value={initialPage}>
          <PartsHydrationContext.Provider value={parts}>
            <Document boot={boot}>
              <IntroSplash />
              <Layout>
                <Suspense fallback={<p className="page-loading container">{ui.shell.loading}</p>}>
                  <Routes>
                    {pageRoutes.map((route) => (
                      <Route key={route.key} path={route.path} element={<RouteView route={route} />} />
                    ))}
                  </Routes>
                  {/* Inside the boundary: React hydrates a Suspense boundary in its own pass, after the shell. */}
                  <HydrationMarker parts={parts} expectedParts={partsOf(initialPage)} />
                </Suspense>
              </Layout>
            </Document>
          </PartsHydrationContext.Provider>
        </InitialPageContext.Provider>
      </UiContext.Provider>
    </BootContext.Provider>
  );
}
