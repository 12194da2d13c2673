/**
 * The build manifest (dist/client/manifest.json, written by build.mjs from esbuild's
 * metafile): which files the entry and each lazily loaded module (pages, content) need, so
 * the document links the right stylesheet and modulepreloads exactly the chunks of the
 * current route in its language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { DocumentAssets } from '../../shared/boot.js';
import type { PageRoute } from '../../shared/routes.js';

const manifestSchema = z.object({
  entry: z.string(),
  entryImports: z.array(z.string()),
  css: z.array(z.string()),
  fonts: z.array(z.string()).default([]),
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

/** The source paths of the modules a route loads before it renders: its page and content. */
export function routeSources(route: PageRoute): string[] {
  return [route.module.page?.source, ...Object.values(route.content ?? {}).map((module) => module.source)].filter((source) => source !== undefined);
}

/**
 * Every route's modules must be in the manifest (a misspelt source path would silently lose
 * its modulepreload): checked once when the server starts.
 */
export function checkManifest(manifest: Manifest, routes: readonly PageRoute[]): void {
  const missing = [...new Set(routes.flatMap(routeSources))].filter((source) => !manifest.modules[source]);
  if (missing.length > 0) throw new Error(`The build manifest has no chunk for ${missing.join(', ')}: is the source path in the route module right?`);
}

export function assetsFor(manifest: Manifest, route: PageRoute | undefined): DocumentAssets {
  const chunks = route ? routeSources(route).flatMap((source) => manifest.modules[source] ?? []) : [];
  const modulepreload = [...new Set([...manifest.entryImports, ...chunks])];
  return { entry: manifest.entry, css: manifest.css, modulepreload, fonts: manifest.fonts };
}
