/**
 * The things agency work is shown on: browser windows and phones with a client's site,
 * packs on a shelf, stationery, logo sheets, stage backdrops, standees and badges, social
 * posts and ad cards, posters, pitch-deck slides and brochures. Each draws into a box in a
 * client's colours, typeface and words (./briefs.ts), with real text in bundled fonts.
 */
import type { Brief, Palette } from './briefs.js';
import { generateKolam, kolamDots, kolamPaths, kolamSize } from './kolam.js';
import { drawLockup, drawSymbol, nameStyle } from './marks.js';
import { inkOn, measure, mix, n, pick, wrapText, type Box, type Svg, type TextStyle } from './svg.js';

/** What a drawing needs: the canvas, the client's brief and colours, a seed; `consumer` for product businesses. */
export type Ctx = { svg: Svg; brief: Brief; pal: Palette; seed: string; consumer?: boolean };

const WHITE = '#ffffff';
const DEVICE = '#14161f';

export function inset(box: Box, dx: number, dy = dx): Box {
  return { x: box.x + dx, y: box.y + dy, w: box.w - 2 * dx, h: box.h - 2 * dy };
}

/** The kind of business a brief is for, read from its name and line: decides form fields and pack notes. */
export type Sector = 'health' | 'education' | 'travel' | 'walks' | 'business' | 'textile' | 'public' | 'shop';

export function sectorOf(brief: Brief): Sector {
  const words = `${brief.brand} ${brief.line}`;
  if (/hospital|clinic|dental|health|diagnostic|eye |physio|pharmacy|cardiolog|siddha/i.test(words)) return 'health';
  if (/walks?\b|heritage guide/i.test(words)) return 'walks';
  if (/office|department|district|mission|federation|forum|week\b/i.test(words)) return 'public';
  if (/school|college|academy|maths|ias|neet|music|skills|institute/i.test(words)) return 'education';
  if (/hotel|resort|stay|travel|tour|trail|walk|holiday|ride|yatra/i.test(words)) return 'travel';
  if (/silk|saree|textile|linen|knit|weave|handloom/i.test(words)) return 'textile';
  if (/engineering|logistics|export|fabricat|pump|motor|tech|labs|print|spares|steel|freight/i.test(words)) return 'business';
  return 'shop';
}

/** The two fields of a phone booking or order screen, with example values, for the client's sector. */
export function bookingFields(brief: Brief): [string, string] {
  switch (sectorOf(brief)) {
    case 'health':
      return ['Date · Mon, 17 Mar', 'Time · 10:30 am'];
    case 'education':
      return ['Student · Harini S.', 'Parent mobile · 98765 43210'];
    case 'travel':
      return ['Check-in · Fri, 14 Mar', 'Guests · 2 adults'];
    case 'business':
      return ['Requirement · 500 units', 'Needed by · 30 April'];
    case 'textile':
      return ['Visit · Sat, 15 Mar', 'Looking for · Bridal'];
    case 'walks':
      return ['Walk · Sat, 15 Mar, 6 am', 'People · 4'];
    case 'public':
      return ['Name · Harini S.', 'Mobile · 98765 43210'];
    default:
      return ['Quantity · 2 packs', 'Deliver to · 600086'];
  }
}

/** The small line under a pouch's product name. */
export function packNote(brief: Brief): string {
  const words = `${brief.brand} ${brief.line} ${brief.items.join(' ')}`;
  if (/dairy|milk|curd/i.test(words)) return '500 ml';
  if (/water/i.test(words)) return '1 litre';
  if (sectorOf(brief) === 'textile') return 'Handwoven · gift box';
  if (/pads|pantyliner/i.test(words)) return '10 pads';
  return 'Net wt 250 g';
}

/** The words on a client's social posts, all different: headline, products or services, a contact line, call to action. */
export function postTexts(brief: Brief): string[] {
  return [...new Set([brief.headline, ...brief.items, 'Call or WhatsApp us', brief.cta])];
}

function domainOf(brief: Brief): string {
  return `${brief.brand.toLowerCase().replace(/^(dr|prof)\.?\s+/, '').replace(/[^a-z0-9]+/g, '')}.in`;
}

/** A kolam drawn as line art inside a box (used as a pattern panel). */
export function kolamPanel(svg: Svg, box: Box, seed: string, line: string, dot: string, options: { cols?: number; shape?: 'rect' | 'diamond'; width?: number } = {}): void {
  const shape = options.shape ?? (box.w > box.h * 1.6 ? 'rect' : 'diamond');
  const cols = options.cols ?? 5;
  const rows = shape === 'rect' ? Math.max(2, Math.round((cols * box.h) / box.w)) : undefined;
  const k = generateKolam({ seed, shape, cols, rows });
  const size = kolamSize(k, 1);
  const spacing = Math.min(box.w / size.width, box.h / size.height);
  const layout = { spacing, x: box.x + (box.w - size.width * spacing) / 2, y: box.y + (box.h - size.height * spacing) / 2 };
  for (const d of kolamPaths(k, layout, 1)) svg.path(d, 'none', `stroke="${line}" stroke-width="${n(spacing * (options.width ?? 0.09), 2)}" stroke-linejoin="round"`);
  let dots = '';
  for (const p of kolamDots(k, layout)) dots += `M${n(p.x - spacing * 0.08)} ${n(p.y)}a${n(spacing * 0.08)} ${n(spacing * 0.08)} 0 1 0 ${n(spacing * 0.16)} 0a${n(spacing * 0.08)} ${n(spacing * 0.08)} 0 1 0 ${n(-spacing * 0.16)} 0`;
  svg.path(dots, dot);
}

/** A row of pulli dots and arcs along a band (a border the way kolam borders are drawn). */
export function kolamBorder(svg: Svg, box: Box, colour: string, dotColour: string): void {
  const step = box.h * 1.1;
  const count = Math.max(1, Math.floor(box.w / step));
  const start = box.x + (box.w - count * step) / 2 + step / 2;
  const cy = box.y + box.h / 2;
  const r = box.h * 0.36;
  let d = '';
  let dots = '';
  for (let k = 0; k < count; k++) {
    const cx = start + k * step;
    d += `M${n(cx - step / 2)} ${n(cy)}C${n(cx - step / 4)} ${n(cy - r * 1.4)} ${n(cx + step / 4)} ${n(cy - r * 1.4)} ${n(cx + step / 2)} ${n(cy)}C${n(cx + step / 4)} ${n(cy + r * 1.4)} ${n(cx - step / 4)} ${n(cy + r * 1.4)} ${n(cx - step / 2)} ${n(cy)}`;
    dots += `M${n(cx - r * 0.22)} ${n(cy)}a${n(r * 0.22)} ${n(r * 0.22)} 0 1 0 ${n(r * 0.44)} 0a${n(r * 0.22)} ${n(r * 0.22)} 0 1 0 ${n(-r * 0.44)} 0`;
  }
  svg.path(d, 'none', `stroke="${colour}" stroke-width="${n(Math.max(1, box.h * 0.08), 2)}"`);
  svg.path(dots, dotColour);
}

// ---------------------------------------------------------------- backgrounds

/** A calm studio backdrop: a soft tint of the client's paper colour, lighter towards the top left. */
export function studioBackground(ctx: Ctx, w: number, h: number, tone: 'light' | 'tint' | 'dark' = 'light'): void {
  const { svg, pal } = ctx;
  const base = tone === 'dark' ? mix(pal.primary, '#000000', 0.35) : tone === 'tint' ? mix(pal.paper, pal.primary, 0.14) : mix(pal.paper, WHITE, 0.2);
  svg.rect({ x: 0, y: 0, w, h }, svg.radialGradient([[0, mix(base, WHITE, tone === 'dark' ? 0.08 : 0.35)], [1, mix(base, '#000000', tone === 'dark' ? 0.25 : 0.07)]], 0.3, 0.25, 1));
  if (tone !== 'dark') svg.circle(w * 0.86, h * 0.12, Math.min(w, h) * 0.42, pal.secondary, 'fill-opacity="0.09"');
}

/** A wall and a shelf plank (packaging on a shelf). Returns the shelf top y. */
export function shelfBackground(ctx: Ctx, w: number, h: number, shelfY: number): number {
  const { svg, pal } = ctx;
  svg.rect({ x: 0, y: 0, w, h }, svg.linearGradient([[0, mix(pal.paper, WHITE, 0.25)], [1, mix(pal.paper, pal.primary, 0.1)]]));
  svg.rect({ x: 0, y: shelfY, w, h: h - shelfY }, mix(pal.paper, '#000000', 0.12));
  svg.rect({ x: 0, y: shelfY, w, h: h * 0.035 }, mix(pal.paper, '#ffffff', 0.5));
  svg.rect({ x: 0, y: shelfY + h * 0.035, w, h: h * 0.05 }, mix(pal.paper, '#000000', 0.22));
  return shelfY;
}

// ---------------------------------------------------------------- illustrations

export type Theme = 'hills' | 'temple' | 'sea' | 'building' | 'pattern' | 'products' | 'people' | 'city' | 'chart';

export function themeFor(brief: Brief): Theme {
  switch (brief.symbol) {
    case 'mountain':
    case 'leaf':
    case 'bee':
      return 'hills';
    case 'arch':
      return 'temple';
    case 'wave':
    case 'wheel':
    case 'drop':
      return 'sea';
    case 'book':
    case 'bus':
      return 'building';
    case 'gear':
    case 'pin':
      return 'city';
    case 'heart':
    case 'tooth':
    case 'eye':
    case 'lotus':
      return 'people';
    case 'tumbler':
    case 'flame':
    case 'sun':
    case 'spiral':
      return 'products';
    default:
      return 'pattern';
  }
}

