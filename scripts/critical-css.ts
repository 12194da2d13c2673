/**
 * Build step (build.mjs runs the bundled dist/server/critical-css.js after the client and
 * server are built): for each kind of page (route module), the part of the site stylesheet
 * its pages use, inlined in their <head> so the first paint needs no stylesheet request
 * (docs/decisions/013). Every sitemap page of the kind is rendered in both languages, plus
 * its 404 and a search, and beasties keeps the rules their elements match. Writes
 * `critical-css.json` beside the manifest:
 *   { [routeModuleId]: { css, hash } }   hash: base64 sha256 of css, for the CSP's style-src.
 *
 *   node dist/server/critical-css.js <clientDir>
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';
import { langs, localizePath } from '../shared/i18n/lang.js';
import { routeDefinitions } from '../shared/routes/index.js';
import { CRITICAL_CSS_FILE, readManifest } from '../server/render/manifest.js';
import { createRenderer } from '../server/render/render-page.js';
import { readSitePages } from '../server/render/site-pages.js';

/**
 * Beasties keeps the rules whose selectors match an element of the document (pseudo-classes
 * set aside). What it cannot see in the server's HTML is added here:
 *   - html[data-intro] and html[data-js], set by the head scripts before the first paint (the
 *     intro splash; the carousels' JavaScript layout, decision 015), and the Tamil pages'
 *     :root:lang(ta) rules, whose selectors beasties reduces to nothing: kept by `allowRules`;
 *   - every @font-face: the font stacks are custom properties (`var(--font-body)`), which
 *     beasties does not resolve, so it would drop the faces they name.
 * Every @keyframes is kept, as before, and every media query (one block serves phones and
 * desktops).
 */
const beasties = new Beasties({
  external: false,
  reduceInlineStyles: true,
  fonts: false,
  keyframes: 'all',
  allowRules: [/\[data-(intro|js)\b/, /:lang\(/],
  logLevel: 'warn',
});

/** The rules of the stylesheet `css` that the pages `htmls` use: all their bodies in one document, so a block serves every page of its kind. */
async function criticalCss(css: string, htmls: readonly string[]): Promise<string> {
  const bodies = htmls.map((html) => /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '');
  const result = await beasties.process(`<!doctype html><html><head><style>${css}</style></head><body>${bodies.join('')}</body></html>`);
  const fontFaces = css.match(/@font-face\{[^}]*\}/g) ?? [];
  return fontFaces.join('') + (/<style>([\s\S]*?)<\/style>/.exec(result)?.[1] ?? '');
}

async function main(clientDir: string): Promise<void> {
  const started = Date.now();
  const manifest = readManifest(clientDir);
  const css = manifest.css.map((href) => readFileSync(path.join(clientDir, href), 'utf8')).join('');
  const render = await createRenderer({ clientDir, siteUrl: 'https://kolamstudio.example' });
  const year = new Date().getFullYear();

  // Per route: the URLs to read (path and query).
  const samples = new Map<string, string[]>();
  const add = (id: string, url: string) => samples.set(id, [...(samples.get(id) ?? []), url]);
  for (const page of readSitePages(clientDir).all) add(page.route, page.path);
  for (const route of routeDefinitions) {
    for (const lang of langs) {
      const first = samples.get(route.id)?.find((url) => !url.includes('?'));
      // A search (filters, no results) and a missing record of the kind.
      if (first && lang === 'en') add(route.id, `${first}?q=zzqx`);
      if (route.path.includes(':')) add(route.id, localizePath(route.path.replace(/:[^/]+/g, 'no-such-record'), lang));
    }
  }
  for (const lang of langs) add('not-found', localizePath('/no-such-page', lang));

  const blocks: Record<string, { css: string; hash: string }> = {};
  let pages = 0;
  for (const [id, list] of samples) {
    const htmls: string[] = [];
    for (const url of list) {
      const output = await render({ url, year });
      htmls.push(Buffer.from(output.body).toString('utf8'));
      pages += 1;
    }
    const pruned = await criticalCss(css, htmls);
    if (pruned.includes('</')) throw new Error(`critical CSS of ${id} contains "</", which would end its <style> element`);
    blocks[id] = { css: pruned, hash: createHash('sha256').update(pruned).digest('base64') };
  }
  writeFileSync(path.join(clientDir, CRITICAL_CSS_FILE), JSON.stringify(blocks));
  const sizes = Object.values(blocks).map((block) => block.css.length);
  console.log(
    `[build] critical CSS: ${Object.keys(blocks).length} page kinds from ${pages} pages, ${Math.min(...sizes)}–${Math.max(...sizes)} of ${css.length} bytes, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

const clientDir = process.argv[2];
if (!clientDir) throw new Error('usage: node critical-css.js <clientDir>');
await main(path.resolve(clientDir));
process.exit(0);
