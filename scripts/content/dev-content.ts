/**
 * The content step of `npm run dev` (build.mjs --watch), run again on every save in content/:
 * check the content, encode any photo that changed (the others come from the cache), write the
 * pages' data files and the content's stylesheet rules. The running server reads the data
 * files on each render in development, so its next render shows the change.
 */
import path from 'node:path';
import { processPhotos } from '../media/photos.js';
import { cacheKey, renderMedia } from '../media/render.js';
import { CONTENT_DIR, loadContent } from './load.js';
import { writePageData } from './page-data.js';
import { readPhotos } from './photos.js';
import { writeContentStyles } from './styles.js';

export type ContentStepResult =
  | {
      ok: true;
      ms: number;
      /** CPU time of this process meanwhile (what the step costs whatever else the machine runs). */
      cpuMs: number;
      warnings: string[];
      /**
       * Draws the artwork whose plan changed (a title is drawn into its record's artwork, so
       * a title edit redraws up to 8 images: seconds on a loaded machine). The page data is
       * written without waiting for it (an artwork's src does not change), so the page shows
       * the edited text at once; the runner calls this next and reloads the page again if
       * it drew anything. Resolves to the number of images drawn or linked.
       */
      artwork: () => Promise<number>;
    }
  | { ok: false; problems: string[]; warnings: string[] };

export function createContentStep({ root, clientOut, cacheDir }: { root: string; clientOut: string; cacheDir: string }): () => Promise<ContentStepResult> {
  const mediaDir = path.join(clientOut, 'media');
  // The artwork files this step has placed (src → cache key): a save re-renders or links only
  // the artwork whose plan changed, instead of linking ~3 000 files again (a third of a second).
  const placed = new Map<string, string>();
  return async () => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const { photos, problems: photoProblems } = await readPhotos(path.join(root, CONTENT_DIR));
    const { content, problems, warnings } = loadContent(root, photos);
    if (!content || problems.length > 0 || photoProblems.length > 0) return { ok: false, problems: [...photoProblems, ...problems], warnings };
    const encoded = await processPhotos(
      content.photos.map((file) => ({ file })),
      { mediaDir, cacheDir },
    );
    await writeContentStyles(root, content.byLang.en.posters, new Map([...encoded.photos.values()].map((photo) => [photo.src, photo.placeholder])));
    await writePageData(path.join(clientOut, 'data'), content.byLang);
    const ms = Math.round(performance.now() - started);
    const { user, system } = process.cpuUsage(cpu);
    const cpuMs = Math.round((user + system) / 1000);
    // Artwork for a new record or a changed one; the rest is in place, or comes from the cache.
    const changed = content.artwork.map((input) => ({ input, key: cacheKey(input) })).filter(({ input, key }) => placed.get(input.src) !== key);
    const artwork = async () => {
      if (changed.length === 0) return 0;
      await renderMedia(
        changed.map(({ input }) => input),
        { mediaDir, cacheDir, pruneCache: false },
      );
      for (const { input, key } of changed) placed.set(input.src, key);
      return changed.length;
    };
    return { ok: true, ms, cpuMs, warnings, artwork };
  };
}
