/**
 * Head script, after the stylesheet (whose @font-face rules it names): asks for the two Latin
 * faces, Inter and Fraunces, as the document arrives. Every page draws its first screen in them
 * (English text; on Tamil pages the brand name, digits and Latin names inside Tamil text), and
 * Chromium would ask for them anyway at the highest priority once the first layout met a Latin
 * letter; asked for here, at that same priority, they arrive at the same point of every load
 * rather than racing the first paint. Text is drawn in the metric-matched fallback faces until
 * they arrive (font-display: swap).
 *
 * Why not a preload: Chromium gives a preloaded font a lower priority (High) than a font the
 * page itself asks for (VeryHigh), and Lighthouse's simulation then draws the first paint
 * before the tasks that really run ahead of it, counting them as blocking (decisions 020 and
 * 021). Without JavaScript the first layout asks for them.
 */
const fonts = document.fonts as FontFaceSet | undefined;
if (fonts?.load) {
  void fonts.load('1em Inter');
  void fonts.load('1em Fraunces');
}
