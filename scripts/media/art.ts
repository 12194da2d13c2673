/**
 * Original artwork for every local image, drawn as SVG from the image's src (the seed),
 * its size, and the colour, motif and scene words of its alt text, so the picture matches
 * its description ("a saffron kolam rosette on indigo"). Deterministic: the same input
 * always gives the same SVG. No text (fonts differ between machines); letters for logos
 * come from ./glyphs.ts.
 *
 * Families, by folder: logos (monogram marks), posters, scenes (stationery, phone,
 * browser, box, framed poster, social grid: for galleries) and covers (everything else).
 */
import { initialsOf, monogramPath } from './glyphs.js';

/** Bump when the drawing changes, so cached renders are not reused. */
export const GENERATOR_VERSION = 6;

export const colourNames = ['indigo', 'saffron', 'vermilion', 'turmeric', 'green', 'cream'] as const;
export type ColourName = (typeof colourNames)[number];

/** The brand palette: deep indigo ground, saffron, vermilion, turmeric, leaf green, cream. */
export const palette: Readonly<Record<ColourName, string>> = {
  indigo: '#1f2a5a',
  saffron: '#f29a1d',
  vermilion: '#d8432c',
  turmeric: '#e8b620',
  green: '#3d7a4f',
  cream: '#f6eedc',
};
const lightColours: ReadonlySet<ColourName> = new Set(['cream', 'turmeric', 'saffron']);

export type Motif = 'rosette' | 'sun' | 'loop' | 'lattice' | 'stripes' | 'waves';
export type Scene = 'stationery' | 'phone' | 'browser' | 'box' | 'poster' | 'social';
export type Family = 'logo' | 'poster' | 'scene' | 'cover';

export type ArtInput = { src: string; width: number; height: number; alt: string; label?: string };

/** What the picture is made from. Everything that changes pixels is here, so it can key the cache. */
export type ArtPlan = {
  src: string;
  width: number;
  height: number;
  family: Family;
  background: ColourName;
  accents: ColourName[];
  motif: Motif;
  scene?: Scene;
  initials?: string;
};

// ---------------------------------------------------------------- plan from src + alt

const colourWords: [RegExp, ColourName][] = [
  [/\bindigo\b/g, 'indigo'],
  [/\bsaffron\b/g, 'saffron'],
  [/\bvermilion\b/g, 'vermilion'],
  [/\bturmeric\b/g, 'turmeric'],
  [/\b(leaf )?green\b/g, 'green'],
  [/\bcream\b/g, 'cream'],
];
const motifWords: [RegExp, Motif][] = [
  [/\b(rosette|lotus)\b/, 'rosette'],
  [/\bsun\b/, 'sun'],
  [/\b(loop|loops|sikku|spiral)\b/, 'loop'],
  [/\b(dot grid|dots|pulli|grid)\b/, 'lattice'],
  [/\b(stripes|bars|border)\b/, 'stripes'],
  [/\bwaves?\b/, 'waves'],
];
const sceneWords: [RegExp, Scene][] = [
  [/\b(business cards?|letterhead|stationery)\b/, 'stationery'],
  [/\bsocial media grid\b/, 'social'],
  [/\bphone\b/, 'phone'],
  [/\bbrowser\b/, 'browser'],
  [/\b(box|pouch|pouches)\b/, 'box'],
  [/\bposter with\b/, 'poster'],
];

/** Colour names in the order the text mentions them. */
function coloursIn(text: string): ColourName[] {
  const found: { at: number; name: ColourName }[] = [];
  for (const [pattern, name] of colourWords) {
    for (const match of text.matchAll(pattern)) found.push({ at: match.index ?? 0, name });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.name);
}

function firstMatch<T>(text: string, table: [RegExp, T][]): T | undefined {
  let best: { at: number; value: T } | undefined;
  for (const [pattern, value] of table) {
    const match = pattern.exec(text);
    if (match && (best === undefined || match.index < best.at)) best = { at: match.index, value };
  }
  return best?.value;
}

export function planArtwork(input: ArtInput): ArtPlan {
  const rng = rngFor(input.src);
  const folder = input.src.split('/')[2] ?? '';
  const alt = input.alt.toLowerCase();
  const scene = firstMatch(alt, sceneWords);
  const family: Family = folder.includes('logo') ? 'logo' : folder.includes('poster') ? 'poster' : scene ? 'scene' : 'cover';

  // "… a saffron rosette on indigo": colours before " on " are accents, the first after it the ground.
  const onAt = alt.indexOf(' on ');
  const before = coloursIn(onAt >= 0 ? alt.slice(0, onAt) : alt);
  const after = onAt >= 0 ? coloursIn(alt.slice(onAt)) : [];
  const background: ColourName =
    after[0] ?? (family === 'logo' ? pick(rng, ['cream', 'cream', 'indigo', 'cream']) : pick(rng, ['indigo', 'indigo', 'cream', 'vermilion', 'green']));
  const accents = unique([...before, ...after.slice(1)]).filter((c) => c !== background);
  for (const fill of shuffled(rng, colourNames)) {
    if (accents.length >= 3) break;
    if (fill !== background && !accents.includes(fill)) accents.push(fill);
  }
  const motif = firstMatch(alt, motifWords) ?? pick(rng, ['rosette', 'loop', 'lattice', 'rosette', 'sun', 'stripes', 'waves'] as const);
  return {
    src: input.src,
    width: input.width,
    height: input.height,
    family,
    background,
    accents,
    motif,
    scene,
    initials: family === 'logo' ? initialsOf(input.label ?? folder) : undefined,
  };
}

// ---------------------------------------------------------------- SVG

export function artworkSvg(input: ArtInput): string {
  return planSvg(planArtwork(input));
}

