// Build scripts are plain .mjs; the code they run is TypeScript shared with the site. This
// bundles such an entry for Node (dependencies stay in node_modules) and imports it fresh.
import * as esbuild from 'esbuild';

/** Bundles `entry` into `outfile` (keep it inside the repo so bare imports resolve). */
export async function bundleForNode(entry, outfile) {
  await esbuild.build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'warning',
  });
  return outfile;
}

/** Bundles `entry` and imports the result (never a cached copy of an earlier bundle). */
export async function importTypeScript(entry, outfile) {
  await bundleForNode(entry, outfile);
  return import(`${outfile}?t=${Date.now()}`);
}
