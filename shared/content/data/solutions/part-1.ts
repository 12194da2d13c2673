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
    ta: {
      title: 'பிராண்ட் அடையாளப் புதுப்பிப்பு',
      desc: 'சோர்ந்துபோன லோகோக்களை மீண்டும் வரைந்து, சீரற்ற வண்ணங்களை ஒழுங்குபடுத்தி, உங்கள் தொழிலில் வாடிக்கையாளர்கள் ஏற்கெனவே விரும்பும் அனைத்தையும் தக்கவைக்கும் அடையாளத்தை உருவாக்குகிறோம்.',
    },
  },
  {
    title: 'Logo Design',
    desc: 'A distinctive mark in Tamil and English, tested at every size from an app icon to a shop signboard and a rubber stamp.',
    category: 'Brand & Creative',
    caseStudyId: 25,
    ta: {
      title: 'லோகோ வடிவமைப்பு',
      desc: 'தமிழிலும் ஆங்கிலத்திலும் தனித்துவமான லோகோ — ஆப் ஐகான் முதல் கடைப் பெயர்ப் பலகை, ரப்பர் ஸ்டாம்ப் வரை ஒவ்வொரு அளவிலும் சோதிக்கப்பட்டது.',
    },
  },
  {
    title: 'Event Branding',
    desc: 'Identities for fairs, expos and festivals, carried through entrance arches, stall boards, badges and social posts, even on tight deadlines.',
    category: 'Brand & Creative',
    caseStudyId: 3,
    ta: {
      title: 'நிகழ்ச்சி பிராண்டிங்',
      desc: 'பொருட்காட்சிகள், கண்காட்சிகள், விழாக்களுக்கான அடையாளங்கள் — நுழைவு வளைவுகள், ஸ்டால் பலகைகள், பேட்ஜ்கள், சமூக ஊடகப் பதிவுகள் வரை, நெருக்கடியான காலக்கெடுவிலும் சீராகக் கொண்டுசெல்கிறோம்.',
    },
  },
  {
    title: 'Creative Templates for In-House Teams',
    desc: 'Poster and social media templates your own staff can fill in every week without breaking the look of your brand.',
    category: 'Brand & Creative',
    caseStudyId: 9,
    ta: {
      title: 'உங்கள் குழுவுக்கான கிரியேட்டிவ் டெம்ப்ளேட்கள்',
      desc: 'உங்கள் பிராண்டின் தோற்றம் கெடாமல், உங்கள் சொந்த ஊழியர்களே ஒவ்வொரு வாரமும் நிரப்பிப் பயன்படுத்தக்கூடிய போஸ்டர் மற்றும் சமூக ஊடக டெம்ப்ளேட்கள்.',
    },
  },
  {
    title: 'Public Awareness Campaigns',
    desc: 'Posters, reels and outdoor panels for departments and councils, written in the language people actually speak on the street.',
    category: 'Brand & Creative',
    caseStudyId: 27,
    ta: {
      title: 'பொது விழிப்புணர்வுப் பிரச்சாரங்கள்',
      desc: 'அரசுத் துறைகளுக்கும் உள்ளாட்சி அமைப்புகளுக்குமான போஸ்டர்கள், ரீல்ஸ், வெளிப்புற விளம்பரப் பலகைகள் — தெருவில் மக்கள் உண்மையில் பேசும் மொழியில் எழுதப்பட்டவை.',
    },
  },
  {
    title: 'Healthcare Brand Identity',
    desc: 'Calm, trustworthy identities for clinics and hospitals, with patient-facing leaflets and signage in Tamil and English.',
    category: 'Brand & Creative',
    caseStudyId: 10,
    ta: {
      title: 'மருத்துவ பிராண்ட் அடையாளம்',
      desc: 'கிளினிக்குகளுக்கும் மருத்துவமனைகளுக்கும் அமைதியான, நம்பகமான அடையாளங்கள் — நோயாளிகளுக்கான தமிழ், ஆங்கிலத் துண்டுப் பிரசுரங்கள், அறிவிப்புப் பலகைகளுடன்.',
    },
  },
  {
    title: 'Search and Social Campaigns',
    desc: 'Google, Facebook and Instagram campaigns in Tamil and English, with landing pages and call tracking that show which ads bring in real enquiries.',
    category: 'Digital Marketing',
    caseStudyId: 6,
    ta: {
      title: 'தேடல் மற்றும் சமூக ஊடகப் பிரச்சாரங்கள்',
      desc: 'தமிழிலும் ஆங்கிலத்திலும் Google, Facebook, Instagram பிரச்சாரங்கள் — எந்த விளம்பரங்கள் உண்மையான விசாரணைகளைக் கொண்டுவருகின்றன என்பதைக் காட்டும் லேண்டிங் பக்கங்களும் கால் டிராக்கிங்கும்.',
    },
  },
  {
    title: 'Seasonal Travel Campaigns',
    desc: 'Holiday-season campaigns that reach families when they start planning and send leads straight to your booking team on WhatsApp.',
    category: 'Digital Marketing',
    caseStudyId: 15,
    ta: {
      title: 'பருவகாலப் பயணப் பிரச்சாரங்கள்',
      desc: 'குடும்பங்கள் பயணம் திட்டமிடத் தொடங்கும் நேரத்திலேயே அவர்களைச் சென்றடைந்து, லீட்களை நேரடியாக WhatsApp-இல் உங்கள் முன்பதிவுக் குழுவுக்கு அனுப்பும் விடுமுறைக் காலப் பிரச்சாரங்கள்.',
    },
  },
  {
    title: 'Admissions Campaigns',
    desc: "Campaigns for schools, colleges and coaching centres that answer parents' real questions instead of repeating toppers' photographs.",
    category: 'Digital Marketing',
    caseStudyId: 22,
    ta: {
      title: 'சேர்க்கைப் பிரச்சாரங்கள்',
      desc: 'முதலிடம் பெற்ற மாணவர்களின் புகைப்படங்களையே மீண்டும் மீண்டும் காட்டாமல், பெற்றோரின் உண்மையான கேள்விகளுக்குப் பதில் தரும் பள்ளி, கல்லூரி, பயிற்சி மையப் பிரச்சாரங்கள்.',
    },
  },
  {
    title: 'B2B Lead Generation',
    desc: 'Capability decks, follow-up sequences and a simple CRM pipeline that turn trade-fair contacts into export enquiries.',
    category: 'Digital Marketing',
    caseStudyId: 8,
    ta: {
      title: 'B2B லீட் உருவாக்கம்',
      desc: 'வர்த்தகக் கண்காட்சியில் கிடைத்த தொடர்புகளை ஏற்றுமதி விசாரணைகளாக மாற்றும் நிறுவனத் திறன் விளக்கக்காட்சிகள், ஃபாலோ-அப் வரிசைகள், எளிய CRM பைப்லைன்.',
    },
  },
  {
    title: 'Corporate Partnership Sales',
    desc: 'Packaged offers, proposals and a weekly sales rhythm for selling your services to employers and institutions.',
    category: 'Digital Marketing',
    caseStudyId: 20,
    ta: {
      title: 'கார்ப்பரேட் கூட்டாண்மை விற்பனை',
      desc: 'உங்கள் சேவைகளை நிறுவனங்களுக்கும் அமைப்புகளுக்கும் விற்க, தொகுப்புச் சலுகைகள், முன்மொழிவுகள், வாராந்திர விற்பனை நடைமுறை.',
    },
  },
  {
    title: 'Institutional Partnerships',
    desc: 'Partnership offers and target lists for reaching colleges, employers and associations, with monthly reviews to keep every conversation moving.',
    category: 'Digital Marketing',
    caseStudyId: 29,
    ta: {
      title: 'நிறுவனக் கூட்டாண்மைகள்',
      desc: 'கல்லூரிகள், நிறுவனங்கள், சங்கங்களைச் சென்றடையக் கூட்டாண்மைச் சலுகைகளும் இலக்குப் பட்டியல்களும் — ஒவ்வொரு பேச்சுவார்த்தையும் தொடர்ந்து முன்னேற மாதாந்திர மதிப்பாய்வுகளுடன்.',
    },
  },
  {
    title: 'Festive Gift Packaging',
    desc: 'Gift boxes for Deepavali, Pongal and weddings that look good on a reception desk and survive a long journey intact.',
    category: 'Packaging',
    caseStudyId: 5,
    ta: {
      title: 'பண்டிகைப் பரிசு பேக்கேஜிங்',
      desc: 'தீபாவளி, பொங்கல், திருமணங்களுக்கான கிஃப்ட் பாக்ஸ்கள் — வரவேற்பு மேசையில் அழகாகத் தோன்றும், நீண்ட பயணத்திலும் சேதமின்றி வந்து சேரும்.',
    },
  },
  {
    title: 'Export Retail Packaging',
    desc: "Retail packs that meet importers' labelling rules, protect the product in transit and stand out in a crowded foreign aisle.",
    category: 'Packaging',
    caseStudyId: 12,
    ta: {
      title: 'ஏற்றுமதி ரீடெயில் பேக்கேஜிங்',
      desc: 'இறக்குமதியாளர்களின் லேபிள் விதிகளைப் பூர்த்தி செய்து, போக்குவரத்தில் தயாரிப்பைப் பாதுகாத்து, நெரிசலான வெளிநாட்டுக் கடை அலமாரியில் தனித்துத் தெரியும் ரீடெயில் பேக்குகள்.',
    },
  },
  {
    title: 'Health and Wellness Labelling',
    desc: 'Clear, compliant labels for herbal, Siddha and wellness products, with dosage and batch details that customers and retailers can actually read.',
    category: 'Packaging',
    caseStudyId: 21,
    ta: {
      title: 'உடல்நல, வெல்னஸ் தயாரிப்பு லேபிள்கள்',
      desc: 'மூலிகை, சித்த, வெல்னஸ் தயாரிப்புகளுக்குத் தெளிவான, விதிகளுக்கு இணங்கிய லேபிள்கள் — வாடிக்கையாளர்களும் கடைக்காரர்களும் உண்மையில் படிக்கக்கூடிய மருந்தளவு, பேட்ச் விவரங்களுடன்.',
    },
  },
  {
    title: 'Plastic-Free Packaging',
    desc: 'Paper, bagasse and kraft packaging that replaces single-use plastic without losing shelf appeal or product protection.',
    category: 'Packaging',
    caseStudyId: 28,
    ta: {
      title: 'பிளாஸ்டிக் இல்லா பேக்கேஜிங்',
      desc: 'அலமாரியில் ஈர்ப்போ தயாரிப்புப் பாதுகாப்போ குறையாமல், ஒருமுறை பயன்படுத்தும் பிளாஸ்டிக்குக்கு மாற்றாகக் காகிதம், கரும்புச் சக்கை, கிராஃப்ட் பேக்கேஜிங்.',
    },
  },
  {
    title: 'Packaging Range Systems',
    desc: 'One consistent layout and colour-coding system for dozens of products, so a whole range reads as a family on the shelf.',
    category: 'Packaging',
    caseStudyId: 21,
    ta: {
      title: 'தயாரிப்பு வரிசைக்கான பேக்கேஜிங் அமைப்பு',
      desc: 'டஜன் கணக்கான தயாரிப்புகளுக்கு ஒரே சீரான லேஅவுட்டும் வண்ணக் குறியீட்டு முறையும் — அலமாரியில் முழு வரிசையும் ஒரே குடும்பமாகத் தெரியும்.',
    },
  },
  {
    title: 'Packaging Materials and Structure',
    desc: 'Laminates, trays and box structures chosen with your printer and converter to suit the product, the climate and the route to market.',
    category: 'Packaging',
    caseStudyId: 12,
    ta: {
      title: 'பேக்கேஜிங் மெட்டீரியலும் அமைப்பும்',
      desc: 'தயாரிப்பு, தட்பவெப்பம், சந்தைக்குச் செல்லும் வழி ஆகியவற்றுக்கு ஏற்ப, உங்கள் அச்சகம் மற்றும் பேக்கேஜிங் தயாரிப்பாளருடன் இணைந்து தேர்ந்தெடுக்கப்படும் லேமினேட்கள், ட்ரேக்கள், பெட்டி அமைப்புகள்.',
    },
  },
  {
    title: 'Bilingual Websites',
    desc: 'Websites written in Tamil and English from the start, light enough to load quickly on the budget phones most of your visitors use.',
    category: 'Web & App Development',
    caseStudyId: 2,
    ta: {
      title: 'இருமொழி இணையதளங்கள்',
      desc: 'தொடக்கத்திலிருந்தே தமிழிலும் ஆங்கிலத்திலும் எழுதப்பட்ட இணையதளங்கள் — உங்கள் பார்வையாளர்களில் பெரும்பாலோர் பயன்படுத்தும் குறைந்த விலை போன்களிலும் விரைவாகத் திறக்கும் அளவுக்கு இலகுவானவை.',
    },
  },
  {
    title: 'Direct-Booking Websites',
    desc: 'Booking sites for hotels and homestays, connected to your channel manager, that win back bookings from commission-charging platforms.',
    category: 'Web & App Development',
    caseStudyId: 11,
    ta: {
      title: 'நேரடி முன்பதிவு இணையதளங்கள்',
      desc: 'உங்கள் சேனல் மேனேஜருடன் இணைக்கப்பட்ட ஹோட்டல், ஹோம்ஸ்டே முன்பதிவு இணையதளங்கள் — கமிஷன் வசூலிக்கும் தளங்களிடமிருந்து முன்பதிவுகளை மீண்டும் உங்களிடமே கொண்டுவருகின்றன.',
    },
  },
  {
    title: 'Accessible Government Websites',
    desc: 'Websites that follow government web guidelines and WCAG, with registration forms and content that office staff can update themselves.',
    category: 'Web & App Development',
    caseStudyId: 19,
    ta: {
      title: 'அனைவரும் அணுகக்கூடிய அரசு இணையதளங்கள்',
      desc: 'அரசு இணையதள வழிகாட்டுதல்களையும் WCAG-யையும் பின்பற்றும் இணையதளங்கள் — அலுவலக ஊழியர்களே புதுப்பிக்கக்கூடிய பதிவுப் படிவங்கள், உள்ளடக்கத்துடன்.',
    },
  },
  {
    title: 'B2B Lead-Generation Websites',
    desc: 'Service pages, quote forms and guides that bring in business enquiries and route each one to the right desk.',
    category: 'Web & App Development',
    caseStudyId: 26,
    ta: {
      title: 'B2B லீட் உருவாக்கும் இணையதளங்கள்',
      desc: 'வணிக விசாரணைகளைக் கொண்டுவந்து, ஒவ்வொன்றையும் சரியான பிரிவுக்கு அனுப்பும் சேவைப் பக்கங்கள், விலைப்புள்ளிப் படிவங்கள், வழிகாட்டிகள்.',
    },
  },
  {
    title: 'Online Registration and Enquiry Forms',
    desc: 'Simple forms for admissions, event registrations and walk bookings that feed the spreadsheet or WhatsApp number you already use.',
    category: 'Web & App Development',
    caseStudyId: 19,
    ta: {
      title: 'ஆன்லைன் பதிவு மற்றும் விசாரணைப் படிவங்கள்',
      desc: 'சேர்க்கை, நிகழ்ச்சிப் பதிவு, நடைப்பயண முன்பதிவுகளுக்கான எளிய படிவங்கள் — நீங்கள் ஏற்கெனவே பயன்படுத்தும் ஸ்ப்ரெட்ஷீட்டுக்கோ WhatsApp எண்ணுக்கோ நேரடியாகச் செல்லும்.',
    },
  },
  {
    title: 'Website Content and Information Design',
    desc: 'Fees, routes, timings and visitor guides organised so that people find answers on the site instead of calling your office.',
    category: 'Web & App Development',
    caseStudyId: 2,
    ta: {
      title: 'இணையதள உள்ளடக்கமும் தகவல் வடிவமைப்பும்',
      desc: 'கட்டணங்கள், வழித்தடங்கள், நேரங்கள், பார்வையாளர் வழிகாட்டிகள் — உங்கள் அலுவலகத்துக்கு போன் செய்யாமலேயே மக்கள் இணையதளத்திலேயே பதில் கண்டுபிடிக்கும்படி ஒழுங்குபடுத்தப்பட்டவை.',
    },
  },
  {
    title: 'Personal Branding for Doctors',
    desc: "A professional online presence for doctors that respects the profession's conduct rules and puts patient education first.",
    category: 'Personal Branding',
    caseStudyId: 4,
    ta: {
      title: 'மருத்துவர்களுக்கான தனிநபர் பிராண்டிங்',
      desc: 'மருத்துவத் தொழிலின் நடத்தை விதிகளை மதித்து, நோயாளிகளுக்கான விழிப்புணர்வுக்கு முன்னுரிமை தரும், மருத்துவர்களுக்கான தொழில்முறை ஆன்லைன் இருப்பு.',
    },
  },
  {
    title: 'Founder Branding',
    desc: "LinkedIn and Instagram content built around a founder's story and team, planned to fit into a few hours a week.",
    category: 'Personal Branding',
    caseStudyId: 14,
    ta: {
      title: 'நிறுவனர் பிராண்டிங்',
      desc: 'நிறுவனரின் கதையையும் குழுவையும் மையமாகக் கொண்ட LinkedIn, Instagram உள்ளடக்கம் — வாரத்துக்குச் சில மணி நேரங்களிலேயே முடியும்படி திட்டமிடப்பட்டது.',
    },
  },
  {
    title: 'Educator and Creator Channels',
    desc: 'Channel identities, thumbnails, playlists and publishing routines for teachers and creators sharing knowledge on YouTube.',
    category: 'Personal Branding',
    caseStudyId: 24,
    ta: {
      title: 'ஆசிரியர், கிரியேட்டர் சேனல்கள்',
      desc: 'YouTube-இல் அறிவைப் பகிரும் ஆசிரியர்களுக்கும் கிரியேட்டர்களுக்கும் சேனல் அடையாளம், தம்ப்நெயில்கள், பிளேலிஸ்ட்கள், வீடியோ வெளியீட்டு நடைமுறை.',
    },
  },
  {
    title: 'Personal Photo and Video Shoots',
    desc: 'Portraits and short videos made where you actually work, showing you as the person behind the service.',
    category: 'Personal Branding',
    caseStudyId: 30,
    ta: {
      title: 'தனிநபர் போட்டோ, வீடியோ ஷூட்கள்',
      desc: 'நீங்கள் உண்மையில் பணியாற்றும் இடத்திலேயே எடுக்கப்படும் போர்ட்ரெய்ட்களும் குறும் வீடியோக்களும் — சேவைக்குப் பின்னால் இருக்கும் மனிதராக உங்களைக் காட்டுகின்றன.',
    },
  },
  {
    title: 'Speaker Profiles and Media Kits',
    desc: 'Biographies, portraits and speaking kits that help event organisers and journalists invite and introduce you.',
    category: 'Personal Branding',
    caseStudyId: 14,
    ta: {
      title: 'பேச்சாளர் ப்ரொஃபைல்களும் மீடியா கிட்களும்',
      desc: 'நிகழ்ச்சி ஏற்பாட்டாளர்களும் பத்திரிகையாளர்களும் உங்களை அழைக்கவும் அறிமுகப்படுத்தவும் உதவும் சுயவிவரக் குறிப்புகள், போர்ட்ரெய்ட்கள், பேச்சாளர் கிட்கள்.',
    },
  },
  {
    title: 'Patient-Education Video Series',
    desc: 'Short, consent-based explainer videos in Tamil that let doctors answer common questions once and reach far more families.',
    category: 'Personal Branding',
    caseStudyId: 4,
    ta: {
      title: 'நோயாளி விழிப்புணர்வு வீடியோ தொடர்',
      desc: 'ஒப்புதல் பெற்று எடுக்கப்படும் சிறு தமிழ் விளக்க வீடியோக்கள் — பொதுவான கேள்விகளுக்கு மருத்துவர்கள் ஒருமுறை பதிலளித்தாலே இன்னும் பல குடும்பங்களைச் சென்றடையலாம்.',
    },
  },
];
