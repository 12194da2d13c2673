/**
 * The whole HTML document, rendered by React on the server and hydrated on the client
 * (hydrateRoot(document, …)). Pages add their own <title>/meta/canonical via <PageMeta>,
 * which React hoists into <head>. The inline scripts are fixed texts whose hashes the
 * server's CSP allows: the intro decision; the app loader, which starts the app's modules
 * (named in the boot data) after the first paint; and the request for the Latin faces
 * (shared/head-scripts/, bundled by the build into shared/generated/head-scripts.ts). The boot
 * data and the page's JSON-LD are non-executable JSON; every page names its language's blog feed. There is no inline style: the one stylesheet is
 * linked in <head> (docs/decisions/013, removed: inlining each kind of page's critical CSS did
 * not make the first paint earlier in an A/B).
 */
import type { ReactNode } from 'react';
import { BOOT_ELEMENT_ID, serializeBoot, useBoot } from './boot.js';
import { htmlLang } from './i18n/lang.js';
import { useUi } from './i18n/ui-context.js';
import { appLoaderScript, introScript, latinFacesScript } from './generated/head-scripts.js';
import { feedPath } from './feed-path.js';
import type { JsonLdNode } from './routes/define.js';
import { jsonLdScript } from './structured-data.js';

/** `jsonLd`: the page's structured data (shared/routes/route-objects.tsx), one graph in <head>; none on a not-found page. */
export function Document({ children, jsonLd = [] }: { children: ReactNode; jsonLd?: readonly JsonLdNode[] }) {
  const boot = useBoot();
  const { shell } = useUi();
  return (
    // data-intro is set on <html> by the intro script before hydration.
    <html lang={htmlLang[boot.lang]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b2250" />
        <script dangerouslySetInnerHTML={{ __html: introScript }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/rss+xml" title={shell.feedTitle} href={`${boot.siteUrl}${feedPath(boot.lang)}`} />
        {boot.assets.fonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {boot.assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* The Latin faces are asked for with the document (shared/head-scripts/latin-faces.ts). */}
        <script dangerouslySetInnerHTML={{ __html: latinFacesScript }} />
        {/* The first paint needs none of the app's code: the entry and its chunks load after it. */}
        <script dangerouslySetInnerHTML={{ __html: appLoaderScript }} />
        {jsonLd.length > 0 ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} /> : null}
      </head>
      <body>
        {children}
        {/* After the page: its data (the hydration data) never holds up the first paint; the app loader reads it once the document is parsed. */}
        <script type="application/json" id={BOOT_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: serializeBoot(boot) }} />
        {boot.development ? <script src="/__dev/reload.js" /> : null}
      </body>
    </html>
  );
}
