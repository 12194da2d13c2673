/**
 * The six industries (SPEC §3 "Industry"): ids, slugs, detail titles and the five items
 * are fixed by the spec; `name` is the short card and pill label.
 */
import type { IndustrySlug } from '../constants.js';
import type { Industry } from '../schema.js';

/** Card and pill labels; a Record so adding an industry slug forces a label. */
export const industryNames: Record<IndustrySlug, string> = {
  education: 'Education',
  government: 'Government',
  health: 'Healthcare',
  business: 'Business',
  travel: 'Travel',
  consumer: 'Consumer & Retail',
};

export const industryData: Industry[] = [
  {
    id: 1,
    slug: 'education',
    name: industryNames.education,
    title: 'Education Sector Solutions',
    summary:
      'Schools, colleges and coaching centres across Tamil Nadu use our platforms and campaigns to teach better, run smoothly and fill every batch.',
    image: {
      src: '/media/industries/education',
      width: 1200,
      height: 800,
      alt: 'Education artwork: a saffron dot grid like a classroom of seats under an indigo sky',
    },
    items: ['E-learning platforms', 'School management software', 'Online courses', 'Interactive classrooms', 'Education analytics'],
    challenges: [
      { title: 'Admissions depend on word of mouth', description: 'Many institutions have no measurable way to reach parents and students beyond their own town.' },
      { title: 'Paper-heavy administration', description: 'Fees, attendance and report cards still move on paper and spreadsheets, which costs staff time every week.' },
      { title: 'Learning that stops at the school gate', description: 'Students lack good material to revise at home, especially in Tamil medium.' },
      { title: 'Little insight into outcomes', description: 'Management cannot easily see which classes or subjects need attention until exam results arrive.' },
    ],
    solutions: [
      { title: 'Admissions campaigns', description: 'Search and social campaigns with landing pages and enquiry tracking through to enrolment.' },
      { title: 'School management systems', description: 'Fees with UPI, attendance, timetables and parent messages in one app for staff and families.' },
      { title: 'Bilingual e-learning', description: 'Recorded lessons, quizzes and notes in Tamil and English that work on low-cost phones.' },
      { title: 'Academic dashboards', description: 'Simple charts of attendance and assessment trends for principals and trustees.' },
    ],
    whyChoose: [
      'Experience with matriculation, CBSE and state board schools and with arts and engineering colleges.',
      'Designs tested with parents, teachers and students, not only with management.',
      'Data handled with care, with access by role and records kept in India.',
      'Training for staff so the new tools are actually used after launch.',
    ],
  },
  {
    id: 2,
    slug: 'government',
    name: industryNames.government,
    title: 'Government Events Solutions',
    summary:
      'Event identities, citizen portals and public information campaigns for departments, boards and government events that must reach everyone clearly.',
    image: {
      src: '/media/industries/government',
      width: 1200,
      height: 800,
      alt: 'Government artwork: a vermilion and cream temple border beneath a large indigo rosette',
    },
    items: ['Digital portals', 'Citizen services apps', 'E-governance solutions', 'Data management systems', 'Public feedback platforms'],
    challenges: [
      { title: 'Reaching every citizen', description: 'Information must work for rural and urban audiences, in Tamil and English, on any device.' },
      { title: 'Tight event timelines', description: 'Summits, expos and festivals are announced late and must look polished on opening day.' },
      { title: 'Accessibility and compliance', description: 'Portals must meet accessibility guidelines and government web standards.' },
      { title: 'Scattered data', description: 'Departments keep records in separate systems that do not talk to each other.' },
    ],
    solutions: [
      { title: 'Event branding kits', description: 'Identity, stage, signage and delegate kits designed and delivered on compressed schedules.' },
      { title: 'Accessible portals', description: 'Bilingual websites built to WCAG with screen-reader testing and simple navigation.' },
      { title: 'Citizen service apps', description: 'Applications, status tracking and grievance filing from a phone, with SMS fallbacks.' },
      { title: 'Feedback and data platforms', description: 'Surveys and dashboards that turn public feedback and records into usable reports.' },
    ],
    whyChoose: [
      'Familiar with tender documentation, approvals and review cycles.',
      'Plain-language Tamil copy written by native speakers, not machine translation.',
      'Accessibility built in from the first wireframe.',
      'Capacity to deliver event collateral in days when schedules demand it.',
    ],
  },
  {
    id: 3,
    slug: 'health',
    name: industryNames.health,
    title: 'Healthcare Digital Solutions',
    summary:
      'Hospitals, clinics and diagnostic centres work with us on patient-friendly brands, portals and apps that make care easier to find and follow.',
    image: {
      src: '/media/industries/health',
      width: 1200,
      height: 800,
      alt: 'Healthcare artwork: a leaf green lotus rosette on a soft cream background',
    },
    items: ['Hospital management', 'Telemedicine apps', 'Health tracking devices', 'Patient portals', 'Medical analytics'],
    challenges: [
      { title: 'Long queues and phone lines', description: 'Patients wait on hold or in line just to book an appointment or collect a report.' },
      { title: 'Trust and clarity', description: 'Patients compare hospitals online and need clear information about doctors, costs and facilities.' },
      { title: 'Follow-up care', description: 'Reminders for medicines, reviews and tests are often missed once the patient is home.' },
      { title: 'Data privacy', description: 'Health records demand strict access control and careful handling.' },
    ],
    solutions: [
      { title: 'Online booking and patient portals', description: 'Appointments, reports and bills available on the web and WhatsApp.' },
      { title: 'Telemedicine', description: 'Video consultations with prescriptions and payments for follow-ups and rural patients.' },
      { title: 'Care reminders', description: 'Automated reminders for medicines, reviews and vaccination schedules.' },
      { title: 'Hospital branding', description: 'Wayfinding, department signage and patient education material that reduces anxiety.' },
    ],
    whyChoose: [
      'Healthcare copy reviewed with clinicians for accuracy.',
      'Privacy-first architecture with role-based access and audit logs.',
      'Designs tested with elderly patients and caregivers.',
      'Experience integrating with common hospital information systems.',
    ],
  },
  {
    id: 4,
    slug: 'business',
    name: industryNames.business,
    title: 'Legal Sector Solutions',
    summary:
      'Law firms, consultancies and growing enterprises rely on our systems and brands to manage clients, cases and teams with confidence.',
    image: {
      src: '/media/industries/business',
      width: 1200,
      height: 800,
      alt: 'Business artwork: an indigo dot grid crossed by turmeric stripes on cream',
    },
    items: ['CRM systems', 'ERP solutions', 'Inventory management', 'Team collaboration', 'Analytics dashboards'],
    challenges: [
      { title: 'Client information in inboxes', description: 'Enquiries, matters and follow-ups live in personal e-mail and phones, and are lost when people leave.' },
      { title: 'Disconnected operations', description: 'Billing, stock and projects run in separate tools, so reports take days.' },
      { title: 'A dated professional image', description: 'Old logos and websites undersell firms that have grown in size and reputation.' },
    ],
    solutions: [
      { title: 'CRM set-up', description: 'Pipelines, matter tracking and reminders configured for how your firm works.' },
      { title: 'ERP and inventory', description: 'Purchase, stock, billing and GST in one system, connected to your accounts.' },
      { title: 'Collaboration workspace', description: 'Shared documents, tasks and approvals with access control for sensitive files.' },
      { title: 'Corporate identity refresh', description: 'A modern identity, website and pitch documents that match the firm you have become.' },
    ],
    whyChoose: [
      'Confidentiality agreements and careful handling of privileged information.',
      'Systems configured around your workflow rather than forcing a new one.',
      'Dashboards partners can read in a minute.',
      'Support through the first months of adoption.',
    ],
  },
  {
    id: 5,
    slug: 'travel',
    name: industryNames.travel,
    title: 'Travel Industry Solutions',
    summary:
      'Tour operators, hotels and temple-town guides use our booking portals, apps and campaigns to reach travellers before they reach Madurai, Ooty or Rameswaram.',
    image: {
      src: '/media/industries/travel',
      width: 1200,
      height: 800,
      alt: 'Travel artwork: a saffron sun rosette over indigo and leaf green waves',
    },
    items: ['Booking portals', 'Tour management', 'Travel guides apps', 'Customer support', 'Loyalty programs'],
    challenges: [
      { title: 'Dependence on aggregators', description: 'High commissions to booking platforms eat into margins on every sale.' },
      { title: 'Seasonal demand', description: 'Bookings spike around festivals and holidays and fall away in between.' },
      { title: 'Support across languages', description: 'Travellers arrive from across India and abroad with different questions and expectations.' },
    ],
    solutions: [
      { title: 'Direct booking portals', description: 'Availability, packages and secure payments on your own site, with offers for direct bookers.' },
      { title: 'Tour operations tools', description: 'Itineraries, vehicles, guides and vouchers managed from one dashboard.' },
      { title: 'Guide apps', description: 'Offline maps, temple timings and audio guides in several languages.' },
      { title: 'Loyalty and remarketing', description: 'Repeat-guest programmes and off-season campaigns that smooth demand.' },
    ],
    whyChoose: [
      'Content that shows Tamil Nadu’s destinations with local knowledge.',
      'Integrations with channel managers and payment gateways.',
      'Multilingual support flows on WhatsApp and the web.',
      'Campaign calendars planned around festivals and school holidays.',
    ],
  },
  {
    id: 6,
    slug: 'consumer',
    name: industryNames.consumer,
    title: 'Retail Industry Solutions',
    summary:
      'Retailers and D2C brands, from silk sarees to filter coffee, grow with our stores, packaging and campaigns built for Indian shoppers.',
    image: {
      src: '/media/industries/consumer',
      width: 1200,
      height: 800,
      alt: 'Retail artwork: vermilion and turmeric shopping-bag shapes on a cream dot grid',
    },
    items: ['Online stores', 'D2C platforms', 'Payment solutions', 'Customer analytics', 'Product recommendations'],
    challenges: [
      { title: 'Competing with marketplaces', description: 'Shoppers compare prices on large marketplaces before buying direct.' },
      { title: 'Cash on delivery and returns', description: 'High COD and return rates hurt margins for small online brands.' },
      { title: 'Knowing the customer', description: 'Offline and online sales are recorded separately, so there is no single view of the customer.' },
    ],
    solutions: [
      { title: 'D2C stores', description: 'Fast stores with UPI, prepaid incentives and courier integrations.' },
      { title: 'Unified customer data', description: 'Billing counter and online orders in one customer record for targeted offers.' },
      { title: 'Recommendations', description: 'Bundles and “customers also bought” suggestions that raise order value.' },
      { title: 'Retail branding and packaging', description: 'Store fronts, bags and packs that make the brand recognisable at a glance.' },
    ],
    whyChoose: [
      'Experience with textile, food, jewellery and home-goods brands.',
      'Conversion-focused design measured against real sales.',
      'Packaging and digital designed together for a consistent brand.',
      'Practical advice on logistics, payments and returns.',
    ],
  },
];
