/**
 * The build manifest (dist/client/manifest.json, written by build.mjs from esbuild's
 * metafile): which files the entry and each lazily loaded module (the pages) need, so the
 * document links the right stylesheet and modulepreloads exactly the chunks of the current
 * page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { DocumentAssets } from '../../shared/boot.js';
import type { Lang } from '../../shared/i18n/lang.js';

const manifestSchema = z.object({
  entry: z.string(),
  entryImports: z.array(z.string()),
  css: z.array(z.string()),
  /** Fonts to preload, per language: the Tamil subset on Tamil pages; none on English ones (the Latin faces are asked for by shared/head-scripts/latin-faces.ts, decision 021). */
  fonts: z.record(z.string(), z.array(z.string())).default({}),
  /** Lazily loaded module's source path → its chunk and the chunks that chunk imports statically. */
  modules: z.record(z.string(), z.array(z.string())),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function readManifest(clientDir: string): Manifest {
  const file = path.join(clientDir, 'manifest.json');
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`No build manifest at ${file}: run "npm run build" first.`);
  }
  return manifestSchema.parse(JSON.parse(raw));
}

/** The source of a route's page component: its chunk's name in the manifest. */
export const pageSource = (routeId: string) => `shared/routes/${routeId}/page.tsx`;

/**
 * Every page component must be in the manifest (a misspelt source path would silently lose its
 * modulepreload): checked once when the server starts.
 */
export function checkManifest(manifest: Manifest, routeIds: readonly string[]): void {
  const missing = routeIds.map(pageSource).filter((source) => !manifest.modules[source]);
  if (missing.length > 0) throw new Error(`The build manifest has no chunk for ${missing.join(', ')}`);
}

/** What a page's document links: the entry and the chunks of its route's page component (the catch-all has none), its fonts. */
export function assetsFor(manifest: Manifest, routeId: string, lang: Lang): DocumentAssets {
  const chunks = manifest.modules[pageSource(routeId)] ?? [];
  const modulepreload = [...new Set([...manifest.entryImports, ...chunks])];
  return { entry: manifest.entry, css: manifest.css, modulepreload, fonts: manifest.fonts[lang] ?? [] };
}
