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
import type { ArtContext, ArtInput } from './media/art.js';
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

/** Each local image once (the validator has checked that one src has one size), with what it belongs to. */
export function uniqueLocalImages(content: ReturnType<typeof siteContent>): ArtInput[] {
  const contexts = artContexts(content);
  const bySrc = new Map<string, ArtInput>();
  for (const { ref, label } of listMediaUses(content)) {
    if (isLocalMedia(ref) && !bySrc.has(ref.src)) bySrc.set(ref.src, { ...ref, label, context: contexts.get(ref.src) ?? { kind: 'other' } });
  }
  return [...bySrc.values()];
}

/** For each image src, the record it illustrates: the generator draws that record's work. */
export function artContexts(content: ReturnType<typeof siteContent>): Map<string, ArtContext> {
  const map = new Map<string, ArtContext>();
  const set = (src: string, context: ArtContext) => {
    if (!map.has(src)) map.set(src, context);
  };
  const byId = new Map(content.caseStudies.map((c) => [c.id, c]));
  for (const c of content.caseStudies) {
    const base = { caseId: c.id, category: c.category, client: c.client, title: c.title, industry: c.industry };
    set(c.image.src, { kind: 'case-cover', ...base });
    if (c.logo) set(c.logo.src, { kind: 'case-logo', ...base });
  }
  const counters = new Map<number, number>();
  for (const g of content.caseGallery) {
    const c = byId.get(g.caseId);
    if (!c) continue;
    const index = (counters.get(g.caseId) ?? 0) + 1;
    counters.set(g.caseId, index);
    set(g.image.src, { kind: 'case-gallery', caseId: c.id, category: c.category, client: c.client, title: c.title, industry: c.industry, index });
  }
  for (const g of content.gallery) set(g.image.src, { kind: 'gallery', id: g.id, client: g.client, scene: g.scene });
  for (const p of content.posters) set(p.image.src, { kind: 'poster', id: p.id, client: p.client, headline: p.headline });
  for (const l of content.clientLogos) set(l.image.src, { kind: 'client-logo', name: l.name });
  for (const s of content.services) set(s.banner.src, { kind: 'service', slug: s.slug });
  for (const i of content.industries) set(i.image.src, { kind: 'industry', slug: i.slug });
  for (const b of content.blogPosts) set(b.image.src, { kind: 'blog', id: b.id, category: b.category, title: b.title });
  content.learnSlides.forEach((slide, index) => set(slide.src, { kind: 'learn', index: index + 1 }));
  for (const [key, ref] of Object.entries(content.pageImages)) set(ref.src, { kind: 'page', key });
  return map;
}
