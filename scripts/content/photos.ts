/**
 * Every image file under content/, read before the content is loaded: its upright size (EXIF
 * orientation applied) and the hash that names its built files (/media/photos/<hash>), from
 * scripts/media/photos.ts. Reading the header and hashing the bytes is cheap; decoding and
 * encoding happen later, only for the photos records use.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_EXTENSIONS } from '../../shared/content/schema.js';
import { PHOTO_MAX_WIDTH, PHOTO_SRC_PREFIX, PhotoError, readPhoto } from '../media/photos.js';
import type { PhotoIndex, PhotoInfo } from './load.js';

const isImage = (name: string) => new RegExp(`\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i').test(name);

export async function readPhotos(contentDir: string): Promise<{ photos: PhotoIndex; problems: string[] }> {
  const photos = new Map<string, PhotoInfo>();
  const problems: string[] = [];
  const root = path.dirname(contentDir);
  const files = (await readdir(contentDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile() && isImage(entry.name));
  await Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      try {
        const { hash, width, height } = await readPhoto(file);
        const scale = Math.min(1, PHOTO_MAX_WIDTH / width);
        photos.set(file, { src: `${PHOTO_SRC_PREFIX}${hash}`, width: Math.round(width * scale), height: Math.round(height * scale), sourceWidth: width });
      } catch (error) {
        const detail = error instanceof PhotoError ? error.problems.map((problem) => problem.message).join('; ') : error instanceof Error ? error.message.split('\n')[0] : String(error);
        problems.push(`${path.relative(root, file)}: ${detail}`);
      }
    }),
  );
  return { photos, problems };
}
