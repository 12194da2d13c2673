/**
 * The fonts the generated artwork and the Open Graph cards are lettered in, shipped in
 * scripts/media/fonts/ (all SIL Open Font License 1.1; licences in fonts/licenses/, list in
 * fonts/README.md), and the private fontconfig file that makes librsvg (inside sharp) see
 * those fonts and nothing else, so text renders the same on every machine.
 *
 * Call `useBundledFonts()` before the first SVG with text is rasterised in a process:
 * fontconfig reads FONTCONFIG_FILE once, when it first initialises.
 *
 * `textWidth()` measures a string from the font's own advance widths (cmap + hmtx), so
 * layouts can fit a client's name into a box without a rendering round trip. Kerning and
 * Tamil conjuncts are ignored: widths are a close upper estimate, fine for fitting.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Family names as fontconfig knows them, with the weights shipped. */
export const fontFiles = {
  Inter: { 400: 'Inter-Regular.ttf', 700: 'Inter-Bold.ttf' },
  Fraunces: { 600: 'Fraunces-SemiBold.ttf', 700: 'Fraunces-Bold.ttf' },
  'Playfair Display': { 700: 'PlayfairDisplay-Bold.ttf' },
  'Bebas Neue': { 400: 'BebasNeue-Regular.ttf' },
  'Abril Fatface': { 400: 'AbrilFatface-Regular.ttf' },
  'Archivo Black': { 400: 'ArchivoBlack-Regular.ttf' },
  Pacifico: { 400: 'Pacifico-Regular.ttf' },
  'Space Grotesk': { 700: 'SpaceGrotesk-Bold.ttf' },
  'DM Serif Display': { 400: 'DMSerifDisplay-Regular.ttf' },
  'Josefin Sans': { 700: 'JosefinSans-Bold.ttf' },
  Cinzel: { 700: 'Cinzel-Bold.ttf' },
  Righteous: { 400: 'Righteous-Regular.ttf' },
  Comfortaa: { 700: 'Comfortaa-Bold.ttf' },
  Caveat: { 700: 'Caveat-Bold.ttf' },
  Oswald: { 600: 'Oswald-SemiBold.ttf' },
  Syne: { 800: 'Syne-ExtraBold.ttf' },
  'Zilla Slab': { 700: 'ZillaSlab-Bold.ttf' },
  'IBM Plex Mono': { 600: 'IBMPlexMono-SemiBold.ttf' },
  Fredoka: { 600: 'Fredoka-SemiBold.ttf' },
  'Noto Sans Tamil': { 400: 'NotoSansTamil-Regular.ttf', 700: 'NotoSansTamil-Bold.ttf' },
  'Noto Serif Tamil': { 700: 'NotoSerifTamil-Bold.ttf' },
} as const satisfies Record<string, Partial<Record<number, string>>>;

export type FontFamily = keyof typeof fontFiles;
export type FontSpec<F extends FontFamily = FontFamily> = { family: F; weight: keyof (typeof fontFiles)[F] & number };

/** The folder of TTF files: found from this module's location (source or bundled under .cache/). */
export function fontsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    for (const candidate of [path.join(dir, 'fonts'), path.join(dir, 'scripts', 'media', 'fonts')]) {
      if (existsSync(path.join(candidate, 'Inter-Regular.ttf'))) return candidate;
    }
    dir = path.dirname(dir);
  }
  throw new Error('scripts/media/fonts not found next to the media scripts');
}

let configured: string | undefined;

/**
 * Point fontconfig at the bundled fonts only (a generated fonts.conf in the temp folder,
 * keyed by the fonts folder), with fixed rendering options: antialiasing on, hinting off,
 * no subpixel order. Returns the fonts.conf path. Idempotent.
 */
