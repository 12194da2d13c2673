/**
 * Original artwork for every local image, drawn as SVG and lettered in the bundled fonts.
 * Each picture shows the work its record names, for that client (./briefs.ts,
 * ./clients.ts): a website case shows the client's site in a browser and on a phone,
 * packaging shows the packs on a shelf, an event shows the stage backdrop, standees and
 * badges, and so on; client logos are thirty distinct wordmarks; kolams are real sikku
 * kolams from ./kolam.ts.
 *
 * What to draw comes from the image's context (which record uses it, set by
 * scripts/prebuild.ts) and its size; the same input always gives the same SVG. Text never
 * sits on busy art here: headlines sit on flat colour, and the hero backgrounds (learn
 * slides, contact) keep their left two thirds calm and dark for the page text on top.
 */
import type { CaseStudyCategory, IndustrySlug } from '../../shared/content/constants.js';
import type { GalleryScene } from '../../shared/content/types.js';
import { caseBrief, palettes, type Brief, type Palette } from './briefs.js';
import { clientBrief, type ClientBrief } from './clients.js';
import { generateKolam, kolamDots, kolamPaths, kolamSize } from './kolam.js';
import { drawLockup, drawSymbol, nameStyle } from './marks.js';
import {
  adCard,
  backdrop,
  badge,
  brochure,
  browserWindow,
  businessCard,
  envelope,
  illustration,
  inset,
  kolamBorder,
  kolamPanel,
  laptop,
  packRatio,
  letterhead,
  logoSheet,
  pack,
  phone,
  poster,
  shelfBackground,
  slide,
  socialPost,
  standee,
  studioBackground,
  themeFor,
  type Ctx,
  type PackKind,
} from './mockups.js';
import { inkOn, measure, mix, n, Svg, type Box } from './svg.js';

/** Bump when the drawing changes, so cached renders are not reused. */
export const GENERATOR_VERSION = 10;

/** Which record an image belongs to: decides what the picture shows. */
export type ArtContext =
  | { kind: 'case-cover' | 'case-logo'; caseId: number; category: CaseStudyCategory; client: string; title: string; industry: IndustrySlug }
  | { kind: 'case-gallery'; caseId: number; category: CaseStudyCategory; client: string; title: string; industry: IndustrySlug; index: number }
  | { kind: 'gallery'; id: number; client: string; scene: GalleryScene }
  | { kind: 'poster'; id: number; client: string; headline: string }
  | { kind: 'client-logo'; name: string }
  | { kind: 'service'; slug: string }
  | { kind: 'industry'; slug: string }
  | { kind: 'blog'; id: number; category: string; title: string }
  | { kind: 'learn'; index: number }
  | { kind: 'page'; key: string }
  | { kind: 'other' };

export type ArtInput = { src: string; width: number; height: number; alt: string; label?: string; context?: ArtContext };

/** Everything that changes the pixels (keys the cache). */
export type ArtPlan = { src: string; width: number; height: number; context: ArtContext; version: number };

export function planArtwork(input: ArtInput): ArtPlan {
  return { src: input.src, width: input.width, height: input.height, context: input.context ?? { kind: 'other' }, version: GENERATOR_VERSION };
}

export function artworkSvg(input: ArtInput): string {
  return planSvg(planArtwork(input));
}

/** The views a case study's gallery shows, in order (image 1 is the first). */
export const caseGalleryViews: Readonly<Record<CaseStudyCategory, readonly string[]>> = {
  Website: ['site-home', 'site-phones', 'site-form', 'site-laptop', 'site-list', 'site-article'],
  'Packaging Design': ['pack-shelf', 'pack-hero', 'pack-pair', 'pack-range', 'pack-gift', 'pack-label'],
  'Logo Design': ['logo-sheet', 'logo-reverse', 'logo-cards', 'logo-sign', 'logo-profile', 'logo-poster'],
  'Event Branding': ['event-stage', 'event-standees', 'event-badges', 'event-posts', 'event-poster', 'event-stage-wide'],
  'Digital Marketing': ['ads-grid', 'ads-feed', 'ads-stories', 'ads-cards', 'ads-dashboard', 'ads-poster'],
  'Personal Branding': ['person-profile', 'person-site', 'person-cards', 'person-posts', 'person-talk', 'person-poster'],
  Branding: ['brand-stationery', 'brand-sign', 'brand-pack', 'brand-posts', 'brand-site', 'brand-badge'],
  'Creative Design': ['creative-posters', 'creative-brochure', 'creative-posts', 'creative-standee', 'creative-stories', 'creative-poster'],
  'Business Development': ['deck-title', 'deck-grid', 'deck-brochure', 'deck-chart', 'deck-proposal', 'deck-site'],
};

const coverView: Readonly<Record<CaseStudyCategory, string>> = {
  Website: 'site-cover',
  'Packaging Design': 'pack-shelf',
  'Logo Design': 'logo-sheet',
  'Event Branding': 'event-cover',
  'Digital Marketing': 'ads-cover',
  'Personal Branding': 'person-cover',
  Branding: 'brand-stationery',
  'Creative Design': 'creative-posters',
  'Business Development': 'deck-cover',
};

export function planSvg(plan: ArtPlan): string {
  const { width: w, height: h, context } = plan;
  const svg = new Svg(w, h, plan.src);
  switch (context.kind) {
    case 'case-cover': {
      const brief = caseBrief(context.caseId, context.client, context.title);
      drawView(makeCtx(svg, brief, plan.src), coverView[context.category], w, h, context.caseId);
      break;
    }
    case 'case-gallery': {
      const brief = caseBrief(context.caseId, context.client, context.title);
      const views = caseGalleryViews[context.category];
      drawView({ ...makeCtx(svg, brief, plan.src), consumer: context.industry === 'consumer' }, views[(context.index - 1) % views.length] ?? 'site-home', w, h, context.caseId + context.index);
      break;
    }
    case 'case-logo': {
      const brief = caseBrief(context.caseId, context.client, context.title);
      logoArtboard(makeCtx(svg, brief, plan.src), w, h);
      break;
    }
    case 'client-logo':
      clientLogo(makeCtx(svg, clientBrief(context.name), plan.src), clientBrief(context.name), w, h);
      break;
    case 'poster': {
      const ctx = makeCtx(svg, clientOrCase(context.client), plan.src);
      poster(ctx, { x: 0, y: 0, w, h }, context.id, 'en', context.headline);
      break;
    }
    case 'gallery':
      drawView(makeCtx(svg, clientOrCase(context.client), plan.src), galleryView[context.scene], w, h, context.id);
      break;
    case 'service':
      serviceBanner(svg, plan.src, context.slug, w, h);
      break;
    case 'industry':
      industryImage(svg, plan.src, context.slug, w, h);
      break;
    case 'blog':
      blogCover(svg, plan.src, context.id, w, h);
      break;
    case 'learn':
      heroBackground(svg, plan.src, w, h, learnShowcase[(context.index - 1) % learnShowcase.length] ?? 'site', context.index);
      break;
    case 'page':
      pageImage(svg, plan.src, context.key, w, h);
      break;
    default:
      heroBackground(svg, plan.src, w, h, 'site', 0);
  }
  return svg.toString();
}

function makeCtx(svg: Svg, brief: Brief, seed: string): Ctx {
  return { svg, brief, pal: palettes[brief.palette], seed };
}

function clientOrCase(name: string): Brief {
  try {
    return clientBrief(name);
  } catch {
    const match = /^case-(\d+)$/.exec(name);
    if (match) return caseBrief(Number(match[1]), name, name);
    throw new Error(`no brief for "${name}": add it to scripts/media/clients.ts`);
  }
}

const galleryView: Readonly<Record<GalleryScene, string>> = {
  stationery: 'brand-stationery',
  packaging: 'pack-hero',
  website: 'site-laptop',
  app: 'site-phones',
  poster: 'logo-poster',
  social: 'ads-grid',
  signage: 'brand-sign',
};

// ---------------------------------------------------------------- views

function bilingual(brief: Brief): 'en' | 'both' {
  return brief.navTa || brief.headlineTa ? 'both' : 'en';
}

