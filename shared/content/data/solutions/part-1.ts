/**
 * Solutions cards, part 1: six in each category, each linking to a case study in
 * case-studies/part-1.ts or part-2.ts whose category fits the card.
 */
import type { Solution } from '../../schema.js';

export const solutionsPart1: Solution[] = [
  {
    title: 'Brand Identity Refresh',
    desc: 'We redraw tired logos, settle inconsistent colours and build an identity that keeps everything customers already love about your business.',
    category: 'Brand & Creative',
    caseStudyId: 1,
  },
  {
    title: 'Logo Design',
    desc: 'A distinctive mark in Tamil and English, tested at every size from an app icon to a shop signboard and a rubber stamp.',
    category: 'Brand & Creative',
    caseStudyId: 25,
  },
  {
    title: 'Event Branding',
    desc: 'Identities for fairs, expos and festivals, carried through entrance arches, stall boards, badges and social posts, even on tight deadlines.',
    category: 'Brand & Creative',
    caseStudyId: 3,
  },
  {
    title: 'Creative Templates for In-House Teams',
    desc: 'Poster and social media templates your own staff can fill in every week without breaking the look of your brand.',
    category: 'Brand & Creative',
    caseStudyId: 9,
  },
  {
    title: 'Public Awareness Campaigns',
    desc: 'Posters, reels and outdoor panels for departments and councils, written in the language people actually speak on the street.',
    category: 'Brand & Creative',
    caseStudyId: 27,
  },
  {
    title: 'Healthcare Brand Identity',
    desc: 'Calm, trustworthy identities for clinics and hospitals, with patient-facing leaflets and signage in Tamil and English.',
    category: 'Brand & Creative',
    caseStudyId: 10,
  },
  {
    title: 'Search and Social Campaigns',
    desc: 'Google, Facebook and Instagram campaigns in Tamil and English, with landing pages and call tracking that show which ads bring in real enquiries.',
    category: 'Digital Marketing',
    caseStudyId: 6,
  },
  {
    title: 'Seasonal Travel Campaigns',
    desc: 'Holiday-season campaigns that reach families when they start planning and send leads straight to your booking team on WhatsApp.',
    category: 'Digital Marketing',
    caseStudyId: 15,
  },
  {
    title: 'Admissions Campaigns',
    desc: "Campaigns for schools, colleges and coaching centres that answer parents' real questions instead of repeating toppers' photographs.",
    category: 'Digital Marketing',
    caseStudyId: 22,
  },
  {
    title: 'B2B Lead Generation',
    desc: 'Capability decks, follow-up sequences and a simple CRM pipeline that turn trade-fair contacts into export enquiries.',
    category: 'Digital Marketing',
    caseStudyId: 8,
  },
  {
    title: 'Corporate Partnership Sales',
    desc: 'Packaged offers, proposals and a weekly sales rhythm for selling your services to employers and institutions.',
    category: 'Digital Marketing',
    caseStudyId: 20,
  },
  {
    title: 'Institutional Partnerships',
    desc: 'Partnership offers and target lists for reaching colleges, employers and associations, with monthly reviews to keep every conversation moving.',
    category: 'Digital Marketing',
    caseStudyId: 29,
  },
  {
    title: 'Festive Gift Packaging',
    desc: 'Gift boxes for Deepavali, Pongal and weddings that look good on a reception desk and survive a long journey intact.',
    category: 'Packaging',
    caseStudyId: 5,
  },
  {
    title: 'Export Retail Packaging',
    desc: "Retail packs that meet importers' labelling rules, protect the product in transit and stand out in a crowded foreign aisle.",
    category: 'Packaging',
    caseStudyId: 12,
  },
  {
    title: 'Health and Wellness Labelling',
    desc: 'Clear, compliant labels for herbal, Siddha and wellness products, with dosage and batch details that customers and retailers can actually read.',
    category: 'Packaging',
    caseStudyId: 21,
  },
  {
    title: 'Plastic-Free Packaging',
    desc: 'Paper, bagasse and kraft packaging that replaces single-use plastic without losing shelf appeal or product protection.',
    category: 'Packaging',
    caseStudyId: 28,
  },
  {
    title: 'Packaging Range Systems',
    desc: 'One consistent layout and colour-coding system for dozens of products, so a whole range reads as a family on the shelf.',
    category: 'Packaging',
    caseStudyId: 21,
  },
  {
    title: 'Packaging Materials and Structure',
    desc: 'Laminates, trays and box structures chosen with your printer and converter to suit the product, the climate and the route to market.',
    category: 'Packaging',
    caseStudyId: 12,
  },
  {
    title: 'Bilingual Websites',
    desc: 'Websites written in Tamil and English from the start, light enough to load quickly on the budget phones most of your visitors use.',
    category: 'Web & App Development',
    caseStudyId: 2,
  },
  {
    title: 'Direct-Booking Websites',
    desc: 'Booking sites for hotels and homestays, connected to your channel manager, that win back bookings from commission-charging platforms.',
    category: 'Web & App Development',
    caseStudyId: 11,
  },
  {
    title: 'Accessible Government Websites',
    desc: 'Websites that follow government web guidelines and WCAG, with registration forms and content that office staff can update themselves.',
    category: 'Web & App Development',
    caseStudyId: 19,
  },
  {
    title: 'B2B Lead-Generation Websites',
    desc: 'Service pages, quote forms and guides that bring in business enquiries and route each one to the right desk.',
    category: 'Web & App Development',
    caseStudyId: 26,
  },
  {
    title: 'Online Registration and Enquiry Forms',
    desc: 'Simple forms for admissions, event registrations and walk bookings that feed the spreadsheet or WhatsApp number you already use.',
    category: 'Web & App Development',
    caseStudyId: 19,
  },
  {
    title: 'Website Content and Information Design',
    desc: 'Fees, routes, timings and visitor guides organised so that people find answers on the site instead of calling your office.',
    category: 'Web & App Development',
    caseStudyId: 2,
  },
  {
    title: 'Personal Branding for Doctors',
    desc: "A professional online presence for doctors that respects the profession's conduct rules and puts patient education first.",
    category: 'Personal Branding',
    caseStudyId: 4,
  },
  {
    title: 'Founder Branding',
    desc: "LinkedIn and Instagram content built around a founder's story and team, planned to fit into a few hours a week.",
    category: 'Personal Branding',
    caseStudyId: 14,
  },
  {
    title: 'Educator and Creator Channels',
    desc: 'Channel identities, thumbnails, playlists and publishing routines for teachers and creators sharing knowledge on YouTube.',
    category: 'Personal Branding',
    caseStudyId: 24,
  },
  {
    title: 'Personal Photo and Video Shoots',
    desc: 'Portraits and short videos made where you actually work, showing you as the person behind the service.',
    category: 'Personal Branding',
    caseStudyId: 30,
  },
  {
    title: 'Speaker Profiles and Media Kits',
    desc: 'Biographies, portraits and speaking kits that help event organisers and journalists invite and introduce you.',
    category: 'Personal Branding',
    caseStudyId: 14,
  },
  {
    title: 'Patient-Education Video Series',
    desc: 'Short, consent-based explainer videos in Tamil that let doctors answer common questions once and reach far more families.',
    category: 'Personal Branding',
    caseStudyId: 4,
  },
];
