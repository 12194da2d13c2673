/** Images pages show outside any collection (about banner, home about block, share image…). */
export { pageImageData as pageImages } from './data/page-images.js';