/** Draw one named view of a client's work filling the canvas. */
function drawView(ctx: Ctx, view: string, w: number, h: number, variant: number): void {
  const { svg, brief, pal, seed } = ctx;
  const u = Math.min(w, h);
  const lang = bilingual(brief);
  const portrait = h > w * 1.05;
  switch (view) {
    // ------------------------------------------------ websites
    case 'site-cover': {
      studioBackground(ctx, w, h, 'tint');
      const lw = w * (portrait ? 0.9 : 0.7);
      laptop(ctx, { x: w * 0.05, y: h * 0.1, w: lw, h: lw * 0.62 }, 'home', lang);
      const pw = w * (portrait ? 0.3 : 0.17);
      phone(ctx, { x: w - pw - w * 0.06, y: h - pw * 2.05 - h * 0.06, w: pw, h: pw * 2.05 }, 'home', lang);
      break;
    }
    case 'site-home':
      studioBackground(ctx, w, h, 'tint');
      browserWindow(ctx, { x: w * 0.06, y: h * 0.08, w: w * 0.88, h: h * 0.84 }, 'home', lang);
      break;
    case 'site-phones':
    case 'site-list': {
      studioBackground(ctx, w, h, view === 'site-list' ? 'light' : 'tint');
      const screens = view === 'site-phones' ? (['home', 'list', 'booking'] as const) : (['list', 'profile', 'home'] as const);
      const count = portrait ? 2 : 3;
      const pw = Math.min(w / (count + 0.8), (h * 0.84) / 2.05);
      const total = count * pw + (count - 1) * pw * 0.22;
      for (let k = 0; k < count; k++) {
        const x = (w - total) / 2 + k * pw * 1.22;
        const y = (h - pw * 2.05) / 2 + (k === 1 ? -h * 0.03 : h * 0.03);
        phone(ctx, { x, y, w: pw, h: pw * 2.05 }, screens[k] ?? 'home', lang);
      }
      break;
    }
    case 'site-form':
      studioBackground(ctx, w, h, 'light');
      browserWindow(ctx, { x: w * 0.05, y: h * 0.08, w: w * 0.9, h: h * 0.84 }, brief.symbol === 'arch' || brief.symbol === 'pin' ? 'booking' : 'form', lang);
      break;
    case 'site-laptop': {
      studioBackground(ctx, w, h, 'tint');
      const lw = portrait ? w * 0.92 : w * 0.74;
      laptop(ctx, { x: w * 0.04, y: h * (portrait ? 0.12 : 0.12), w: lw, h: lw * 0.62 }, 'home', lang);
      const pw = portrait ? w * 0.34 : w * 0.19;
      phone(ctx, { x: w - pw - w * 0.04, y: h - pw * 2.05 - h * 0.05, w: pw, h: pw * 2.05 }, 'booking', lang);
      break;
    }
    case 'site-article':
      studioBackground(ctx, w, h, 'light');
      browserWindow(ctx, { x: w * 0.06, y: h * 0.08, w: w * 0.88, h: h * 0.84 }, 'article', lang);
      break;

    // ------------------------------------------------ packaging
    case 'pack-shelf': {
      const shelfY = h * 0.84;
      shelfBackground(ctx, w, h, shelfY);
      const kinds = packKinds(brief);
      const count = portrait ? 3 : 4;
      const slotW = (w * 0.92) / count;
      for (let k = 0; k < count; k++) {
        const kind = kinds[k % kinds.length] ?? 'pouch';
        const ratio = packRatio[kind];
        const pw = Math.min(slotW * (kind === 'jar' || kind === 'tin' ? 0.74 : 0.8), (h * 0.7) / ratio);
        const ph = pw * ratio;
        pack(ctx, kind, { x: w * 0.04 + k * slotW + (slotW - pw) / 2, y: shelfY - ph, w: pw, h: ph }, k);
      }
      kolamBorder(svg, { x: 0, y: h * 0.04, w, h: h * 0.03 }, mix(pal.primary, pal.paper, 0.6), pal.secondary);
      break;
    }
    case 'pack-hero':
    case 'pack-gift': {
      studioBackground(ctx, w, h, view === 'pack-gift' ? 'tint' : 'light');
      svg.circle(w * 0.5, h * 0.55, u * 0.38, mix(pal.secondary, pal.paper, 0.55));
      const kinds = packKinds(brief);
      const main = view === 'pack-gift' ? 'carton' : kinds[0] ?? 'pouch';
      const pw = Math.min(u * (main === 'carton' ? 0.48 : 0.42), (h * 0.78) / packRatio[main]);
      const ph = pw * packRatio[main];
      const base = h * 0.9;
      const side = kinds[1] ?? 'jar';
      const sw = pw * 0.62;
      const sh = sw * packRatio[side];
      pack(ctx, side, { x: w / 2 - pw / 2 - sw * 0.8, y: base - sh, w: sw, h: sh }, 1);
      pack(ctx, side, { x: w / 2 + pw / 2 - sw * 0.2, y: base - sh, w: sw, h: sh }, 2);
      pack(ctx, main, { x: w / 2 - pw / 2, y: base - ph, w: pw, h: ph }, 0);
      break;
    }
    case 'pack-pair':
    case 'pack-range': {
      const shelfY = h * 0.82;
      shelfBackground(ctx, w, h, shelfY);
      const kinds = view === 'pack-pair' ? packKinds(brief).slice(0, 2) : [packKinds(brief)[0] ?? 'pouch'];
      const count = view === 'pack-pair' ? 2 : portrait ? 2 : 3;
      const slot = w / (count + 0.7);
      for (let k = 0; k < count; k++) {
        const kind = kinds[k % kinds.length] ?? 'pouch';
        const pw = slot * 0.82;
        const fit = Math.min(pw, (h * 0.7) / packRatio[kind]);
        const ph = fit * packRatio[kind];
        pack(ctx, kind, { x: (w - count * slot) / 2 + k * slot + (slot - fit) / 2, y: shelfY - ph, w: fit, h: ph }, k);
      }
      break;
    }
    case 'pack-label': {
      studioBackground(ctx, w, h, 'tint');
      // A flat label dieline beside the finished pack.
      const lb = { x: w * 0.06, y: h * 0.14, w: w * 0.52, h: h * 0.72 };
      svg.shadow(lb, 2, 0.7);
      svg.rect(lb, mix(pal.paper, '#ffffff', 0.4));
      svg.strokeRect(inset(lb, u * 0.02), pal.accent, 1.5, 0, `stroke-dasharray="${n(u * 0.012)} ${n(u * 0.008)}"`);
      drawLockup(svg, brief, { x: lb.x + lb.w * 0.08, y: lb.y + lb.h * 0.1, w: lb.w * 0.5, h: lb.h * 0.2 }, { layout: 'horizontal', ink: pal.ink, main: pal.primary, second: pal.secondary, tamil: true }, seed);
      const rows = ['Ingredients', 'Net weight', 'Best before', 'Storage', 'FSSAI Lic. No.'];
      const values = [brief.items.join(', '), '250 g', '9 months from packing', 'Cool, dry place', '1242 3001 0004 56'];
      rows.forEach((row, i) => {
        const y = lb.y + lb.h * (0.42 + i * 0.1);
        svg.text(lb.x + lb.w * 0.08, y, row, { family: 'Inter', weight: 700, size: lb.h * 0.035, fill: pal.ink });
        svg.fitText(lb.x + lb.w * 0.38, y, values[i] ?? '', { family: 'Inter', size: lb.h * 0.035, fill: mix(pal.ink, '#ffffff', 0.25) }, lb.w * 0.55);
      });
      if (brief.tamil) svg.fitText(lb.x + lb.w * 0.66, lb.y + lb.h * 0.2, brief.tamil, { family: 'Noto Sans Tamil', weight: 700, size: lb.h * 0.07, fill: pal.primary }, lb.w * 0.3);
      const kind = packKinds(brief)[0] ?? 'pouch';
      const pw = Math.min(w * 0.26, (h * 0.75) / packRatio[kind]);
      const ph = pw * packRatio[kind];
      pack(ctx, kind, { x: w * 0.66, y: h * 0.88 - ph, w: pw, h: ph }, 0);
      break;
    }

    // ------------------------------------------------ logos
    case 'logo-sheet':
      studioBackground(ctx, w, h, 'tint');
      svg.shadow({ x: w * 0.05, y: h * 0.07, w: w * 0.9, h: h * 0.86 }, 4, 0.8);
      logoSheet(ctx, { x: w * 0.05, y: h * 0.07, w: w * 0.9, h: h * 0.86 });
      break;
    case 'logo-reverse': {
      svg.rect({ x: 0, y: 0, w, h }, pal.primary);
      kolamPanel(svg, { x: w * 0.55, y: -h * 0.1, w: w * 0.6, h: h * 1.2 }, `${seed}:rev`, mix(pal.primary, '#ffffff', 0.12), mix(pal.primary, pal.secondary, 0.5), { cols: 7 });
      const ink = inkOn(pal.primary);
      drawLockup(svg, brief, { x: w * 0.1, y: h * 0.3, w: w * 0.6, h: h * 0.4 }, { layout: 'stacked', ink, main: pal.secondary, second: ink, tamil: true }, seed);
      break;
    }
    case 'logo-cards':
    case 'person-cards': {
      studioBackground(ctx, w, h, 'tint');
      const cw = w * (portrait ? 0.7 : 0.42);
      const ch = cw * 0.58;
      businessCard(ctx, { x: w * 0.08, y: h * 0.16, w: cw, h: ch }, 'front', -6);
      businessCard(ctx, { x: w - cw - w * 0.08, y: h - ch - h * 0.14, w: cw, h: ch }, 'back', 4);
      break;
    }
    case 'logo-sign':
    case 'brand-sign':
      signboard(ctx, w, h);
      break;
    case 'logo-profile':
    case 'person-profile': {
      studioBackground(ctx, w, h, 'tint');
      const pw = Math.min(w * 0.3, (h * 0.86) / 2.05);
      phone(ctx, { x: w * 0.5 - pw * 1.1, y: h * 0.07, w: pw, h: pw * 2.05 }, 'profile', lang, -4);
      phone(ctx, { x: w * 0.5 + pw * 0.1, y: h * 0.1, w: pw, h: pw * 2.05 }, view === 'person-profile' ? 'feed' : 'home', lang, 4);
      break;
    }
    case 'logo-poster':
    case 'creative-poster':
    case 'event-poster':
    case 'person-poster':
    case 'ads-poster':
      framedPosters(ctx, w, h, 1, variant);
      break;

    // ------------------------------------------------ events
    case 'event-cover':
    case 'event-stage':
    case 'event-stage-wide': {
      svg.rect({ x: 0, y: 0, w, h }, svg.linearGradient([[0, '#1d1d26'], [1, '#34343f']]));
      const floorY = h * 0.76;
      const bd = { x: w * 0.08, y: h * 0.08, w: w * 0.84, h: floorY - h * 0.14 };
      backdrop(ctx, bd, lang, view === 'event-stage-wide' ? 0.06 : 0.14);
      svg.rect({ x: 0, y: floorY, w, h: h - floorY }, svg.linearGradient([[0, '#4a3b33'], [1, '#261d18']]));
      svg.rect({ x: 0, y: floorY, w, h: h * 0.015 }, '#6b5648');
      if (view !== 'event-stage-wide') {
        const sw = w * 0.13;
        standee(ctx, { x: w * 0.03, y: h * 0.32, w: sw, h: h * 0.62 }, 0);
        standee(ctx, { x: w - sw - w * 0.03, y: h * 0.32, w: sw, h: h * 0.62 }, 1);
      }
      if (view === 'event-cover') badge(ctx, { x: w * 0.66, y: h * 0.62, w: w * 0.12, h: w * 0.16 }, 'Kavitha R.', 'Exhibitor', 6);
      break;
    }
    case 'event-standees':
    case 'creative-standee': {
      studioBackground(ctx, w, h, 'tint');
      const count = portrait ? 2 : 3;
      const sw = w / (count + 1);
      for (let k = 0; k < count; k++) standee(ctx, { x: sw * 0.5 + k * sw * 1.0 + (k * sw) / (count + 1) * 0.2, y: h * 0.06, w: sw * 0.86, h: h * 0.9 }, k);
      break;
    }
    case 'event-badges': {
      studioBackground(ctx, w, h, 'tint');
      const people = [['Kavitha R.', 'Speaker'], ['Arun M.', 'Exhibitor'], ['Fathima S.', 'Volunteer']];
      const bw = u * 0.3;
      people.forEach(([name, role], k) => badge(ctx, { x: w / 2 - bw * 1.6 + k * bw * 1.1, y: h * 0.38, w: bw, h: bw * 1.35 }, name ?? '', role ?? '', (k - 1) * 5));
      break;
    }
    case 'event-posts':
    case 'ads-grid':
    case 'brand-posts':
    case 'creative-posts':
    case 'person-posts':
      postsGrid(ctx, w, h, variant);
      break;

    // ------------------------------------------------ digital marketing
    case 'ads-cover': {
      studioBackground(ctx, w, h, 'tint');
      const pw = Math.min(w * 0.24, (h * 0.88) / 2.05);
      phone(ctx, { x: w * 0.07, y: h * 0.06, w: pw, h: pw * 2.05 }, 'story', lang, -3);
      phone(ctx, { x: w * 0.07 + pw * 1.15, y: h * 0.08, w: pw, h: pw * 2.05 }, 'feed', lang, 2);
      const cw = w * 0.22;
      adCard(ctx, { x: w - cw * 1.1 - w * 0.04, y: h * 0.1, w: cw, h: cw * 1.3 }, 0, lang);
      adCard(ctx, { x: w - cw * 0.95, y: h * 0.47, w: cw * 0.85, h: cw * 0.85 * 1.3 }, 2, lang);
      break;
    }
    case 'ads-feed':
    case 'ads-stories':
    case 'creative-stories': {
      studioBackground(ctx, w, h, 'tint');
      const screens = view === 'ads-feed' ? (['feed', 'story'] as const) : (['story', 'story', 'story'] as const);
      const count = portrait ? 2 : screens.length;
      const pw = Math.min(w / (count + 0.9), (h * 0.86) / 2.05);
      const total = count * pw + (count - 1) * pw * 0.2;
      for (let k = 0; k < count; k++) {
        const ctxK = view === 'ads-feed' ? ctx : { ...ctx, brief: { ...brief, headline: [brief.headline, brief.items[0] ?? brief.cta, brief.items[1] ?? brief.cta][k] ?? brief.headline }, seed: `${seed}:${k}` };
        phone(ctxK, { x: (w - total) / 2 + k * pw * 1.2, y: (h - pw * 2.05) / 2, w: pw, h: pw * 2.05 }, screens[k] ?? 'story', lang, (k - 1) * 3);
      }
      break;
    }
    case 'ads-cards': {
      studioBackground(ctx, w, h, 'light');
      const count = portrait ? 2 : 3;
      const cw = Math.min(w / (count + 0.6), (h * 0.82) / 1.3);
      for (let k = 0; k < count; k++) adCard(ctx, { x: (w - count * cw * 1.08) / 2 + k * cw * 1.08, y: (h - cw * 1.3) / 2, w: cw, h: cw * 1.3 }, k, lang);
      break;
    }
    case 'ads-dashboard':
      studioBackground(ctx, w, h, 'light');
      browserWindow(ctx, { x: w * 0.06, y: h * 0.08, w: w * 0.88, h: h * 0.84 }, 'dashboard', 'en');
      break;

    // ------------------------------------------------ personal branding
    case 'person-cover': {
      studioBackground(ctx, w, h, 'tint');
      browserWindow(ctx, { x: w * 0.2, y: h * 0.07, w: w * 0.56, h: h * 0.6 }, 'article', 'en');
      const pw = Math.min(w * 0.17, (h * 0.86) / 2.05);
      phone(ctx, { x: w * 0.05, y: h * 0.18, w: pw, h: pw * 2.05 }, 'profile', 'en', -3);
      const cw = w * 0.3;
      businessCard(ctx, { x: w * 0.64, y: h * 0.58, w: cw, h: cw * 0.58 }, 'back', 5);
      businessCard(ctx, { x: w * 0.44, y: h * 0.66, w: cw * 0.9, h: cw * 0.9 * 0.58 }, 'front', -4);
      break;
    }
    case 'person-site':
      studioBackground(ctx, w, h, 'light');
      browserWindow(ctx, { x: w * 0.06, y: h * 0.08, w: w * 0.88, h: h * 0.84 }, 'article', 'en');
      break;
    case 'person-talk':
    case 'deck-chart':
      studioBackground(ctx, w, h, view === 'person-talk' ? 'dark' : 'light');
      slide(ctx, { x: w * 0.06, y: (h - w * 0.88 * 0.5625) / 2, w: w * 0.88, h: w * 0.88 * 0.5625 }, view === 'person-talk' ? 'bullets' : 'chart');
      break;

    // ------------------------------------------------ branding
    case 'brand-stationery': {
      studioBackground(ctx, w, h, 'tint');
      const lh = h * 0.84;
      const lw = lh * 0.707;
      envelope(ctx, { x: w * 0.04, y: h * 0.62, w: w * 0.42, h: w * 0.42 * 0.46 }, -3);
      letterhead(ctx, { x: w * 0.1, y: h * 0.06, w: lw, h: lh }, -3);
      const cw = Math.min(w * 0.34, (w - w * 0.1 - lw) * 0.95);
      businessCard(ctx, { x: w - cw - w * 0.05, y: h * 0.14, w: cw, h: cw * 0.58 }, 'front', 5);
      businessCard(ctx, { x: w - cw - w * 0.1, y: h * 0.5, w: cw, h: cw * 0.58 }, 'back', -4);
      break;
    }
    case 'brand-pack':
      drawView(ctx, ctx.consumer ? 'pack-hero' : 'logo-reverse', w, h, variant);
      break;
    case 'brand-site':
    case 'deck-site':
      drawView(ctx, 'site-laptop', w, h, variant);
      break;
    case 'brand-badge': {
      studioBackground(ctx, w, h, 'tint');
      const bw = u * 0.3;
      badge(ctx, { x: w * 0.16, y: h * 0.36, w: bw, h: bw * 1.35 }, 'Deepa K.', 'Front office', -5);
      const cw = w * 0.4;
      businessCard(ctx, { x: w * 0.52, y: h * 0.3, w: cw, h: cw * 0.58 }, 'front', 4);
      break;
    }

    // ------------------------------------------------ creative design
    case 'creative-posters':
      framedPosters(ctx, w, h, portrait ? 2 : 3, variant);
      break;
    case 'creative-brochure':
    case 'deck-brochure': {
      studioBackground(ctx, w, h, 'tint');
      const bw = w * 0.86;
      const bh = Math.min(h * 0.8, bw * 0.7);
      brochure(ctx, { x: (w - bw) / 2, y: (h - bh) / 2, w: bw, h: bh });
      break;
    }

    // ------------------------------------------------ business development
    case 'deck-cover': {
      studioBackground(ctx, w, h, 'tint');
      const sw = w * 0.56;
      slide(ctx, { x: w * 0.05, y: h * 0.1, w: sw, h: sw * 0.5625 }, 'title');
      const small = w * 0.32;
      slide(ctx, { x: w * 0.64, y: h * 0.1, w: small, h: small * 0.5625 }, 'chart');
      slide(ctx, { x: w * 0.64, y: h * 0.1 + small * 0.5625 + h * 0.05, w: small, h: small * 0.5625 }, 'bullets');
      const bw = w * 0.5;
      brochure(ctx, { x: w * 0.3, y: h * 0.64, w: bw, h: bw * 0.42 });
      break;
    }
    case 'deck-title':
      studioBackground(ctx, w, h, 'light');
      slide(ctx, { x: w * 0.06, y: (h - w * 0.88 * 0.5625) / 2, w: w * 0.88, h: w * 0.88 * 0.5625 }, 'title');
      break;
    case 'deck-grid': {
      studioBackground(ctx, w, h, 'tint');
      const kinds = ['title', 'numbers', 'chart', 'bullets'] as const;
      const sw = w * 0.42;
      const sh = sw * 0.5625;
      kinds.forEach((kind, k) => slide(ctx, { x: w * 0.06 + (k % 2) * (sw + w * 0.04), y: (h - 2 * sh - h * 0.05) / 2 + Math.floor(k / 2) * (sh + h * 0.05), w: sw, h: sh }, kind));
      break;
    }
    case 'deck-proposal': {
      studioBackground(ctx, w, h, 'tint');
      const lh = h * 0.86;
      letterhead(ctx, { x: w * 0.08, y: h * 0.07, w: lh * 0.707, h: lh }, 2);
      const sw = w * 0.5;
      slide(ctx, { x: w * 0.44, y: h * 0.3, w: sw, h: sw * 0.5625 }, 'numbers');
      break;
    }
    default:
      drawView(ctx, 'site-home', w, h, variant);
  }
}

