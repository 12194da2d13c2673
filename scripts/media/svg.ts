/**
 * A small SVG writer for the generated artwork: shapes, clipping, soft shadows and text in
 * the bundled fonts (./fonts.ts), with width-aware fitting and wrapping. No filters or
 * patterns: librsvg rasterises those many times slower than plain paths.
 */
import { fontFiles, textWidth, type FontFamily } from './fonts.js';
import { seededRandom } from './kolam.js';

export type Box = { x: number; y: number; w: number; h: number };

export type TextStyle = {
  family: FontFamily;
  weight?: number;
  size: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  letterSpacing?: number;
  opacity?: number;
  italic?: boolean;
  /** Uppercase the text before drawing and measuring. */
  caps?: boolean;
};

export class Svg {
  readonly rng: () => number;
  private defs: string[] = [];
  private body: string[] = [];
  private ids = 0;
  constructor(
    readonly width: number,
    readonly height: number,
    seed: string,
  ) {
    this.rng = seededRandom(`${seed}#draw`);
  }
  add(svg: string): void {
    this.body.push(svg);
  }
  def(make: (id: string) => string): string {
    const id = `d${++this.ids}`;
    this.defs.push(make(id));
    return id;
  }
  /** Everything `draw` adds, clipped to a rounded rectangle. */
  clip(box: Box, radius: number, draw: () => void): void {
    const id = this.def((i) => `<clipPath id="${i}"><rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" rx="${n(radius)}"/></clipPath>`);
    this.group(`clip-path="url(#${id})"`, draw);
  }
  clipPath(d: string, draw: () => void): void {
    const id = this.def((i) => `<clipPath id="${i}"><path d="${d}"/></clipPath>`);
    this.group(`clip-path="url(#${id})"`, draw);
  }
  group(attributes: string, draw: () => void): void {
    this.add(`<g ${attributes}>`);
    draw();
    this.add('</g>');
  }
  /** Rotate what `draw` adds by `angle` degrees about (cx, cy). */
  rotate(angle: number, cx: number, cy: number, draw: () => void): void {
    if (Math.abs(angle) < 0.01) return draw();
    this.group(`transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})"`, draw);
  }
  rect(box: Box, fill: string, radius = 0, extra = ''): void {
    this.add(`<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}"${radius ? ` rx="${n(radius)}"` : ''} fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }
  strokeRect(box: Box, stroke: string, width: number, radius = 0, extra = ''): void {
    this.add(
      `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}"${radius ? ` rx="${n(radius)}"` : ''} fill="none" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ` ${extra}` : ''}/>`,
    );
  }
  circle(cx: number, cy: number, r: number, fill: string, extra = ''): void {
    this.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }
  path(d: string, fill: string, extra = ''): void {
    this.add(`<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }
  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): void {
    this.add(`<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ` ${extra}` : ''}/>`);
  }
  linearGradient(stops: [number, string][], x2 = 0, y2 = 1): string {
    const id = this.def(
      (i) =>
        `<linearGradient id="${i}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radialGradient(stops: [number, string][], cx = 0.5, cy = 0.5, r = 0.7): string {
    const id = this.def(
      (i) =>
        `<radialGradient id="${i}" cx="${cx}" cy="${cy}" r="${r}">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** A soft drop shadow under a rounded box: stacked translucent rounded rectangles. */
  shadow(box: Box, radius: number, strength = 1, lift = 1): void {
    const d = Math.max(2, Math.min(box.w, box.h) * 0.03) * lift;
    const layers = [
      [d * 2.2, d * 3.2, 0.035],
      [d * 1.5, d * 2.2, 0.05],
      [d * 0.9, d * 1.3, 0.07],
      [d * 0.35, d * 0.6, 0.09],
    ] as const;
    for (const [spread, dy, alpha] of layers) {
      this.rect(
        { x: box.x - spread * 0.5, y: box.y + dy - spread * 0.3, w: box.w + spread, h: box.h + spread * 0.6 },
        '#000000',
        radius + spread * 0.5,
        `fill-opacity="${n(alpha * strength, 3)}"`,
      );
    }
  }
  /** One line of text; returns its measured width. */
  text(x: number, y: number, content: string, style: TextStyle): number {
    const value = style.caps ? content.toUpperCase() : content;
    const weight = shippedWeight(style.family, style.weight ?? 400);
    const attrs = [
      `x="${n(x)}"`,
      `y="${n(y)}"`,
      `font-family="${style.family}"`,
      `font-size="${n(style.size)}"`,
      weight !== 400 ? `font-weight="${weight}"` : '',
      style.italic ? 'font-style="italic"' : '',
      style.anchor && style.anchor !== 'start' ? `text-anchor="${style.anchor}"` : '',
      style.letterSpacing ? `letter-spacing="${n(style.letterSpacing)}"` : '',
      `fill="${style.fill}"`,
      style.opacity !== undefined && style.opacity < 1 ? `fill-opacity="${n(style.opacity, 2)}"` : '',
    ]
      .filter(Boolean)
      .join(' ');
    this.add(`<text ${attrs}>${escapeText(value)}</text>`);
    return measure(value, style);
  }
  /** Text shrunk (never grown) so it fits `maxWidth`; returns the size used. */
  fitText(x: number, y: number, content: string, style: TextStyle, maxWidth: number): number {
    const size = fitSize(content, style, maxWidth);
    this.text(x, y, content, { ...style, size, letterSpacing: style.letterSpacing ? (style.letterSpacing * size) / style.size : undefined });
    return size;
  }
  /** Wrapped text in up to `maxLines` lines (the last ends in … when cut); returns the lines drawn. */
  paragraph(x: number, y: number, content: string, style: TextStyle, maxWidth: number, lineHeight: number, maxLines = 99): string[] {
    const lines = wrapText(content, style, maxWidth, maxLines);
    lines.forEach((line, i) => this.text(x, y + i * lineHeight, line, style));
    return lines;
  }
  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

/** The nearest weight of a family that is shipped (fontconfig would pick the same face). */
export function shippedWeight(family: FontFamily, weight: number): number {
  const shipped = Object.keys(fontFiles[family]).map(Number);
  return shipped.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best), shipped[0] ?? 400);
}

export function measure(content: string, style: Pick<TextStyle, 'family' | 'weight' | 'size' | 'letterSpacing' | 'caps'>): number {
  const value = style.caps ? content.toUpperCase() : content;
  return textWidth(value, style.family, style.weight ?? 400, style.size, style.letterSpacing ?? 0);
}

export function fitSize(content: string, style: TextStyle, maxWidth: number): number {
  const width = measure(content, style);
  return width <= maxWidth ? style.size : Math.max(1, (style.size * maxWidth) / width);
}

/** Greedy word wrap by measured width; the last allowed line ends with … when text remains. */
export function wrapText(content: string, style: Pick<TextStyle, 'family' | 'weight' | 'size' | 'letterSpacing' | 'caps'>, maxWidth: number, maxLines = 99): string[] {
  const words = content.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  let i = 0;
  while (i < words.length) {
    const word = words[i] ?? '';
    const candidate = current ? `${current} ${word}` : word;
    if (!current || measure(candidate, style) <= maxWidth) {
      current = candidate;
      i++;
      continue;
    }
    lines.push(current);
    current = '';
    if (lines.length === maxLines) break;
  }
  if (current) lines.push(current);
  if (i < words.length && lines.length > 0) {
    let last = lines[lines.length - 1] ?? '';
    while (last.includes(' ') && measure(`${last}…`, style) > maxWidth) last = last.slice(0, last.lastIndexOf(' '));
    lines[lines.length - 1] = `${last.replace(/[\s,.;:–-]+$/, '')}…`;
  }
  return lines;
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Round for SVG output (1 decimal by default). */
export function n(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

// ---------------------------------------------------------------- colour

export function mix(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const out = pa.map((v, i) => Math.round(v + ((pb[i] ?? v) - v) * t));
  return `#${out.map((v) => Math.max(0, Math.min(255, v)).toString(16).padStart(2, '0')).join('')}`;
}

export function parseHex(hex: string): [number, number, number] {
  const h = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
  return [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The more readable of two inks on a ground. */
export function inkOn(ground: string, dark = '#1b1b24', light = '#ffffff'): string {
  return contrast(ground, dark) >= contrast(ground, light) ? dark : light;
}

export function pick<T>(rng: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