/** A flat illustration standing in for a photograph on a page, poster or post. */
export function illustration(ctx: Ctx, box: Box, theme: Theme, variant = 0): void {
  const { svg, pal, seed } = ctx;
  const { x, y, w, h } = box;
  svg.clip(box, 0, () => {
    switch (theme) {
      case 'hills': {
        svg.rect(box, svg.linearGradient([[0, mix(pal.accent, WHITE, 0.55)], [1, mix(pal.secondary, WHITE, 0.6)]]));
        svg.circle(x + w * (0.7 - variant * 0.1), y + h * 0.3, h * 0.12, mix(pal.secondary, WHITE, 0.1));
        const layers = [
          [0.55, mix(pal.primary, WHITE, 0.45)],
          [0.68, mix(pal.primary, WHITE, 0.2)],
          [0.8, pal.primary],
        ] as const;
        layers.forEach(([level, colour], i) => {
          let d = `M${n(x)} ${n(y + h)}L${n(x)} ${n(y + h * level)}`;
          const peaks = 3 + i;
          for (let p = 0; p <= peaks; p++) {
            const px = x + (w * (p + 0.5)) / (peaks + 1);
            d += `Q${n(px - w / (peaks + 1) / 2)} ${n(y + h * (level - 0.18 + ((p + i) % 2) * 0.08))} ${n(px)} ${n(y + h * (level - 0.02))}`;
          }
          d += `L${n(x + w)} ${n(y + h * level)}L${n(x + w)} ${n(y + h)}Z`;
          svg.path(d, colour);
        });
        break;
      }
      case 'temple': {
        svg.rect(box, svg.linearGradient([[0, mix(pal.secondary, WHITE, 0.45)], [1, mix(pal.secondary, pal.primary, 0.2)]]));
        svg.circle(x + w * 0.25, y + h * 0.32, h * 0.1, mix(pal.secondary, WHITE, 0.6));
        const tiers = 6;
        const baseW = w * 0.42;
        const cx = x + w * (0.62 - variant * 0.05);
        const bottom = y + h * 0.86;
        const tierH = (h * 0.62) / tiers;
        for (let t = 0; t < tiers; t++) {
          const tw = baseW * (1 - t * 0.13);
          svg.rect({ x: cx - tw / 2, y: bottom - (t + 1) * tierH, w: tw, h: tierH * 0.92 }, mix(pal.primary, WHITE, t * 0.06));
          for (let k = 0; k < 4; k++) svg.rect({ x: cx - tw / 2 + (tw * (k + 0.4)) / 4.2, y: bottom - (t + 1) * tierH + tierH * 0.25, w: tw * 0.07, h: tierH * 0.45 }, mix(pal.primary, '#000000', 0.3));
        }
        svg.path(`M${n(cx - baseW * 0.12)} ${n(bottom - tiers * tierH)}Q${n(cx)} ${n(bottom - tiers * tierH - tierH * 1.6)} ${n(cx + baseW * 0.12)} ${n(bottom - tiers * tierH)}Z`, pal.accent);
        svg.rect({ x, y: bottom, w, h: y + h - bottom }, mix(pal.primary, '#000000', 0.25));
        break;
      }
      case 'sea': {
        svg.rect(box, svg.linearGradient([[0, mix(pal.accent, WHITE, 0.6)], [1, mix(pal.secondary, WHITE, 0.5)]]));
        svg.circle(x + w * 0.68, y + h * 0.48, h * 0.16, mix(pal.secondary, WHITE, 0.15));
        for (let b = 0; b < 4; b++) {
          const y0 = y + h * (0.55 + b * 0.12);
          let d = `M${n(x)} ${n(y0)}`;
          for (let k = 0; k < 6; k++) {
            const x0 = x + (w * k) / 6;
            d += `Q${n(x0 + w / 12)} ${n(y0 - h * 0.04)} ${n(x0 + w / 6)} ${n(y0)}`;
          }
          d += `L${n(x + w)} ${n(y + h)}L${n(x)} ${n(y + h)}Z`;
          svg.path(d, mix(pal.primary, WHITE, 0.35 - b * 0.12));
        }
        break;
      }
      case 'building': {
        svg.rect(box, mix(pal.accent, WHITE, 0.75));
        svg.circle(x + w * 0.8, y + h * 0.22, h * 0.09, mix(pal.secondary, WHITE, 0.2));
        const bx = x + w * 0.12;
        const bw = w * 0.76;
        const top = y + h * 0.36;
        svg.path(`M${n(bx - w * 0.03)} ${n(top)}L${n(bx + bw / 2)} ${n(top - h * 0.16)}L${n(bx + bw + w * 0.03)} ${n(top)}Z`, pal.primary);
        svg.rect({ x: bx, y: top, w: bw, h: h * 0.5 }, mix(pal.paper, WHITE, 0.4));
        for (let r = 0; r < 2; r++) {
          for (let c = 0; c < 6; c++) {
            if (r === 1 && (c === 2 || c === 3)) continue;
            svg.rect({ x: bx + bw * (0.06 + c * 0.155), y: top + h * (0.07 + r * 0.2), w: bw * 0.1, h: h * 0.12 }, mix(pal.primary, WHITE, 0.3), 2);
          }
        }
        svg.rect({ x: bx + bw * 0.4, y: top + h * 0.28, w: bw * 0.2, h: h * 0.22 }, pal.primary);
        svg.rect({ x, y: top + h * 0.5, w, h: h * 0.2 }, mix(pal.secondary, '#000000', 0.05));
        break;
      }
      case 'city': {
        svg.rect(box, svg.linearGradient([[0, mix(pal.accent, WHITE, 0.5)], [1, mix(pal.paper, WHITE, 0.2)]]));
        const count = 9;
        for (let k = 0; k < count; k++) {
          const bw = w / count;
          const bh = h * (0.3 + ((k * 37 + variant * 11) % 45) / 100);
          svg.rect({ x: x + k * bw, y: y + h - bh, w: bw * 0.92, h: bh }, mix(pal.primary, WHITE, (k % 3) * 0.15));
          for (let r = 0; r < bh / (h * 0.09) - 1; r++) svg.rect({ x: x + k * bw + bw * 0.2, y: y + h - bh + h * 0.04 + r * h * 0.09, w: bw * 0.5, h: h * 0.035 }, mix(pal.secondary, WHITE, 0.3), 0, 'fill-opacity="0.8"');
        }
        break;
      }
      case 'people': {
        svg.rect(box, mix(pal.paper, pal.secondary, 0.25));
        const figures = 3;
        for (let k = 0; k < figures; k++) {
          const fx = x + w * (0.25 + k * 0.25);
          const r = Math.min(h * 0.12, w * 0.09);
          const fy = y + h - r * 3.2 + (k % 2) * r * 0.4;
          const colour = [pal.primary, pal.secondary, pal.accent][k] ?? pal.primary;
          svg.path(`M${n(fx - r * 1.7)} ${n(y + h)}C${n(fx - r * 1.7)} ${n(fy + r * 0.9)} ${n(fx + r * 1.7)} ${n(fy + r * 0.9)} ${n(fx + r * 1.7)} ${n(y + h)}Z`, colour);
          svg.circle(fx, fy, r, mix('#8a5a3c', WHITE, (k % 3) * 0.12));
          svg.path(`M${n(fx - r)} ${n(fy - r * 0.1)}C${n(fx - r)} ${n(fy - r * 1.3)} ${n(fx + r)} ${n(fy - r * 1.3)} ${n(fx + r)} ${n(fy - r * 0.1)}C${n(fx + r * 0.5)} ${n(fy - r * 0.6)} ${n(fx - r * 0.5)} ${n(fy - r * 0.6)} ${n(fx - r)} ${n(fy - r * 0.1)}Z`, '#2a1d17');
        }
        break;
      }
      case 'products': {
        svg.rect(box, mix(pal.secondary, WHITE, 0.55));
        svg.circle(x + w * 0.5, y + h * 0.55, h * 0.36, mix(pal.secondary, WHITE, 0.25));
        const cw = w * 0.16;
        for (let k = 0; k < 3; k++) {
          const px = x + w * (0.28 + k * 0.22) - cw / 2;
          const ph = h * (0.42 + (k === 1 ? 0.12 : 0));
          const py = y + h * 0.86 - ph;
          svg.rect({ x: px, y: py, w: cw, h: ph }, k === 1 ? pal.primary : mix(pal.primary, WHITE, 0.25), cw * 0.08);
          svg.rect({ x: px, y: py + ph * 0.55, w: cw, h: ph * 0.16 }, pal.secondary);
          drawSymbol(svg, ctx.brief.symbol, px + cw / 2, py + ph * 0.3, cw * 0.5, mix(pal.paper, WHITE, 0.3), pal.secondary, seed);
        }
        svg.rect({ x, y: y + h * 0.86, w, h: h * 0.14 }, mix(pal.secondary, '#000000', 0.15));
        break;
      }
      case 'chart': {
        svg.rect(box, mix(pal.paper, WHITE, 0.4));
        const bars = [0.35, 0.5, 0.45, 0.7, 0.85];
        bars.forEach((v, k) => svg.rect({ x: x + w * (0.12 + k * 0.16), y: y + h * (0.9 - v * 0.75), w: w * 0.1, h: h * v * 0.75 }, k === bars.length - 1 ? pal.secondary : mix(pal.primary, WHITE, 0.15 * (4 - k)), 3));
        break;
      }
      default: {
        svg.rect(box, pal.primary);
        kolamPanel(svg, inset(box, w * 0.1, h * 0.1), `${seed}:illus:${variant}`, mix(pal.paper, WHITE, 0.2), pal.secondary, { cols: box.w > box.h * 1.4 ? 7 : 5 });
      }
    }
  });
}

// ---------------------------------------------------------------- buttons and text blocks

function button(svg: Svg, x: number, y: number, label: string, size: number, fill: string, ink: string, family: TextStyle['family'] = 'Inter'): number {
  const w = measure(label, { family, weight: 700, size }) + size * 2.2;
  const h = size * 2.3;
  svg.rect({ x, y: y - h * 0.68, w, h }, fill, h / 2);
  svg.text(x + w / 2, y + size * 0.05, label, { family, weight: 700, size, fill: ink, anchor: 'middle' });
  return w;
}

function isTamil(text: string): boolean {
  return /[\u0B80-\u0BFF]/.test(text);
}

function uiFont(text: string): TextStyle['family'] {
  return isTamil(text) ? 'Noto Sans Tamil' : 'Inter';
}

/** A headline in the brand face (Tamil text in Noto Sans Tamil), wrapped to `maxLines`. */
function headline(ctx: Ctx, x: number, y: number, text: string, size: number, fill: string, maxWidth: number, maxLines = 3, anchor: 'start' | 'middle' = 'start'): number {
  const tamil = isTamil(text);
  const face = ctx.brief.font === 'Noto Sans Tamil' || ctx.brief.font === 'Noto Serif Tamil' ? 'Fraunces' : ctx.brief.font;
  const style: TextStyle = tamil ? { family: 'Noto Sans Tamil', weight: 700, size: size * 0.82, fill, anchor } : { family: face, weight: ctx.brief.weight ?? 700, size, fill, anchor, caps: ctx.brief.caps };
  // Shrink (to at most 55%) rather than cut the words off with "…".
  const scale = style.size / size;
  let current = size;
  let lines = wrapText(text, style, maxWidth, maxLines);
  while (lines.some((line) => line.endsWith('…')) && current > size * 0.55) {
    current *= 0.92;
    lines = wrapText(text, { ...style, size: current * scale }, maxWidth, maxLines);
  }
  lines.forEach((line, i) => ctx.svg.text(x, y + i * current * 1.12, line, { ...style, size: current * scale }));
  return lines.length * current * 1.12;
}

// ---------------------------------------------------------------- browser and website pages

export type PageKind = 'home' | 'form' | 'list' | 'booking' | 'article' | 'dashboard';

/** A browser window with the client's site; `lang` 'both' adds the Tamil line and switch. */
export function browserWindow(ctx: Ctx, box: Box, page: PageKind, lang: 'en' | 'both' = 'en', chrome = true): void {
  const { svg } = ctx;
  const radius = box.w * 0.012;
  if (chrome) svg.shadow(box, radius, 1.1);
  svg.clip(box, chrome ? radius : 0, () => {
    svg.rect(box, WHITE);
    let content = box;
    if (chrome) {
      const barH = box.w * 0.035;
      svg.rect({ x: box.x, y: box.y, w: box.w, h: barH }, '#eceae6');
      ['#ee6a5f', '#f5bd4f', '#61c454'].forEach((c, i) => svg.circle(box.x + barH * (0.6 + i * 0.5), box.y + barH / 2, barH * 0.14, c));
      const url = { x: box.x + box.w * 0.22, y: box.y + barH * 0.2, w: box.w * 0.56, h: barH * 0.6 };
      svg.rect(url, WHITE, url.h / 2);
      svg.text(url.x + url.h * 0.8, url.y + url.h * 0.7, `${domainOf(ctx.brief)}${page === 'home' ? '' : `/${page === 'form' ? 'apply' : page === 'booking' ? 'book' : page === 'list' ? 'services' : page === 'article' ? 'about' : 'dashboard'}`}`, { family: 'Inter', size: url.h * 0.5, fill: '#55565e' });
      content = { x: box.x, y: box.y + barH, w: box.w, h: box.h - barH };
    }
    websitePage(ctx, content, page, lang);
  });
}

