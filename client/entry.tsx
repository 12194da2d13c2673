/**
 * Client entry: read the boot data the server embedded, load the current page's chunks and
 * data the way the server did (shared/routing/page-data.ts; the app loader in <head>,
 * shared/app-loader-script.ts, has modulepreloaded its chunks), then hydrate the whole
 * document over the same route table.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '../shared/app.js';
import { BOOT_ELEMENT_ID, CRITICAL_CSS_ID, type Boot } from '../shared/boot.js';
import { pageModules } from '../shared/content/generated/index.js';
import { localizePath } from '../shared/i18n/lang.js';
import { loadPage, pageUrl } from '../shared/routing/page-data.js';
import './styles/main.css';

async function start(): Promise<void> {
  const bootElement = document.getElementById(BOOT_ELEMENT_ID);
  if (!bootElement?.textContent) throw new Error('Boot data missing');
  const boot = JSON.parse(bootElement.textContent) as Boot;
  // The critical CSS is not repeated in the boot data: hydrate the <style> with its own text.
  const inlineCss = document.getElementById(CRITICAL_CSS_ID)?.textContent;
  if (inlineCss) boot.assets.inlineCss = inlineCss;
  // A plain form post that failed is answered at /api/contact with the contact page (rendered
  // for /contact): show the page's own URL, so the router hydrates the same page and a reload
  // does not post the form again.
  const contactPath = localizePath('/contact', boot.lang);
  if (boot.contactForm && window.location.pathname !== contactPath) window.history.replaceState(null, '', contactPath);

  const search = new URLSearchParams(window.location.search);
  const [{ match, result }, ui] = await Promise.all([loadPage(window.location.pathname, search), pageModules[boot.lang].ui.load()]);
  const initialPage = { routeKey: match.route.key, url: pageUrl(match.route, window.location.pathname, search), result };

  // Hydration as a transition: React renders it in slices of a few milliseconds and lets the
  // browser answer input between them, instead of one long task (Total Blocking Time).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <BrowserRouter>
          <App boot={boot} ui={ui} initialPage={initialPage} />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}

void start();