export function planSvg(plan: ArtPlan): string {
  const ctx = new Canvas(plan);
  switch (plan.family) {
    case 'logo':
      drawLogo(ctx);
      break;
    case 'poster':
      drawPoster(ctx, 0, 0, plan.width, plan.height, plan.background, plan.accents, plan.motif);
      break;
    case 'scene':
      drawScene(ctx, plan.scene ?? 'stationery');
      break;
    default:
      drawCover(ctx);
  }
  return ctx.toString();
}

class Canvas {
  readonly rng: () => number;
  private defs: string[] = [];
  private body: string[] = [];
  private ids = 0;
  constructor(readonly plan: ArtPlan) {
    this.rng = rngFor(`${plan.src}#draw`);
  }
  add(svg: string): void {
    this.body.push(svg);
  }
  def(make: (id: string) => string): string {
    const id = `d${++this.ids}`;
    this.defs.push(make(id));
    return id;
  }
  /** Run `draw` with everything it adds clipped to a (rounded) rectangle. */
  clipped(x: number, y: number, w: number, h: number, radius: number, draw: () => void): void {
    const id = this.def((i) => `<clipPath id="${i}"><rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(radius)}"/></clipPath>`);
    this.add(`<g clip-path="url(#${id})">`);
    draw();
    this.add('</g>');
  }
  toString(): string {
    const { width, height } = this.plan;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

// ---------------------------------------------------------------- families

function drawCover(ctx: Canvas): void {
  const { width: w, height: h, background: bg, accents, motif } = ctx.plan;
  const [a1, a2, a3] = [accents[0] ?? 'saffron', accents[1] ?? 'cream', accents[2] ?? 'vermilion'];
  const ink = contrastOf(bg);
  const grad = ctx.def(
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(palette[bg], '#000000', 0.12)}"/><stop offset="1" stop-color="${mix(palette[bg], palette[a1], 0.14)}"/></linearGradient>`,
  );
  ctx.add(`<rect width="${w}" height="${h}" fill="url(#${grad})"/>`);
  dotField(ctx, 0, 0, w, h, Math.max(18, Math.round(h / 16)), palette[ink], 0.13);

  // Motif in one half, title-like bars in the other (zones 0.07–0.45 and 0.55–0.93 of the width).
  const right = ctx.rng() < 0.6;
  const radius = Math.min(h * 0.4, w * 0.2);
  const cx = right ? w * 0.7 : w * 0.3;
  const cy = h * (0.46 + ctx.rng() * 0.08);
  ctx.add(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 1.18)}" fill="${palette[a1]}" fill-opacity="0.13"/>`);
  drawMotif(ctx, motif, cx, cy, radius, [a1, a2, a3], bg);

  // The other side: title-like bars and a pill, as on a designed cover.
  const textX = right ? w * 0.07 : w * 0.57;
  const barH = Math.max(6, h * 0.045);
  const lines = [0.36, 0.28, 0.2];
  lines.forEach((len, i) => {
    ctx.add(
      `<rect x="${r(textX)}" y="${r(h * 0.34 + i * barH * 1.8)}" width="${r(w * len)}" height="${r(barH)}" rx="${r(barH / 2)}" fill="${palette[ink]}" fill-opacity="${i === 0 ? 0.92 : 0.55}"/>`,
    );
  });
  ctx.add(
    `<rect x="${r(textX)}" y="${r(h * 0.34 + 3 * barH * 1.8 + barH)}" width="${r(w * 0.11)}" height="${r(barH * 1.5)}" rx="${r(barH * 0.75)}" fill="${palette[a1]}"/>`,
  );
  if (ctx.rng() < 0.75) templeBorder(ctx, 0, h - h * 0.07, w, h * 0.07, a2, a1);
}

function drawPoster(ctx: Canvas, x: number, y: number, w: number, h: number, bg: ColourName, accents: ColourName[], motif: Motif): void {
  const [a1, a2, a3] = [accents[0] ?? 'saffron', accents[1] ?? 'cream', accents[2] ?? 'vermilion'];
  const ink = contrastOf(bg);
  ctx.add(`<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${palette[bg]}"/>`);
  dotField(ctx, x, y, w, h, Math.max(8, Math.round(Math.min(w, h) / 12)), palette[ink], 0.12);
  const inset = Math.min(w, h) * 0.06;
  ctx.add(
    `<rect x="${r(x + inset)}" y="${r(y + inset)}" width="${r(w - 2 * inset)}" height="${r(h - 2 * inset)}" fill="none" stroke="${palette[a2]}" stroke-width="${r(Math.max(1.5, inset * 0.18))}"/>`,
  );
  const landscape = w > h * 1.2;
  const radius = landscape ? h * 0.3 : Math.min(w * 0.34, h * 0.28);
  const cx = landscape ? x + w * 0.32 : x + w / 2;
  const cy = landscape ? y + h / 2 : y + h * 0.4;
  drawMotif(ctx, motif, cx, cy, radius, [a1, a2, a3], bg);
  const barH = Math.max(3, Math.min(w, h) * 0.045);
  const left = landscape ? x + w * 0.6 : x + w * 0.2;
  const top = landscape ? y + h * 0.36 : y + h * 0.72;
  const lengths = landscape ? [0.3, 0.22, 0.14] : [0.6, 0.45, 0.3];
  lengths.forEach((len, i) => {
    const bw = w * len;
    const bx = landscape ? left : x + (w - bw) / 2;
    ctx.add(
      `<rect x="${r(bx)}" y="${r(top + i * barH * 1.9)}" width="${r(bw)}" height="${r(barH)}" rx="${r(barH / 2)}" fill="${palette[i === 0 ? ink : a1]}" fill-opacity="${i === 0 ? 0.95 : 0.8}"/>`,
    );
  });
}

