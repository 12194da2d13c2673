/**
 * The third inline script, on Tamil pages only, in <head> after the critical CSS (whose
 * @font-face rules it names). It asks for the two Latin faces, Inter and Fraunces, as the
 * document arrives. A Tamil page needs them on its first screen (the brand name, digits, Latin
 * names inside Tamil text), and Chromium would ask for them anyway at the highest priority
 * once the first layout met a Latin letter; asked for here, at that same priority, they
 * arrive at the same point of every load rather than racing the first paint. Text is drawn
 * in the metric-matched fallback faces until they arrive (font-display: swap).
 *
 * Why not a preload, as on English pages: Chromium gives a preloaded font a lower priority
 * than a font the page itself asks for, and on Tamil pages that ordering is what used to
 * differ from load to load (docs/decisions/020). Without JavaScript the first layout asks for
 * them, as before. The server sends the SHA-256 of this exact text in its CSP.
 */
export const latinFacesScript = `(function(){var f=document.fonts;if(f&&f.load){f.load('1em Inter');f.load('1em Fraunces')}})();`;
