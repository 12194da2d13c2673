/**
 * Brand symbols and lockups for the generated work: each client's symbol (a small kolam,
 * a tumbler, a temple arch, a leaf, …) drawn as filled paths in a unit box, and the lockup
 * of symbol, name and descriptor line in the client's typeface.
 */
import { generateKolam, kolamDots, kolamPaths, kolamSize } from './kolam.js';
import type { Brief, SymbolKind } from './briefs.js';
import { measure, n, type Box, type Svg, type TextStyle } from './svg.js';
import type { FontFamily } from './fonts.js';

const TAMIL_FONTS: ReadonlySet<FontFamily> = new Set(['Noto Sans Tamil', 'Noto Serif Tamil']);

/** Path data of a symbol in a 2×2 box centred on 0,0; `second` parts take the second colour. */
function symbolShapes(kind: SymbolKind): { main: string; second?: string; stroke?: string } {
  switch (kind) {
    case 'tumbler':
      return {
        main: 'M-0.42 -0.95L0.42 -0.95L0.3 0.25L-0.3 0.25Z',
        second: 'M-0.95 0.25L0.95 0.25C0.85 0.75 0.45 0.95 0 0.95C-0.45 0.95 -0.85 0.75 -0.95 0.25Z',
      };
    case 'book':
      return {
        main: 'M0 -0.55C-0.35 -0.8 -0.7 -0.8 -0.95 -0.7L-0.95 0.75C-0.7 0.65 -0.35 0.65 0 0.9Z',
        second: 'M0 -0.55C0.35 -0.8 0.7 -0.8 0.95 -0.7L0.95 0.75C0.7 0.65 0.35 0.65 0 0.9Z',
      };
    case 'loom': {
      let main = '';
      let second = '';
      for (let k = 0; k < 3; k++) {
        const o = -0.75 + k * 0.55;
        main += `M${n(o, 2)} -0.95h0.4v1.9h-0.4Z`;
        second += `M-0.95 ${n(o, 2)}h1.9v0.4h-1.9Z`;
      }
      return { main: second, second: main };
    }
    case 'heart':
      return { main: 'M0 0.9C-0.6 0.45 -1 0.05 -1 -0.4C-1 -0.8 -0.65 -0.98 -0.4 -0.98C-0.2 -0.98 -0.07 -0.88 0 -0.72C0.07 -0.88 0.2 -0.98 0.4 -0.98C0.65 -0.98 1 -0.8 1 -0.4C1 0.05 0.6 0.45 0 0.9Z', second: 'M-0.55 -0.05h0.3l0.15 -0.3l0.2 0.55l0.15 -0.25h0.3v0.12h-0.22l-0.23 0.38l-0.2 -0.52l-0.1 0.2h-0.35Z' };
    case 'flame':
      return { main: 'M0 -1C0.35 -0.55 0.5 -0.25 0.5 0.05C0.5 0.35 0.28 0.55 0 0.55C-0.28 0.55 -0.5 0.35 -0.5 0.05C-0.5 -0.25 -0.35 -0.55 0 -1Z', second: 'M-1 0.55L1 0.55C0.9 0.85 0.5 1 0 1C-0.5 1 -0.9 0.85 -1 0.55Z' };
    case 'wheel': {
      let spokes = '';
      for (let k = 0; k < 8; k++) {
        const a = (k * Math.PI) / 4;
        const c = Math.cos(a);
        const s = Math.sin(a);
        spokes += `M${n(-0.06 * s, 3)} ${n(0.06 * c, 3)}L${n(0.8 * c - 0.04 * s, 3)} ${n(0.8 * s + 0.04 * c, 3)}L${n(0.8 * c + 0.04 * s, 3)} ${n(0.8 * s - 0.04 * c, 3)}L${n(0.06 * s, 3)} ${n(-0.06 * c, 3)}Z`;
      }
      return { main: 'M0 -1A1 1 0 1 1 0 1A1 1 0 1 1 0 -1ZM0 -0.8A0.8 0.8 0 1 0 0 0.8A0.8 0.8 0 1 0 0 -0.8Z', second: `${spokes}M0 -0.18A0.18 0.18 0 1 1 0 0.18A0.18 0.18 0 1 1 0 -0.18Z` };
    }
    case 'gear': {
      let d = '';
      const teeth = 10;
      for (let k = 0; k < teeth * 2; k++) {
        const a0 = (k * Math.PI) / teeth;
        const a1 = ((k + 1) * Math.PI) / teeth;
        const r = k % 2 === 0 ? 1 : 0.78;
        d += `${k === 0 ? 'M' : 'L'}${n(r * Math.cos(a0), 3)} ${n(r * Math.sin(a0), 3)}L${n(r * Math.cos(a1), 3)} ${n(r * Math.sin(a1), 3)}`;
      }
      return { main: `${d}ZM0 -0.38A0.38 0.38 0 1 0 0 0.38A0.38 0.38 0 1 0 0 -0.38Z` };
    }
    case 'lotus':
      return {
        main: 'M0 -1C0.3 -0.6 0.32 -0.1 0 0.6C-0.32 -0.1 -0.3 -0.6 0 -1ZM-0.95 -0.35C-0.45 -0.35 -0.1 0.05 0 0.6C-0.55 0.55 -0.9 0.2 -0.95 -0.35ZM0.95 -0.35C0.45 -0.35 0.1 0.05 0 0.6C0.55 0.55 0.9 0.2 0.95 -0.35Z',
        second: 'M-0.9 0.7L0.9 0.7L0.7 0.95L-0.7 0.95Z',
      };
    case 'tooth':
      return { main: 'M-0.75 -0.8C-0.4 -1 -0.15 -0.85 0 -0.75C0.15 -0.85 0.4 -1 0.75 -0.8C1 -0.6 0.85 -0.1 0.7 0.2C0.6 0.5 0.55 0.95 0.35 0.95C0.15 0.95 0.15 0.35 0 0.35C-0.15 0.35 -0.15 0.95 -0.35 0.95C-0.55 0.95 -0.6 0.5 -0.7 0.2C-0.85 -0.1 -1 -0.6 -0.75 -0.8Z', second: 'M0.45 -0.65A0.12 0.12 0 1 1 0.45 -0.41A0.12 0.12 0 1 1 0.45 -0.65Z' };
    case 'arch':
      return {
        main: 'M-0.9 1L-0.9 0.45L-0.7 0.45L-0.7 0.05L-0.5 0.05L-0.5 -0.35L-0.3 -0.35L-0.3 -0.7L-0.1 -0.7L-0.1 -1L0.1 -1L0.1 -0.7L0.3 -0.7L0.3 -0.35L0.5 -0.35L0.5 0.05L0.7 0.05L0.7 0.45L0.9 0.45L0.9 1Z',
        second: 'M-0.25 1L-0.25 0.55C-0.25 0.3 0.25 0.3 0.25 0.55L0.25 1Z',
      };
    case 'leaf':
      return { main: 'M-0.85 0.85C-0.95 0.1 -0.5 -0.85 0.95 -0.95C0.85 0.4 0.1 0.95 -0.85 0.85Z', second: 'M-0.85 0.85L0.6 -0.6L0.66 -0.54L-0.79 0.91Z' };
    case 'sun': {
      let rays = '';
      for (let k = 0; k < 12; k++) {
        const a = (k * Math.PI) / 6;
        const b = a + Math.PI / 12;
        const c2 = a - Math.PI / 12;
        rays += `M${n(0.62 * Math.cos(c2), 3)} ${n(0.62 * Math.sin(c2), 3)}L${n(Math.cos(a), 3)} ${n(Math.sin(a), 3)}L${n(0.62 * Math.cos(b), 3)} ${n(0.62 * Math.sin(b), 3)}Z`;
      }
      return { main: 'M0 -0.5A0.5 0.5 0 1 1 0 0.5A0.5 0.5 0 1 1 0 -0.5Z', second: rays };
    }
    case 'wave':
      return {
        main: 'M-1 -0.1C-0.7 -0.45 -0.35 -0.45 0 -0.1C0.35 0.25 0.7 0.25 1 -0.1L1 0.2C0.7 0.55 0.35 0.55 0 0.2C-0.35 -0.15 -0.7 -0.15 -1 0.2Z',
        second: 'M-1 0.45C-0.7 0.1 -0.35 0.1 0 0.45C0.35 0.8 0.7 0.8 1 0.45L1 0.75C0.7 1.1 0.35 1.1 0 0.75C-0.35 0.4 -0.7 0.4 -1 0.75ZM-1 -0.65C-0.7 -1 -0.35 -1 0 -0.65C0.35 -0.3 0.7 -0.3 1 -0.65L1 -0.35C0.7 0 0.35 0 0 -0.35C-0.35 -0.7 -0.7 -0.7 -1 -0.35Z',
      };
    case 'drop':
      return { main: 'M0 -1C0.45 -0.45 0.7 -0.05 0.7 0.3C0.7 0.72 0.38 1 0 1C-0.38 1 -0.7 0.72 -0.7 0.3C-0.7 -0.05 -0.45 -0.45 0 -1Z', second: 'M0.32 0.25C0.32 0.55 0.1 0.72 -0.12 0.74L-0.1 0.6C0.06 0.58 0.2 0.45 0.2 0.25Z' };
    case 'eye':
      return { main: 'M-1 0C-0.6 -0.62 0.6 -0.62 1 0C0.6 0.62 -0.6 0.62 -1 0ZM0 -0.34A0.34 0.34 0 1 0 0 0.34A0.34 0.34 0 1 0 0 -0.34Z', second: 'M0 -0.2A0.2 0.2 0 1 1 0 0.2A0.2 0.2 0 1 1 0 -0.2Z' };
    case 'mountain':
      return { main: 'M-1 0.8L-0.35 -0.45L0.05 0.2L0.35 -0.2L1 0.8Z', second: 'M0.45 -0.9A0.22 0.22 0 1 1 0.45 -0.46A0.22 0.22 0 1 1 0.45 -0.9Z' };
    case 'star': {
      let d = '';
      for (let k = 0; k < 16; k++) {
        const a = (k * Math.PI) / 8 - Math.PI / 2;
        const r = k % 2 === 0 ? 1 : 0.5;
        d += `${k === 0 ? 'M' : 'L'}${n(r * Math.cos(a), 3)} ${n(r * Math.sin(a), 3)}`;
      }
      return { main: `${d}Z`, second: 'M0 -0.2A0.2 0.2 0 1 1 0 0.2A0.2 0.2 0 1 1 0 -0.2Z' };
    }
    case 'bus':
      return { main: 'M-0.8 -0.9h1.6a0.15 0.15 0 0 1 0.15 0.15v1.45h-1.9v-1.45a0.15 0.15 0 0 1 0.15 -0.15ZM-0.75 0.7h0.4v0.25h-0.4ZM0.35 0.7h0.4v0.25h-0.4Z', second: 'M-0.72 -0.7h1.44v0.7h-1.44ZM-0.6 0.25h0.25v0.18h-0.25ZM0.35 0.25h0.25v0.18h-0.25Z' };
    case 'note':
      return { main: 'M-0.2 -1L0.75 -0.8L0.75 -0.5L-0.05 -0.66L-0.05 0.55C-0.05 0.8 -0.3 1 -0.55 1C-0.8 1 -0.95 0.85 -0.95 0.65C-0.95 0.4 -0.7 0.25 -0.45 0.25C-0.35 0.25 -0.27 0.28 -0.2 0.32Z', second: 'M0.35 0.1A0.3 0.22 0 1 1 0.35 0.54A0.3 0.22 0 1 1 0.35 0.1Z' };
    case 'bee':
      return {
        main: 'M0 -0.55C0.4 -0.55 0.55 -0.1 0.55 0.25C0.55 0.7 0.25 1 0 1C-0.25 1 -0.55 0.7 -0.55 0.25C-0.55 -0.1 -0.4 -0.55 0 -0.55Z',
        second: 'M-0.52 0h1.04v0.18h-1.04ZM-0.5 0.4h1v0.18h-1ZM-0.1 -0.55C-0.6 -1.05 -1.05 -0.7 -0.85 -0.35C-0.7 -0.15 -0.35 -0.3 -0.1 -0.55ZM0.1 -0.55C0.6 -1.05 1.05 -0.7 0.85 -0.35C0.7 -0.15 0.35 -0.3 0.1 -0.55Z',
      };
    case 'pin':
      return { main: 'M0 1C-0.35 0.55 -0.75 0.05 -0.75 -0.3C-0.75 -0.72 -0.42 -1 0 -1C0.42 -1 0.75 -0.72 0.75 -0.3C0.75 0.05 0.35 0.55 0 1ZM0 -0.58A0.28 0.28 0 1 0 0 -0.02A0.28 0.28 0 1 0 0 -0.58Z' };
    case 'spiral': {
      let d = '';
      const turns = 2.6;
      const steps = 60;
      const outer: string[] = [];
      const inner: string[] = [];
      for (let k = 0; k <= steps; k++) {
        const t = k / steps;
        const a = t * turns * 2 * Math.PI;
        const r = 0.12 + 0.88 * t;
        const w = 0.05 + 0.09 * t;
        outer.push(`${n((r + w) * Math.cos(a), 3)} ${n((r + w) * Math.sin(a), 3)}`);
        inner.push(`${n((r - w) * Math.cos(a), 3)} ${n((r - w) * Math.sin(a), 3)}`);
      }
      d = `M${outer.join('L')}L${inner.reverse().join('L')}Z`;
      return { main: d };
    }
    case 'monogram':
    case 'kolam':
      return { main: '' };
  }
}

