/**
 * Draws the link-preview cards in a process of their own (fontconfig must read the cards'
 * fonts.conf before any text is laid out: ./fonts.ts). build.mjs bundles and runs this
 * after the prebuild step, when the content modules and the media exist:
 *
 *   node <bundle> <client output folder> <cache folder>
 *
 * Prints one JSON line with the counts and the time.
 */
import { buildCards } from './cards.js';

const [outDir, cacheDir] = process.argv.slice(2);
if (!outDir || !cacheDir) throw new Error('usage: cli <client output folder> <cache folder>');
const result = await buildCards({ outDir, cacheDir });
console.log(JSON.stringify(result));
