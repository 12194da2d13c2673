/**
 * The kolams the site draws inline (the brand mark, the home hero, page heroes and image
 * placeholders), made by the same generator as the artwork (./kolam.ts) and written out as
 * plain path data in shared/components/kolam-figures.ts, so pages ship a few hundred bytes of
 * SVG instead of the generator and its search. After changing a spec or the generator run
 *   node scripts/media/write-kolam-figures.mjs
 * (tests/content/kolam.test.ts fails while the committed file and the generator disagree).
 */
import { generateKolam, kolamDots, kolamPaths, kolamSize, type KolamOptions } from './kolam.js';

export type KolamFigure = {
  /** viewBox size; the pattern fills it with half a dot spacing of margin. */
  width: number;
  height: number;
  /** One closed path per line of the kolam. */
  loops: string[];
  /** Pulli (dot) centres. */
  dots: [number, number][];
  /** Distance between neighbouring dots in viewBox units (line width and dot size scale with it). */
  spacing: number;
};

type Spec = KolamOptions & { size: number };

export const kolamFigureSpecs = {
  /** Five dots, one line: the studio's mark in the header and footer. */
  mark: { seed: 'kolam-studio-mark', shape: 'diamond', cols: 3, size: 40 },
  /** Twenty-five dots in a diamond: the home hero. */
  hero: { seed: 'kolam-studio-hero', shape: 'diamond', cols: 7, size: 320 },
  /** Thirteen dots: page heroes and empty image slots. */
  section: { seed: 'kolam-studio-section', shape: 'diamond', cols: 5, size: 240 },
} as const satisfies Record<string, Spec>;

export type KolamFigureName = keyof typeof kolamFigureSpecs;

export function kolamFigure(spec: Spec): KolamFigure {
  const kolam = generateKolam(spec);
  const cells = kolamSize(kolam, 1);
  // Half a spacing of margin all round, so round loops are not clipped by the viewBox.
  const spacing = spec.size / (Math.max(cells.width, cells.height) + 1);
  const width = round((cells.width + 1) * spacing);
  const height = round((cells.height + 1) * spacing);
  const layout = { spacing, x: spacing / 2, y: spacing / 2 };
  return {
    width,
    height,
    loops: kolamPaths(kolam, layout, 1),
    dots: kolamDots(kolam, layout).map((p) => [round(p.x), round(p.y)]),
    spacing: round(spacing),
  };
}

export function kolamFigures(): Record<KolamFigureName, KolamFigure> {
  return Object.fromEntries(Object.entries(kolamFigureSpecs).map(([name, spec]) => [name, kolamFigure(spec)])) as Record<KolamFigureName, KolamFigure>;
}

/** The source of shared/components/kolam-figures.ts. */
export function kolamFiguresModule(): string {
  const figures = kolamFigures();
  const body = Object.entries(figures)
    .map(([name, figure]) => `  ${name}: ${JSON.stringify(figure)},`)
    .join('\n');
  return `/**
 * Kolams drawn inline by <KolamArt> (kolam-art.tsx): path data made by the artwork's kolam
 * generator (scripts/media/kolam.ts) from the specs in scripts/media/kolam-figures.ts.
 * Generated: do not edit; run \`node scripts/media/write-kolam-figures.mjs\`.
 */
export type KolamFigure = { width: number; height: number; loops: string[]; dots: [number, number][]; spacing: number };

export const kolamFigures = {
${body}
} as const satisfies Record<string, KolamFigure>;

export type KolamFigureName = keyof typeof kolamFigures;
`;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
