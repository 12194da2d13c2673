/**
 * The whole HTML document, rendered by React on the server and hydrated on the client
 * (hydrateRoot(document, …)). Pages add their own <title>/meta/canonical via <PageMeta>,
 * which React hoists into <head>. The only inline script is the fixed intro script, whose
 * hash the server's CSP allows; the boot data and JSON-LD are non-executable JSON.
 */
import type { ReactNode } from 'react';
import { BOOT_ELEMENT_ID, serializeBoot, type Boot } from './boot.js';
import { htmlLang } from './i18n/lang.js';
import { useUi } from './i18n/ui-context.js';
import { introScript } from './intro-script.js';
import { organizationJsonLd } from './structured-data.js';

export function Document({ boot, children }: { boot: Boot; children: ReactNode }) {
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
        {boot.assets.fonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {boot.assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {boot.assets.modulepreload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        <script type="module" src={boot.assets.entry} />
        <script type="application/json" id={BOOT_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: serializeBoot(boot) }} />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organizationJsonLd(boot.siteUrl, boot.lang, shell) }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
