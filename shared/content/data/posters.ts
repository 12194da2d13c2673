/**
 * Project posters for the home carousel (SPEC §3 "Project poster"): ids 1–171 without gaps,
 * sizes cycling 200x250, 300x180, 250x320. Each is a campaign poster for one of the clients
 * (scripts/media/clients.ts has their colours and typefaces): the build letters the
 * headline below on it, over a kolam pattern (ids 3n, 3n+2) or an illustration (3n+1).
 */
import type { Poster } from '../schema.js';

const sizes = [
  [200, 250],
  [300, 180],
  [250, 320],
] as const;

/** Clients and the headlines of their posters. */
const campaigns: [client: string, headlines: [string, string, string]][] = [
  ['Sri Murugan Textiles', ['Aadi sale is on', 'Silk for every occasion', 'New bridal silks']],
  ['Kaveri Fresh Dairy', ['Fresh milk at 6 am', 'Thick curd, every day', 'Pure cow ghee']],
  ['Thanjavur Art Plates', ['Gifts with heritage', 'Art for your walls', 'Custom nameplates']],
  ['Nilgiri Leaf Tea Estates', ['First flush is here', 'Grown above the clouds', 'Chai time, done right']],
  ['Chettinad Spice House', ['Spice up Sunday', 'Real Karaikudi masala', 'Pepper from the hills']],
  ['Marina Tech Labs', ['We are hiring', 'Apps that ship', 'Demo day 2025']],
  ['Kovai Pumps & Motors', ['Built for borewells', 'Pumps that last', 'Pongal offer']],
  ['Meenakshi Silk Sarees', ['Wedding silk edit', 'Temple border collection', 'Deepavali silks']],
  ['Pondy Bay Resorts', ['Weekend by the bay', 'Monsoon stays', 'Sunrise breakfast']],
  ['Arunachala Hospitals', ['Free heart check-up', 'Care, day and night', 'New maternity wing']],
  ['Vel Foods', ['Idli in minutes', 'Ready to cook', 'Taste of home']],
  ['Tirupur Knit Works', ['Everyday cotton', 'Back to school', 'Knitwear for the world']],
  ['Kanchi Weaves', ['Handwoven in Kanchi', 'Silk, the slow way', 'Exhibition this week']],
  ['Cauvery Engineering College', ['Admissions 2025', 'Campus open day', 'Build the future']],
  ['Sivakasi Print Press', ['Calendars 2026', 'Print that pops', 'Festival labels']],
  ['Thamirabarani Water', ['Pure from the river', 'Stay hydrated', '20 litre home delivery']],
  ['Namma Auto Spares', ['Genuine spares', 'Service week', 'Free brake check']],
  ['Karur Home Linen', ['Cotton for calm homes', 'New towel range', 'Festive bedsheets']],
  ['Salem Steel Fabricators', ['Built strong', 'Sheds in 30 days', 'Gates and grills']],
  ['Ooty Bakers', ['Baked fresh in the hills', 'Plum cake season', 'Cookies for tea']],
  ['Anjali Diagnostics', ['Reports by evening', 'Home sample pick-up', 'Full body check']],
  ['Kodai Trails Travels', ['Trails and lakes', 'Monsoon treks', 'Weekend camps']],
  ['Rameswaram Sea Foods', ['From boat to box', 'Fresh catch daily', 'Prawn festival']],
  ['Vellore Dental Care', ['Smile without fear', 'Kids’ dental week', 'Free check-up']],
  ['Erode Turmeric Traders', ['Golden spice of Erode', 'Export grade turmeric', 'Harvest 2025']],
  ['Madras Filter Kaapi', ['Strong, frothy, Madras', 'Morning kaapi', 'Decoction at home']],
  ['Tuticorin Logistics', ['Port to door', 'Containers on time', 'Customs made simple']],
  ['Yazh Music Academy', ['Concert this Sunday', 'Learn the veena', 'Music for all ages']],
  ['Periyar Public School', ['Admissions open', 'Annual day 2025', 'Science fair']],
  ['Hosur Agro Tech', ['Smarter farms', 'Drip kits on offer', 'Soil test camp']],
];

export const posterData: Poster[] = Array.from({ length: 171 }, (_, index) => {
  const id = index + 1;
  const [width, height] = sizes[index % sizes.length] ?? sizes[0];
  // Stride 7 over 30 clients (coprime), so neighbouring posters are for different clients.
  const [client, headlines] = campaigns[(id * 7) % campaigns.length] ?? campaigns[0] ?? ['Kanchi Weaves', ['New collection', '', '']];
  const headline = headlines[Math.floor(id / campaigns.length) % headlines.length] ?? headlines[0];
  const art = id % 3 === 1 ? ['an illustration', 'ஓவியத்துடன்'] : ['a kolam pattern', 'கோலம் வடிவத்துடன்'];
  return {
    id,
    client,
    headline,
    image: {
      src: `/media/posters/poster-${id}`,
      width,
      height,
      alt: `Poster for ${client}: “${headline}”, with ${art[0]}`,
      ta: { alt: `${client}-க்கான போஸ்டர்: “${headline}”, ${art[1]}` },
    },
  };
});
