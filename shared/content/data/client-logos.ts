/**
 * Client logos for the home carousel (SPEC §3 "Client logo": 30). The businesses are
 * fictional; the build draws a monogram mark from each name's initials.
 */
import type { ClientLogo } from '../schema.js';

const names = [
  'Sri Murugan Textiles',
  'Kaveri Fresh Dairy',
  'Thanjavur Art Plates',
  'Nilgiri Leaf Tea Estates',
  'Chettinad Spice House',
  'Marina Tech Labs',
  'Kovai Pumps & Motors',
  'Meenakshi Silk Sarees',
  'Pondy Bay Resorts',
  'Arunachala Hospitals',
  'Vel Foods',
  'Tirupur Knit Works',
  'Kanchi Weaves',
  'Cauvery Engineering College',
  'Sivakasi Print Press',
  'Thamirabarani Water',
  'Namma Auto Spares',
  'Karur Home Linen',
  'Salem Steel Fabricators',
  'Ooty Bakers',
  'Anjali Diagnostics',
  'Kodai Trails Travels',
  'Rameswaram Sea Foods',
  'Vellore Dental Care',
  'Erode Turmeric Traders',
  'Madras Filter Kaapi',
  'Tuticorin Logistics',
  'Yazh Music Academy',
  'Periyar Public School',
  'Hosur Agro Tech',
] as const;

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const clientLogoData: ClientLogo[] = names.map((name) => ({
  name,
  image: { src: `/media/client-logos/${slugify(name)}`, width: 400, height: 200, alt: `${name} logo` },
}));
