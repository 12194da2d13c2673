/**
 * The photo pipeline (scripts/media/photos.ts) on photos made here: JPEGs with a marked
 * corner, GPS, XMP, IPTC and a comment written by exiftool and a sideways orientation flag;
 * a PNG with transparency, a Display P3 JPEG, WebP and AVIF inputs, and files that are not
 * photos. Checks what the issue asks: upright, no metadata out, the file set of
 * shared/content/media.ts, width capped, cached by content, clear errors.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pruneCache } from '../../scripts/lib/build-cache.js';
import { PhotoError, averageColour, photoCacheDir, processPhotos, readPhoto, type Photo, type PhotoResult } from '../../scripts/media/photos.js';
import { mediaFilePath, mediaFiles } from '../../shared/content/media.js';

// Every sharp() call in the pipeline goes through this, so a test can tell whether a run decoded anything.
const sharpCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('sharp', async (importOriginal) => {
  const real = ((await importOriginal()) as { default: typeof sharp }).default;
  const counted = (...args: Parameters<typeof sharp>) => {
    sharpCalls.count++;
    return real(...args);
  };
  return { default: Object.assign(counted, real) };
});

const SECRET = 'kolam-secret-42';
const RED = { r: 230, g: 20, b: 20 };
const GREY = { r: 128, g: 128, b: 128 };

let dir = '';
let photosDir = '';
const fixture = (name: string) => path.join(photosDir, name);

/** A JPEG `width`×`height` in grey, with a red square in its stored top-left corner. */
async function markedJpeg(file: string, width: number, height: number): Promise<void> {
  const corner = Math.round(Math.min(width, height) / 4);
  const red = await sharp({ create: { width: corner, height: corner, channels: 3, background: RED } }).png().toBuffer();
  await sharp({ create: { width, height, channels: 3, background: GREY } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .toFile(file);
}

/** GPS, XMP, IPTC and a comment, as a phone and a photo editor would leave them. */
function addMetadata(file: string, extra: string[] = []): void {
  execFileSync('exiftool', [
    '-q',
    '-overwrite_original',
    '-GPSLatitude=13.0827',
    '-GPSLatitudeRef=N',
    '-GPSLongitude=80.2707',
    '-GPSLongitudeRef=E',
    `-XMP-dc:Creator=${SECRET}`,
    `-XMP-dc:Description=${SECRET}`,
    ...(file.endsWith('.jpg') ? [`-IPTC:By-line=${SECRET}`, `-IPTC:Keywords=${SECRET}`, `-Comment=${SECRET}`] : []),
    ...extra,
    file,
  ]);
}

/** exiftool's reading of each file, tags grouped by family 0 ("EXIF:GPSLatitude"). */
function exif(files: string[]): Record<string, unknown>[] {
  return JSON.parse(execFileSync('exiftool', ['-j', '-G', '-a', '-u', ...files], { encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'pipe'] }));
}

async function pixel(file: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + info.channels)];
}

const near = (actual: number[], expected: { r: number; g: number; b: number }, tolerance = 12) =>
  Math.max(Math.abs(actual[0]! - expected.r), Math.abs(actual[1]! - expected.g), Math.abs(actual[2]! - expected.b)) <= tolerance;

const outputs = (mediaDir: string, photo: Photo) => mediaFiles(photo).map((f) => path.join(mediaDir, mediaFilePath(photo.src, f.width, f.format)));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kolam-photos-'));
  photosDir = path.join(dir, 'content');
  await mkdir(photosDir);

  // Stored landscape, 600×400, flagged "rotate 90° clockwise to show": upright it is 400×600.
  await markedJpeg(fixture('sideways.jpg'), 600, 400);
  addMetadata(fixture('sideways.jpg'), ['-Orientation#=6']);
  // Wider than the largest standard width.
  await markedJpeg(fixture('wide.jpg'), 2400, 1600);
  addMetadata(fixture('wide.jpg'));
  // A cut-out: transparent, with an opaque blue square in the middle.
  const blue = await sharp({ create: { width: 100, height: 100, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } } }).png().toBuffer();
  await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: blue, left: 100, top: 50 }])
    .png()
    .toFile(fixture('cutout.png'));
  // Half black, half white: the average in linear light is #bcbcbc (sRGB numbers would give #808080).
  const white = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#ffffff' } }).png().toBuffer();
  await sharp({ create: { width: 200, height: 100, channels: 3, background: '#000000' } })
    .composite([{ input: white, left: 100, top: 0 }])
    .png()
    .toFile(fixture('halves.png'));
  // The sRGB colour (40, 200, 60) stored in Display P3 numbers, as a recent phone writes it.
  await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 200, b: 60 } } })
    .withIccProfile('p3')
    .jpeg({ quality: 95 })
    .toFile(fixture('display-p3.jpg'));
  // WebP and AVIF inputs, with GPS and XMP too.
  await markedJpeg(fixture('source.jpg'), 480, 320);
  await sharp(fixture('source.jpg')).webp({ quality: 90 }).toFile(fixture('photo.webp'));
  await sharp(fixture('source.jpg')).avif({ quality: 70 }).toFile(fixture('photo.avif'));
  addMetadata(fixture('photo.webp'));
  addMetadata(fixture('photo.avif'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the fixtures (so the tests below can fail)', () => {
  it('carry GPS, XMP, IPTC, a comment and the orientation flag', () => {
    const [sideways, webp, avif] = exif([fixture('sideways.jpg'), fixture('photo.webp'), fixture('photo.avif')]);
    expect(sideways).toMatchObject({ 'EXIF:GPSLatitude': expect.anything(), 'EXIF:Orientation': 'Rotate 90 CW', 'XMP:Creator': SECRET, 'IPTC:By-line': SECRET, 'File:Comment': SECRET });
    for (const tags of [webp, avif]) expect(tags).toMatchObject({ 'EXIF:GPSLatitude': expect.anything(), 'XMP:Creator': SECRET });
  });
});

