/**
 * Sikku kolam generator, by the tradition's own rules: a grid of pulli (dots), and one or
 * more closed lines that loop around every dot, cross only at clean crossings, never
 * touch a dot and never end.
 *
 * Construction (the "mirror curve" reading of sikku kolam, as in Gerdes' and Nagata's
 * analyses): every dot sits in a square cell; the line runs diagonally from edge midpoint
 * to edge midpoint, so inside each cell it makes a diamond around that cell's dot. At an
 * edge between two cells it either crosses straight through (the classic sikku crossing)
 * or, where a "mirror" stands, turns back around its own dot; the outer edges are always
 * mirrors. Each cell's dot is therefore alone in its own loop region, at a fixed
 * clearance from the line (≈0.35 of the dot spacing). A seeded search places mirrors in
 * symmetric sets so the pattern has the rotational symmetry of hand-drawn kolams and as
 * few separate lines as possible (one, when the shape allows it).
 *
 * Pure and deterministic (no Node APIs): the build draws it into images and
 * shared/components/kolam-art.tsx carries paths precomputed from it.
 */

export type Point = { x: number; y: number };

export type KolamShape =
  /** cols × rows dots in a rectangle */
  | 'rect'
  /** dots in a diamond 1-3-5-…-3-1 (cols = dots on the middle row, odd) */
  | 'diamond';

export type KolamOptions = {
  seed: string;
  shape: KolamShape;
  cols: number;
  rows?: number;
  /** 4: 90° rotational symmetry (square shapes), 2: 180°, 1: none. Lowered when no one-line pattern exists. */
  symmetry?: 1 | 2 | 4;
  /** Accept this many separate lines when one is impossible (default 1, then the fewest found). */
  maxLoops?: number;
  /** 0..1: how often a change that keeps the number of lines is kept (more mirrors → more turns). */
  wander?: number;
};

export type Kolam = {
  /** Dot centres, in dot-spacing units (a dot every 1; the first at 0.5, 0.5). */
  dots: Point[];
  /** Each closed line as its edge-midpoint corners, in dot-spacing units. */
  loops: Point[][];
  /** Bounding box of the dots' cells, in dot-spacing units. */
  width: number;
  height: number;
  /** Internal edges with a mirror (the line turns back there), as "x,y" doubled-grid keys. */
  mirrors: string[];
  symmetry: 1 | 2 | 4;
};

type Cell = { i: number; j: number };

/** Mulberry32 over an FNV-1a hash of the seed text. */
export function seededRandom(seedText: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seedText.length; i++) {
    h ^= seedText.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function cellsOf(shape: KolamShape, cols: number, rows: number): Cell[] {
  const cells: Cell[] = [];
  if (shape === 'rect') {
    for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) cells.push({ i, j });
    return cells;
  }
  const n = cols % 2 === 1 ? cols : cols + 1;
  const c = (n - 1) / 2;
  for (let j = 0; j < n; j++) for (let i = 0; i < n; i++) if (Math.abs(i - c) + Math.abs(j - c) <= c) cells.push({ i, j });
  return cells;
}

/** The kolam for these options (same options, same kolam). */
export function generateKolam(options: KolamOptions): Kolam {
  const cols = Math.max(1, Math.round(options.cols));
  const rows = options.shape === 'diamond' ? (cols % 2 === 1 ? cols : cols + 1) : Math.max(1, Math.round(options.rows ?? cols));
  const width = options.shape === 'diamond' ? rows : cols;
  const height = rows;
  const cells = cellsOf(options.shape, cols, rows);
  const inside = new Set(cells.map((c) => `${c.i},${c.j}`));
  const has = (i: number, j: number) => inside.has(`${i},${j}`);

  // Internal edges in doubled coordinates: vertical edge midpoint (2i, 2j+1) between (i-1,j) and (i,j),
  // horizontal (2i+1, 2j) between (i,j-1) and (i,j).
  const internal: string[] = [];
  for (const { i, j } of cells) {
    if (has(i - 1, j)) internal.push(`${2 * i},${2 * j + 1}`);
    if (has(i, j - 1)) internal.push(`${2 * i + 1},${2 * j}`);
  }
  const square = width === height;
  const wanted = options.symmetry ?? (square ? 4 : 2);
  const rng = seededRandom(`kolam:${options.seed}`);

  const attempt = (symmetry: 1 | 2 | 4) => {
    const orbits = orbitsOf(internal, 2 * width, 2 * height, symmetry);
    return searchMirrors(orbits, cells, has, rng, options.wander ?? 0.5);
  };
  let best: { mirrors: Set<string>; loops: Point[][]; symmetry: 1 | 2 | 4 } | undefined;
  const order = ([4, 2, 1] as const).filter((s) => s <= wanted && (s !== 4 || square));
  for (const symmetry of order) {
    const found = attempt(symmetry);
    if (!best || found.loops.length < best.loops.length) best = { ...found, symmetry };
    if (best.loops.length <= 1) break;
  }
  if (!best) throw new Error('kolam: no pattern');
  const maxLoops = options.maxLoops ?? 1;
  if (best.loops.length > maxLoops && options.maxLoops !== undefined) {
    throw new Error(`kolam: no pattern with at most ${maxLoops} lines for ${options.shape} ${cols}×${rows}`);
  }
  return {
    dots: cells.map(({ i, j }) => ({ x: i + 0.5, y: j + 0.5 })),
    loops: best.loops.map((loop) => loop.map((p) => ({ x: p.x / 2, y: p.y / 2 }))),
    width,
    height,
    mirrors: [...best.mirrors].sort(),
    symmetry: best.symmetry,
  };
}

