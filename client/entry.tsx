/**
 * Client entry: read the boot data the server embedded (its asset list, its loaders' data),
 * load the current page's chunk (the app loader in <head>, shared/head-scripts/app-loader.ts, has
 * modulepreloaded it), then hydrate the whole document with React Router's data router over
 * the same route objects as the server (shared/routes/route-objects.tsx). The first page
 * hydrates from the server's data without running a loader; a later navigation runs its
 * route's loader, which fetches the page's data file (/data/<lang>/….json).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BootContext, BOOT_ELEMENT_ID, type Boot, type HydrationState } from '../shared/boot.js';
import { setDataSource } from '../shared/routes/data-source.js';
import { createRoutes } from '../shared/routes/route-objects.js';
import './styles/main.css';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
  }
}

/** Data files fetched on navigation, once each (a file is the same for the life of a build). */
const files = new Map<string, Promise<unknown>>();

function fetchDataFile(file: string): Promise<unknown> {
  let pending = files.get(file);
  if (!pending) {
    pending = fetch(`/data/${file}.json`, { headers: { accept: 'application/json' } }).then((response) => {
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`data file ${file}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    // A failed fetch may be tried again on the next navigation.
    pending.catch(() => files.delete(file));
    files.set(file, pending);
  }
  return pending;
}

/** The lazy routes of the current URL, loaded before hydrating, so the first render is the server's. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const bootElement = document.getElementById(BOOT_ELEMENT_ID);
  if (!bootElement?.textContent) throw new Error('Boot data missing');
  const boot = JSON.parse(bootElement.textContent) as Boot;

  setDataSource(fetchDataFile);
  const routes = createRoutes();
  await loadMatchedRoutes(routes);
  // React Router reads the server's loader data from here (and turns its errors back into error responses).
  window.__staticRouterHydrationData = boot.hydration;
  const router = createBrowserRouter(routes);

  // Hydration as a transition: React renders it in slices of a few milliseconds and lets the
  // browser answer input between them, instead of one long task (Total Blocking Time).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <BootContext.Provider value={boot}>
          <RouterProvider router={router} />
        </BootContext.Provider>
      </StrictMode>,
    );
  });
}

void start();
