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
      alt: 'Kaveri Filter Coffee Works stationery on a desk: a letterhead, an envelope and business cards with the tumbler logo in coffee brown and gold',
      ta: { alt: 'மேசையில் Kaveri Filter Coffee Works ஸ்டேஷனரி: காபி பழுப்பு, தங்க நிறங்களில் டம்ளர் லோகோவுடன் லெட்டர்ஹெட், கவர், விசிட்டிங் கார்டுகள்' },
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
    ta: {
      title: 'பிராண்ட் & கிரியேட்டிவ் தீர்வுகள்',
      summary: 'சென்னையின் ஒரு பேக்கரியோ கோயம்புத்தூரின் ஒரு ஜவுளி ஆலையோ, அது உண்மையில் எவ்வளவு சிறந்ததோ அப்படியே தோன்ற வேண்டும். பெயர்ப் பலகை, பாக்கெட், வேன், திரை என எங்கும் அதைச் சாத்தியமாக்கும் லோகோக்கள், பிராண்ட் அடையாளங்கள், பிராண்ட் ஆர்ட்வொர்க்குகள்.',
      tags: ['லோகோ வடிவமைப்பு', 'அடையாளம்', 'ஆர்ட்வொர்க்', 'அச்சுப் பொருட்கள்', 'வழிகாட்டுதல்கள்'],
      buttonText: 'மேலும் அறிக →',
      deliverables: [
        { title: 'லோகோவும் அடையாள அமைப்பும்', desc: 'முதன்மை லோகோ, சிறிய இடங்களுக்கான சுருக்கமான சின்னம், தமிழ் மற்றும் ஆங்கில லோகோ அமைப்புகள் — கடைப் பலகை முதல் WhatsApp ப்ரொஃபைல் படம் வரை எங்கும் தெளிவாகப் படிக்கக்கூடியவை.' },
        { title: 'வண்ணம், எழுத்துரு, பேட்டர்ன் தொகுப்பு', desc: 'உள்ளூர் அச்சகங்களிலும் திரைகளிலும் சரியாக வரும்படி தேர்ந்தெடுத்த வண்ணங்கள், வணிகப் பயன்பாட்டுக்கு உரிமம் பெற்ற எழுத்துருக்கள், சுவர்கள், பைகள், சமூக ஊடகப் பதிவுகள் என எங்கும் பயன்படுத்தக்கூடிய உங்களுக்கே உரிய ஒரு பேட்டர்ன்.' },
        { title: 'பிராண்ட் அச்சுப் பொருட்கள்', desc: 'விசிட்டிங் கார்டுகள், லெட்டர்ஹெட்கள், இன்வாய்ஸ்கள், மெனுக்கள், விலைப் பட்டியல்கள், பெயர்ப் பலகை ஆர்ட்வொர்க் — உங்கள் அச்சகம் கேட்கும் ப்ளீட், கலர் ப்ரொஃபைல்களுடன் அச்சுக்குத் தயாராக வழங்குகிறோம்.' },
        { title: 'பிரச்சார மற்றும் பண்டிகை ஆர்ட்வொர்க்', desc: 'புதிய அறிமுகங்கள், பொங்கல், தீபாவளி சலுகைகள், வர்த்தகக் கண்காட்சிகளுக்கான முதன்மை வடிவமைப்புகள் — ஹோர்டிங், செய்தித்தாள் விளம்பரம், சமூக ஊடகம் ஆகியவற்றுக்கான அளவுகளுடன்.' },
        { title: 'பிராண்ட் வழிகாட்டுதல்கள்', desc: 'உங்கள் ஊழியர்களும் வெண்டர்களும் எளிதாகப் பின்பற்றக்கூடிய சுருக்கமான, நடைமுறை வழிகாட்டி: லோகோவைச் சுற்றி விட வேண்டிய இடைவெளி, செய்ய வேண்டியவை, செய்யக் கூடாதவை பற்றிய எடுத்துக்காட்டுகள், பயன்படுத்தத் தயாரான டெம்ப்ளேட்கள்.' },
      ],
      why: [
        'உங்கள் வாடிக்கையாளர்கள் உங்களை உண்மையில் எங்கே சந்திக்கிறார்கள் — தெருவில், கவுண்டரில், போனில் — அங்கிருந்தே தொடங்குகிறோம்.',
        'இருமொழி அடையாளங்கள் பின்னர் மொழிபெயர்க்கப்படுவதில்லை; முதல் நாளிலிருந்தே தமிழிலும் ஆங்கிலத்திலும் வடிவமைக்கப்படுகின்றன.',
        'உங்கள் அச்சகம், பெயர்ப் பலகை தயாரிப்பாளர், சமூக ஊடகக் குழு — யாரும் எங்களை அழைக்காமலேயே பயன்படுத்தும்படி ஒழுங்குபடுத்தப்பட்ட ஃபைல்கள்.',
        'வரம்பு முன்பே வரையறுக்கப்பட்ட பேக்கேஜ்கள்: எத்தனை கான்செப்ட்கள், எத்தனை திருத்தச் சுற்றுகள் என்பது தொடக்கத்திலேயே தெளிவு.',
      ],
      process: [
        { step: 'பிராண்டைப் புரிந்துகொள்ளுதல்', desc: 'உரிமையாளர்களுடனும் வாடிக்கையாளர்களை நேரடியாகச் சந்திக்கும் ஊழியர்களுடனும் ஒரு பயிலரங்கு — உங்கள் தொழில் எதை முன்னிறுத்துகிறது, யாருக்குச் சேவை செய்கிறது என்பதை அறிய.' },
        { step: 'கான்செப்ட் திசைகள்', desc: 'இரண்டு அல்லது மூன்று தனித்தனி திசைகள் — வெற்று வெள்ளைப் பக்கத்தில் அல்ல, உண்மையான பயன்பாடுகளில் லோகோக்களைப் பொருத்திக் காட்டுகிறோம்.' },
        { step: 'மெருகேற்றல்', desc: 'நீங்கள் தேர்ந்தெடுத்த திசையை மேம்படுத்தி, சிறிய அளவுகளிலும் அச்சிலும் சோதித்து, வண்ணங்களைச் செம்மைப்படுத்துகிறோம்.' },
        { step: 'அறிமுகக் கிட்', desc: 'இறுதி ஃபைல்கள், அச்சுப் பொருட்கள், வழிகாட்டுதல்கள் — கூடவே உங்கள் குழுவுடனும் வெண்டர்களுடனும் ஒப்படைப்பு அழைப்பு.' },
      ],
    },
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
      alt: 'Kandaangi Chettinad Foods packs on a shop shelf: jars of Idli Podi and Kara Kuzhambu beside a box of Garlic Pickle',
      ta: { alt: 'கடை அலமாரியில் Kandaangi Chettinad Foods பேக்குகள்: Idli Podi, Kara Kuzhambu ஜாடிகள், அருகில் Garlic Pickle பெட்டி' },
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
    ta: {
      title: 'பேக்கேஜிங் தீர்வுகள்',
      summary: 'நெரிசலான மளிகைக் கடை அலமாரியில் தனித்துத் தெரியும், விநியோகச் சங்கிலியின் அலைச்சலைத் தாங்கும், FSSAI மற்றும் சட்டமுறை எடையளவு லேபிள் விதிகளைப் பூர்த்தி செய்யும் பேக்குகளும் லேபிள்களும்.',
      tags: ['பேக் அமைப்பு', 'சூழல் நட்பு', 'லேபிள்கள்', 'மாக்அப்கள்', 'அலமாரிக்குத் தயார்'],
      buttonText: 'மேலும் அறிக →',
      deliverables: [
        { title: 'பேக் அமைப்பும் டைலைன்களும்', desc: 'உங்கள் தயாரிப்புக்கும் நிலையான ஷிப்பர் அட்டைப்பெட்டிகளுக்கும் ஏற்ற அளவில் கார்டன்கள், பவுச்கள், ஜாடிகள், கிஃப்ட் பாக்ஸ்கள் — உங்கள் பேக்கேஜிங் தயாரிப்பாளர் நேரடியாக இயந்திரத்தில் பயன்படுத்தக்கூடிய டைலைன்களுடன்.' },
        { title: 'லேபிள் மற்றும் பேக் கிராஃபிக்ஸ்', desc: 'மூன்றே விநாடிகளில் வாங்கத் தூண்டும் முன்பக்கத் தகவல் வரிசை; சட்டப்படி கட்டாயமான விவரங்கள் பின்பக்கத்தில் நேர்த்தியாக அமைக்கப்படும்.' },
        { title: 'சூழலுக்கு உகந்த மெட்டீரியல் தேர்வுகள்', desc: 'மோனோ-மெட்டீரியல் பவுச்கள், கிராஃப்ட் அட்டை, குறைந்த மை பயன்படுத்தும் வடிவமைப்புகள் — உங்கள் தற்போதைய பேக்குகளுடன் விலையை ஒப்பிட்டுக் காட்டுவதால், முழுமையாகத் தெரிந்தே முடிவெடுக்கலாம்.' },
        { title: 'நிஜம் போன்ற மாக்அப்கள்', desc: 'முதல் அச்சுக்கு முன்பே உங்கள் இ-காமர்ஸ் லிஸ்டிங்குகள், விநியோகஸ்தர் விளக்கக்காட்சிகள், அறிமுகப் பதிவுகளுக்கான ரெண்டர்கள்.' },
        { title: 'அச்சு மேற்பார்வை', desc: 'அங்கீகரிக்கப்பட்ட வடிவமைப்புடன் ஒப்பிட்டுச் சரிபார்க்கப்படும் கலர் ப்ரூஃப்கள்; முதல் அச்சின்போது அச்சகத்திலேயே நேரடி பிரஸ் சோதனை.' },
      ],
      why: [
        'உண்மையான அலமாரிக்காக வடிவமைக்கிறோம்: சிறிய கடைகள், மாடர்ன் டிரேட் கடைகள், குயிக்-காமர்ஸ் ஆப்களில் தெரியும் சிறு படங்கள்.',
        'அச்சுக்குச் செல்லும் முன்பே லேபிள்கள் FSSAI மற்றும் சட்டமுறை எடையளவு விதிகளின்படி சரிபார்க்கப்படுகின்றன.',
        'செலவுகள் நியாயமாக இருக்க, சிவகாசி, சென்னை அச்சகங்களுடனும் பேக்கேஜிங் தயாரிப்பாளர்களுடனும் நீண்டகால உறவு.',
        'முழு வரிசையையும் மீண்டும் வடிவமைக்காமலேயே புதிய சுவைகளையும் அளவுகளையும் சேர்க்க உதவும் தயாரிப்பு வரிசை அமைப்பு.',
      ],
      process: [
        { step: 'அலமாரி ஆய்வு', desc: 'நீங்கள் யாருடன் போட்டியிடுகிறீர்கள் என்று பார்க்க, கடைகளிலும் ஆன்லைனிலும் உங்கள் பிரிவுத் தயாரிப்புகளைப் புகைப்படம் எடுக்கிறோம்.' },
        { step: 'அமைப்பும் மெட்டீரியலும்', desc: 'செலவு, சேமிப்புக் காலம், போக்குவரத்து ஆகியவற்றைக் கருத்தில் கொண்டு பேக் வடிவங்களும் மெட்டீரியல்களும் தேர்வுப் பட்டியலில் சேர்க்கப்படுகின்றன.' },
        { step: 'கிராஃபிக் டிசைன்', desc: 'முன், பின் பக்கங்கள் வடிவமைக்கப்பட்டு, மாக்அப் செய்யப்பட்டு, சில உண்மையான வாடிக்கையாளர்களிடம் சோதிக்கப்படுகின்றன.' },
        { step: 'ப்ரீ-பிரஸ் மற்றும் அச்சு', desc: 'ஆர்ட்வொர்க் அச்சுக்குத் தயார் செய்யப்பட்டு, ப்ரூஃப் சரிபார்க்கப்பட்டு, முதல் அச்சு முழுவதும் எங்கள் மேற்பார்வையில் நடக்கிறது.' },
      ],
    },
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
      alt: 'The Malligai Dental Care website on a laptop and a phone, in Tamil and English: the headline “பயமில்லாத பல் சிகிச்சை” above Root canal, Implants and Aligners',
      ta: { alt: 'லேப்டாப்பிலும் கைபேசியிலும் Malligai Dental Care இணையதளம், தமிழிலும் ஆங்கிலத்திலும்: “பயமில்லாத பல் சிகிச்சை” என்ற தலைப்பின் கீழ் Root canal, Implants, Aligners' },
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
    ta: {
      title: 'இணையதள உருவாக்கம்',
      summary: 'குறைந்த விலை போனிலும் 4G-யிலும் விரைவாகத் திறக்கும், தேடலில் எளிதாகக் கண்டறியப்படும் இணையதளங்களும் ஆன்லைன் ஸ்டோர்களும் — டெவலப்பர் இல்லாமலேயே உங்கள் குழுவே அவற்றைப் புதுப்பிக்கலாம்.',
      tags: ['தனிப்பயன் வடிவமைப்பு', 'CMS', 'இ-காமர்ஸ்', 'ரெஸ்பான்சிவ்', 'தொடர் ஆதரவு'],
      buttonText: 'மேலும் அறிக →',
      deliverables: [
        { title: 'தனிப்பயன் இணையதள வடிவமைப்பு', desc: 'ஏதோ ஒரு டெம்ப்ளேட் அல்ல; உங்கள் விசாரணைகளையும் விற்பனையையும் மையமாகக் கொண்டு வடிவமைக்கப்பட்ட பக்க அமைப்புகள், இணையத்துக்கென எழுதப்பட்ட அல்லது திருத்தப்பட்ட உள்ளடக்கத்துடன்.' },
        { title: 'உள்ளடக்க மேலாண்மை', desc: 'பக்கங்கள், தயாரிப்புகள், சலுகைகள், பிளாக் பதிவுகளைத் திருத்த எளிய எடிட்டர்; ஊழியர்கள் வரைவு தயாரிக்கவும் உரிமையாளர்கள் ஒப்புதல் அளிக்கவும் தனித்தனி அனுமதிகள்.' },
        { title: 'இ-காமர்ஸ் மற்றும் பேமெண்ட்', desc: 'கேட்டலாக், ஷாப்பிங் கார்ட், UPI மற்றும் கார்டு பேமெண்ட், GST இன்வாய்ஸ், இந்திய கூரியர் நிறுவனங்களுடன் ஷிப்பிங் இணைப்பு.' },
        { title: 'வேகமும் SEO அடித்தளமும்', desc: 'மேம்படுத்தப்பட்ட படங்கள், சுத்தமான மார்க்அப், ஸ்ட்ரக்சர்டு டேட்டா, Google Business Profile இணைப்புகள் — உங்கள் பகுதியில் தேடுபவர்கள் உங்களை எளிதாகக் கண்டுபிடிக்க.' },
        { title: 'பராமரிப்பு மற்றும் ஆதரவுத் திட்டம்', desc: 'ஹோஸ்டிங், பேக்அப், பாதுகாப்பு அப்டேட்கள், ஒவ்வொரு மாதமும் குறிப்பிட்ட எண்ணிக்கையிலான மாற்றக் கோரிக்கைகள்.' },
      ],
      why: [
        'உங்கள் பார்வையாளர்களில் பெரும்பாலோர் பயன்படுத்தும் ஆரம்ப நிலை Android போன்களில் ஒவ்வொரு பக்கமும் சோதிக்கப்படுகிறது.',
        'டொமைன், ஹோஸ்டிங் கணக்கு, உள்ளடக்கம் அனைத்தும் உங்களுக்கே சொந்தம்; அறிமுகத்தின்போதே லாகின் விவரங்கள் உங்களிடம் ஒப்படைக்கப்படும்.',
        'சரியான நபரைச் சென்றடையும் விசாரணைப் படிவங்களும் WhatsApp பட்டன்களும் — நீங்களே எளிதாகப் புரிந்துகொள்ளக்கூடிய டிராக்கிங்குடன்.',
        'தெளிவான காலக்கெடு: ப்ரோஷர் இணையதளம் 3–4 வாரங்களில், ஆன்லைன் ஸ்டோர் 8–12 வாரங்களில்.',
      ],
      process: [
        { step: 'வரம்பும் சைட்மேப்பும்', desc: 'பக்கங்கள், வசதிகள், உள்ளடக்கப் பொறுப்பாளர்கள், அறிமுகத் தேதி ஆகியவற்றை இணைந்து முடிவு செய்கிறோம்.' },
        { step: 'வடிவமைப்பு', desc: 'மொபைலை முதன்மையாகக் கொண்ட பக்க வடிவமைப்புகள் — நிலையான படங்களாக அல்ல, உங்கள் பிரவுசரிலேயே பார்த்து மதிப்பாய்வு செய்யலாம்.' },
        { step: 'உருவாக்கமும் இணைப்பும்', desc: 'பேமெண்ட், படிவங்கள், அனலிட்டிக்ஸ், நீங்கள் ஏற்கெனவே பயன்படுத்தும் கருவிகள் அனைத்தையும் இணைத்து உருவாக்குகிறோம்.' },
        { step: 'சோதனையும் அறிமுகமும்', desc: 'பல சாதனங்களில் சோதனை, வேகப் பரிசோதனை, பழைய இணையதளத்திலிருந்து ரீடைரக்ட்கள், தொடர் கண்காணிப்புடன் அறிமுகம்.' },
      ],
    },
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
      alt: 'The Koil Nagar Residency app on three phones: the home screen “Stay five minutes from the temple”, a list of Deluxe Room, Family Suite and Temple shuttle, and a booking screen',
      ta: { alt: 'மூன்று கைபேசிகளில் Koil Nagar Residency ஆப்: “Stay five minutes from the temple” முகப்புத் திரை, Deluxe Room, Family Suite, Temple shuttle பட்டியல், முன்பதிவுத் திரை' },
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
    ta: {
      title: 'ஆப் உருவாக்கம்',
      summary: 'முன்பதிவு, ஆர்டர்கள், களப் பணியாளர்கள், லாயல்டி திட்டங்களுக்கான மொபைல் ஆப்கள் — உங்கள் வாடிக்கையாளர்களுடன் இணைந்து வடிவமைக்கப்பட்டு, சிக்னல் சீராக இல்லாத இடங்களிலும் இயங்கும்படி உருவாக்கப்படுகின்றன.',
      tags: ['நேட்டிவ்', 'UX/UI', 'கிராஸ்-பிளாட்ஃபார்ம்', 'பராமரிப்பு', 'ஒருங்கிணைப்பு'],
      buttonText: 'மேலும் அறிக →',
      deliverables: [
        { title: 'UX ஆய்வும் புரோட்டோடைப்களும்', desc: 'புரொடக்ஷன் கோடின் ஒரு வரி கூட எழுதப்படும் முன்பே, நேர்காணல்களும் கிளிக் செய்து பார்க்கக்கூடிய புரோட்டோடைப்களும் உண்மையான பயனர்களிடம் சோதிக்கப்படுகின்றன.' },
        { title: 'Android, iOS ஆப்கள்', desc: 'ஒரே கோட்பேஸிலிருந்து கிராஸ்-பிளாட்ஃபார்ம் ஆப்கள்; சாதனத்தின் வசதிகள் தேவைப்படும் இடங்களில் நேட்டிவ் ஆப்கள்.' },
        { title: 'அட்மின் பேனலும் API-களும்', desc: 'உங்கள் ஊழியர்களுக்கான இணைய டாஷ்போர்டு, உங்கள் பில்லிங், ERP அல்லது CRM உடன் இணையும் பாதுகாப்பான API-கள்.' },
        { title: 'ஆஃப்லைனிலும் இயங்கும் வசதிகள்', desc: 'சிக்னல் இல்லாதபோதும் ஆர்டர்கள், வருகைப் பதிவு, படிவங்கள் தொடர்ந்து இயங்கும்; போன் மீண்டும் ஆன்லைனுக்கு வந்ததும் தரவுகள் ஒத்திசைக்கப்படும்.' },
        { title: 'ஸ்டோர் அறிமுகமும் பராமரிப்பும்', desc: 'Play Store, App Store பட்டியல்கள், கிராஷ் கண்காணிப்பு, OS அப்டேட்கள், மாதந்தோறும் சீரான புதிய வெளியீடுகள்.' },
      ],
      why: [
        'எல்லா வகைப் பயனர்களுக்கும் ஏற்ற பெரிய தொடு பட்டன்களுடன், தமிழிலும் ஆங்கிலத்திலும் வடிவமைப்புகள்.',
        'இரண்டு வாரங்களுக்கு ஒருமுறை இயங்கும் ஆப் பதிப்பு உங்கள் கையில் — அதனால் இறுதியில் எந்த அதிர்ச்சியும் இல்லை.',
        'Tally, Zoho, Razorpay மற்றும் பரவலாகப் பயன்படும் மருத்துவமனை, பள்ளி மென்பொருள்களுடன் ஒருங்கிணைத்த அனுபவம்.',
        'சோர்ஸ் கோடும் ஸ்டோர் கணக்குகளும் உங்களுக்கே சொந்தம்.',
      ],
      process: [
        { step: 'புரிதல்', desc: 'பயனர்கள், அவர்களின் பணிகள், ஆப் இணைய வேண்டிய அமைப்புகள் ஆகியவற்றை வரைபடமாக்குகிறோம்.' },
        { step: 'புரோட்டோடைப்', desc: 'கிளிக் செய்து பார்க்கக்கூடிய திரைகள் சில உண்மையான பயனர்களிடம் சோதிக்கப்பட்டு மெருகேற்றப்படுகின்றன.' },
        { step: 'ஸ்பிரின்ட்கள்', desc: 'இரண்டு வார உருவாக்கச் சுழற்சிகள்; ஒவ்வொன்றின் முடிவிலும் நீங்கள் நிறுவிப் பார்க்கக்கூடிய ஆப் பதிப்பு.' },
        { step: 'வெளியீடும் பராமரிப்பும்', desc: 'ஸ்டோரில் சமர்ப்பித்தல், படிப்படியான வெளியீடு, கண்காணிப்பு, தொடர் அப்டேட்கள்.' },
      ],
    },
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
      alt: 'The Arogya women’s health campaign on phones, in Tamil and English: a story ad and a sponsored post, with two ad cards beside them',
      ta: { alt: 'கைபேசிகளில் Arogya மகளிர் நலப் பிரச்சாரம், தமிழிலும் ஆங்கிலத்திலும்: ஒரு ஸ்டோரி விளம்பரம், ஒரு ஸ்பான்சர்டு பதிவு, அருகில் இரண்டு விளம்பர அட்டைகள்' },
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
    ta: {
      title: 'டிஜிட்டல் மார்க்கெட்டிங்',
      summary: 'தமிழ்நாடு முழுவதும், அதற்கு அப்பாலும் விற்பனை செய்யும் தொழில்களுக்கான தேடல், சமூக ஊடகம், விளம்பரம், இ-மெயில் பிரச்சாரங்கள் — லைக்குகளால் அல்ல, விசாரணைகளாலும் விற்பனையாலும் அளவிடப்படுபவை.',
      tags: ['SEO', 'சமூக ஊடகம்', 'விளம்பரங்கள்', 'இ-மெயில்', 'அனலிட்டிக்ஸ்'],
      buttonText: 'மேலும் அறிக →',
      deliverables: [
        { title: 'லோக்கல் மற்றும் ஆர்கானிக் SEO', desc: 'டெக்னிக்கல் திருத்தங்கள், உள்ளடக்கத் திட்டங்கள், Google Business Profile நிர்வாகம் — அருகிலுள்ள வாடிக்கையாளர்கள் முதலில் உங்களைக் கண்டுபிடிக்க.' },
        { title: 'சமூக ஊடக நிர்வாகம்', desc: 'தமிழிலும் ஆங்கிலத்திலும் மாதாந்திர உள்ளடக்க காலண்டர், ரீல்ஸ், பதிவுகள்; பின்தொடர்பவர்களின் கமெண்ட்களுக்கும் மெசேஜ்களுக்கும் தினமும் பதில்.' },
        { title: 'பெர்ஃபார்மன்ஸ் விளம்பரங்கள்', desc: 'துல்லியமான இருப்பிட இலக்குடன் Google, Meta பிரச்சாரங்கள், சோதித்துத் தேர்ந்த கிரியேட்டிவ்கள், வாராந்திர பட்ஜெட் மதிப்பாய்வு.' },
        { title: 'இ-மெயில் மற்றும் WhatsApp பிரச்சாரங்கள்', desc: 'பிரிவுவாரியான பட்டியல்கள், பண்டிகைச் சலுகைகள், வாடிக்கையாளர்களை மீண்டும் வரவழைக்கும் தானியங்கி ஃபாலோ-அப்கள்.' },
        { title: 'அனலிட்டிக்ஸும் அறிக்கைகளும்', desc: 'தொடக்கம் முதல் முடிவு வரை முழுமையான டிராக்கிங் அமைப்பு; ஒவ்வொரு லீடுக்கும் ஆகும் செலவு, விற்பனை குறித்து எளிய மொழியில் மாதாந்திர அறிக்கை.' },
      ],
      why: [
        'விசாரணைகள், கடைக்கு வரும் வாடிக்கையாளர்கள், வருவாய் — இவற்றையே அறிக்கையிடுகிறோம்; இந்த இலக்குகளைத் தொடக்கத்திலேயே உங்களுடன் சேர்ந்து முடிவு செய்கிறோம்.',
        'கிரியேட்டிவும் மீடியா வாங்குதலும் ஒரே குழுவில் — அதனால் விளம்பரங்கள் பலன் தரும்படியே வடிவமைக்கப்படுகின்றன.',
        'பிராந்தியப் புரிதல்: மதுரையில் பலன் தருவது சென்னையிலும் பலன் தரும் என்று எப்போதும் சொல்ல முடியாது.',
        'நீண்டகால ஒப்பந்தக் கட்டாயம் இல்லை: முதல் மூன்று மாதங்களுக்குப் பிறகு நிறுத்தி வைக்கக்கூடிய மாதாந்திரத் திட்டங்கள்.',
      ],
      process: [
        { step: 'ஆய்வு', desc: 'உங்கள் இணையதளம், ஆன்லைன் பட்டியல்கள், முந்தைய பிரச்சாரங்கள், போட்டியாளர்கள் ஆகியவற்றை மதிப்பாய்வு செய்கிறோம்.' },
        { step: 'திட்டம்', desc: 'முதல் 90 நாட்களுக்கான சேனல்கள், பட்ஜெட், செய்திகள், இலக்குகள்.' },
        { step: 'அறிமுகமும் சோதனையும்', desc: 'பல கிரியேட்டிவ்களையும் பார்வையாளர் பிரிவுகளையும் அருகருகே சோதித்தபடி பிரச்சாரங்கள் தொடங்குகின்றன.' },
        { step: 'மேம்படுத்தலும் அறிக்கையும்', desc: 'வாராந்திர மேம்படுத்தல்; எது பலன் தந்தது, அடுத்து என்ன என்பது குறித்து மாதாந்திர மதிப்பாய்வு.' },
      ],
    },
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
      alt: 'Dr. Meenakshi Sundaram’s personal brand: an about page in a browser, a profile on a phone and business cards',
      ta: { alt: 'Dr. Meenakshi Sundaram தனிநபர் பிராண்ட்: உலாவியில் ‘About’ பக்கம், கைபேசியில் சுயவிவரம், விசிட்டிங் கார்டுகள்' },
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
    ta: {
      title: 'தனிநபர் பிராண்டிங்',
      summary: 'தங்கள் நிபுணத்துவத்தால் அறியப்பட விரும்பும் மருத்துவர்கள், நிறுவனர்கள், ஆலோசகர்கள், கலைஞர்களுக்கு: தெளிவான பொசிஷனிங், தொழில்முறையான ஆன்லைன் இருப்பு, நம்பிக்கையை வளர்க்கும் உள்ளடக்கம்.',
      tags: ['உத்தி', 'ப்ரொஃபைல்கள்', 'போர்ட்ஃபோலியோ', 'உள்ளடக்கம்', 'நற்பெயர்'],
      buttonText: 'மேலும் அறிக →',
      deliverables: [
        { title: 'பொசிஷனிங் உத்தி', desc: 'நீங்கள் எதற்காக, யாரிடம் அறியப்பட விரும்புகிறீர்கள், அதை நிரூபிக்கும் கதைகள் எவை — அனைத்தும் ஒரே பக்கத்தில் எழுத்து வடிவில்.' },
        { title: 'ப்ரொஃபைல் மேக்ஓவர்', desc: 'LinkedIn, Instagram, டைரக்டரி ப்ரொஃபைல்கள் புதிதாக எழுதப்படும்; எங்கள் சென்னை ஸ்டுடியோவில் தொழில்முறை போட்டோ ஷூட்டுடன்.' },
        { title: 'போர்ட்ஃபோலியோ இணையதளம்', desc: 'உங்கள் பணிகள், உரைகள், வெளியீடுகள், உங்களைச் சந்திக்க எளிதாக நேரம் பதிவு செய்யும் வசதி — அனைத்தும் கொண்ட தனிப்பட்ட இணையதளம்.' },
        { title: 'உள்ளடக்கத் திட்டம்', desc: 'சிறு நேர்காணல்களிலிருந்து தயாரிக்கப்படும் மாதாந்திரக் கட்டுரைகள், குறும் வீடியோக்கள், பதிவுகள் — உங்களுக்குத் தேவை மாதம் ஒரு மணி நேரம் மட்டுமே.' },
        { title: 'நற்பெயர் பராமரிப்பு', desc: 'ரிவ்யூ கண்காணிப்பு, பதில் டெம்ப்ளேட்கள், ஊடக நேர்காணல்களுக்கும் கருத்தரங்க விவாதங்களுக்கும் வழிகாட்டுதல்.' },
      ],
      why: [
        'ஆங்கிலத்திலும் தமிழிலும் உங்கள் குரலிலேயே எழுதுகிறோம்; ஒவ்வொரு பதிவும் உங்கள் ஒப்புதலுக்குப் பிறகே வெளியாகும்.',
        'நடத்தை விதிகளைப் பின்பற்ற வேண்டிய மருத்துவ, சட்ட, பொதுத்துறை நிபுணர்களுக்கு ரகசியம் காக்கும் கவனமான அணுகுமுறை.',
        'முழு வேலை வாரத்துக்கு இடையூறு இல்லாமல் பொருந்தும் தெளிவான திட்டம்.',
        'விசாரணைகள், அழைப்புகள், ப்ரொஃபைல் ரீச் ஆகியவற்றைக் கொண்டு முடிவுகள் அளவிடப்படுகின்றன.',
      ],
      process: [
        { step: 'நேர்காணல்', desc: 'உங்கள் பணி, உங்கள் பார்வையாளர்கள், இரண்டு ஆண்டுகளில் நீங்கள் எங்கே இருக்க விரும்புகிறீர்கள் என்பது பற்றி ஒரு விரிவான உரையாடல்.' },
        { step: 'பொசிஷனிங்', desc: 'உங்கள் முக்கியச் செய்திகளும் உள்ளடக்கக் கருப்பொருள்களும் அடங்கிய சுருக்கமான உத்தி.' },
        { step: 'ஆன்லைன் இருப்பு', desc: 'போட்டோ ஷூட், ப்ரொஃபைல்கள், போர்ட்ஃபோலியோ இணையதளம் தயாரிக்கப்பட்டு வெளியிடப்படுகின்றன.' },
        { step: 'தொடர் முன்னேற்றம்', desc: 'மாதாந்திர உள்ளடக்க மற்றும் நற்பெயர் பராமரிப்பு நடைமுறை, காலாண்டுக்கு ஒருமுறை மதிப்பாய்வு.' },
      ],
    },
  },
];
