/**
 * The thirty clients of the home logo carousel (shared/content/data/client-logos.ts): each
 * one's brief (colours, typeface, symbol, words) and its wordmark design. No two share a
 * typeface and layout, and their colours differ, so the logos read as thirty businesses.
 * The same briefs letter the project posters and the /project gallery.
 */
import type { Brief, SymbolKind } from './briefs.js';
import type { FontFamily } from './fonts.js';

export type LogoLayout =
  /** symbol left, name and descriptor right */
  | 'side'
  /** symbol above a centred name */
  | 'stack'
  /** name only, with a rule and a descriptor under it */
  | 'word'
  /** name reversed out of a filled pill or block */
  | 'block'
  /** a round emblem with the initial, name beside it */
  | 'emblem'
  /** a large initial in a shape, name small below */
  | 'monogram'
  /** script name with a swash underline */
  | 'script'
  /** name between two rules, descriptor spaced out */
  | 'ruled'
  /** a shield with the symbol, the name beside it in capitals */
  | 'crest'
  /** the name over a flowing wave stroke */
  | 'swoosh'
  /** the name inside a double-ruled label frame, descriptor set into its lower edge */
  | 'frame'
  /** two initials in a circle, the name and descriptor beside it */
  | 'initials';

export type ClientBrief = Brief & { logo: { layout: LogoLayout; ground: 'paper' | 'primary' | 'white'; tracking?: number } };

type Row = [name: string, brand: string, line: string, palette: Brief['palette'], font: FontFamily, weight: number, caps: boolean, symbol: SymbolKind, layout: LogoLayout, ground: ClientBrief['logo']['ground'], headline: string, items: string[], tamil?: string];

