/**
 * The landing page of this tab's visit, for the contact form's campaign attribution
 * (attribution.ts). Kept tiny and import-free: it is part of every page's first-load script.
 *
 * The first page of the tab's session wins: its URL and referrer are kept in sessionStorage
 * (no cookie; gone when the tab closes) and later pages, internal navigations included, keep
 * them; the contact form reads them back (attribution.ts, `readLanding`). Called from an
 * effect after hydration, never during render, so the server's HTML and the first client
 * render stay the same. Storage refused (privacy modes): nothing is kept,
 * and the contact page's own hidden fields still carry what the server saw.
 */
export const LANDING_STORAGE_KEY = 'kolam:landing';

export function rememberLanding(): void {
  try {
    if (!sessionStorage.getItem(LANDING_STORAGE_KEY)) {
      sessionStorage.setItem(LANDING_STORAGE_KEY, JSON.stringify({ url: location.href, referrer: document.referrer }));
    }
  } catch {
    // No storage: nothing to remember.
  }
}