/** The page itself (also used inside laptops). */
export function websitePage(ctx: Ctx, box: Box, page: PageKind, lang: 'en' | 'both'): void {
  const { svg, brief, pal, seed } = ctx;
  const W = box.w;
  const navH = W * 0.07;
  const pad = W * 0.05;
  svg.rect(box, mix(pal.paper, WHITE, 0.5));
  // Navigation bar.
  svg.rect({ x: box.x, y: box.y, w: W, h: navH }, WHITE);
  svg.line(box.x, box.y + navH, box.x + W, box.y + navH, mix(pal.paper, '#000000', 0.1), 1);
  drawLockup(svg, brief, { x: box.x + pad, y: box.y + navH * 0.22, w: W * 0.3, h: navH * 0.56 }, { layout: 'horizontal', ink: pal.ink, main: pal.primary, second: pal.secondary, showLine: false }, seed);
  const nav = lang === 'both' && brief.navTa ? brief.navTa : brief.nav;
  const navSize = W * 0.0135;
  let nx = box.x + W - pad;
  const cta = lang === 'both' && brief.ctaTa ? brief.ctaTa : brief.cta;
  const ctaSize = navSize * 0.95;
  const ctaW = measure(cta, { family: uiFont(cta), weight: 700, size: ctaSize }) + ctaSize * 2.2;
  nx -= ctaW;
  button(svg, nx, box.y + navH * 0.58, cta, ctaSize, pal.primary, inkOn(pal.primary), uiFont(cta));
  nx -= navSize * 2;
  if (lang === 'both') {
    const switchW = measure('தமிழ் | EN', { family: 'Noto Sans Tamil', weight: 700, size: navSize }) + navSize;
    nx -= switchW;
    svg.text(nx, box.y + navH * 0.6, 'தமிழ் | EN', { family: 'Noto Sans Tamil', weight: 700, size: navSize, fill: pal.primary });
    nx -= navSize * 1.6;
  }
  for (const item of [...nav].reverse()) {
    const width = measure(item, { family: uiFont(item), size: navSize });
    if (nx - width < box.x + W * 0.38) break;
    nx -= width;
    svg.text(nx, box.y + navH * 0.6, item, { family: uiFont(item), size: navSize, fill: pal.ink });
    nx -= navSize * 2.2;
  }
  const top = box.y + navH;
  const bodyH = box.h - navH;
  switch (page) {
    case 'home': {
      const heroH = Math.min(bodyH * 0.62, W * 0.36);
      svg.rect({ x: box.x, y: top, w: W, h: heroH }, mix(pal.paper, WHITE, 0.15));
      illustration(ctx, { x: box.x + W * 0.52, y: top, w: W * 0.48, h: heroH }, themeFor(brief));
      let ty = top + heroH * 0.2;
      svg.text(box.x + pad, ty, brief.line, { family: 'Inter', weight: 700, size: W * 0.012, fill: pal.primary, caps: true, letterSpacing: W * 0.001 });
      ty += W * 0.05;
      if (lang === 'both' && brief.headlineTa) {
        ty += headline(ctx, box.x + pad, ty, brief.headlineTa, W * 0.036, pal.ink, W * 0.42, 2);
        svg.paragraph(box.x + pad, ty + W * 0.005, brief.headline, { family: 'Inter', weight: 700, size: W * 0.02, fill: mix(pal.ink, WHITE, 0.2) }, W * 0.42, W * 0.026, 2);
        ty += W * 0.05;
      } else {
        ty += headline(ctx, box.x + pad, ty, brief.headline, W * 0.042, pal.ink, W * 0.42, 3);
        svg.paragraph(box.x + pad, ty, subline(brief), { family: 'Inter', size: W * 0.014, fill: mix(pal.ink, WHITE, 0.25) }, W * 0.4, W * 0.021, 2);
        ty += W * 0.05;
      }
      button(svg, box.x + pad, ty + W * 0.012, cta, W * 0.0135, pal.primary, inkOn(pal.primary), uiFont(cta));
      // Three cards below the hero.
      const cardsTop = top + heroH + W * 0.03;
      const cardW = (W - pad * 2 - W * 0.04) / 3;
      brief.items.slice(0, 3).forEach((item, i) => {
        const cx = box.x + pad + i * (cardW + W * 0.02);
        const card = { x: cx, y: cardsTop, w: cardW, h: Math.max(W * 0.1, box.y + box.h - cardsTop - W * 0.01) };
        svg.rect(card, WHITE, W * 0.008, `stroke="${mix(pal.paper, '#000000', 0.08)}"`);
        svg.circle(cx + W * 0.03, cardsTop + W * 0.035, W * 0.016, mix(i === 1 ? pal.secondary : pal.primary, WHITE, 0.75));
        drawSymbol(svg, brief.symbol, cx + W * 0.03, cardsTop + W * 0.035, W * 0.018, i === 1 ? pal.secondary : pal.primary, pal.accent, `${seed}:${i}`);
        svg.text(cx + W * 0.06, cardsTop + W * 0.04, item, { family: 'Inter', weight: 700, size: W * 0.0135, fill: pal.ink });
        svg.paragraph(cx + W * 0.018, cardsTop + W * 0.075, cardLine(brief, i), { family: 'Inter', size: W * 0.011, fill: mix(pal.ink, WHITE, 0.35) }, cardW - W * 0.036, W * 0.017, 2);
      });
      break;
    }
    case 'form':
    case 'booking': {
      const panelW = W * 0.4;
      illustration(ctx, { x: box.x, y: top, w: panelW, h: bodyH }, themeFor(brief), 1);
      svg.rect({ x: box.x, y: top, w: panelW, h: bodyH }, pal.primary, 0, 'fill-opacity="0.55"');
      const ink = WHITE;
      headline(ctx, box.x + pad, top + W * 0.08, page === 'form' ? (lang === 'both' && brief.headlineTa ? brief.headlineTa : brief.headline) : brief.items[0] ?? brief.headline, W * 0.032, ink, panelW - pad * 1.6, 3);
      const fx = box.x + panelW + pad;
      const fw = W - panelW - pad * 2;
      const labels = page === 'form' ? (lang === 'both' ? ['மாணவர் பெயர் / Student name', 'வகுப்பு / Class', 'பெற்றோர் கைபேசி / Parent mobile'] : ['Full name', 'Phone', 'Preferred date']) : ['Check-in', 'Check-out', 'Guests'];
      const values = page === 'form' ? ['Harini S.', lang === 'both' ? 'LKG' : '98765 43210', lang === 'both' ? '98765 43210' : '14 March'] : ['Fri, 14 Mar', 'Sun, 16 Mar', '2 adults, 1 child'];
      svg.text(fx, top + W * 0.06, page === 'form' ? (lang === 'both' ? 'விண்ணப்பப் படிவம் · Application' : 'Book an appointment') : 'Check availability', { family: uiFont(lang === 'both' ? 'த' : 'a'), weight: 700, size: W * 0.02, fill: pal.ink });
      labels.forEach((label, i) => {
        const fy = top + W * (0.1 + i * 0.075);
        svg.text(fx, fy, label, { family: uiFont(label), weight: 700, size: W * 0.011, fill: mix(pal.ink, WHITE, 0.3) });
        svg.rect({ x: fx, y: fy + W * 0.01, w: fw, h: W * 0.04 }, WHITE, W * 0.006, `stroke="${mix(pal.paper, '#000000', 0.18)}" stroke-width="1.5"`);
        svg.text(fx + W * 0.014, fy + W * 0.036, values[i] ?? '', { family: 'Inter', size: W * 0.013, fill: pal.ink });
      });
      button(svg, fx, top + W * 0.35, cta, W * 0.014, pal.primary, inkOn(pal.primary), uiFont(cta));
      break;
    }
    case 'list':
    case 'article':
    case 'dashboard': {
      const bandH = W * 0.13;
      svg.rect({ x: box.x, y: top, w: W, h: bandH }, pal.primary);
      kolamBorder(svg, { x: box.x, y: top + bandH - W * 0.018, w: W, h: W * 0.014 }, mix(pal.primary, WHITE, 0.3), pal.secondary);
      headline(ctx, box.x + pad, top + bandH * 0.58, page === 'article' ? `About ${brief.brand}` : page === 'dashboard' ? 'This month' : brief.nav[1] ?? 'Services', W * 0.034, inkOn(pal.primary), W * 0.8, 1);
      const rowsTop = top + bandH + W * 0.03;
      if (page === 'dashboard') {
        const stats = [['Enquiries', '1,284', '+38%'], ['Bookings', '312', '+21%'], ['Cost per lead', '₹46', '−18%']];
        stats.forEach(([label, value, change], i) => {
          const sx = box.x + pad + i * (W - pad * 2) / 3;
          const card = { x: sx, y: rowsTop, w: (W - pad * 2) / 3 - W * 0.02, h: W * 0.11 };
          svg.rect(card, WHITE, W * 0.008, `stroke="${mix(pal.paper, '#000000', 0.08)}"`);
          svg.text(sx + W * 0.02, rowsTop + W * 0.035, label ?? '', { family: 'Inter', size: W * 0.012, fill: mix(pal.ink, WHITE, 0.3) });
          svg.text(sx + W * 0.02, rowsTop + W * 0.08, value ?? '', { family: 'Inter', weight: 700, size: W * 0.032, fill: pal.ink });
          svg.text(sx + card.w - W * 0.02, rowsTop + W * 0.08, change ?? '', { family: 'Inter', weight: 700, size: W * 0.014, fill: pal.accent, anchor: 'end' });
        });
        illustration(ctx, { x: box.x + pad, y: rowsTop + W * 0.14, w: W - pad * 2, h: Math.max(10, box.y + box.h - rowsTop - W * 0.16) }, 'chart');
        break;
      }
      if (page === 'article') {
        const photo = { x: box.x + pad, y: rowsTop, w: W * 0.3, h: W * 0.3 };
        illustration(ctx, photo, themeFor(brief), 2);
        const tx = box.x + pad + W * 0.34;
        svg.paragraph(tx, rowsTop + W * 0.03, subline(brief), { family: 'Fraunces', weight: 600, size: W * 0.022, fill: pal.ink }, W * 0.55, W * 0.03, 3);
        svg.paragraph(tx, rowsTop + W * 0.14, bodyCopy(brief), { family: 'Inter', size: W * 0.013, fill: mix(pal.ink, WHITE, 0.25) }, W * 0.55, W * 0.021, 6);
        break;
      }
      brief.items.slice(0, 3).forEach((item, i) => {
        const ry = rowsTop + i * W * 0.095;
        svg.rect({ x: box.x + pad, y: ry, w: W - pad * 2, h: W * 0.08 }, WHITE, W * 0.008, `stroke="${mix(pal.paper, '#000000', 0.08)}"`);
        illustration(ctx, { x: box.x + pad, y: ry, w: W * 0.12, h: W * 0.08 }, themeFor(brief), i);
        svg.text(box.x + pad + W * 0.15, ry + W * 0.033, item, { family: 'Inter', weight: 700, size: W * 0.016, fill: pal.ink });
        svg.text(box.x + pad + W * 0.15, ry + W * 0.058, cardLine(brief, i), { family: 'Inter', size: W * 0.012, fill: mix(pal.ink, WHITE, 0.35) });
        button(svg, box.x + W - pad - W * 0.14, ry + W * 0.045, 'Details', W * 0.012, mix(pal.primary, WHITE, 0.85), pal.primary);
      });
      break;
    }
  }
}

