/** Solution cards 31–60 (sample content); each links to a case study in case-studies/part-3.ts or part-4.ts. */
import type { Solution } from '../../schema.js';

export const solutionsPart2: Solution[] = [
  {
    title: 'School Rebranding',
    desc: 'Redraw a school’s crest for a new era and give the office a brand book that keeps uniforms, report cards and signboards consistent across campuses.',
    category: 'Brand & Creative',
    caseStudyId: 37,
    ta: {
      title: 'பள்ளி ரீபிராண்டிங்',
      desc: 'புதிய காலத்துக்கு ஏற்ப பள்ளியின் சின்னத்தை மீண்டும் வரைந்து, எல்லா வளாகங்களிலும் சீருடைகள், மதிப்பெண் அட்டைகள், பெயர்ப் பலகைகள் சீராக இருக்க அலுவலகத்துக்கு ஒரு பிராண்ட் புத்தகம்.',
    },
  },
  {
    title: 'Clinic Websites with Online Appointments',
    desc: 'Plain-language treatment pages and an appointment form that reaches your front desk on WhatsApp, so patients can book without waiting on the phone.',
    category: 'Web & App Development',
    caseStudyId: 31,
    ta: {
      title: 'ஆன்லைன் அப்பாயின்ட்மென்ட் வசதியுடன் கிளினிக் இணையதளங்கள்',
      desc: 'எளிய மொழியில் சிகிச்சைப் பக்கங்களும், WhatsApp-இல் உங்கள் வரவேற்பு மேசையை நேரடியாகச் சென்றடையும் அப்பாயின்ட்மென்ட் படிவமும் — நோயாளிகள் போனில் காத்திருக்காமலேயே முன்பதிவு செய்யலாம்.',
    },
  },
  {
    title: 'Heritage Food Packaging',
    desc: 'Jars, pouches and labels that carry a family recipe’s regional character onto supermarket shelves and marketplace listings, with every statutory detail in place.',
    category: 'Packaging',
    caseStudyId: 32,
    ta: {
      title: 'பாரம்பரிய உணவு பேக்கேஜிங்',
      desc: 'குடும்பச் சமையல் குறிப்பின் பிராந்தியத் தனித்துவத்தைச் சூப்பர்மார்க்கெட் அலமாரிகளுக்கும் மார்க்கெட்பிளேஸ் லிஸ்டிங்குகளுக்கும் கொண்டுசெல்லும் ஜாடிகள், பவுச்கள், லேபிள்கள் — சட்டப்படி தேவையான ஒவ்வொரு விவரமும் இடம்பெறும்.',
    },
  },
  {
    title: 'Pilgrimage and Temple-Town Travel Campaigns',
    desc: 'Multilingual search ads, calm weekday video and departure-city landing pages that fill tours outside the festival peaks.',
    category: 'Digital Marketing',
    caseStudyId: 36,
    ta: {
      title: 'யாத்திரை மற்றும் கோயில் நகரப் பயணப் பிரச்சாரங்கள்',
      desc: 'பல மொழிகளில் தேடல் விளம்பரங்கள், அமைதியான வார நாள் வீடியோக்கள், புறப்படும் நகரங்களுக்கு ஏற்ற லேண்டிங் பக்கங்கள் — பண்டிகை உச்சக் காலங்களுக்கு வெளியேயும் டூர்களை நிரப்புகின்றன.',
    },
  },
  {
    title: 'Ethical Personal Branding for Physicians',
    desc: 'Positioning, profiles and portraits that help physicians become known for their approach to care while staying within medical ethics guidelines.',
    category: 'Personal Branding',
    caseStudyId: 34,
    ta: {
      title: 'மருத்துவர்களுக்கான நெறிமுறை சார்ந்த தனிநபர் பிராண்டிங்',
      desc: 'மருத்துவ நெறிமுறை வழிகாட்டுதல்களுக்குள் இருந்தபடியே, சிகிச்சை அணுகுமுறையால் மருத்துவர்கள் அறியப்பட உதவும் பொசிஷனிங், ப்ரொஃபைல்கள், போர்ட்ரெய்ட்கள்.',
    },
  },
  {
    title: 'Public Event Identities',
    desc: 'A reusable mark, bilingual wayfinding and editable templates for government fairs and festivals, designed to survive tight approval cycles.',
    category: 'Brand & Creative',
    caseStudyId: 33,
    ta: {
      title: 'பொது நிகழ்ச்சி அடையாளங்கள்',
      desc: 'அரசுப் பொருட்காட்சிகளுக்கும் விழாக்களுக்கும் மீண்டும் பயன்படுத்தக்கூடிய சின்னம், இருமொழி வழிகாட்டும் பலகைகள், திருத்தக்கூடிய டெம்ப்ளேட்கள் — நெருக்கடியான ஒப்புதல் சுழற்சிகளையும் தாங்கும்படி வடிவமைக்கப்பட்டவை.',
    },
  },
  {
    title: 'Online Class Enrolment Campaigns',
    desc: 'Free trial lessons, short teaching clips and ads timed to the new term that fill online batches with students from India and abroad.',
    category: 'Digital Marketing',
    caseStudyId: 44,
    ta: {
      title: 'ஆன்லைன் வகுப்புச் சேர்க்கைப் பிரச்சாரங்கள்',
      desc: 'இலவச டிரையல் வகுப்புகள், சிறு கற்பித்தல் கிளிப்புகள், புதிய பருவத் தொடக்கத்துக்கு ஏற்ப நேரமிட்ட விளம்பரங்கள் — இந்தியாவிலிருந்தும் வெளிநாடுகளிலிருந்தும் வரும் மாணவர்களைக் கொண்டு ஆன்லைன் பேட்ச்களை நிரப்புகின்றன.',
    },
  },
  {
    title: 'Estate Tea Packaging',
    desc: 'Resealable pouches, caddies and tasting boxes that keep aroma in and tell buyers which slope and season their leaf came from.',
    category: 'Packaging',
    caseStudyId: 42,
    ta: {
      title: 'எஸ்டேட் தேயிலை பேக்கேஜிங்',
      desc: 'மணம் வெளியேறாமல் காக்கும், மீண்டும் மூடக்கூடிய பவுச்கள், டின்கள், சுவைத்துப் பார்க்கும் பெட்டிகள் — தேயிலை எந்தச் சரிவில், எந்தப் பருவத்தில் பறிக்கப்பட்டது என்பதையும் வாங்குபவர்களுக்குச் சொல்கின்றன.',
    },
  },
  {
    title: 'Booking Engines for Boutique Stays',
    desc: 'Direct booking synced with your channel manager and a best-rate promise that turns one-night platform guests into longer direct stays.',
    category: 'Web & App Development',
    caseStudyId: 40,
    ta: {
      title: 'பூட்டிக் தங்குமிடங்களுக்கான முன்பதிவு எஞ்சின்கள்',
      desc: 'உங்கள் சேனல் மேனேஜருடன் ஒத்திசைக்கப்பட்ட நேரடி முன்பதிவும், சிறந்த கட்டண உறுதிமொழியும் — தளங்கள் வழியாக ஒரு இரவுக்கு வரும் விருந்தினர்களை நீண்ட நேரடித் தங்கல்களுக்கு மாற்றுகின்றன.',
    },
  },
  {
    title: 'Founder Thought Leadership',
    desc: 'A clear point of view, a rewritten LinkedIn profile and a content calendar drawn from real work, for founders preparing to raise, hire or speak.',
    category: 'Personal Branding',
    caseStudyId: 46,
    ta: {
      title: 'நிறுவனர்களுக்கான சிந்தனைத் தலைமை',
      desc: 'நிதி திரட்ட, பணியமர்த்த அல்லது மேடைகளில் பேசத் தயாராகும் நிறுவனர்களுக்கு: தெளிவான பார்வை, புதிதாக எழுதப்பட்ட LinkedIn ப்ரொஃபைல், உண்மையான பணிகளிலிருந்து உருவாக்கப்பட்ட உள்ளடக்க காலண்டர்.',
    },
  },
  {
    title: 'Export-Ready Logo Design',
    desc: 'Marks designed first for carton labels, compliance documents and woven tags, so manufacturers look credible to overseas buyers.',
    category: 'Brand & Creative',
    caseStudyId: 35,
    ta: {
      title: 'ஏற்றுமதிக்குத் தயாரான லோகோ வடிவமைப்பு',
      desc: 'அட்டைப்பெட்டி லேபிள்கள், இணக்க ஆவணங்கள், நெய்த டேக்குகளுக்கென முதலில் வடிவமைக்கப்படும் லோகோக்கள் — வெளிநாட்டு வாங்குபவர்களிடம் உற்பத்தியாளர்கள் நம்பகமாகத் தோன்ற உதவுகின்றன.',
    },
  },
  {
    title: 'Fleet and Institutional Sales',
    desc: 'Research into who runs their own fleets, a sales kit and a demonstration programme that open steady contracts with schools, colleges and factories.',
    category: 'Digital Marketing',
    caseStudyId: 38,
    ta: {
      title: 'ஃப்ளீட் மற்றும் நிறுவன விற்பனை',
      desc: 'சொந்த வாகனங்களை இயக்குபவர்கள் யார் என்ற ஆய்வு, விற்பனைக் கிட், செயல்விளக்கத் திட்டம் — பள்ளிகள், கல்லூரிகள், தொழிற்சாலைகளுடன் நிலையான ஒப்பந்தங்களைப் பெற்றுத் தருகின்றன.',
    },
  },
  {
    title: 'Women’s Health Packaging',
    desc: 'Warm, discreet packs with plain size guides and disposal instructions, designed to be easy to pick up at any checkout counter.',
    category: 'Packaging',
    caseStudyId: 52,
    ta: {
      title: 'பெண்கள் நலத் தயாரிப்பு பேக்கேஜிங்',
      desc: 'எளிய அளவு வழிகாட்டிகளும் அப்புறப்படுத்தும் வழிமுறைகளும் கொண்ட, கனிவான, கண்ணியமான பேக்குகள் — எந்த பில்லிங் கவுண்டரிலும் தயக்கமின்றி எடுக்கும்படி வடிவமைக்கப்பட்டவை.',
    },
  },
  {
    title: 'School and Admissions Websites',
    desc: 'Detailed pages on boarding, health and daily life, plus an admissions timeline and tour booking, for families deciding from far away.',
    category: 'Web & App Development',
    caseStudyId: 48,
    ta: {
      title: 'பள்ளி மற்றும் சேர்க்கை இணையதளங்கள்',
      desc: 'தொலைவிலிருந்து முடிவெடுக்கும் குடும்பங்களுக்காக, விடுதி வசதி, உடல்நலம், அன்றாட வாழ்க்கை பற்றிய விரிவான பக்கங்கள், சேர்க்கைக் கால அட்டவணை, வளாகச் சுற்றுப்பார்வைக்கான முன்பதிவு.',
    },
  },
  {
    title: 'Brands for Independent Guides',
    desc: 'A name, a logo and a simple booking page that let guides and hosts build their own following instead of relying on middlemen.',
    category: 'Personal Branding',
    caseStudyId: 53,
    ta: {
      title: 'சுயாதீன வழிகாட்டிகளுக்கான பிராண்டுகள்',
      desc: 'இடைத்தரகர்களை நம்பியிருக்காமல், வழிகாட்டிகளும் ஹோஸ்ட்களும் தங்களுக்கென ஒரு வாடிக்கையாளர் வட்டத்தை உருவாக்க உதவும் பெயர், லோகோ, எளிய முன்பதிவுப் பக்கம்.',
    },
  },
  {
    title: 'Civic Campaign Branding',
    desc: 'Identities for public missions, with weather-proof signage, vendor badges and a tone guide that encourages residents rather than scolding them.',
    category: 'Brand & Creative',
    caseStudyId: 45,
    ta: {
      title: 'குடிமைப் பிரச்சார பிராண்டிங்',
      desc: 'பொது இயக்கங்களுக்கான அடையாளங்கள் — மழை, வெயில் தாங்கும் அறிவிப்புப் பலகைகள், வியாபாரிகளுக்கான பேட்ஜ்கள், மக்களைக் கடிந்துகொள்ளாமல் ஊக்குவிக்கும் தொனி வழிகாட்டியுடன்.',
    },
  },
  {
    title: 'Hospitality Partnership Development',
    desc: 'Offsite packages, wedding-planner kits and introductions that fill weekday rooms for boutique hotels and guesthouses.',
    category: 'Digital Marketing',
    caseStudyId: 49,
    ta: {
      title: 'விருந்தோம்பல் துறைக் கூட்டாண்மை மேம்பாடு',
      desc: 'பூட்டிக் ஹோட்டல்களிலும் விருந்தினர் இல்லங்களிலும் வார நாள் அறைகளை நிரப்ப, ஆஃப்சைட் பேக்கேஜ்கள், திருமண ஏற்பாட்டாளர்களுக்கான கிட்கள், அறிமுகச் சந்திப்புகள்.',
    },
  },
  {
    title: 'Regional Food Hamper Boxes',
    desc: 'Rigid gift boxes with printed inner lids and serving notes, designed for Deepavali and Pongal hampers.',
    category: 'Packaging',
    caseStudyId: 32,
    ta: {
      title: 'பிராந்திய உணவு ஹேம்பர் பெட்டிகள்',
      desc: 'தீபாவளி, பொங்கல் ஹேம்பர்களுக்காக வடிவமைக்கப்பட்ட, உள் மூடியில் அச்சிட்ட வடிவமைப்பும் பரிமாறும் குறிப்புகளும் கொண்ட உறுதியான பரிசுப் பெட்டிகள்.',
    },
  },
  {
    title: 'Citizen Service Portals',
    desc: 'Tamil-first, accessible websites with online registration and QR passes that replace paper forms and long queues at public offices.',
    category: 'Web & App Development',
    caseStudyId: 55,
    ta: {
      title: 'குடிமக்கள் சேவை போர்ட்டல்கள்',
      desc: 'காகிதப் படிவங்களுக்கும் அரசு அலுவலகங்களின் நீண்ட வரிசைகளுக்கும் மாற்றாக, ஆன்லைன் பதிவும் QR பாஸ்களும் கொண்ட, தமிழுக்கு முதன்மை தரும், அனைவரும் அணுகக்கூடிய இணையதளங்கள்.',
    },
  },
  {
    title: 'Chef and Culinary Personal Brands',
    desc: 'A signature, a video series and a booking page that turn a chef’s pop-up following into classes, products and collaborations.',
    category: 'Personal Branding',
    caseStudyId: 60,
    ta: {
      title: 'செஃப்கள், சமையல் கலைஞர்களுக்கான தனிநபர் பிராண்டுகள்',
      desc: 'ஒரு செஃபின் பாப்-அப் நிகழ்வுகளுக்குக் கிடைத்த ரசிகர் வட்டத்தை வகுப்புகள், தயாரிப்புகள், கூட்டுமுயற்சிகளாக மாற்றும் தனித்துவ அடையாளம், வீடியோ தொடர், முன்பதிவுப் பக்கம்.',
    },
  },
  {
    title: 'Catalogues and Festive Creatives',
    desc: 'Product photography direction, printed catalogues and festival-calendar social posts that show craftsmanship customers can see.',
    category: 'Brand & Creative',
    caseStudyId: 39,
    ta: {
      title: 'கேட்டலாக்குகளும் பண்டிகை கிரியேட்டிவ்களும்',
      desc: 'தயாரிப்புப் புகைப்பட வழிகாட்டல், அச்சிட்ட கேட்டலாக்குகள், பண்டிகை நாட்காட்டிக்கு ஏற்ற சமூக ஊடகப் பதிவுகள் — வாடிக்கையாளர்கள் கண்ணால் காணக்கூடிய கைவினைத் திறனைக் காட்டுகின்றன.',
    },
  },
  {
    title: 'Food Brand E-commerce Growth',
    desc: 'Process films, creator collaborations and shipping-focused content that take a regional sweet or snack to buyers across India and the Gulf.',
    category: 'Digital Marketing',
    caseStudyId: 50,
    ta: {
      title: 'உணவு பிராண்டுகளுக்கான இ-காமர்ஸ் வளர்ச்சி',
      desc: 'தயாரிப்பு முறையைக் காட்டும் வீடியோக்கள், கிரியேட்டர்களுடன் கூட்டுமுயற்சிகள், ஷிப்பிங்கை மையமாகக் கொண்ட உள்ளடக்கம் — ஒரு பிராந்திய இனிப்பையோ நொறுக்குத்தீனியையோ இந்தியா முழுவதும், வளைகுடா நாடுகள் வரை வாங்குபவர்களிடம் கொண்டுசெல்கின்றன.',
    },
  },
  {
    title: 'Souvenir Packaging for Hill Stations',
    desc: 'Illustrated packs and sampler boxes that help a genuine local product stand apart from the cheaper blends in every souvenir shop.',
    category: 'Packaging',
    caseStudyId: 42,
    ta: {
      title: 'மலைவாசஸ்தலங்களுக்கான நினைவுப் பரிசு பேக்கேஜிங்',
      desc: 'ஒவ்வொரு நினைவுப் பரிசுக் கடையிலும், மலிவான கலவைகளிலிருந்து உண்மையான உள்ளூர் தயாரிப்பைத் தனித்துக் காட்டும் ஓவியம் தீட்டிய பேக்குகளும் சாம்பிளர் பெட்டிகளும்.',
    },
  },
  {
    title: 'Fast Websites for Low-Cost Phones',
    desc: 'Tamil and English pages written for real patients and customers, fast on low-cost phones and patchy mobile data.',
    category: 'Web & App Development',
    caseStudyId: 31,
    ta: {
      title: 'குறைந்த விலை போன்களுக்கான வேகமான இணையதளங்கள்',
      desc: 'உண்மையான நோயாளிகளுக்காகவும் வாடிக்கையாளர்களுக்காகவும் எழுதப்பட்ட தமிழ், ஆங்கிலப் பக்கங்கள் — குறைந்த விலை போன்களிலும் நிலையற்ற மொபைல் டேட்டாவிலும் வேகமாகத் திறக்கும்.',
    },
  },
  {
    title: 'Health Columns and Community Talks',
    desc: 'Newspaper columns, illustrated meal cards and village talk kits that build trust in a doctor long before the first consultation.',
    category: 'Personal Branding',
    caseStudyId: 34,
    ta: {
      title: 'உடல்நலப் பத்திகளும் சமூக உரைகளும்',
      desc: 'செய்தித்தாள் பத்திகள், படங்களுடன் கூடிய உணவு அட்டைகள், கிராமக் கூட்டங்களில் பேசுவதற்கான கிட்கள் — முதல் ஆலோசனைக்கு வெகு முன்பே மருத்துவர் மீது நம்பிக்கையை வளர்க்கின்றன.',
    },
  },
  {
    title: 'Healthcare Awareness Creatives',
    desc: 'Illustration-led posters, leaflets and WhatsApp videos in everyday Tamil for screening camps and health-awareness drives.',
    category: 'Brand & Creative',
    caseStudyId: 47,
    ta: {
      title: 'மருத்துவ விழிப்புணர்வு கிரியேட்டிவ்கள்',
      desc: 'பரிசோதனை முகாம்களுக்கும் உடல்நல விழிப்புணர்வு இயக்கங்களுக்கும், அன்றாடத் தமிழில் ஓவியங்களை மையமாகக் கொண்ட போஸ்டர்கள், துண்டுப் பிரசுரங்கள், WhatsApp வீடியோக்கள்.',
    },
  },
  {
    title: 'Franchise Expansion Planning',
    desc: 'Market research, a franchise offer and a partner kit that let a successful education centre grow into new towns without losing quality.',
    category: 'Digital Marketing',
    caseStudyId: 58,
    ta: {
      title: 'ஃப்ரான்சைஸ் விரிவாக்கத் திட்டமிடல்',
      desc: 'சந்தை ஆய்வு, ஃப்ரான்சைஸ் சலுகைத் திட்டம், கூட்டாளர் கிட் — வெற்றிகரமான ஒரு கல்வி மையம் தரம் குறையாமல் புதிய ஊர்களுக்கு விரிவடைய உதவுகின்றன.',
    },
  },
  {
    title: 'Sustainable Health-Product Packaging',
    desc: 'Compostable outer packs and wraps for health products moving from self-help group sales onto pharmacy and supermarket shelves.',
    category: 'Packaging',
    caseStudyId: 52,
    ta: {
      title: 'சூழலுக்கு உகந்த உடல்நலத் தயாரிப்பு பேக்கேஜிங்',
      desc: 'சுய உதவிக் குழு விற்பனையிலிருந்து மருந்தகம், சூப்பர்மார்க்கெட் அலமாரிகளுக்கு முன்னேறும் உடல்நலத் தயாரிப்புகளுக்கு, மக்கும் வெளிப்புற பேக்குகளும் உறைகளும்.',
    },
  },
  {
    title: 'Story-Led Heritage Websites',
    desc: 'Websites that tell the history of a house, its builders and its kitchen, with room pages that pair character with practical details.',
    category: 'Web & App Development',
    caseStudyId: 40,
    ta: {
      title: 'கதை சொல்லும் பாரம்பரிய இணையதளங்கள்',
      desc: 'ஒரு வீட்டின் வரலாறு, அதைக் கட்டியவர்கள், அதன் சமையலறை ஆகியவற்றின் கதையைச் சொல்லும் இணையதளங்கள் — ஒவ்வொரு அறையின் பக்கமும் அதன் தனித்தன்மையையும் நடைமுறை விவரங்களையும் சேர்த்தே தரும்.',
    },
  },
  {
    title: 'LinkedIn Content Calendars',
    desc: 'A twelve-week plan of short posts drawn from real deliveries, customers and decisions, written with founders in their own voice.',
    category: 'Personal Branding',
    caseStudyId: 46,
    ta: {
      title: 'LinkedIn உள்ளடக்க காலண்டர்கள்',
      desc: 'முடித்துக் கொடுத்த பணிகள், வாடிக்கையாளர்கள், எடுத்த முடிவுகள் போன்ற உண்மையான அனுபவங்களிலிருந்து, நிறுவனர்களுடன் இணைந்து அவர்களின் சொந்தக் குரலில் எழுதப்படும் சிறு பதிவுகளுக்கான பன்னிரண்டு வாரத் திட்டம்.',
    },
  },
];
