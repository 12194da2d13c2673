/**
 * Real photographs an editor drops beside a content record (JPEG, PNG, WebP or AVIF) → the
 * files of shared/content/media.ts under `/media/photos/<hash>`, encoded like the artwork
 * (./encode.ts), with a cache.
 *
 * Why each step:
 *   - EXIF orientation is applied, so a phone photo taken sideways shows upright, and the
 *     width and height reported are those of the upright image.
 *   - Every output is encoded from raw pixels converted to sRGB, so no EXIF (GPS above all),
 *     XMP, IPTC, comment or ICC profile of the original can reach the site.
 *   - Width and height come from the file, never from a person. The files are made at most
 *     PHOTO_MAX_WIDTH wide (the largest standard width; a photo is never enlarged).
 *   - Transparency (a PNG cut-out) is flattened onto PHOTO_BACKGROUND: a photo is a rectangle
 *     on the page, and the placeholder colour then matches what loads.
 *   - The placeholder is the photo's average colour, averaged in linear light (what the photo
 *     looks like blurred to one pixel), for a calm box while the file loads.
 *   - The hash of the file's bytes, the encoder settings and PHOTO_PIPELINE_VERSION names the
 *     photo (its src) and its cache entry in `${cacheDir}/photos/`: `<hash>-<w>.<format>`
 *     (the same names as the output) and `<hash>.json` (width, height, placeholder; written
 *     last, so it marks a complete entry). A warm run reads and hashes the file but does not
 *     decode it; it links the cached files into place.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { mediaFilePath, mediaFiles, type MediaFormat } from '../../shared/content/media.js';
import { encodeFiles, encoderSettings } from './encode.js';
import { allExist, linkOrCopy, pruneCache, writeAtomically } from '../lib/build-cache.js';
import { forEachLimit } from '../lib/for-each-limit.js';

/** Bump when the processing changes in a way the settings below do not show. */
export const PHOTO_PIPELINE_VERSION = 1;
/** The largest file made of a photo: the largest standard width of shared/content/media.ts. */
export const PHOTO_MAX_WIDTH = 1600;
/** What transparent pixels become (the site's --paper). */
export const PHOTO_BACKGROUND = '#ffffff';
/** URL folder of photos; their files go to `${mediaDir}/photos/`. */
export const PHOTO_SRC_PREFIX = '/media/photos/';
/** Where the files of `/media/photos/…` go under the media folder. */
const PHOTO_MEDIA_FOLDER = 'photos';
/** Sub-folder of the cache folder: the artwork cache's own files sit beside it. */
export const PHOTO_CACHE_FOLDER = 'photos';

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/** What the site needs of a processed photo. */
export type Photo = {
  /** `/media/photos/<hash>`: the files are `${src}-<w>.avif` and `${src}-<f>.webp`. */
  src: string;
  /** Of the largest file: the upright photo's width capped at PHOTO_MAX_WIDTH. */
  width: number;
  height: number;
  /** Average colour, `#rrggbb` (sRGB). */
  placeholder: string;
};

/** What readPhoto learns from the file's header, without decoding the pixels. */
export type PhotoInfo = {
  /** The 12 hex digits of the photo's src (bytes + settings). */
  hash: string;
  /** Of the upright photo as the file holds it (not capped). */
  width: number;
  height: number;
  format: PhotoFormat;
};

export type PhotoOptions = {
  /** Where the site's media files go (dist/client/media); photos go to its photos/ folder. */
  mediaDir: string;
  /** The build's media cache folder; photos are kept in its photos/ sub-folder. */
  cacheDir: string;
  /** Photos processed at once; 2–4 suits small build machines. */
  concurrency?: number;
  /** Delete cached photos this run does not use (default false: a partial run keeps them). */
  pruneCache?: boolean;
};

export type PhotoResult = {
  /** Per input file (one entry for each distinct file given). */
  photos: Map<string, Photo>;
  /** Distinct photos encoded in this run. */
  encoded: number;
  /** Distinct photos taken from the cache. */
  cached: number;
  /** Files placed in the media folder. */
  files: number;
};