function drawLogo(ctx: Canvas): void {
  const { width: w, height: h, background: bg, accents, initials } = ctx.plan;
  const a1 = accents.find((c) => c !== 'cream' && c !== bg) ?? 'indigo';
  const a2 = accents.find((c) => c !== a1) ?? 'saffron';
  const ink = contrastOf(bg);
  const wide = w > h * 1.3;
  ctx.add(`<rect width="${w}" height="${h}" fill="${palette[bg]}"/>`);
  const size = Math.min(h, w) * (wide ? 0.66 : 0.62);
  const cx = wide ? w * 0.08 + size / 2 : w / 2;
  const cy = h / 2;
  const shape = pick(ctx.rng, ['circle', 'square', 'diamond', 'ring'] as const);
  const filled = shape !== 'ring';
  const fill = bg === a1 ? palette[ink] : palette[a1];
  if (shape === 'circle') ctx.add(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(size / 2)}" fill="${fill}"/>`);
  if (shape === 'square')
    ctx.add(`<rect x="${r(cx - size / 2)}" y="${r(cy - size / 2)}" width="${r(size)}" height="${r(size)}" rx="${r(size * 0.22)}" fill="${fill}"/>`);
  if (shape === 'diamond') {
    const s = size * 0.56;
    ctx.add(`<rect x="${r(cx - s)}" y="${r(cy - s)}" width="${r(2 * s)}" height="${r(2 * s)}" rx="${r(s * 0.25)}" transform="rotate(45 ${r(cx)} ${r(cy)})" fill="${fill}"/>`);
  }
  if (shape === 'ring') {
    ctx.add(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(size * 0.46)}" fill="none" stroke="${fill}" stroke-width="${r(size * 0.06)}"/>`);
    const n = 16;
    for (let i = 0; i < n; i++) {
      const [px, py] = polar(cx, cy, size * 0.56, (i / n) * Math.PI * 2);
      ctx.add(`<circle cx="${r(px)}" cy="${r(py)}" r="${r(size * 0.022)}" fill="${palette[a2]}"/>`);
    }
  }
  const letters = initials ?? 'K';
  const glyphSize = size * (letters.length > 1 ? 0.34 : 0.44) * (shape === 'diamond' ? 0.95 : 1);
  const { d, strokeWidth } = monogramPath(letters, cx, cy, glyphSize);
  const letterColour = filled ? (fill === palette.cream ? palette.indigo : palette.cream) : fill;
  ctx.add(`<path d="${d}" fill="none" stroke="${letterColour}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>`);
  // Kolam pulli: an accent dot under the letters.
  ctx.add(`<circle cx="${r(cx)}" cy="${r(cy + glyphSize * 0.72)}" r="${r(size * 0.03)}" fill="${palette[a2]}"/>`);

  if (wide) {
    const left = cx + size / 2 + w * 0.06;
    const barH = h * 0.11;
    ctx.add(`<rect x="${r(left)}" y="${r(h * 0.36)}" width="${r(w * 0.44)}" height="${r(barH)}" rx="${r(barH / 2)}" fill="${palette[ink]}"/>`);
    ctx.add(`<rect x="${r(left)}" y="${r(h * 0.36 + barH * 1.7)}" width="${r(w * 0.3)}" height="${r(barH * 0.7)}" rx="${r(barH * 0.35)}" fill="${palette[a1 === bg ? a2 : a1]}" fill-opacity="0.85"/>`);
  } else {
    for (const [dx, dy] of [[-1, -1], [1, -1], [-1, 1], [1, 1]] as const) {
      ctx.add(`<circle cx="${r(cx + dx * size * 0.62)}" cy="${r(cy + dy * size * 0.62)}" r="${r(size * 0.025)}" fill="${palette[ink]}" fill-opacity="0.5"/>`);
    }
  }
}

// ---------------------------------------------------------------- scenes

function drawScene(ctx: Canvas, scene: Scene): void {
  const { width: w, height: h, background: bg, accents, motif } = ctx.plan;
  const [a1, a2, a3] = [accents[0] ?? 'saffron', accents[1] ?? 'indigo', accents[2] ?? 'vermilion'];
  // A softly lit studio surface in a tint of the ground colour.
  const base = bg === 'cream' ? mix(palette.cream, '#ffffff', 0.3) : mix(palette[bg], '#ffffff', 0.08);
  const grad = ctx.def(
    (id) => `<radialGradient id="${id}" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="${mix(base, '#ffffff', 0.12)}"/><stop offset="1" stop-color="${mix(base, '#000000', 0.12)}"/></radialGradient>`,
  );
  ctx.add(`<rect width="${w}" height="${h}" fill="url(#${grad})"/>`);
  dotField(ctx, 0, 0, w, h, Math.max(18, Math.round(Math.min(w, h) / 18)), palette[contrastOf(bg)], 0.08);
  const u = Math.min(w, h);
  // Each image of a scene sits a little differently, so no two gallery shots are the same.
  const dx = (ctx.rng() - 0.5) * u * 0.08;
  const dy = (ctx.rng() - 0.5) * u * 0.05;
  ctx.add(`<g transform="translate(${r(dx)} ${r(dy)})">`);
  drawSceneObjects(ctx, scene, a1, a2, a3);
  ctx.add('</g>');
}

