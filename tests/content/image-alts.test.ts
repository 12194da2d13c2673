/**
 * Alt texts say what each image shows, in English and in Tamil: no numbered stand-in
 * captions ("(case study 1, image 3)"), no "artwork" placeholders, each gallery image naming
 * its client, and every image with a Tamil alt of its own.
 */
import { describe, expect, it } from 'vitest';
import { caseBrief } from '../../scripts/media/briefs.js';
import type { MediaRef } from '../../shared/content/types.js';
import { content, tamil } from '../helpers/content.js';

const { caseStudies, gallery: galleryImages } = content;

const TAMIL = /[\u0B80-\u0BFF]/;

type Image = { where: string; image: MediaRef; tamil: MediaRef };

/** Every image in the site's content, with where it sits and the same image in the Tamil records. */
function allImages(): Image[] {
  const found: Image[] = [];
  const walk = (value: unknown, twin: unknown, where: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, (twin as unknown[])[index], `${where}[${index}]`));
    else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      if (typeof record.src === 'string' && typeof record.alt === 'string') found.push({ where, image: record as MediaRef, tamil: twin as MediaRef });
      else for (const [key, child] of Object.entries(record)) walk(child, (twin as Record<string, unknown>)[key], `${where}.${key}`);
    }
  };
  walk(content, tamil, 'content');
  return found;
}

/** Stand-ins the old artwork used instead of describing the picture. */
const GENERIC = [/\(case study \d+, image \d+\)/i, /\bimage \d+\b/i, /^Project poster \d+/i, /kolam-pattern (cover|illustration)/i, /\b(artwork|banner):/i, /placeholder/i, /^TODO$/];

describe('image alt texts', () => {
  const images = allImages();

  it('cover every image of the site', () => {
    expect(images.length).toBeGreaterThan(460);
  });

  it('describe the picture instead of numbering it', () => {
    for (const { where, image, tamil: twin } of images) {
      for (const pattern of GENERIC) {
        expect(image.alt, where).not.toMatch(pattern);
        expect(twin.alt, where).not.toMatch(pattern);
      }
      expect(image.alt.split(/\s+/).length, `${where}: ${image.alt}`).toBeGreaterThanOrEqual(5);
    }
  });

  it('come in Tamil for every image, written in Tamil script and not the English copied', () => {
    for (const { where, image, tamil: twin } of images) {
      expect(twin.src, where).toBe(image.src);
      expect(twin.alt, where).toMatch(TAMIL);
      expect(twin.alt, where).not.toBe(image.alt);
    }
  });

  it('name the client in every case-study image, and differ within a case study', () => {
    for (const study of caseStudies) {
      // The client, or the name its work carries (an event, a mission, a person's own name).
      const name = `${study.client.split(',')[0]!.trim()} ${caseBrief(study.id, study.client, study.title).brand}`;
      const own = [study.image, ...study.gallery];
      // The cover and the first gallery image may show the same view; the gallery's own images differ.
      const gallery = own.slice(1).map((image) => image.alt);
      expect(new Set(gallery).size, `case ${study.id}`).toBe(gallery.length);
      for (const image of own) {
        const mentions = [name, ...name.split(' ')].some((word) => word.length > 3 && image.alt.includes(word));
        expect(mentions, `case ${study.id}: ${image.alt}`).toBe(true);
      }
    }
  });

  it('name the client in every /project gallery image, each one different', () => {
    for (const item of galleryImages) expect(item.image.alt, item.title).toContain(item.client);
    expect(new Set(galleryImages.map((item) => item.image.alt)).size).toBe(galleryImages.length);
    expect(new Set(tamil.gallery.map((item) => item.image.alt)).size).toBe(galleryImages.length);
  });
});
