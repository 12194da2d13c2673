/**
 * <ResponsiveImage>: a <picture> whose AVIF source lists every width the build generates
 * (shared/content/media.ts) with the drawn width in `sizes`, and whose <img> falls back to
 * one WebP file; intrinsic width/height so the page reserves space, and no style attribute
 * (CSP style-src 'self'). `picture { display: contents }` (base.css) keeps layouts as if the
 * <img> stood alone. Absolute (CDN) URLs render as a plain <img src>.
 * <ImagePlaceholder>: what a card shows when its record has no image.
 */
import { mediaDefaultSrc, mediaSrcSet } from '../content/media.js';
import type { MediaRef } from '../content/types.js';
import { KolamArt } from './kolam-art.js';

export type ResponsiveImageProps = {
  image: MediaRef;
  /**
   * The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 1024px) 20vw, 100vw".
   * Keep it true to the layout at 375 and 1280 px: a browser takes the file for this width
   * (a browser test checks no file is over 1.5× the drawn size on a 2× screen).
   */
  sizes: string;
  loading?: 'lazy' | 'eager';
  className?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Inside a link whose text already says what the image shows: alt="" so it is not read twice. */
  decorative?: boolean;
};

export function ResponsiveImage({ image, sizes, loading = 'lazy', className, fetchPriority: priority, decorative = false }: ResponsiveImageProps) {
  // An eager image is one of the first screen's (a hero, the first row of cards): fetched
  // before the app's scripts unless the caller says otherwise.
  const fetchPriority = priority ?? (loading === 'eager' ? 'high' : undefined);
  const srcSet = mediaSrcSet(image);
  const img = (
    <img
      src={mediaDefaultSrc(image)}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading={loading}
      decoding="async"
      className={className}
      fetchPriority={fetchPriority}
    />
  );
  if (!srcSet) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet} sizes={sizes} />
      {img}
    </picture>
  );
}

export type ImagePlaceholderProps = {
  className?: string;
  /** Spoken text when the missing image carried meaning; omit for a purely decorative gap. */
  label?: string;
};

/** A kolam (pulli dots and their looping line) where the image would be. */
export function ImagePlaceholder({ className, label }: ImagePlaceholderProps) {
  return (
    <div className={className ? `image-placeholder ${className}` : 'image-placeholder'} role={label ? 'img' : undefined} aria-label={label}>
      <KolamArt figure="section" className="image-placeholder__pattern" weight={0.07} dotSize={0.07} />
    </div>
  );
}
