// Build: content validation + media (scripts/prebuild.ts), link-preview cards (scripts/og/),
// the client bundle (ESM, split per page, hashed, with a manifest for the server), the server
// bundle, static files and precompressed assets. `node build.mjs --watch` rebuilds on change
// and restarts the server.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { importTypeScript } from './scripts/lib/bundle-for-node.mjs';
import { watchTree } from './scripts/lib/watch-tree.mjs';
import { drawCards } from './scripts/og/run.mjs';
import { generateSiteModule } from './scripts/lib/site-module.mjs';
import { writeHeadScripts } from './scripts/lib/head-scripts.mjs';
import { buildAdmin } from './scripts/cms/build-admin.mjs';

if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(`[build] Node 24 is needed, this is ${process.version}: run \`npm run build\` (npm's scripts use the Node 24 that npm ci puts in node_modules/.bin), or install Node 24 (.node-version).`);
  process.exit(1);
}

const root = path.dirname(new URL(import.meta.url).pathname);
// DIST_DIR lets parallel work build into separate folders (tests read the same variable).
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const clientOut = path.join(dist, 'client');
const serverOut = path.join(dist, 'server');
const watch = process.argv.includes('--watch');
const log = (message) => console.log(`[build] ${message}`);
// A TypeScript build module's bundle: inside the repo, so its bare imports resolve to
// node_modules, and one per DIST_DIR, so parallel builds do not overwrite each other's.
const cacheBundle = (name) => path.join(root, '.cache', `${name}-${createHash('sha1').update(dist).digest('hex').slice(0, 8)}.mjs`);
// The Latin faces' core subsets, made while bundling the stylesheet (docs/decisions/022).
const { latinCoreFonts } = await importTypeScript(path.join(root, 'scripts/fonts/latin-core.ts'), cacheBundle('latin-core'));

/**
 * content/ checked, the content modules written, and the images made into dist/client/media
 * (cached in .cache/media). The studio's facts (content/site.yaml) are written first: the
 * prebuild bundle imports them through the copy.
 */
async function prebuild() {
  await generateSiteModule(root);
  // The head scripts' texts and CSP hashes, which the document and the server import.
  await writeHeadScripts(root);
  const { prebuild: run } = await importTypeScript(path.join(root, 'scripts/prebuild.ts'), cacheBundle('prebuild'));
  const result = await run({ outDir: clientOut, cacheDir: path.join(root, '.cache', 'media'), log });
  log(`content valid; media: ${result.generated} made, ${result.cached} from cache in ${result.ms} ms`);
}

/**
 * Link-preview cards (scripts/og/, docs/decisions/011): after the prebuild step, because
 * they read the generated content modules and the rendered media (cached in .cache/og).
 */
async function cards() {
  const result = await drawCards({ clientOut });
  log(`link previews: ${result.cards} cards (${result.drawn} drawn, ${result.cached} from cache, largest ${Math.round(result.largestBytes / 1024)} KB) in ${result.ms} ms`);
}

/**
 * react-router's package exports name only its development build; the production build
 * beside it is smaller and drops dev-only checks. Same API, same markup. Both bundles use it.
 */
function reactRouterProduction() {
  const files = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return {
    name: 'react-router-production',
    setup(build) {
      build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({ path: path.join(root, 'node_modules/react-router/dist/production', files[args.path]) }));
    },
  };
}

const clientOptions = {
  absWorkingDir: root,
  entryPoints: { entry: path.join(root, 'client/entry.tsx') },
  outdir: path.join(clientOut, 'assets'),
  publicPath: '/assets',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome111', 'firefox115', 'safari16.4'],
  minify: true,
  // Maps are written for operators (dist/client/assets/*.map) but not linked or served in
  // production (docs/decisions/010); `npm run dev` links them.
  sourcemap: 'external',
  metafile: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'files/[name]-[hash]',
  loader: { '.woff2': 'file', '.svg': 'file' },
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [reactRouterProduction(), latinCoreFonts()],
  jsx: 'automatic',
  legalComments: 'none',
  // Tamil text as UTF-8 (3 bytes a letter), not \uXXXX escapes (6): smaller before and after compression.
  charset: 'utf8',
  logLevel: 'warning',
};

