/**
 * Design briefs for the generated artwork: for each client, the name its work carries, its
 * colours, its typeface, its symbol and the few words its screens, packs and posters say.
 * The case-study covers and galleries show the client's own work, so each case study has a
 * brief here (by id); a case study without one gets a brief derived from its record.
 */
import type { FontFamily } from './fonts.js';
import { hashOf } from './svg.js';

export type Palette = {
  /** Dominant brand colour (large areas, headers). */
  primary: string;
  /** Second colour (bands, buttons). */
  secondary: string;
  /** Small highlights. */
  accent: string;
  /** Light ground (paper, page background). */
  paper: string;
  /** Text on paper. */
  ink: string;
};

export const palettes = {
  coffee: { primary: '#3b2418', secondary: '#c8913a', accent: '#9e2b25', paper: '#f6ecdb', ink: '#2a1a12' },
  maroon: { primary: '#7a1f2b', secondary: '#e0a526', accent: '#1d2b4f', paper: '#fbf5e8', ink: '#2b1418' },
  handloom: { primary: '#a3204f', secondary: '#e2a72e', accent: '#13615d', paper: '#fbf3e6', ink: '#2d1320' },
  teal: { primary: '#0f6e6e', secondary: '#f07c5a', accent: '#12304a', paper: '#eef7f3', ink: '#10282c' },
  sweets: { primary: '#b8321c', secondary: '#e9b949', accent: '#5c1a1b', paper: '#fff4e0', ink: '#3a1210' },
  forest: { primary: '#1e5b43', secondary: '#f2b33d', accent: '#7cc4d8', paper: '#f4f0e4', ink: '#13291f' },
  steel: { primary: '#1d3557', secondary: '#f77f00', accent: '#8ab0d0', paper: '#eef1f5', ink: '#0b132b' },
  royal: { primary: '#3f2a7a', secondary: '#f29a1d', accent: '#d8432c', paper: '#f3eff9', ink: '#1d1438' },
  aqua: { primary: '#1f8a80', secondary: '#264653', accent: '#e9c46a', paper: '#eef7f6', ink: '#15302e' },
  terracotta: { primary: '#a8482a', secondary: '#d9a441', accent: '#234d3c', paper: '#fbf5ec', ink: '#2e1a12' },
  turmeric: { primary: '#d99a00', secondary: '#2e6b3f', accent: '#5b3b1a', paper: '#fdf7e4', ink: '#2b2210' },
  festival: { primary: '#25306b', secondary: '#e64f7c', accent: '#f7c948', paper: '#f8f1ff', ink: '#141a3d' },
  tea: { primary: '#17402f', secondary: '#c9a227', accent: '#7b2d3b', paper: '#eef3ec', ink: '#0f241b' },
  herbal: { primary: '#4f7a28', secondary: '#8a5a2b', accent: '#e0a526', paper: '#f7f2e2', ink: '#22300f' },
  cobalt: { primary: '#1f4fd1', secondary: '#a8d94a', accent: '#ff8a3d', paper: '#eef2fb', ink: '#101a38' },
  sky: { primary: '#1f6fb0', secondary: '#58b368', accent: '#f2c14e', paper: '#eef5fb', ink: '#0e2640' },
  rose: { primary: '#b83b5e', secondary: '#6a2c70', accent: '#f08a5d', paper: '#fdf0f2', ink: '#2e1020' },
  indigo: { primary: '#1f2a5a', secondary: '#f29a1d', accent: '#d8432c', paper: '#f6eedc', ink: '#141b3d' },
  chilli: { primary: '#d7261e', secondary: '#1b1b1b', accent: '#ffc83d', paper: '#fff6e8', ink: '#1b1b1b' },
  lake: { primary: '#0e5e78', secondary: '#7fc8a9', accent: '#f4a259', paper: '#edf6f6', ink: '#0b2a33' },
  brass: { primary: '#5a1e14', secondary: '#d4a017', accent: '#c0392b', paper: '#fbf3df', ink: '#2d120c' },
  mint: { primary: '#2f7d6d', secondary: '#f6c26b', accent: '#e76f51', paper: '#f1f8f4', ink: '#123029' },
  slate: { primary: '#2b2d42', secondary: '#ef233c', accent: '#8d99ae', paper: '#f2f3f6', ink: '#15161f' },
  honey: { primary: '#e2a100', secondary: '#3e2a14', accent: '#7a9a3a', paper: '#fff8e3', ink: '#2e200c' },
  plum: { primary: '#4a1d52', secondary: '#e8a33d', accent: '#2a9d8f', paper: '#f7f0f6', ink: '#220d26' },
  ocean: { primary: '#14467a', secondary: '#f0b429', accent: '#e4572e', paper: '#edf3f9', ink: '#0b2140' },
} as const satisfies Record<string, Palette>;
export type PaletteName = keyof typeof palettes;