function drawSceneObjects(ctx: Canvas, scene: Scene, a1: ColourName, a2: ColourName, a3: ColourName): void {
  const { width: w, height: h, background: bg, motif } = ctx.plan;
  const u = Math.min(w, h);
  switch (scene) {
    case 'stationery': {
      const lw = u * 0.5;
      const lh = lw * 1.41;
      const lx = w * 0.5 - lw * 0.85;
      const ly = (h - lh) / 2;
      shadowed(ctx, lx, ly, lw, lh, u * 0.01, () => {
        ctx.add(`<rect x="${r(lx)}" y="${r(ly)}" width="${r(lw)}" height="${r(lh)}" fill="#fffdf8"/>`);
        ctx.add(`<rect x="${r(lx)}" y="${r(ly)}" width="${r(lw)}" height="${r(lh * 0.05)}" fill="${palette[a2]}"/>`);
        drawMotif(ctx, motif, lx + lw * 0.16, ly + lh * 0.13, lw * 0.08, [a1, a2, a3], 'cream');
        textLines(ctx, lx + lw * 0.12, ly + lh * 0.28, lw * 0.76, 9, u * 0.012, palette.indigo);
      });
      const cw = u * 0.42;
      const ch = cw * 0.58;
      const cards: [number, number, number, ColourName][] = [
        [w * 0.5 + cw * 0.05, h * 0.5 - ch * 0.9, Math.round(-14 + ctx.rng() * 10), a2],
        [w * 0.5 + cw * 0.2, h * 0.5 + ch * 0.05, Math.round(2 + ctx.rng() * 10), 'cream'],
      ];
      for (const [x, y, angle, colour] of cards) {
        ctx.add(`<g transform="rotate(${angle} ${r(x + cw / 2)} ${r(y + ch / 2)})">`);
        shadowed(ctx, x, y, cw, ch, u * 0.01, () => {
          ctx.clipped(x, y, cw, ch, u * 0.01, () => {
            ctx.add(`<rect x="${r(x)}" y="${r(y)}" width="${r(cw)}" height="${r(ch)}" fill="${colour === 'cream' ? '#fffdf8' : palette[colour]}"/>`);
            drawMotif(ctx, motif, x + cw * 0.75, y + ch * 0.5, ch * 0.42, [a1, colour === 'cream' ? a2 : 'cream', a3], colour);
            textLines(ctx, x + cw * 0.08, y + ch * 0.3, cw * 0.4, 3, ch * 0.05, colour === 'cream' ? palette.indigo : palette.cream);
          });
        });
        ctx.add('</g>');
      }
      break;
    }
    case 'phone': {
      const ph = h * 0.8;
      const pw = ph * 0.5;
      const positions = w > h * 1.2 ? [w * 0.5 - pw * 1.15, w * 0.5 + pw * 0.15] : [w * 0.5 - pw / 2];
      positions.forEach((px, i) => {
        const py = (h - ph) / 2 + (i === 1 ? h * 0.04 : 0);
        shadowed(ctx, px, py, pw, ph, pw * 0.12, () => {
          ctx.add(`<rect x="${r(px)}" y="${r(py)}" width="${r(pw)}" height="${r(ph)}" rx="${r(pw * 0.12)}" fill="#15182b"/>`);
          const sx = px + pw * 0.05;
          const sy = py + pw * 0.05;
          const sw = pw * 0.9;
          const sh = ph - pw * 0.1;
          ctx.clipped(sx, sy, sw, sh, pw * 0.09, () => {
            ctx.add(`<rect x="${r(sx)}" y="${r(sy)}" width="${r(sw)}" height="${r(sh)}" fill="#fffdf8"/>`);
            ctx.add(`<rect x="${r(sx)}" y="${r(sy)}" width="${r(sw)}" height="${r(sh * 0.36)}" fill="${palette[i === 0 ? a2 : a1]}"/>`);
            drawMotif(ctx, motif, sx + sw * 0.5, sy + sh * 0.19, sh * 0.12, [i === 0 ? a1 : a2, 'cream', a3], i === 0 ? a2 : a1);
            for (let row = 0; row < 4; row++) {
              const ry = sy + sh * (0.42 + row * 0.13);
              ctx.add(`<rect x="${r(sx + sw * 0.08)}" y="${r(ry)}" width="${r(sw * 0.84)}" height="${r(sh * 0.1)}" rx="${r(sh * 0.02)}" fill="${palette.indigo}" fill-opacity="0.07"/>`);
              ctx.add(`<circle cx="${r(sx + sw * 0.2)}" cy="${r(ry + sh * 0.05)}" r="${r(sh * 0.03)}" fill="${palette[[a1, a3, a2][row % 3] ?? a1]}"/>`);
              textLines(ctx, sx + sw * 0.32, ry + sh * 0.03, sw * 0.5, 2, sh * 0.014, palette.indigo);
            }
          });
          ctx.add(`<rect x="${r(px + pw * 0.38)}" y="${r(py + pw * 0.08)}" width="${r(pw * 0.24)}" height="${r(pw * 0.05)}" rx="${r(pw * 0.025)}" fill="#15182b"/>`);
        });
      });
      break;
    }
    case 'browser': {
      const bw = w * 0.82;
      const bh = Math.min(h * 0.8, bw * 0.66);
      const bx = (w - bw) / 2;
      const by = (h - bh) / 2;
      shadowed(ctx, bx, by, bw, bh, u * 0.015, () => {
        ctx.clipped(bx, by, bw, bh, u * 0.015, () => {
          ctx.add(`<rect x="${r(bx)}" y="${r(by)}" width="${r(bw)}" height="${r(bh)}" fill="#fffdf8"/>`);
          const bar = bh * 0.07;
          ctx.add(`<rect x="${r(bx)}" y="${r(by)}" width="${r(bw)}" height="${r(bar)}" fill="#e6e1d6"/>`);
          [palette.vermilion, palette.turmeric, palette.green].forEach((c, i) =>
            ctx.add(`<circle cx="${r(bx + bar * (0.7 + i * 0.6))}" cy="${r(by + bar / 2)}" r="${r(bar * 0.18)}" fill="${c}"/>`),
          );
          ctx.add(`<rect x="${r(bx + bw * 0.2)}" y="${r(by + bar * 0.25)}" width="${r(bw * 0.5)}" height="${r(bar * 0.5)}" rx="${r(bar * 0.25)}" fill="#ffffff"/>`);
          const heroH = bh * 0.5;
          ctx.add(`<rect x="${r(bx)}" y="${r(by + bar)}" width="${r(bw)}" height="${r(heroH)}" fill="${palette[a2]}"/>`);
          dotField(ctx, bx, by + bar, bw, heroH, Math.max(10, Math.round(heroH / 9)), palette[contrastOf(a2)], 0.12);
          drawMotif(ctx, motif, bx + bw * 0.74, by + bar + heroH / 2, heroH * 0.38, [a1, contrastOf(a2), a3], a2);
          textLines(ctx, bx + bw * 0.07, by + bar + heroH * 0.3, bw * 0.4, 3, heroH * 0.06, palette[contrastOf(a2)]);
          ctx.add(`<rect x="${r(bx + bw * 0.07)}" y="${r(by + bar + heroH * 0.72)}" width="${r(bw * 0.12)}" height="${r(heroH * 0.1)}" rx="${r(heroH * 0.05)}" fill="${palette[a1]}"/>`);
          for (let i = 0; i < 3; i++) {
            const cw = bw * 0.26;
            const cx = bx + bw * 0.07 + i * (cw + bw * 0.04);
            const cy = by + bar + heroH + bh * 0.06;
            ctx.add(`<rect x="${r(cx)}" y="${r(cy)}" width="${r(cw)}" height="${r(bh * 0.2)}" rx="${r(bh * 0.015)}" fill="${palette[[a1, a3, a2][i] ?? a1]}" fill-opacity="0.9"/>`);
            textLines(ctx, cx, cy + bh * 0.24, cw * 0.9, 2, bh * 0.012, palette.indigo);
          }
        });
      });
      break;
    }
    case 'box': {
      // Pouch and carton side by side span about 2.4 s wide and 1.5 s high: centre that.
      const s = Math.min(w / 2.9, h / 1.9);
      const bx = w / 2 + s * 0.62;
      const by = h / 2 - s * 0.2;
      const depth = s * 0.55;
      // Front face, side face and lid of a carton seen from the front-right.
      const front = `${r(bx - s)} ${r(by - s * 0.3)} ${r(bx)} ${r(by)} ${r(bx)} ${r(by + s * 0.95)} ${r(bx - s)} ${r(by + s * 0.65)}`;
      const side = `${r(bx)} ${r(by)} ${r(bx + depth)} ${r(by - depth * 0.45)} ${r(bx + depth)} ${r(by + s * 0.95 - depth * 0.45)} ${r(bx)} ${r(by + s * 0.95)}`;
      const top = `${r(bx - s)} ${r(by - s * 0.3)} ${r(bx - s + depth)} ${r(by - s * 0.3 - depth * 0.45)} ${r(bx + depth)} ${r(by - depth * 0.45)} ${r(bx)} ${r(by)}`;
      ctx.add(`<ellipse cx="${r(bx)}" cy="${r(by + s * 0.95)}" rx="${r(s * 1.2)}" ry="${r(s * 0.12)}" fill="#000000" fill-opacity="0.14"/>`);
      ctx.add(`<polygon points="${side}" fill="${mix(palette[a2], '#000000', 0.25)}"/>`);
      ctx.add(`<polygon points="${top}" fill="${mix(palette[a2], '#ffffff', 0.15)}"/>`);
      ctx.add(`<polygon points="${front}" fill="${palette[a2]}"/>`);
      const clip = ctx.def((id) => `<clipPath id="${id}"><polygon points="${front}"/></clipPath>`);
      ctx.add(`<g clip-path="url(#${clip})">`);
      drawMotif(ctx, motif, bx - s / 2, by + s * 0.18, s * 0.34, [a1, contrastOf(a2), a3], a2);
      ctx.add(`<polygon points="${r(bx - s)} ${r(by + s * 0.45)} ${r(bx)} ${r(by + s * 0.75)} ${r(bx)} ${r(by + s * 0.95)} ${r(bx - s)} ${r(by + s * 0.65)}" fill="${palette[a1]}"/>`);
      ctx.add('</g>');
      // A pouch beside the carton.
      const px = bx - s * 1.75;
      const pw = s * 0.62;
      const phh = s * 1.0;
      const py = by + s * 0.95 - phh;
      ctx.add(`<ellipse cx="${r(px + pw / 2)}" cy="${r(py + phh)}" rx="${r(pw * 0.7)}" ry="${r(s * 0.07)}" fill="#000000" fill-opacity="0.14"/>`);
      ctx.add(
        `<path d="M${r(px)} ${r(py + phh * 0.08)} L${r(px + pw)} ${r(py + phh * 0.08)} L${r(px + pw * 1.06)} ${r(py + phh)} L${r(px - pw * 0.06)} ${r(py + phh)} Z" fill="${palette[a1]}"/>`,
      );
      ctx.add(`<rect x="${r(px)}" y="${r(py)}" width="${r(pw)}" height="${r(phh * 0.1)}" fill="${mix(palette[a1], '#000000', 0.2)}"/>`);
      drawMotif(ctx, motif === 'stripes' ? 'rosette' : motif, px + pw / 2, py + phh * 0.48, pw * 0.3, [contrastOf(a1), a3, a2], a1);
      break;
    }
    case 'poster': {
      // A light studio wall whatever the poster's own ground colour.
      // (Drawn oversize: the whole scene is shifted a little.)
      ctx.add(`<rect x="${-w}" y="${-h}" width="${3 * w}" height="${3 * h}" fill="${mix(palette.cream, '#ffffff', 0.2)}" fill-opacity="${bg === 'cream' ? 0.4 : 0.85}"/>`);
      const ph = h * 0.74;
      const pw = Math.min(ph * 0.72, w * 0.6);
      const px = (w - pw) / 2;
      const py = h * 0.1;
      const frame = u * 0.02;
      shadowed(ctx, px - frame, py - frame, pw + 2 * frame, ph + 2 * frame, 0, () => {
        ctx.add(`<rect x="${r(px - frame)}" y="${r(py - frame)}" width="${r(pw + 2 * frame)}" height="${r(ph + 2 * frame)}" fill="#2b2118"/>`);
        ctx.clipped(px, py, pw, ph, 0, () => drawPoster(ctx, px, py, pw, ph, ctx.plan.background, [a1, a2, a3], motif));
      });
      ctx.add(`<rect x="${-w}" y="${r(h * 0.92)}" width="${3 * w}" height="${r(h)}" fill="#000000" fill-opacity="0.08"/>`);
      break;
    }
    case 'social': {
      const n = 3;
      const gap = u * 0.025;
      const cell = (u * 0.84 - gap * (n - 1)) / n;
      const gx = (w - (cell * n + gap * (n - 1))) / 2;
      const gy = (h - (cell * n + gap * (n - 1))) / 2;
      const colours: ColourName[] = unique([a1, a2, a3, bg === 'cream' ? 'indigo' : 'cream']);
      const motifs: Motif[] = ['rosette', 'loop', 'lattice', 'sun', 'waves', 'stripes'];
      for (let i = 0; i < n * n; i++) {
        const x = gx + (i % n) * (cell + gap);
        const y = gy + Math.floor(i / n) * (cell + gap);
        const tileBg = colours[(i + 2 * Math.floor(i / n)) % colours.length] ?? 'indigo';
        const tileAccents = colours.filter((c) => c !== tileBg);
        shadowed(ctx, x, y, cell, cell, u * 0.008, () => {
          ctx.clipped(x, y, cell, cell, u * 0.008, () => {
            ctx.add(`<rect x="${r(x)}" y="${r(y)}" width="${r(cell)}" height="${r(cell)}" fill="${palette[tileBg]}"/>`);
            drawMotif(ctx, motifs[i % motifs.length] ?? 'rosette', x + cell / 2, y + cell * 0.45, cell * 0.3, tileAccents, tileBg);
            ctx.add(`<rect x="${r(x + cell * 0.2)}" y="${r(y + cell * 0.82)}" width="${r(cell * 0.6)}" height="${r(cell * 0.06)}" rx="${r(cell * 0.03)}" fill="${palette[contrastOf(tileBg)]}" fill-opacity="0.85"/>`);
          });
        });
      }
      break;
    }
  }
}

