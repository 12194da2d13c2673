/**
 * Images pages show outside any collection. `defaultIndustry` stands in when an industry
 * has no image (SPEC §3); `openGraph` is the share image for pages without their own.
 */
import type { PageImages } from '../schema.js';

export const pageImageData = {
  homeAbout: { src: '/media/pages/home-about', width: 1200, height: 900, alt: 'Business cards and a brand book with a saffron kolam pattern on indigo' },
  aboutHero: { src: '/media/pages/about-hero', width: 1600, height: 700, alt: 'A large saffron kolam rosette over an indigo dot grid' },
  aboutStory: { src: '/media/pages/about-story', width: 1200, height: 900, alt: 'Poster with a vermilion sikku loop on cream hung on a studio wall' },
  contactHero: { src: '/media/pages/contact-hero', width: 1600, height: 600, alt: 'Leaf green waves and a turmeric sun rosette on indigo' },
  defaultIndustry: { src: '/media/pages/default-industry', width: 1200, height: 800, alt: 'A cream dot grid with saffron loops on indigo' },
  openGraph: { src: '/media/pages/open-graph', width: 1200, height: 630, alt: 'Kolam Studio: a saffron kolam rosette on indigo' },
} satisfies PageImages;