export type SymbolKind =
  | 'kolam'
  | 'tumbler'
  | 'book'
  | 'loom'
  | 'heart'
  | 'flame'
  | 'wheel'
  | 'gear'
  | 'lotus'
  | 'tooth'
  | 'arch'
  | 'leaf'
  | 'sun'
  | 'wave'
  | 'drop'
  | 'eye'
  | 'mountain'
  | 'star'
  | 'bus'
  | 'note'
  | 'bee'
  | 'pin'
  | 'spiral'
  | 'monogram';

export type Brief = {
  /** The name on the work, as its signs and screens show it. */
  brand: string;
  /** A second line under the name: what the business is or where. */
  line: string;
  /** The name in Tamil script, for work that was bilingual. */
  tamil?: string;
  /** Main line on a home page, poster or pack. */
  headline: string;
  headlineTa?: string;
  /** Website navigation, deck section or menu items. */
  nav: string[];
  navTa?: string[];
  /** Button text. */
  cta: string;
  ctaTa?: string;
  /** Products, sections or session names the work lists. */
  items: string[];
  palette: PaletteName;
  font: FontFamily;
  weight?: number;
  caps?: boolean;
  symbol: SymbolKind;
  /** The person, for personal-branding work. */
  person?: { name: string; role: string; initials: string };
};

type Row = Omit<Brief, 'nav' | 'items'> & { nav?: string[]; items?: string[] };

const navSite = ['Home', 'About', 'Services', 'Contact'];

