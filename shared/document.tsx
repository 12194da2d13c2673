/**
 * The whole HTML document, rendered by React on the server and hydrated on the client
 * (hydrateRoot(document, …)). Pages add their own <title>/meta/canonical via <PageMeta>,
 * which React hoists into <head>. The inline scripts are fixed texts whose hashes the
 * server's CSP allows: the intro decision; the app loader, which starts the app's modules
 * (named in the boot data) after the first paint; and the request for the Latin faces
 * (shared/latin-faces-script.ts). The boot data and the page's JSON-LD are non-executable
 * JSON. Every page names its language's blog feed. The only inline style is the page kind's
 * critical CSS, whose hash the CSP allows too.
 */
import type { ReactNode } from 'react';
import { BOOT_ELEMENT_ID, CRITICAL_CSS_ID, serializeBoot, useBoot } from './boot.js';
import { htmlLang } from './i18n/lang.js';
import { useUi } from './i18n/ui-context.js';
import { introScript } from './intro-script.js';
import { appLoaderScript } from './app-loader-script.js';
import { latinFacesScript } from './latin-faces-script.js';
import { feedPath } from './feed-path.js';
import type { JsonLdNode } from './routes/define.js';
import { jsonLdScript } from './structured-data.js';

/** `jsonLd`: the page's structured data (shared/routes/route-objects.tsx), one graph in <head>; none on a not-found page. */
export function Document({ children, jsonLd = [] }: { children: ReactNode; jsonLd?: readonly JsonLdNode[] }) {
  const boot = useBoot();
  const { shell } = useUi();
  const { inlineCss } = boot.assets;
  // With critical CSS inlined, the full stylesheet is linked at the end of <body>: it loads
  // early (preloaded in <head>) but only what follows it waits for it, which is nothing; it
  // works without JavaScript, and the app loader starts the app's modules once it has loaded.
  const stylesheets = boot.assets.css.map((href) => <link key={href} rel="stylesheet" href={href} />);
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
        {inlineCss ? (
          <>
            {/* Its sha256 is in the CSP's style-src (server/plugins/security-headers.ts). */}
            <style id={CRITICAL_CSS_ID} dangerouslySetInnerHTML={{ __html: inlineCss }} />
            {boot.assets.css.map((href) => (
              <link key={href} rel="preload" href={href} as="style" fetchPriority="low" />
            ))}
          </>
        ) : (
          stylesheets
        )}
        {/* The Latin faces are asked for with the document (shared/latin-faces-script.ts). */}
        <script dangerouslySetInnerHTML={{ __html: latinFacesScript }} />
        {/* The first paint needs none of the app's code: the entry and its chunks load after it. */}
        <script dangerouslySetInnerHTML={{ __html: appLoaderScript }} />
        {jsonLd.length > 0 ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} /> : null}
      </head>
      <body>
        {children}
        {/* After the page: its data (the hydration data) never holds up the first paint; the app loader reads it once the document is parsed. */}
        <script type="application/json" id={BOOT_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: serializeBoot(boot) }} />
        {inlineCss ? stylesheets : null}
        {boot.development ? <script src="/__dev/reload.js" /> : null}
      </body>
    </html>
  );
}
