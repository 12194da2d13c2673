/**
 * Client entry: read the boot data the server embedded, load the current page's chunk
 * (already modulepreloaded), then hydrate the whole document over the same route table.
 */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router-dom';
import { App } from '../shared/app.js';
import { BOOT_ELEMENT_ID, type Boot } from '../shared/boot.js';
import { routes } from '../shared/routes.js';
import './styles/main.css';

async function start(): Promise<void> {
  const bootElement = document.getElementById(BOOT_ELEMENT_ID);
  if (!bootElement?.textContent) throw new Error('Boot data missing');
  const boot = JSON.parse(bootElement.textContent) as Boot;
  // A plain form post that failed is answered at /api/contact with the contact page (rendered
  // for /contact): show the page's own URL, so the router hydrates the same page and a reload
  // does not post the form again.
  if (boot.contactForm && window.location.pathname !== '/contact') window.history.replaceState(null, '', '/contact');

  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(matches.map((match) => match.route.page.preload()));

  hydrateRoot(
    document,
    <StrictMode>
      <BrowserRouter>
        <App boot={boot} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