/** Case-study briefs by case-study id. */
export const caseBriefs: Readonly<Record<number, Row>> = {
  1: { brand: 'Kaveri', line: 'Filter Coffee Works · 1962', tamil: 'காவேரி', headline: 'Degree coffee, the Kumbakonam way', headlineTa: 'கும்பகோணம் டிகிரி காபி', cta: 'Find a store', items: ['Classic 80:20', 'Strong 70:30', 'Pure Peaberry'], palette: 'coffee', font: 'Playfair Display', weight: 700, symbol: 'tumbler' },
  2: { brand: 'Sri Vidya Mandir', line: 'Matriculation School, Salem', tamil: 'ஸ்ரீ வித்யா மந்திர்', headline: 'Admissions open for 2025–26', headlineTa: 'சேர்க்கை 2025–26 தொடங்கியது', nav: ['Home', 'Admissions', 'Fees', 'Transport', 'Contact'], navTa: ['முகப்பு', 'சேர்க்கை', 'கட்டணம்', 'பேருந்து', 'தொடர்பு'], cta: 'Apply online', ctaTa: 'விண்ணப்பிக்க', items: ['LKG–Class 12', 'Bus routes', 'Fee structure'], palette: 'maroon', font: 'DM Serif Display', symbol: 'book' },
  3: { brand: 'Handloom Fair', line: 'Tamil Nadu State · Chennai 2025', tamil: 'கைத்தறி கண்காட்சி', headline: 'Woven in Tamil Nadu', headlineTa: 'தமிழ்நாட்டின் கைத்தறி', cta: 'Visit the fair', items: ['120 weavers’ societies', '10–19 January', 'Island Grounds'], palette: 'handloom', font: 'Josefin Sans', weight: 700, caps: true, symbol: 'loom' },
  4: { brand: 'Dr. Meenakshi Sundaram', line: 'Interventional Cardiologist · Madurai', headline: 'Know your heart before you treat it', cta: 'Book a consultation', items: ['Heart health videos', 'Women and angina', 'Clinic hours'], palette: 'rose', font: 'Fraunces', weight: 700, symbol: 'heart', person: { name: 'Dr. Meenakshi Sundaram', role: 'Cardiologist, Madurai', initials: 'MS' } },
  5: { brand: 'Thenmozhi', line: 'Sweets · Tirunelveli', tamil: 'தேன்மொழி', headline: 'Deepavali gift boxes', headlineTa: 'தீபாவளி இனிப்புப் பெட்டி', cta: 'Order now', items: ['Tirunelveli Halwa', 'Mysore Pak', 'Gift Box'], palette: 'sweets', font: 'Abril Fatface', symbol: 'flame' },
  6: { brand: 'Arogya', line: 'Women’s Health Wing · Trichy', tamil: 'ஆரோக்யா', headline: 'Care that listens to women', headlineTa: 'பெண்களின் நலனுக்கு', cta: 'Book a visit', items: ['Gynaecology', 'Maternity', 'Screening'], palette: 'teal', font: 'Space Grotesk', weight: 700, symbol: 'lotus' },
  7: { brand: 'Pudhuvai Cycle Trails', line: 'Heritage rides · Puducherry', headline: 'See Pondy at cycle speed', cta: 'Book a ride', items: ['White Town', 'Tamil Quarter', 'Sunrise ride'], palette: 'ocean', font: 'Righteous', symbol: 'wheel' },
  8: { brand: 'Velan Precision', line: 'Engineering · Hosur', headline: 'Precision parts for global lines', nav: ['Company', 'Capabilities', 'Quality', 'Export'], cta: 'Request a quote', items: ['IATF 16949', '38 CNC cells', 'PPAP ready'], palette: 'steel', font: 'Oswald', weight: 600, caps: true, symbol: 'gear' },
  9: { brand: 'Sigaram', line: 'IAS Academy · Chennai', tamil: 'சிகரம்', headline: 'Your climb to civil services', headlineTa: 'சிவில் சர்வீசஸ் கனவை நோக்கி', cta: 'Join a batch', items: ['Prelims 2025', 'Mains answer writing', 'Toppers talk'], palette: 'royal', font: 'Archivo Black', symbol: 'mountain' },
  10: { brand: 'Nalam', line: 'Dental Care · Vellore', tamil: 'நலம்', headline: 'Gentle care for every smile', headlineTa: 'உங்கள் புன்னகைக்கு நலம்', cta: 'Book a check-up', items: ['Check-ups', 'Braces', 'Kids’ dentistry'], palette: 'aqua', font: 'Comfortaa', weight: 700, symbol: 'tooth' },
  11: { brand: 'Koil Nagar Residency', line: 'Hotel · Madurai', headline: 'Stay five minutes from the temple', nav: ['Rooms', 'Darshan', 'Dining', 'Book'], cta: 'Book direct', items: ['Deluxe Room', 'Family Suite', 'Temple shuttle'], palette: 'terracotta', font: 'Cinzel', weight: 700, symbol: 'arch' },
  12: { brand: 'Manjal', line: 'Agro Exports · Erode', tamil: 'மஞ்சள்', headline: 'Erode turmeric, export grade', cta: 'Trade enquiry', items: ['Turmeric Powder', 'Whole Fingers', 'Curcumin 5%'], palette: 'turmeric', font: 'Zilla Slab', weight: 700, symbol: 'sun' },
  13: { brand: 'Kalai Vizha', line: 'Kalaivani College · Coimbatore', tamil: 'கலை விழா', headline: 'Three days of art, dance and music', headlineTa: 'கலை, நடனம், இசை — மூன்று நாள்', cta: 'Register', items: ['Dance', 'Music', 'Short film'], palette: 'festival', font: 'Bebas Neue', symbol: 'star' },
  14: { brand: 'Priya Ramanathan', line: 'Founder, Nool Handlooms · Karur', headline: 'Honest cotton, woven in Karur', cta: 'Read the journal', items: ['Founder’s journal', 'Mill visits', 'Talks'], palette: 'handloom', font: 'Playfair Display', weight: 700, symbol: 'loom', person: { name: 'Priya Ramanathan', role: 'Founder, Nool Handlooms', initials: 'PR' } },
  15: { brand: 'Western Ghats Holidays', line: 'Coimbatore', headline: 'Summer in the hills', cta: 'Plan my trip', items: ['Ooty 3N', 'Valparai 2N', 'Munnar 4N'], palette: 'forest', font: 'Oswald', weight: 600, symbol: 'mountain' },
  16: { brand: 'Kongu Magalir', line: 'Erode Women’s SHG Federation', tamil: 'கொங்கு மகளிர்', headline: 'Made by women of Erode', headlineTa: 'ஈரோடு மகளிர் தயாரிப்பு', cta: 'Shop the range', items: ['Pickles', 'Millet mixes', 'Handloom'], palette: 'plum', font: 'Noto Serif Tamil', weight: 700, symbol: 'kolam' },
  17: { brand: 'Thirtha Yatra', line: 'Temple circuits · Kumbakonam', headline: 'Navagraha tours, planned with care', nav: ['Tours', 'Temples', 'Stays', 'Contact'], cta: 'Call to book', items: ['Navagraha 3-day', 'Divya Desam', 'Pancha Bhoota'], palette: 'sweets', font: 'Cinzel', weight: 700, symbol: 'arch' },
  18: { brand: 'Kanchi Pattu Maaligai', line: 'Silk sarees · Kanchipuram', headline: 'The wedding silk edit', cta: 'Visit the showroom', items: ['Korvai', 'Pure zari', 'Muhurtham silks'], palette: 'brass', font: 'Playfair Display', weight: 700, symbol: 'lotus' },
  19: { brand: 'Thanjavur Heritage Walks', line: 'District Tourism Office', tamil: 'தஞ்சாவூர் பாரம்பரிய நடை', headline: 'Walk the Chola capital', headlineTa: 'சோழர் தலைநகரில் ஒரு நடை', nav: ['Walks', 'Map', 'Register', 'Access'], navTa: ['நடைகள்', 'வரைபடம்', 'பதிவு', 'அணுகல்'], cta: 'Register for a walk', ctaTa: 'பதிவு செய்ய', items: ['Big Temple walk', 'Palace walk', 'Art plate walk'], palette: 'terracotta', font: 'Josefin Sans', weight: 700, symbol: 'arch' },
  20: { brand: 'Sugam Diagnostics', line: 'Salem', headline: 'Health checks for your workforce', nav: ['Packages', 'Camps', 'Reports', 'Partners'], cta: 'Plan a camp', items: ['On-site camps', '48-hr reports', 'Employee app'], palette: 'sky', font: 'Space Grotesk', weight: 700, symbol: 'drop' },
  21: { brand: 'Mooligai', line: 'Siddha Pharmacy · Tirunelveli', tamil: 'மூலிகை', headline: 'Siddha remedies, clearly labelled', headlineTa: 'சித்த மருந்துகள்', cta: 'Find a stockist', items: ['Nilavembu', 'Thoothuvalai', 'Amla Lehyam'], palette: 'herbal', font: 'Zilla Slab', weight: 700, symbol: 'leaf' },
  22: { brand: 'Pinnacle', line: 'NEET Academy · Namakkal', headline: 'Real results, honest fees', cta: 'Book a counselling call', items: ['Long-term batch', 'Crash course', 'Test series'], palette: 'cobalt', font: 'Archivo Black', symbol: 'star' },
  23: { brand: 'Kongu Industrial Expo', line: 'Coimbatore · 2025', headline: 'Where Coimbatore’s makers meet', cta: 'Book a stall', items: ['220 stalls', 'Buyer meets', 'CODISSIA grounds'], palette: 'steel', font: 'Bebas Neue', symbol: 'gear' },
  24: { brand: 'Prof. R. Kannan', line: 'Maths in Tamil · Tiruchirappalli', headline: 'Maths, explained in Tamil', headlineTa: 'கணக்கு இனி எளிது', cta: 'Subscribe', items: ['Class 10 algebra', 'Trigonometry', 'TNPSC maths'], palette: 'forest', font: 'Caveat', weight: 700, symbol: 'book', person: { name: 'Prof. R. Kannan', role: 'Maths teacher, Tiruchirappalli', initials: 'RK' } },
  25: { brand: 'Kara Saaram', line: 'Snacks · Chennai', tamil: 'காரசாரம்', headline: 'Spice with a bite', cta: 'Shop snacks', items: ['Murukku', 'Mixture', 'Banana chips'], palette: 'chilli', font: 'Archivo Black', caps: true, symbol: 'spiral' },
  26: { brand: 'Vaigai Logistics', line: 'Freight forwarding · Madurai', headline: 'Your cargo, from Madurai to the world', nav: ['Services', 'Track', 'Guides', 'Quote'], cta: 'Get a quote', items: ['Sea freight', 'Air freight', 'Customs'], palette: 'ocean', font: 'Space Grotesk', weight: 700, symbol: 'wave' },
  27: { brand: 'Road Safety Week', line: 'Coimbatore District', tamil: 'சாலை பாதுகாப்பு', headline: 'Helmet on. Every ride.', headlineTa: 'தலைக்கவசம் உயிர்க்கவசம்', cta: 'Take the pledge', items: ['Helmet', 'Seat belt', 'Slow down'], palette: 'chilli', font: 'Bebas Neue', symbol: 'star' },
  28: { brand: 'Kodai Hills', line: 'Homemade Chocolates', headline: 'Made in the hills, wrapped in paper', cta: 'Shop gifts', items: ['Dark 70%', 'Fruit & Nut', 'Plum Rum'], palette: 'lake', font: 'Pacifico', symbol: 'mountain' },
  29: { brand: 'Tamizh Skills', line: 'Academy · Vellore', tamil: 'தமிழ் ஸ்கில்ஸ்', headline: 'Skilled people for your shop floor', cta: 'Partner with us', items: ['Electrician', 'CNC operator', 'Nursing aide'], palette: 'mint', font: 'Oswald', weight: 600, caps: true, symbol: 'gear' },
  30: { brand: 'Anitha Raj', line: 'Founder, Thozhi Travels', headline: 'Travel with friends you haven’t met yet', cta: 'Join a trip', items: ['Hampi', 'Meghalaya', 'Chettinad'], palette: 'rose', font: 'Pacifico', symbol: 'pin', person: { name: 'Anitha Raj', role: 'Founder, Thozhi Travels', initials: 'AR' } },
  31: { brand: 'Malligai Dental', line: 'Care · Madurai', tamil: 'மல்லிகை', headline: 'Know what happens in the chair', headlineTa: 'பயமில்லாத பல் சிகிச்சை', nav: ['Treatments', 'Doctors', 'Prices', 'Book'], navTa: ['சிகிச்சைகள்', 'மருத்துவர்கள்', 'கட்டணம்', 'முன்பதிவு'], cta: 'Request an appointment', items: ['Root canal', 'Implants', 'Aligners'], palette: 'mint', font: 'Comfortaa', weight: 700, symbol: 'lotus' },
  32: { brand: 'Kandaangi', line: 'Chettinad Foods · Karaikudi', tamil: 'கண்டாங்கி', headline: 'Chettinad kitchen classics', cta: 'Shop the range', items: ['Idli Podi', 'Garlic Pickle', 'Kara Kuzhambu'], palette: 'brass', font: 'Cinzel', weight: 700, symbol: 'kolam' },
  33: { brand: 'Cauvery Book Fair', line: 'Tiruchirappalli 2025', tamil: 'காவேரி புத்தகத் திருவிழா', headline: 'Ten days of books by the river', headlineTa: 'நதிக்கரையில் பத்து நாள் புத்தகத் திருவிழா', cta: 'Plan your visit', items: ['300 stalls', 'Author talks', 'Children’s corner'], palette: 'ocean', font: 'DM Serif Display', symbol: 'book' },
  34: { brand: 'Dr. K. Arul Prakash', line: 'Diabetologist · Tirunelveli', headline: 'Diabetes care for farming families', cta: 'Ask a question', items: ['Weekly column', 'Village camps', 'Diet guide'], palette: 'herbal', font: 'Fraunces', weight: 700, symbol: 'leaf', person: { name: 'Dr. K. Arul Prakash', role: 'Physician, Tirunelveli', initials: 'AP' } },
  35: { brand: 'Noyyal Knit', line: 'Exports · Tiruppur', headline: 'Knitwear for the world', cta: 'See capabilities', items: ['GOTS cotton', 'Jersey', 'Fleece'], palette: 'cobalt', font: 'Syne', weight: 800, symbol: 'wave' },
  36: { brand: 'Setu Yatra', line: 'Tours · Rameswaram', headline: 'Monsoon darshan, calm seas', cta: 'Book on WhatsApp', items: ['2-day yatra', 'Dhanushkodi', 'Family packages'], palette: 'ocean', font: 'Josefin Sans', weight: 700, symbol: 'wave' },
  37: { brand: 'Aruvi', line: 'Public School · Nagercoil', tamil: 'அருவி', headline: 'Learning that flows', headlineTa: 'ஓடும் அருவி போல் கல்வி', cta: 'Admissions', items: ['Kindergarten', 'Primary', 'Secondary'], palette: 'lake', font: 'DM Serif Display', symbol: 'drop' },
  38: { brand: 'Sri Amaravathi', line: 'Coach Builders · Karur', headline: 'School buses built to AIS-052', nav: ['Fleet', 'Safety', 'Clients', 'Contact'], cta: 'Request a proposal', items: ['32-seater', '52-seater', 'Staff coach'], palette: 'turmeric', font: 'Oswald', weight: 600, caps: true, symbol: 'bus' },
  39: { brand: 'Nachiar', line: 'Brass Lamps · Kumbakonam', headline: 'Light for every festival', cta: 'Shop lamps', items: ['Kuthu Vilakku', 'Annam Lamp', 'Deepam set'], palette: 'brass', font: 'Cinzel', weight: 700, symbol: 'flame' },
  40: { brand: 'Periya Veedu', line: 'Heritage Stay · Kanadukathan', headline: 'Sleep in a Chettinad mansion', nav: ['The House', 'Rooms', 'Food', 'Book'], cta: 'Check dates', items: ['Courtyard room', 'Athangudi tiles', 'Chettinad thali'], palette: 'terracotta', font: 'Playfair Display', weight: 700, symbol: 'arch' },
  41: { brand: 'KIT Techfest', line: 'Kaveri Institute of Technology', headline: 'Build. Break. Rebuild.', cta: 'Register your team', items: ['Hackathon', 'Robo race', 'Paper talks'], palette: 'slate', font: 'IBM Plex Mono', weight: 600, symbol: 'gear' },
  42: { brand: 'Glenmist', line: 'Estate Teas · Ooty', headline: 'Small-batch Nilgiri tea', cta: 'Shop teas', items: ['Frost Tea', 'Green Tips', 'Estate Black'], palette: 'tea', font: 'Playfair Display', weight: 700, symbol: 'leaf' },
  43: { brand: 'Kinetic Care', line: 'Physiotherapy · Dindigul', tamil: 'கைனெடிக் கேர்', headline: 'Move better, every day', cta: 'Book a session', items: ['Sports injury', 'Back care', 'Post-surgery rehab'], palette: 'cobalt', font: 'Comfortaa', weight: 700, symbol: 'spiral' },
  44: { brand: 'Swaralaya', line: 'Music School · Srirangam', headline: 'Learn Carnatic music online', cta: 'Book a trial class', items: ['Vocal', 'Veena', 'Mridangam'], palette: 'plum', font: 'DM Serif Display', symbol: 'note' },
  45: { brand: 'Thooya Kodai', line: 'Kodaikanal Lake Mission', tamil: 'தூய கொடை', headline: 'Keep Kodai clean', headlineTa: 'கொடையைத் தூய்மையாக வைப்போம்', cta: 'Volunteer', items: ['No plastic', 'Refill stations', 'Lake walks'], palette: 'lake', font: 'Noto Sans Tamil', weight: 700, symbol: 'drop' },
  46: { brand: 'Meera Venkatesan', line: 'Founder · Cold-chain logistics', headline: 'Keeping Tamil Nadu’s food cold', cta: 'Read the newsletter', items: ['Cold chain notes', 'Talks', 'Podcast'], palette: 'slate', font: 'Space Grotesk', weight: 700, symbol: 'drop', person: { name: 'Meera Venkatesan', role: 'Founder, cold-chain start-up', initials: 'MV' } },
  47: { brand: 'Thamirabarani', line: 'Multispeciality Hospital', tamil: 'இதய நலம்', headline: 'World Heart Day: walk 30 minutes', headlineTa: 'தினமும் 30 நிமிட நடை', cta: 'Free heart check', items: ['Walk daily', 'Less salt', 'Check BP'], palette: 'rose', font: 'Archivo Black', symbol: 'heart' },
  48: { brand: 'Shola Ridge', line: 'Residential School · Kodaikanal', headline: 'A school in the clouds', nav: ['Academics', 'Boarding', 'Admissions', 'Visit'], cta: 'Plan a visit', items: ['IGCSE', 'Boarding houses', 'Outdoor learning'], palette: 'forest', font: 'Fraunces', weight: 700, symbol: 'mountain' },
  49: { brand: 'Rue Romain', line: 'Boutique Stays · Puducherry', headline: 'Weddings and offsites in White Town', cta: 'Plan an event', items: ['12 heritage rooms', 'Courtyard dinners', 'Corporate retreats'], palette: 'honey', font: 'Playfair Display', weight: 700, symbol: 'arch' },
  50: { brand: 'Sivasakthi', line: 'Mittai Works · Kovilpatti', headline: 'Kovilpatti kadalai mittai, shipped to you', cta: 'Order online', items: ['Classic Mittai', 'Jaggery Bar', 'Gift Tin'], palette: 'honey', font: 'Abril Fatface', symbol: 'sun' },
  51: { brand: 'Namakkal Millet Mission', line: 'District Agriculture Department', tamil: 'சிறுதானிய இயக்கம்', headline: 'Grow millets, eat millets', headlineTa: 'சிறுதானியம் விளைப்போம்', cta: 'Join the mission', items: ['Ragi', 'Thinai', 'Kambu'], palette: 'herbal', font: 'Noto Sans Tamil', weight: 700, symbol: 'leaf' },
  52: { brand: 'Penmai', line: 'Care · Puducherry', tamil: 'பெண்மை', headline: 'Comfort, clearly', cta: 'Find a store', items: ['Regular', 'Overnight', 'Pantyliners'], palette: 'plum', font: 'Fredoka', weight: 600, symbol: 'lotus' },
  53: { brand: 'Madurai by Morning', line: 'Senthil Kumaran · Heritage guide', headline: 'See Madurai wake up', cta: 'Book a walk', items: ['Flower market', 'Temple streets', 'Jigarthanda stop'], palette: 'sweets', font: 'Caveat', weight: 700, symbol: 'sun', person: { name: 'Senthil Kumaran', role: 'Heritage guide, Madurai', initials: 'SK' } },
  54: { brand: 'Grow TN Summit', line: 'Tamil Nadu Small Business Forum', headline: 'Scale from Tamil Nadu', cta: 'Get your pass', items: ['40 speakers', '1,200 owners', 'Chennai Trade Centre'], palette: 'indigo', font: 'Syne', weight: 800, symbol: 'star' },
  55: { brand: 'Madurai Career Centre', line: 'District Employment Office', tamil: 'மதுரை வேலைவாய்ப்பு மையம்', headline: 'Find work. Build a career.', headlineTa: 'வேலை தேடுங்கள், எதிர்காலம் அமைப்போம்', nav: ['Jobs', 'Register', 'Coaching', 'Guidance'], navTa: ['வேலைகள்', 'பதிவு', 'பயிற்சி', 'வழிகாட்டல்'], cta: 'Search jobs', ctaTa: 'வேலை தேட', items: ['Job fair', 'Free coaching', 'CV guide'], palette: 'sky', font: 'Noto Sans Tamil', weight: 700, symbol: 'pin' },
  56: { brand: 'Nila', line: 'Eye Hospital · Karur', tamil: 'நிலா', headline: 'Clear sight, close to home', cta: 'Find a vision centre', items: ['Cataract', 'Glaucoma', 'Children’s eyes'], palette: 'sky', font: 'Josefin Sans', weight: 700, symbol: 'eye' },
  57: { brand: 'Blue Mountain', line: 'Homestays · Ooty', headline: 'Mist, tea and a warm fire', cta: 'Find a homestay', items: ['Coonoor', 'Kotagiri', 'Avalanche'], palette: 'tea', font: 'Caveat', weight: 700, symbol: 'mountain' },
  58: { brand: 'Bright Beads', line: 'Abacus Academy · Thoothukudi', headline: 'Open a Bright Beads centre', cta: 'Franchise enquiry', items: ['Training kit', 'Level books', 'Parent app'], palette: 'festival', font: 'Fredoka', weight: 600, symbol: 'star' },
  59: { brand: 'Kolli Thaen', line: 'Kolli Hills honey', tamil: 'கொல்லி தேன்', headline: 'Wild honey from the Kolli Hills', cta: 'Buy honey', items: ['Wild Forest', 'Multiflora', 'Comb Honey'], palette: 'honey', font: 'Noto Serif Tamil', weight: 700, symbol: 'bee' },
  60: { brand: 'Chef Valli', line: 'Chettinad kitchen · Chennai', headline: 'Chettinad suppers, one table at a time', cta: 'Join a pop-up', items: ['Pop-up dinners', 'Masterclass', 'Recipes'], palette: 'brass', font: 'Pacifico', symbol: 'flame', person: { name: 'Valli Annamalai', role: 'Chef, Chennai', initials: 'VA' } },
};