function subline(brief: Brief): string {
  return `${brief.brand} — ${brief.line.replace(/ · /g, ', ')}.`;
}

function cardLine(brief: Brief, i: number): string {
  const lines = ['Clear details, updated every week.', 'Answers before you ask, in plain words.', 'Call, WhatsApp or book online.'];
  return lines[i % lines.length] ?? '';
}

function bodyCopy(brief: Brief): string {
  return `${brief.brand} has served families across Tamil Nadu for years. ${brief.headline}. Visit us, call us or write to us: we reply within a day.`;
}

// ---------------------------------------------------------------- devices

/** A laptop with the page on its screen. */
export function laptop(ctx: Ctx, box: Box, page: PageKind, lang: 'en' | 'both' = 'en'): void {
  const { svg } = ctx;
  const lidH = box.h * 0.9;
  const lid = { x: box.x + box.w * 0.06, y: box.y, w: box.w * 0.88, h: lidH };
  svg.shadow({ x: lid.x, y: lid.y + lidH * 0.05, w: lid.w, h: box.h * 0.95 }, box.w * 0.02, 0.7);
  svg.rect(lid, '#1b1c22', box.w * 0.02);
  const screen = inset(lid, lid.w * 0.025, lid.w * 0.025);
  svg.clip(screen, 2, () => websitePage(ctx, screen, page, lang));
  svg.path(
    `M${n(box.x)} ${n(box.y + lidH)}L${n(box.x + box.w)} ${n(box.y + lidH)}L${n(box.x + box.w * 0.97)} ${n(box.y + box.h)}L${n(box.x + box.w * 0.03)} ${n(box.y + box.h)}Z`,
    svg.linearGradient([[0, '#d9dade'], [1, '#a9abb2']]),
  );
  svg.rect({ x: box.x + box.w * 0.43, y: box.y + lidH, w: box.w * 0.14, h: box.h * 0.035 }, '#8e9097', box.h * 0.02);
}

export type ScreenKind = 'home' | 'profile' | 'feed' | 'story' | 'booking' | 'list';

/** A phone (portrait, about 1:2) showing an app or mobile site screen. */
export function phone(ctx: Ctx, box: Box, screen: ScreenKind, lang: 'en' | 'both' = 'en', angle = 0): void {
  const { svg } = ctx;
  svg.rotate(angle, box.x + box.w / 2, box.y + box.h / 2, () => {
    const r = box.w * 0.14;
    svg.shadow(box, r, 1.2, 1.4);
    svg.rect(box, DEVICE, r);
    const s = inset(box, box.w * 0.045);
    svg.clip(s, r * 0.8, () => {
      phoneScreen(ctx, s, screen, lang);
      svg.rect({ x: s.x + s.w * 0.35, y: s.y + s.w * 0.03, w: s.w * 0.3, h: s.w * 0.07 }, DEVICE, s.w * 0.035);
    });
  });
}

function phoneScreen(ctx: Ctx, s: Box, screen: ScreenKind, lang: 'en' | 'both'): void {
  const { svg, brief, pal, seed } = ctx;
  const u = s.w;
  svg.rect(s, mix(pal.paper, WHITE, 0.5));
  const status = { family: 'Inter' as const, weight: 700, size: u * 0.045, fill: pal.ink };
  svg.text(s.x + u * 0.09, s.y + u * 0.085, '9:41', status);
  const headerY = s.y + u * 0.14;
  if (screen === 'story') {
    illustration(ctx, s, themeFor(brief), 3);
    svg.rect({ x: s.x, y: s.y + s.h * 0.55, w: u, h: s.h * 0.45 }, svg.linearGradient([[0, mix(pal.primary, '#000000', 0.1)], [1, mix(pal.primary, '#000000', 0.45)]]));
    svg.rect({ x: s.x + u * 0.05, y: s.y + u * 0.05, w: u * 0.9, h: u * 0.012 }, WHITE, u * 0.006, 'fill-opacity="0.6"');
    drawLockup(svg, brief, { x: s.x + u * 0.06, y: s.y + u * 0.1, w: u * 0.6, h: u * 0.11 }, { layout: 'horizontal', ink: WHITE, main: WHITE, second: pal.secondary, showLine: false }, seed);
    const text = lang === 'both' && brief.headlineTa ? brief.headlineTa : brief.headline;
    headline(ctx, s.x + u * 0.08, s.y + s.h * 0.65, text, u * 0.1, WHITE, u * 0.84, 3);
    button(svg, s.x + u * 0.08, s.y + s.h * 0.9, brief.cta, u * 0.045, pal.secondary, inkOn(pal.secondary));
    return;
  }
  // App header.
  svg.rect({ x: s.x, y: headerY, w: u, h: u * 0.18 }, WHITE);
  drawLockup(svg, brief, { x: s.x + u * 0.06, y: headerY + u * 0.04, w: u * 0.7, h: u * 0.1 }, { layout: 'horizontal', ink: pal.ink, main: pal.primary, second: pal.secondary, showLine: false }, seed);
  for (let k = 0; k < 3; k++) svg.rect({ x: s.x + u * 0.83, y: headerY + u * (0.06 + k * 0.025), w: u * 0.09, h: u * 0.012 }, pal.ink, u * 0.006);
  const top = headerY + u * 0.18;
  switch (screen) {
    case 'home':
    case 'booking': {
      const heroH = u * 0.75;
      illustration(ctx, { x: s.x, y: top, w: u, h: heroH }, themeFor(brief), 1);
      svg.rect({ x: s.x, y: top + heroH * 0.45, w: u, h: heroH * 0.55 }, svg.linearGradient([[0, mix(pal.primary, '#000000', 0.1)], [1, mix(pal.primary, '#000000', 0.35)]]), 0, 'fill-opacity="0.9"');
      const text = lang === 'both' && brief.headlineTa ? brief.headlineTa : brief.headline;
      headline(ctx, s.x + u * 0.07, top + heroH * 0.62, text, u * 0.075, WHITE, u * 0.86, 3);
      let y = top + heroH + u * 0.08;
      if (screen === 'booking') {
        bookingFields(brief).forEach((label) => {
          svg.rect({ x: s.x + u * 0.06, y, w: u * 0.88, h: u * 0.14 }, WHITE, u * 0.03, `stroke="${mix(pal.paper, '#000000', 0.15)}"`);
          svg.text(s.x + u * 0.11, y + u * 0.09, label, { family: 'Inter', size: u * 0.045, fill: pal.ink });
          y += u * 0.18;
        });
        svg.rect({ x: s.x + u * 0.06, y, w: u * 0.88, h: u * 0.14 }, pal.primary, u * 0.07);
        svg.text(s.x + u / 2, y + u * 0.088, brief.cta, { family: 'Inter', weight: 700, size: u * 0.048, fill: inkOn(pal.primary), anchor: 'middle' });
        return;
      }
      brief.items.slice(0, 3).forEach((item, i) => {
        svg.rect({ x: s.x + u * 0.06, y, w: u * 0.88, h: u * 0.2 }, WHITE, u * 0.03, `stroke="${mix(pal.paper, '#000000', 0.08)}"`);
        svg.circle(s.x + u * 0.17, y + u * 0.1, u * 0.055, [pal.primary, pal.secondary, pal.accent][i] ?? pal.primary);
        svg.text(s.x + u * 0.27, y + u * 0.09, item, { family: 'Inter', weight: 700, size: u * 0.048, fill: pal.ink });
        svg.text(s.x + u * 0.27, y + u * 0.145, cardLine(brief, i), { family: 'Inter', size: u * 0.034, fill: mix(pal.ink, WHITE, 0.35) });
        y += u * 0.24;
      });
      return;
    }
    case 'profile': {
      const person = brief.person;
      svg.rect({ x: s.x, y: top, w: u, h: u * 0.35 }, pal.primary);
      kolamPanel(svg, { x: s.x + u * 0.5, y: top + u * 0.02, w: u * 0.5, h: u * 0.31 }, `${seed}:cover`, mix(pal.primary, WHITE, 0.35), pal.secondary, { cols: 5, shape: 'rect' });
      avatar(ctx, s.x + u * 0.22, top + u * 0.36, u * 0.15, person?.initials ?? 'K');
      svg.fitText(s.x + u * 0.07, top + u * 0.63, person?.name ?? brief.brand, { family: 'Inter', weight: 700, size: u * 0.065, fill: pal.ink }, u * 0.86);
      svg.fitText(s.x + u * 0.07, top + u * 0.7, person?.role ?? brief.line, { family: 'Inter', size: u * 0.04, fill: mix(pal.ink, WHITE, 0.3) }, u * 0.86);
      const stats = [['248', 'posts'], ['18.4k', 'followers'], ['1.2k', 'following']];
      stats.forEach(([v, l], i) => {
        svg.text(s.x + u * (0.18 + i * 0.32), top + u * 0.82, v ?? '', { family: 'Inter', weight: 700, size: u * 0.05, fill: pal.ink, anchor: 'middle' });
        svg.text(s.x + u * (0.18 + i * 0.32), top + u * 0.87, l ?? '', { family: 'Inter', size: u * 0.034, fill: mix(pal.ink, WHITE, 0.35), anchor: 'middle' });
      });
      svg.rect({ x: s.x + u * 0.07, y: top + u * 0.92, w: u * 0.86, h: u * 0.12 }, pal.primary, u * 0.06);
      svg.text(s.x + u / 2, top + u * 0.995, brief.cta, { family: 'Inter', weight: 700, size: u * 0.045, fill: inkOn(pal.primary), anchor: 'middle' });
      const tile = (u - u * 0.02) / 3;
      for (let k = 0; k < 6; k++) {
        const tb = { x: s.x + (k % 3) * (tile + u * 0.01), y: top + u * 1.09 + Math.floor(k / 3) * (tile + u * 0.01), w: tile, h: tile };
        miniPost(ctx, tb, k);
      }
      return;
    }
    case 'feed': {
      let y = top + u * 0.02;
      for (let k = 0; k < 2; k++) {
        svg.circle(s.x + u * 0.1, y + u * 0.06, u * 0.045, pal.primary);
        svg.text(s.x + u * 0.18, y + u * 0.055, brief.brand, { family: 'Inter', weight: 700, size: u * 0.04, fill: pal.ink });
        svg.text(s.x + u * 0.18, y + u * 0.095, 'Sponsored', { family: 'Inter', size: u * 0.032, fill: mix(pal.ink, WHITE, 0.4) });
        const post = { x: s.x, y: y + u * 0.13, w: u, h: u };
        socialPost(ctx, post, k, lang);
        svg.rect({ x: s.x, y: post.y + post.h, w: u, h: u * 0.12 }, mix(pal.primary, WHITE, 0.88));
        svg.text(s.x + u * 0.06, post.y + post.h + u * 0.075, brief.cta, { family: 'Inter', weight: 700, size: u * 0.042, fill: pal.primary });
        svg.text(s.x + u * 0.94, post.y + post.h + u * 0.075, '›', { family: 'Inter', weight: 700, size: u * 0.06, fill: pal.primary, anchor: 'end' });
        y = post.y + post.h + u * 0.17;
      }
      return;
    }
    case 'list': {
      let y = top + u * 0.06;
      svg.text(s.x + u * 0.07, y + u * 0.05, brief.nav[1] ?? 'Services', { family: 'Inter', weight: 700, size: u * 0.07, fill: pal.ink });
      y += u * 0.12;
      for (let k = 0; k < 5; k++) {
        const item = brief.items[k % Math.max(1, brief.items.length)] ?? brief.brand;
        svg.rect({ x: s.x + u * 0.06, y, w: u * 0.88, h: u * 0.24 }, WHITE, u * 0.03, `stroke="${mix(pal.paper, '#000000', 0.08)}"`);
        illustration(ctx, { x: s.x + u * 0.06, y, w: u * 0.26, h: u * 0.24 }, themeFor(brief), k);
        svg.text(s.x + u * 0.37, y + u * 0.1, item, { family: 'Inter', weight: 700, size: u * 0.046, fill: pal.ink });
        svg.text(s.x + u * 0.37, y + u * 0.16, cardLine(brief, k), { family: 'Inter', size: u * 0.032, fill: mix(pal.ink, WHITE, 0.35) });
        y += u * 0.28;
      }
      return;
    }
  }
}

