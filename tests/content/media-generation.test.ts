/**
 * Artwork generation: each image draws the work of the record it belongs to, lettered in
 * the bundled fonts; deterministic; real AVIF files in every width and a WebP fallback, cached, re-rendered when
 * the record changes. The thirty client logos are thirty different images.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkSvg, caseGalleryViews, planArtwork, type ArtInput } from '../../scripts/media/art.js';
import { caseBrief } from '../../scripts/media/briefs.js';
import { clientBriefs, clientNames } from '../../scripts/media/clients.js';
import { drawOneAtATime, fontFiles, fontsDir, useBundledFonts } from '../../scripts/media/fonts.js';
import { renderMedia } from '../../scripts/media/render.js';
import { caseGalleryImages, content, siteContent } from '../helpers/content.js';

const { caseStudies, clientLogos } = content;
/** The artwork the content shows, as the build renders it (scripts/content/load.ts). */
const inputs = siteContent.artwork;
const input = (src: string): ArtInput => {
  const found = inputs.find((i) => i.src === src);
  if (!found) throw new Error(`no image ${src}`);
  return found;
};
/** The words an SVG letters, in order. */
const lettering = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const TAMIL = /[\u0B80-\u0BFF]/;

describe('what each image draws', () => {
  it('knows the record every image belongs to', () => {
    expect(inputs.every((i) => i.context !== undefined && i.context.kind !== 'other')).toBe(true);
    const contexts = new Map(inputs.map((i) => [i.src, i.context]));
    expect(inputs).toHaveLength(new Set(inputs.map((i) => i.src)).size);
    expect(contexts.get('/media/case-studies/cs-2')).toMatchObject({ kind: 'case-cover', caseId: 2, category: 'Website' });
    expect(contexts.get('/media/case-gallery/cs-2-3')).toMatchObject({ kind: 'case-gallery', caseId: 2, index: 3 });
    expect(contexts.get('/media/client-logos/vel-foods')).toEqual({ kind: 'client-logo', name: 'Vel Foods' });
  });

  it('gives every case study of a category the views of that kind of work', () => {
    // Six different views per category, so a case with six images shows six different things.
    for (const views of Object.values(caseGalleryViews)) expect(new Set(views).size).toBe(6);
    expect(caseGalleryViews.Website.every((view) => view.startsWith('site-'))).toBe(true);
    expect(caseGalleryViews['Packaging Design'].every((view) => view.startsWith('pack-'))).toBe(true);
  });

  it("letters each case study's cover with the name the client's work carries, taken from its case study", () => {
    for (const study of caseStudies) {
      const { brand, tamil } = caseBrief(study.id, study.client, study.title);
      // The business, event or person the case study names (Kaveri, Kalai Vizha, Prof. R. Kannan).
      expect(JSON.stringify(study).replace(/'/g, '’'), `case ${study.id}`).toContain(brand.replace(/'/g, '’'));
      const words = lettering(artworkSvg(input(study.image.src))).join(' ').toLowerCase();
      // In Latin letters, or in Tamil for an identity lettered in Tamil (Kongu Magalir).
      const named = words.includes(brand.split(' ')[0]!.toLowerCase()) || (tamil !== undefined && words.includes(tamil));
      expect(named, `case ${study.id} cover names ${brand}`).toBe(true);
    }
    const school = lettering(artworkSvg(input('/media/case-gallery/cs-2-1')));
    expect(school).toContain('Sri Vidya Mandir');
    expect(school).toContain('Fee structure');
  });

  it('letters Tamil where the work was bilingual, and none where it was not', () => {
    expect(lettering(artworkSvg(input('/media/case-studies/cs-2'))).some((w) => TAMIL.test(w))).toBe(true);
    expect(lettering(artworkSvg(input('/media/case-gallery/cs-19-1'))).some((w) => TAMIL.test(w))).toBe(true);
    expect(lettering(artworkSvg(input('/media/case-gallery/cs-11-1'))).some((w) => TAMIL.test(w))).toBe(false);
  });

  it('shows real words wherever a layout holds text (no empty text, no grey bars standing in for it)', () => {
    for (const src of ['/media/case-gallery/cs-2-1', '/media/case-gallery/cs-8-2', '/media/gallery/project-3', '/media/pages/contact-hero', '/media/learn/slide-2']) {
      const svg = artworkSvg(input(src));
      const words = lettering(svg);
      expect(words.length, src).toBeGreaterThan(5);
      expect(words.every((w) => w.trim().length > 0)).toBe(true);
    }
  });

  it('uses only the shipped fonts, each with its licence', () => {
    const families = new Set<string>();
    for (const i of inputs.filter((_, k) => k % 7 === 0)) for (const m of artworkSvg(i).matchAll(/font-family="([^"]+)"/g)) families.add(m[1]!);
    expect(families.size).toBeGreaterThan(10);
    for (const family of families) expect(Object.keys(fontFiles), family).toContain(family);
    const licences = path.join(fontsDir(), 'licenses');
    for (const files of Object.values(fontFiles)) {
      for (const file of Object.values(files) as string[]) {
        expect(existsSync(path.join(fontsDir(), file)), file).toBe(true);
        const base = file.startsWith('Noto') ? 'NotoTamil' : file.split('-')[0]!;
        expect(existsSync(path.join(licences, `${base}-OFL.txt`)), `${file} licence`).toBe(true);
      }
    }
  });

  it('is deterministic per image and differs between images', () => {
    const cover = input('/media/case-studies/cs-7');
    expect(artworkSvg(cover)).toBe(artworkSvg({ ...cover }));
    const svgs = inputs.map((i) => artworkSvg(i));
    expect(new Set(svgs).size).toBe(svgs.length);
  });

  it('never uses filters, patterns or embedded images (slow or machine-dependent in librsvg)', () => {
    for (const i of inputs.filter((_, k) => k % 5 === 0)) expect(artworkSvg(i)).not.toMatch(/<image|<pattern|<filter/);
  });
});