function packKinds(brief: Brief): PackKind[] {
  if (/water/i.test(`${brief.brand} ${brief.line}`)) return ['bottle', 'bottle', 'bottle'];
  switch (brief.palette) {
    case 'coffee':
    case 'turmeric':
    case 'chilli':
      return ['pouch', 'jar', 'pouch'];
    case 'sweets':
    case 'honey':
      return ['tin', 'carton', 'jar'];
    case 'tea':
    case 'lake':
      return ['carton', 'tin', 'pouch'];
    case 'herbal':
    case 'brass':
      return ['jar', 'carton', 'jar'];
    case 'plum':
    case 'rose':
      return ['carton', 'pouch', 'carton'];
    default:
      return ['pouch', 'carton', 'jar'];
  }
}

/** A shopfront or clinic signboard on a wall. */
function signboard(ctx: Ctx, w: number, h: number): void {
  const { svg, brief, pal, seed } = ctx;
  svg.rect({ x: 0, y: 0, w, h }, svg.linearGradient([[0, mix(pal.paper, '#ffffff', 0.2)], [1, mix(pal.paper, '#000000', 0.1)]]));
  // Brick-like wall courses.
  for (let y = h * 0.08; y < h; y += h * 0.08) svg.rect({ x: 0, y, w, h: Math.max(1, h * 0.004) }, '#000000', 0, 'fill-opacity="0.05"');
  const board = { x: w * 0.08, y: h * 0.14, w: w * 0.84, h: h * 0.36 };
  svg.shadow(board, 4, 1.2);
  svg.rect(board, pal.primary, 4);
  kolamBorder(svg, { x: board.x, y: board.y + board.h * 0.86, w: board.w, h: board.h * 0.08 }, pal.secondary, inkOn(pal.primary));
  const ink = inkOn(pal.primary);
  drawLockup(svg, brief, { x: board.x + board.w * 0.06, y: board.y + board.h * 0.2, w: board.w * 0.88, h: board.h * 0.5 }, { layout: 'horizontal', ink, main: pal.secondary, second: ink, tamil: true, align: 'middle' }, seed);
  // Door and a window below.
  const door = { x: w * 0.36, y: h * 0.56, w: w * 0.28, h: h * 0.44 };
  svg.rect(door, mix(pal.ink, '#ffffff', 0.15));
  svg.rect(inset(door, w * 0.015), mix(pal.accent, '#ffffff', 0.55));
  svg.fitText(door.x + door.w / 2, door.y + door.h * 0.35, 'OPEN · 9 am – 8 pm', { family: 'Inter', weight: 700, size: door.h * 0.06, fill: pal.ink, anchor: 'middle' }, door.w * 0.8);
  svg.rect({ x: w * 0.08, y: h * 0.6, w: w * 0.22, h: h * 0.22 }, mix(pal.accent, '#ffffff', 0.6));
  svg.rect({ x: w * 0.7, y: h * 0.6, w: w * 0.22, h: h * 0.22 }, mix(pal.accent, '#ffffff', 0.6));
  drawSymbol(svg, brief.symbol, w * 0.81, h * 0.71, h * 0.12, pal.primary, pal.secondary, seed, brief.person?.initials);
}