function avatar(ctx: Ctx, cx: number, cy: number, r: number, initials: string): void {
  const { svg, pal } = ctx;
  svg.circle(cx, cy, r * 1.08, WHITE);
  svg.clipPath(`M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`, () => {
    svg.circle(cx, cy, r, mix(pal.secondary, WHITE, 0.45));
    svg.path(`M${n(cx - r * 0.95)} ${n(cy + r * 1.1)}C${n(cx - r * 0.9)} ${n(cy + r * 0.35)} ${n(cx + r * 0.9)} ${n(cy + r * 0.35)} ${n(cx + r * 0.95)} ${n(cy + r * 1.1)}Z`, pal.primary);
    svg.circle(cx, cy - r * 0.12, r * 0.38, '#8a5a3c');
    svg.path(`M${n(cx - r * 0.42)} ${n(cy - r * 0.1)}C${n(cx - r * 0.45)} ${n(cy - r * 0.7)} ${n(cx + r * 0.45)} ${n(cy - r * 0.7)} ${n(cx + r * 0.42)} ${n(cy - r * 0.1)}C${n(cx + r * 0.2)} ${n(cy - r * 0.4)} ${n(cx - r * 0.2)} ${n(cy - r * 0.4)} ${n(cx - r * 0.42)} ${n(cy - r * 0.1)}Z`, '#2a1d17');
  });
  void initials;
}

function miniPost(ctx: Ctx, box: Box, k: number): void {
  const { svg, pal, brief, seed } = ctx;
  const grounds = [pal.primary, pal.secondary, mix(pal.paper, WHITE, 0.2), pal.accent, mix(pal.primary, WHITE, 0.3), pal.secondary];
  const ground = grounds[k % grounds.length] ?? pal.primary;
  if (k % 3 === 1) illustration(ctx, box, themeFor(brief), k);
  else {
    svg.rect(box, ground);
    drawSymbol(svg, brief.symbol, box.x + box.w / 2, box.y + box.h / 2, box.w * 0.45, inkOn(ground, pal.ink, WHITE), pal.secondary === ground ? pal.primary : pal.secondary, `${seed}:${k}`);
  }
}

// ---------------------------------------------------------------- social media

/** A square social post: headline on colour, illustration, the client's mark. */
export function socialPost(ctx: Ctx, box: Box, variant: number, lang: 'en' | 'both' = 'en', textIndex = variant): void {
  const { svg, brief, pal, seed } = ctx;
  const u = box.w;
  svg.clip(box, 0, () => {
    const kind = variant % 4;
    const ground = kind === 0 ? pal.primary : kind === 1 ? mix(pal.paper, WHITE, 0.2) : kind === 2 ? pal.secondary : pal.accent;
    const ink = inkOn(ground, pal.ink, WHITE);
    svg.rect(box, ground);
    if (kind === 1) {
      illustration(ctx, { x: box.x, y: box.y, w: u, h: box.h * 0.58 }, themeFor(brief), variant);
    } else {
      kolamPanel(svg, { x: box.x + u * 0.52, y: box.y + u * 0.05, w: u * 0.42, h: u * 0.36 }, `${seed}:post:${variant}`, mix(ground, ink, 0.25), mix(ground, ink, 0.45), kolamVariety(variant + 1));
    }
    // Bilingual work leads with the Tamil headline, then the English posts.
    const texts = lang === 'both' && brief.headlineTa ? [brief.headlineTa, ...postTexts(brief)] : postTexts(brief);
    const text = texts[textIndex % texts.length] ?? brief.headline;
    const ty = kind === 1 ? box.y + box.h * 0.7 : box.y + box.h * 0.5;
    headline(ctx, box.x + u * 0.08, ty, text, u * 0.085, ink, u * 0.84, 3);
    drawLockup(svg, brief, { x: box.x + u * 0.08, y: box.y + box.h - u * 0.14, w: u * 0.5, h: u * 0.08 }, { layout: 'horizontal', ink, main: kind === 2 ? pal.primary : pal.secondary, second: ink, showLine: false }, seed);
  });
}

/** A feed ad card: the post with the account line above and a call-to-action bar below. */
export function adCard(ctx: Ctx, box: Box, variant: number, lang: 'en' | 'both' = 'en'): void {
  const { svg, brief, pal } = ctx;
  const u = box.w;
  svg.shadow(box, u * 0.03, 0.9);
  svg.clip(box, u * 0.03, () => {
    svg.rect(box, WHITE);
    svg.circle(box.x + u * 0.08, box.y + u * 0.075, u * 0.04, pal.primary);
    svg.text(box.x + u * 0.15, box.y + u * 0.07, brief.brand, { family: 'Inter', weight: 700, size: u * 0.04, fill: '#1b1b24' });
    svg.text(box.x + u * 0.15, box.y + u * 0.11, 'Sponsored', { family: 'Inter', size: u * 0.03, fill: '#6b6b76' });
    socialPost(ctx, { x: box.x, y: box.y + u * 0.15, w: u, h: u }, variant, lang);
    const barY = box.y + u * 1.15;
    svg.rect({ x: box.x, y: barY, w: u, h: box.h - u * 1.15 }, mix(pal.primary, WHITE, 0.9));
    svg.text(box.x + u * 0.06, barY + u * 0.08, brief.cta, { family: 'Inter', weight: 700, size: u * 0.042, fill: pal.primary });
    button(svg, box.x + u * 0.66, barY + u * 0.08, 'Learn more', u * 0.032, pal.primary, inkOn(pal.primary));
  });
}

// ---------------------------------------------------------------- print

/** A business card (front shows the mark, back the contact details). */
export function businessCard(ctx: Ctx, box: Box, side: 'front' | 'back', angle = 0): void {
  const { svg, brief, pal, seed } = ctx;
  svg.rotate(angle, box.x + box.w / 2, box.y + box.h / 2, () => {
    svg.shadow(box, box.w * 0.02, 0.8, 0.7);
    svg.clip(box, box.w * 0.02, () => {
      if (side === 'front') {
        svg.rect(box, pal.primary);
        kolamPanel(svg, { x: box.x + box.w * 0.6, y: box.y - box.h * 0.1, w: box.w * 0.6, h: box.h * 1.2 }, `${seed}:card`, mix(pal.primary, WHITE, 0.18), mix(pal.primary, pal.secondary, 0.6), { cols: 5 });
        drawLockup(svg, brief, { x: box.x + box.w * 0.08, y: box.y + box.h * 0.36, w: box.w * 0.6, h: box.h * 0.28 }, { layout: 'horizontal', ink: inkOn(pal.primary), main: pal.secondary, second: inkOn(pal.primary), lineColour: mix(inkOn(pal.primary), pal.primary, 0.2), tamil: true }, seed);
      } else {
        svg.rect(box, mix(pal.paper, WHITE, 0.55));
        svg.rect({ x: box.x, y: box.y + box.h * 0.9, w: box.w, h: box.h * 0.1 }, pal.secondary);
        const person = brief.person;
        const name = person?.name ?? pick(ctx.svg.rng, ['R. Karthik', 'S. Lakshmi', 'A. Meena', 'K. Senthil']);
        const role = person?.role ?? pick(ctx.svg.rng, ['Managing Partner', 'Operations Head', 'Director']);
        svg.fitText(box.x + box.w * 0.08, box.y + box.h * 0.3, name, { family: 'Inter', weight: 700, size: box.h * 0.1, fill: pal.ink }, box.w * 0.6);
        svg.text(box.x + box.w * 0.08, box.y + box.h * 0.42, role, { family: 'Inter', size: box.h * 0.065, fill: mix(pal.ink, WHITE, 0.3) });
        ['+91 98400 12345', `hello@${domainOf(brief)}`, domainOf(brief)].forEach((line, i) =>
          svg.text(box.x + box.w * 0.08, box.y + box.h * (0.6 + i * 0.1), line, { family: 'Inter', size: box.h * 0.06, fill: pal.ink }),
        );
        drawSymbol(svg, brief.symbol, box.x + box.w * 0.82, box.y + box.h * 0.32, box.h * 0.3, pal.primary, pal.secondary, seed, person?.initials);
      }
    });
  });
}

/** An A4 letterhead. */
export function letterhead(ctx: Ctx, box: Box, angle = 0): void {
  const { svg, brief, pal, seed } = ctx;
  svg.rotate(angle, box.x + box.w / 2, box.y + box.h / 2, () => {
    svg.shadow(box, 2, 0.8);
    svg.rect(box, '#fffdf9');
    drawLockup(svg, brief, { x: box.x + box.w * 0.1, y: box.y + box.h * 0.06, w: box.w * 0.55, h: box.h * 0.06 }, { layout: 'horizontal', ink: pal.ink, main: pal.primary, second: pal.secondary, tamil: true }, seed);
    svg.rect({ x: box.x + box.w * 0.1, y: box.y + box.h * 0.15, w: box.w * 0.8, h: Math.max(1, box.h * 0.003) }, pal.secondary);
    const body = { family: 'Inter' as const, size: box.w * 0.022, fill: mix(pal.ink, WHITE, 0.2) };
    svg.text(box.x + box.w * 0.1, box.y + box.h * 0.22, '12 March 2025', body);
    svg.text(box.x + box.w * 0.1, box.y + box.h * 0.27, 'Dear Partner,', { ...body, weight: 700 });
    svg.paragraph(box.x + box.w * 0.1, box.y + box.h * 0.32, `Thank you for your interest in ${brief.brand}. ${brief.headline}. We would be glad to show you our work and to plan the next step together. Our team will call you this week to fix a convenient time.`, body, box.w * 0.8, box.w * 0.036, 9);
    svg.text(box.x + box.w * 0.1, box.y + box.h * 0.74, 'Warm regards,', body);
    svg.rect({ x: box.x, y: box.y + box.h * 0.94, w: box.w, h: box.h * 0.06 }, pal.primary);
    svg.text(box.x + box.w * 0.1, box.y + box.h * 0.978, `${domainOf(brief)} · +91 98400 12345`, { family: 'Inter', size: box.w * 0.02, fill: inkOn(pal.primary) });
  });
}

