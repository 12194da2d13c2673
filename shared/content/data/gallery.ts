/**
 * Project gallery (/project): 24 images in mixed proportions for the masonry layout.
 * The alt text names the scene the build's generator draws (stationery, phone, browser,
 * box, poster, social grid) and its colours.
 */
import type { GalleryImage } from '../schema.js';

type Entry = { title: string; titleTa: string; width: number; height: number; alt: string };

const entries: Entry[] = [
  { title: 'Sri Murugan Textiles stationery', titleTa: 'Sri Murugan Textiles ஸ்டேஷனரி', width: 1200, height: 800, alt: 'Business cards and letterhead with a saffron kolam pattern on indigo' },
  { title: 'Kaveri Fresh milk pouches', titleTa: 'Kaveri Fresh பால் பாக்கெட்டுகள்', width: 900, height: 1200, alt: 'Packaging box and milk pouch in leaf green and cream' },
  { title: 'Pondy Bay Resorts booking site', titleTa: 'Pondy Bay Resorts முன்பதிவு இணையதளம்', width: 1200, height: 900, alt: 'Browser window showing a resort booking page in indigo and turmeric' },
  { title: 'Arunachala Hospitals patient app', titleTa: 'Arunachala Hospitals நோயாளிகளுக்கான ஆப்', width: 1000, height: 1000, alt: 'Phone showing an appointment screen in leaf green on cream' },
  { title: 'Madras Filter Kaapi launch poster', titleTa: 'Madras Filter Kaapi அறிமுக போஸ்டர்', width: 900, height: 1125, alt: 'Poster with a vermilion rosette on cream hung on a studio wall' },
  { title: 'Chettinad Spice House social posts', titleTa: 'Chettinad Spice House சமூக ஊடகப் பதிவுகள்', width: 1200, height: 1200, alt: 'Social media grid of nine posts in vermilion, turmeric and indigo' },
  { title: 'Meenakshi Silk Sarees gift box', titleTa: 'Meenakshi Silk Sarees பரிசுப் பெட்டி', width: 1200, height: 800, alt: 'Packaging box with a turmeric loop pattern on vermilion' },
  { title: 'Cauvery Engineering College admissions site', titleTa: 'Cauvery Engineering College சேர்க்கை இணையதளம்', width: 1200, height: 900, alt: 'Browser window showing a college admissions page in indigo and saffron' },
  { title: 'Nilgiri Leaf tea labels', titleTa: 'Nilgiri Leaf தேயிலை லேபிள்கள்', width: 900, height: 1200, alt: 'Packaging box of tea with a leaf green rosette on cream' },
  { title: 'Kovai Pumps brochure and cards', titleTa: 'Kovai Pumps ப்ரோஷர் மற்றும் கார்டுகள்', width: 1200, height: 800, alt: 'Business cards and a brochure with indigo stripes on cream' },
  { title: 'Kodai Trails travel app', titleTa: 'Kodai Trails பயண ஆப்', width: 1000, height: 1000, alt: 'Phone showing a trip itinerary in saffron on indigo' },
  { title: 'Yazh Music Academy concert poster', titleTa: 'Yazh Music Academy இசைக் கச்சேரி போஸ்டர்', width: 900, height: 1125, alt: 'Poster with a saffron sikku loop on indigo hung on a studio wall' },
  { title: 'Tirupur Knit Works catalogue site', titleTa: 'Tirupur Knit Works கேட்டலாக் இணையதளம்', width: 1200, height: 900, alt: 'Browser window showing a product catalogue in vermilion and cream' },
  { title: 'Ooty Bakers cake boxes', titleTa: 'Ooty Bakers கேக் பெட்டிகள்', width: 1200, height: 1200, alt: 'Packaging box for cakes in turmeric and vermilion on cream' },
  { title: 'Vellore Dental Care identity', titleTa: 'Vellore Dental Care பிராண்ட் அடையாளம்', width: 1200, height: 800, alt: 'Business cards and appointment cards with a leaf green dot grid on cream' },
  { title: 'Erode Turmeric Traders social campaign', titleTa: 'Erode Turmeric Traders சமூக ஊடகப் பிரச்சாரம்', width: 1000, height: 1000, alt: 'Social media grid of nine posts in turmeric and leaf green' },
  { title: 'Periyar Public School parent app', titleTa: 'Periyar Public School பெற்றோருக்கான ஆப்', width: 900, height: 1200, alt: 'Phone showing a school notice board screen in indigo and turmeric' },
  { title: 'Sivakasi Print Press festival poster', titleTa: 'Sivakasi Print Press பண்டிகை போஸ்டர்', width: 900, height: 1125, alt: 'Poster with a turmeric lotus on vermilion hung on a studio wall' },
  { title: 'Thamirabarani Water bottle labels', titleTa: 'Thamirabarani Water பாட்டில் லேபிள்கள்', width: 1200, height: 900, alt: 'Packaging box of bottled water in indigo and cream' },
  { title: 'Marina Tech Labs website', titleTa: 'Marina Tech Labs இணையதளம்', width: 1200, height: 800, alt: 'Browser window showing a technology company home page in saffron and indigo' },
  { title: 'Anjali Diagnostics report cards', titleTa: 'Anjali Diagnostics பரிசோதனை அறிக்கை அட்டைகள்', width: 1200, height: 1200, alt: 'Business cards and report folders with a vermilion loop on cream' },
  { title: 'Hosur Agro Tech farmer app', titleTa: 'Hosur Agro Tech விவசாயிகளுக்கான ஆப்', width: 1000, height: 1000, alt: 'Phone showing crop prices in leaf green on indigo' },
  { title: 'Kanchi Weaves exhibition poster', titleTa: 'Kanchi Weaves கண்காட்சி போஸ்டர்', width: 900, height: 1125, alt: 'Poster with an indigo rosette on turmeric hung on a studio wall' },
  { title: 'Rameswaram Sea Foods social posts', titleTa: 'Rameswaram Sea Foods சமூக ஊடகப் பதிவுகள்', width: 1200, height: 900, alt: 'Social media grid of nine posts in indigo, cream and saffron' },
];

export const galleryData: GalleryImage[] = entries.map((entry, index) => ({
  id: index + 1,
  title: entry.title,
  image: { src: `/media/gallery/project-${index + 1}`, width: entry.width, height: entry.height, alt: entry.alt },
  ta: { title: entry.titleTa },
}));
