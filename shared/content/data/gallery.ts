/**
 * Project gallery (/project): 24 images in mixed proportions for the masonry layout.
 * The alt text names the scene the build's generator draws (stationery, phone, browser,
 * box, poster, social grid) and its colours.
 */
import type { GalleryImage } from '../schema.js';

type Entry = { title: string; width: number; height: number; alt: string };

const entries: Entry[] = [
  { title: 'Sri Murugan Textiles stationery', width: 1200, height: 800, alt: 'Business cards and letterhead with a saffron kolam pattern on indigo' },
  { title: 'Kaveri Fresh milk pouches', width: 900, height: 1200, alt: 'Packaging box and milk pouch in leaf green and cream' },
  { title: 'Pondy Bay Resorts booking site', width: 1200, height: 900, alt: 'Browser window showing a resort booking page in indigo and turmeric' },
  { title: 'Arunachala Hospitals patient app', width: 1000, height: 1000, alt: 'Phone showing an appointment screen in leaf green on cream' },
  { title: 'Madras Filter Kaapi launch poster', width: 900, height: 1125, alt: 'Poster with a vermilion rosette on cream hung on a studio wall' },
  { title: 'Chettinad Spice House social posts', width: 1200, height: 1200, alt: 'Social media grid of nine posts in vermilion, turmeric and indigo' },
  { title: 'Meenakshi Silk Sarees gift box', width: 1200, height: 800, alt: 'Packaging box with a turmeric loop pattern on vermilion' },
  { title: 'Cauvery Engineering College admissions site', width: 1200, height: 900, alt: 'Browser window showing a college admissions page in indigo and saffron' },
  { title: 'Nilgiri Leaf tea labels', width: 900, height: 1200, alt: 'Packaging box of tea with a leaf green rosette on cream' },
  { title: 'Kovai Pumps brochure and cards', width: 1200, height: 800, alt: 'Business cards and a brochure with indigo stripes on cream' },
  { title: 'Kodai Trails travel app', width: 1000, height: 1000, alt: 'Phone showing a trip itinerary in saffron on indigo' },
  { title: 'Yazh Music Academy concert poster', width: 900, height: 1125, alt: 'Poster with a saffron sikku loop on indigo hung on a studio wall' },
  { title: 'Tirupur Knit Works catalogue site', width: 1200, height: 900, alt: 'Browser window showing a product catalogue in vermilion and cream' },
  { title: 'Ooty Bakers cake boxes', width: 1200, height: 1200, alt: 'Packaging box for cakes in turmeric and vermilion on cream' },
  { title: 'Vellore Dental Care identity', width: 1200, height: 800, alt: 'Business cards and appointment cards with a leaf green dot grid on cream' },
  { title: 'Erode Turmeric Traders social campaign', width: 1000, height: 1000, alt: 'Social media grid of nine posts in turmeric and leaf green' },
  { title: 'Periyar Public School parent app', width: 900, height: 1200, alt: 'Phone showing a school notice board screen in indigo and turmeric' },
  { title: 'Sivakasi Print Press festival poster', width: 900, height: 1125, alt: 'Poster with a turmeric lotus on vermilion hung on a studio wall' },
  { title: 'Thamirabarani Water bottle labels', width: 1200, height: 900, alt: 'Packaging box of bottled water in indigo and cream' },
  { title: 'Marina Tech Labs website', width: 1200, height: 800, alt: 'Browser window showing a technology company home page in saffron and indigo' },
  { title: 'Anjali Diagnostics report cards', width: 1200, height: 1200, alt: 'Business cards and report folders with a vermilion loop on cream' },
  { title: 'Hosur Agro Tech farmer app', width: 1000, height: 1000, alt: 'Phone showing crop prices in leaf green on indigo' },
  { title: 'Kanchi Weaves exhibition poster', width: 900, height: 1125, alt: 'Poster with an indigo rosette on turmeric hung on a studio wall' },
  { title: 'Rameswaram Sea Foods social posts', width: 1200, height: 900, alt: 'Social media grid of nine posts in indigo, cream and saffron' },
];

export const galleryData: GalleryImage[] = entries.map((entry, index) => ({
  id: index + 1,
  title: entry.title,
  image: { src: `/media/gallery/project-${index + 1}`, width: entry.width, height: entry.height, alt: entry.alt },
}));