export function envelope(ctx: Ctx, box: Box, angle = 0): void {
  const { svg, brief, pal, seed } = ctx;
  svg.rotate(angle, box.x + box.w / 2, box.y + box.h / 2, () => {
    svg.shadow(box, 2, 0.8);
    svg.rect(box, mix(pal.paper, WHITE, 0.4));
    svg.path(`M${n(box.x)} ${n(box.y)}L${n(box.x + box.w / 2)} ${n(box.y + box.h * 0.5)}L${n(box.x + box.w)} ${n(box.y)}Z`, mix(pal.paper, '#000000', 0.05));
    svg.rect({ x: box.x, y: box.y + box.h * 0.84, w: box.w, h: box.h * 0.16 }, pal.secondary);
    drawLockup(svg, brief, { x: box.x + box.w * 0.06, y: box.y + box.h * 0.6, w: box.w * 0.45, h: box.h * 0.16 }, { layout: 'horizontal', ink: pal.ink, main: pal.primary, second: pal.secondary, showLine: false }, seed);
  });
}

// ---------------------------------------------------------------- packaging

/** A stand-up pouch; `index` picks the product name. */
export function pouch(ctx: Ctx, box: Box, index: number): void {
  const { svg, brief, pal, seed } = ctx;
  const { x, y, w, h } = box;
  const ground = index % 2 === 0 ? pal.primary : pal.secondary;
  const ink = inkOn(ground, pal.ink, WHITE);
  const d = `M${n(x + w * 0.04)} ${n(y + h * 0.05)}L${n(x + w * 0.96)} ${n(y + h * 0.05)}L${n(x + w)} ${n(y + h * 0.97)}Q${n(x + w / 2)} ${n(y + h * 1.01)} ${n(x)} ${n(y + h * 0.97)}Z`;
  svg.path(`M${n(x + w * 0.06)} ${n(y + h)}h${n(w * 0.88)}`, 'none', `stroke="#000000" stroke-opacity="0.18" stroke-width="${n(h * 0.03)}" stroke-linecap="round"`);
  svg.clipPath(d, () => {
    svg.rect(box, ground);
    svg.rect({ x, y: y + h * 0.62, w, h: h * 0.4 }, mix(ground, pal.paper, 0.85));
    kolamBorder(svg, { x, y: y + h * 0.58, w, h: h * 0.05 }, ink, pal.accent);
    drawLockup(svg, brief, { x: x + w * 0.1, y: y + h * 0.16, w: w * 0.8, h: h * 0.3 }, { layout: 'stacked', ink, main: ink, second: pal.accent, showLine: false }, seed);
    const product = brief.items[index % Math.max(1, brief.items.length)] ?? brief.brand;
    svg.fitText(x + w / 2, y + h * 0.76, product, { family: 'Inter', weight: 700, size: w * 0.09, fill: pal.ink, anchor: 'middle' }, w * 0.8);
    svg.text(x + w / 2, y + h * 0.87, packNote(brief), { family: 'Inter', size: w * 0.055, fill: mix(pal.ink, WHITE, 0.3), anchor: 'middle' });
    // Highlight down one side: a pouch is not flat.
    svg.rect({ x: x + w * 0.08, y, w: w * 0.06, h }, WHITE, 0, 'fill-opacity="0.12"');
    svg.rect({ x: x + w * 0.86, y, w: w * 0.14, h }, '#000000', 0, 'fill-opacity="0.1"');
  });
  svg.rect({ x: x + w * 0.04, y: y + h * 0.05, w: w * 0.92, h: h * 0.04 }, '#000000', 0, 'fill-opacity="0.12"');
}

/** A carton seen from the front-right, with its side panel. */
export function carton(ctx: Ctx, box: Box, index: number): void {
  const { svg, brief, pal, seed } = ctx;
  const depth = box.w * 0.28;
  const fw = box.w - depth;
  const { x, y, h } = box;
  const ground = index % 2 === 0 ? pal.secondary : pal.primary;
  const ink = inkOn(ground, pal.ink, WHITE);
  svg.rect({ x: x + box.w * 0.05, y: y + h * 0.96, w: box.w * 0.95, h: h * 0.05 }, '#000000', h * 0.02, 'fill-opacity="0.16"');
  svg.path(`M${n(x + fw)} ${n(y + depth * 0.4)}L${n(x + box.w)} ${n(y)}L${n(x + box.w)} ${n(y + h - depth * 0.4)}L${n(x + fw)} ${n(y + h)}Z`, mix(ground, '#000000', 0.28));
  svg.path(`M${n(x)} ${n(y + depth * 0.4)}L${n(x + depth)} ${n(y)}L${n(x + box.w)} ${n(y)}L${n(x + fw)} ${n(y + depth * 0.4)}Z`, mix(ground, WHITE, 0.18));
  const front = { x, y: y + depth * 0.4, w: fw, h: h - depth * 0.4 };
  svg.clip(front, 0, () => {
    svg.rect(front, ground);
    kolamPanel(svg, { x: front.x - front.w * 0.1, y: front.y + front.h * 0.55, w: front.w * 1.2, h: front.h * 0.5 }, `${seed}:carton:${index}`, mix(ground, ink, 0.3), pal.accent, { cols: 7, shape: 'rect' });
    svg.rect({ x: front.x, y: front.y + front.h * 0.7, w: front.w, h: front.h * 0.16 }, mix(pal.paper, WHITE, 0.2));
    drawLockup(svg, brief, { x: front.x + front.w * 0.1, y: front.y + front.h * 0.1, w: front.w * 0.8, h: front.h * 0.35 }, { layout: 'stacked', ink, main: ink, second: pal.accent, showLine: true, lineColour: ink }, seed);
    const product = brief.items[index % Math.max(1, brief.items.length)] ?? brief.brand;
    svg.fitText(front.x + front.w / 2, front.y + front.h * 0.805, product, { family: 'Inter', weight: 700, size: front.w * 0.085, fill: pal.ink, anchor: 'middle' }, front.w * 0.84);
  });
}

/** A jar with a lid and a wrap-around label. */
export function jar(ctx: Ctx, box: Box, index: number): void {
  const { svg, brief, pal, seed } = ctx;
  const { x, y, w, h } = box;
  svg.rect({ x: x + w * 0.05, y: y + h * 0.97, w: w * 0.9, h: h * 0.04 }, '#000000', h * 0.02, 'fill-opacity="0.16"');
  svg.rect({ x: x + w * 0.12, y, w: w * 0.76, h: h * 0.16 }, pal.accent, w * 0.05);
  svg.rect({ x: x + w * 0.12, y: y + h * 0.11, w: w * 0.76, h: h * 0.03 }, '#000000', 0, 'fill-opacity="0.15"');
  svg.rect({ x, y: y + h * 0.14, w, h: h * 0.86 }, svg.linearGradient([[0, mix(pal.secondary, '#000000', 0.2)], [0.35, mix(pal.secondary, WHITE, 0.1)], [1, mix(pal.secondary, '#000000', 0.35)]], 1, 0), w * 0.12);
  const label = { x, y: y + h * 0.3, w, h: h * 0.52 };
  svg.rect(label, mix(pal.paper, WHITE, 0.3));
  svg.rect({ x, y: label.y, w, h: label.h * 0.08 }, pal.primary);
  svg.rect({ x, y: label.y + label.h * 0.92, w, h: label.h * 0.08 }, pal.primary);
  drawLockup(svg, brief, { x: x + w * 0.12, y: label.y + label.h * 0.14, w: w * 0.76, h: label.h * 0.42 }, { layout: 'stacked', ink: pal.ink, main: pal.primary, second: pal.accent, showLine: false }, seed);
  const product = brief.items[index % Math.max(1, brief.items.length)] ?? brief.brand;
  svg.fitText(x + w / 2, label.y + label.h * 0.78, product, { family: 'Inter', weight: 700, size: w * 0.1, fill: pal.primary, anchor: 'middle' }, w * 0.8);
  svg.rect({ x: x + w * 0.1, y: y + h * 0.16, w: w * 0.08, h: h * 0.8 }, WHITE, w * 0.04, 'fill-opacity="0.25"');
}

/** A round tin (seen from the front). */
export function tin(ctx: Ctx, box: Box, index: number): void {
  const { svg, brief, pal, seed } = ctx;
  const { x, y, w, h } = box;
  svg.rect({ x: x + w * 0.04, y: y + h * 0.95, w: w * 0.92, h: h * 0.05 }, '#000000', h * 0.02, 'fill-opacity="0.16"');
  svg.rect({ x, y: y + h * 0.08, w, h: h * 0.88 }, svg.linearGradient([[0, mix(pal.primary, '#000000', 0.25)], [0.4, mix(pal.primary, WHITE, 0.12)], [1, mix(pal.primary, '#000000', 0.4)]], 1, 0), w * 0.05);
  svg.rect({ x: x - w * 0.02, y, w: w * 1.04, h: h * 0.16 }, svg.linearGradient([[0, mix(pal.secondary, '#000000', 0.2)], [0.4, mix(pal.secondary, WHITE, 0.2)], [1, mix(pal.secondary, '#000000', 0.3)]], 1, 0), w * 0.04);
  kolamBorder(svg, { x, y: y + h * 0.2, w, h: h * 0.06 }, pal.secondary, pal.accent);
  drawLockup(svg, brief, { x: x + w * 0.1, y: y + h * 0.32, w: w * 0.8, h: h * 0.4 }, { layout: 'stacked', ink: inkOn(pal.primary), main: pal.secondary, second: pal.accent, showLine: false }, seed);
  const product = brief.items[index % Math.max(1, brief.items.length)] ?? brief.brand;
  svg.fitText(x + w / 2, y + h * 0.84, product, { family: 'Inter', weight: 700, size: w * 0.085, fill: pal.secondary, anchor: 'middle' }, w * 0.8);
}

/** A water bottle: cap, neck, shoulders and a wrap-around label. */
export function bottle(ctx: Ctx, box: Box, index: number): void {
  const { svg, brief, pal, seed } = ctx;
  const { x, y, w, h } = box;
  const cx = x + w / 2;
  const neck = w * 0.2;
  const shoulder = y + h * 0.24;
  svg.rect({ x: x + w * 0.06, y: y + h * 0.975, w: w * 0.88, h: h * 0.035 }, '#000000', h * 0.02, 'fill-opacity="0.16"');
  svg.rect({ x: cx - neck * 0.62, y, w: neck * 1.24, h: h * 0.07 }, pal.primary, w * 0.03);
  const body = `M${n(cx - neck / 2)} ${n(y + h * 0.07)}L${n(cx + neck / 2)} ${n(y + h * 0.07)}L${n(cx + neck / 2)} ${n(y + h * 0.12)}C${n(x + w)} ${n(y + h * 0.16)} ${n(x + w)} ${n(shoulder)} ${n(x + w)} ${n(shoulder + h * 0.04)}L${n(x + w)} ${n(y + h * 0.95)}Q${n(x + w)} ${n(y + h)} ${n(x + w * 0.9)} ${n(y + h)}L${n(x + w * 0.1)} ${n(y + h)}Q${n(x)} ${n(y + h)} ${n(x)} ${n(y + h * 0.95)}L${n(x)} ${n(shoulder + h * 0.04)}C${n(x)} ${n(shoulder)} ${n(x)} ${n(y + h * 0.16)} ${n(cx - neck / 2)} ${n(y + h * 0.12)}Z`;
  svg.path(body, svg.linearGradient([[0, mix(pal.secondary, WHITE, 0.55)], [0.4, mix(pal.secondary, WHITE, 0.85)], [1, mix(pal.secondary, WHITE, 0.4)]], 1, 0), `fill-opacity="0.9" stroke="${mix(pal.secondary, '#000000', 0.1)}" stroke-width="${n(w * 0.01)}"`);
  const label = { x, y: y + h * 0.42, w, h: h * 0.38 };
  svg.rect(label, pal.primary);
  kolamBorder(svg, { x, y: label.y + label.h * 0.84, w, h: label.h * 0.1 }, mix(pal.primary, WHITE, 0.4), pal.accent);
  drawLockup(svg, brief, { x: x + w * 0.1, y: label.y + label.h * 0.08, w: w * 0.8, h: label.h * 0.5 }, { layout: 'stacked', ink: inkOn(pal.primary), main: inkOn(pal.primary), second: pal.accent, showLine: false }, seed);
  const product = brief.items[index % Math.max(1, brief.items.length)] ?? brief.brand;
  svg.fitText(cx, label.y + label.h * 0.76, product, { family: 'Inter', weight: 700, size: w * 0.11, fill: inkOn(pal.primary), anchor: 'middle' }, w * 0.84);
  svg.rect({ x: x + w * 0.1, y: shoulder, w: w * 0.07, h: h * 0.7 }, WHITE, w * 0.035, 'fill-opacity="0.35"');
}