describe('client logos', () => {
  it('are thirty differently named businesses, one logo each', () => {
    expect(clientLogos).toHaveLength(30);
    expect(new Set(clientLogos.map((logo) => logo.name)).size).toBe(30);
    expect(new Set(clientLogos.map((logo) => logo.image.src)).size).toBe(30);
    expect(clientLogos.map((logo) => logo.name)).toEqual(clientNames);
  });

  it('differ in design: no two share a layout with the same typeface or the same symbol, or a palette with the same layout', () => {
    const briefs = [...clientBriefs.values()];
    const pairs = (key: (b: (typeof briefs)[number]) => string) => new Set(briefs.map(key)).size;
    expect(pairs((b) => `${b.logo.layout}|${b.font}`)).toBe(30);
    expect(pairs((b) => `${b.logo.layout}|${b.symbol}`)).toBe(30);
    expect(pairs((b) => `${b.logo.layout}|${b.palette}`)).toBe(30);
    expect(new Set(briefs.map((b) => b.brand.toLowerCase())).size).toBe(30);
  });

  it('are thirty different images: no two alike pixel for pixel, nor nearly so', async () => {
    useBundledFonts();
    const pixels: Buffer[] = [];
    for (const logo of clientLogos) {
      const { data } = await sharp(Buffer.from(artworkSvg(input(logo.image.src)))).removeAlpha().resize(100, 50).raw().toBuffer({ resolveWithObject: true });
      pixels.push(data);
    }
    const hashes = pixels.map((data) => createHash('sha256').update(data).digest('hex'));
    expect(new Set(hashes).size).toBe(30);
    // Mean absolute difference per channel between every pair, on a 100×50 thumbnail.
    let closest = Infinity;
    for (let a = 0; a < pixels.length; a++) {
      for (let b = a + 1; b < pixels.length; b++) {
        let sum = 0;
        for (let k = 0; k < pixels[a]!.length; k++) sum += Math.abs(pixels[a]![k]! - pixels[b]![k]!);
        closest = Math.min(closest, sum / pixels[a]!.length);
      }
    }
    expect(closest).toBeGreaterThan(8);
  });

  it('letter the client name as the wordmark', () => {
    for (const logo of clientLogos) {
      const brief = clientBriefs.get(logo.name)!;
      const words = lettering(artworkSvg(input(logo.image.src))).join(' ').toLowerCase();
      expect(words, logo.name).toContain(brief.brand.toLowerCase());
    }
  });
});

