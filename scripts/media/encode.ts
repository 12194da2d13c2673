/**
 * How the build encodes generated images (render.ts calls it once per image, with the
 * artwork rasterised at its intrinsic size): every width of shared/content/media.ts in AVIF,
 * and one WebP fallback. Chosen so the media build stays within 1.5× of its CPU time with
 * WebP alone (README "Content, images and media" has the figures):
 *
 *   AVIF quality 55, effort 0 (libaom's fastest speed), 4:2:0 chroma like WebP's: about a
 *   quarter smaller than the WebP files at quality 80 for this flat artwork, with small
 *   text still crisp, for ~1.5× WebP's CPU per pixel; effort 1 is ~30% smaller again but
 *   costs ~3× the time, quality 45 blurs small text.
 *   WebP quality 80, effort 1: as before, for the one fallback width only.
 *
 * Each width is resized from the smallest raster already made that is at least twice as
 * wide (or the full one): one high-quality downscale per file, without resizing the full
 * artwork nine times.
 */
import sharp from 'sharp';
import type { MediaFormat } from '../../shared/content/media.js';

export const encoderSettings = {
  avif: { quality: 55, effort: 0, chromaSubsampling: '4:2:0' },
  webp: { quality: 80, effort: 1, smartSubsample: false },
  resize: 'lanczos3 from a raster at least twice as wide',
} as const;

export type EncodedFile = { width: number; format: MediaFormat; data: Buffer };
type Raster = { data: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 };

/** Every requested file of one image, from its full-size raster (RGB, no alpha). */
export async function encodeFiles(full: Raster, files: readonly { width: number; format: MediaFormat }[]): Promise<EncodedFile[]> {
  const rasters = new Map<number, Raster>([[full.width, full]]);
  const rasterOf = async (width: number): Promise<Raster> => {
    const known = rasters.get(width);
    if (known) return known;
    const sources = [...rasters.values()].filter((raster) => raster.width >= 2 * width || raster === full);
    const source = sources.reduce((best, raster) => (raster.width < best.width ? raster : best));
    const { data, info } = await sharp(source.data, { raw: source }).resize({ width }).raw().toBuffer({ resolveWithObject: true });
    const raster: Raster = { data, width: info.width, height: info.height, channels: info.channels };
    rasters.set(width, raster);
    return raster;
  };
  const out: EncodedFile[] = [];
  // Widest first, so smaller widths find a made raster twice their width.
  for (const { width, format } of [...files].sort((a, b) => b.width - a.width)) {
    const raster = await rasterOf(width);
    const pipeline = sharp(raster.data, { raw: raster });
    const data = await (format === 'avif' ? pipeline.avif(encoderSettings.avif) : pipeline.webp(encoderSettings.webp)).toBuffer();
    out.push({ width, format, data });
  }
  return out;
}