export function useBundledFonts(): string {
  if (configured) return configured;
  const dir = fontsDir();
  const key = createHash('sha1').update(dir).digest('hex').slice(0, 10);
  const confDir = path.join(tmpdir(), `kolam-fontconfig-${key}`);
  mkdirSync(confDir, { recursive: true });
  const file = path.join(confDir, 'fonts.conf');
  const xml = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${escapeXml(dir)}</dir>
  <cachedir>${escapeXml(path.join(confDir, 'cache'))}</cachedir>
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>false</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
  </match>
</fontconfig>
`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (current !== xml) writeFileSync(file, xml);
  process.env.FONTCONFIG_FILE = file;
  configured = file;
  return file;
}

let drawing: Promise<unknown> = Promise.resolve();

/**
 * Runs `draw` (a sharp pipeline that rasterises an SVG or pango text) once every earlier one
 * has finished. The librsvg, pango, cairo and fontconfig that sharp bundles are not safe to run
 * on two threads at once: parallel rasterisation crashed the build now and then with a
 * SIGSEGV inside libvips-cpp (about one fresh build in ten, CI included). Encoding, the slow
 * part, still runs in parallel; only the drawing waits its turn.
 */
export function drawOneAtATime<T>(draw: () => Promise<T>): Promise<T> {
  const result = drawing.then(draw);
  drawing = result.catch(() => undefined);
  return result;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// ---------------------------------------------------------------- metrics

type Metrics = { unitsPerEm: number; advance: (codePoint: number) => number | undefined };
const metricsCache = new Map<string, Metrics>();

/** The file of a family at a weight (the nearest shipped weight). */
export function fontFile(family: FontFamily, weight: number): string {
  const weights = fontFiles[family] as Partial<Record<number, string>>;
  const shipped = Object.keys(weights).map(Number);
  const nearest = shipped.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best), shipped[0] ?? 400);
  const file = weights[nearest];
  if (!file) throw new Error(`no font file for ${family}`);
  return path.join(fontsDir(), file);
}

function metricsOf(file: string): Metrics {
  const cached = metricsCache.get(file);
  if (cached) return cached;
  const metrics = parseMetrics(readFileSync(file));
  metricsCache.set(file, metrics);
  return metrics;
}

/** Width of `text` in px at `size`, from the font's advance widths (missing glyphs count as 0.6 em). */
export function textWidth(text: string, family: FontFamily, weight: number, size: number, letterSpacing = 0): number {
  const metrics = metricsOf(fontFile(family, weight));
  let units = 0;
  let count = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 32;
    units += metrics.advance(code) ?? metrics.unitsPerEm * 0.6;
    count++;
  }
  return (units / metrics.unitsPerEm) * size + letterSpacing * Math.max(0, count - 1);
}

/** Reads head.unitsPerEm, hhea.numberOfHMetrics, hmtx and a format 4 or 12 cmap subtable. */
function parseMetrics(buf: Buffer): Metrics {
  const tables = new Map<string, number>();
  const numTables = buf.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + i * 16;
    tables.set(buf.toString('latin1', rec, rec + 4), buf.readUInt32BE(rec + 8));
  }
  const table = (tag: string) => {
    const at = tables.get(tag);
    if (at === undefined) throw new Error(`font has no ${tag} table`);
    return at;
  };
  const unitsPerEm = buf.readUInt16BE(table('head') + 18);
  const numberOfHMetrics = buf.readUInt16BE(table('hhea') + 34);
  const hmtx = table('hmtx');
  const advanceOf = (glyph: number) => buf.readUInt16BE(hmtx + Math.min(glyph, numberOfHMetrics - 1) * 4);

  const cmap = table('cmap');
  const subtables = buf.readUInt16BE(cmap + 2);
  let best: { offset: number; format: number } | undefined;
  for (let i = 0; i < subtables; i++) {
    const platform = buf.readUInt16BE(cmap + 4 + i * 8);
    const encoding = buf.readUInt16BE(cmap + 6 + i * 8);
    const offset = cmap + buf.readUInt32BE(cmap + 8 + i * 8);
    const format = buf.readUInt16BE(offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode || (format !== 4 && format !== 12)) continue;
    if (!best || format === 12) best = { offset, format };
  }
  if (!best) throw new Error('font has no Unicode cmap');
  const glyphs = new Map<number, number>();
  const { offset, format } = best;
  if (format === 4) {
    const segCount = buf.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + segCount * 2 + 2;
    const deltas = starts + segCount * 2;
    const rangeOffsets = deltas + segCount * 2;
    for (let s = 0; s < segCount; s++) {
      const end = buf.readUInt16BE(ends + s * 2);
      const start = buf.readUInt16BE(starts + s * 2);
      const delta = buf.readInt16BE(deltas + s * 2);
      const rangeOffset = buf.readUInt16BE(rangeOffsets + s * 2);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
        else {
          const at = rangeOffsets + s * 2 + rangeOffset + (c - start) * 2;
          glyph = buf.readUInt16BE(at);
          if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
        }
        if (glyph !== 0) glyphs.set(c, glyph);
      }
    }
  } else {
    const groups = buf.readUInt32BE(offset + 12);
    for (let g = 0; g < groups; g++) {
      const at = offset + 16 + g * 12;
      const start = buf.readUInt32BE(at);
      const end = buf.readUInt32BE(at + 4);
      const first = buf.readUInt32BE(at + 8);
      for (let c = start; c <= end && c - start < 0x10000; c++) if (first + c - start !== 0) glyphs.set(c, first + c - start);
    }
  }
  return {
    unitsPerEm,
    advance: (code) => {
      const glyph = glyphs.get(code);
      return glyph === undefined ? undefined : advanceOf(glyph);
    },
  };
}