/** Group edges that map onto each other under the symmetry (rotation about the centre). */
function orbitsOf(edges: string[], w2: number, h2: number, symmetry: 1 | 2 | 4): string[][] {
  const set = new Set(edges);
  const seen = new Set<string>();
  const orbits: string[][] = [];
  const rotate = (key: string, times: number) => {
    let [x, y] = key.split(',').map(Number) as [number, number];
    for (let t = 0; t < times; t++) {
      // 90° about the centre (w2/2, h2/2) of a square: (x, y) -> (w2 - y, x)
      [x, y] = symmetry === 4 ? [w2 - y, x] : [w2 - x, h2 - y];
    }
    return `${x},${y}`;
  };
  for (const edge of edges) {
    if (seen.has(edge)) continue;
    const orbit = new Set<string>([edge]);
    const steps = symmetry === 4 ? 4 : symmetry === 2 ? 2 : 1;
    for (let t = 1; t < steps; t++) {
      const image = rotate(edge, symmetry === 4 ? t : 1);
      if (set.has(image)) orbit.add(image);
    }
    for (const e of orbit) seen.add(e);
    orbits.push([...orbit]);
  }
  return orbits;
}

function searchMirrors(orbits: string[][], cells: Cell[], has: (i: number, j: number) => boolean, rng: () => number, wander: number) {
  // Start from a random scatter of mirrors (symmetric sets), then merge lines back to one.
  const mirrors = new Set<string>();
  for (const orbit of orbits) if (rng() < 0.3) for (const e of orbit) mirrors.add(e);
  let loops = traceLoops(cells, has, mirrors);
  let best = { mirrors: new Set(mirrors), loops };
  const toggle = (orbit: string[]) => {
    for (const e of orbit) {
      if (mirrors.has(e)) mirrors.delete(e);
      else mirrors.add(e);
    }
  };
  const passes = 24;
  for (let pass = 0; pass < passes; pass++) {
    const order = orbits.map((o, k) => ({ o, k: rng() })).sort((a, b) => a.k - b.k);
    for (const { o } of order) {
      toggle(o);
      const next = traceLoops(cells, has, mirrors);
      const better = next.length < loops.length;
      const same = next.length === loops.length && rng() < wander;
      if (better || same) {
        loops = next;
        if (loops.length < best.loops.length || (loops.length === best.loops.length && loops.length === 1)) best = { mirrors: new Set(mirrors), loops };
      } else toggle(o);
    }
    if (best.loops.length === 1 && pass >= 3) break;
  }
  return best;
}

/** Follow the line through every cell's four diagonal strokes; returns each closed line's corner points (doubled grid). */
function traceLoops(cells: Cell[], has: (i: number, j: number) => boolean, mirrors: ReadonlySet<string>): Point[][] {
  const visited = new Set<string>();
  const loops: Point[][] = [];
  const reflects = (x: number, y: number) => {
    const key = `${x},${y}`;
    if (mirrors.has(key)) return true;
    // Outer edges: only one of the two cells is in the pattern.
    if (x % 2 === 0) return !(has(x / 2 - 1, (y - 1) / 2) && has(x / 2, (y - 1) / 2));
    return !(has((x - 1) / 2, y / 2 - 1) && has((x - 1) / 2, y / 2));
  };
  const strokeKey = (x: number, y: number, dx: number, dy: number) => `${2 * x + dx},${2 * y + dy}`;
  for (const { i, j } of cells) {
    // The stroke from the top edge midpoint towards the right edge, for every cell, starts a trace if unseen.
    for (const [sx, sy, dx0, dy0] of [
      [2 * i + 1, 2 * j, 1, 1],
      [2 * i + 2, 2 * j + 1, -1, 1],
      [2 * i + 1, 2 * j + 2, -1, -1],
      [2 * i, 2 * j + 1, 1, -1],
    ] as const) {
      if (visited.has(strokeKey(sx, sy, dx0, dy0))) continue;
      const loop: Point[] = [];
      let x = sx;
      let y = sy;
      let dx: number = dx0;
      let dy: number = dy0;
      for (let guard = 0; guard < cells.length * 8 + 8; guard++) {
        visited.add(strokeKey(x, y, dx, dy));
        loop.push({ x, y });
        x += dx;
        y += dy;
        if (reflects(x, y)) {
          if (x % 2 === 0) dx = -dx;
          else dy = -dy;
        }
        if (x === sx && y === sy && dx === dx0 && dy === dy0) break;
      }
      loops.push(loop);
    }
  }
  return loops;
}