export type PackKind = 'pouch' | 'carton' | 'jar' | 'tin' | 'bottle';

/** Height over width of each pack kind as drawn. */
export const packRatio: Readonly<Record<PackKind, number>> = { pouch: 1.45, carton: 1.3, jar: 1.05, tin: 1.05, bottle: 2.2 };

export function pack(ctx: Ctx, kind: PackKind, box: Box, index: number): void {
  if (kind === 'bottle') bottle(ctx, box, index);
  else if (kind === 'pouch') pouch(ctx, box, index);
  else if (kind === 'carton') carton(ctx, box, index);
  else if (kind === 'jar') jar(ctx, box, index);
  else tin(ctx, box, index);
}

// ---------------------------------------------------------------- logo sheet

/** A logo presentation sheet: the mark large, colourways, clear space and the palette. */
export function logoSheet(ctx: Ctx, box: Box): void {
  const { svg, brief, pal, seed } = ctx;
  const { x, y, w, h } = box;
  svg.rect(box, '#fbfaf7');
  const gap = w * 0.015;
  const main = { x: x + gap, y: y + gap, w: w * 0.56, h: h - 2 * gap };
  svg.rect(main, mix(pal.paper, WHITE, 0.4));
  drawLockup(svg, brief, { x: main.x + main.w * 0.1, y: main.y + main.h * 0.22, w: main.w * 0.8, h: main.h * 0.5 }, { layout: 'stacked', ink: pal.ink, main: pal.primary, second: pal.secondary, tamil: true }, seed);
  svg.text(main.x + main.w * 0.05, main.y + main.h * 0.08, 'PRIMARY LOGO', { family: 'IBM Plex Mono', weight: 600, size: main.h * 0.03, fill: mix(pal.ink, WHITE, 0.4), letterSpacing: main.h * 0.004 });
  // Colourways: reversed on primary, on secondary, one colour.
  const colW = w - main.w - gap * 3;
  const cellH = (h - gap * 5) / 4;
  const grounds = [pal.primary, pal.secondary, pal.ink];
  grounds.forEach((ground, i) => {
    const cell = { x: main.x + main.w + gap, y: y + gap + i * (cellH + gap), w: colW, h: cellH };
    svg.rect(cell, ground);
    const ink = inkOn(ground, pal.ink, WHITE);
    drawLockup(svg, brief, { x: cell.x + cell.w * 0.12, y: cell.y + cell.h * 0.28, w: cell.w * 0.76, h: cell.h * 0.44 }, { layout: 'horizontal', ink, main: ink, second: ground === pal.secondary ? pal.primary : pal.secondary, showLine: false, align: 'middle' }, seed);
  });
  // Clear space: the symbol with its margin box and "x" marks.
  const cs = { x: main.x + main.w + gap, y: y + gap + 3 * (cellH + gap), w: colW / 2 - gap / 2, h: cellH };
  svg.rect(cs, WHITE);
  const sym = cs.h * 0.42;
  const scx = cs.x + cs.w / 2;
  const scy = cs.y + cs.h / 2;
  svg.strokeRect({ x: scx - sym, y: scy - sym, w: sym * 2, h: sym * 2 }, pal.accent, Math.max(1, cs.h * 0.008), 0, `stroke-dasharray="${n(cs.h * 0.03)} ${n(cs.h * 0.02)}"`);
  drawSymbol(svg, brief.symbol, scx, scy, sym * 1.1, pal.primary, pal.secondary, seed, brief.person?.initials);
  svg.text(scx - sym + cs.h * 0.02, scy - sym + cs.h * 0.09, 'x', { family: 'IBM Plex Mono', weight: 600, size: cs.h * 0.08, fill: pal.accent });
  // Palette chips with hex values.
  const pc = { x: cs.x + cs.w + gap, y: cs.y, w: cs.w, h: cs.h };
  [pal.primary, pal.secondary, pal.accent].forEach((c, i) => {
    const chip = { x: pc.x, y: pc.y + (i * pc.h) / 3, w: pc.w, h: pc.h / 3 };
    svg.rect(chip, c);
    svg.text(chip.x + chip.w * 0.08, chip.y + chip.h * 0.62, c.toUpperCase(), { family: 'IBM Plex Mono', weight: 600, size: chip.h * 0.32, fill: inkOn(c) });
  });
}

// ---------------------------------------------------------------- events

/** A stage backdrop: event name large, dates, kolam border, with a stage floor. */
export function backdrop(ctx: Ctx, box: Box, lang: 'en' | 'both' = 'en', textInset = 0.06): void {
  const { svg, brief, pal, seed } = ctx;
  const { x, y, w, h } = box;
  const tx = x + w * textInset;
  const tw = w * (0.61 - textInset);
  svg.shadow(box, 0, 0.7);
  svg.clip(box, 0, () => {
    svg.rect(box, pal.primary);
    kolamPanel(svg, { x: x + w * 0.55, y: y - h * 0.1, w: w * 0.55, h: h * 1.2 }, `${seed}:stage`, mix(pal.primary, WHITE, 0.18), pal.secondary, { cols: 7 });
    const ink = inkOn(pal.primary);
    if (lang === 'both' && brief.tamil) svg.fitText(tx, y + h * 0.28, brief.tamil, { family: 'Noto Sans Tamil', weight: 700, size: h * 0.12, fill: pal.secondary }, tw);
    const name = nameStyle(brief, h * 0.2, ink);
    svg.fitText(tx, y + h * 0.52, name.text, name.style, tw);
    svg.fitText(tx, y + h * 0.66, brief.line, { family: 'Inter', weight: 700, size: h * 0.055, fill: pal.secondary, caps: true, letterSpacing: h * 0.006 }, tw);
    svg.paragraph(tx, y + h * 0.8, brief.headline, { family: 'Inter', size: h * 0.05, fill: ink }, tw, h * 0.065, 2);
    kolamBorder(svg, { x, y: y + h * 0.92, w, h: h * 0.05 }, pal.secondary, ink);
  });
}

/** A roll-up standee with its stand. */
export function standee(ctx: Ctx, box: Box, variant: number): void {
  const { svg, brief, pal, seed } = ctx;
  const { x, y, w, h } = box;
  svg.rect({ x: x - w * 0.06, y: y + h * 0.97, w: w * 1.12, h: h * 0.03 }, '#2b2b30', h * 0.01);
  const panel = { x, y, w, h: h * 0.97 };
  svg.shadow(panel, 0, 0.6);
  svg.clip(panel, 0, () => {
    const ground = variant % 2 === 0 ? pal.secondary : pal.primary;
    const ink = inkOn(ground, pal.ink, WHITE);
    svg.rect(panel, ground);
    drawLockup(svg, brief, { x: x + w * 0.1, y: y + h * 0.06, w: w * 0.8, h: h * 0.18 }, { layout: 'stacked', ink, main: ink, second: variant % 2 === 0 ? pal.primary : pal.secondary, showLine: false }, seed);
    illustration(ctx, { x, y: y + h * 0.32, w, h: h * 0.3 }, themeFor(brief), variant);
    headline(ctx, x + w * 0.1, y + h * 0.7, variant % 2 === 0 ? brief.headline : brief.items[0] ?? brief.headline, w * 0.11, ink, w * 0.8, 3);
    svg.fitText(x + w * 0.1, y + h * 0.92, brief.line, { family: 'Inter', weight: 700, size: w * 0.05, fill: ink, caps: true }, w * 0.8);
  });
}

/** A delegate badge on a lanyard. */
export function badge(ctx: Ctx, box: Box, name: string, role: string, angle = 0): void {
  const { svg, brief, pal, seed } = ctx;
  svg.rotate(angle, box.x + box.w / 2, box.y, () => {
    svg.path(`M${n(box.x + box.w * 0.22)} ${n(box.y - box.h * 0.45)}L${n(box.x + box.w * 0.42)} ${n(box.y + box.h * 0.02)}M${n(box.x + box.w * 0.78)} ${n(box.y - box.h * 0.45)}L${n(box.x + box.w * 0.58)} ${n(box.y + box.h * 0.02)}`, 'none', `stroke="${pal.secondary}" stroke-width="${n(box.w * 0.07)}" stroke-linecap="round"`);
    svg.shadow(box, box.w * 0.04, 0.8);
    svg.clip(box, box.w * 0.04, () => {
      svg.rect(box, WHITE);
      svg.rect({ x: box.x, y: box.y, w: box.w, h: box.h * 0.34 }, pal.primary);
      drawLockup(svg, brief, { x: box.x + box.w * 0.1, y: box.y + box.h * 0.08, w: box.w * 0.8, h: box.h * 0.18 }, { layout: 'horizontal', ink: inkOn(pal.primary), main: pal.secondary, second: inkOn(pal.primary), showLine: false, align: 'middle' }, seed);
      svg.fitText(box.x + box.w / 2, box.y + box.h * 0.56, name, { family: 'Inter', weight: 700, size: box.w * 0.13, fill: pal.ink, anchor: 'middle' }, box.w * 0.84);
      svg.text(box.x + box.w / 2, box.y + box.h * 0.66, role, { family: 'Inter', size: box.w * 0.07, fill: mix(pal.ink, WHITE, 0.35), anchor: 'middle' });
      svg.rect({ x: box.x, y: box.y + box.h * 0.82, w: box.w, h: box.h * 0.18 }, pal.secondary);
      svg.text(box.x + box.w / 2, box.y + box.h * 0.935, 'DELEGATE', { family: 'Inter', weight: 700, size: box.w * 0.08, fill: inkOn(pal.secondary), anchor: 'middle', letterSpacing: box.w * 0.012 });
    });
    svg.rect({ x: box.x + box.w * 0.4, y: box.y + box.h * 0.03, w: box.w * 0.2, h: box.h * 0.03 }, '#000000', box.h * 0.015, 'fill-opacity="0.25"');
  });
}

// ---------------------------------------------------------------- posters, decks, brochures

