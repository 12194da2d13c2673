/** The widths rule shared by the build and <ResponsiveImage>, and the component's HTML. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImagePlaceholder, ResponsiveImage } from '../../shared/components/responsive-image.js';
import { mediaDefaultSrc, mediaLargestSrc, mediaSrcSet, mediaWidths } from '../../shared/content/media.js';

const cover = { src: '/media/case-studies/cs-12', width: 1600, height: 1000, alt: 'A saffron kolam rosette on indigo' };
const logo = { src: '/media/case-logos/cs-12', width: 640, height: 640, alt: 'Kaveri logo' };
const poster = { src: '/media/posters/poster-1', width: 200, height: 250, alt: 'Poster' };
const remote = { src: 'https://cdn.example.com/a.webp', width: 1200, height: 800, alt: 'Remote image' };

describe('mediaWidths', () => {
  it('is each standard width below the intrinsic width, then the intrinsic width', () => {
    expect(mediaWidths(cover)).toEqual([320, 640, 960, 1280, 1600]);
    expect(mediaWidths(logo)).toEqual([320, 640]);
    expect(mediaWidths({ src: '/media/gallery/project-1', width: 1000 })).toEqual([320, 640, 960, 1000]);
    expect(mediaWidths(poster)).toEqual([200]);
    expect(mediaWidths(remote)).toEqual([]);
  });
  it('gives srcset, a middle default and the largest file', () => {
    expect(mediaSrcSet(logo)).toBe('/media/case-logos/cs-12-320.webp 320w, /media/case-logos/cs-12-640.webp 640w');
    expect(mediaDefaultSrc(cover)).toBe('/media/case-studies/cs-12-960.webp');
    expect(mediaDefaultSrc(logo)).toBe('/media/case-logos/cs-12-640.webp');
    expect(mediaDefaultSrc(poster)).toBe('/media/posters/poster-1-200.webp');
    expect(mediaLargestSrc(cover)).toBe('/media/case-studies/cs-12-1600.webp');
    expect(mediaSrcSet(remote)).toBeUndefined();
    expect(mediaDefaultSrc(remote)).toBe(remote.src);
  });
});

describe('<ResponsiveImage>', () => {
  it('renders one img with src, srcset, sizes, intrinsic size, alt, lazy loading and async decoding', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={cover} sizes="(min-width: 1024px) 20vw, 100vw" className="card__image" />);
    expect(html).toBe(
      '<img src="/media/case-studies/cs-12-960.webp" srcSet="/media/case-studies/cs-12-320.webp 320w, /media/case-studies/cs-12-640.webp 640w, /media/case-studies/cs-12-960.webp 960w, /media/case-studies/cs-12-1280.webp 1280w, /media/case-studies/cs-12-1600.webp 1600w" sizes="(min-width: 1024px) 20vw, 100vw" width="1600" height="1000" alt="A saffron kolam rosette on indigo" loading="lazy" decoding="async" class="card__image"/>',
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
