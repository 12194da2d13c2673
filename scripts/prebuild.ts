/**
 * Build step before the bundles (build.mjs runs it; docs/content.md explains it):
 *   1. read content/ and check it (scripts/content/load.ts): every problem at once, each with
 *      its file and line, before anything is built;
 *   2. write the per-language content modules pages load (scripts/generate-content.ts);
 *   3. render the generated artwork and encode the photos into dist/client/media, from the
 *      caches when possible;
 *   4. check that every image the content shows has all its files.
 * shared/content/generated/site.ts (the studio's facts) is written before this step is
 * bundled (scripts/lib/site-module.mjs), because the copy this step renders imports it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isLocalMedia, mediaFilePath, mediaFiles } from '../shared/content/media.js';
import type { MediaRef } from '../shared/content/types.js';
import { langs } from '../shared/i18n/lang.js';
import { CONTENT_DIR, loadContent, type SiteContent } from './content/load.js';
import { readPhotos } from './content/photos.js';
import { ContentError } from './content/problems.js';
import { generateContent } from './generate-content.js';
import { processPhotos } from './media/photos.js';
import { renderMedia } from './media/render.js';

export type PrebuildOptions = {
  /** The client output directory (dist/client); images go to `${outDir}/media`. */
  outDir: string;
  /** Where rendered images are kept between builds (.cache/media). */
  cacheDir: string;
  log?: (line: string) => void;
  /** Repository root, where content/ is read and the content modules are written. Defaults to the working directory. */
  rootDir?: string;
  concurrency?: number;
};

export type PrebuildResult = {
  generated: number;
  cached: number;
  ms: number;
  /** The studio's share artwork (the open-graph page image), for link-preview cards of pages without their own. */
  studioArt: MediaRef;
};

/** Reads and checks content/; throws a ContentError listing every problem, and prints warnings through `warn`. */
export async function readContent(root: string, warn: (line: string) => void = () => {}): Promise<SiteContent> {
  const { photos, problems: photoProblems } = await readPhotos(path.join(root, CONTENT_DIR));
  const { content, problems, warnings } = loadContent(root, photos);
  for (const warning of warnings) warn(`warning: ${warning}`);
  if (!content || problems.length > 0 || photoProblems.length > 0) throw new ContentError([...photoProblems, ...problems]);
  return content;
}

export async function prebuild(opts: PrebuildOptions): Promise<PrebuildResult> {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  const root = opts.rootDir ?? process.cwd();
  const content = await readContent(root, log);

  const mediaDir = path.join(opts.outDir, 'media');
  const rendered = await renderMedia(content.artwork, { mediaDir, cacheDir: opts.cacheDir, concurrency: opts.concurrency });
  const photos = await processPhotos(
    content.photos.map((file) => ({ file })),
    { mediaDir, cacheDir: opts.cacheDir, concurrency: opts.concurrency, pruneCache: true },
  );

  const placeholders = new Map([...photos.photos.values()].map((photo) => [photo.src, photo.placeholder]));
  const generated = await generateContent(root, content, placeholders);
  if (generated.written.length + generated.removed.length > 0) {
    log(`content modules: ${generated.written.length} written, ${generated.removed.length} removed (shared/content/generated/)`);
  }
  const missing = missingMediaFiles(content, mediaDir);
  if (missing.length > 0) throw new Error(`media files missing after the media step:\n  ${missing.slice(0, 20).join('\n  ')}`);

  const ms = Math.round(performance.now() - started);
  const en = content.byLang.en;
  log(`content: ${en.services.length} services, ${en.industries.length} industries, ${en.caseStudies.length} case studies, ${en.blogPosts.length} blog posts, ${en.solutions.length} solutions, ${en.posters.length} posters, ${en.clientLogos.length} client logos, ${en.gallery.length} gallery images, ${en.courses.length} courses, ${en.faq.length} questions; ${content.photos.length} photos`);
  log(`media: ${content.artwork.length} artworks, ${rendered.files} files (${rendered.generated} rendered, ${rendered.cached} from cache); ${content.photos.length} photos, ${photos.files} files (${photos.encoded} encoded, ${photos.cached} from cache); ${ms} ms`);
  return { generated: rendered.generated + photos.encoded, cached: rendered.cached + photos.cached, ms, studioArt: en.pageImages.openGraph };
}

/** Every image of the content, found by shape (a string `src`, numeric `width` and `height`). */
export function mediaRefsOf(value: unknown, found: MediaRef[] = []): MediaRef[] {
  if (Array.isArray(value)) for (const item of value) mediaRefsOf(item, found);
  else if (typeof value === 'object' && value !== null) {
    const { src, width, height } = value as Record<string, unknown>;
    if (typeof src === 'string' && typeof width === 'number' && typeof height === 'number' && src.startsWith('/media/')) found.push(value as MediaRef);
    else for (const child of Object.values(value)) mediaRefsOf(child, found);
  }
  return found;
}

/** Files (relative to the media folder) an image of the content needs that are not there. */
export function missingMediaFiles(content: SiteContent, mediaDir: string): string[] {
  const missing = new Set<string>();
  for (const lang of langs) {
    for (const ref of mediaRefsOf(content.byLang[lang])) {
      if (!isLocalMedia(ref)) continue;
      for (const { width, format } of mediaFiles(ref)) {
        const file = mediaFilePath(ref.src, width, format);
        if (!existsSync(path.join(mediaDir, file))) missing.add(file);
      }
    }
  }
  return [...missing];
}