/** One or more photos could not be read: each line names the file. */
export class PhotoError extends Error {
  readonly problems: readonly { file: string; message: string }[];
  constructor(problems: readonly { file: string; message: string }[]) {
    super(problems.map((p) => `${p.file}: ${p.message}`).join('\n'));
    this.name = 'PhotoError';
    this.problems = problems;
  }
}

/** Everything that changes the files made from the same bytes. */
const settingsKey = JSON.stringify({ version: PHOTO_PIPELINE_VERSION, encoders: encoderSettings, maxWidth: PHOTO_MAX_WIDTH, background: PHOTO_BACKGROUND });

export function photoHash(bytes: Buffer): string {
  return createHash('sha256').update(settingsKey).update(bytes).digest('hex').slice(0, 12);
}

export function photoCacheDir(cacheDir: string): string {
  return path.join(cacheDir, PHOTO_CACHE_FOLDER);
}

/** Hash, upright size and format from the file's header: what the content validator checks. */
export async function readPhoto(file: string): Promise<PhotoInfo> {
  const bytes = await readBytes(file);
  const { width, height, format } = await inspect(file, bytes);
  return { hash: photoHash(bytes), width, height, format };
}

export async function processPhotos(inputs: readonly { file: string }[], options: PhotoOptions): Promise<PhotoResult> {
  sharp.cache(false); // every photo is different: libvips' operation cache only costs memory here
  sharp.concurrency(1); // parallelism comes from processing several photos at once
  const cacheDir = photoCacheDir(options.cacheDir);
  await mkdir(cacheDir, { recursive: true });
  await mkdir(path.join(options.mediaDir, PHOTO_MEDIA_FOLDER), { recursive: true });

  const result: PhotoResult = { photos: new Map(), encoded: 0, cached: 0, files: 0 };
  const problems: { file: string; message: string }[] = [];
  // The same bytes in two records are one photo, made once.
  const byHash = new Map<string, Promise<Photo>>();
  const files = [...new Set(inputs.map((input) => input.file))];
  const concurrency = options.concurrency ?? Math.min(4, Math.max(2, availableParallelism()));

  const place = async (hash: string, file: string, bytes: Buffer): Promise<Photo> => {
    const src = `${PHOTO_SRC_PREFIX}${hash}`;
    const cached = ({ width, format }: MediaFile) => path.join(cacheDir, path.basename(mediaFilePath(src, width, format)));
    const output = ({ width, format }: MediaFile) => path.join(options.mediaDir, mediaFilePath(src, width, format));
    const entry = path.join(cacheDir, `${hash}.json`);

    const known = await readEntry(entry);
    if (known && (await allExist(mediaFiles({ src, width: known.width }).map(cached)))) {
      const photo = { src, ...known };
      const wanted = mediaFiles(photo);
      await Promise.all(wanted.map((f) => linkOrCopy(cached(f), output(f))));
      result.cached++;
      result.files += wanted.length;
      return photo;
    }

    await inspect(file, bytes); // refuses anything but the four formats, naming the file
    const raster = await decode(file, bytes);
    const photo: Photo = { src, width: raster.width, height: raster.height, placeholder: averageColour(raster) };
    const wanted = mediaFiles(photo);
    const encoded = await encodeFiles(raster, wanted);
    await Promise.all(
      encoded.map(async (f) => {
        await writeAtomically(cached(f), f.data);
        await linkOrCopy(cached(f), output(f));
      }),
    );
    const { width, height, placeholder } = photo;
    await writeAtomically(entry, Buffer.from(JSON.stringify({ width, height, placeholder })));
    result.encoded++;
    result.files += wanted.length;
    return photo;
  };

  await forEachLimit(files, concurrency, async (file) => {
    try {
      const bytes = await readBytes(file);
      const hash = photoHash(bytes);
      let job = byHash.get(hash);
      if (!job) {
        job = place(hash, file, bytes);
        byHash.set(hash, job);
      }
      result.photos.set(file, await job);
    } catch (error) {
      // Named after this file, also when it is the same bytes as another input's.
      const messages = error instanceof PhotoError ? error.problems.map((p) => p.message) : [String(error)];
      problems.push(...messages.map((message) => ({ file, message })));
    }
  });
  if (problems.length > 0) throw new PhotoError(problems);

  if (options.pruneCache) {
    const keep = new Set(byHash.keys());
    await pruneCache(cacheDir, keep, (name) => name.replace(/(-\d+\.(avif|webp)|\.json)(\.\d+\.tmp)?$/, ''));
  }
  return result;
}

