/**
 * The kolam generator keeps the tradition's rules: a pulli (dot) grid and closed lines that
 * loop round every dot, each dot alone in its own loop, the line never touching a dot, drawn
 * as smooth curves; and the kolams the site draws inline are exactly the generator's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kolamFiguresModule } from '../../scripts/media/kolam-figures.js';
import { generateKolam, kolamDots, kolamPaths, sampleKolam, type Kolam, type KolamOptions, type Point } from '../../scripts/media/kolam.js';

/** The shapes the artwork and the site use, and a few more. */
const cases: [string, KolamOptions][] = [
  ['diamond of 5 dots', { seed: 'mark', shape: 'diamond', cols: 3 }],
  ['diamond of 13 dots', { seed: 'hero', shape: 'diamond', cols: 5 }],
  ['diamond of 25 dots', { seed: 'hero', shape: 'diamond', cols: 7 }],
  ['5×5 square', { seed: 'panel', shape: 'rect', cols: 5, rows: 5 }],
  ['7×5 threshold kolam', { seed: 'story', shape: 'rect', cols: 7, rows: 5, wander: 0.8 }],
  ['6×4 card panel', { seed: 'card', shape: 'rect', cols: 6, rows: 4 }],
  ['4×3 post panel', { seed: 'post', shape: 'rect', cols: 4, rows: 3 }],
]

const layout = { spacing: 40, x: 0, y: 0 };

/**
 * Regions of the plane the drawn line leaves, by flood fill on a fine grid: the line is
 * rasterised as a band of its sampled points, then every other cell is labelled by the
 * region it belongs to (0 = the outside, reached from the border).
 */
function regions(kolam: Kolam, cell = 1): { regionAt: (p: Point) => number } {
  const width = Math.ceil(kolam.width * layout.spacing) + 20;
  const height = Math.ceil(kolam.height * layout.spacing) + 20;
  const offset = 10;
  const wall = new Uint8Array(width * height);
  const half = 1.6; // half the width of the drawn band, in px
  for (const line of sampleKolam(kolam, layout, 48)) {
    for (const p of line) {
      for (let dy = -half; dy <= half; dy += cell) {
        for (let dx = -half; dx <= half; dx += cell) {
          const x = Math.round(p.x + offset + dx);
          const y = Math.round(p.y + offset + dy);
          if (x >= 0 && y >= 0 && x < width && y < height) wall[y * width + x] = 1;
        }
      }
    }
  }
  const label = new Int32Array(width * height).fill(-1);
  let next = 0;
  const fill = (start: number, id: number) => {
    const stack = [start];
    label[start] = id;
    while (stack.length > 0) {
      const at = stack.pop()!;
      const x = at % width;
      const y = (at - x) / width;
      for (const [nx, ny] of [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]] as const) {
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const k = ny * width + nx;
        if (wall[k] || label[k] !== -1) continue;
        label[k] = id;
        stack.push(k);
      }
    }
  };
  fill(0, next++); // the outside
  for (let k = 0; k < label.length; k++) if (!wall[k] && label[k] === -1) fill(k, next++);
  return { regionAt: (p) => label[Math.round(p.y + offset) * width + Math.round(p.x + offset)] ?? -1 };
}

