/**
 * The visible text of every sitemap page, in English and Tamil, as the server sends it (what a
 * visitor without JavaScript and a crawler read), against a file per page in
 * __snapshots__/visible-text/. Moving content between formats (TypeScript records to Markdown
 * and YAML files) or between modules must not change a word a visitor reads; a deliberate
 * copy change shows here as a readable diff, and `npx vitest run -u tests/server/visible-text.test.ts`
 * records it.
 */
import { describe, expect, it } from 'vitest';
import { getPage, useTestApp } from '../helpers/app.js';

const app = useTestApp();

/** Elements that start a new line of text where a browser lays them out as blocks or cells. */
const BLOCKS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'BR', 'BUTTON', 'CAPTION', 'DD', 'DETAILS', 'DIALOG', 'DIV', 'DL', 'DT',
  'FIELDSET', 'FIGCAPTION', 'FIGURE', 'FOOTER', 'FORM', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'LABEL', 'LEGEND',
  'LI', 'MAIN', 'NAV', 'OL', 'OPTION', 'P', 'SECTION', 'SELECT', 'SUMMARY', 'TABLE', 'TD', 'TH', 'TR', 'UL',
]);
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'HEAD']);

/** Text of the body, one line per block, spaces collapsed inside a line. */
function pageText(node: Node): string {
  const parts: string[] = [];
  const walk = (current: Node) => {
    if (current.nodeType === 3) {
      parts.push(current.textContent ?? '');
      return;
    }
    if (current.nodeType !== 1) return;
    const element = current as Element;
    if (SKIPPED.has(element.tagName)) return;
    const block = BLOCKS.has(element.tagName);
    if (block) parts.push('\n');
    for (const child of element.childNodes) walk(child);
    if (block) parts.push('\n');
  };
  walk(node);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

async function sitemapPaths(): Promise<string[]> {
  const response = await app().inject({ url: '/sitemap.xml' });
  return [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

describe('visible text of every sitemap page', () => {
  it('is what the snapshot files say, in both languages', async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThan(150);
    expect(paths.filter((path) => path === '/ta' || path.startsWith('/ta/')).length).toBe(paths.length / 2);
    for (const path of paths) {
      const page = await getPage(app(), path);
      expect(page.status, path).toBe(200);
      const name = path === '/' ? 'en/index' : path === '/ta' ? 'ta/index' : path.startsWith('/ta/') ? `ta/${path.slice(4)}` : `en${path}`;
      await expect(`${page.title}\n\n${pageText(page.document.body)}\n`, path).toMatchFileSnapshot(`./__snapshots__/visible-text/${name}.txt`);
    }
  });
});