/** Posters in frames on a wall. */
function framedPosters(ctx: Ctx, w: number, h: number, count: number, variant: number): void {
  const { svg, pal } = ctx;
  svg.rect({ x: 0, y: 0, w, h }, svg.linearGradient([[0, mix(pal.paper, '#ffffff', 0.45)], [1, mix(pal.paper, '#000000', 0.06)]]));
  svg.rect({ x: 0, y: h * 0.9, w, h: h * 0.1 }, mix(pal.paper, '#000000', 0.14));
  const ph = h * 0.72;
  const pw = Math.min(ph * 0.72, (w * 0.86) / count - w * 0.03);
  const total = count * pw + (count - 1) * w * 0.04;
  for (let k = 0; k < count; k++) {
    const x = (w - total) / 2 + k * (pw + w * 0.04);
    const y = h * 0.09 + (k % 2) * h * 0.03;
    const frame = Math.max(3, pw * 0.035);
    const outer = { x: x - frame, y: y - frame, w: pw + 2 * frame, h: ph + 2 * frame };
    svg.shadow(outer, 0, 1);
    svg.rect(outer, '#2b2118');
    const tamil = k === 1 && ctx.brief.headlineTa !== undefined;
    poster(ctx, { x, y, w: pw, h: ph }, variant + k, tamil ? 'both' : 'en', posterWords(ctx.brief, k));
  }
}

