/**
 * A tiny stroke alphabet for monogram logos: each capital letter is a few polylines on a
 * 4-wide, 6-high grid, drawn with round caps and joins. Generated logos need letters, and
 * system fonts differ between machines, so text would not render the same everywhere.
 */
type Stroke = readonly (readonly [number, number])[];

const O: Stroke = [[1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [1, 6], [0, 5], [0, 1], [1, 0]];
const P: Stroke = [[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]];

export const glyphs: Readonly<Record<string, readonly Stroke[]>> = {
  A: [[[0, 6], [2, 0], [4, 6]], [[1, 4], [3, 4]]],
  B: [[[0, 3], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3], [0, 6], [3, 6], [4, 5], [4, 4], [3, 3]]],
  C: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5]]],
  D: [[[0, 0], [0, 6], [3, 6], [4, 5], [4, 1], [3, 0], [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  G: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 3], [2, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  I: [[[1, 0], [3, 0]], [[2, 0], [2, 6]], [[1, 6], [3, 6]]],
  J: [[[4, 0], [4, 5], [3, 6], [1, 6], [0, 5]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 4]], [[1.3, 3], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  O: [O],
  P: [P],
  Q: [O, [[2.5, 4.5], [4, 6]]],
  R: [P, [[2, 3], [4, 6]]],
  S: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 2], [1, 3], [3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 3], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  Z: [[[0, 0], [4, 0], [0, 6], [4, 6]]],
};

const skipWords = new Set(['and', 'of', 'the', 'pvt', 'ltd', 'private', 'limited', 'co', 'sri', 'shri', 'm/s']);

/** One or two capital letters for a name: "Kaveri Filter Coffee Works, Kumbakonam" → "KF". */
export function initialsOf(name: string): string {
  const words = (name.split(',')[0] ?? name)
    .split(/[\s&.-]+/)
    .map((w) => w.replace(/[^A-Za-z]/g, ''))
    .filter((w) => w.length > 0);
  const significant = words.filter((w) => !skipWords.has(w.toLowerCase()));
  const chosen = (significant.length > 0 ? significant : words).slice(0, 2);
  const letters = chosen.map((w) => w.charAt(0).toUpperCase()).join('');
  return letters || 'K';
}

/**
 * SVG path data for `letters` fitted in a box of height `size` with its centre at (cx, cy).
 * Returns the path and the stroke width to draw it with.
 */
export function monogramPath(letters: string, cx: number, cy: number, size: number): { d: string; strokeWidth: number } {
  const chars = [...letters].filter((c) => glyphs[c] !== undefined);
  const unit = size / 6;
  const gap = 1.6;
  const totalWidth = chars.length * 4 + Math.max(0, chars.length - 1) * gap;
  const left = cx - (totalWidth * unit) / 2;
  const top = cy - size / 2;
  const parts: string[] = [];
  chars.forEach((c, i) => {
    const offset = i * (4 + gap);
    for (const stroke of glyphs[c] ?? []) {
      parts.push(
        stroke
          .map(([x, y], j) => `${j === 0 ? 'M' : 'L'}${round(left + (offset + x) * unit)} ${round(top + y * unit)}`)
          .join(''),
      );
    }
  });
  return { d: parts.join(''), strokeWidth: round(unit * 0.9) };
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
