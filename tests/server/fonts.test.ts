/**
 * The Latin faces in two files each (docs/decisions/022, scripts/fonts/latin-core.ts): the
 * stylesheet's ranges are the ones the build subsets to, the core files the site serves hold
 * exactly those characters, the weights the site uses and the features it needs, and together
 * they are about half the whole files. That every character of every page is in the core is read in
 * tamil.test.ts, which fetches every page of both languages once.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { codePoints, CORE_WEIGHTS, LATIN, LATIN_CORE, LATIN_REST, unicodeRange } from '../../scripts/fonts/latin-core.js';
import { getPage, useTestApp } from '../helpers/app.js';

const app = useTestApp();

type FaceRule = { family: string; src: string; range: string; weight: string };

/** The @font-face rules of a page's stylesheet (esbuild's minified output). */
async function faceRules(url: string): Promise<FaceRule[]> {
  const page = await getPage(app(), url);
  const href = page.document.querySelector('link[rel="stylesheet"]')?.getAttribute('href') ?? '';
  const css = (await app().inject({ url: href })).body;
  return [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) => {
    const value = (name: string) => new RegExp(`(?:^|;)${name}:([^;]*)`).exec(body!)?.[1]?.trim() ?? '';
    return { family: value('font-family').replace(/["']/g, ''), src: /url\("?([^")]+)"?\)/.exec(value('src'))?.[1] ?? '', range: value('unicode-range'), weight: value('font-weight') };
  });
}

/** A served woff2 as harfbuzz reads it. */
async function served(url: string): Promise<{ bytes: number; face: Face }> {
  const response = await app().inject({ url });
  expect(response.statusCode, url).toBe(200);
  const sfnt = await fontverter.convert(response.rawPayload, 'sfnt');
  return { bytes: response.rawPayload.length, face: new Face(new Blob(sfnt), 0) };
}

/** `U+0020-007E,U+00A0` (minified) and `U+0020-007E, U+00A0` read alike. */
const normalRange = (range: string) => range.replace(/\s+/g, '');

describe('the Latin faces', () => {
  it('declares fontsource’s Latin range, split between a core and a rest face of each family', () => {
    // The range fontsource declares for the whole Latin file is the one the split starts from.
    for (const family of ['inter', 'fraunces']) {
      const css = readFileSync(path.resolve('node_modules/@fontsource-variable', family, 'wght.css'), 'utf8');
      const latin = /-latin-wght-normal\.woff2[^}]*unicode-range:\s*([^;]+);/.exec(css)?.[1];
      expect(normalRange(latin ?? ''), family).toBe(normalRange(unicodeRange(LATIN)));
    }
    const core = new Set(codePoints(LATIN_CORE));
    const rest = codePoints(LATIN_REST);
    expect(rest.filter((codePoint) => core.has(codePoint))).toEqual([]);
    expect([...core, ...rest].sort((a, b) => a - b)).toEqual(codePoints(LATIN));
  });

  it.each(['/', '/ta'])('%s: each Latin family is a core file for the core range and the whole file for the rest, at the same weights', async (url) => {
    const rules = await faceRules(url);
    for (const family of ['Inter', 'Fraunces']) {
      const faces = rules.filter((rule) => rule.family === family);
      expect(faces.map((face) => normalRange(face.range)).sort(), family).toEqual([normalRange(unicodeRange(LATIN_CORE)), normalRange(unicodeRange(LATIN_REST))].sort());
      const core = faces.find((face) => normalRange(face.range) === normalRange(unicodeRange(LATIN_CORE)))!;
      const rest = faces.find((face) => face !== core)!;
      expect(core.src).toMatch(new RegExp(`/${family.toLowerCase()}-latin-core-wght-normal-\\w+\\.woff2$`));
      expect(rest.src).toMatch(new RegExp(`/${family.toLowerCase()}-latin-wght-normal-\\w+\\.woff2$`));
      // Chromium joins faces into one family only when their descriptors are equal.
      expect(rest.weight, family).toBe(core.weight);
      expect(core.weight).toBe(`${CORE_WEIGHTS.min} ${CORE_WEIGHTS.max}`);
    }
  });

  it('serves core files that hold exactly the core characters, the weights and tabular figures, together about half the bytes', async () => {
    const rules = await faceRules('/');
    const bytes = { core: 0, whole: 0 };
    for (const family of ['Inter', 'Fraunces']) {
      const faces = rules.filter((rule) => rule.family === family);
      const core = await served(faces.find((face) => face.src.includes('-latin-core-'))!.src);
      const whole = await served(faces.find((face) => !face.src.includes('-latin-core-'))!.src);
      expect([...core.face.collectUnicodes()].sort((a, b) => a - b), family).toEqual(codePoints(LATIN_CORE));
      const wght = core.face.getAxisInfos()['wght'];
      expect({ min: wght?.min, max: wght?.max }, family).toEqual(CORE_WEIGHTS);
      // Kerning, ligatures, contextual forms, Fraunces' weight-dependent glyphs and Inter's
      // tabular figures: each one the whole file has, the core keeps.
      const tags = (face: Face) => [...face.getTableFeatureTags('GSUB'), ...face.getTableFeatureTags('GPOS')];
      const needed = tags(whole.face).filter((tag) => ['kern', 'liga', 'calt', 'rvrn', 'tnum'].includes(tag));
      expect(needed.length, family).toBeGreaterThanOrEqual(2);
      expect(tags(core.face), family).toEqual(expect.arrayContaining(needed));
      bytes.core += core.bytes;
      bytes.whole += whole.bytes;
    }
    // 42 KB against 85 KB when written.
    expect(bytes.core).toBeLessThan(bytes.whole * 0.55);
  });
});