const rows: Row[] = [
  ['Sri Murugan Textiles', 'Sri Murugan', 'Textiles · Madurai', 'handloom', 'Cinzel', 700, true, 'loom', 'ruled', 'paper', 'Silk and cotton for every occasion', ['Silk sarees', 'Dhotis', 'Bridal'], 'ஸ்ரீ முருகன்'],
  ['Kaveri Fresh Dairy', 'Kaveri Fresh', 'Dairy · since 1988', 'sky', 'Fredoka', 600, false, 'drop', 'side', 'white', 'Fresh milk every morning', ['Toned Milk', 'Curd', 'Ghee']],
  ['Thanjavur Art Plates', 'Thanjavur', 'Art Plates', 'brass', 'Playfair Display', 700, false, 'arch', 'stack', 'paper', 'Heritage art for your walls', ['Brass plates', 'Gift sets', 'Custom work']],
  ['Nilgiri Leaf Tea Estates', 'Nilgiri Leaf', 'Tea Estates', 'tea', 'DM Serif Display', 400, false, 'leaf', 'side', 'paper', 'Grown above the clouds', ['Frost Tea', 'Green Tea', 'Masala Chai']],
  ['Chettinad Spice House', 'CHETTINAD', 'Spice House', 'chilli', 'Bebas Neue', 400, true, 'star', 'block', 'primary', 'Spice blends from Karaikudi', ['Chicken masala', 'Sambar powder', 'Pepper']],
  ['Marina Tech Labs', 'marina.tech', 'Labs · Chennai', 'cobalt', 'Space Grotesk', 700, false, 'wave', 'word', 'white', 'Software that ships', ['Product design', 'Web apps', 'Cloud']],
  ['Kovai Pumps & Motors', 'KOVAI', 'Pumps & Motors', 'steel', 'Oswald', 600, true, 'gear', 'side', 'white', 'Pumps built for Tamil Nadu farms', ['Submersible', 'Monoblock', 'Motors']],
  ['Meenakshi Silk Sarees', 'Meenakshi', 'Silk Sarees', 'maroon', 'Playfair Display', 700, false, 'lotus', 'side', 'paper', 'Wedding silks, woven with love', ['Kanjivaram', 'Soft silk', 'Bridal']],
  ['Pondy Bay Resorts', 'Pondy Bay', 'Resorts', 'honey', 'Josefin Sans', 700, true, 'sun', 'stack', 'white', 'Weekends by the bay', ['Sea-view rooms', 'Beach café', 'Spa']],
  ['Arunachala Hospitals', 'Arunachala', 'Hospitals · Tiruvannamalai', 'teal', 'Inter', 700, false, 'heart', 'emblem', 'white', 'Care you can trust', ['Cardiology', 'Maternity', '24×7 ER']],
  ['Vel Foods', 'VEL', 'Foods', 'sweets', 'Archivo Black', 400, true, 'flame', 'monogram', 'paper', 'Ready to cook, ready to love', ['Idli batter', 'Appalam', 'Pickles']],
  ['Tirupur Knit Works', 'tirupur knit', 'works', 'mint', 'Comfortaa', 700, false, 'spiral', 'word', 'paper', 'Everyday knitwear', ['T-shirts', 'Polos', 'Kidswear']],
  ['Kanchi Weaves', 'Kanchi Weaves', 'Handwoven', 'plum', 'Abril Fatface', 400, false, 'kolam', 'side', 'paper', 'Handwoven in Kanchipuram', ['Silk', 'Cotton', 'Stoles'], 'காஞ்சி'],
  ['Cauvery Engineering College', 'CEC', 'Cauvery Engineering College', 'maroon', 'Zilla Slab', 700, true, 'gear', 'crest', 'paper', 'Admissions 2025', ['B.E.', 'M.E.', 'MBA']],
  ['Sivakasi Print Press', 'Sivakasi', 'Print Press', 'festival', 'Righteous', 400, false, 'flame', 'block', 'primary', 'Print that pops', ['Calendars', 'Cartons', 'Labels']],
  ['Thamirabarani Water', 'Thamirabarani', 'Packaged Drinking Water', 'lake', 'Josefin Sans', 700, false, 'drop', 'swoosh', 'white', 'Pure, from the river country', ['500 ml', '1 litre', '20 litre can']],
  ['Namma Auto Spares', 'NAMMA', 'Auto Spares', 'slate', 'Syne', 800, true, 'wheel', 'side', 'white', 'Genuine spares, fair prices', ['Brakes', 'Filters', 'Batteries']],
  ['Karur Home Linen', 'Karur', 'Home Linen', 'terracotta', 'Fraunces', 700, false, 'loom', 'frame', 'paper', 'Cotton for calm homes', ['Bedsheets', 'Towels', 'Curtains']],
  ['Salem Steel Fabricators', 'SALEM STEEL', 'Fabricators', 'steel', 'Archivo Black', 400, true, 'gear', 'block', 'white', 'Built strong', ['Sheds', 'Gates', 'Structures']],
  ['Ooty Bakers', 'Ooty Bakers', 'since 1972', 'honey', 'Pacifico', 400, false, 'mountain', 'script', 'paper', 'Baked fresh in the hills', ['Plum cake', 'Cookies', 'Bread']],
  ['Anjali Diagnostics', 'anjali', 'diagnostics', 'rose', 'Comfortaa', 700, false, 'eye', 'side', 'white', 'Reports you can read', ['Blood tests', 'Scans', 'Home collection']],
  ['Kodai Trails Travels', 'KODAI TRAILS', 'Travels', 'forest', 'Bebas Neue', 400, true, 'mountain', 'stack', 'paper', 'Trails, lakes and misty mornings', ['Treks', 'Lake stays', 'Camps']],
  ['Rameswaram Sea Foods', 'Rameswaram', 'Sea Foods', 'ocean', 'Zilla Slab', 700, false, 'wave', 'stack', 'white', 'From boat to box', ['Prawns', 'Seer fish', 'Crab']],
  ['Vellore Dental Care', 'Vellore Dental', 'Care', 'aqua', 'Space Grotesk', 700, false, 'tooth', 'initials', 'white', 'Smile without fear', ['Check-up', 'Braces', 'Implants']],
  ['Erode Turmeric Traders', 'ERODE', 'Turmeric Traders', 'turmeric', 'Oswald', 600, true, 'sun', 'ruled', 'paper', 'The golden spice of Erode', ['Finger', 'Bulb', 'Powder']],
  ['Madras Filter Kaapi', 'Madras Kaapi', 'Filter coffee', 'coffee', 'Abril Fatface', 400, false, 'tumbler', 'stack', 'paper', 'Strong, frothy, Madras', ['Filter decoction', 'Coffee powder', 'Dabara set'], 'மெட்ராஸ் காப்பி'],
  ['Tuticorin Logistics', 'TUTICORIN', 'Logistics', 'ocean', 'IBM Plex Mono', 600, true, 'pin', 'word', 'white', 'Port to door', ['Container', 'Customs', 'Warehousing']],
  ['Yazh Music Academy', 'Yazh', 'Music Academy', 'royal', 'Caveat', 700, false, 'note', 'script', 'paper', 'Learn the music you love', ['Vocal', 'Veena', 'Keyboard'], 'யாழ்'],
  ['Periyar Public School', 'Periyar', 'Public School', 'indigo', 'DM Serif Display', 400, false, 'flame', 'emblem', 'paper', 'Learning with values', ['Primary', 'Middle', 'Senior'], 'பெரியார்'],
  ['Hosur Agro Tech', 'hosur agro', 'tech', 'herbal', 'Syne', 800, false, 'leaf', 'block', 'primary', 'Smarter farms', ['Drip kits', 'Soil testing', 'Farmer app']],
];

export const clientBriefs: ReadonlyMap<string, ClientBrief> = new Map(
  rows.map(([name, brand, line, palette, font, weight, caps, symbol, layout, ground, headline, items, tamil]) => [
    name,
    { brand, line, palette, font, weight, caps, symbol, headline, items, nav: ['Home', 'About', 'Products', 'Contact'], cta: 'Enquire now', tamil, logo: { layout, ground } },
  ]),
);

/** The names, in carousel order. */
export const clientNames: readonly string[] = rows.map(([name]) => name);

export function clientBrief(name: string): ClientBrief {
  const brief = clientBriefs.get(name);
  if (!brief) throw new Error(`no client brief for "${name}" (scripts/media/clients.ts)`);
  return brief;
}
