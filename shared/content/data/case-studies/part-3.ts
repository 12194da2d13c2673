/** Case studies 31–45 (sample content; clients are fictional). part-4.ts holds 46–60. */
import type { CaseStudy } from '../../schema.js';

export const caseStudiesPart3: CaseStudy[] = [
  {
    id: 31,
    title: 'A Patient-First Website for Malligai Dental Care',
    client: 'Malligai Dental Care, Madurai',
    date: 'Jun-23',
    duration: '2 Months',
    industry: 'health',
    category: 'Website',
    summary:
      'A bilingual website with online appointment requests and plain-language treatment pages, built so anxious patients in Madurai could find answers before they call.',
    image: {
      src: '/media/case-studies/cs-31',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Malligai Dental Care website project',
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Malligai Dental Care is a four-chair dental practice in Anna Nagar, Madurai, run by two sisters who took over their father’s clinic in 2019. Most new patients arrived through word of mouth, and the clinic’s only online presence was a map listing with photographs taken before its renovation.',
      },
      { type: 'h2', text: 'The Challenge' },
      {
        type: 'p',
        text: 'Front-desk staff spent much of the day answering the same phone questions about root canal costs, braces for teenagers and Sunday timings. Several patients admitted they had put off a visit simply because they did not know what a procedure would involve.\nThe dentists wanted a site that explained treatments plainly, worked on inexpensive phones and let people request a slot without calling.',
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'ul',
        items: [
          'Treatment pages in Tamil and English, each describing what happens in the chair, how long it takes and what recovery feels like',
          'An appointment request form that forwards the preferred date and time to the clinic’s WhatsApp Business number',
          'Lightweight pages\n- Compressed photography of the renovated clinic\n- No autoplaying video\n- Quick loading on patchy mobile data',
          'A price-guide page, agreed with the dentists, showing starting ranges for the ten most asked-about treatments',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'In the three months after launch, the clinic reported that roughly a third of new-patient bookings came through the website form. Reception staff told us calls about timings and fees had dropped noticeably, leaving them more time for walk-in patients.',
      },
      {
        type: 'blockquote',
        text: 'Patients now walk in already knowing what a scaling appointment involves. That has changed the first five minutes of every visit for us.',
        author: 'Co-founder, Malligai Dental Care',
      },
    ],
  },
  {
    id: 32,
    title: 'Heritage Packaging for a Chettinad Podi and Pickle Range',
    client: 'Kandaangi Foods, Karaikudi',
    date: 'Oct-23',
    duration: '6 Weeks',
    industry: 'consumer',
    category: 'Packaging Design',
    summary:
      'New jars, pouches and gift boxes for a family kitchen in Karaikudi moving its podis and pickles from neighbourhood shops onto supermarket shelves and online marketplaces.',
    image: {
      src: '/media/case-studies/cs-32',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Kandaangi Foods packaging project',
    },
    content: [
      { type: 'h2', text: 'Client Overview' },
      {
        type: 'p',
        text: 'Kandaangi Foods has made idli podi, vathal kuzhambu mix and lime pickle in Karaikudi for three generations, working from recipes kept in the family’s Chettinad home kitchen. Until 2023 the products went out in plain plastic packets with a photocopied label, mostly to local grocers and to families ordering in bulk before weddings.\nWith a regional supermarket listing confirmed and two food marketplaces lined up, the family needed packs that could stand beside national brands, carry full FSSAI and nutrition details, and still feel unmistakably Chettinad.',
      },
      { type: 'h2', text: 'Target Audience' },
      {
        type: 'ul',
        items: [
          'Families in Chennai, Coimbatore and Bengaluru who grew up on Chettinad food and miss home-made podi',
          'Gift buyers assembling regional food hampers for Deepavali and Pongal',
          'Online shoppers who judge a product almost entirely by its listing photograph',
        ],
      },
      { type: 'h2', text: 'Packaging Highlights' },
      {
        type: 'ul',
        items: [
          'Athangudi tile motifs redrawn as a repeating border, with one colour for each product family',
          'Stand-up pouches with a clear window so buyers can see how coarsely each podi is ground',
          'Glass pickle jars with a kraft-paper neck band telling the story behind the recipe',
          'A two-jar gift box\n- Rigid board with a magnetic flap\n- Printed inner lid explaining how each pickle is traditionally served',
        ],
      },
      { type: 'h2', text: 'Impact' },
      {
        type: 'p',
        text: 'According to the client, the first supermarket order sold through in under five weeks, and the gift box became the range’s best seller during the Deepavali season that followed.',
      },
    ],
  },
  {
    id: 33,
    title: 'Event Identity for the Cauvery Book Fair, Tiruchirappalli',
    client: 'District Administration, Tiruchirappalli',
    date: 'Jan–Feb 2024',
    duration: '1 Month',
    industry: 'government',
    category: 'Event Branding',
    summary:
      'A visual identity, wayfinding system and publicity kit for a ten-day district book fair that drew schools, publishers and families from across the Cauvery delta.',
    image: {
      src: '/media/case-studies/cs-33',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Cauvery Book Fair event identity',
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'The district administration of Tiruchirappalli organised the second Cauvery Book Fair with more than 120 publisher stalls, daily author talks and a children’s reading corner. The first edition had been put together from borrowed templates, and the organisers wanted an identity that could return, recognisably, year after year.',
      },
      { type: 'h2', text: 'The Challenges' },
      {
        type: 'ul',
        items: [
          'Approvals from several departments, with only four weeks between the brief and opening day',
          'Signage that had to serve elderly visitors, schoolchildren and first-time readers alike\n- Bilingual\n- High contrast\n- Readable from across a crowded aisle',
          'A modest print budget covering banners, stall fascia boards, passes and newspaper advertisements',
        ],
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'p',
        text: 'We designed a mark that joins an open book with the looping line of a pulli kolam, echoing the way the Cauvery branches through the delta. That line became a system: it framed stall numbers, ran along the floor from the entrance to the children’s corner and crossed the top of every poster.\nAll artwork was handed over as editable templates, so the district’s own staff could produce fresh session boards each morning without waiting on us.',
      },
      {
        type: 'ul',
        items: [
          'Logo, colour system and a Tamil–English type pairing',
          '140 stall fascia boards and floor wayfinding',
          'Press advertisements, bus-shelter posters and social media templates',
          'Daily boards announcing author sessions',
        ],
      },
      { type: 'h2', text: 'Result' },
      {
        type: 'p',
        text: 'Officials told us footfall was higher than at the first edition, and several publishers asked for copies of their stall boards to use in their own promotions. The administration has kept the identity for the next fair.',
      },
    ],
  },
  {
    id: 34,
    title: 'Diabetes Care for Farming Families: Personal Branding for a Tirunelveli Physician',
    client: 'Dr. K. Arul Prakash, Tirunelveli',
    date: 'Mar-24',
    duration: 'Ongoing',
    industry: 'health',
    category: 'Personal Branding',
    summary:
      'Positioning, a newspaper column and a programme of village talks for a diabetologist who wanted to be known where his patients live, not only among fellow doctors.',
    image: {
      src: '/media/case-studies/cs-34',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for Dr. K. Arul Prakash’s personal branding project',
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Dr. Arul Prakash is a diabetologist whose clinic in Palayamkottai sees patients from the banana and paddy villages along the Thamirabarani. Many reach him only after a foot ulcer or failing eyesight, years after they were first diagnosed.\nHe wanted a public presence that would find them earlier, and as a physician he could not be seen to advertise.',
      },
      { type: 'h2', text: 'Our Solutions' },
      { type: 'h3', text: 'Positioning' },
      {
        type: 'p',
        text: 'We shaped his message around one idea: sugar control has to fit a farmer’s working day, not a city office routine. A short biography, new portraits in his clinic and a rewritten profile on the hospital website all carry that thought.',
      },
      { type: 'h3', text: 'Reaching Patients Where They Are' },
      {
        type: 'ul',
        items: [
          'A fortnightly Tamil column in a regional newspaper, answering questions readers send by post and WhatsApp',
          'Illustrated meal cards built around rice, millets and the vegetables grown in the district',
          'Talks for farmer producer organisations and at temple-festival health stalls\n- A twenty-minute talk outline\n- Flip charts instead of slides\n- Free foot checks afterwards',
        ],
      },
      { type: 'h2', text: 'Impact' },
      {
        type: 'p',
        text: 'Dr. Arul Prakash told us readers now bring cuttings of his column to their appointments, and that more people are coming in for a first check-up rather than with complications. Two farmer producer organisations have made his talk an annual fixture.',
      },
    ],
  },
  {
    id: 35,
    title: 'Logo Design for a Tiruppur Knitwear Exporter',
    client: 'Noyyal Knit Exports, Tiruppur',
    date: 'Aug-23',
    duration: '15 Days',
    industry: 'business',
    category: 'Logo Design',
    summary:
      'An export-ready logo for a mid-sized knitwear manufacturer that needed to look credible to European buyers while staying rooted in Tiruppur.',
    image: {
      src: '/media/case-studies/cs-35',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Noyyal Knit Exports logo project',
    },
    logo: { src: '/media/case-logos/cs-35', width: 640, height: 640, alt: 'Noyyal Knit Exports logo concept' },
    content: [
      { type: 'h2', text: 'Brand Overview' },
      {
        type: 'p',
        text: 'Noyyal Knit Exports makes cotton T-shirts, polos and babywear for private-label buyers in Germany and the Netherlands. It had grown from a job-work unit into a factory of 400 people, but its logo was still a clip-art needle a local printer had drawn in 2008.',
      },
      { type: 'h2', text: 'Design Approach' },
      {
        type: 'p',
        text: 'Buyers meet the logo on compliance documents, carton labels and trade-fair booths long before they visit the factory, so we designed for small sizes and one-colour printing first. Early sketches explored the Noyyal river, interlocking knit loops and the letter N.\nThe final mark draws a single continuous loop into an N, a nod both to the knit stitch and to the one-line kolam.',
      },
      { type: 'h2', text: 'Color Palette' },
      {
        type: 'ul',
        items: [
          'Indigo for the primary mark, chosen because it prints reliably on brown corrugated cartons',
          'Cotton white as the main background',
          'Marigold as a small accent for trade-fair graphics and the website',
        ],
      },
      { type: 'h2', text: 'Typography' },
      {
        type: 'p',
        text: 'A geometric sans-serif with open counters sets the wordmark and stays legible when woven into neck labels only eight millimetres high.',
      },
      {
        type: 'blockquote',
        text: 'Our buyers noticed the new logo before we told them about it. One of them said we finally look like the company they deal with.',
        author: 'Managing Director, Noyyal Knit Exports',
      },
    ],
  },
  {
    id: 36,
    title: 'Monsoon-Season Bookings for a Rameswaram Pilgrimage Operator',
    client: 'Setu Yatra Tours, Rameswaram',
    date: 'Jul–Sep 2024',
    duration: '3 Months',
    industry: 'travel',
    category: 'Digital Marketing',
    summary:
      'A search and social campaign that helped a temple-town tour operator fill its vans in the months when pilgrim traffic usually thins out.',
    image: {
      src: '/media/case-studies/cs-36',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Setu Yatra Tours digital marketing campaign',
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Setu Yatra Tours runs guided pilgrimages to the Ramanathaswamy Temple, Dhanushkodi and the Pamban bridge, mostly for families from Karnataka, Andhra Pradesh and Maharashtra. Bookings peaked around Mahashivratri and Aadi Amavasai, then fell away for much of the year.',
      },
      { type: 'h2', text: 'The Challenge' },
      {
        type: 'p',
        text: 'The operator relied on agents in other states who charged a steep commission and often booked at the last minute. It had a Facebook page but no way of telling where direct enquiries came from, and its photographs showed packed festival days that put off families hoping for a calm visit.',
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'ul',
        items: [
          'Search campaigns in Kannada, Telugu, Hindi and English for phrases such as “Rameswaram tour package from Bengaluru”',
          'A short video series filmed on weekday mornings: quiet temple corridors, the sea at Dhanushkodi and the ritual bath at Agni Theertham',
          'Landing pages for each departure city\n- Clear inclusions and prices\n- A WhatsApp enquiry button\n- Answers on dress code and darshan timings',
          'Weekly reports matching every enquiry to its source',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'Based on the operator’s booking records, direct enquiries during the three campaign months were more than double those of the same period a year earlier, and fewer bookings went through outside agents. Monsoon departures that used to run half-empty were, by the client’s account, mostly full.',
      },
    ],
  },
  {
    id: 37,
    title: 'A Refreshed Identity for a Growing School in Nagercoil',
    client: 'Aruvi Public School, Nagercoil',
    date: 'Apr-24',
    duration: '2 Months',
    industry: 'education',
    category: 'Branding',
    summary:
      'A rebrand for a CBSE school opening its second campus, bringing the crest, uniforms, signage and admissions material into one consistent identity.',
    image: {
      src: '/media/case-studies/cs-37',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Aruvi Public School rebrand',
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Aruvi Public School opened in 2006 with 80 pupils in a rented house near Vadasery. By 2024 it had 1,400 students and was preparing a senior-secondary campus on the Kanyakumari road. Over the years, different teachers and printers had made their own versions of the crest, and no two documents looked alike.',
      },
      { type: 'h2', text: 'The Challenges' },
      {
        type: 'ul',
        items: [
          'Parents and alumni were attached to the old crest, with its waterfall and lamp',
          'The identity had to work on embroidered blazers, bus livery and a mobile admissions form',
          'The new campus needed its own sense of place without looking like a separate school',
        ],
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'p',
        text: 'Instead of replacing the crest, we redrew it: the waterfall became three flowing lines, the lamp a single flame, and the Tamil motto was hand-lettered afresh. A secondary badge for the senior campus places the same lines inside a shield.\nWe then wrote a brand book for the school office covering letterheads, report cards, notice boards, uniforms and the annual-day programme.',
      },
      { type: 'h2', text: 'Key Takeaways' },
      {
        type: 'ul',
        items: [
          'Keeping familiar symbols won over parents who had resisted any change',
          'A brand book written for non-designers has kept school materials consistent since launch',
          'Planning the bus livery early avoided an expensive repaint later',
        ],
      },
      {
        type: 'blockquote',
        text: 'The new crest feels like ours, only sharper. Our alumni were the first to ask for the new badges.',
        author: 'Correspondent, Aruvi Public School',
      },
    ],
  },
  {
    id: 38,
    title: 'School and Staff-Bus Contracts for a Karur Coach Builder',
    client: 'Sri Amaravathi Coach Builders, Karur',
    date: 'Nov-23',
    duration: '4 Months',
    industry: 'business',
    category: 'Business Development',
    summary:
      'Research, a sales kit and an outreach plan that took a Karur bus-body builder beyond private operators into school, college and factory staff-bus contracts.',
    image: {
      src: '/media/case-studies/cs-38',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Sri Amaravathi Coach Builders business development project',
    },
    content: [
      { type: 'h2', text: 'Client Overview' },
      {
        type: 'p',
        text: 'Sri Amaravathi Coach Builders fits bus bodies onto chassis supplied by private operators, part of the coach-building trade Karur is known for across South India. Orders arrived in waves with route-permit cycles, and the 120-person workshop could sit half-idle for months between them.',
      },
      { type: 'h2', text: 'Objective' },
      {
        type: 'p',
        text: 'The owners wanted a second, steadier stream of work from institutions that run their own fleets: schools, engineering colleges, hospitals and textile mills that transport their staff.',
      },
      { type: 'h2', text: 'Our Solutions' },
      {
        type: 'ul',
        items: [
          'A study of institutional fleets in the Kongu region and the Cauvery delta that identified 110 organisations due to replace buses within three years',
          'A sales kit with a build-quality brochure, a safety-feature sheet mapped to school-bus rules and photographs of finished coaches',
          'A demonstration programme\n- One show bus fitted with speed governors, CCTV and emergency exits\n- Campus visits by appointment\n- Feedback forms for transport managers',
          'Coaching for the founder’s son, who took on the new institutional sales role',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'The client reported firm orders for fourteen school and college buses during the engagement, and a spinning mill in Tiruppur has asked for a quotation for its staff fleet. By the owners’ account, the institutional work kept the shop floor busy through what is usually a lean season.',
      },
    ],
  },
  {
    id: 39,
    title: 'Festive Catalogue and Campaign Creatives for a Brass Lamp Workshop',
    client: 'Nachiar Brass Lamps, Kumbakonam',
    date: 'Sep-23',
    duration: '1 Month',
    industry: 'consumer',
    category: 'Creative Design',
    summary:
      'A printed catalogue, photography direction and festive social creatives for a family workshop near Kumbakonam that makes traditional lamps and pooja vessels.',
    image: {
      src: '/media/case-studies/cs-39',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Nachiar Brass Lamps catalogue and campaign',
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Nachiar Brass Lamps is a workshop of twelve artisans in Nachiarkoil, near Kumbakonam, known for hand-cast kuthuvilakku and annam lamps. Its sales came chiefly from temple suppliers and from visitors who stopped by on their way to the Navagraha temples.',
      },
      { type: 'h2', text: 'The Challenge' },
      {
        type: 'p',
        text: 'The owner wanted to sell directly to families preparing for Navaratri and Karthigai Deepam, but had only phone photographs taken on a cluttered workbench. Buyers could not judge the size or finish of a lamp, and the finest pieces looked much like cheaper machine-pressed ones.',
      },
      { type: 'h2', text: 'Design Approach' },
      {
        type: 'ul',
        items: [
          'Photography direction using a dark backdrop and a single warm light to reveal the hand-finished surface of the metal',
          'A scale guide showing each lamp beside a hand and an ordinary clay diya',
          'A 36-page catalogue arranged by occasion rather than by product code',
          'Twenty social media creatives timed to the festival calendar, from Golu preparations to Karthigai',
        ],
      },
      {
        type: 'p',
        text: 'The catalogue cover carries a kolam stamped in brass-coloured foil, and each section opens with a short note from the artisans on how that lamp is cast and polished. Prices and weights sit in the same panel on every page, so customers can compare pieces easily.',
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'The workshop told us its Karthigai Deepam orders were the highest it had ever recorded, with a large share from customers outside Thanjavur district who had found the catalogue online.',
      },
    ],
  },
  {
    id: 40,
    title: 'A Story-Led Booking Website for a Chettinad Heritage Mansion',
    client: 'Periya Veedu Heritage Stay, Kanadukathan',
    date: 'Dec-23',
    duration: '2 Months',
    industry: 'travel',
    category: 'Website',
    summary:
      'A story-led website with a direct-booking engine for a restored Chettinad mansion that had relied almost entirely on online travel agencies.',
    image: {
      src: '/media/case-studies/cs-40',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Periya Veedu Heritage Stay website',
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Periya Veedu is a 110-year-old mansion in Kanadukathan, restored as a nine-room heritage stay with open courtyards, Burma-teak pillars and a kitchen serving traditional Chettinad meals. Guests loved it, but most found it through booking platforms, where it looked like just another room and most guests stayed a single night.\nIts old website was a single page with a phone number and a gallery of blurry photographs, and guests who wanted to book directly had to e-mail and wait for a reply.',
      },
      { type: 'h2', text: 'Our Solution' },
      { type: 'h3', text: 'Storytelling' },
      {
        type: 'p',
        text: 'We organised the site around the house itself: the family who built it, the craftsmen who restored it and the meals served in its dining hall. Every room page pairs that room’s history with the practical details guests need.',
      },
      { type: 'h3', text: 'Booking and Performance' },
      {
        type: 'ul',
        items: [
          'A direct-booking engine synced with the property’s channel manager to prevent double bookings',
          'A best-rate promise and a welcome dinner for guests who book on the website',
          'Images tuned for rural mobile networks, since many guests browse on the drive from Madurai or Tiruchirappalli',
        ],
      },
      { type: 'h2', text: 'Result' },
      {
        type: 'p',
        text: 'The owners reported that within six months roughly a quarter of reservations came through the website, and that guests who booked directly tended to stay longer, often adding the cookery session and village walk the site now describes.',
      },
    ],
  },
  {
    id: 41,
    title: 'Branding a Technical Symposium for a Tiruchirappalli Engineering College',
    client: 'Kaveri Institute of Technology, Tiruchirappalli',
    date: 'Feb-24',
    duration: '6 Weeks',
    industry: 'education',
    category: 'Event Branding',
    summary:
      'A reusable identity, registration campaign and on-ground design system for a two-day student symposium with 40 events and participants from more than 150 colleges.',
    image: {
      src: '/media/case-studies/cs-41',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Kaveri Institute of Technology symposium branding',
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Each February the students’ association of Kaveri Institute of Technology hosts Nirmaan, a symposium of coding contests, robotics challenges, paper presentations and a cultural night. Every organising committee had designed its own poster, so the event never built a lasting identity.\nThis year’s committee wanted something future batches could reuse, more entries from colleges outside the region and properly presented sponsor spaces.',
      },
      { type: 'h2', text: 'Design Approach' },
      {
        type: 'p',
        text: 'We built the identity on a signal waveform whose peaks trace the silhouette of the Rock Fort, a landmark every visitor to Tiruchirappalli recognises. Each event category received its own colour, carried through posters, rulebooks, stage backdrops and participant badges.\nStudent volunteers were trained on the templates, which kept every late addition on-brand during the hectic final week.',
      },
      { type: 'h2', text: 'Applications' },
      {
        type: 'ul',
        items: [
          'Registration banners and an Instagram countdown series',
          'Event rulebooks and participation certificates',
          'Venue wayfinding\n- Colour-coded arrows to each event hall\n- Printed QR maps at the main gate',
          'Stage backdrops, volunteer T-shirts and sponsor walls',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'The college reported its highest registration count to date, including teams from Kerala, Karnataka and Andhra Pradesh, and two sponsors renewed for the following year, citing the quality of their visibility.',
      },
    ],
  },
  {
    id: 42,
    title: 'Retail Packaging for a Small-Batch Nilgiri Tea Estate',
    client: 'Glenmist Estate Teas, Ooty',
    date: 'Mar-23',
    duration: '45 Days',
    industry: 'consumer',
    category: 'Packaging Design',
    summary:
      'Caddies, pouches and a tasting box for a family tea estate near Ooty selling its own orthodox teas to visitors and online buyers for the first time.',
    image: {
      src: '/media/case-studies/cs-42',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Glenmist Estate Teas packaging range',
    },
    content: [
      { type: 'h2', text: 'Brand Overview' },
      {
        type: 'p',
        text: 'Glenmist is a 60-acre tea estate on the slopes between Ooty and Lovedale that had always sold its leaf through the Coonoor auction. In 2023 the family opened a small tasting room by the road and began selling its own orthodox black, green and frost teas by the packet.',
      },
      { type: 'h2', text: 'The Challenges' },
      {
        type: 'ul',
        items: [
          'Visitors compared the estate’s packs with cheaper blends sold in every souvenir shop in town',
          'Whole-leaf teas lose their aroma quickly in damp hill air once a pack is opened',
          'The range had to reach online buyers in distant cities without crushed leaf or dented tins',
        ],
      },
      { type: 'h2', text: 'Packaging Highlights' },
      {
        type: 'ul',
        items: [
          'Resealable foil-lined pouches with a one-way valve for the everyday teas',
          'Tin caddies for the frost and first-flush teas, each printed with the month and slope it was plucked from',
          'A tasting box\n- Four 25 g samples\n- A brewing card with water temperatures and steeping times\n- A QR code linking to a short film of the estate',
          'Fine line illustrations of the estate’s shade trees, misty ridges and the pluckers’ baskets',
        ],
      },
      {
        type: 'p',
        text: 'A palette of deep green, mist grey and a copper accent reflects the hills at first light. Each tea carries a colour strip matching the cup it brews, so buyers can tell the green from the black at a glance.',
      },
      { type: 'h2', text: 'Impact' },
      {
        type: 'p',
        text: 'The family reported that the tasting box became their best-selling item in its first summer, and that many online customers who began with it came back for full-size caddies.',
      },
    ],
  },
  {
    id: 43,
    title: 'A Confident New Logo for a Physiotherapy Centre in Dindigul',
    client: 'Kinetic Care Physiotherapy, Dindigul',
    date: 'May-24',
    duration: '20 Days',
    industry: 'health',
    category: 'Logo Design',
    summary:
      'A movement-inspired logo and starter identity for a physiotherapy centre that wanted to feel modern and welcoming to older patients and young athletes alike.',
    image: {
      src: '/media/case-studies/cs-43',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Kinetic Care Physiotherapy logo project',
    },
    logo: { src: '/media/case-logos/cs-43', width: 640, height: 640, alt: 'Kinetic Care Physiotherapy logo concept' },
    content: [
      { type: 'h2', text: 'Client Overview' },
      {
        type: 'p',
        text: 'Kinetic Care is a physiotherapy and rehabilitation centre near the Dindigul bus stand offering post-surgical rehab, back and neck care, and sports physiotherapy. Its founder, a physiotherapist trained in Chennai, was moving into a larger space and wanted an identity to match.',
      },
      { type: 'h2', text: 'Design Approach' },
      {
        type: 'p',
        text: 'We started by listing the words patients used in their reviews: patient, encouraging, thorough. The resulting mark shows a figure in mid-stride formed from two curved strokes, presenting recovery as forward movement. We tested versions for the signboard, prescription pads and a WhatsApp profile picture early on, because that small circle is where many patients see the logo first.',
      },
      { type: 'h2', text: 'Color Palette' },
      {
        type: 'ul',
        items: [
          'Teal as the primary colour: calm and clinical without feeling cold',
          'Warm coral for appointment cards and calls to action',
          'Slate grey for body text and supporting graphics',
        ],
      },
      { type: 'h2', text: 'Typography' },
      {
        type: 'p',
        text: 'A rounded sans-serif in both Tamil and English keeps the wordmark friendly, with generous letter spacing for the outdoor board that faces the main road.',
      },
      {
        type: 'blockquote',
        text: 'Older patients tell me the new board is easy to spot from the bus. The young cricketers just like that it looks sporty.',
        author: 'Founder, Kinetic Care Physiotherapy',
      },
    ],
  },
  {
    id: 44,
    title: 'Online Enrolment Campaign for a Srirangam Music School',
    client: 'Swaralaya Music School, Tiruchirappalli',
    date: 'Jan–Apr 2024',
    duration: '4 Months',
    industry: 'education',
    category: 'Digital Marketing',
    summary:
      'A campaign that brought Carnatic vocal and veena students from the Gulf, Singapore and the United States to a Srirangam music school’s live online classes.',
    image: {
      src: '/media/case-studies/cs-44',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Swaralaya Music School enrolment campaign',
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Swaralaya has taught Carnatic vocal, veena and violin in Srirangam for thirty years. Since moving some classes online during the pandemic, its teachers had spare seats in early-morning and late-evening batches that suit families in other time zones, yet almost every new student still came from the surrounding streets.\nThe school had a YouTube channel of student concert recordings but no simple way for a parent abroad to enrol.',
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'ul',
        items: [
          'A free trial lesson, booked online in the family’s own time zone',
          'Short videos of teachers demonstrating a varnam or a simple kriti, with the notation linked in the description',
          'Ads aimed at Tamil and Telugu families in the Gulf, Singapore and the United States in the weeks before the new term',
          'Content for parents\n- What a child learns in the first year\n- How lessons work on a phone or tablet\n- Fees shown in local currencies',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'The school reported more than 400 trial-lesson bookings during the campaign and enough new enrolments to open two extra evening batches for students in the Gulf.',
      },
      { type: 'h2', text: 'Key Takeaways' },
      {
        type: 'ul',
        items: [
          'A free, personal trial lesson persuaded parents more than any discount could',
          'Batch times that suited other time zones were a stronger selling point than we expected',
          'Short teaching clips built trust by showing the teachers at work',
        ],
      },
    ],
  },
  {
    id: 45,
    title: 'Branding a Lake Conservation Mission in Kodaikanal',
    client: 'Kodaikanal Municipality',
    date: 'Jun-23',
    duration: '2 Months',
    industry: 'government',
    category: 'Branding',
    summary:
      'An identity and public-communication toolkit for a civic mission to keep Kodaikanal Lake clean, written to speak equally to residents, vendors and tourists.',
    image: {
      src: '/media/case-studies/cs-45',
      width: 1600,
      height: 1000,
      alt: 'Kolam-pattern cover artwork for the Thooya Kodai lake conservation branding',
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Kodaikanal Lake is the heart of the hill town, and also where plastic waste and run-off are most visible. The municipality launched a year-long conservation mission, Thooya Kodai, bringing together boat operators, hotels, schools and street vendors, and asked us to give it a face the public would recognise.',
      },
      { type: 'h2', text: 'The Challenges' },
      {
        type: 'ul',
        items: [
          'Messages had to reach day-trippers as well as residents who had seen many earlier campaigns come and go',
          'Signboards fade and peel quickly in the damp, misty climate',
          'Every item needed sign-off from several departments and had to be printable by local vendors',
        ],
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'p',
        text: 'The identity rests on a single outline of the lake, drawn as one unbroken line with a water drop at its centre. The name Thooya Kodai, meaning clean Kodai, is set in bold Tamil lettering with an English line beneath.\nAlongside the mark we wrote a short tone guide, so officials could word their notices to encourage people rather than scold them.',
      },
      {
        type: 'ul',
        items: [
          'Weather-resistant signage\n- Aluminium composite panels\n- UV-stable inks\n- Large icons for visitors who do not read Tamil',
          'Pledge boards for schools and stickers for boat-house counters',
          'Badges for shops that stopped using single-use plastic',
          'Social media templates and a T-shirt and cap kit for weekend clean-up volunteers',
        ],
      },
      { type: 'h2', text: 'Impact' },
      {
        type: 'p',
        text: 'Municipal officials reported strong turnout at the weekend clean-up drives and said more lakeside vendors joined the badge scheme than they had expected. The identity is still in use in the mission’s second year.',
      },
    ],
  },
];
