/**
 * The six services (SPEC §3 "Service"): slugs, titles and tags are fixed by the spec; the
 * copy is written for this site. Banner artwork is generated at build from `banner.src`
 * (scripts/media); the alt text names the colours and motif the generator draws.
 */
import type { Service } from '../schema.js';

export const serviceData: Service[] = [
  {
    slug: 'branding',
    title: 'Brand & Creative Solutions',
    summary:
      'Logos, identities and brand artwork that make a Chennai bakery or a Coimbatore textile mill look as good as it is, across signboards, packets, vans and screens.',
    icon: 'palette',
    tags: ['Logo Design', 'Identity', 'Artwork', 'Collaterals', 'Guidelines'],
    buttonText: 'Learn More →',
    banner: {
      src: '/media/services/branding',
      width: 1600,
      height: 700,
      alt: 'Brand banner: a saffron kolam rosette on deep indigo beside a row of dots',
    },
    deliverables: [
      {
        title: 'Logo and identity system',
        desc: 'A primary logo, a compact mark for small spaces, and Tamil and English lockups that stay legible from a shop board to a WhatsApp profile picture.',
      },
      {
        title: 'Colour, type and pattern palette',
        desc: 'A palette chosen for print on local presses and for screens, typefaces licensed for commercial use, and a signature pattern you can use on walls, bags and posts.',
      },
      {
        title: 'Brand collaterals',
        desc: 'Visiting cards, letterheads, invoices, menus, price lists and signage artwork, delivered print-ready with bleed and colour profiles your printer asks for.',
      },
      {
        title: 'Campaign and festival artwork',
        desc: 'Key visuals for launches, Pongal and Deepavali offers and trade fairs, with sizes for hoardings, newspaper ads and social media.',
      },
      {
        title: 'Brand guidelines',
        desc: 'A short, practical guide your staff and vendors can follow: logo spacing, do and do not examples, and ready templates.',
      },
    ],
    why: [
      'We start from how your customers actually meet you: the street, the counter, the phone.',
      'Bilingual identities designed in Tamil and English from day one, not translated afterwards.',
      'Files organised so your printer, signboard maker and social media team can use them without calling us.',
      'Fixed-scope packages with a clear number of concepts and revision rounds.',
    ],
    process: [
      { step: 'Brand discovery', desc: 'A workshop with the owners and front-line staff to learn what the business stands for and who it serves.' },
      { step: 'Concept routes', desc: 'Two or three distinct directions with logos shown on real applications, not on a white page.' },
      { step: 'Refinement', desc: 'We develop the chosen route, test it at small sizes and in print, and fine-tune colours.' },
      { step: 'Rollout kit', desc: 'Final files, collaterals and guidelines, plus a handover call with your team and vendors.' },
    ],
  },
  {
    slug: 'packaging',
    title: 'Packaging Solutions',
    summary:
      'Packs and labels that stand out on a crowded kirana shelf, survive the supply chain and meet FSSAI and legal metrology labelling rules.',
    icon: 'package',
    tags: ['Structure', 'Sustainability', 'Labels', 'Mockups', 'Shelf-Ready'],
    buttonText: 'Learn More →',
    banner: {
      src: '/media/services/packaging',
      width: 1600,
      height: 700,
      alt: 'Packaging banner: turmeric stripes and a vermilion loop pattern on cream',
    },
    deliverables: [
      {
        title: 'Pack structure and dielines',
        desc: 'Cartons, pouches, jars and gift boxes sized to your product and to standard shipper cartons, with dielines your converter can run.',
      },
      {
        title: 'Label and pack graphics',
        desc: 'Front-of-pack hierarchy that sells in three seconds, with mandatory declarations laid out cleanly on the back panel.',
      },
      {
        title: 'Sustainable material options',
        desc: 'Mono-material pouches, kraft board and reduced-ink designs priced against your current packs so the choice is an informed one.',
      },
      {
        title: 'Photoreal mockups',
        desc: 'Renders for your e-commerce listings, distributor presentations and launch posts before the first print run.',
      },
      {
        title: 'Print supervision',
        desc: 'Colour proofs checked against the approved design and a press check at the printer for the first run.',
      },
    ],
    why: [
      'We design for the real shelf: small shops, modern trade and quick-commerce thumbnails.',
      'Labelling checked against FSSAI and legal metrology requirements before it reaches print.',
      'Relationships with printers and converters in Sivakasi and Chennai to keep costs realistic.',
      'Range architecture that lets you add flavours and sizes without redesigning the family.',
    ],
    process: [
      { step: 'Shelf audit', desc: 'We photograph your category in shops and online to see what you compete with.' },
      { step: 'Structure and material', desc: 'Pack formats and materials are shortlisted with cost, shelf life and transport in mind.' },
      { step: 'Graphic design', desc: 'Front and back panels are designed, mocked up and tested with a few real customers.' },
      { step: 'Pre-press and print', desc: 'Artwork is prepared for the press, proofed and supervised through the first run.' },
    ],
  },
  {
    slug: 'web-development',
    title: 'Website Development',
    summary:
      'Fast, search-friendly websites and online stores that load well on a budget phone over 4G and that your team can update without a developer.',
    icon: 'code',
    tags: ['Custom', 'CMS', 'Ecommerce', 'Responsive', 'Support'],
    buttonText: 'Learn More →',
    banner: {
      src: '/media/services/web-development',
      width: 1600,
      height: 700,
      alt: 'Website banner: a leaf green dot grid and browser window outline on indigo',
    },
    deliverables: [
      {
        title: 'Custom website design',
        desc: 'Page layouts designed around your enquiries and sales, not a template, with content written or edited for the web.',
      },
      {
        title: 'Content management',
        desc: 'An easy editor for pages, products, offers and blog posts, with roles so staff can draft and owners can approve.',
      },
      {
        title: 'E-commerce and payments',
        desc: 'Catalogues, carts, UPI and card payments, GST invoices and shipping integrations for Indian couriers.',
      },
      {
        title: 'Performance and SEO foundations',
        desc: 'Optimised images, clean markup, structured data and Google Business Profile links so you are found locally.',
      },
      {
        title: 'Care and support plan',
        desc: 'Hosting, backups, security updates and a fixed number of change requests every month.',
      },
    ],
    why: [
      'Every page is tested on entry-level Android phones, where most of your visitors are.',
      'You own your domain, hosting account and content, with logins handed over at launch.',
      'Enquiry forms and WhatsApp buttons that reach the right person, with tracking you can read.',
      'Clear timelines: a brochure site in 3 to 4 weeks, a store in 8 to 12 weeks.',
    ],
    process: [
      { step: 'Scope and sitemap', desc: 'We agree pages, features, content owners and a launch date.' },
      { step: 'Design', desc: 'Mobile-first page designs reviewed in your browser, not as static pictures.' },
      { step: 'Build and integrate', desc: 'Development with payments, forms, analytics and your existing tools connected.' },
      { step: 'Test and launch', desc: 'Cross-device testing, speed checks, redirects from your old site and a monitored launch.' },
    ],
  },
  {
    slug: 'app-development',
    title: 'App Development',
    summary:
      'Mobile apps for bookings, orders, field teams and loyalty, designed with your customers and built to work on patchy networks.',
    icon: 'smartphone',
    tags: ['Native', 'UX/UI', 'Crossplatform', 'Maintenance', 'Integration'],
    buttonText: 'Learn More →',
    banner: {
      src: '/media/services/app-development',
      width: 1600,
      height: 700,
      alt: 'App banner: a phone outline framed by a vermilion spiral loop on indigo',
    },
    deliverables: [
      {
        title: 'UX research and prototypes',
        desc: 'Interviews and clickable prototypes tested with real users before a line of production code is written.',
      },
      {
        title: 'Android and iOS apps',
        desc: 'Cross-platform apps from one codebase, or native where the device features demand it.',
      },
      {
        title: 'Admin panel and APIs',
        desc: 'A web dashboard for your staff and secure APIs that connect to your billing, ERP or CRM.',
      },
      {
        title: 'Offline-first features',
        desc: 'Orders, attendance and forms that keep working without signal and sync when the phone is back online.',
      },
      {
        title: 'Store launch and maintenance',
        desc: 'Play Store and App Store listings, crash monitoring, OS updates and a monthly release rhythm.',
      },
    ],
    why: [
      'Designs in Tamil and English with large touch targets for every kind of user.',
      'A working build in your hands every two weeks, so there are no surprises at the end.',
      'Integration experience with Tally, Zoho, Razorpay and common hospital and school systems.',
      'Source code and store accounts belong to you.',
    ],
    process: [
      { step: 'Discovery', desc: 'We map users, tasks and the systems the app has to talk to.' },
      { step: 'Prototype', desc: 'Clickable screens are tested with a handful of real users and refined.' },
      { step: 'Sprints', desc: 'Two-week development cycles, each ending with a build you can install.' },
      { step: 'Release and care', desc: 'Store submission, staged rollout, monitoring and ongoing updates.' },
    ],
  },
  {
    slug: 'marketing',
    title: 'Digital Marketing',
    summary:
      'Search, social, ads and e-mail campaigns measured in enquiries and sales, not likes, for businesses that sell across Tamil Nadu and beyond.',
    icon: 'megaphone',
    tags: ['SEO', 'Social', 'Ads', 'Email', 'Analytics'],
    buttonText: 'Learn More →',
    banner: {
      src: '/media/services/marketing',
      width: 1600,
      height: 700,
      alt: 'Marketing banner: rising turmeric bars and a saffron rosette on indigo',
    },
    deliverables: [
      {
        title: 'Local and organic SEO',
        desc: 'Technical fixes, content plans and Google Business Profile management so nearby customers find you first.',
      },
      {
        title: 'Social media management',
        desc: 'Monthly content calendars, reels and posts in Tamil and English, with community replies handled daily.',
      },
      {
        title: 'Performance ads',
        desc: 'Google and Meta campaigns with tight location targeting, tested creatives and weekly budget reviews.',
      },
      {
        title: 'E-mail and WhatsApp campaigns',
        desc: 'Segmented lists, festival offers and automated follow-ups that bring customers back.',
      },
      {
        title: 'Analytics and reporting',
        desc: 'Tracking set up end to end and a plain-language monthly report on cost per lead and sales.',
      },
    ],
    why: [
      'We report on enquiries, store visits and revenue, and agree those targets up front.',
      'Creative and media buying in one team, so ads are designed to perform.',
      'Regional insight: what works in Madurai is not always what works in Chennai.',
      'No long lock-in: monthly plans you can pause after the first three months.',
    ],
    process: [
      { step: 'Audit', desc: 'We review your website, listings, past campaigns and competitors.' },
      { step: 'Plan', desc: 'Channels, budgets, messages and targets for the first 90 days.' },
      { step: 'Launch and test', desc: 'Campaigns go live with several creatives and audiences tested side by side.' },
      { step: 'Optimise and report', desc: 'Weekly tuning and a monthly review of what worked and what comes next.' },
    ],
  },
  {
    slug: 'personal-brand',
    title: 'Personal Branding',
    summary:
      'For doctors, founders, consultants and artists who want to be known for their expertise: a clear positioning, a professional presence and content that builds trust.',
    icon: 'user-star',
    tags: ['Strategy', 'Profiles', 'Portfolio', 'Content', 'Reputation'],
    buttonText: 'Learn More →',
    banner: {
      src: '/media/services/personal-brand',
      width: 1600,
      height: 700,
      alt: 'Personal brand banner: a single leaf green loop around a saffron dot on cream',
    },
    deliverables: [
      {
        title: 'Positioning strategy',
        desc: 'What you want to be known for, for whom, and the stories that prove it, written down in one page.',
      },
      {
        title: 'Profile makeover',
        desc: 'LinkedIn, Instagram and directory profiles rewritten, with a professional photo shoot in our Chennai studio.',
      },
      {
        title: 'Portfolio website',
        desc: 'A personal site with your work, talks, publications and an easy way to book you.',
      },
      {
        title: 'Content programme',
        desc: 'Monthly articles, short videos and posts drafted from short interviews, so you only need an hour a month.',
      },
      {
        title: 'Reputation care',
        desc: 'Review monitoring, response templates and guidance for media interviews and panel talks.',
      },
    ],
    why: [
      'We write in your voice, in English and Tamil, and you approve every post.',
      'Discreet handling for medical, legal and public-sector professionals with conduct rules.',
      'A clear plan that fits around a full working week.',
      'Results tracked in enquiries, invitations and profile reach.',
    ],
    process: [
      { step: 'Interview', desc: 'A long conversation about your work, your audience and where you want to be in two years.' },
      { step: 'Positioning', desc: 'A short strategy with your key messages and content themes.' },
      { step: 'Presence', desc: 'Photo shoot, profiles and portfolio site are produced and published.' },
      { step: 'Momentum', desc: 'A monthly content and reputation routine with a quarterly review.' },
    ],
  },
];
