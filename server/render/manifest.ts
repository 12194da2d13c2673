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
import type { PageMatch } from '../../shared/routes.js';
import { pageModulesOf } from '../../shared/routing/page-data.js';

const manifestSchema = z.object({
  entry: z.string(),
  entryImports: z.array(z.string()),
  css: z.array(z.string()),
  /** Fonts to preload, per language: the Tamil subset on Tamil pages; none on English ones (the Latin faces are asked for by shared/latin-faces-script.ts, decision 021). */
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

/**
 * Every lazily loaded module must be in the manifest (a misspelt source path would silently
 * lose its modulepreload): checked once when the server starts.
 */
export function checkManifest(manifest: Manifest, sources: readonly string[]): void {
  const missing = [...new Set(sources)].filter((source) => !manifest.modules[source]);
  if (missing.length > 0) throw new Error(`The build manifest has no chunk for ${missing.join(', ')}: is the source path in the route module right?`);
}

/** Written by the build (scripts/critical-css.ts) beside the manifest. */
export const CRITICAL_CSS_FILE = 'critical-css.json';

/** Per route module id: the stylesheet rules its pages use, and their sha256 (base64) for the CSP. */
export type CriticalCss = Record<string, { css: string; hash: string }>;

const criticalCssSchema = z.record(z.string(), z.object({ css: z.string(), hash: z.string() }));

/**
 * The critical CSS blocks of a build; none (every page links the stylesheet in its <head>,
 * as before) when the build has not made them.
 */
export function readCriticalCss(clientDir: string): CriticalCss {
  let raw: string;
  try {
    raw = readFileSync(path.join(clientDir, CRITICAL_CSS_FILE), 'utf8');
  } catch {
    return {};
  }
  return criticalCssSchema.parse(JSON.parse(raw));
}

/** What a page's document links: the entry, the chunks of its page, content and interface text, its fonts. */
export function assetsFor(manifest: Manifest, match: PageMatch, uiSource: string, critical: CriticalCss = {}): DocumentAssets {
  const sources = [...pageModulesOf(match).map((module) => module.source), uiSource];
  const chunks = sources.flatMap((source) => manifest.modules[source] ?? []);
  const modulepreload = [...new Set([...manifest.entryImports, ...chunks])];
  const inlineCss = critical[match.route.module.id]?.css;
  return { entry: manifest.entry, css: manifest.css, modulepreload, fonts: manifest.fonts[match.route.lang] ?? [], ...(inlineCss ? { inlineCss } : {}) };
}
