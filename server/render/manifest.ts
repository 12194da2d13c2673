/**
 * The build manifest (dist/client/manifest.json, written by build.mjs from esbuild's
 * metafile): which files the entry and each page chunk need, so the document links the
 * right stylesheet and modulepreloads exactly the chunks of the current route.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { DocumentAssets } from '../../shared/boot.js';
import type { AppRoute } from '../../shared/routes.js';

const manifestSchema = z.object({
  entry: z.string(),
  entryImports: z.array(z.string()),
  css: z.array(z.string()),
  fonts: z.array(z.string()).default([]),
  /** Page module source → its chunk and the chunks that chunk imports statically. */
  pages: z.record(z.string(), z.array(z.string())),
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

export function assetsFor(manifest: Manifest, route: AppRoute | undefined): DocumentAssets {
  const pageChunks = route ? (manifest.pages[route.source] ?? []) : [];
  const modulepreload = [...new Set([...manifest.entryImports, ...pageChunks])];
  return { entry: manifest.entry, css: manifest.css, modulepreload, fonts: manifest.fonts };
}