/** The words on the k-th of a set of posters (alt texts quote the same). */
export function posterWords(brief: Brief, k: number): string {
  if (k === 0) return brief.headline;
  if (k === 1) return brief.headlineTa ?? brief.items[0] ?? brief.headline;
  return brief.items[1] ?? brief.cta;
}

/** A grid of square social posts. */
function postsGrid(ctx: Ctx, w: number, h: number, variant: number): void {
  const { svg } = ctx;
  studioBackground(ctx, w, h, 'light');
  const cols = w > h * 1.2 ? 3 : 2;
  const rows = w > h * 1.2 ? 2 : 3;
  const gap = Math.min(w, h) * 0.025;
  const cell = Math.min((w * 0.9 - gap * (cols - 1)) / cols, (h * 0.9 - gap * (rows - 1)) / rows);
  const gx = (w - (cell * cols + gap * (cols - 1))) / 2;
  const gy = (h - (cell * rows + gap * (rows - 1))) / 2;
  const lang = bilingual(ctx.brief);
  for (let k = 0; k < cols * rows; k++) {
    const box = { x: gx + (k % cols) * (cell + gap), y: gy + Math.floor(k / cols) * (cell + gap), w: cell, h: cell };
    svg.shadow(box, 4, 0.7);
    socialPost(ctx, box, variant + k, lang, k);
  }
}

/** A case-study logo artboard (640×640): the mark and its name on paper. */
function logoArtboard(ctx: Ctx, w: number, h: number): void {
  const { svg, brief, pal, seed } = ctx;
  svg.rect({ x: 0, y: 0, w, h }, mix(pal.paper, '#ffffff', 0.3));
  drawLockup(svg, brief, { x: w * 0.12, y: h * 0.18, w: w * 0.76, h: h * 0.62 }, { layout: 'stacked', ink: pal.ink, main: pal.primary, second: pal.secondary, tamil: true }, seed);
}

// ---------------------------------------------------------------- client wordmarks