describe('generateKolam', () => {
  it.each(cases)('%s: every line is closed and the lines run every stroke once', (_name, options) => {
    const kolam = generateKolam(options);
    let strokes = 0;
    for (const loop of kolam.loops) {
      expect(loop.length).toBeGreaterThan(3);
      // Each step, the last back to the first included, is one diagonal stroke of half a dot spacing.
      loop.forEach((p, i) => {
        const q = loop[(i + 1) % loop.length]!;
        expect([Math.abs(q.x - p.x), Math.abs(q.y - p.y)]).toEqual([0.5, 0.5]);
      });
      strokes += loop.length;
    }
    // Four strokes round every dot, none drawn twice.
    expect(strokes).toBe(kolam.dots.length * 4);
    const seen = new Set(kolam.loops.flatMap((loop) => loop.map((p, i) => {
      const q = loop[(i + 1) % loop.length]!;
      return [`${p.x},${p.y}`, `${q.x},${q.y}`].sort().join('|');
    })));
    expect(seen.size).toBe(strokes);
  });

  it.each(cases)('%s: every dot is enclosed, alone in its own loop, and the line keeps clear of it', (_name, options) => {
    const kolam = generateKolam(options);
    const dots = kolamDots(kolam, layout);
    const { regionAt } = regions(kolam);
    const dotRegions = dots.map(regionAt);
    // Not in the outside region, not on the line, and no two dots share a region.
    expect(dotRegions.every((r) => r > 0)).toBe(true);
    expect(new Set(dotRegions).size).toBe(dots.length);
    const samples = sampleKolam(kolam, layout, 24).flat();
    const clearance = Math.min(...dots.map((d) => Math.min(...samples.map((p) => Math.hypot(p.x - d.x, p.y - d.y)))));
    expect(clearance / layout.spacing).toBeGreaterThan(0.25);
  });

  it('(the enclosure check sees an open dot: with half the line gone, dots fall outside or share a region)', () => {
    const kolam = generateKolam({ seed: 'hero', shape: 'diamond', cols: 5 });
    const loop = kolam.loops[0]!;
    const broken = { ...kolam, loops: [loop.slice(0, Math.floor(loop.length / 2))] };
    const dotRegions = kolamDots(broken, layout).map(regions(broken).regionAt);
    expect(dotRegions.some((r) => r === 0) || new Set(dotRegions).size < dotRegions.length).toBe(true);
  });

  it.each(cases)('%s: draws one line, with the symmetry it claims', (_name, options) => {
    const kolam = generateKolam(options);
    expect(kolam.loops).toHaveLength(1);
    const mirrors = new Set(kolam.mirrors);
    const w2 = 2 * kolam.width;
    const h2 = 2 * kolam.height;
    const turn = (key: string) => {
      const [x, y] = key.split(',').map(Number) as [number, number];
      return kolam.symmetry === 4 ? `${w2 - y},${x}` : kolam.symmetry === 2 ? `${w2 - x},${h2 - y}` : key;
    };
    expect(kolam.mirrors.every((m) => mirrors.has(turn(m)))).toBe(true);
    if (options.shape === 'diamond') expect(kolam.symmetry).toBe(4);
  });

  it('draws smooth closed curves: cubic Béziers round every turn, each path closed', () => {
    const kolam = generateKolam({ seed: 'hero', shape: 'diamond', cols: 7 });
    const [d] = kolamPaths(kolam, layout);
    expect(d).toMatch(/^M[\d.]+ [\d.]+/);
    expect(d).toMatch(/Z$/);
    const turns = (d!.match(/C/g) ?? []).length;
    // Every non-crossing corner is a curve; straight segments only run through crossings.
    expect(turns).toBeGreaterThan(kolam.dots.length);
  });

  it('gives the same kolam for the same options and a different one for another seed', () => {
    expect(generateKolam({ seed: 'a', shape: 'rect', cols: 5, rows: 4 })).toEqual(generateKolam({ seed: 'a', shape: 'rect', cols: 5, rows: 4 }));
    expect(generateKolam({ seed: 'a', shape: 'rect', cols: 5, rows: 4 }).mirrors).not.toEqual(generateKolam({ seed: 'b', shape: 'rect', cols: 5, rows: 4 }).mirrors);
  });
});

describe('the kolams drawn inline (brand mark, hero, page heroes)', () => {
  it('are the generator output (run node scripts/media/write-kolam-figures.mjs after changing either)', () => {
    const committed = readFileSync(path.join(import.meta.dirname, '../../shared/components/kolam-figures.ts'), 'utf8');
    expect(committed).toBe(kolamFiguresModule());
  });
});
