/** The /project gallery and its lightbox (SPEC §2.15): labels shared by the masonry and the lightbox. */
import { defineCopy } from '../copy.js';

export type GalleryCopy = {
  /** The masonry list's accessible name. */
  imagesLabel: string;
  close: string;
  previous: string;
  next: string;
  /** Where the open image is: "{position}" and "{total}" are filled in. */
  position: string;
};

export const galleryCopy = defineCopy<GalleryCopy>({
  en: {
    imagesLabel: 'Project images',
    close: 'Close image',
    previous: 'Previous image',
    next: 'Next image',
    position: 'Image {position} of {total}',
  },
  ta: {
    imagesLabel: 'படைப்புகளின் படங்கள்',
    close: 'படத்தை மூட',
    previous: 'முந்தைய படம்',
    next: 'அடுத்த படம்',
    position: '{total} படங்களில் {position}-வது படம்',
  },
});
