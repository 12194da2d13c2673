/**
 * Build step before the bundles (build.mjs runs it; docs/content.md explains it):
 *   1. validate the content: schemas, ids, slugs, links, image hosts;
 *   2. write the per-language content modules pages load (scripts/generate-content.ts);
 *   3. render every local image to WebP in all its widths, from the cache when possible;
 *   4. validate again, now checking that every image file exists.
 * Throws ContentError (every problem, one line each) when the content is wrong.
 */
import path from 'node:path';
import { configSchema } from '../server/config.js';
import { isLocalMedia } from '../shared/content/media.js';
import { contentSummary, listMediaUses, siteContent, validateContent } from '../shared/content/validate.js';
import { generateContent } from './generate-content.js';
import type { ArtInput } from './media/art.js';
import { renderMedia } from './media/render.js';

export type PrebuildOptions = {
  /** The client output directory (dist/client); images go to `${outDir}/media`. */
  outDir: string;
  /** Where rendered images are kept between builds (.cache/media). */
  cacheDir: string;
  log?: (line: string) => void;
  /** Repository root, where the card module is written. Defaults to the working directory. */
  rootDir?: string;
  /** Allowed hosts for absolute image URLs; defaults to the IMAGE_HOSTS environment variable. */
  imageHosts?: readonly string[];
  concurrency?: number;
};

export type PrebuildResult = { generated: number; cached: number; ms: number };

export async function prebuild(opts: PrebuildOptions): Promise<PrebuildResult> {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  // The same parsing as the server's configuration, so build and start agree on the hosts.
  const imageHosts = opts.imageHosts ?? configSchema.shape.IMAGE_HOSTS.parse(process.env.IMAGE_HOSTS);
  validateContent({ imageHosts });

  const content = siteContent();
  const generated = await generateContent(opts.rootDir ?? process.cwd());
  if (generated.written.length + generated.removed.length > 0) {
    log(`content modules: ${generated.written.length} written, ${generated.removed.length} removed (shared/content/generated/)`);
  }

  const mediaDir = path.join(opts.outDir, 'media');
  const inputs = uniqueLocalImages(content);
  const rendered = await renderMedia(inputs, { mediaDir, cacheDir: opts.cacheDir, concurrency: opts.concurrency });
  validateContent({ imageHosts, mediaDir });

  const ms = Math.round(performance.now() - started);
  const counts = Object.entries(contentSummary())
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
  log(`content: ${counts}`);
  log(`media: ${inputs.length} images, ${rendered.files} files (${rendered.generated} rendered, ${rendered.cached} from cache) in ${ms} ms`);
  return { generated: rendered.generated, cached: rendered.cached, ms };
}

/** Each local image once (the validator has checked that one src has one size). */
export function uniqueLocalImages(content: ReturnType<typeof siteContent>): ArtInput[] {
  const bySrc = new Map<string, ArtInput>();
  for (const { ref, label } of listMediaUses(content)) {
    if (isLocalMedia(ref) && !bySrc.has(ref.src)) bySrc.set(ref.src, { ...ref, label });
  }
  return [...bySrc.values()];
}