/** One of the thirty client logos: its own layout, typeface, symbol and colours. */
export function clientLogo(ctx: Ctx, brief: ClientBrief, w: number, h: number): void {
  const { svg, pal, seed } = ctx;
  const ground = brief.logo.ground === 'primary' ? pal.primary : brief.logo.ground === 'paper' ? mix(pal.paper, '#ffffff', 0.2) : '#ffffff';
  const ink = brief.logo.ground === 'primary' ? inkOn(pal.primary) : pal.ink;
  const main = brief.logo.ground === 'primary' ? pal.secondary : pal.primary;
  svg.rect({ x: 0, y: 0, w, h }, ground);
  const name = nameStyle(brief, h * 0.3, ink);
  const initial = (brief.brand.replace(/[^A-Za-z]/g, '')[0] ?? 'K').toUpperCase();
  switch (brief.logo.layout) {
    case 'side':
      drawLockup(svg, brief, { x: w * 0.08, y: h * 0.3, w: w * 0.84, h: h * 0.4 }, { layout: 'horizontal', ink, main, second: pal.secondary, lineColour: main, align: 'middle' }, seed);
      break;
    case 'stack':
      drawLockup(svg, brief, { x: w * 0.12, y: h * 0.12, w: w * 0.76, h: h * 0.76 }, { layout: 'stacked', ink, main, second: pal.secondary, lineColour: main }, seed);
      break;
    case 'word': {
      const size = Math.min(h * 0.3, (h * 0.3 * w * 0.8) / measure(name.text, name.style));
      svg.text(w / 2, h * 0.56, name.text, { ...name.style, size, anchor: 'middle' });
      const width = measure(name.text, { ...name.style, size });
      svg.rect({ x: w / 2 - width / 2, y: h * 0.64, w: width * 0.3, h: h * 0.025 }, pal.secondary);
      svg.text(w / 2 + width / 2, h * 0.72, brief.line, { family: 'Inter', weight: 700, size: h * 0.065, fill: main, anchor: 'end', letterSpacing: h * 0.01, caps: true });
      break;
    }
    case 'block': {
      const size = Math.min(h * 0.26, (h * 0.26 * w * 0.7) / measure(name.text, name.style));
      const width = measure(name.text, { ...name.style, size });
      const box = { x: (w - width) / 2 - h * 0.1, y: h * 0.28, w: width + h * 0.2, h: size * 1.35 };
      const fill = brief.logo.ground === 'primary' ? mix(pal.primary, '#000000', 0.25) : pal.primary;
      svg.rect(box, fill, brief.font === 'Righteous' ? box.h / 2 : h * 0.02);
      svg.text(w / 2, box.y + box.h * 0.74, name.text, { ...name.style, size, fill: inkOn(fill), anchor: 'middle' });
      svg.text(w / 2, box.y + box.h + h * 0.13, brief.line, { family: 'Inter', weight: 700, size: h * 0.07, fill: brief.logo.ground === 'primary' ? ink : pal.primary, anchor: 'middle', caps: true, letterSpacing: h * 0.012 });
      break;
    }
    case 'emblem': {
      const r = h * 0.3;
      const cx = w * 0.2;
      svg.circle(cx, h / 2, r, pal.primary);
      svg.circle(cx, h / 2, r * 0.84, 'none', `stroke="${pal.secondary}" stroke-width="${n(h * 0.012)}"`);
      drawSymbol(svg, brief.symbol, cx, h / 2, r * 1.05, inkOn(pal.primary), pal.secondary, seed);
      const tx = cx + r + w * 0.05;
      const size = Math.min(h * 0.2, (h * 0.2 * (w - tx - w * 0.05)) / measure(name.text, { ...name.style, size: h * 0.2 }));
      svg.text(tx, h * 0.5, name.text, { ...name.style, size });
      svg.fitText(tx, h * 0.66, brief.line, { family: 'Inter', size: h * 0.075, fill: main }, w - tx - w * 0.05);
      if (brief.tamil) svg.fitText(tx, h * 0.3, brief.tamil, { family: 'Noto Sans Tamil', weight: 700, size: h * 0.08, fill: pal.secondary }, w - tx - w * 0.05);
      break;
    }
    case 'monogram': {
      const s = h * 0.5;
      const box = { x: w / 2 - s / 2, y: h * 0.1, w: s, h: s };
      svg.rect(box, pal.primary, brief.symbol === 'tooth' ? s / 2 : s * 0.18);
      svg.text(w / 2, box.y + s * 0.74, initial, { family: brief.font, weight: brief.weight, size: s * 0.7, fill: inkOn(pal.primary), anchor: 'middle' });
      drawSymbol(svg, brief.symbol, box.x + s * 0.86, box.y + s * 0.16, s * 0.2, pal.secondary, pal.accent, seed);
      svg.fitText(w / 2, h * 0.82, `${brief.brand} ${brief.line}`, { family: brief.font, weight: brief.weight, size: h * 0.1, fill: ink, anchor: 'middle', caps: brief.caps }, w * 0.84);
      break;
    }
    case 'script': {
      const size = Math.min(h * 0.34, (h * 0.34 * w * 0.76) / measure(name.text, { ...name.style, size: h * 0.34 }));
      svg.text(w / 2, h * 0.55, name.text, { ...name.style, size, anchor: 'middle', fill: pal.primary });
      const width = measure(name.text, { ...name.style, size });
      svg.path(`M${n(w / 2 - width * 0.45)} ${n(h * 0.66)}Q${n(w / 2)} ${n(h * 0.58)} ${n(w / 2 + width * 0.48)} ${n(h * 0.64)}`, 'none', `stroke="${pal.secondary}" stroke-width="${n(h * 0.02)}" stroke-linecap="round"`);
      svg.text(w / 2, h * 0.8, brief.line, { family: 'Inter', weight: 700, size: h * 0.065, fill: pal.ink, anchor: 'middle', caps: true, letterSpacing: h * 0.015 });
      if (brief.tamil) svg.text(w / 2, h * 0.22, brief.tamil, { family: 'Noto Sans Tamil', weight: 700, size: h * 0.08, fill: pal.secondary, anchor: 'middle' });
      break;
    }
    case 'ruled': {
      const size = Math.min(h * 0.22, (h * 0.22 * w * 0.8) / measure(name.text, { ...name.style, size: h * 0.22 }));
      svg.rect({ x: w * 0.1, y: h * 0.27, w: w * 0.8, h: h * 0.012 }, main);
      svg.rect({ x: w * 0.1, y: h * 0.3, w: w * 0.8, h: h * 0.004 }, main);
      svg.text(w / 2, h * 0.55, name.text, { ...name.style, size, anchor: 'middle', fill: pal.primary });
      svg.rect({ x: w * 0.1, y: h * 0.64, w: w * 0.8, h: h * 0.004 }, main);
      svg.rect({ x: w * 0.1, y: h * 0.66, w: w * 0.8, h: h * 0.012 }, main);
      svg.text(w / 2, h * 0.81, brief.line, { family: 'Inter', weight: 700, size: h * 0.065, fill: ink, anchor: 'middle', caps: true, letterSpacing: h * 0.03 });
      drawSymbol(svg, brief.symbol, w / 2, h * 0.15, h * 0.14, pal.secondary, pal.accent, seed);
      if (brief.tamil) {
        svg.text(w * 0.1, h * 0.2, brief.tamil, { family: 'Noto Sans Tamil', weight: 700, size: h * 0.06, fill: pal.secondary });
      }
      break;
    }
    case 'crest': {
      // A heraldic shield holding the symbol, the short name in capitals beside it.
      const sw = h * 0.5;
      const sx = w * 0.1;
      const sy = h * 0.2;
      const shield = `M${n(sx)} ${n(sy)}H${n(sx + sw)}V${n(sy + sw * 0.62)}C${n(sx + sw)} ${n(sy + sw * 0.98)} ${n(sx + sw * 0.62)} ${n(sy + sw * 1.1)} ${n(sx + sw / 2)} ${n(sy + sw * 1.2)}C${n(sx + sw * 0.38)} ${n(sy + sw * 1.1)} ${n(sx)} ${n(sy + sw * 0.98)} ${n(sx)} ${n(sy + sw * 0.62)}Z`;
      svg.path(shield, pal.primary);
      svg.path(shield, 'none', `stroke="${pal.secondary}" stroke-width="${n(h * 0.014)}" transform="translate(${n(sx + sw / 2)} ${n(sy + sw * 0.6)}) scale(0.86) translate(${n(-(sx + sw / 2))} ${n(-(sy + sw * 0.6))})"`);
      drawSymbol(svg, brief.symbol, sx + sw / 2, sy + sw * 0.52, sw * 0.5, pal.secondary, pal.primary, seed);
      const tx = sx + sw + w * 0.05;
      const room = w - tx - w * 0.06;
      const size = Math.min(h * 0.3, (h * 0.3 * room) / measure(name.text, { ...name.style, size: h * 0.3 }));
      svg.text(tx, h * 0.52, name.text, { ...name.style, size, letterSpacing: size * 0.08 });
      svg.rect({ x: tx, y: h * 0.58, w: room * 0.92, h: h * 0.008 }, pal.secondary);
      svg.fitText(tx, h * 0.7, brief.line, { family: 'Zilla Slab', weight: 700, size: h * 0.07, fill: main, caps: true, letterSpacing: h * 0.008 }, room);
      break;
    }
    case 'swoosh': {
      // The name over a river-like wave, a drop riding it.
      const size = Math.min(h * 0.24, (h * 0.24 * w * 0.8) / measure(name.text, { ...name.style, size: h * 0.24 }));
      const width = measure(name.text, { ...name.style, size });
      svg.text(w / 2, h * 0.47, name.text, { ...name.style, size, anchor: 'middle', fill: pal.primary });
      const x0 = w / 2 - width / 2;
      const x1 = w / 2 + width / 2;
      const y = h * 0.6;
      const a = h * 0.05;
      const q = (x1 - x0) / 4;
      svg.path(`M${n(x0)} ${n(y)}C${n(x0 + q * 0.6)} ${n(y - a)} ${n(x0 + q * 1.4)} ${n(y - a)} ${n(x0 + 2 * q)} ${n(y)}S${n(x1 - q * 0.6)} ${n(y + a)} ${n(x1)} ${n(y)}`, 'none', `stroke="${pal.secondary}" stroke-width="${n(h * 0.03)}" stroke-linecap="round"`);
      drawSymbol(svg, brief.symbol, x1 + h * 0.06, h * 0.3, h * 0.12, pal.primary, pal.secondary, seed);
      svg.text(w / 2, h * 0.78, brief.line, { family: 'Inter', weight: 700, size: h * 0.06, fill: ink, anchor: 'middle', caps: true, letterSpacing: h * 0.014 });
      break;
    }
    case 'frame': {
      // A woven-label frame: double rule, the name inside, the descriptor set into the lower edge.
      const frame = { x: w * 0.16, y: h * 0.16, w: w * 0.68, h: h * 0.64 };
      svg.strokeRect(frame, pal.primary, h * 0.018);
      svg.strokeRect(inset(frame, h * 0.035), pal.primary, h * 0.006);
      const size = Math.min(h * 0.26, (h * 0.26 * frame.w * 0.72) / measure(name.text, { ...name.style, size: h * 0.26 }));
      svg.text(w / 2, frame.y + frame.h * 0.6, name.text, { ...name.style, size, anchor: 'middle', fill: pal.primary, italic: false });
      const label = brief.line.toUpperCase();
      const lsize = h * 0.065;
      const lw = measure(label, { family: 'Inter', weight: 700, size: lsize, letterSpacing: h * 0.02 }) + h * 0.08;
      svg.rect({ x: w / 2 - lw / 2, y: frame.y + frame.h - h * 0.05, w: lw, h: h * 0.1 }, ground);
      svg.text(w / 2, frame.y + frame.h + lsize * 0.36, label, { family: 'Inter', weight: 700, size: lsize, fill: pal.secondary, anchor: 'middle', letterSpacing: h * 0.02 });
      for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) svg.circle(frame.x + dx * frame.w, frame.y + dy * frame.h, h * 0.02, pal.secondary);
      break;
    }
    case 'initials': {
      // Two initials in a circle, the symbol tucked into its edge, name and descriptor beside.
      const r = h * 0.24;
      const cx = w * 0.1 + r;
      const initials = brief.brand.split(/\s+/).map((word) => word[0] ?? '').join('').slice(0, 2).toUpperCase();
      svg.circle(cx, h / 2, r, pal.primary);
      svg.text(cx, h / 2 + r * 0.26, initials, { family: brief.font, weight: brief.weight, size: r * 0.8, fill: inkOn(pal.primary), anchor: 'middle', letterSpacing: -r * 0.03 });
      svg.circle(cx + r * 0.74, h / 2 - r * 0.74, r * 0.3, '#ffffff');
      drawSymbol(svg, brief.symbol, cx + r * 0.74, h / 2 - r * 0.74, r * 0.42, pal.secondary, pal.accent, seed);
      const tx = cx + r + w * 0.05;
      const room = w - tx - w * 0.06;
      const size = Math.min(h * 0.17, (h * 0.17 * room) / measure(name.text, { ...name.style, size: h * 0.17 }));
      svg.text(tx, h * 0.5, name.text, { ...name.style, size, fill: pal.secondary });
      svg.text(tx, h * 0.66, brief.line, { family: 'Inter', weight: 700, size: h * 0.075, fill: pal.primary, caps: true, letterSpacing: h * 0.03 });
      break;
    }
  }
}

// ---------------------------------------------------------------- services, industries, blog, pages

const serviceShowcase: Readonly<Record<string, [number, string]>> = {
  branding: [1, 'brand-stationery'],
  packaging: [32, 'pack-shelf'],
  'web-development': [31, 'site-cover'],
  'app-development': [11, 'site-phones'],
  marketing: [6, 'ads-cover'],
  'personal-brand': [4, 'person-cover'],
};

