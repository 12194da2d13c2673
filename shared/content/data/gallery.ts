/**
 * Project gallery (/project): 24 images in mixed proportions for the masonry layout.
 * The alt text names the scene the build's generator draws (stationery, phone, browser,
 * box, poster, social grid) and its colours.
 */
import type { GalleryImage, GalleryScene } from '../schema.js';

type Entry = { title: string; titleTa: string; client: string; scene: GalleryScene; width: number; height: number; alt: string; altTa: string };

const entries: Entry[] = [
  { title: 'Sri Murugan Textiles stationery', titleTa: 'Sri Murugan Textiles ஸ்டேஷனரி', client: 'Sri Murugan Textiles', scene: 'stationery', width: 1200, height: 800, alt: 'TODO', altTa: 'TODO' },
  { title: 'Kaveri Fresh milk pouches', titleTa: 'Kaveri Fresh பால் பாக்கெட்டுகள்', client: 'Kaveri Fresh Dairy', scene: 'packaging', width: 900, height: 1200, alt: 'TODO', altTa: 'TODO' },
  { title: 'Pondy Bay Resorts booking site', titleTa: 'Pondy Bay Resorts முன்பதிவு இணையதளம்', client: 'Pondy Bay Resorts', scene: 'website', width: 1200, height: 900, alt: 'TODO', altTa: 'TODO' },
  { title: 'Arunachala Hospitals patient app', titleTa: 'Arunachala Hospitals நோயாளிகளுக்கான ஆப்', client: 'Arunachala Hospitals', scene: 'app', width: 1000, height: 1000, alt: 'TODO', altTa: 'TODO' },
  { title: 'Madras Filter Kaapi launch poster', titleTa: 'Madras Filter Kaapi அறிமுக போஸ்டர்', client: 'Madras Filter Kaapi', scene: 'poster', width: 900, height: 1125, alt: 'TODO', altTa: 'TODO' },
  { title: 'Chettinad Spice House social posts', titleTa: 'Chettinad Spice House சமூக ஊடகப் பதிவுகள்', client: 'Chettinad Spice House', scene: 'social', width: 1200, height: 1200, alt: 'TODO', altTa: 'TODO' },
  { title: 'Meenakshi Silk Sarees gift box', titleTa: 'Meenakshi Silk Sarees பரிசுப் பெட்டி', client: 'Meenakshi Silk Sarees', scene: 'packaging', width: 1200, height: 800, alt: 'TODO', altTa: 'TODO' },
  { title: 'Cauvery Engineering College admissions site', titleTa: 'Cauvery Engineering College சேர்க்கை இணையதளம்', client: 'Cauvery Engineering College', scene: 'website', width: 1200, height: 900, alt: 'TODO', altTa: 'TODO' },
  { title: 'Nilgiri Leaf tea labels', titleTa: 'Nilgiri Leaf தேயிலை லேபிள்கள்', client: 'Nilgiri Leaf Tea Estates', scene: 'packaging', width: 900, height: 1200, alt: 'TODO', altTa: 'TODO' },
  { title: 'Kovai Pumps brochure and cards', titleTa: 'Kovai Pumps ப்ரோஷர் மற்றும் கார்டுகள்', client: 'Kovai Pumps & Motors', scene: 'stationery', width: 1200, height: 800, alt: 'TODO', altTa: 'TODO' },
  { title: 'Kodai Trails travel app', titleTa: 'Kodai Trails பயண ஆப்', client: 'Kodai Trails Travels', scene: 'app', width: 1000, height: 1000, alt: 'TODO', altTa: 'TODO' },
  { title: 'Yazh Music Academy concert poster', titleTa: 'Yazh Music Academy இசைக் கச்சேரி போஸ்டர்', client: 'Yazh Music Academy', scene: 'poster', width: 900, height: 1125, alt: 'TODO', altTa: 'TODO' },
  { title: 'Tirupur Knit Works catalogue site', titleTa: 'Tirupur Knit Works கேட்டலாக் இணையதளம்', client: 'Tirupur Knit Works', scene: 'website', width: 1200, height: 900, alt: 'TODO', altTa: 'TODO' },
  { title: 'Ooty Bakers cake boxes', titleTa: 'Ooty Bakers கேக் பெட்டிகள்', client: 'Ooty Bakers', scene: 'packaging', width: 1200, height: 1200, alt: 'TODO', altTa: 'TODO' },
  { title: 'Vellore Dental Care identity', titleTa: 'Vellore Dental Care பிராண்ட் அடையாளம்', client: 'Vellore Dental Care', scene: 'stationery', width: 1200, height: 800, alt: 'TODO', altTa: 'TODO' },
  { title: 'Erode Turmeric Traders social campaign', titleTa: 'Erode Turmeric Traders சமூக ஊடகப் பிரச்சாரம்', client: 'Erode Turmeric Traders', scene: 'social', width: 1000, height: 1000, alt: 'TODO', altTa: 'TODO' },
  { title: 'Periyar Public School parent app', titleTa: 'Periyar Public School பெற்றோருக்கான ஆப்', client: 'Periyar Public School', scene: 'app', width: 900, height: 1200, alt: 'TODO', altTa: 'TODO' },
  { title: 'Sivakasi Print Press festival poster', titleTa: 'Sivakasi Print Press பண்டிகை போஸ்டர்', client: 'Sivakasi Print Press', scene: 'poster', width: 900, height: 1125, alt: 'TODO', altTa: 'TODO' },
  { title: 'Thamirabarani Water bottle labels', titleTa: 'Thamirabarani Water பாட்டில் லேபிள்கள்', client: 'Thamirabarani Water', scene: 'packaging', width: 1200, height: 900, alt: 'TODO', altTa: 'TODO' },
  { title: 'Marina Tech Labs website', titleTa: 'Marina Tech Labs இணையதளம்', client: 'Marina Tech Labs', scene: 'website', width: 1200, height: 800, alt: 'TODO', altTa: 'TODO' },
  { title: 'Anjali Diagnostics report cards', titleTa: 'Anjali Diagnostics பரிசோதனை அறிக்கை அட்டைகள்', client: 'Anjali Diagnostics', scene: 'stationery', width: 1200, height: 1200, alt: 'TODO', altTa: 'TODO' },
  { title: 'Hosur Agro Tech farmer app', titleTa: 'Hosur Agro Tech விவசாயிகளுக்கான ஆப்', client: 'Hosur Agro Tech', scene: 'app', width: 1000, height: 1000, alt: 'TODO', altTa: 'TODO' },
  { title: 'Kanchi Weaves exhibition poster', titleTa: 'Kanchi Weaves கண்காட்சி போஸ்டர்', client: 'Kanchi Weaves', scene: 'poster', width: 900, height: 1125, alt: 'TODO', altTa: 'TODO' },
  { title: 'Rameswaram Sea Foods social posts', titleTa: 'Rameswaram Sea Foods சமூக ஊடகப் பதிவுகள்', client: 'Rameswaram Sea Foods', scene: 'social', width: 1200, height: 900, alt: 'TODO', altTa: 'TODO' },
];

export const galleryData: GalleryImage[] = entries.map((entry, index) => ({
  id: index + 1,
  title: entry.title,
  client: entry.client,
  scene: entry.scene,
  image: { src: `/media/gallery/project-${index + 1}`, width: entry.width, height: entry.height, alt: entry.alt, ta: { alt: entry.altTa } },
  ta: { title: entry.titleTa },
}));