describe('drawing SVG and text, one at a time', () => {
  // sharp's bundled librsvg/pango/cairo crashed the build (SIGSEGV) now and then when two
  // drawings ran on two threads at once; renderMedia and the link-preview cards queue them.
  it('never runs two drawings at once, and a failed drawing does not hold up the next', async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const draw = (n: number, fail = false) =>
      drawOneAtATime(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        order.push(n);
        if (fail) throw new Error(`drawing ${n} failed`);
        return n;
      });
    const results = await Promise.allSettled([draw(1), draw(2, true), draw(3), draw(4)]);
    expect(most).toBe(1);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason)))).toEqual([1, 'Error: drawing 2 failed', 3, 4]);
  });
});

describe('renderMedia', () => {
  let dir = '';
  const cover = input('/media/case-studies/cs-7');
  const logo = input('/media/client-logos/kaveri-fresh-dairy');
  const scene = input('/media/gallery/project-4');
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kolam-render-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes AVIF files in every width and one WebP fallback, then copies them from the cache', async () => {
    const mediaDir = path.join(dir, 'out', 'media');
    const cacheDir = path.join(dir, 'cache');
    const cold = await renderMedia([cover, logo, scene], { mediaDir, cacheDir });
    expect(cold).toEqual({ generated: 3, cached: 0, files: 10 + 5 + 9 });

    const files = (await readdir(mediaDir, { recursive: true })).filter((f) => /\.(avif|webp)$/.test(f)).sort();
    expect(files).toEqual([
      ...[1280, 160, 1600, 220, 300, 400, 540, 720, 960].map((w) => `case-studies/cs-7-${w}.avif`),
      'case-studies/cs-7-960.webp',
      ...[160, 220, 300, 400].map((w) => `client-logos/kaveri-fresh-dairy-${w}.avif`),
      'client-logos/kaveri-fresh-dairy-400.webp',
      ...[1000, 160, 220, 300, 400, 540, 720, 960].map((w) => `gallery/project-4-${w}.avif`),
      'gallery/project-4-960.webp',
    ]);
    const avif = await sharp(path.join(mediaDir, 'case-studies/cs-7-540.avif')).metadata();
    expect([avif.format, avif.compression, avif.width, avif.height]).toEqual(['heif', 'av1', 540, 338]);
    const webp = await sharp(path.join(mediaDir, 'case-studies/cs-7-960.webp')).metadata();
    expect([webp.format, webp.width, webp.height]).toEqual(['webp', 960, 600]);
    // Not a flat box: the artwork has real colour variation.
    const stats = await sharp(path.join(mediaDir, 'case-studies/cs-7-300.avif')).stats();
    expect(stats.channels.every((c) => c.stdev > 20)).toBe(true);

    const before = await readFile(path.join(mediaDir, 'gallery/project-4-540.avif'));
    await rm(mediaDir, { recursive: true });
    const warm = await renderMedia([cover, logo, scene], { mediaDir, cacheDir });
    expect(warm).toEqual({ generated: 0, cached: 3, files: 24 });
    expect(await readFile(path.join(mediaDir, 'gallery/project-4-540.avif'))).toEqual(before);
  });

  it('renders again when the record the picture shows changes, and prunes unused cache entries', async () => {
    const mediaDir = path.join(dir, 'out2', 'media');
    const cacheDir = path.join(dir, 'cache');
    const other = { ...scene, context: { kind: 'gallery' as const, id: 4, client: 'Vel Foods', scene: 'packaging' as const } };
    expect(planArtwork(other)).not.toEqual(planArtwork(scene));
    const result = await renderMedia([other], { mediaDir, cacheDir });
    expect(result).toMatchObject({ generated: 1, cached: 0 });
    expect((await readdir(cacheDir)).length).toBe(9);
  });

  it('draws every case gallery image of the data (150) from a known view', () => {
    expect(caseGalleryImages).toHaveLength(150);
    for (const image of caseGalleryImages) expect(input(image.image.src).context).toMatchObject({ kind: 'case-gallery', caseId: image.caseId });
  });
});
