// First-load JavaScript of pages (the entry and every modulepreload the built server sends
// for the URL), brotli-compressed, against a baseline measured in the same run: a bundle of
// React, react-dom and react-router's data router alone (same esbuild settings; since issue 30
// the site hydrates with createBrowserRouter, whose router is 15 KB more than <BrowserRouter>).
// Usage: npm run build && node bench/bundle-size.mjs [path ...]   (default: / and /ta)
// With several paths, each is compared with the first: the Tamil home's extra JavaScript
// (its interface text and home copy in Tamil) against the English home (budget 5 KB).
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import * as esbuild from 'esbuild';
import { startBuiltServer } from '../scripts/lib/built-server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const clientDir = path.resolve(root, process.env.DIST_DIR ?? 'dist', 'client');
const manifest = JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8'));
const brotli = (buffer) => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function frameworkBaseline() {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-'));
  const entry = path.join(dir, 'entry.jsx');
  await writeFile(
    entry,
    `import { StrictMode, lazy, Suspense, useState, useEffect } from 'react';
     import { hydrateRoot } from 'react-dom/client';
     import { createBrowserRouter, RouterProvider, Link, NavLink, useLocation, useParams, useSearchParams, useLoaderData, matchRoutes } from 'react-router';
     window.__keep = [StrictMode, lazy, Suspense, useState, useEffect, hydrateRoot, createBrowserRouter, RouterProvider, Link, NavLink, useLocation, useParams, useSearchParams, useLoaderData, matchRoutes];`,
  );
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    nodePaths: [path.join(root, 'node_modules')],
    // As build.mjs does: react-router's production build.
    plugins: [
      {
        name: 'react-router-production',
        setup(build) {
          const files = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
          build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({ path: path.join(root, 'node_modules/react-router/dist/production', files[args.path]) }));
        },
      },
    ],
    logLevel: 'error',
  });
  await rm(dir, { recursive: true, force: true });
  return brotli(Buffer.from(result.outputFiles[0].contents));
}

/** The scripts a page loads first, as the built server sends it: its entry and modulepreloads (in the boot data, which the app loader reads). */
async function firstLoadScripts(origin, pagePath) {
  const html = await (await fetch(origin + pagePath, { headers: { accept: 'text/html' } })).text();
  const boot = html.match(/<script type="application\/json" id="boot-data">([^<]+)<\/script>/);
  if (!boot) throw new Error(`${pagePath}: no boot data`);
  const { assets } = JSON.parse(boot[1]);
  const urls = [assets.entry, ...assets.modulepreload];
  return [...new Set(urls)];
}

const pagesToMeasure = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/ta'];
const server = await startBuiltServer();
const measured = [];
try {
  for (const pagePath of pagesToMeasure) {
    let total = 0;
    const rows = [];
    for (const url of await firstLoadScripts(server.origin, pagePath)) {
      const size = brotli(await readFile(path.join(clientDir, url)));
      total += size;
      rows.push(`  ${url.padEnd(56)} ${kb(size)}`);
    }
    measured.push({ pagePath, total, rows });
  }
} finally {
  await server.stop();
}
const css = manifest.css.reduce((sum, url) => sum + brotli(readFileSync(path.join(clientDir, url))), 0);
const baseline = await frameworkBaseline();

for (const { pagePath, total, rows } of measured) {
  console.log(`${pagePath}: first-load JavaScript (brotli q11):`);
  console.log(rows.join('\n'));
  console.log(`  total JavaScript: ${kb(total)}   CSS: ${kb(css)}`);
  console.log(`  ours beyond the framework: ${kb(total - baseline)}; total/baseline ratio ${(total / baseline).toFixed(2)}`);
}
console.log(`framework baseline (react + react-dom + react-router alone): ${kb(baseline)}`);
if (measured.length > 1) {
  const [first, ...others] = measured;
  for (const other of others) {
    const extra = other.total - first.total;
    const budget = other.pagePath === '/ta' && first.pagePath === '/' ? ` (budget 5 KB: ${extra <= 5 * 1024 ? 'within' : 'OVER'})` : '';
    console.log(`${other.pagePath} minus ${first.pagePath}: ${kb(extra)}${budget}`);
  }
}