/** Draw a client's symbol centred at (cx, cy), `size` across. */
export function drawSymbol(svg: Svg, kind: SymbolKind, cx: number, cy: number, size: number, main: string, second: string, seed: string, initials = 'K'): void {
  if (kind === 'kolam') {
    const k = generateKolam({ seed, shape: 'diamond', cols: 3 });
    const box = kolamSize(k, 1);
    const spacing = size / Math.max(box.width, box.height);
    const layout = { spacing, x: cx - (box.width * spacing) / 2, y: cy - (box.height * spacing) / 2 };
    for (const d of kolamPaths(k, layout, 1)) svg.path(d, 'none', `stroke="${main}" stroke-width="${n(spacing * 0.16)}" stroke-linejoin="round"`);
    for (const p of kolamDots(k, layout)) svg.circle(p.x, p.y, spacing * 0.11, second);
    return;
  }
  if (kind === 'monogram') {
    svg.circle(cx, cy, size / 2, main);
    svg.text(cx, cy + size * 0.17, initials, { family: 'Fraunces', weight: 700, size: size * 0.46, fill: second, anchor: 'middle' });
    return;
  }
  const shapes = symbolShapes(kind);
  const s = size / 2;
  svg.group(`transform="translate(${n(cx)} ${n(cy)}) scale(${n(s, 3)})"`, () => {
    svg.path(shapes.main, main, 'fill-rule="evenodd"');
    if (shapes.second) svg.path(shapes.second, second, 'fill-rule="evenodd"');
  });
}

