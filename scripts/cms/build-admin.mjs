// The editor's bundle (client/admin/entry.tsx: Decap CMS from npm, the site's previews) into
// dist/admin/: its own files and its own manifest, never the site's client bundle or
// manifest, so no page of the site loads or preloads any of it (bench/bundle-size.mjs). The
// server serves it under /admin/assets/ only with CMS_ENABLED=true (server/plugins/admin.ts).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

/** Builds the admin bundle into `<dist>/admin`; returns its manifest ({ entry, css }). */
export async function buildAdmin({ root, dist }) {
  const outDir = path.join(dist, 'admin');
  const assets = path.join(outDir, 'assets');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(assets, { recursive: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { admin: path.join(root, 'client/admin/entry.tsx') },
    outdir: assets,
    publicPath: '/admin/assets',
    bundle: true,
    // Decap loads some parts on demand (code-editor modes, image encoders): their own chunks.
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'firefox115', 'safari16.4'],
    minify: true,
    sourcemap: 'external',
    metafile: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'files/[name]-[hash]',
    loader: { '.woff2': 'file', '.woff': 'file', '.ttf': 'file', '.svg': 'file', '.png': 'file', '.js': 'jsx' },
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    jsx: 'automatic',
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'error',
  });
  const toUrl = (file) => '/admin/assets/' + path.relative(assets, path.resolve(root, file)).split(path.sep).join('/');
  const [entryFile, entryOutput] = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === 'client/admin/entry.tsx');
  const manifest = { entry: toUrl(entryFile), css: entryOutput.cssBundle ? [toUrl(entryOutput.cssBundle)] : [] };
  await writeFile(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  // Precompressed siblings, as the site's assets have (the entry is several megabytes).
  for (const file of Object.keys(result.metafile.outputs)) {
    if (!/\.(js|css)$/.test(file)) continue;
    const body = await readFile(path.resolve(root, file));
    if (body.length < 1024) continue;
    await writeFile(`${path.resolve(root, file)}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
    await writeFile(`${path.resolve(root, file)}.gz`, gzipSync(body, { level: 9 }));
  }
  return manifest;
}