/** A soft drop shadow (two offset translucent shapes: no filters, which are slow to rasterise). */
function shadowed(ctx: Canvas, x: number, y: number, w: number, h: number, radius: number, draw: () => void): void {
  const d = Math.max(2, Math.min(w, h) * 0.025);
  ctx.add(`<rect x="${r(x + d * 0.6)}" y="${r(y + d * 1.4)}" width="${r(w)}" height="${r(h)}" rx="${r(radius)}" fill="#000000" fill-opacity="0.09"/>`);
  ctx.add(`<rect x="${r(x + d * 0.3)}" y="${r(y + d * 0.7)}" width="${r(w)}" height="${r(h)}" rx="${r(radius)}" fill="#000000" fill-opacity="0.12"/>`);
  draw();
}

function textLines(ctx: Canvas, x: number, y: number, width: number, count: number, height: number, colour: string): void {
  for (let i = 0; i < count; i++) {
    const len = i === count - 1 ? 0.55 : 0.75 + ((i * 37) % 25) / 100;
    ctx.add(`<rect x="${r(x)}" y="${r(y + i * height * 2.2)}" width="${r(width * len)}" height="${r(height)}" rx="${r(height / 2)}" fill="${colour}" fill-opacity="${i === 0 ? 0.7 : 0.35}"/>`);
  }
}