function serviceBanner(svg: Svg, seed: string, slug: string, w: number, h: number): void {
  const [caseId, view] = serviceShowcase[slug] ?? [1, 'brand-stationery'];
  drawView(makeCtx(svg, caseBrief(caseId, '', ''), seed), view, w, h, caseId);
}

const industryShowcase: Readonly<Record<string, [number, string]>> = {
  education: [48, 'site-laptop'],
  government: [3, 'event-stage'],
  health: [56, 'brand-site'],
  business: [8, 'deck-cover'],
  travel: [40, 'site-cover'],
  consumer: [0, 'multi-shelf'],
};

function industryImage(svg: Svg, seed: string, slug: string, w: number, h: number): void {
  const [caseId, view] = industryShowcase[slug] ?? [1, 'multi-shelf'];
  if (view === 'multi-shelf') return multiBrandShelf(svg, seed, w, h);
  drawView(makeCtx(svg, caseBrief(caseId, '', ''), seed), view, w, h, caseId);
}

/** A supermarket shelf with several clients' packs side by side. */
function multiBrandShelf(svg: Svg, seed: string, w: number, h: number): void {
  const shelfY = h * 0.8;
  const base = makeCtx(svg, caseBrief(1, '', ''), seed);
  shelfBackground({ ...base, pal: palettes.indigo }, w, h, shelfY);
  const ids: [number, PackKind][] = [[1, 'pouch'], [5, 'tin'], [42, 'carton'], [32, 'jar'], [12, 'pouch']];
  const slot = w / (ids.length + 0.4);
  ids.forEach(([id, kind], k) => {
    const ctx = makeCtx(svg, caseBrief(id, '', ''), `${seed}:${id}`);
    const pw = slot * (kind === 'jar' || kind === 'tin' ? 0.74 : 0.82);
    const ph = pw * packRatio[kind];
    pack(ctx, kind, { x: w * 0.04 + k * slot * 1.05 + (slot - pw) / 2, y: shelfY - ph, w: pw, h: ph }, k);
  });
}

const blogShowcase: Readonly<Record<number, [number, string]>> = {
  1: [6, 'ads-dashboard'],
  2: [16, 'bilingual-type'],
  3: [5, 'pack-shelf'],
};

function blogCover(svg: Svg, seed: string, id: number, w: number, h: number): void {
  const [caseId, view] = blogShowcase[id] ?? [1 + (id % 60), 'brand-stationery'];
  const ctx = makeCtx(svg, caseBrief(caseId, '', ''), seed);
  if (view === 'bilingual-type') return typeSpecimen(ctx, w, h);
  drawView(ctx, view, w, h, id);
}

/** Tamil and English lettering side by side: a type specimen for a bilingual identity. */
function typeSpecimen(ctx: Ctx, w: number, h: number): void {
  const { svg, pal, seed } = ctx;
  svg.rect({ x: 0, y: 0, w, h }, mix(pal.paper, '#ffffff', 0.3));
  svg.rect({ x: w / 2, y: 0, w: w / 2, h }, pal.primary);
  const ink = inkOn(pal.primary);
  svg.text(w * 0.07, h * 0.16, 'TAMIL · NOTO SERIF TAMIL', { family: 'IBM Plex Mono', weight: 600, size: h * 0.028, fill: mix(pal.ink, '#ffffff', 0.35), letterSpacing: h * 0.004 });
  svg.fitText(w * 0.07, h * 0.48, 'அ ஆ இ', { family: 'Noto Serif Tamil', weight: 700, size: h * 0.2, fill: pal.ink }, w * 0.38);
  svg.fitText(w * 0.07, h * 0.7, 'வணக்கம், சென்னை', { family: 'Noto Sans Tamil', weight: 700, size: h * 0.075, fill: pal.primary }, w * 0.38);
  svg.fitText(w * 0.07, h * 0.82, 'கொங்கு மகளிர் · தமிழ் முதலில்', { family: 'Noto Sans Tamil', weight: 400, size: h * 0.045, fill: pal.ink }, w * 0.38);
  svg.text(w * 0.57, h * 0.16, 'ENGLISH · FRAUNCES', { family: 'IBM Plex Mono', weight: 600, size: h * 0.028, fill: mix(ink, pal.primary, 0.3), letterSpacing: h * 0.004 });
  svg.text(w * 0.57, h * 0.48, 'Aa Bb', { family: 'Fraunces', weight: 700, size: h * 0.2, fill: ink });
  svg.fitText(w * 0.57, h * 0.7, 'Hello, Chennai', { family: 'Fraunces', weight: 700, size: h * 0.075, fill: pal.secondary }, w * 0.38);
  svg.fitText(w * 0.57, h * 0.82, 'Kongu Magalir · Tamil first', { family: 'Inter', weight: 400, size: h * 0.045, fill: ink }, w * 0.38);
  kolamBorder(svg, { x: 0, y: h * 0.92, w, h: h * 0.04 }, pal.secondary, pal.accent);
  void seed;
}

/** What each /learn slide shows on its right-hand side. */
const learnShowcase = ['kolam', 'site', 'type', 'phones', 'posters'] as const;

/**
 * A hero background (learn slides, contact): the left two thirds dark and calm (tone-on-tone
 * kolam lines, for the page text on top), the work itself in the right third.
 */
function heroBackground(svg: Svg, seed: string, w: number, h: number, show: (typeof learnShowcase)[number], index: number): void {
  const night = '#121735';
  svg.rect({ x: 0, y: 0, w, h }, svg.linearGradient([[0, '#0f1330'], [0.6, night], [1, '#1b2250']], 1, 0.3));
  // Calm zone: tone-on-tone kolam, luminance well under what cream text needs.
  kolamPanel(svg, { x: -w * 0.05, y: h * 0.05, w: w * 0.7, h: h * 0.9 }, `${seed}:calm`, '#1f2650', '#262e5e', { cols: 11, shape: 'rect', width: 0.05 });
  const zone = { x: w * 0.68, y: 0, w: w * 0.32, h };
  svg.rect(zone, svg.linearGradient([[0, night], [1, '#1d2454']], 1, 0));
  const pal = palettes.indigo;
  const brief = caseBrief([31, 2, 9, 11, 13][index % 5] ?? 31, '', '');
  const ctx = makeCtx(svg, brief, seed);
  const cx = zone.x + zone.w / 2;
  switch (show) {
    case 'kolam': {
      const k = generateKolam({ seed: `${seed}:show`, shape: 'diamond', cols: 7 });
      const size = kolamSize(k, 1);
      const spacing = (zone.w * 0.85) / size.width;
      const layout = { spacing, x: cx - (size.width * spacing) / 2, y: h / 2 - (size.height * spacing) / 2 };
      for (const d of kolamPaths(k, layout, 1)) svg.path(d, 'none', `stroke="${pal.secondary}" stroke-width="${n(spacing * 0.09)}" stroke-linejoin="round"`);
      for (const p of kolamDots(k, layout)) svg.circle(p.x, p.y, spacing * 0.08, pal.paper);
      break;
    }
    case 'site':
      browserWindow(ctx, { x: zone.x + zone.w * 0.08, y: h * 0.2, w: zone.w * 1.1, h: h * 0.6 }, 'home', bilingual(brief));
      break;
    case 'type':
      svg.text(cx, h * 0.45, 'Aa', { family: 'Fraunces', weight: 700, size: h * 0.26, fill: pal.paper, anchor: 'middle' });
      svg.text(cx, h * 0.7, 'அ ஆ', { family: 'Noto Serif Tamil', weight: 700, size: h * 0.16, fill: pal.secondary, anchor: 'middle' });
      break;
    case 'phones': {
      const pw = zone.w * 0.42;
      phone(ctx, { x: zone.x + zone.w * 0.06, y: h * 0.14, w: pw, h: pw * 2.05 }, 'home', 'en', -4);
      phone(ctx, { x: zone.x + zone.w * 0.52, y: h * 0.2, w: pw, h: pw * 2.05 }, 'list', 'en', 4);
      break;
    }
    case 'posters': {
      const pw = zone.w * 0.4;
      poster(ctx, { x: zone.x + zone.w * 0.07, y: h * 0.2, w: pw, h: pw * 1.4 }, 0);
      poster(makeCtx(svg, caseBrief(13, '', ''), `${seed}:p2`), { x: zone.x + zone.w * 0.53, y: h * 0.32, w: pw, h: pw * 1.4 }, 1);
      break;
    }
  }
}

