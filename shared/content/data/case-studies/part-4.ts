/**
 * Case studies 46–60 (sample content; clients are fictional). Ids 51–60 use the shorter
 * five-block form with tags.
 */
import type { CaseStudy } from '../../schema.js';

export const caseStudiesPart4: CaseStudy[] = [
  {
    id: 46,
    title: 'Positioning a Cold-Chain Start-up Founder as an Industry Voice',
    client: 'Meera Venkatesan, Founder, Chennai',
    date: 'Aug-24',
    duration: '3 Months',
    industry: 'business',
    category: 'Personal Branding',
    summary:
      'A LinkedIn-led personal brand, speaking kit and content plan for a Chennai founder building cold-chain logistics for small food producers.',
    image: {
      src: '/media/case-studies/cs-46',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for Meera Venkatesan’s personal branding project',
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Meera Venkatesan founded a Chennai start-up that moves perishable goods across Tamil Nadu for small dairies, fish processors and bakeries. As she prepared for a second funding round, she realised investors and partners knew the company’s name but very little about the thinking behind it.',
      },
      { type: 'h2', text: 'Objective' },
      {
        type: 'p',
        text: 'Establish Meera as a credible voice on food supply chains in South India, open doors to speaking invitations and make it easier to recruit senior people.',
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'ul',
        items: [
          'A positioning workshop that narrowed her story to three themes: small producers, food waste and rural infrastructure',
          'A rewritten LinkedIn profile, founder biography and new press photographs',
          'A twelve-week content calendar of short posts, each drawn from a real delivery route or customer conversation',
          'A speaking kit\n- Two talk outlines\n- A slide template\n- A one-page introduction for event organisers',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'Meera told us her posts regularly drew comments from investors and logistics executives, and she was invited to speak at start-up conferences in Chennai and Bengaluru during the engagement. She also credits the new profile with helping her hire a head of operations.',
      },
      {
        type: 'blockquote',
        text: 'I had plenty to say but no structure for saying it. Now people come up to me at events and quote my own posts back to me.',
        author: 'Meera Venkatesan, Founder',
      },
    ],
  },
  {
    id: 47,
    title: 'World Heart Day Awareness Creatives for a Tirunelveli Hospital',
    client: 'Thamirabarani Multispeciality Hospital, Tirunelveli',
    date: 'Sep-24',
    duration: '3 Weeks',
    industry: 'health',
    category: 'Creative Design',
    summary:
      'Posters, short videos and outreach material for a month-long heart-health drive that took free screening camps into villages around Tirunelveli.',
    image: {
      src: '/media/case-studies/cs-47',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Thamirabarani Multispeciality Hospital heart-health campaign',
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Thamirabarani Multispeciality Hospital runs a busy cardiology department serving Tirunelveli, Tenkasi and Thoothukudi districts. For World Heart Day it planned a month of free blood-pressure and ECG screening camps in panchayat halls and weekly markets.',
      },
      { type: 'h2', text: 'The Challenge' },
      {
        type: 'p',
        text: 'Earlier awareness posters had been crowded with medical terms and statistics. Many people at the camps were farm workers and older women who read little English, and some feared that a screening would lead straight to an expensive procedure.',
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'p',
        text: 'We wrote and designed everything in the Tamil people speak at home, led by illustration rather than text. A cheerful grandmother character, Paati, explained warning signs such as breathlessness on the stairs and chest discomfort after meals.\nThe same drawings appeared on posters, bus-stand standees, a short animated video for WhatsApp and take-home leaflets.',
      },
      {
        type: 'ul',
        items: [
          'Large, high-contrast illustrations that read from a distance in busy outdoor markets',
          'A tear-off slip on every leaflet with the hospital helpline and camp dates',
          'Colour-coded health cards for everyone screened, showing their reading and what to do next',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'The hospital reported that the camps screened several thousand people over the month, well above its own target, and that follow-up visits to the cardiology outpatient department rose in the weeks afterwards.',
      },
    ],
  },
  {
    id: 48,
    title: 'A Website for a Residential School in the Kodaikanal Hills',
    client: 'Shola Ridge Residential School, Kodaikanal',
    date: 'Nov-24',
    duration: '3 Months',
    industry: 'education',
    category: 'Website',
    summary:
      'A calm, information-rich website that lets families in India and abroad explore a boarding school’s campus, curriculum and admissions from afar.',
    image: {
      src: '/media/case-studies/cs-48',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Shola Ridge Residential School website',
    },
    content: [
      { type: 'h2', text: 'Client Overview' },
      {
        type: 'p',
        text: 'Shola Ridge Residential School is a co-educational boarding school for classes 4 to 12 on a forested campus above Kodaikanal. About half its students come from outside Tamil Nadu, and some families live in the Gulf or South-East Asia.',
      },
      { type: 'h2', text: 'The Challenges' },
      {
        type: 'ul',
        items: [
          'Parents weighing a boarding school ask detailed questions about pastoral care, food, health and safety, which the old site barely touched on',
          'Admissions staff answered the same e-mails again and again across several time zones',
          'The school wanted to show its outdoor learning without falling back on stock photography',
        ],
      },
      { type: 'h2', text: 'Our Solutions' },
      {
        type: 'ul',
        items: [
          'A “Day at Shola Ridge” section following one student from the morning run to evening prep, with original photography',
          'Detailed pages on boarding houses, the medical centre, the dining-hall menu and weekend activities',
          'An admissions section with a step-by-step timeline, fee schedule, downloadable forms and a virtual-tour booking calendar',
          'Accessible design\n- Sufficient colour contrast throughout\n- Keyboard-friendly navigation\n- Text alternatives for every image',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'In the first admissions cycle after launch, the school told us virtual-tour bookings had replaced most first-round e-mail enquiries, and its admissions team estimated it was spending far less time on repetitive questions.',
      },
      {
        type: 'blockquote',
        text: 'Families who visit us now say the campus looks just as they expected. That trust starts on the website.',
        author: 'Principal, Shola Ridge Residential School',
      },
    ],
  },
  {
    id: 49,
    title: 'Corporate and Wedding Partnerships for a Puducherry Boutique Stay Group',
    client: 'Rue Romain Stays, Puducherry',
    date: 'Jan-25',
    duration: '3 Months',
    industry: 'travel',
    category: 'Business Development',
    summary:
      'A partnership strategy, sales collateral and outreach plan that helped three French Quarter guesthouses fill weekday rooms with corporate offsites and small weddings.',
    image: {
      src: '/media/case-studies/cs-49',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Rue Romain Stays business development project',
    },
    content: [
      { type: 'h2', text: 'Client Overview' },
      {
        type: 'p',
        text: 'Rue Romain Stays runs three restored colonial houses in Puducherry’s French Quarter, with 28 rooms between them. Weekends sold out to leisure travellers from Chennai and Bengaluru, but weekday occupancy often slipped below 40 per cent.',
      },
      { type: 'h2', text: 'Objective' },
      {
        type: 'p',
        text: 'Create steady weekday demand by reaching companies planning small offsites and families planning intimate weddings: two groups that book several rooms at once and plan well ahead.',
      },
      { type: 'h2', text: 'Our Solutions' },
      {
        type: 'ul',
        items: [
          'Research into Chennai technology and consulting firms that hold quarterly team offsites within a four-hour drive',
          'An offsite package combining the three houses, a heritage-walk guide, a beachside dinner and a meeting room at a partner café',
          'A wedding planner’s kit\n- Floor plans of each courtyard\n- Capacity and décor guidelines\n- A list of preferred caterers and photographers',
          'Introductions to eight wedding planners in Chennai and Bengaluru, followed by familiarisation stays',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'The client reported eleven corporate offsites and four small weddings booked in the first season. According to their booking data, weekday occupancy in those months was well above the previous year’s level.',
      },
    ],
  },
  {
    id: 50,
    title: 'Taking Kovilpatti Kadalai Mittai to Buyers Across India',
    client: 'Sivasakthi Mittai Works, Kovilpatti',
    date: 'Oct–Dec 2023',
    duration: '3 Months',
    industry: 'consumer',
    category: 'Digital Marketing',
    summary:
      'A festive-season campaign, marketplace listings and shipping-focused content that helped a sixty-year-old peanut-candy maker sell far beyond Thoothukudi district.',
    image: {
      src: '/media/case-studies/cs-50',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Sivasakthi Mittai Works digital marketing campaign',
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Sivasakthi Mittai Works has made Kovilpatti’s GI-tagged kadalai mittai since the 1960s, cooking roasted groundnuts in bubbling jaggery and cutting the slabs by hand while they are still warm. The founder’s grandson had opened an online store, but orders came mostly from relatives and a few loyal customers in Chennai.',
      },
      { type: 'h2', text: 'The Challenge' },
      {
        type: 'p',
        text: 'Online buyers could not tell genuine Kovilpatti mittai from the factory-made peanut bars sold everywhere, and many worried it would arrive soft or broken. The shop’s social pages had few followers, and its product photographs showed a plastic tray rather than the glassy, thin-cut pieces locals know.',
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'ul',
        items: [
          'A short film of the jaggery being boiled and the slabs cut by hand, edited into reels for Instagram and YouTube Shorts',
          'Content that explained the GI tag and settled shipping doubts: shelf life, moisture-proof tins and delivery times to major cities',
          'Ads aimed at Tamil-speaking audiences in Bengaluru, Mumbai, Hyderabad and the Gulf in the weeks before Deepavali',
          'Creator collaborations\n- Three food creators from Chennai and Madurai\n- Unscripted tasting videos\n- A discount code for each creator’s audience',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'According to the shop’s order records, online orders in the Deepavali month were several times those of the same month a year before, and repeat orders continued into Pongal.\nThe family has since hired two people just to pack and dispatch parcels.',
      },
    ],
  },
  {
    id: 51,
    title: 'Logo for a District Millet Mission in Namakkal',
    client: 'District Agriculture Department, Namakkal',
    date: 'Feb-23',
    duration: '10 Days',
    industry: 'government',
    category: 'Logo Design',
    summary:
      'A farmer-friendly logo for a district programme promoting millet growing and eating through schools, ration shops and weekly markets.',
    image: {
      src: '/media/case-studies/cs-51',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Namakkal district millet mission logo',
    },
    logo: { src: '/media/case-logos/cs-51', width: 640, height: 640, alt: 'Namakkal District Millet Mission logo concept' },
    tags: ['Government', 'Agriculture', 'Bilingual', 'Logo'],
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Namakkal’s agriculture department started a millet mission to encourage farmers around the Kolli Hills to return to thinai, varagu and kezhvaragu, and to bring millet dishes into school meals. The mission needed a logo for seed packets, stall banners and government circulars alike.',
      },
      { type: 'h2', text: 'Design Approach' },
      {
        type: 'ul',
        items: [
          'Three millet stalks gathered inside a circular kolam border, drawn to reproduce cleanly in a single colour',
          'The Tamil wordmark leads, with an English line for official documents',
          'Earthy ochre and leaf green that local printers can match easily',
          'A stamp version for rubber stamps and embossed certificates',
        ],
      },
      {
        type: 'blockquote',
        text: 'Farmers recognised the sheaf straight away. It looks like something from their own fields, not from an office.',
        author: 'Joint Director of Agriculture, Namakkal',
      },
    ],
  },
  {
    id: 52,
    title: 'Discreet, Clear Packaging for a Women-Led Sanitary Pad Brand',
    client: 'Penmai Care, Puducherry',
    date: 'Jul-24',
    duration: '1 Month',
    industry: 'health',
    category: 'Packaging Design',
    summary:
      'Packaging for biodegradable sanitary pads made by a women’s cooperative near Puducherry, designed to be easy to choose, carry and trust.',
    image: {
      src: '/media/case-studies/cs-52',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Penmai Care packaging project',
    },
    tags: ['Women’s health', 'Sustainability', 'Cooperative', 'Retail'],
    content: [
      { type: 'h2', text: 'Objective' },
      {
        type: 'p',
        text: 'Penmai Care is a cooperative of 40 women in villages around Puducherry that makes biodegradable sanitary pads from banana fibre and cotton. Moving from self-help group sales into pharmacies and supermarkets, it needed packs that explained sizes and materials plainly and felt comfortable to pick up at a checkout counter.',
      },
      { type: 'h2', text: 'Packaging Highlights' },
      {
        type: 'ul',
        items: [
          'Soft botanical drawings of banana leaves in place of the clinical blues common in the category',
          'Sizes shown with drop icons and length in centimetres\n- Regular\n- Large\n- Overnight',
          'Compostable paper outer packs and individual wraps printed with disposal instructions in Tamil and English',
          'A pouch-sized pack that fits in a school bag or handbag',
        ],
      },
      {
        type: 'p',
        text: 'The cooperative told us pharmacists in Puducherry and Cuddalore agreed to stock the range after seeing the new packs, and school health programmes in two blocks have started handing out the pouch pack.',
      },
    ],
  },
  {
    id: 53,
    title: 'Madurai by Morning: Branding an Independent Heritage Guide',
    client: 'Senthil Kumaran, Heritage Guide, Madurai',
    date: 'Dec-22',
    duration: '1 Month',
    industry: 'travel',
    category: 'Personal Branding',
    summary:
      'A name, identity and online presence for an independent guide whose early-morning walks through Madurai’s old streets deserved a wider audience.',
    image: {
      src: '/media/case-studies/cs-53',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Madurai by Morning personal brand',
    },
    tags: ['Tourism', 'Storytelling', 'Instagram', 'Independent guide'],
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Senthil Kumaran has spent fifteen years leading visitors through the streets around the Meenakshi Amman Temple, from the flower market to brass workshops and tiffin stalls. Most of his guests reached him through hotel concierges, who took a cut and seldom mentioned his name.',
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'ul',
        items: [
          'A brand name, Madurai by Morning, and a hand-drawn logo based on the temple town’s concentric street plan',
          'An Instagram profile built around short stories from each walk, written in his own voice',
          'A one-page booking site listing walks, group sizes, meeting points and what to wear',
          'Listings on two travel review platforms, with guidance on replying to reviews',
        ],
      },
      {
        type: 'p',
        text: 'Senthil reported that within a few months most of his bookings came directly from guests who had found him online, and several travel writers from abroad contacted him for interviews and tours.\nHe now runs an evening food walk under the same name.',
      },
    ],
  },
  {
    id: 54,
    title: 'Identity and Stage Design for a Chennai SME Growth Summit',
    client: 'Tamil Nadu Small Business Forum, Chennai',
    date: 'Aug-24',
    duration: '1 Month',
    industry: 'business',
    category: 'Event Branding',
    summary:
      'A summit identity, stage design and delegate kit for a one-day conference bringing 800 small-business owners together with bankers, investors and policymakers.',
    image: {
      src: '/media/case-studies/cs-54',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Tamil Nadu Small Business Forum summit branding',
    },
    tags: ['Conference', 'Stage design', 'Delegate kit', 'Chennai'],
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'The Tamil Nadu Small Business Forum holds an annual summit in Chennai where owners of small manufacturing, retail and service firms hear from lenders, policy experts and entrepreneurs who have scaled up. Past editions used generic hotel-ballroom staging, and sponsors felt lost in the crowd.',
      },
      { type: 'h2', text: 'Design Highlights' },
      {
        type: 'ul',
        items: [
          'A theme line, “Grow Local, Go Far”, running along an arrow built from a row of small shopfronts',
          'A 40-foot LED backdrop with animated transitions between sessions',
          'Sponsor zones built as small market stalls instead of a single logo wall',
          'A delegate kit\n- Badge and lanyard with a session QR code\n- Notebook with the printed programme\n- Cloth bag stitched by a member unit in Tiruppur',
        ],
      },
      {
        type: 'blockquote',
        text: 'For the first time our sponsors asked to be photographed at their stalls. The whole hall looked as if it belonged to the people in it.',
        author: 'Secretary, Tamil Nadu Small Business Forum',
      },
    ],
  },
  {
    id: 55,
    title: 'A Jobs and Career Guidance Website for a District Employment Office',
    client: 'District Employment and Career Guidance Centre, Madurai',
    date: 'May–Jul 2025',
    duration: '3 Months',
    industry: 'government',
    category: 'Website',
    summary:
      'A mobile-first website where young job seekers can register for job fairs, join free coaching for competitive exams and read career guidance in Tamil.',
    image: {
      src: '/media/case-studies/cs-55',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Madurai district employment office website',
    },
    tags: ['Public sector', 'Careers', 'Accessibility', 'Tamil-first'],
    content: [
      { type: 'h2', text: 'Client Overview' },
      {
        type: 'p',
        text: 'The district employment office in Madurai runs monthly private-sector job fairs and free coaching for group examinations, but most young people heard about them through newspaper notices, often after registration had closed. On job-fair mornings, staff typed handwritten forms into spreadsheets while candidates queued outside.',
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'ul',
        items: [
          'Online registration for job fairs, with a confirmation message and a QR pass for the day',
          'A calendar of free coaching batches, study-circle sessions and mock tests',
          'Career guidance in Tamil on writing a first CV, preparing for interviews and choosing a skill course',
          'Accessibility features\n- Large-text mode\n- Screen-reader labels\n- Light pages that load on basic phones',
        ],
      },
      {
        type: 'p',
        text: 'The office reported that most job-fair candidates registered online within the first two months, shortening the queues on the day, and that employers received candidate lists a week in advance for the first time.',
      },
    ],
  },
  {
    id: 56,
    title: 'One Brand for an Eye Hospital and Its Vision Centres',
    client: 'Nila Eye Hospital, Karur',
    date: 'Oct-24',
    duration: '2 Months',
    industry: 'health',
    category: 'Branding',
    summary:
      'A rebrand for a Karur eye hospital opening vision centres in nearby towns, so patients recognise the same care wherever they walk in.',
    image: {
      src: '/media/case-studies/cs-56',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Nila Eye Hospital rebrand',
    },
    tags: ['Healthcare', 'Rebrand', 'Signage', 'Eye care'],
    content: [
      { type: 'h2', text: 'Brand Overview' },
      {
        type: 'p',
        text: 'Nila Eye Hospital began as a cataract clinic near the Karur bus stand and now performs several thousand operations a year. As it opened vision centres in Kulithalai, Aravakurichi and Paramathi, each was fitted out by a different contractor, and villagers described them by nearby landmarks rather than by the hospital’s name.',
      },
      { type: 'h2', text: 'Our Solutions' },
      {
        type: 'ul',
        items: [
          'A logo joining a crescent moon and an open eye, drawing on the meaning of Nila',
          'One layout for the signboard, counter and waiting area of every vision centre',
          'Large-print patient materials\n- Surgery preparation leaflets\n- Eye-drop schedules with pictures for each time of day\n- Follow-up cards',
          'Livery for the outreach van that brings patients to free cataract camps',
        ],
      },
      {
        type: 'p',
        text: 'The hospital’s management said patients now connect the vision centres with the main hospital, which has made referrals for surgery smoother, and that the picture-based eye-drop schedules have cut down confused phone calls after operations.',
      },
    ],
  },
  {
    id: 57,
    title: 'Brochure and Social Creatives for a Nilgiris Homestay Collective',
    client: 'Blue Mountain Homestays, Ooty',
    date: 'Apr-25',
    duration: '3 Weeks',
    industry: 'travel',
    category: 'Creative Design',
    summary:
      'Illustrated brochures, itinerary cards and social media creatives for a collective of family-run homestays around Ooty, Coonoor and Kotagiri.',
    image: {
      src: '/media/case-studies/cs-57',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Blue Mountain Homestays creative design project',
    },
    tags: ['Hospitality', 'Illustration', 'Print', 'Social media'],
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Blue Mountain Homestays is a collective of nine family-run homestays spread between Ooty, Coonoor and Kotagiri, each with only a few rooms. Guests loved the home cooking and quiet tea-garden settings, but the collective had no shared material explaining why staying with a local family differs from a hotel.',
      },
      { type: 'h2', text: 'Design Approach' },
      {
        type: 'ul',
        items: [
          'A watercolour illustration style featuring shola forest, tea terraces and the Nilgiri tahr',
          'A fold-out brochure with a map of every homestay and the walks nearby',
          'Itinerary cards for slow-travel days, such as a Coonoor tea-factory morning or a Kotagiri waterfall trail',
          'A library of 30 social media templates the hosts can adapt themselves',
        ],
      },
      {
        type: 'blockquote',
        text: 'Guests now arrive holding the map and asking about the walks we love. That is exactly the kind of traveller we hoped for.',
        author: 'Coordinator, Blue Mountain Homestays',
      },
    ],
  },
  {
    id: 58,
    title: 'A Franchise Model for a Thoothukudi Abacus Academy',
    client: 'Bright Beads Abacus Academy, Thoothukudi',
    date: 'Jun-25',
    duration: '4 Months',
    industry: 'education',
    category: 'Business Development',
    summary:
      'A franchise offer, partner kit and onboarding process that helped an abacus and mental-arithmetic academy grow beyond its three centres in Thoothukudi.',
    image: {
      src: '/media/case-studies/cs-58',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Bright Beads Abacus Academy franchise project',
    },
    tags: ['Franchise', 'Partnerships', 'Training', 'Growth strategy'],
    content: [
      { type: 'h2', text: 'Objective' },
      {
        type: 'p',
        text: 'Bright Beads teaches abacus and mental arithmetic to children aged five to fourteen at three centres in Thoothukudi. Parents in nearby towns kept asking for classes and former teachers wanted centres of their own, but the founder had no structure for letting anyone else use the name.',
      },
      { type: 'h2', text: 'Our Solutions' },
      {
        type: 'ul',
        items: [
          'Research into fees, rents and demand in twelve towns across Thoothukudi, Tirunelveli and Virudhunagar districts',
          'A franchise offer with clear fees, territories and quality standards',
          'A partner kit\n- Operations manual and teacher-training schedule\n- Centre fit-out guide\n- Launch-event templates and local advertising',
          'An enquiry-to-agreement process with a scoring sheet for prospective partners',
        ],
      },
      {
        type: 'p',
        text: 'The academy reported signing four franchise partners, in Kovilpatti, Tiruchendur, Sattur and Tirunelveli, during the engagement, with the first two centres opening for the new school year.',
      },
    ],
  },
  {
    id: 59,
    title: 'Logo Design for a Kolli Hills Honey Brand',
    client: 'Kolli Thaen, Namakkal',
    date: 'Mar-25',
    duration: '12 Days',
    industry: 'consumer',
    category: 'Logo Design',
    summary:
      'A warm, hand-drawn logo for a honey brand that buys wild and forest honey from tribal collectors in the Kolli Hills.',
    image: {
      src: '/media/case-studies/cs-59',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Kolli Thaen logo project',
    },
    logo: { src: '/media/case-logos/cs-59', width: 640, height: 640, alt: 'Kolli Thaen logo concept' },
    tags: ['Food', 'Logo', 'Farmer collective', 'Natural products'],
    content: [
      { type: 'h2', text: 'Brand Overview' },
      {
        type: 'p',
        text: 'Kolli Thaen buys wild and forest honey from Malayali tribal collectors in the Kolli Hills and sells it in glass jars through organic stores and online. The founders wanted a logo that honoured the collectors and told buyers exactly where the honey comes from.',
      },
      { type: 'h2', text: 'Design Highlights' },
      {
        type: 'ul',
        items: [
          'A honeycomb hexagon holding the outline of the hills and a single bee in flight',
          'Lines simple enough to be painted by hand on stall boards and shop windows',
          'Colours\n- Wild-honey amber\n- Forest green\n- Beeswax cream',
          'A Tamil wordmark with English support for export enquiries',
        ],
      },
      {
        type: 'p',
        text: 'The founders told us stores began asking for shelf displays once the new labels arrived, and the collectors’ cooperative now uses the mark on its own notices and receipts.',
      },
    ],
  },
  {
    id: 60,
    title: 'From Pop-Up Dinners to a Personal Brand for a Chettinad Chef',
    client: 'Chef Valli Annamalai, Chennai',
    date: 'May-25',
    duration: 'Ongoing',
    industry: 'consumer',
    category: 'Personal Branding',
    summary:
      'A personal identity, video series and collaboration strategy for a chef bringing home-style Chettinad cooking to Chennai’s pop-up dining scene.',
    image: {
      src: '/media/case-studies/cs-60',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for Chef Valli Annamalai’s personal brand',
    },
    tags: ['Food', 'Chef', 'Video content', 'Pop-ups'],
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Chef Valli Annamalai spent twenty years in hotel kitchens before starting a series of Chettinad pop-up dinners in Chennai, cooking recipes gathered from her grandmother in Devakottai. The dinners sold out by word of mouth, but she wanted an audience for cookery classes, a spice line and, one day, her own restaurant.',
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'ul',
        items: [
          'A signature, monogram and colour palette drawn from her grandmother’s brass and bell-metal vessels',
          'A weekly video series, Devakottai Diaries, pairing one recipe with the story of the woman who taught it',
          'A booking page for pop-up dinners and weekend cooking classes',
          'Guidelines for brands and restaurants that approach her for collaborations',
        ],
      },
      {
        type: 'blockquote',
        text: 'I wanted people to know the women whose food I cook, not just my name. Every episode we make starts with them.',
        author: 'Chef Valli Annamalai',
      },
    ],
  },
];
