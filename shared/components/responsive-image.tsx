/**
 * <ResponsiveImage>: a <picture> whose AVIF source lists every width the build generates
 * (shared/content/media.ts) with the drawn width in `sizes`, and whose <img> falls back to
 * one WebP file; intrinsic width/height so the page reserves space, and no style attribute
 * (CSP style-src 'self'). `picture { display: contents }` (base.css) keeps layouts as if the
 * <img> stood alone. Absolute (CDN) URLs render as a plain <img src>.
 * <ImagePlaceholder>: what a card shows when its record has no image.
 */
import { mediaDefaultSrc, mediaSrcSet } from '../content/media.js';
import type { MediaRef } from '../content/schema.js';

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

export function ResponsiveImage({ image, sizes, loading = 'lazy', className, fetchPriority, decorative = false }: ResponsiveImageProps) {
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

/** A kolam dot-and-loop pattern drawn with presentation attributes (no style, no ids). */
export function ImagePlaceholder({ className, label }: ImagePlaceholderProps) {
  const dots = [12, 24, 36].flatMap((y) => [12, 24, 36].map((x) => [x, y] as const));
  return (
    <div className={className ? `image-placeholder ${className}` : 'image-placeholder'} role={label ? 'img' : undefined} aria-label={label}>
      <svg className="image-placeholder__pattern" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path
          d="M24 6 Q33 15 24 24 Q15 33 24 42 Q33 33 42 24 Q33 15 24 6 Z M24 6 Q15 15 6 24 Q15 33 24 42 Q33 33 24 24 Q15 15 24 6 Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
        {dots.map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />
        ))}
      </svg>
    </div>
  );
}
