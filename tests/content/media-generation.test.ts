/** Artwork generation: deterministic, matches its alt text, real AVIF files in every width and a WebP fallback, cached. */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkSvg, planArtwork } from '../../scripts/media/art.js';
import { initialsOf } from '../../scripts/media/glyphs.js';
import { renderMedia } from '../../scripts/media/render.js';
import { uniqueLocalImages } from '../../scripts/prebuild.js';
import { siteContent } from '../../shared/content/validate.js';

const cover = { src: '/media/case-studies/cs-7', width: 1600, height: 1000, alt: 'Cover artwork: a vermilion kolam rosette on indigo' };
const logo = { src: '/media/client-logos/kaveri-fresh-dairy', width: 400, height: 200, alt: 'Kaveri Fresh Dairy logo', label: 'Kaveri Fresh Dairy' };
const scene = { src: '/media/gallery/project-4', width: 1000, height: 1000, alt: 'Phone showing an appointment screen in leaf green on cream' };

describe('planArtwork', () => {
  it('follows the colours, motif and scene the alt text names', () => {
    expect(planArtwork(cover)).toMatchObject({ family: 'cover', background: 'indigo', motif: 'rosette' });
    expect(planArtwork(cover).accents[0]).toBe('vermilion');
    expect(planArtwork(scene)).toMatchObject({ family: 'scene', scene: 'phone', background: 'cream' });
    expect(planArtwork(logo)).toMatchObject({ family: 'logo', initials: 'KF' });
    expect(planArtwork({ ...cover, src: '/media/posters/poster-3' }).family).toBe('poster');
  });
  it('is deterministic per src and differs between srcs', () => {
    expect(artworkSvg(cover)).toBe(artworkSvg({ ...cover }));
    const svgs = uniqueLocalImages(siteContent()).map((input) => artworkSvg(input));
    expect(new Set(svgs).size).toBe(svgs.length);
  });
  it('draws no text (fonts differ between machines)', () => {
    for (const input of [cover, logo, scene]) expect(artworkSvg(input)).not.toMatch(/<text|<image|<pattern|<filter/);
  });
});

describe('initialsOf', () => {
  it('takes two significant initials, ignoring regions and filler words', () => {
    expect(initialsOf('Kaveri Filter Coffee Works, Kumbakonam')).toBe('KF');
    expect(initialsOf('Sri Murugan Textiles')).toBe('MT');
    expect(initialsOf('Kovai Pumps & Motors')).toBe('KP');
    expect(initialsOf('Vel')).toBe('V');
    expect(initialsOf('123')).toBe('K');
  });
});

describe('renderMedia', () => {
  let dir = '';
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

  it('renders again when what the picture shows changes, and prunes unused cache entries', async () => {
    const mediaDir = path.join(dir, 'out2', 'media');
    const cacheDir = path.join(dir, 'cache');
    const recoloured = { ...scene, alt: 'Phone showing an appointment screen in saffron on indigo' };
    const result = await renderMedia([recoloured], { mediaDir, cacheDir });
    expect(result).toMatchObject({ generated: 1, cached: 0 });
    expect((await readdir(cacheDir)).length).toBe(9);
  });
});
