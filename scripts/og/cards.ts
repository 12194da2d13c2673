/**
 * Link-preview cards (docs/decisions/011): one 1200×630 JPEG per page of the sitemap in every
 * language, plus the studio's own card per language for pages of no URL (404s).
 *
 * A card is what the page's route says about itself: `meta(data)` gives the title (in the
 * page's language) and the artwork, shared/og-card.ts turns them into the card's text and
 * its path, exactly as <PageMeta> does for `og:image` and `og:image:alt`. The picture:
 *
 *   ┌──────────────────────────────────────┬──┬───────────────┐
 *   │ (kolam mark) Kolam Studio            │  │               │
 *   │                                      │  │  a piece of   │
 *   │ The page's title, up to four lines,  │  │  the page's   │
 *   │ as large as fits                     │  │  artwork      │
 *   │ ───                                  │  │               │
 *   │ Branding and business-development …  │  │               │
 *   └──────────────────────────────────────┴──┴───────────────┘
 *
 * Text is laid out by pango (sharp's text input) in the TTFs of scripts/media/fonts/, so
 * titles wrap at word boundaries and Tamil is shaped (./fonts.ts). Cards are cached in
 * `.cache/og/<key>.jpg` under a hash of everything drawn (text, language, the artwork's
 * bytes, fonts, layout version), so a warm build only copies them.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, stat, utimes } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { isLocalMedia } from '../../shared/content/media.js';
import { studioImage } from '../../shared/content/generated/index.js';
import { shellCopy } from '../../shared/i18n/copy/shell.js';
import { langs, splitLangPath, type Lang } from '../../shared/i18n/lang.js';
import { cardArt, ogCard, ogCardPath, ogCardText, type OgCardText } from '../../shared/og-card.js';
import { loadPage } from '../../shared/routing/page-data.js';
import { site } from '../../shared/site.js';
import { sitemapUrls } from '../../server/render/sitemap.js';
import { fontsFingerprint, useCardFonts } from './fonts.js';
import { pruneCache, writeAtomically } from '../lib/build-cache.js';
import { drawOneAtATime } from '../media/fonts.js';
import { forEachLimit } from '../lib/for-each-limit.js';

/** Bump when the drawing changes: every card is redrawn. */
const CARD_VERSION = 7;
/**
 * Baseline JPEG, every messenger reads it; full-resolution colour keeps coloured letter edges
 * clean. Huffman tables are optimised; mozjpeg's trellis would save 5 % for 8× the time.
 */
const jpegOptions = { quality: 84, chromaSubsampling: '4:4:4', optimiseCoding: true } as const;

export type CardSpec = {
  /** Site path of the card, e.g. /og/ta/case-studies/12.jpg. */
  path: string;
  lang: Lang;
  text: OgCardText;
  /** Site path of the built artwork file the card shows a piece of (under the client folder). */
  art: string;
  /**
   * Where the piece is taken from, across the artwork's width (0 left, 1 right): the middle
   * unless the artwork says otherwise (the studio's art has its name on the left, its kolam on
   * the right: a middle slice would show half a word).
   */
  focus?: number;
};

/** The studio's art, for pages without their own and for the not-found card: its kolam, without its lettering. */
const studioArt = (): Pick<CardSpec, 'art' | 'focus'> => {
  const art = cardArt(studioImage);
  if (!art) throw new Error('content/page-images: the openGraph image is not a built image');
  return { art, focus: 0.7625 };
};

/** Every card the site links to: one per sitemap URL (both languages) and the studio card per language. */
export async function listCards(): Promise<CardSpec[]> {
  const cards: CardSpec[] = [];
  for (const { route, path: pagePath } of sitemapUrls()) {
    const { result } = await loadPage(pagePath, new URLSearchParams());
    if (!result.found) throw new Error(`sitemap URL ${pagePath} is not found: no card can be drawn`);
    const fields = route.module.meta(result.data);
    const art = fields.image && isLocalMedia({ src: fields.image }) ? { art: fields.image } : studioArt();
    const text = ogCardText(fields, shellCopy[route.lang].footer.blurb);
    cards.push({ path: ogCardPath(route.lang, splitLangPath(pagePath).path), lang: route.lang, text, ...art });
  }
  for (const lang of langs) {
    cards.push({ path: ogCardPath(lang, undefined), lang, text: ogCardText(undefined, shellCopy[lang].footer.blurb), ...studioArt() });
  }
  return cards;
}

// ---------------------------------------------------------------- drawing

