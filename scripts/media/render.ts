/**
 * SVG artwork → sharp → AVIF and WebP in every width of shared/content/media.ts, with a
 * file cache.
 *
 * Each image is rasterised once at its intrinsic size (text in the bundled fonts: see
 * ./fonts.ts), then resized and encoded per width and format. Outputs are cached as
 * `${cacheDir}/<key>-<w>.<format>`, where the key hashes the generator version, the encoder
 * settings and the artwork plan (src, size and the record it illustrates), so a warm build
 * links or copies files instead of rendering them.
 */
import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { mediaFilePath, mediaFormats, mediaWidths, type MediaFormat } from '../../shared/content/media.js';
import { GENERATOR_VERSION, planArtwork, planSvg, type ArtInput } from './art.js';
import { useBundledFonts } from './fonts.js';

/**
 * Encoder settings. AVIF at effort 1 keeps a cold build within budget on a 2-core machine
 * (effort 4, sharp's default, is ~15× slower for a few per cent smaller files); quality 52
 * keeps small lettering clean on flat colour.
 */
export const encoderOptions = {
  avif: { quality: 48, effort: 0, chromaSubsampling: '4:2:0' },
  webp: { quality: 80, effort: 1, smartSubsample: false },
} as const;

export type RenderOptions = {
  /** Where `<id>-<w>.webp` files go: dist/client/media. */
  mediaDir: string;
  cacheDir: string;
  /** Images rendered at once; 2–4 suits small build machines. */
  concurrency?: number;
  /** Delete cache files no image of this run uses (default true). */
  pruneCache?: boolean;
};

export type RenderResult = { generated: number; cached: number; files: number };

export function cacheKey(input: ArtInput): string {
  const plan = planArtwork(input);
  return createHash('sha256')
    .update(JSON.stringify({ version: GENERATOR_VERSION, encoders: encoderOptions, plan }))
    .digest('hex')
    .slice(0, 20);
}

export async function renderMedia(inputs: readonly ArtInput[], options: RenderOptions): Promise<RenderResult> {
  useBundledFonts();
  sharp.cache(false); // every input is different: libvips' operation cache only costs memory here
  sharp.concurrency(1); // parallelism comes from rendering several images at once
  await mkdir(options.cacheDir, { recursive: true });
  const dirs = new Set(inputs.map((input) => path.dirname(path.join(options.mediaDir, mediaFilePath(input.src, input.width)))));
  await Promise.all([...dirs].map((dir) => mkdir(dir, { recursive: true })));

  const result: RenderResult = { generated: 0, cached: 0, files: 0 };
  const keys = new Set<string>();
  const concurrency = options.concurrency ?? Math.min(4, Math.max(2, availableParallelism()));
  await forEachLimit(inputs, concurrency, async (input) => {
    const key = cacheKey(input);
    keys.add(key);
    const files = mediaWidths(input).flatMap((width) => mediaFormats.map((format) => ({ width, format })));
    const cached = (f: { width: number; format: MediaFormat }) => path.join(options.cacheDir, `${key}-${f.width}.${f.format}`);
    const output = (f: { width: number; format: MediaFormat }) => path.join(options.mediaDir, mediaFilePath(input.src, f.width, f.format));
    if (await allExist(files.map(cached))) {
      await Promise.all(files.map((f) => place(cached(f), output(f))));
      result.cached++;
    } else {
      const rendered = await renderImage(input, files);
      await Promise.all(
        rendered.map(async (file) => {
          await writeAtomically(cached(file), file.data);
          await place(cached(file), output(file));
        }),
      );
      result.generated++;
    }
    result.files += files.length;
  });

  if (options.pruneCache !== false) await pruneCache(options.cacheDir, keys);
  return result;
}

/** Put a cache file at its output path: a hard link when the file system allows it, else a copy. */
async function place(from: string, to: string): Promise<void> {
  const [a, b] = await Promise.all([stat(from), stat(to).catch(() => undefined)]);
  if (b && a.ino === b.ino && a.dev === b.dev) return;
  if (b) await unlink(to);
  await link(from, to).catch(() => copyFile(from, to));
}

export type EncodedFile = { width: number; format: MediaFormat; data: Buffer };

/** Every width × format of one image, from a single rasterisation of the artwork. */
export async function renderImage(input: ArtInput, files: readonly { width: number; format: MediaFormat }[]): Promise<EncodedFile[]> {
  useBundledFonts();
  const svg = Buffer.from(planSvg(planArtwork(input)));
  const { data, info } = await sharp(svg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const out: EncodedFile[] = [];
  const resized = new Map<number, { pixels: Buffer; height: number }>();
  for (const { width, format } of files) {
    let level = resized.get(width);
    if (!level) {
      if (width === info.width) level = { pixels: data, height: info.height };
      else {
        const scaled = await sharp(data, { raw }).resize({ width }).raw().toBuffer({ resolveWithObject: true });
        level = { pixels: scaled.data, height: scaled.info.height };
      }
      resized.set(width, level);
    }
    const pipeline = sharp(level.pixels, { raw: { width, height: level.height, channels: info.channels } });
    out.push({ width, format, data: await (format === 'avif' ? pipeline.avif(encoderOptions.avif) : pipeline.webp(encoderOptions.webp)).toBuffer() });
  }
  return out;
}

/** WebP buffers only (kept for callers that want one format). */
export async function renderWebp(input: ArtInput, widths: readonly number[]): Promise<{ width: number; data: Buffer }[]> {
  const files = await renderImage(input, widths.map((width) => ({ width, format: 'webp' as const })));
  return files.map(({ width, data }) => ({ width, data }));
}

async function allExist(files: string[]): Promise<boolean> {
  const found = await Promise.all(files.map((file) => stat(file).then((s) => s.size > 0, () => false)));
  return found.every(Boolean);
}

/** Write to a temporary name and rename, so an interrupted build never leaves half a cache file. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

async function pruneCache(cacheDir: string, keep: ReadonlySet<string>): Promise<void> {
  const names = await readdir(cacheDir);
  await Promise.all(
    names
      .filter((name) => !keep.has(name.replace(/-\d+\.(webp|avif)(\.\d+\.tmp)?$/, '')))
      .map((name) => rm(path.join(cacheDir, name), { force: true })),
  );
}

async function forEachLimit<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