function pageImage(svg: Svg, seed: string, key: string, w: number, h: number): void {
  switch (key) {
    case 'homeAbout':
      return studioDesk(svg, seed, w, h);
    case 'aboutHero':
      return studioWall(svg, seed, w, h);
    case 'aboutStory':
      return kolamStory(svg, seed, w, h);
    case 'contactHero':
      return heroBackground(svg, seed, w, h, 'phones', 1);
    case 'defaultIndustry':
      return drawView(makeCtx(svg, caseBrief(17, '', ''), seed), 'site-cover', w, h, 17);
    case 'openGraph':
      return brandCard(svg, seed, w, h);
    default:
      return heroBackground(svg, seed, w, h, 'kolam', 0);
  }
}

/** The studio's desk seen from above: several clients' work laid out together. */
function studioDesk(svg: Svg, seed: string, w: number, h: number): void {
  svg.rect({ x: 0, y: 0, w, h }, svg.linearGradient([[0, '#e9e1d2'], [1, '#d8cdb9']], 1, 1));
  const u = Math.min(w, h);
  const coffee = makeCtx(svg, caseBrief(1, '', ''), `${seed}:1`);
  letterhead(coffee, { x: w * 0.05, y: h * 0.06, w: u * 0.48, h: u * 0.48 * 1.414 }, -4);
  const school = makeCtx(svg, caseBrief(2, '', ''), `${seed}:2`);
  const pw = u * 0.26;
  phone(school, { x: w * 0.62, y: h * 0.05, w: pw, h: pw * 2.05 }, 'home', 'both', 6);
  const fest = makeCtx(svg, caseBrief(13, '', ''), `${seed}:13`);
  svg.rotate(-3, w * 0.5, h * 0.7, () => {
    svg.shadow({ x: w * 0.38, y: h * 0.5, w: u * 0.3, h: u * 0.42 }, 0, 1);
    poster(fest, { x: w * 0.38, y: h * 0.5, w: u * 0.3, h: u * 0.42 }, 0);
  });
  const dental = makeCtx(svg, caseBrief(10, '', ''), `${seed}:10`);
  businessCard(dental, { x: w * 0.64, y: h * 0.7, w: u * 0.36, h: u * 0.36 * 0.58 }, 'front', 8);
  // Colour chips and a pencil.
  ['#1f2a5a', '#f29a1d', '#d8432c', '#3d7a4f'].forEach((c, i) => svg.rect({ x: w * 0.06 + i * u * 0.07, y: h * 0.9, w: u * 0.06, h: u * 0.06 }, c, 4));
}

/** The studio wall: pinned-up work across brands (about page banner, no text on top). */
function studioWall(svg: Svg, seed: string, w: number, h: number): void {
  svg.rect({ x: 0, y: 0, w, h }, svg.linearGradient([[0, '#f4ecdc'], [1, '#e6dbc6']]));
  // Relative widths of the pinned pieces; they fill the width with even gaps.
  const items: [number, 'poster' | 'post' | 'card' | 'site', number][] = [[13, 'poster', 0.16], [1, 'card', 0.19], [31, 'site', 0.3], [5, 'poster', 0.16], [42, 'poster', 0.16]];
  const gap = (w * (1 - items.reduce((a, [, , r]) => a + r, 0))) / (items.length + 1);
  let x = gap;
  items.forEach(([id, kind, r], k) => {
    const ctx = makeCtx(svg, caseBrief(id, '', ''), `${seed}:${id}`);
    const iw = w * r;
    if (kind === 'poster') {
      const ih = Math.min(iw * 1.4, h * 0.86);
      const y = (h - ih) / 2 + (k % 2 ? h * 0.04 : -h * 0.03);
      svg.shadow({ x, y, w: iw, h: ih }, 0, 0.8);
      poster(ctx, { x, y, w: iw, h: ih }, k);
    } else if (kind === 'post') {
      const y = (h - iw) / 2 + h * 0.05;
      svg.shadow({ x, y, w: iw, h: iw }, 0, 0.8);
      socialPost(ctx, { x, y, w: iw, h: iw }, k);
    } else if (kind === 'card') {
      businessCard(ctx, { x, y: h * 0.24, w: iw, h: iw * 0.58 }, 'front', -5);
      businessCard(ctx, { x, y: h * 0.54, w: iw, h: iw * 0.58 }, 'back', 4);
    } else {
      const ih = iw * 0.66;
      browserWindow(ctx, { x, y: (h - ih) / 2, w: iw, h: ih }, 'home', 'both');
    }
    x += iw + gap;
  });
}

/** A kolam drawn in rice flour on a threshold, with the pulli still visible. */
function kolamStory(svg: Svg, seed: string, w: number, h: number): void {
  svg.rect({ x: 0, y: 0, w, h }, svg.radialGradient([[0, '#6b4a3a'], [1, '#3d2a22']], 0.5, 0.45, 0.8));
  const k = generateKolam({ seed: `${seed}:story`, shape: 'rect', cols: 7, rows: 5, wander: 0.8 });
  const size = kolamSize(k, 1);
  const spacing = Math.min((w * 0.78) / size.width, (h * 0.8) / size.height);
  const layout = { spacing, x: (w - size.width * spacing) / 2, y: (h - size.height * spacing) / 2 };
  for (const d of kolamPaths(k, layout, 1)) {
    svg.path(d, 'none', `stroke="#f6efe2" stroke-width="${n(spacing * 0.1)}" stroke-linejoin="round" stroke-opacity="0.95"`);
  }
  for (const p of kolamDots(k, layout)) svg.circle(p.x, p.y, spacing * 0.07, '#f6efe2');
  // A brass lamp at the corner, as at a doorstep.
  const lampX = w * 0.945;
  const lampY = h * 0.93;
  svg.path(`M${n(lampX - w * 0.05)} ${n(lampY)}Q${n(lampX)} ${n(lampY + h * 0.06)} ${n(lampX + w * 0.05)} ${n(lampY)}Z`, '#d4a017');
  svg.path(`M${n(lampX)} ${n(lampY - h * 0.09)}Q${n(lampX + w * 0.018)} ${n(lampY - h * 0.03)} ${n(lampX)} ${n(lampY - h * 0.005)}Q${n(lampX - w * 0.018)} ${n(lampY - h * 0.03)} ${n(lampX)} ${n(lampY - h * 0.09)}Z`, '#f29a1d');
}

/** The default share image: the studio's name beside a kolam (text on flat colour). */
function brandCard(svg: Svg, seed: string, w: number, h: number): void {
  svg.rect({ x: 0, y: 0, w, h }, '#1f2a5a');
  const k = generateKolam({ seed: 'kolam-studio-og', shape: 'diamond', cols: 7 });
  const size = kolamSize(k, 1);
  // The kolam takes the right side and never reaches the name (text on flat colour only).
  const nameEnd = w * 0.07 + measure('Kolam Studio', { family: 'Fraunces', weight: 700, size: h * 0.13 });
  const spacing = Math.min((h * 0.78) / size.height, (w * 0.94 - nameEnd - w * 0.05) / size.width);
  const layout = { spacing, x: w * 0.94 - size.width * spacing, y: (h - size.height * spacing) / 2 };
  for (const d of kolamPaths(k, layout, 1)) svg.path(d, 'none', `stroke="#f29a1d" stroke-width="${n(spacing * 0.09)}" stroke-linejoin="round"`);
  for (const p of kolamDots(k, layout)) svg.circle(p.x, p.y, spacing * 0.08, '#f6eedc');
  svg.text(w * 0.07, h * 0.46, 'Kolam Studio', { family: 'Fraunces', weight: 700, size: h * 0.13, fill: '#f6eedc' });
  svg.text(w * 0.07, h * 0.58, 'Branding and business development · Chennai', { family: 'Inter', weight: 400, size: h * 0.04, fill: '#f6eedc', opacity: 0.85 });
  svg.text(w * 0.07, h * 0.66, 'கோலம் ஸ்டுடியோ · சென்னை', { family: 'Noto Sans Tamil', weight: 700, size: h * 0.04, fill: '#f29a1d' });
  void seed;
}

export { illustration, themeFor };
export type { Palette, Box };