/** The name part of a client field: "Kaveri Filter Coffee Works, Kumbakonam" → "Kaveri Filter Coffee Works". */
export function clientName(client: string): string {
  return (client.split(',')[0] ?? client).trim();
}

const paletteNames = Object.keys(palettes) as PaletteName[];
const fallbackFonts: FontFamily[] = ['Playfair Display', 'Space Grotesk', 'DM Serif Display', 'Josefin Sans', 'Oswald', 'Fraunces'];
const fallbackSymbols: SymbolKind[] = ['kolam', 'sun', 'leaf', 'wave', 'star', 'arch'];

/** The brief for a case study: its own, or one derived from the record (new case studies). */
export function caseBrief(id: number, client: string, title: string): Brief {
  const row = caseBriefs[id];
  if (row) return { ...row, nav: row.nav ?? navSite, items: row.items ?? [] };
  const name = clientName(client);
  const h = hashOf(`${id}:${client}`);
  return {
    brand: name,
    line: client.includes(',') ? (client.split(',').slice(1).join(',').trim() || 'Tamil Nadu') : 'Tamil Nadu',
    headline: title.length > 48 ? `${title.slice(0, title.lastIndexOf(' ', 46))}…` : title,
    nav: navSite,
    cta: 'Get in touch',
    items: [],
    palette: paletteNames[h % paletteNames.length] ?? 'indigo',
    font: fallbackFonts[(h >>> 4) % fallbackFonts.length] ?? 'Fraunces',
    weight: 700,
    symbol: fallbackSymbols[(h >>> 8) % fallbackSymbols.length] ?? 'kolam',
  };
}
