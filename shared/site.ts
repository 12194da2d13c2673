/**
 * Site identity (DESIGN.md "Identity"): sample values kept in one module so the operator
 * can replace them. The public origin is not here: it comes from SITE_URL at run time.
 */
export const site = {
  brand: 'Kolam Studio',
  blurb: 'Branding and business-development studio in Chennai',
  description:
    'Kolam Studio is a branding and business-development studio in Chennai. We design brands, packaging, websites, apps and marketing for growing businesses across Tamil Nadu.',
  address: {
    lines: ['No. 12, 3rd Floor, Cathedral Road', 'Gopalapuram', 'Chennai 600086', 'Tamil Nadu, India'],
    /** The same address as it is written in Tamil (the Tamil pages, the Tamil legal texts). */
    linesTa: ['எண் 12, 3-வது தளம், கதீட்ரல் சாலை', 'கோபாலபுரம்', 'சென்னை 600086', 'தமிழ்நாடு, இந்தியா'],
    street: 'No. 12, 3rd Floor, Cathedral Road, Gopalapuram',
    locality: 'Chennai',
    postalCode: '600086',
    region: 'Tamil Nadu',
    country: 'IN',
  },
  phones: [
    { label: '+91 98765 43210', tel: '+919876543210', whatsapp: 'https://wa.me/919876543210' },
    { label: '+91 91234 56789', tel: '+919123456789' },
  ],
  email: 'hello@kolamstudio.in',
  mapUrl: 'https://www.openstreetmap.org/?mlat=13.0475&mlon=80.2550#map=17/13.0475/80.2550',
  mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=80.2510%2C13.0445%2C80.2590%2C13.0505&layer=mapnik&marker=13.0475%2C80.2550',
  socials: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/kolamstudio' },
    { name: 'Facebook', href: 'https://www.facebook.com/kolamstudio' },
    { name: 'Instagram', href: 'https://www.instagram.com/kolamstudio' },
    { name: 'X', href: 'https://x.com/kolamstudio' },
    { name: 'Behance', href: 'https://www.behance.net/kolamstudio' },
  ],
  floatingSocials: [
    { name: 'Instagram', href: 'https://www.instagram.com/kolamstudio' },
    { name: 'Facebook', href: 'https://www.facebook.com/kolamstudio' },
    { name: 'X', href: 'https://x.com/kolamstudio' },
    { name: 'WhatsApp', href: 'https://wa.me/919876543210' },
  ],
  businessHours: [
    { days: 'Monday – Friday', hours: '9:30 AM - 6:30 PM' },
    { days: 'Saturday', hours: '9:30 AM - 5:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
} as const;

export type Site = typeof site;
