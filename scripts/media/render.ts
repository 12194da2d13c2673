/**
 * SVG artwork → sharp → WebP in every width of shared/content/media.ts, with a file cache.
 *
 * Each image is rasterised once at its intrinsic size (text in the bundled fonts: see
 * ./fonts.ts), then resized and encoded per width.
 * Outputs are cached as `${cacheDir}/<key>-<w>.webp`, where the key hashes the generator
 * version, the encoder settings and the artwork plan (src, size and the record it
 * illustrates), so a warm build copies files instead of rendering them.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { mediaFilePath, mediaWidths } from '../../shared/content/media.js';
import { GENERATOR_VERSION, planArtwork, planSvg, type ArtInput } from './art.js';
import { useBundledFonts } from './fonts.js';

const webpOptions = { quality: 80, effort: 1, smartSubsample: false } as const;

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
    .update(JSON.stringify({ version: GENERATOR_VERSION, webp: webpOptions, plan }))
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
    const widths = mediaWidths(input);
    const cached = (w: number) => path.join(options.cacheDir, `${key}-${w}.webp`);
    const output = (w: number) => path.join(options.mediaDir, mediaFilePath(input.src, w));
    if (await allExist(widths.map(cached))) {
      await Promise.all(widths.map((w) => copyFile(cached(w), output(w))));
      result.cached++;
    } else {
      const files = await renderWebp(input, widths);
      await Promise.all(
        files.map(async ({ width, data }) => {
          await writeAtomically(cached(width), data);
          await writeFile(output(width), data);
        }),
      );
      result.generated++;
    }
    result.files += widths.length;
  });

  if (options.pruneCache !== false) await pruneCache(options.cacheDir, keys);
  return result;
}

/** One WebP buffer per width, from a single rasterisation of the artwork. */
export async function renderWebp(input: ArtInput, widths: readonly number[]): Promise<{ width: number; data: Buffer }[]> {
  useBundledFonts();
  const svg = Buffer.from(planSvg(planArtwork(input)));
  const { data, info } = await sharp(svg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const out: { width: number; data: Buffer }[] = [];
  for (const width of widths) {
    let pipeline = sharp(data, { raw });
    if (width !== info.width) pipeline = pipeline.resize({ width });
    out.push({ width, data: await pipeline.webp(webpOptions).toBuffer() });
  }
  return out;
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
      .filter((name) => !keep.has(name.replace(/-\d+\.webp(\.\d+\.tmp)?$/, '')))
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
