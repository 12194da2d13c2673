/**
 * TEMPORARY: the regex-based HTML helpers the server tests used before tests/helpers/app.ts
 * read pages through a DOM parser. Files move to app.ts's readPage/getPage one by one; this
 * file goes when none imports it.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export { createTestApp, clientDir, distDir } from './app.js';

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