/** manifest.json: entry, its static imports, CSS, fonts, and per lazily loaded module the chunks it needs. */
function writeManifest(metafile) {
  const toUrl = (file) => '/' + path.relative(clientOut, path.resolve(root, file)).split(path.sep).join('/');
  const outputs = metafile.outputs;
  const staticImports = (file, seen = new Set()) => {
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || seen.has(imported.path)) continue;
      seen.add(imported.path);
      staticImports(imported.path, seen);
    }
    return seen;
  };
  let entry;
  // Every module loaded on demand (pages and content, see shared/routing/lazy-module.ts): its
  // chunk and the chunks that chunk imports statically, by source path.
  const modules = {};
  for (const [file, output] of Object.entries(outputs)) {
    if (!file.endsWith('.js') || !output.entryPoint) continue;
    if (output.entryPoint === 'client/entry.tsx') entry = { file, output };
    else modules[output.entryPoint] = [file, ...staticImports(file)].map(toUrl);
  }
  if (!entry) throw new Error('entry output missing from metafile');
  const css = entry.output.cssBundle ? [toUrl(entry.output.cssBundle)] : [];
  // Preloaded per language: only the Tamil subset, on Tamil pages. The Latin faces are asked
  // for by an inline script on every page instead (shared/head-scripts/latin-faces.ts, decision 021).
  const fontFiles = (pattern) => Object.keys(outputs).filter((file) => file.endsWith('.woff2') && pattern.test(file)).map(toUrl);
  const fonts = { en: [], ta: fontFiles(/noto-sans-tamil-tamil-wght-normal/) };
  const manifest = { entry: toUrl(entry.file), entryImports: [...staticImports(entry.file)].map(toUrl), css, fonts, modules };
  return manifest;
}

const serverOptions = {
  absWorkingDir: root,
  entryPoints: { main: path.join(root, 'server/main.ts'), 'render-worker': path.join(root, 'server/render-worker.ts'), messages: path.join(root, 'server/scripts/messages.ts') },
  outdir: serverOut,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  packages: 'external',
  sourcemap: 'linked',
  jsx: 'automatic',
  chunkNames: 'chunks/[name]-[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
  // Node would load react-router's development build (its exports name no other): the
  // server bundles the production one, as the client does.
  plugins: [reactRouterProduction()],
  logLevel: 'warning',
};

/** A DIST_DIR outside the repo gets a node_modules link so the server bundle's imports resolve. */
async function linkNodeModules() {
  if (!path.relative(root, dist).startsWith('..')) return;
  await symlink(path.join(root, 'node_modules'), path.join(dist, 'node_modules'), 'dir');
}

