/**
 * The /project gallery: every image in a masonry of 3, 2 or 1 columns (CSS columns, so each
 * image keeps its own proportions and no script measures anything). Each image is a link to
 * /project?image=<id>: without JavaScript the server renders that view; with it the router
 * opens the lightbox in place. While one is open the others shrink and dim (SPEC §2.15).
 */
import type { RefObject } from 'react';
import type { GalleryImage } from '../content/types.js';
import { useUi } from '../i18n/ui-context.js';
import { LocalLink } from './local-link.js';
import { ResponsiveImage } from './responsive-image.js';

/** History state on links opened from the gallery, so closing can step back instead of piling up entries. */
export const fromGalleryState = { lightbox: 'gallery' } as const;

export function galleryImageHref(id: number): string {
  return `/project?image=${id}`;
}

/**
 * The indexes that start a column when the images are balanced over `columns` columns as
 * CSS columns balance them (each item in the column order, columns as even as the items
 * allow), from the images' proportions and the gap between items (as a fraction of the
 * column width). Those images top the first screen; on 1, 2 or 3 columns one of them is the
 * page's largest paint.
 */
export function columnTops(images: readonly GalleryImage[], columns: number, gap = 0.066): number[] {
  const heights = images.map((item) => item.image.height / item.image.width + gap);
  const starts = (limit: number): number[] => {
    const tops = [0];
    let filled = 0;
    heights.forEach((height, index) => {
      if (filled > 0 && filled + height > limit) {
        tops.push(index);
        filled = 0;
      }
      filled += height;
    });
    return tops;
  };
  let limit = heights.reduce((sum, height) => sum + height, 0) / columns;
  while (starts(limit).length > columns) limit += 0.01;
  return starts(limit);
}

export function MasonryGallery({
  images,
  selectedId,
  listRef,
}: {
  images: readonly GalleryImage[];
  selectedId: number | undefined;
  listRef?: RefObject<HTMLUListElement | null>;
}) {
  const dimmed = selectedId !== undefined;
  const { imagesLabel } = useUi().gallery;
  // The top image of each column at 1, 2 and 3 columns: fetched first, never lazily.
  const first = new Set([1, 2, 3].flatMap((columns) => columnTops(images, columns)));
  return (
    <ul ref={listRef} className={dimmed ? 'masonry is-dimmed' : 'masonry'} aria-label={imagesLabel}>
      {images.map((item, index) => (
        <li key={item.id} className={item.id === selectedId ? 'masonry__item is-selected' : 'masonry__item'}>
          <LocalLink className="masonry__link" to={galleryImageHref(item.id)} state={fromGalleryState} data-gallery-id={item.id}>
            <ResponsiveImage
              image={item.image}
              sizes="(min-width: 1100px) 380px, (min-width: 640px) 46vw, calc(100vw - 3rem)"
              loading={first.has(index) ? 'eager' : 'lazy'}
              className="masonry__image"
            />
            <span className="masonry__caption">{item.title}</span>
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}
