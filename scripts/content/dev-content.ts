/**
 * The content step of `npm run dev` (scripts/dev.mjs), run again on every save in content/:
 * check the content, encode any photo that changed (the others come from the cache), write the
 * pages' data files and the content's stylesheet rules. The running server reads the data
 * files on each render in development, so its next render shows the change.
 */
import path from 'node:path';
import { processPhotos } from '../media/photos.js';
import { renderMedia } from '../media/render.js';
import { CONTENT_DIR, loadContent } from './load.js';
import { writePageData } from './page-data.js';
import { readPhotos } from './photos.js';
import { writeContentStyles } from './styles.js';

export type ContentStepResult = { ok: true; ms: number; warnings: string[] } | { ok: false; problems: string[]; warnings: string[] };

export function createContentStep({ root, clientOut, cacheDir }: { root: string; clientOut: string; cacheDir: string }): () => Promise<ContentStepResult> {
  const mediaDir = path.join(clientOut, 'media');
  return async () => {
    const started = performance.now();
    const { photos, problems: photoProblems } = await readPhotos(path.join(root, CONTENT_DIR));
    const { content, problems, warnings } = loadContent(root, photos);
    if (!content || problems.length > 0 || photoProblems.length > 0) return { ok: false, problems: [...photoProblems, ...problems], warnings };
    // Artwork for a new record; existing artwork and photos come from the cache.
    await renderMedia(content.artwork, { mediaDir, cacheDir, pruneCache: false });
    const encoded = await processPhotos(
      content.photos.map((file) => ({ file })),
      { mediaDir, cacheDir },
    );
    await writeContentStyles(root, content.byLang.en.posters, new Map([...encoded.photos.values()].map((photo) => [photo.src, photo.placeholder])));
    await writePageData(path.join(clientOut, 'data'), content.byLang);
    return { ok: true, ms: Math.round(performance.now() - started), warnings };
  };
}
