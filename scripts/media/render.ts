/**
 * SVG artwork → sharp → the files of shared/content/media.ts (AVIF in every width, a WebP
 * fallback; encoded by ./encode.ts), with a file cache.
 *
 * Each image is rasterised once at its intrinsic size (text in the bundled fonts: see
 * ./fonts.ts), then resized and encoded per file.
 * Outputs are cached as `${cacheDir}/<key>-<w>.<format>`, where the key hashes the generator
 * version, the encoder settings and the artwork plan (src, size and the record it
 * illustrates), so a warm build links files instead of rendering them.
 */
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { mediaFilePath, mediaFiles, type MediaFormat } from '../../shared/content/media.js';
import { GENERATOR_VERSION, planArtwork, planSvg, type ArtInput } from './art.js';
import { encodeFiles, encoderSettings } from './encode.js';
import { drawOneAtATime, useBundledFonts } from './fonts.js';
import { allExist, linkOrCopy, pruneCache, writeAtomically } from '../lib/build-cache.js';
import { forEachLimit } from '../lib/for-each-limit.js';

export type RenderOptions = {
  /** Where `<id>-<w>.<format>` files go: dist/client/media. */
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
    .update(JSON.stringify({ version: GENERATOR_VERSION, encoders: encoderSettings, plan }))
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
    const wanted = mediaFiles(input);
    const cached = ({ width, format }: MediaFile) => path.join(options.cacheDir, `${key}-${width}.${format}`);
    const output = ({ width, format }: MediaFile) => path.join(options.mediaDir, mediaFilePath(input.src, width, format));
    if (await allExist(wanted.map(cached))) {
      await Promise.all(wanted.map((file) => linkOrCopy(cached(file), output(file))));
      result.cached++;
    } else {
      const files = await renderFiles(input, wanted);
      await Promise.all(
        files.map(async (file) => {
          await writeAtomically(cached(file), file.data);
          await linkOrCopy(cached(file), output(file));
        }),
      );
      result.generated++;
    }
    result.files += wanted.length;
  });

  if (options.pruneCache !== false) await pruneCache(options.cacheDir, keys, (name) => name.replace(/-\d+\.(avif|webp)(\.\d+\.tmp)?$/, ''));
  return result;
}

type MediaFile = { width: number; format: MediaFormat };

/** One buffer per file (width and format), from a single rasterisation of the artwork. */
export async function renderFiles(input: ArtInput, files: readonly MediaFile[]): Promise<(MediaFile & { data: Buffer })[]> {
  useBundledFonts();
  const svg = Buffer.from(planSvg(planArtwork(input)));
  const { data, info } = await drawOneAtATime(() => sharp(svg).removeAlpha().raw().toBuffer({ resolveWithObject: true }));
  return encodeFiles({ data, width: info.width, height: info.height, channels: info.channels }, files);
}

