/**
 * The app tree, built once for both sides: the server wraps it in <StaticRouter>, the
 * client in <BrowserRouter>. Pages are lazy chunks; both sides preload the current page
 * before rendering, so the Suspense fallback only shows while a new chunk loads.
 */
import { Suspense, useEffect, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BootContext, type Boot } from './boot.js';
import { IntroSplash } from './components/intro-splash.js';
import { Document } from './document.js';
import { Layout } from './layout.js';
import { routes } from './routes.js';

/**
 * Marks <html data-hydrated> once the page has hydrated and the state its effects set on
 * mount has rendered (a second commit), so tests and styles see the enhanced page.
 */
function HydrationMarker() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute('data-hydrated', '');
  }, [hydrated]);
  return null;
}

export function App({ boot }: { boot: Boot }) {
  return (
    <BootContext.Provider value={boot}>
      <Document boot={boot}>
        <IntroSplash />
        <Layout>
          <Suspense fallback={<p className="page-loading container">Loading…</p>}>
            <Routes>
              {routes.map((route) => (
                <Route key={route.id} path={route.path} element={<route.page.Component />} />
              ))}
            </Routes>
            {/* Inside the boundary: React hydrates a Suspense boundary in its own pass, after the shell. */}
            <HydrationMarker />
          </Suspense>
        </Layout>
      </Document>
    </BootContext.Provider>
  );
}
