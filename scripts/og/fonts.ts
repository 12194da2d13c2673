/**
 * The cards are lettered in the site's faces from the TTFs the artwork uses
 * (scripts/media/fonts/, SIL Open Font License; ../media/fonts.ts): Fraunces for English
 * titles and the brand, Inter for the studio line, Noto Sans Tamil for Tamil. sharp lays
 * text out with pango, which shapes Tamil only from TrueType/OpenType files, found through
 * the media step's private fonts.conf (`useBundledFonts`), so the cards look the same on
 * every machine, with or without system fonts (the Docker build stage has none).
 *
 * fontconfig reads FONTCONFIG_FILE once, when a process first lays out text, which is why
 * the cards are drawn in their own process (build.mjs runs scripts/og/cli.ts).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { fontFile, useBundledFonts, type FontFamily } from '../media/fonts.js';

/** The faces the cards use; their files' names and sizes are part of every card's cache key. */
const cardFaces: [FontFamily, number][] = [
  ['Fraunces', 700],
  ['Fraunces', 600],
  ['Inter', 400],
  ['Noto Sans Tamil', 700],
  ['Noto Sans Tamil', 400],
];

/** Name and size of each card font: enough to notice a replaced file. */
export function fontsFingerprint(): string {
  return cardFaces
    .map(([family, weight]) => {
      const file = fontFile(family, weight);
      return `${path.basename(file)}:${statSync(file).size}`;
    })
    .join(',');
}

/** Points fontconfig at the shipped fonts only. Call before the first text is laid out. */
export function useCardFonts(): string {
  return useBundledFonts();
}