// ---------------------------------------------------------------- drawing

export type KolamLayout = {
  /** Dot spacing in output units. */
  spacing: number;
  /** Output position of the pattern's top-left cell corner (before rotation). */
  x: number;
  y: number;
  /** Turn the pattern 45° about its centre (the classic diamond look for square grids). */
  rotate45?: boolean;
  /** Corner roundness: 0.55 round loops … 0.67 (quadratic) softer. */
  roundness?: number;
};

/** Output points for a kolam point under a layout. */
export function placePoint(k: Pick<Kolam, 'width' | 'height'>, p: Point, layout: KolamLayout): Point {
  const cx = k.width / 2;
  const cy = k.height / 2;
  let x = p.x - cx;
  let y = p.y - cy;
  if (layout.rotate45) [x, y] = [(x - y) * Math.SQRT1_2, (x + y) * Math.SQRT1_2];
  const s = layout.spacing;
  const outerW = layout.rotate45 ? ((k.width + k.height) * Math.SQRT1_2) : k.width;
  const outerH = layout.rotate45 ? ((k.width + k.height) * Math.SQRT1_2) : k.height;
  return { x: layout.x + (x + outerW / 2) * s, y: layout.y + (y + outerH / 2) * s };
}

/** Size of the laid-out pattern in output units. */
export function kolamSize(k: Pick<Kolam, 'width' | 'height'>, spacing: number, rotate45 = false): { width: number; height: number } {
  if (!rotate45) return { width: k.width * spacing, height: k.height * spacing };
  const side = (k.width + k.height) * Math.SQRT1_2 * spacing;
  return { width: side, height: side };
}

/**
 * Smooth closed SVG path data for each line: cubic curves between the middles of the
 * diagonal strokes, bending at each edge midpoint (straight through at crossings).
 */
export function kolamPaths(k: Kolam, layout: KolamLayout, precision = 2): string[] {
  const f = 10 ** precision;
  const n = (v: number) => String(Math.round(v * f) / f);
  const round = layout.roundness ?? 0.6;
  return k.loops.map((loop) => {
    const pts = loop.map((p) => placePoint(k, p, layout));
    const count = pts.length;
    const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
    let d = '';
    for (let t = 0; t < count; t++) {
      const a = pts[t] as Point;
      const b = pts[(t + 1) % count] as Point;
      const c = pts[(t + 2) % count] as Point;
      const m0 = mid(a, b);
      const m1 = mid(b, c);
      if (t === 0) d += `M${n(m0.x)} ${n(m0.y)}`;
      const straight = Math.abs((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)) < 1e-9;
      if (straight) d += `L${n(m1.x)} ${n(m1.y)}`;
      else {
        const c1 = { x: m0.x + (b.x - m0.x) * round, y: m0.y + (b.y - m0.y) * round };
        const c2 = { x: m1.x + (b.x - m1.x) * round, y: m1.y + (b.y - m1.y) * round };
        d += `C${n(c1.x)} ${n(c1.y)} ${n(c2.x)} ${n(c2.y)} ${n(m1.x)} ${n(m1.y)}`;
      }
    }
    return `${d}Z`;
  });
}

/** Dot centres in output units. */
export function kolamDots(k: Kolam, layout: KolamLayout): Point[] {
  return k.dots.map((p) => placePoint(k, p, layout));
}

/** Points along the drawn curve of each line (for tests and hit checks): `perSegment` samples per stroke. */
export function sampleKolam(k: Kolam, layout: KolamLayout, perSegment = 12): Point[][] {
  const round = layout.roundness ?? 0.6;
  return k.loops.map((loop) => {
    const pts = loop.map((p) => placePoint(k, p, layout));
    const out: Point[] = [];
    const count = pts.length;
    for (let t = 0; t < count; t++) {
      const a = pts[t] as Point;
      const b = pts[(t + 1) % count] as Point;
      const c = pts[(t + 2) % count] as Point;
      const m0 = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const m1 = { x: (b.x + c.x) / 2, y: (b.y + c.y) / 2 };
      const c1 = { x: m0.x + (b.x - m0.x) * round, y: m0.y + (b.y - m0.y) * round };
      const c2 = { x: m1.x + (b.x - m1.x) * round, y: m1.y + (b.y - m1.y) * round };
      for (let s = 0; s < perSegment; s++) {
        const u = s / perSegment;
        const v = 1 - u;
        out.push({
          x: v * v * v * m0.x + 3 * v * v * u * c1.x + 3 * v * u * u * c2.x + u * u * u * m1.x,
          y: v * v * v * m0.y + 3 * v * v * u * c1.y + 3 * v * u * u * c2.y + u * u * u * m1.y,
        });
      }
    }
    return out;
  });
}