// ---------------------------------------------------------------- motifs

function drawMotif(ctx: Canvas, motif: Motif, cx: number, cy: number, radius: number, colours: ColourName[], ground: ColourName): void {
  const [c1, c2, c3] = [colours[0] ?? 'saffron', colours[1] ?? contrastOf(ground), colours[2] ?? 'vermilion'];
  switch (motif) {
    case 'rosette':
      return rosette(ctx, cx, cy, radius, c1, c2, c3);
    case 'sun':
      return sun(ctx, cx, cy, radius, c1, c2, c3);
    case 'loop':
      return loopKolam(ctx, cx, cy, radius, c1, c2);
    case 'lattice':
      return latticeKolam(ctx, cx, cy, radius, c1, c2);
    case 'stripes':
      return stripes(ctx, cx, cy, radius, [c1, c2, c3], ground);
    case 'waves':
      return waves(ctx, cx, cy, radius, [c1, c2, c3]);
  }
}

/** Rangoli-style lotus: two rings of petals, a ring of dots and a centre. */
function rosette(ctx: Canvas, cx: number, cy: number, radius: number, c1: ColourName, c2: ColourName, c3: ColourName): void {
  const n = pick(ctx.rng, [8, 12, 16]);
  const half = Math.PI / n;
  const petals = (inner: number, outer: number, offset: number, width: number, colour: string) => {
    let d = '';
    for (let i = 0; i < n; i++) {
      const a = offset + (i * 2 * Math.PI) / n;
      const [bx, by] = polar(cx, cy, inner, a);
      const [tx, ty] = polar(cx, cy, outer, a);
      const [lx, ly] = polar(cx, cy, (inner + outer) * 0.62, a - half * width);
      const [rx, ry] = polar(cx, cy, (inner + outer) * 0.62, a + half * width);
      d += `M${r(bx)} ${r(by)}Q${r(lx)} ${r(ly)} ${r(tx)} ${r(ty)}Q${r(rx)} ${r(ry)} ${r(bx)} ${r(by)}Z`;
    }
    ctx.add(`<path d="${d}" fill="${colour}"/>`);
  };
  petals(radius * 0.25, radius, 0, 1.5, palette[c1]);
  petals(radius * 0.25, radius * 0.72, half, 1.4, palette[c2]);
  petals(radius * 0.2, radius * 0.5, 0, 1.1, palette[c3]);
  ctx.add(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 0.2)}" fill="${palette[c1]}"/>`);
  ctx.add(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 0.09)}" fill="${palette[c2]}"/>`);
  ringOfDots(ctx, cx, cy, radius * 1.12, n * 2, radius * 0.025, palette[c2]);
}