async function copyPublic() {
  await cp(path.join(root, 'public'), clientOut, { recursive: true });
}

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** .br and .gz siblings for text assets, served by @fastify/static's preCompressed. */
async function precompress() {
  let count = 0;
  for await (const file of walk(clientOut)) {
    if (!/\.(js|css|svg|json|txt)$/.test(file) || file.endsWith('manifest.json')) continue;
    const body = await readFile(file);
    if (body.length < 1024) continue;
    await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

/**
 * V8's per-file compile hint (Chromium 136+; other browsers ignore the comment). On a script
 * that carries it, Chrome compiles every function on the background thread that streams the
 * script in, instead of lazily on the main thread when each is first called: React DOM, the
 * router and the shell are all called during the first evaluation and hydration, and compiling
 * them there made the longest tasks after the first paint (Total Blocking Time,
 * BENCHMARKS.md). Only the chunks every page runs at start get it; a page's own chunks, loaded
 * on navigation, stay lazy.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Puts the compile hint on the first line of the entry and its static imports, and moves their source maps down one line. */
async function hintStartupChunks(manifest) {
  for (const url of [manifest.entry, ...manifest.entryImports]) {
    const file = path.join(clientOut, url);
    await writeFile(file, `${COMPILE_HINT}\n${await readFile(file, 'utf8')}`);
    const map = JSON.parse(await readFile(`${file}.map`, 'utf8'));
    map.mappings = `;${map.mappings}`;
    await writeFile(`${file}.map`, JSON.stringify(map));
  }
}

async function buildClient() {
  const result = await esbuild.build(clientOptions);
  const manifest = writeManifest(result.metafile);
  await hintStartupChunks(manifest);
  await writeFile(path.join(clientOut, 'manifest.json'), JSON.stringify(manifest, null, 2));
  await writeFile(path.join(dist, 'client-metafile.json'), JSON.stringify(result.metafile));
  return manifest;
}

async function buildOnce() {
  const started = Date.now();
  await rm(dist, { recursive: true, force: true });
  await mkdir(clientOut, { recursive: true });
  await linkNodeModules();
  await copyPublic();
  await prebuild();
  // The cards read what prebuild wrote; the bundles do not need the cards: draw them meanwhile.
  // The editor's bundle (/admin, issue 29) goes to dist/admin, apart from the site's.
  const [manifest] = await Promise.all([
    buildClient().then(async (manifest) => {
      await esbuild.build(serverOptions);
      return manifest;
    }),
    cards(),
    buildAdmin({ root, dist }).then((admin) => log(`editor: ${admin.entry}`)),
  ]);
  const compressed = await precompress();
  log(`client: ${manifest.entry} + ${Object.keys(manifest.modules).length} lazy modules; ${compressed} files precompressed`);
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function dev() {
  await buildOnce();
  let server;
  let timer;
  let stopping = false;
  const start = () => {
    if (stopping) return;
    server = spawn(process.execPath, ['--enable-source-maps', path.join(serverOut, 'main.js')], {
      // The IPC channel tells the server when content/ was built again (server/plugins/dev-reload.ts).
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      env: { LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '0', ...process.env, NODE_ENV: 'development' },
    });
    server.on('error', () => {}); // a message to a server that is restarting is lost; the next save sends another
  };
  // Server code that changes several files at once: restart once, after the old process has exited.
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!server || server.exitCode !== null) return start();
      server.once('exit', start);
      server.kill('SIGTERM');
    }, 150);
  };
  const onEnd = (name, after) => ({
    name,
    setup(build) {
      let first = true;
      build.onEnd(async (result) => {
        if (first) return void (first = false);
        if (result.errors.length) return;
        await after(result);
        log(`${name} rebuilt`);
      });
    },
  });
  const tell = (message) => {
    if (server && server.exitCode === null && server.connected) server.send(message);
  };
  const clientCtx = await esbuild.context({
    ...clientOptions,
    minify: false,
    sourcemap: 'linked',
    // A new client bundle needs no restart: the server reads the manifest on each render in
    // development; it empties its page cache and the open pages reload.
    plugins: [
      latinCoreFonts(),
      onEnd('client', async (result) => {
        await writeFile(path.join(clientOut, 'manifest.json'), JSON.stringify(writeManifest(result.metafile), null, 2));
        tell({ type: 'content' });
      }),
    ],
  });
  // New server code: a new server process (the open pages reload when it answers again).
  const serverCtx = await esbuild.context({ ...serverOptions, plugins: [onEnd('server', async () => restart())] });
  await Promise.all([clientCtx.watch(), serverCtx.watch()]);
  const stopWatchingContent = await watchContent(tell);
  restart();
  log('watching for changes (Ctrl+C to stop)');

  // SIGTERM/SIGINT (Ctrl+C, or `npm run dev` being stopped): stop the server first, so no
  // orphaned process keeps the port, then the watchers, then exit.
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    clearTimeout(timer);
    log(`${signal}: stopping the server and the watchers`);
    stopWatchingContent();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    await Promise.all([clientCtx.dispose(), serverCtx.dispose()]);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * In `npm run dev`: on every save in content/ (or in the interface text, which page data
 * carries), the content step runs again (scripts/content/dev-content.ts: check, encode a changed
 * photo, write the pages' data files) and the server is told (`tell`): it empties its page cache
 * and the open pages reload, or show the problems (with their file and line) until they are
 * fixed; the terminal prints them too. The last good data files stay meanwhile.
 */
async function watchContent(tell) {
  const stepBundle = cacheBundle('dev-content');
  const loadStep = async () => {
    const { createContentStep } = await importTypeScript(path.join(root, 'scripts/content/dev-content.ts'), stepBundle);
    return createContentStep({ root, clientOut, cacheDir: path.join(root, '.cache', 'media') });
  };
  let step = await loadStep();
  let pending;
  // Run once now, before the server starts (the step rewrites the page data it reads): the
  // first save then finds the code compiled, the files parsed and the artwork placed, which
  // the first save used to pay for (it was the slowest edit of every bench/dev-reload.mjs run).
  await step()
    .then((result) => result.ok && result.artwork())
    .catch(() => {});
  let running = Promise.resolve();
  let codeChanged = false;
  const rerun = (file) => {
    if (!file.startsWith(path.join(root, 'content'))) codeChanged = true;
    clearTimeout(pending);
    pending = setTimeout(() => {
      running = running.then(async () => {
        const changed = path.relative(root, file);
        try {
          // Interface text is code: the step is bundled again to see it.
          if (codeChanged) step = await loadStep();
          codeChanged = false;
          const result = await step();
          for (const warning of result.warnings) log(`warning: ${warning}`);
          if (result.ok) {
            log(`${changed}: content built again in ${result.ms} ms (${result.cpuMs} ms of CPU)`);
            tell({ type: 'content' });
            // The artwork the edit changed (a title is drawn into it) follows in a second reload.
            const started = Date.now();
            const drawn = await result.artwork();
            if (drawn > 0) {
              log(`${changed}: ${drawn} artwork image(s) drawn again in ${Date.now() - started} ms`);
              tell({ type: 'content' });
            }
          } else {
            console.error(`[build] ${changed}: the content has problems; the site keeps the last good version:\n${result.problems.map((line) => `  ${line}`).join('\n')}`);
            tell({ type: 'problems', lines: result.problems });
          }
        } catch (error) {
          console.error(`[build] ${changed}: ${error instanceof Error ? error.message : error}`);
        }
      });
    }, 50);
  };
  const folders = ['content', 'shared/i18n/copy', 'shared/routes'];
  // One watch per folder (scripts/lib/watch-tree.mjs): Node's recursive watch loses a file
  // after the first save that renames a new file over it, as vim and many editors save.
  const closers = folders.map((folder) =>
    watchTree(path.join(root, folder), (file) => {
      if (folder !== 'shared/routes' || file.endsWith('copy.ts')) rerun(file);
    }),
  );
  return () => {
    clearTimeout(pending);
    for (const close of closers) close();
  };
}

if (watch) await dev();
else await buildOnce();