describe('readPhoto', () => {
  it('gives the upright size, the format and the hash, from the header', async () => {
    expect(await readPhoto(fixture('sideways.jpg'))).toEqual({ hash: expect.stringMatching(/^[0-9a-f]{12}$/), width: 400, height: 600, format: 'jpeg' });
    // Not capped: the validator compares the real size with a cover's minimum.
    expect(await readPhoto(fixture('wide.jpg'))).toMatchObject({ width: 2400, height: 1600, format: 'jpeg' });
    expect(await readPhoto(fixture('cutout.png'))).toMatchObject({ width: 300, height: 200, format: 'png' });
    expect(await readPhoto(fixture('photo.webp'))).toMatchObject({ width: 480, height: 320, format: 'webp' });
    expect(await readPhoto(fixture('photo.avif'))).toMatchObject({ width: 480, height: 320, format: 'avif' });
  });
});

describe('processPhotos', () => {
  const names = ['sideways.jpg', 'wide.jpg', 'cutout.png', 'halves.png', 'display-p3.jpg', 'photo.webp', 'photo.avif'];
  let mediaDir = '';
  let cacheDir = '';
  let cold: PhotoResult;
  const photo = (name: string) => {
    const found = cold.photos.get(fixture(name));
    if (!found) throw new Error(`no photo for ${name}`);
    return found;
  };

  beforeAll(async () => {
    mediaDir = path.join(dir, 'out', 'media');
    cacheDir = path.join(dir, 'cache');
    cold = await processPhotos(
      names.map((name) => ({ file: fixture(name) })),
      { mediaDir, cacheDir },
    );
  });

  it('encodes each photo once and names it by its hash', async () => {
    expect([cold.encoded, cold.cached, cold.photos.size]).toEqual([names.length, 0, names.length]);
    for (const name of names) {
      const { hash } = await readPhoto(fixture(name));
      expect(photo(name).src, name).toBe(`/media/photos/${hash}`);
    }
  });

  it('shows a sideways phone photo upright: sizes swapped, the marked corner where the viewer sees it', async () => {
    const sideways = photo('sideways.jpg');
    expect([sideways.width, sideways.height]).toEqual([400, 600]);
    // Orientation 6: the stored top-left corner is shown top-right.
    for (const file of outputs(mediaDir, sideways)) {
      const { width, height } = await sharp(file).metadata();
      expect(height! / width!, file).toBeCloseTo(1.5, 1);
      expect(near(await pixel(file, width! - 3, 2), RED), `${file} top right`).toBe(true);
      expect(near(await pixel(file, 2, 2), GREY), `${file} top left`).toBe(true);
      expect(near(await pixel(file, width! - 3, height! - 3), GREY), `${file} bottom right`).toBe(true);
    }
    // An upright photo keeps its corner top-left.
    const webp = path.join(mediaDir, mediaFilePath(photo('photo.webp').src, 480));
    expect(near(await pixel(webp, 2, 2), RED)).toBe(true);
  });

  it('writes exactly the files of shared/content/media.ts, each as wide as its name says', async () => {
    const expected = [...cold.photos.values()].flatMap((p) => mediaFiles(p).map((f) => mediaFilePath(p.src, f.width, f.format)));
    const written = (await readdir(path.join(mediaDir, 'photos'))).map((name) => `photos/${name}`);
    expect(written.sort()).toEqual(expected.sort());
    expect(cold.files).toBe(expected.length);
    for (const p of cold.photos.values()) {
      for (const { width, format } of mediaFiles(p)) {
        const meta = await sharp(path.join(mediaDir, mediaFilePath(p.src, width, format))).metadata();
        expect([meta.format, meta.compression ?? 'vp8', meta.width, meta.height]).toEqual([
          format === 'avif' ? 'heif' : 'webp',
          format === 'avif' ? 'av1' : 'vp8',
          width,
          Math.round((p.height * width) / p.width),
        ]);
      }
    }
    expect(mediaFiles(photo('sideways.jpg'))).toEqual([
      ...[160, 220, 300, 400].map((width) => ({ width, format: 'avif' })),
      { width: 400, format: 'webp' },
    ]);
  });

  it('caps the width at 1600 px by aspect ratio, and never enlarges', () => {
    expect(photo('wide.jpg')).toMatchObject({ width: 1600, height: 1067 });
    expect(mediaFiles(photo('wide.jpg')).map((f) => `${f.width}.${f.format}`)).toEqual([
      ...[160, 220, 300, 400, 540, 720, 960, 1280, 1600].map((w) => `${w}.avif`),
      '960.webp',
    ]);
    expect(photo('halves.png')).toMatchObject({ width: 200, height: 100 });
  });

  it('strips every piece of metadata: no EXIF, GPS, XMP, IPTC, comment or ICC profile in any file', async () => {
    const files = [...cold.photos.values()].flatMap((p) => outputs(mediaDir, p));
    const tags = exif(files);
    expect(tags).toHaveLength(files.length);
    for (const fileTags of tags) {
      const groups = new Set(Object.keys(fileTags).map((key) => key.split(':')[0]));
      // File system facts, the container (AVIF: QuickTime boxes; WebP: RIFF) and exiftool's own.
      expect([...groups].filter((g) => !['SourceFile', 'ExifTool', 'File', 'QuickTime', 'RIFF', 'Composite'].includes(g!)), String(fileTags.SourceFile)).toEqual([]);
      const text = JSON.stringify(fileTags);
      expect(text).not.toContain(SECRET);
      expect(text).not.toMatch(/GPS|Orientation|Comment|ICC/i);
    }
    for (const file of files) {
      const meta = await sharp(file).metadata();
      expect([meta.exif, meta.xmp, meta.iptc, meta.icc, meta.comments, meta.orientation], file).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
      expect((await readFile(file)).includes(SECRET)).toBe(false);
    }
  });

  it('converts to sRGB: a Display P3 photo keeps its colour, not its P3 numbers', async () => {
    const p3 = photo('display-p3.jpg');
    const stored = await sharp(fixture('display-p3.jpg')).keepIccProfile().raw().toBuffer();
    expect(near([...stored.subarray(0, 3)], { r: 40, g: 200, b: 60 })).toBe(false);
    for (const file of outputs(mediaDir, p3)) expect(near(await pixel(file, 50, 50), { r: 40, g: 200, b: 60 }, 6), file).toBe(true);
  });

  it('flattens transparency onto white, with no alpha channel left', async () => {
    for (const file of outputs(mediaDir, photo('cutout.png'))) {
      const { hasAlpha, width } = await sharp(file).metadata();
      expect(hasAlpha, file).toBe(false);
      const scale = width! / 300;
      expect(near(await pixel(file, 2, 2), { r: 255, g: 255, b: 255 }, 4), `${file} corner`).toBe(true);
      expect(near(await pixel(file, Math.round(150 * scale), Math.round(100 * scale)), { r: 0, g: 0, b: 255 }, 24), `${file} centre`).toBe(true);
    }
  });

  it('gives each photo its average colour, in linear light, as the placeholder', () => {
    expect(photo('halves.png').placeholder).toBe('#bcbcbc');
    expect(photo('display-p3.jpg').placeholder).toMatch(/^#2[4-c]c[4-c]3[8-f]$/); // ≈ #28c83c
    expect(photo('cutout.png').placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(averageColour({ data: Buffer.from([255, 0, 0, 255, 0, 0]), channels: 3 })).toBe('#ff0000');
  });

  it('serves a second run from the cache without decoding any photo, byte for byte', async () => {
    const before = await readFile(path.join(mediaDir, mediaFilePath(photo('wide.jpg').src, 720)));
    await rm(mediaDir, { recursive: true });
    const calls = sharpCalls.count;
    const warm = await processPhotos(
      names.map((name) => ({ file: fixture(name) })),
      { mediaDir, cacheDir },
    );
    expect(sharpCalls.count - calls).toBe(0);
    expect([warm.encoded, warm.cached, warm.files]).toEqual([0, names.length, cold.files]);
    expect(warm.photos).toEqual(cold.photos);
    expect(await readFile(path.join(mediaDir, mediaFilePath(photo('wide.jpg').src, 720)))).toEqual(before);
  });

  it('re-encodes only a photo that changed, under a new name', async () => {
    const changedDir = path.join(dir, 'changed');
    await mkdir(changedDir);
    const files = ['sideways.jpg', 'halves.png', 'photo.webp'].map((name) => path.join(changedDir, name));
    await Promise.all(files.map(async (file) => writeFile(file, await readFile(fixture(path.basename(file))))));
    await markedJpeg(files[0]!, 640, 400); // the editor replaced the photo under the same name
    const result = await processPhotos(
      files.map((file) => ({ file })),
      { mediaDir, cacheDir },
    );
    expect([result.encoded, result.cached]).toEqual([1, 2]);
    expect(result.photos.get(files[0]!)).toMatchObject({ width: 640, height: 400 });
    expect(result.photos.get(files[0]!)!.src).not.toBe(photo('sideways.jpg').src);
    expect(result.photos.get(files[1]!)).toEqual(photo('halves.png'));
  });

  it('makes the same bytes in two records one photo', async () => {
    const copy = path.join(dir, 'copy-of-halves.png');
    await writeFile(copy, await readFile(fixture('halves.png')));
    const result = await processPhotos([{ file: fixture('halves.png') }, { file: copy }, { file: copy }], { mediaDir, cacheDir });
    expect([result.encoded + result.cached, result.photos.size]).toEqual([1, 2]);
    expect(result.photos.get(copy)).toEqual(photo('halves.png'));
  });

  it('prunes cached photos only when asked, and leaves the artwork cache and the photo cache alone of each other', async () => {
    const photoCache = photoCacheDir(cacheDir);
    const entries = async () => new Set((await readdir(photoCache)).map((name) => name.replace(/(-\d+\.(avif|webp)|\.json)$/, '')));
    const all = await entries();
    expect(all.size).toBeGreaterThan(names.length); // the changed photo's entry too

    // The artwork's cache pruning runs over the parent folder: it must neither fail on nor empty photos/.
    await writeFile(path.join(cacheDir, 'artwork-key-160.avif'), 'x');
    await pruneCache(cacheDir, new Set(), (name) => name.replace(/-\d+\.(avif|webp)$/, ''));
    expect(await readdir(cacheDir)).toEqual(['photos']);
    expect(await entries()).toEqual(all);

    const kept = { file: fixture('halves.png') };
    await processPhotos([kept], { mediaDir, cacheDir });
    expect(await entries()).toEqual(all);
    await processPhotos([kept], { mediaDir, cacheDir, pruneCache: true });
    expect(await entries()).toEqual(new Set([photo('halves.png').src.split('/').pop()]));
    expect((await readdir(photoCache)).length).toBe(mediaFiles(photo('halves.png')).length + 1);
  });
});

describe('files that are not photos', () => {
  const attempt = async (files: string[]) => {
    const error = await processPhotos(
      files.map((file) => ({ file })),
      { mediaDir: path.join(dir, 'bad-out'), cacheDir: path.join(dir, 'bad-cache') },
    ).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PhotoError);
    return error as PhotoError;
  };

  it('names the file and says what is wrong, for every bad file at once', async () => {
    const gif = path.join(dir, 'animation.gif');
    await sharp({ create: { width: 20, height: 20, channels: 3, background: '#808080' } }).gif().toFile(gif);
    const text = path.join(dir, 'notes.jpg');
    await writeFile(text, 'these are my notes, not a photo\n');
    const truncated = path.join(dir, 'half-uploaded.jpg');
    const whole = await readFile(fixture('wide.jpg'));
    await writeFile(truncated, whole.subarray(0, Math.round(whole.length * 0.6)));
    const missing = path.join(dir, 'nowhere.jpg');

    const error = await attempt([gif, text, truncated, missing, fixture('halves.png')]);
    const byFile = new Map(error.problems.map((p) => [p.file, p.message]));
    expect([...byFile.keys()].sort()).toEqual([gif, text, truncated, missing].sort());
    expect(byFile.get(gif)).toMatch(/is a GIF image; a photo must be a JPEG, PNG, WebP or AVIF file/);
    expect(byFile.get(text)).toMatch(/is not an image, or is damaged/);
    expect(byFile.get(truncated)).toMatch(/cannot be decoded/);
    expect(byFile.get(missing)).toBe('no such file');
    for (const [file, message] of byFile) expect(error.message).toContain(`${file}: ${message}`);

    await expect(readPhoto(gif)).rejects.toThrow(`${gif}: is a GIF image`);
    await expect(readPhoto(text)).rejects.toThrow(`${text}: is not an image`);
  });
});