type MediaFile = { width: number; format: MediaFormat };
type Raster = { data: Buffer; width: number; height: number; channels: 3 };

async function readBytes(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new PhotoError([{ file, message: code === 'ENOENT' ? 'no such file' : `cannot be read (${code ?? String(error)})` }]);
  }
}

/** Format and upright size from the header; anything but JPEG, PNG, WebP or AVIF is refused. */
async function inspect(file: string, bytes: Buffer): Promise<{ width: number; height: number; format: PhotoFormat }> {
  const refuse = (what: string) =>
    new PhotoError([{ file, message: `${what}; a photo must be a JPEG, PNG, WebP or AVIF file` }]);
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw refuse('is not an image, or is damaged');
  }
  const format = photoFormat(meta);
  if (!format) {
    const name = meta.format === 'heif' ? `${meta.compression ?? 'HEIF'} (HEIC)` : meta.format;
    throw refuse(`is a ${String(name).toUpperCase()} image`);
  }
  const { width, height } = meta.autoOrient;
  if (!width || !height) throw refuse('has no width or height');
  return { width, height, format };
}

function photoFormat(meta: Metadata): PhotoFormat | undefined {
  if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp') return meta.format;
  if (meta.format === 'heif' && meta.compression === 'av1') return 'avif';
  return undefined;
}

/** Upright, at most PHOTO_MAX_WIDTH wide, flattened, sRGB, 8 bits, 3 channels: nothing else of the file survives. */
async function decode(file: string, bytes: Buffer): Promise<Raster> {
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error' })
      .autoOrient()
      .resize({ width: PHOTO_MAX_WIDTH, withoutEnlargement: true })
      .flatten({ background: PHOTO_BACKGROUND })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`decoded to ${info.channels} channels, expected 3`);
    return { data, width: info.width, height: info.height, channels: 3 };
  } catch (error) {
    throw new PhotoError([{ file, message: `cannot be decoded (${error instanceof Error ? error.message.trim() : String(error)})` }]);
  }
}

const linear = Float64Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/** Mean colour in linear light, back to sRGB hex. */
export function averageColour({ data, channels }: { data: Buffer; channels: number }): string {
  const sums = [0, 0, 0];
  for (let i = 0; i < data.length; i += channels) {
    sums[0]! += linear[data[i]!]!;
    sums[1]! += linear[data[i + 1]!]!;
    sums[2]! += linear[data[i + 2]!]!;
  }
  const pixels = data.length / channels;
  const hex = sums.map((sum) => {
    const l = sum / pixels;
    const c = l <= 0.0031308 ? 12.92 * l : 1.055 * l ** (1 / 2.4) - 0.055;
    return Math.round(Math.min(1, Math.max(0, c)) * 255)
      .toString(16)
      .padStart(2, '0');
  });
  return `#${hex.join('')}`;
}

async function readEntry(file: string): Promise<Omit<Photo, 'src'> | undefined> {
  try {
    const { width, height, placeholder } = JSON.parse(await readFile(file, 'utf8'));
    if (Number.isInteger(width) && Number.isInteger(height) && /^#[0-9a-f]{6}$/.test(placeholder)) return { width, height, placeholder };
  } catch {
    // no entry, or a broken one: encode again
  }
  return undefined;
}