/** A campaign poster: headline, illustration or kolam, the mark and a detail line. */
export function poster(ctx: Ctx, box: Box, variant: number, lang: 'en' | 'both' = 'en', words?: string): void {
  const { svg, brief, pal, seed } = ctx;
  const { x, y, w, h } = box;
  const landscape = w > h * 1.2;
  svg.clip(box, 0, () => {
    const kind = variant % 3;
    // A second run of a campaign (posters 91 on) swaps its colours and art, so no two posters repeat.
    const round = Math.floor(variant / 90) % 2;
    const grounds = round === 0 ? [pal.primary, mix(pal.paper, WHITE, 0.1), pal.secondary] : [pal.secondary, pal.primary, pal.accent];
    const ground = grounds[kind] ?? pal.primary;
    const art = (variant % 3) + round;
    const ink = inkOn(ground, pal.ink, WHITE);
    svg.rect(box, ground);
    const useTamil = lang === 'both' && brief.headlineTa !== undefined && variant % 2 === 0;
    const text = words ?? (useTamil ? (brief.headlineTa ?? brief.headline) : brief.headline);
    if (landscape) {
      const artBox = { x: x + w * 0.55, y, w: w * 0.45, h };
      if (kind === 1) illustration(ctx, artBox, themeFor(brief), art);
      else kolamPanel(svg, inset(artBox, w * 0.04, h * 0.12), `${seed}:poster:${variant}`, mix(ground, ink, 0.5), ground === pal.primary ? pal.secondary : pal.primary, kolamVariety(variant + round * 2));
      headline(ctx, x + w * 0.06, y + h * 0.34, text, h * 0.13, ink, w * 0.46, 3);
      drawLockup(svg, brief, { x: x + w * 0.06, y: y + h * 0.8, w: w * 0.42, h: h * 0.1 }, { layout: 'horizontal', ink, main: ground === pal.secondary ? pal.primary : pal.secondary, second: ink, showLine: false }, seed);
      return;
    }
    if (kind === 1) illustration(ctx, { x, y, w, h: h * 0.52 }, themeFor(brief), art);
    else kolamPanel(svg, { x: x + w * 0.12, y: y + h * 0.06, w: w * 0.76, h: h * 0.44 }, `${seed}:poster:${variant}`, mix(ground, ink, 0.45), ground === pal.primary ? pal.secondary : pal.primary, kolamVariety(variant + round * 2));
    // Headline between the art and the mark: shrink until it and the detail line fit.
    const top = y + h * 0.6;
    const bottom = y + h - w * 0.2;
    const detail = brief.line;
    let size = w * 0.1;
    const tamil = /[\u0B80-\u0BFF]/.test(text);
    const face: TextStyle = tamil ? { family: 'Noto Sans Tamil', weight: 700, size, fill: ink } : { family: faceOf(brief), weight: brief.weight ?? 700, size, fill: ink, caps: brief.caps };
    // Shrink until the whole headline fits in at most four lines: a poster never ends in "…".
    const fits = (candidate: string[]) => !candidate.some((line) => line.endsWith('…')) && candidate.length * size * 1.12 + w * 0.06 <= bottom - top;
    let lines = wrapText(text, face, w * 0.84, 4);
    while (size > w * 0.035 && !fits(lines)) {
      size *= 0.92;
      lines = wrapText(text, { ...face, size }, w * 0.84, 4);
    }
    lines.forEach((line, i) => svg.text(x + w * 0.08, top + size * 0.85 + i * size * 1.12, line, { ...face, size }));
    svg.fitText(x + w * 0.08, top + size * 0.85 + (lines.length - 1) * size * 1.12 + w * 0.07, detail, { family: 'Inter', weight: 700, size: w * 0.04, fill: ground === pal.secondary ? pal.primary : pal.secondary }, w * 0.84);
    drawLockup(svg, brief, { x: x + w * 0.08, y: y + h - w * 0.15, w: w * 0.6, h: w * 0.08 }, { layout: 'horizontal', ink, main: ground === pal.secondary ? pal.primary : pal.secondary, second: ink, showLine: false }, seed);
  });
}

/** Different kolam grids for different posters and posts. */
export function kolamVariety(variant: number): { cols: number; shape: 'rect' | 'diamond' } {
  const options = [
    { cols: 5, shape: 'diamond' },
    { cols: 4, shape: 'rect' },
    { cols: 7, shape: 'diamond' },
    { cols: 3, shape: 'rect' },
    { cols: 5, shape: 'rect' },
  ] as const;
  return options[Math.abs(variant) % options.length] ?? options[0];
}

function faceOf(brief: Brief): TextStyle['family'] {
  return brief.font === 'Noto Sans Tamil' || brief.font === 'Noto Serif Tamil' ? 'Fraunces' : brief.font;
}

export type SlideKind = 'title' | 'chart' | 'bullets' | 'numbers';

/** A 16:9 pitch-deck slide. */
export function slide(ctx: Ctx, box: Box, kind: SlideKind): void {
  const { svg, brief, pal, seed } = ctx;
  const { x, y, w, h } = box;
  svg.shadow(box, w * 0.01, 0.8);
  svg.clip(box, w * 0.01, () => {
    if (kind === 'title') {
      svg.rect(box, pal.primary);
      kolamPanel(svg, { x: x + w * 0.58, y: y + h * 0.1, w: w * 0.38, h: h * 0.8 }, `${seed}:deck`, mix(pal.primary, WHITE, 0.2), pal.secondary, { cols: 5 });
      const ink = inkOn(pal.primary);
      drawLockup(svg, brief, { x: x + w * 0.07, y: y + h * 0.12, w: w * 0.45, h: h * 0.1 }, { layout: 'horizontal', ink, main: pal.secondary, second: ink, showLine: false }, seed);
      headline(ctx, x + w * 0.07, y + h * 0.46, brief.headline, w * 0.05, ink, w * 0.5, 3);
      svg.text(x + w * 0.07, y + h * 0.86, 'Partnership proposal · 2025', { family: 'Inter', weight: 700, size: w * 0.018, fill: pal.secondary, caps: true, letterSpacing: w * 0.002 });
      return;
    }
    svg.rect(box, WHITE);
    svg.rect({ x, y, w: w * 0.012, h }, pal.secondary);
    const titles: Record<Exclude<SlideKind, 'title'>, string> = { chart: 'Growth in the last three years', bullets: `Why ${brief.brand}`, numbers: 'At a glance' };
    svg.text(x + w * 0.06, y + h * 0.16, titles[kind], { family: 'Inter', weight: 700, size: w * 0.036, fill: pal.ink });
    drawSymbol(svg, brief.symbol, x + w * 0.92, y + h * 0.12, h * 0.1, pal.primary, pal.secondary, seed, brief.person?.initials);
    if (kind === 'chart') {
      const values = [0.3, 0.42, 0.55, 0.68, 0.86];
      const years = ['2021', '2022', '2023', '2024', '2025'];
      values.forEach((v, i) => {
        const bx = x + w * (0.08 + i * 0.12);
        const bh = h * 0.55 * v;
        svg.rect({ x: bx, y: y + h * 0.82 - bh, w: w * 0.08, h: bh }, i === values.length - 1 ? pal.secondary : mix(pal.primary, WHITE, 0.1 * (4 - i)), w * 0.004);
        svg.text(bx + w * 0.04, y + h * 0.9, years[i] ?? '', { family: 'Inter', size: w * 0.018, fill: mix(pal.ink, WHITE, 0.3), anchor: 'middle' });
      });
      svg.paragraph(x + w * 0.7, y + h * 0.4, brief.items.join(' · '), { family: 'Inter', weight: 700, size: w * 0.022, fill: pal.primary }, w * 0.25, w * 0.032, 4);
    } else if (kind === 'bullets') {
      brief.items.slice(0, 3).forEach((item, i) => {
        const by = y + h * (0.34 + i * 0.19);
        svg.circle(x + w * 0.08, by - h * 0.02, h * 0.035, pal.secondary);
        svg.text(x + w * 0.08, by - h * 0.005, String(i + 1), { family: 'Inter', weight: 700, size: h * 0.04, fill: inkOn(pal.secondary), anchor: 'middle' });
        svg.text(x + w * 0.13, by, item, { family: 'Inter', weight: 700, size: w * 0.026, fill: pal.ink });
        svg.text(x + w * 0.13, by + h * 0.06, cardLine(brief, i), { family: 'Inter', size: w * 0.018, fill: mix(pal.ink, WHITE, 0.35) });
      });
      illustration(ctx, { x: x + w * 0.62, y: y + h * 0.28, w: w * 0.32, h: h * 0.6 }, themeFor(brief), 2);
    } else {
      const nums = [['25+', 'years'], ['1,200', 'clients'], ['48 h', 'turnaround']];
      nums.forEach(([v, l], i) => {
        const nx = x + w * (0.08 + i * 0.3);
        svg.text(nx, y + h * 0.55, v ?? '', { family: brief.font === 'Noto Sans Tamil' || brief.font === 'Noto Serif Tamil' ? 'Fraunces' : brief.font, weight: brief.weight ?? 700, size: w * 0.07, fill: pal.primary });
        svg.text(nx, y + h * 0.66, l ?? '', { family: 'Inter', size: w * 0.022, fill: mix(pal.ink, WHITE, 0.3) });
      });
    }
  });
}

/** A tri-fold brochure, open, with a slight fold shading. */
export function brochure(ctx: Ctx, box: Box): void {
  const { svg, brief, pal, seed } = ctx;
  const pw = box.w / 3;
  svg.shadow(box, 2, 0.9);
  for (let p = 0; p < 3; p++) {
    const panel = { x: box.x + p * pw, y: box.y + (p === 1 ? 0 : box.h * 0.015), w: pw, h: box.h - (p === 1 ? 0 : box.h * 0.03) };
    svg.clip(panel, 0, () => {
      if (p === 0) {
        svg.rect(panel, mix(pal.paper, WHITE, 0.4));
        svg.text(panel.x + pw * 0.1, panel.y + panel.h * 0.12, 'What we offer', { family: 'Inter', weight: 700, size: pw * 0.075, fill: pal.primary });
        brief.items.slice(0, 3).forEach((item, i) => {
          const iy = panel.y + panel.h * (0.26 + i * 0.22);
          illustration(ctx, { x: panel.x + pw * 0.1, y: iy, w: pw * 0.8, h: panel.h * 0.1 }, themeFor(brief), i);
          svg.fitText(panel.x + pw * 0.1, iy + panel.h * 0.15, item, { family: 'Inter', weight: 700, size: pw * 0.06, fill: pal.ink }, pw * 0.8);
        });
      } else if (p === 1) {
        svg.rect(panel, WHITE);
        illustration(ctx, { x: panel.x, y: panel.y, w: pw, h: panel.h * 0.45 }, themeFor(brief), 3);
        svg.paragraph(panel.x + pw * 0.1, panel.y + panel.h * 0.55, brief.headline, { family: 'Fraunces', weight: 700, size: pw * 0.075, fill: pal.ink }, pw * 0.8, pw * 0.09, 3);
        svg.paragraph(panel.x + pw * 0.1, panel.y + panel.h * 0.78, bodyCopy(brief), { family: 'Inter', size: pw * 0.04, fill: mix(pal.ink, WHITE, 0.3) }, pw * 0.8, pw * 0.06, 4);
      } else {
        svg.rect(panel, pal.primary);
        kolamPanel(svg, { x: panel.x + pw * 0.1, y: panel.y + panel.h * 0.08, w: pw * 0.8, h: panel.h * 0.42 }, `${seed}:brochure`, mix(pal.primary, WHITE, 0.25), pal.secondary, { cols: 5 });
        drawLockup(svg, brief, { x: panel.x + pw * 0.1, y: panel.y + panel.h * 0.58, w: pw * 0.8, h: panel.h * 0.22 }, { layout: 'stacked', ink: inkOn(pal.primary), main: pal.secondary, second: inkOn(pal.primary), tamil: true }, seed);
      }
      svg.rect({ x: panel.x + pw - pw * 0.06, y: panel.y, w: pw * 0.06, h: panel.h }, '#000000', 0, `fill-opacity="${p === 1 ? 0.06 : 0.1}"`);
    });
  }
}
