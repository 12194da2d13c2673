/** The widths rule shared by the build and <ResponsiveImage>, and the component's HTML. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImagePlaceholder, ResponsiveImage } from '../../shared/components/responsive-image.js';
import { mediaDefaultSrc, mediaFiles, mediaLargestSrc, mediaSrcSet, mediaStandardWidths, mediaWidths } from '../../shared/content/media.js';

const cover = { src: '/media/case-studies/cs-12', width: 1600, height: 1000, alt: 'A saffron kolam rosette on indigo' };
const logo = { src: '/media/case-logos/cs-12', width: 640, height: 640, alt: 'Kaveri logo' };
const poster = { src: '/media/posters/poster-1', width: 200, height: 250, alt: 'Poster' };
const remote = { src: 'https://cdn.example.com/a.webp', width: 1200, height: 800, alt: 'Remote image' };

describe('mediaWidths', () => {
  it('is each standard width below the intrinsic width, then the intrinsic width', () => {
    expect(mediaWidths(cover)).toEqual([160, 220, 300, 400, 540, 720, 960, 1280, 1600]);
    expect(mediaWidths(logo)).toEqual([160, 220, 300, 400, 540, 640]);
    expect(mediaWidths({ src: '/media/gallery/project-1', width: 1000 })).toEqual([160, 220, 300, 400, 540, 720, 960, 1000]);
    expect(mediaWidths(poster)).toEqual([160, 200]);
    expect(mediaWidths(remote)).toEqual([]);
  });
  it('steps by at most 1.375× from one width to the next', () => {
    for (let i = 1; i < mediaStandardWidths.length; i++) expect(mediaStandardWidths[i]! / mediaStandardWidths[i - 1]!).toBeLessThanOrEqual(1.375);
  });
  it('lists the AVIF widths and one WebP fallback as the files of an image', () => {
    expect(mediaFiles(poster)).toEqual([
      { width: 160, format: 'avif' },
      { width: 200, format: 'avif' },
      { width: 200, format: 'webp' },
    ]);
    expect(mediaFiles(cover).filter((file) => file.format === 'webp')).toEqual([{ width: 960, format: 'webp' }]);
    expect(mediaFiles(remote)).toEqual([]);
  });
  it('gives an AVIF srcset, a WebP fallback of 960 px at most and the largest file', () => {
    expect(mediaSrcSet(poster)).toBe('/media/posters/poster-1-160.avif 160w, /media/posters/poster-1-200.avif 200w');
    expect(mediaDefaultSrc(cover)).toBe('/media/case-studies/cs-12-960.webp');
    expect(mediaDefaultSrc(logo)).toBe('/media/case-logos/cs-12-640.webp');
    expect(mediaDefaultSrc(poster)).toBe('/media/posters/poster-1-200.webp');
    expect(mediaLargestSrc(cover)).toBe('/media/case-studies/cs-12-1600.avif');
    expect(mediaSrcSet(remote)).toBeUndefined();
    expect(mediaDefaultSrc(remote)).toBe(remote.src);
  });
});

describe('<ResponsiveImage>', () => {
  it('renders a picture: an AVIF source with srcset and sizes, and an img with the WebP fallback, intrinsic size, alt, lazy loading and async decoding', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={poster} sizes="(min-width: 1024px) 16vw, 30vw" className="card__image" />);
    expect(html).toBe(
      '<picture><source type="image/avif" srcSet="/media/posters/poster-1-160.avif 160w, /media/posters/poster-1-200.avif 200w" sizes="(min-width: 1024px) 16vw, 30vw"/><img src="/media/posters/poster-1-200.webp" width="200" height="250" alt="Poster" loading="lazy" decoding="async" class="card__image"/></picture>',
    );
  });
  it('passes eager loading and fetch priority for the hero image', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={cover} sizes="100vw" loading="eager" fetchPriority="high" />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });
  it('renders an absolute URL as src only, and never a style attribute', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={remote} sizes="100vw" />);
    expect(html).toBe('<img src="https://cdn.example.com/a.webp" width="1200" height="800" alt="Remote image" loading="lazy" decoding="async"/>');
    expect(html).not.toContain('style=');
  });
});

describe('<ImagePlaceholder>', () => {
  it('is a classed element with an aria-hidden kolam (dots and one closed line) and no style', () => {
    const html = renderToStaticMarkup(<ImagePlaceholder className="case-card__image" />);
    expect(html).toMatch(/^<div class="image-placeholder case-card__image"><svg class="kolam-art image-placeholder__pattern" viewBox="0 0 [\d.]+ [\d.]+" aria-hidden="true" focusable="false">/);
    expect(html.match(/<circle /g)).toHaveLength(13);
    expect(html.match(/<path [^>]*d="M[^"]+Z"/g)).toHaveLength(1);
    expect(html).not.toContain('style=');
    expect(html).not.toContain('role=');
  });
  it('speaks its label when given one', () => {
    expect(renderToStaticMarkup(<ImagePlaceholder label="No image yet" />)).toMatch(/^<div class="image-placeholder" role="img" aria-label="No image yet">/);
  });
});