function sun(ctx: Canvas, cx: number, cy: number, radius: number, c1: ColourName, c2: ColourName, c3: ColourName): void {
  const n = 24;
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = (i * 2 * Math.PI) / n;
    const [x1, y1] = polar(cx, cy, radius * 0.62, a - Math.PI / n);
    const [x2, y2] = polar(cx, cy, radius * (i % 2 === 0 ? 1 : 0.85), a);
    const [x3, y3] = polar(cx, cy, radius * 0.62, a + Math.PI / n);
    d += `M${r(x1)} ${r(y1)}L${r(x2)} ${r(y2)}L${r(x3)} ${r(y3)}Z`;
  }
  ctx.add(`<path d="${d}" fill="${palette[c1]}"/>`);
  ctx.add(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 0.6)}" fill="${palette[c3]}"/>`);
  ctx.add(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 0.46)}" fill="none" stroke="${palette[c2]}" stroke-width="${r(radius * 0.03)}"/>`);
  ringOfDots(ctx, cx, cy, radius * 0.34, 12, radius * 0.03, palette[c2]);
  ctx.add(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 0.16)}" fill="${palette[c1]}"/>`);
}

/** Sikku-style kolam: one closed line looping around a diamond of dots (an epicycloid-like curve), drawn twice for the double-line look. */
function loopKolam(ctx: Canvas, cx: number, cy: number, radius: number, c1: ColourName, c2: ColourName): void {
  const k = pick(ctx.rng, [3, 4, 5, 7]);
  const a = 0.45 + ctx.rng() * 0.3;
  const scale = radius / (1 + a);
  const steps = 480;
  let d = '';
  for (let i = 0; i <= steps; i++) {
    const t = (i / steps) * Math.PI * 2;
    const x = cx + scale * (Math.cos(t) + a * Math.cos(k * t));
    const y = cy + scale * (Math.sin(t) - a * Math.sin(k * t));
    d += `${i === 0 ? 'M' : 'L'}${r(x)} ${r(y)}`;
  }
  const width = Math.max(1.2, radius * 0.05);
  ctx.add(`<path d="${d}Z" fill="none" stroke="${palette[c1]}" stroke-width="${r(width)}" stroke-linejoin="round"/>`);
  ctx.add(`<path d="${d}Z" fill="none" stroke="${palette[c2]}" stroke-width="${r(width * 0.3)}" stroke-linejoin="round"/>`);
  // Pulli: dots in the loops and at the centre.
  ctx.add(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 0.05)}" fill="${palette[c2]}"/>`);
  ringOfDots(ctx, cx, cy, scale * (1 - a * 0.2) * 0.72, k + 1, radius * 0.035, palette[c1], Math.PI / (k + 1));
}

/** Pulli kolam: a diamond of dots, each inside a rounded loop, inside one outer loop with four corner petals. */
function latticeKolam(ctx: Canvas, cx: number, cy: number, radius: number, c1: ColourName, c2: ColourName): void {
  const n = pick(ctx.rng, [3, 4, 5]);
  const s = (radius * 1.25) / n;
  const width = Math.max(1, radius * 0.035);
  let loops = '';
  let dots = '';
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      // Grid rotated 45° around the centre.
      const gx = (i - (n - 1) / 2) * s;
      const gy = (j - (n - 1) / 2) * s;
      const x = cx + (gx - gy) * Math.SQRT1_2;
      const y = cy + (gx + gy) * Math.SQRT1_2;
      const h = s * 0.62;
      const c = h * 0.55;
      loops += `M${r(x)} ${r(y - h)}Q${r(x + c)} ${r(y - c)} ${r(x + h)} ${r(y)}Q${r(x + c)} ${r(y + c)} ${r(x)} ${r(y + h)}Q${r(x - c)} ${r(y + c)} ${r(x - h)} ${r(y)}Q${r(x - c)} ${r(y - c)} ${r(x)} ${r(y - h)}Z`;
      dots += `<circle cx="${r(x)}" cy="${r(y)}" r="${r(s * 0.09)}" fill="${palette[c2]}"/>`;
    }
  }
  const R = radius * 0.98;
  let outer = '';
  for (let q = 0; q < 4; q++) {
    const a = (q * Math.PI) / 2 - Math.PI / 2;
    const [tx, ty] = polar(cx, cy, R * 1.08, a);
    const [lx, ly] = polar(cx, cy, R * 0.8, a - 0.35);
    const [rx, ry] = polar(cx, cy, R * 0.8, a + 0.35);
    outer += `M${r(lx)} ${r(ly)}Q${r(tx)} ${r(ty)} ${r(rx)} ${r(ry)}`;
    const [nx, ny] = polar(cx, cy, R * 0.8, a + Math.PI / 2 - 0.35);
    const [mx, my] = polar(cx, cy, R * 0.45, a + Math.PI / 4);
    outer += `Q${r(mx)} ${r(my)} ${r(nx)} ${r(ny)}`;
  }
  ctx.add(`<path d="${loops}" fill="none" stroke="${palette[c1]}" stroke-width="${r(width)}"/>`);
  ctx.add(`<path d="${outer}" fill="none" stroke="${palette[c1]}" stroke-width="${r(width)}" stroke-linecap="round"/>`);
  ctx.add(dots);
}

