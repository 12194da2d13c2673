/**
 * The cards are lettered in the site's faces from TTF files shipped in scripts/media/fonts/
 * (SIL Open Font License; licences beside them): Fraunces for English titles and the brand,
 * Inter for the studio line, Noto Sans Tamil for Tamil. sharp lays text out with pango,
 * which finds fonts through fontconfig and shapes Tamil only from TrueType/OpenType files
 * (the site's .woff2 files would render empty boxes), so this writes a private fonts.conf
 * that lists that folder and nothing else, and points FONTCONFIG_FILE at it: the cards look
 * the same on every machine, with or without system fonts (the Docker build stage has none).
 *
 * fontconfig reads FONTCONFIG_FILE once, when a process first lays out text, which is why
 * the cards are drawn in their own process (build.mjs runs scripts/og/cli.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The font files the cards use; their names and sizes are part of every card's cache key. */
export const cardFontFiles = ['Fraunces-Bold.ttf', 'Fraunces-SemiBold.ttf', 'Inter-Regular.ttf', 'NotoSansTamil-Bold.ttf', 'NotoSansTamil-Regular.ttf'] as const;

export function fontsDir(rootDir: string): string {
  return path.join(rootDir, 'scripts', 'media', 'fonts');
}

/** Name and size of each card font: enough to notice a replaced file. */
export function fontsFingerprint(rootDir: string): string {
  const dir = fontsDir(rootDir);
  return cardFontFiles.map((file) => `${file}:${statSync(path.join(dir, file)).size}`).join(',');
}

/**
 * Writes the private fonts.conf (in the temp folder, one per fonts folder) and sets
 * FONTCONFIG_FILE. Call before the first text is laid out in this process.
 */
export function useCardFonts(rootDir: string): string {
  const dir = fontsDir(rootDir);
  const missing = cardFontFiles.filter((file) => !existsSync(path.join(dir, file)));
  if (missing.length > 0) throw new Error(`card fonts missing from ${dir}: ${missing.join(', ')}`);
  const confDir = path.join(tmpdir(), `kolam-og-fontconfig-${createHash('sha1').update(dir).digest('hex').slice(0, 10)}`);
  mkdirSync(confDir, { recursive: true });
  const file = path.join(confDir, 'fonts.conf');
  // Only this folder's fonts; greyscale antialiasing and no hinting, so glyphs do not depend
  // on a machine's fontconfig defaults.
  const xml = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${escapeXml(dir)}</dir>
  <cachedir>${escapeXml(path.join(confDir, 'cache'))}</cachedir>
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>false</bool></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
  </match>
</fontconfig>
`;
  if (!existsSync(file) || readFileSync(file, 'utf8') !== xml) writeFileSync(file, xml);
  process.env.FONTCONFIG_FILE = file;
  return file;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