export type LockupOptions = {
  /** horizontal: symbol left of the name; stacked: symbol above; name: no symbol. */
  layout: 'horizontal' | 'stacked' | 'name';
  /** Colour of the name. */
  ink: string;
  /** Symbol colours. */
  main: string;
  second: string;
  /** Descriptor line colour (defaults to the ink). */
  lineColour?: string;
  showLine?: boolean;
  /** Show the Tamil name above the Latin one when the brief has one. */
  tamil?: boolean;
  align?: 'start' | 'middle';
};

/** Name style for a brief, and the text it shows (Tamil-font briefs show their Tamil name). */
export function nameStyle(brief: Brief, size: number, fill: string): { text: string; style: TextStyle } {
  if (TAMIL_FONTS.has(brief.font) && brief.tamil) return { text: brief.tamil, style: { family: brief.font, weight: 700, size, fill } };
  return { text: brief.brand, style: { family: brief.font, weight: brief.weight ?? 400, size, fill, caps: brief.caps, letterSpacing: brief.caps ? size * 0.04 : undefined } };
}

/**
 * The client's logo lockup fitted into `box`; returns the box actually used. Names shrink to
 * fit, never grow past the box height.
 */
export function drawLockup(svg: Svg, brief: Brief, box: Box, options: LockupOptions, seed: string): Box {
  const { layout, ink } = options;
  const showLine = options.showLine ?? true;
  const lineColour = options.lineColour ?? ink;
  const bilingual = options.tamil === true && brief.tamil !== undefined && !TAMIL_FONTS.has(brief.font);
  const initials = brief.person?.initials ?? brief.brand.replace(/[^A-Z]/g, '').slice(0, 2) ?? 'K';
  if (layout === 'stacked') {
    const symbolSize = box.h * 0.42;
    const cx = box.x + box.w / 2;
    drawSymbol(svg, brief.symbol, cx, box.y + symbolSize / 2, symbolSize, options.main, options.second, seed, initials);
    const nameSize = box.h * (showLine ? 0.26 : 0.32);
    const name = nameStyle(brief, nameSize, ink);
    const size = Math.min(nameSize, (nameSize * box.w) / Math.max(1, measure(name.text, name.style)));
    const baseline = box.y + symbolSize + box.h * 0.08 + size * 0.85;
    svg.text(cx, baseline, name.text, { ...name.style, size, anchor: 'middle', letterSpacing: name.style.letterSpacing ? (name.style.letterSpacing * size) / nameSize : undefined });
    if (showLine) lineText(svg, cx, baseline + size * 0.35 + box.h * 0.1, brief, box.w, box.h * 0.085, lineColour, 'middle', bilingual);
    return box;
  }
  const symbolSize = layout === 'horizontal' ? box.h * 0.86 : 0;
  const gap = layout === 'horizontal' ? box.h * 0.22 : 0;
  const textW = box.w - symbolSize - gap;
  // Rows (in em of the box height): Tamil name, name, descriptor line.
  const taRow = bilingual ? 0.3 : 0;
  const lineRow = showLine ? 0.17 : 0;
  const rows = [taRow, 0.62, lineRow];
  const gaps = rows.filter((r) => r > 0).length - 1;
  const scale = box.h / (rows.reduce((a, b) => a + b, 0) + gaps * 0.1);
  const nameSize = 0.62 * scale;
  const name = nameStyle(brief, nameSize, ink);
  const size = Math.min(nameSize, (nameSize * textW) / Math.max(1, measure(name.text, name.style)));
  const used = Math.max(measure(name.text, { ...name.style, size }), bilingual && brief.tamil ? Math.min(textW, measure(brief.tamil, { family: 'Noto Sans Tamil', weight: 700, size: taRow * scale })) : 0);
  const startX = options.align === 'middle' ? box.x + (box.w - (symbolSize + gap + used)) / 2 : box.x;
  if (layout === 'horizontal') drawSymbol(svg, brief.symbol, startX + symbolSize / 2, box.y + box.h / 2, symbolSize, options.main, options.second, seed, initials);
  const nx = startX + symbolSize + gap;
  const textH = rows.reduce((a, b) => a + b, 0) * scale + gaps * 0.1 * scale;
  let y = box.y + (box.h - textH) / 2 + (showLine || bilingual ? 0 : (nameSize - size) / 2);
  if (bilingual && brief.tamil) {
    const taSize = taRow * scale;
    svg.fitText(nx, y + taSize * 0.8, brief.tamil, { family: 'Noto Sans Tamil', weight: 700, size: taSize, fill: options.main }, textW);
    y += taSize + 0.1 * scale;
  }
  svg.text(nx, y + nameSize * 0.78, name.text, { ...name.style, size, letterSpacing: name.style.letterSpacing ? (name.style.letterSpacing * size) / nameSize : undefined });
  y += nameSize + 0.1 * scale;
  if (showLine) lineText(svg, nx, y + lineRow * scale * 0.8, brief, Math.max(used, Math.min(textW, used * 1.3)), lineRow * scale, lineColour, 'start', false);
  return { x: startX, y: box.y, w: symbolSize + gap + used, h: box.h };
}

function lineText(svg: Svg, x: number, y: number, brief: Brief, maxWidth: number, size: number, fill: string, anchor: 'start' | 'middle', tamilLine: boolean): void {
  const text = tamilLine && brief.tamil ? brief.tamil : brief.line;
  const family: FontFamily = tamilLine ? 'Noto Sans Tamil' : 'Inter';
  const style: TextStyle = { family, weight: 700, size, fill, anchor, letterSpacing: tamilLine ? 0 : size * 0.08, caps: !tamilLine, opacity: 0.85 };
  svg.fitText(x, y, text, style, maxWidth);
}
