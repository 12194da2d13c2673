/**
 * The Latin faces in two files each (docs/decisions/022). The site's own text, in both
 * languages, uses fewer than a hundred Latin characters, four weights and no optional
 * OpenType feature but tabular figures; fontsource's Latin file of Inter (48 KB) and Fraunces
 * (37 KB) carries some 220 characters, the whole weight axis and every alternate. The esbuild
 * plugin below writes the stylesheet's Latin @font-face rules (`@import 'virtual:latin-faces.css'`
 * in client/styles/fonts.css), two per family with disjoint unicode-ranges:
 *   - a core subset of the Latin file for LATIN_CORE, the characters the site writes (every
 *     page loads it), made here with HarfBuzz;
 *   - the whole Latin file for the rest of fontsource's Latin range, which a browser fetches
 *     only when a page shows such a character (a visitor's search, a name with an accent).
 * So LATIN_CORE is the one place to add a character. tests/server/fonts.test.ts reads the
 * served rules and files back; tests/server/tamil.test.ts checks every character of every page.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import subsetFont from 'subset-font';

/** An inclusive range of code points. */
export type CodePointRange = readonly [from: number, to: number];

/** fontsource's Latin subset, as its wght.css declares it (the test compares). */
export const LATIN: readonly CodePointRange[] = [
  [0x0000, 0x00ff], [0x0131, 0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6, 0x02c6],
  [0x02da, 0x02da], [0x02dc, 0x02dc], [0x0304, 0x0304], [0x0308, 0x0308], [0x0329, 0x0329],
  [0x2000, 0x206f], [0x20ac, 0x20ac], [0x2122, 0x2122], [0x2191, 0x2191], [0x2193, 0x2193],
  [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff], [0xfffd, 0xfffd],
];

/**
 * What the core files hold: printable ASCII, the no-break space, and the typography the copy
 * uses (© · × é – — ‘ ’ “ ” • …). A character added to the copy outside this set is still drawn
 * in Inter or Fraunces, from the whole file; the test names it, so it can be added here.
 */
export const LATIN_CORE: readonly CodePointRange[] = [
  [0x0020, 0x007e], [0x00a0, 0x00a0], [0x00a9, 0x00a9], [0x00b7, 0x00b7], [0x00d7, 0x00d7],
  [0x00e9, 0x00e9], [0x2013, 0x2014], [0x2018, 0x2019], [0x201c, 0x201d], [0x2022, 0x2022],
  [0x2026, 0x2026],
];

/** fontsource's Latin range without the core: the whole file's face. */
export const LATIN_REST: readonly CodePointRange[] = subtract(LATIN, LATIN_CORE);

/**
 * The OpenType features the core keeps: those browsers apply to text by default (rvrn swaps
 * Fraunces' glyphs along its weight axis), and tabular figures (the contact page's opening
 * hours). Stylistic sets, fractions, case forms and the like go, with the glyphs only they
 * reach.
 */
export const CORE_FEATURES = ['rvrn', 'ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rclt', 'curs', 'tnum'];

/**
 * The weight axis the core keeps: the stylesheet uses 400 to 700; 900 covers `bolder` inside
 * a semibold heading. Both faces of a family declare it as their font-weight range: Chromium
 * joins faces into one family only when their descriptors are equal, and the site uses no
 * weight under 400.
 */
export const CORE_WEIGHTS = { min: 400, max: 900 } as const;

/** The Latin families, each with fontsource's Latin file (under node_modules). */
export const LATIN_FAMILIES = [
  { family: 'Fraunces', file: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2' },
  { family: 'Inter', file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2' },
] as const;

export function codePoints(ranges: readonly CodePointRange[]): number[] {
  return ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
}

export function inRanges(ranges: readonly CodePointRange[], codePoint: number): boolean {
  return ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** `a` without the code points of `b`, as ranges. */
export function subtract(a: readonly CodePointRange[], b: readonly CodePointRange[]): CodePointRange[] {
  const ranges: [number, number][] = [];
  for (const codePoint of codePoints(a)) {
    if (inRanges(b, codePoint)) continue;
    const last = ranges.at(-1);
    if (last && last[1] === codePoint - 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  return ranges;
}

/** As a CSS unicode-range value: `U+0020-007E, U+00A0, …`. */
export function unicodeRange(ranges: readonly CodePointRange[]): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/** The core subset of a Latin woff2 (harfbuzz's subsetter, through subset-font). */
export async function subsetLatinCore(font: Buffer): Promise<Buffer> {
  return subsetFont(font, String.fromCodePoint(...codePoints(LATIN_CORE)), {
    targetFormat: 'woff2',
    keepFeatures: CORE_FEATURES,
    variationAxes: { wght: CORE_WEIGHTS },
  });
}

/** The Latin @font-face rules: per family, the core subset (`?latin-core`) and the whole file for the rest. */
export function latinFacesCss(): string {
  const face = (family: string, src: string, ranges: readonly CodePointRange[]) =>
    `@font-face {\n  font-family: '${family}';\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${CORE_WEIGHTS.min} ${CORE_WEIGHTS.max};\n  src: url('./${src}') format('woff2-variations');\n  unicode-range: ${unicodeRange(ranges)};\n}\n`;
  return LATIN_FAMILIES.map(({ family, file }) => face(family, `${file}?latin-core`, LATIN_CORE) + face(family, file, LATIN_REST)).join('');
}

/**
 * esbuild plugin:
 *   - `@import 'virtual:latin-faces.css'` is latinFacesCss(), its URLs resolved from node_modules;
 *   - `url('…/inter-latin-wght-normal.woff2?latin-core')` is the core subset of that file,
 *     emitted like any font (content-hashed, under a name with `latin-core` in it:
 *     inter-latin-core-wght-normal-<hash>.woff2).
 */
export function latinCoreFonts(): Plugin {
  const made = new Map<string, Promise<Buffer>>();
  return {
    name: 'latin-core-fonts',
    setup(build) {
      const nodeModules = path.join(build.initialOptions.absWorkingDir ?? process.cwd(), 'node_modules');
      build.onResolve({ filter: /^virtual:latin-faces\.css$/ }, () => ({ path: 'latin-faces.css', namespace: 'latin-faces' }));
      build.onLoad({ filter: /.*/, namespace: 'latin-faces' }, () => ({ contents: latinFacesCss(), loader: 'css', resolveDir: nodeModules }));
      build.onResolve({ filter: /\.woff2\?latin-core$/ }, (args) => {
        const source = path.resolve(args.resolveDir, args.path.replace(/\?latin-core$/, ''));
        if (!path.basename(source).includes('-latin-')) return { errors: [{ text: `${args.path}: the core subset is made from a fontsource Latin file` }] };
        return { path: source.replace(/-latin-([^/]*)$/, '-latin-core-$1'), namespace: 'latin-core', pluginData: { source } };
      });
      build.onLoad({ filter: /.*/, namespace: 'latin-core' }, async (args) => {
        const source = (args.pluginData as { source: string }).source;
        if (!made.has(source)) made.set(source, readFile(source).then(subsetLatinCore));
        return { contents: await made.get(source)!, loader: 'file', watchFiles: [source] };
      });
    },
  };
}
