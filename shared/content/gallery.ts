/** Project gallery (/project, SPEC §2.15): 24 images and a lookup for the server-rendered view. */
import { galleryData } from './data/gallery.js';
import type { GalleryImage } from './schema.js';

export const galleryImages: readonly GalleryImage[] = galleryData;

export function getGalleryImage(id: number): GalleryImage | undefined {
  return galleryImages.find((image) => image.id === id);
}