const W = ogCard.width;
const H = ogCard.height;
const colour = { ink: '#1b2250', cream: '#fbf6ec', saffron: '#f2a541', vermilion: '#b23a24', muted: '#5b574f' } as const;
/** Left column: text from MARGIN to MARGIN + TEXT_WIDTH; the saffron band and the art to its right. */
const MARGIN = 64;
const ART_LEFT = 708;
const BAND = 10;
const TEXT_WIDTH = ART_LEFT - BAND - 40 - MARGIN;
/** The brand row. */
const MARK_TOP = 48;
const MARK_SIZE = 60;
/** The title is centred between TITLE_TOP and the studio line (GAP above its rule). */
const TITLE_TOP = 140;
const GAP = 36;
/** The studio line ends this far above the bottom edge, its rule RULE_GAP above its text. */
const LINE_BOTTOM = H - 44;
const RULE_GAP = 22;

/** Title sizes tried, largest first, 2 px apart (where a title breaks into lines jumps with the size). */
function sizesFrom(largest: number, smallest: number): number[] {
  return Array.from({ length: (largest - smallest) / 2 + 1 }, (_, index) => largest - index * 2);
}

/** Faces and sizes per language: Latin inside Tamil text falls back to the site's Latin faces, as on the site. */
const type: Record<Lang, { title: string; line: string; sizes: readonly number[]; leading: number; lines: number; lineSize: number }> = {
  en: { title: 'Fraunces Bold', line: 'Inter', sizes: sizesFrom(68, 38), leading: 0, lines: 4, lineSize: 22 },
  // Tamil vowel signs reach above and below the line: a little more leading.
  ta: { title: 'Noto Sans Tamil, Fraunces Bold', line: 'Noto Sans Tamil, Inter', sizes: sizesFrom(54, 32), leading: 0.12, lines: 5, lineSize: 20 },
};

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Uncompressed pixels (what composites fastest). */
type RawImage = { data: Buffer; raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

async function toRaw(image: Sharp): Promise<RawImage> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

/** `toRaw` for a pipeline that draws SVG or text: one at a time (see `drawOneAtATime`). */
function drawToRaw(image: Sharp): Promise<RawImage> {
  return drawOneAtATime(() => toRaw(image));
}

/**
 * Text laid out by pango, wrapped at `width`, in a colour, on transparent pixels; `leading`
 * is space added between lines, in em, over the font's own line height.
 */
function layoutText(text: string, font: string, size: number, width: number, leading: number, fill: string): Promise<RawImage> {
  return drawToRaw(
    sharp({
      text: {
        text: `<span foreground="${fill}">${escapeMarkup(text)}</span>`,
        font: `${font} ${size}px`,
        width,
        dpi: 72,
        rgba: true,
        // Whole words only: pango would break a long Tamil word with a hyphen.
        wrap: 'word',
        spacing: Math.round(size * leading),
      },
    }),
  );
}

const lineHeights = new Map<string, Promise<number>>();

/** The height of one line of a face at a size (pango's logical line: the font's, not the glyphs'). */
function lineHeight(font: string, size: number): Promise<number> {
  const key = `${font} ${size}`;
  let height = lineHeights.get(key);
  if (!height) lineHeights.set(key, (height = layoutText('Hg தமிழ்', font, size, 4 * W, 0, colour.ink).then((image) => image.raw.height)));
  return height;
}

/**
 * The title as large as fits `maxHeight` in its language's number of lines, largest size
 * first; at the smallest size, words are dropped from the end (with an ellipsis) until it
 * fits. Never clipped.
 */
async function layoutTitle(title: string, lang: Lang, maxHeight: number): Promise<RawImage> {
  const { title: font, sizes, leading, lines } = type[lang];
  const fits = async ({ raw }: RawImage, size: number) => {
    if (raw.height > maxHeight || raw.width > TEXT_WIDTH) return false;
    const gap = Math.round(size * leading);
    return Math.round((raw.height + gap) / ((await lineHeight(font, size)) + gap)) <= lines;
  };
  // Skip the sizes at which the title, set on one line, is longer than the lines it may take
  // (measured small, which is cheap; wrapping at word ends wastes about a tenth of each line).
  const reference = 20;
  const oneLine = (await layoutText(title, font, reference, 40 * W, 0, colour.ink)).raw.width;
  const start = sizes.findIndex((size) => (oneLine * size) / reference <= TEXT_WIDTH * lines * 0.92);
  for (const size of sizes.slice(Math.max(0, start))) {
    const image = await layoutText(title, font, size, TEXT_WIDTH, leading, colour.ink);
    if (await fits(image, size)) return image;
  }
  const smallest = sizes[sizes.length - 1] ?? 32;
  const words = title.split(/\s+/);
  for (let keep = words.length - 1; keep > 0; keep--) {
    const image = await layoutText(`${words.slice(0, keep).join(' ')}…`, font, smallest, TEXT_WIDTH, leading, colour.ink);
    if (await fits(image, smallest)) {
      console.warn(`[cards] title shortened to fit its card: ${title}`);
      return image;
    }
  }
  throw new Error(`card title does not fit: ${title}`);
}

/** The studio line under a vermilion rule, wrapped in the column (the Tamil takes two lines). */
async function layoutLine(line: string, lang: Lang): Promise<RawImage> {
  const { line: font, lineSize } = type[lang];
  const text = await layoutText(line, font, lineSize, TEXT_WIDTH, 0.1, colour.muted);
  const height = RULE_GAP + text.raw.height;
  const rule = `<svg xmlns="http://www.w3.org/2000/svg" width="${TEXT_WIDTH}" height="${height}"><rect width="72" height="5" rx="2.5" fill="${colour.vermilion}"/></svg>`;
  return drawToRaw(sharp(Buffer.from(rule)).composite([{ input: text.data, raw: text.raw, left: 0, top: RULE_GAP }]));
}

/** The brand mark of the site header (shared/components/brand-mark.tsx), drawn at `size` px. */
function brandMarkSvg(x: number, y: number, size: number): string {
  const dots = [
    [12, 12],
    [28, 12],
    [12, 28],
    [28, 28],
    [20, 20],
  ]
    .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="2" fill="${colour.vermilion}"/>`)
    .join('');
  const loop = `<path d="M20 4c6 0 8 4 8 8s4 8 8 8-8 2-8 8-2 8-8 8-8-4-8-8-4-8-8-8 8-2 8-8 2-8 8-8z" fill="none" stroke="${colour.ink}" stroke-width="2.2" stroke-linejoin="round"/>`;
  return `<g transform="translate(${x} ${y}) scale(${size / 40})">${dots}${loop}</g>`;
}

/** What every card has: the cream column, the brand row and the saffron band. */
async function drawBase(): Promise<RawImage> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="${colour.cream}"/>
  ${brandMarkSvg(MARGIN - 6, MARK_TOP, MARK_SIZE)}
  <rect x="${ART_LEFT - BAND}" y="0" width="${BAND}" height="${H}" fill="${colour.saffron}"/>
</svg>`;
  const brand = await layoutText(site.brand, 'Fraunces SemiBold', 36, TEXT_WIDTH, 0, colour.ink);
  const top = Math.round(MARK_TOP + MARK_SIZE / 2 - brand.raw.height / 2);
  return drawToRaw(sharp(Buffer.from(svg)).composite([{ input: brand.data, raw: brand.raw, left: MARGIN + MARK_SIZE + 8, top }]).removeAlpha());
}

/**
 * What cards share, drawn once per build when the first card is drawn; `art` is the piece of
 * an artwork, kept for the few cards drawn next (cards are drawn in order of their artwork,
 * so a page's English and Tamil cards decode it once).
 */
type Drawing = { base: Promise<RawImage>; lines: Map<string, Promise<RawImage>>; art(file: string, focus: number | undefined): Promise<RawImage> };

/** The piece of an artwork a card shows: as tall as the card, centred on `focus` across its width. */
async function artPiece(file: string, focus: number | undefined): Promise<RawImage> {
  const width = W - ART_LEFT;
  // The middle (a centre crop: the generated art is composed around its middle; sharp's
  // attention crop costs 4× the time).
  if (focus === undefined) return toRaw(sharp(file).resize(width, H, { fit: 'cover' }).removeAlpha());
  const meta = await sharp(file).metadata();
  const scale = Math.max(width / (meta.width ?? width), H / (meta.height ?? H));
  const scaled = { width: Math.round((meta.width ?? width) * scale), height: Math.round((meta.height ?? H) * scale) };
  const left = Math.min(Math.max(0, Math.round(focus * scaled.width - width / 2)), scaled.width - width);
  const top = Math.round((scaled.height - H) / 2);
  return toRaw(sharp(file).resize(scaled.width, scaled.height).extract({ left, top, width, height: H }).removeAlpha());
}

function sharedDrawing(): () => Drawing {
  let drawing: Drawing | undefined;
  const pieces = new Map<string, Promise<RawImage>>();
  const art = (file: string, focus: number | undefined) => {
    const key = `${file}@${focus ?? 'middle'}`;
    let piece = pieces.get(key);
    if (!piece) {
      pieces.set(key, (piece = artPiece(file, focus)));
      for (const old of pieces.keys()) if (pieces.size > 8) pieces.delete(old);
    }
    return piece;
  };
  return () => (drawing ??= { base: drawBase(), lines: new Map(), art });
}

/** One card as a JPEG. */
export async function drawCard(spec: CardSpec, artFile: string, drawing: Drawing): Promise<Buffer> {
  const art = await drawing.art(artFile, spec.focus);
  const layers: OverlayOptions[] = [{ input: art.data, raw: art.raw, left: ART_LEFT, top: 0 }];
  // The studio card's title is the studio line itself: it is not repeated under it.
  let titleBottom = LINE_BOTTOM;
  if (spec.text.line !== spec.text.title) {
    const key = `${spec.lang}:${spec.text.line}`;
    let pending = drawing.lines.get(key);
    if (!pending) drawing.lines.set(key, (pending = layoutLine(spec.text.line, spec.lang)));
    const line = await pending;
    layers.push({ input: line.data, raw: line.raw, left: MARGIN, top: LINE_BOTTOM - line.raw.height });
    titleBottom = LINE_BOTTOM - line.raw.height - GAP;
  }
  const title = await layoutTitle(spec.text.title, spec.lang, titleBottom - TITLE_TOP);
  layers.push({ input: title.data, raw: title.raw, left: MARGIN, top: Math.round(TITLE_TOP + (titleBottom - TITLE_TOP - title.raw.height) / 2) });
  const base = await drawing.base;
  return sharp(base.data, { raw: base.raw }).composite(layers).jpeg(jpegOptions).toBuffer();
}

// ---------------------------------------------------------------- building, with the cache

export type CardsOptions = {
  /** The client output folder (dist/client): cards go to `${outDir}/og/…`, artwork is read from it. */
  outDir: string;
  /** Where drawn cards are kept between builds (.cache/og). */
  cacheDir: string;
  concurrency?: number;
  log?: (line: string) => void;
};

export type CardsResult = { cards: number; drawn: number; cached: number; ms: number; largestBytes: number };

export async function buildCards(options: CardsOptions): Promise<CardsResult> {
  const started = performance.now();
  useCardFonts();
  sharp.cache(false);
  sharp.concurrency(1); // parallel cards instead
  const cards = (await listCards()).sort((a, b) => (a.art < b.art ? -1 : a.art > b.art ? 1 : 0));
  const fonts = fontsFingerprint();
  await mkdir(options.cacheDir, { recursive: true });

  const artHashes = new Map<string, Promise<string>>();
  const artFile = (art: string) => path.join(options.outDir, art);
  const hashArt = (art: string) => {
    let hash = artHashes.get(art);
    if (!hash) artHashes.set(art, (hash = readFile(artFile(art)).then((bytes) => createHash('sha256').update(bytes).digest('hex'))));
    return hash;
  };

  const drawing = sharedDrawing();
  const result: CardsResult = { cards: cards.length, drawn: 0, cached: 0, ms: 0, largestBytes: 0 };
  const keys = new Set<string>();
  const concurrency = options.concurrency ?? Math.min(4, Math.max(2, availableParallelism()));
  await forEachLimit(cards, concurrency, async (card) => {
    const key = createHash('sha256')
      .update(JSON.stringify({ version: CARD_VERSION, jpeg: jpegOptions, fonts, lang: card.lang, text: card.text, art: await hashArt(card.art), focus: card.focus }))
      .digest('hex')
      .slice(0, 24);
    keys.add(key);
    const cached = path.join(options.cacheDir, `${key}.jpg`);
    const output = path.join(options.outDir, card.path);
    await mkdir(path.dirname(output), { recursive: true });
    let info = await stat(cached).catch(() => undefined);
    if (info && info.size > 0) {
      result.cached++;
    } else {
      const jpeg = await drawCard(card, artFile(card.art), drawing());
      await writeAtomically(cached, jpeg);
      info = await stat(cached);
      result.drawn++;
    }
    // A copy that keeps the time the card was drawn: Last-Modified and the ETag (size and
    // mtime) stay the same from build to build while the card does.
    await copyFile(cached, output);
    await utimes(output, info.atime, info.mtime);
    result.largestBytes = Math.max(result.largestBytes, info.size);
  });
  await pruneCache(options.cacheDir, keys, (name) => name.replace(/\.jpg(\.\d+\.tmp)?$/, ''));
  result.ms = Math.round(performance.now() - started);
  return result;
}
