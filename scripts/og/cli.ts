/**
 * Draws the link-preview cards in a process of their own (fontconfig must read the cards'
 * fonts.conf before any text is laid out: ./fonts.ts). build.mjs bundles and runs this
 * after the prebuild step, when the content modules and the media exist:
 *
 *   node <bundle> <root> <client output folder> <cache folder>
 *
 * Prints one JSON line with the counts and the time.
 */
import { buildCards } from './cards.js';

const [rootDir, outDir, cacheDir] = process.argv.slice(2);
if (!rootDir || !outDir || !cacheDir) throw new Error('usage: cli <root> <client output folder> <cache folder>');
const result = await buildCards({ rootDir, outDir, cacheDir });
console.log(JSON.stringify(result));
