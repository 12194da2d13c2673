/**
 * Project posters for the home carousel (SPEC §3 "Project poster"): ids 1–171 without gaps,
 * sizes cycling 200x250, 300x180, 250x320. The alt text names the colours and motif the
 * build's generator draws for each poster (scripts/media reads those words).
 */
import type { Poster } from '../schema.js';

const sizes = [
  [200, 250],
  [300, 180],
  [250, 320],
] as const;

// Cycle lengths 7 and 8 are coprime with 3, so size, motif and colours combine differently for 168 posters.
const motifs = ['kolam rosette', 'sikku loop', 'dot grid', 'lotus', 'bold stripes', 'waves', 'rising sun'] as const;
const colourPairs = [
  ['saffron', 'indigo'],
  ['vermilion', 'cream'],
  ['turmeric', 'indigo'],
  ['leaf green', 'cream'],
  ['cream', 'vermilion'],
  ['indigo', 'turmeric'],
  ['saffron', 'leaf green'],
  ['vermilion', 'indigo'],
] as const;

export const posterData: Poster[] = Array.from({ length: 171 }, (_, index) => {
  const id = index + 1;
  const [width, height] = sizes[index % sizes.length] ?? sizes[0];
  const motif = motifs[index % motifs.length] ?? motifs[0];
  const [accent, background] = colourPairs[index % colourPairs.length] ?? colourPairs[0];
  return {
    id,
    image: {
      src: `/media/posters/poster-${id}`,
      width,
      height,
      alt: `Project poster ${id}: a ${accent} ${motif} on ${background}`,
    },
  };
});