function stripes(ctx: Canvas, cx: number, cy: number, radius: number, colours: ColourName[], ground: ColourName): void {
  const id = ctx.def((i) => `<clipPath id="${i}"><circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}"/></clipPath>`);
  ctx.add(`<g clip-path="url(#${id})" transform="rotate(${Math.round(-60 + ctx.rng() * 50)} ${r(cx)} ${r(cy)})">`);
  const band = radius / 4;
  for (let i = -5; i < 5; i++) {
    const colour = colours[(i + 10) % colours.length] ?? 'saffron';
    ctx.add(`<rect x="${r(cx + i * band)}" y="${r(cy - radius * 1.5)}" width="${r(band * 0.72)}" height="${r(radius * 3)}" fill="${palette[colour]}"/>`);
  }
  ctx.add('</g>');
  ctx.add(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 0.3)}" fill="${palette[ground]}"/>`);
  ringOfDots(ctx, cx, cy, radius * 0.18, 8, radius * 0.03, palette[colours[0] ?? 'saffron']);
}

function waves(ctx: Canvas, cx: number, cy: number, radius: number, colours: ColourName[]): void {
  const id = ctx.def((i) => `<clipPath id="${i}"><circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}"/></clipPath>`);
  ctx.add(`<circle cx="${r(cx)}" cy="${r(cy - radius * 0.25)}" r="${r(radius * 0.32)}" fill="${palette[colours[0] ?? 'saffron']}"/>`);
  ctx.add(`<g clip-path="url(#${id})">`);
  for (let band = 0; band < 4; band++) {
    const y0 = cy + radius * (0.05 + band * 0.24);
    const amp = radius * (0.05 + ctx.rng() * 0.06);
    let d = `M${r(cx - radius)} ${r(y0)}`;
    for (let i = 0; i <= 8; i++) {
      const x = cx - radius + (i * radius) / 4;
      d += `Q${r(x + radius / 8)} ${r(y0 + (i % 2 === 0 ? -amp : amp))} ${r(x + radius / 4)} ${r(y0)}`;
    }
    d += `L${r(cx + radius * 1.3)} ${r(cy + radius * 1.2)}L${r(cx - radius)} ${r(cy + radius * 1.2)}Z`;
    ctx.add(`<path d="${d}" fill="${palette[colours[(band % (colours.length - 1)) + 1] ?? 'indigo']}" fill-opacity="${0.95 - band * 0.12}"/>`);
  }
  ctx.add('</g>');
  ctx.add(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="none" stroke="${palette[colours[0] ?? 'saffron']}" stroke-width="${r(Math.max(1, radius * 0.03))}"/>`);
}

/** A temple-border band: triangles like gopuram tiers with a dot above each. */
function templeBorder(ctx: Canvas, x: number, y: number, w: number, h: number, colour: ColourName, dot: ColourName): void {
  const n = Math.max(8, Math.round(w / (h * 1.4)));
  const step = w / n;
  let d = '';
  for (let i = 0; i < n; i++) d += `M${r(x + i * step)} ${r(y + h)}L${r(x + (i + 0.5) * step)} ${r(y + h * 0.3)}L${r(x + (i + 1) * step)} ${r(y + h)}Z`;
  ctx.add(`<path d="${d}" fill="${palette[colour]}" fill-opacity="0.85"/>`);
  let dots = '';
  for (let i = 0; i < n; i++) dots += `<circle cx="${r(x + (i + 0.5) * step)}" cy="${r(y + h * 0.12)}" r="${r(h * 0.09)}" fill="${palette[dot]}"/>`;
  ctx.add(dots);
}

function ringOfDots(ctx: Canvas, cx: number, cy: number, radius: number, n: number, dotRadius: number, colour: string, offset = 0): void {
  let dots = '';
  for (let i = 0; i < n; i++) {
    const [x, y] = polar(cx, cy, radius, offset + (i * 2 * Math.PI) / n);
    dots += `<circle cx="${r(x)}" cy="${r(y)}" r="${r(Math.max(0.8, dotRadius))}" fill="${colour}"/>`;
  }
  ctx.add(dots);
}

/**
 * A field of pulli dots as one path of circles (an SVG <pattern> would be shorter, but
 * librsvg rasterises patterns about ten times slower than the whole rest of a cover).
 */
function dotField(ctx: Canvas, x: number, y: number, w: number, h: number, baseSpacing: number, colour: string, opacity: number): void {
  const spacing = baseSpacing * (0.85 + ctx.rng() * 0.3);
  const radius = r(Math.max(0.8, spacing * 0.06));
  let d = '';
  for (let py = y + spacing / 2; py < y + h; py += spacing) {
    for (let px = x + spacing / 2; px < x + w; px += spacing) {
      d += `M${r(px - radius)} ${r(py)}a${radius} ${radius} 0 1 0 ${r(2 * radius)} 0a${radius} ${radius} 0 1 0 ${r(-2 * radius)} 0`;
    }
  }
  ctx.add(`<path d="${d}" fill="${colour}" fill-opacity="${opacity}"/>`);
}

// ---------------------------------------------------------------- helpers

function contrastOf(colour: ColourName): ColourName {
  return lightColours.has(colour) ? 'indigo' : 'cream';
}

function polar(cx: number, cy: number, radius: number, angle: number): [number, number] {
  return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
}

function r(n: number): number {
  return Math.round(n * 10) / 10;
}

function mix(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const out = pa.map((v, i) => Math.round(v + ((pb[i] ?? v) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function parseHex(hex: string): number[] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

/** FNV-1a over the string, then mulberry32: a small, fast, deterministic generator. */
export function rngFor(seedText: string): () => number {
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

function pick<T>(rng: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function shuffled<T>(rng: () => number, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const a = copy[i];
    const b = copy[j];
    if (a !== undefined && b !== undefined) {
      copy[i] = b;
      copy[j] = a;
    }
  }
  return copy;
}
