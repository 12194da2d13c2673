/** Build the real app against the built client (dist/client) for app.inject() tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../server/app.js';
import { testConfig, type Config } from '../../server/config.js';

/** The build under test: dist/ or DIST_DIR (so parallel builds do not clobber each other). */
export const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
export const clientDir = path.join(distDir, 'client');

/** Temporary data folders made here; removed after the test file that made them. */
const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kolam-test-'));
  tempDirs.push(dir);
  return dir;
}

export async function createTestApp(overrides: Partial<Record<keyof Config, string>> = {}, options: Omit<BuildAppOptions, 'clientDir'> = {}): Promise<FastifyInstance> {
  const dataDir = overrides.DATA_DIR ?? tempDataDir();
  return buildApp(testConfig({ SITE_URL: 'https://kolamstudio.example', ...overrides, DATA_DIR: dataDir }), { clientDir, ...options });
}

/** The text of <head> … </head>. */
export function headOf(html: string): string {
  const start = html.indexOf('<head>');
  const end = html.indexOf('</head>');
  if (start < 0 || end < 0) throw new Error('no <head> in document');
  return html.slice(start, end);
}

/** Visible-ish text of an HTML fragment: tags removed, entities for quotes decoded, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&').replace(/&#x27;/g, "'");
}

export function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const re = new RegExp(`<meta ${attribute}="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`);
  return re.exec(html)?.[1];
}

/** GET a page as a browser would ask for it: the response, the whole HTML, <main> and its text. */
export async function getPage(app: FastifyInstance, url: string) {
  const response = await app.inject({ url, headers: { accept: 'text/html' } });
  const html = response.body;
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return { response, status: response.statusCode, html, main, text: textOf(main) };
}

/** Decoded text of every match of a tag with a class, e.g. all `<h3 class="timeline__title">`. */
export function texts(html: string, tag: string, className: string): string[] {
  const re = new RegExp(`<${tag} [^>]*class="[^"]*\\b${className}\\b[^"]*"[^>]*>([\\s\\S]*?)</${tag}>`, 'g');
  return [...html.matchAll(re)].map((m) => textOf(m[1] ?? ''));
}

/** Asserts that the strings occur in `text` in this order. */
export function expectInOrder(text: string, parts: readonly string[]): void {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    expect(at, `"${part}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}
