/**
 * What the server hands the browser besides HTML: public config, the asset URLs the
 * document links (so the client renders the same <head>), the page's data and per-request
 * page state. Serialised as JSON in a non-executable <script type="application/json">.
 */
import { createContext, useContext } from 'react';
import type { Lang } from './i18n/lang.js';

export type DocumentAssets = {
  /** Entry module script. */
  entry: string;
  /** Stylesheets. */
  css: string[];
  /** Chunks this URL needs right away (entry imports + current page chunk). */
  modulepreload: string[];
  /** The self-hosted fonts this page preloads: the Tamil face on Tamil pages (the Latin faces are asked for by shared/head-scripts/latin-faces.ts). */
  fonts: string[];
};

export type Boot = {
  siteUrl: string;
  /** The document's language: the language of its URL. */
  lang: Lang;
  /** The copyright year the server rendered the page with (studio-year.ts). */
  year: number;
  assets: DocumentAssets;
  /**
   * What the server's loaders returned for this URL (React Router's hydration data): the
   * browser hydrates with it and loads nothing again (client/entry.tsx).
   */
  hydration?: HydrationState;
  /** `npm run dev`: the page links /__dev/reload.js and follows content/ as it is edited. */
  development?: boolean;
};

/** React Router's hydration data as the server serialises it (errors as plain objects). */
export type HydrationState = { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null; errors: Record<string, unknown> | null };

/** The id of the boot data's <script> element (read by the app loader in <head> too). */
export { BOOT_ELEMENT_ID } from './head-scripts/constants.js';

/** JSON that is safe inside <script>: no "</script>" or "<!--" can close or confuse it. */
export function serializeBoot(boot: Boot): string {
  return JSON.stringify(boot).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export const BootContext = createContext<Boot | null>(null);

export function useBoot(): Boot {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot() outside <BootContext.Provider>');
  return boot;
}
