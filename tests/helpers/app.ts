/** Build the real app against the built client (dist/client) for app.inject() tests. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { testConfig, type Config } from '../../server/config.js';

/** The build under test: dist/ or DIST_DIR (so parallel builds do not clobber each other). */
export const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
export const clientDir = path.join(distDir, 'client');

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'kolam-test-'));
}

export async function createTestApp(overrides: Partial<Record<keyof Config, string>> = {}): Promise<FastifyInstance> {
  return buildApp(testConfig({ DATA_DIR: tempDataDir(), SITE_URL: 'https://kolamstudio.example', ...overrides }), { clientDir });
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
