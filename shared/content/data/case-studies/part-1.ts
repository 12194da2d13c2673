/**
 * Case studies 1 to 15 (part-2.ts to part-4.ts hold 16 to 60). Clients, people and figures are fictional
 * sample content written for this site; results are the clients' own reported figures.
 */
import type { CaseStudy } from '../../schema.js';

export const caseStudiesPart1: CaseStudy[] = [
  {
    id: 1,
    title: 'Rebranding a Kumbakonam Filter-Coffee Roaster for the Supermarket Shelf',
    client: 'Kaveri Filter Coffee Works, Kumbakonam',
    date: 'Mar-24',
    duration: '2 Months',
    industry: 'consumer',
    category: 'Branding',
    summary: "A third-generation Kumbakonam roaster wanted its chicory blends to hold their own beside national brands. We built an identity around the brass dabara-and-tumbler ritual and the roastery's 1962 roots.",
    image: {
      src: '/media/case-studies/cs-1',
      width: 1600,
      height: 1000,
      alt: 'Kaveri Filter Coffee Works stationery: letterhead, envelope and business cards with the new logo',
      ta: { alt: 'Kaveri Filter Coffee Works ஸ்டேஷனரி: புதிய லோகோவுடன் லெட்டர்ஹெட், கவர், விசிட்டிங் கார்டுகள்' },
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Kaveri Filter Coffee Works has roasted peaberry and plantation A beans in the same Kumbakonam lane since 1962. Most of its sales came from the counter at the roastery and from a few dozen grocers in the Cauvery delta, who sold the coffee in plain printed pouches with a hand-drawn logo that every new printer had redrawn slightly differently.',
      },
      { type: 'h2', text: 'The Challenge' },
      {
        type: 'p',
        text: "The founder's grandson, who now runs the business, had secured shelf space in two Chennai supermarket chains. There, the pouches looked homemade next to the national brands, and shoppers from outside the delta had no way of knowing what made a Kumbakonam degree coffee different.\nThe family was just as clear about what it did not want: a generic heritage look with a steaming cup and a temple tower.",
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'ul',
        items: [
          "A wordmark redrawn from the lettering on the roastery's original 1960s shop board, set in Tamil and English with matched stroke weights",
          'A brand mark showing the dabara and tumbler from above, built on a nine-dot kolam grid',
          'Blend names based on the coffee-to-chicory ratio rather than marketing language\n- Classic 80:20, the house blend\n- Strong 70:30, thicker and more bitter, for milky degree coffee\n- Pure peaberry with no chicory',
          'A roast-date panel on every pouch so grocers could rotate their stock',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'The new pouches reached supermarket shelves in May 2024. The family reported that both Chennai chains reordered within five weeks, well ahead of the eight-week cycle the buyers had forecast, and the roastery counter now sells branded steel tumbler sets as gifts.',
      },
      {
        type: 'blockquote',
        text: 'We did not want to look like a big company. We wanted to look like ourselves, only clearer, and that is what we got.',
        author: 'Managing Partner, Kaveri Filter Coffee Works',
      },
    ],
    ta: {
      title: 'சூப்பர் மார்க்கெட் அலமாரிக்கு ஏற்ப, கும்பகோணம் ஃபில்டர் காபி நிறுவனத்துக்குப் புதிய பிராண்டிங்',
      client: 'Kaveri Filter Coffee Works, கும்பகோணம்',
      summary:
        'மூன்றாம் தலைமுறையாக இயங்கும் ஒரு கும்பகோணம் காபி வறுப்பு நிறுவனம், தனது சிக்கரி கலந்த காபித்தூள் வகைகள் தேசிய பிராண்டுகளுக்கு இணையாக அலமாரியில் நிற்க வேண்டும் என்று விரும்பியது. பித்தளை டபரா-டம்ளர் மரபையும், 1962-இல் தொடங்கிய நிறுவனத்தின் வேர்களையும் மையமாகக் கொண்டு புதிய பிராண்ட் அடையாளத்தை உருவாக்கினோம்.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'Kaveri Filter Coffee Works, 1962 முதல் கும்பகோணத்தின் அதே தெருவில் பீபெர்ரி, பிளான்டேஷன் A காபிக் கொட்டைகளை வறுத்து வருகிறது. அதன் விற்பனையில் பெரும்பகுதி, நிறுவனத்தின் சொந்தக் கவுண்டரிலும், காவிரி டெல்டாவில் உள்ள சில டஜன் மளிகைக் கடைகளிலும் நடந்தது. அந்தக் கடைகள் காபியை எளிய அச்சிட்ட பைகளில் விற்றன; அவற்றில் இருந்த கையால் வரைந்த லோகோவை, ஒவ்வொரு புதிய அச்சகமும் சற்று வேறுபட்டு மீண்டும் வரைந்திருந்தது.',
        },
        { type: 'h2', text: 'சவால்' },
        {
          type: 'p',
          text: 'இப்போது தொழிலை நடத்திவரும் நிறுவனரின் பேரன், சென்னையின் இரண்டு சூப்பர் மார்க்கெட் சங்கிலிகளில் அலமாரி இடம் பெற்றிருந்தார். ஆனால் அங்கே, தேசிய பிராண்டுகளுக்கு அருகில் இந்தப் பைகள் வீட்டில் தயாரித்தவை போலத் தெரிந்தன. டெல்டாவுக்கு வெளியே உள்ள வாங்குபவர்களுக்கு, கும்பகோணம் டிகிரி காபியின் தனித்தன்மை என்ன என்று அறிய எந்த வழியும் இல்லை.\nதங்களுக்கு எது வேண்டாம் என்பதிலும் குடும்பத்தினர் அதே அளவு தெளிவாக இருந்தனர்: ஆவி பறக்கும் கோப்பையும் கோயில் கோபுரமும் கொண்ட, எல்லோரும் பயன்படுத்தும் பாரம்பரியத் தோற்றம் வேண்டாம்.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'ul',
          items: [
            'நிறுவனத்தின் 1960களின் அசல் கடைப் பலகை எழுத்துகளிலிருந்து மீண்டும் வரையப்பட்ட வேர்ட்மார்க் — தமிழிலும் ஆங்கிலத்திலும், இரண்டிலும் ஒரே கோட்டுத் தடிமனுடன்',
            'ஒன்பது புள்ளிக் கோலக் கட்டத்தின் மீது உருவாக்கப்பட்ட, டபராவையும் டம்ளரையும் மேலிருந்து காட்டும் பிராண்ட் சின்னம்',
            'மார்க்கெட்டிங் வார்த்தைகளுக்குப் பதிலாக, காபி-சிக்கரி விகிதத்தின் அடிப்படையில் கலவைப் பெயர்கள்\n- Classic 80:20 — நிறுவனத்தின் முதன்மைக் கலவை\n- Strong 70:30 — அடர்த்தியும் கசப்பும் அதிகம்; பால் அதிகம் சேர்க்கும் டிகிரி காபிக்கு\n- சிக்கரி கலக்காத தூய பீபெர்ரி',
            'ஒவ்வொரு பையிலும் வறுத்த தேதியைக் காட்டும் பகுதி — பழைய சரக்கை முதலில் விற்க மளிகைக் கடைகளுக்கு உதவ',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'புதிய பைகள் மே 2024-இல் சூப்பர் மார்க்கெட் அலமாரிகளை அடைந்தன. கொள்முதல் பிரிவினர் கணித்திருந்த எட்டு வாரச் சுழற்சிக்கு வெகு முன்பாகவே, ஐந்து வாரங்களுக்குள் இரண்டு சென்னை சங்கிலிகளும் மீண்டும் ஆர்டர் செய்ததாகக் குடும்பத்தினர் தெரிவித்தனர். நிறுவனத்தின் கவுண்டரில் இப்போது பிராண்ட் முத்திரையுடன் கூடிய ஸ்டீல் டம்ளர் செட்கள் பரிசுப் பொருட்களாக விற்பனையாகின்றன.',
        },
        {
          type: 'blockquote',
          text: 'நாங்கள் ஒரு பெரிய நிறுவனம் போலத் தெரிய விரும்பவில்லை. நாங்கள் நாங்களாகவே, இன்னும் தெளிவாகத் தெரிய வேண்டும் என்றுதான் விரும்பினோம் — கிடைத்ததும் அதுதான்.',
          author: 'நிர்வாகப் பங்குதாரர், Kaveri Filter Coffee Works',
        },
      ],
    },
  },
  {
    id: 2,
    title: 'A Bilingual Admissions Website for a Salem Matriculation School',
    client: 'Sri Vidya Mandir Matriculation School, Salem',
    date: 'Jun-23',
    duration: '1 Month',
    industry: 'education',
    category: 'Website',
    summary: 'Parents were phoning the school office with every admission question. A clear Tamil and English website with an online enquiry form moved most of those conversations to the web before the June term.',
    image: {
      src: '/media/case-studies/cs-2',
      width: 1600,
      height: 1000,
      alt: 'The Sri Vidya Mandir Matriculation School website on a laptop and a phone, in Tamil and English: the home page headline reads “சேர்க்கை 2025–26 தொடங்கியது” (Admissions open for 2025–26)',
      ta: { alt: 'லேப்டாப்பிலும் கைபேசியிலும் Sri Vidya Mandir Matriculation School இணையதளம், தமிழிலும் ஆங்கிலத்திலும்: முகப்புப் பக்கத் தலைப்பு “சேர்க்கை 2025–26 தொடங்கியது”' },
    },
    content: [
      { type: 'h2', text: 'Client Overview' },
      {
        type: 'p',
        text: "Sri Vidya Mandir is a co-educational matriculation school in Salem's Fairlands area with about 1,400 students from LKG to Class 12. Its old website was a single page built in 2014, with a phone number and a photograph of the school bus.",
      },
      { type: 'h2', text: 'Objective' },
      {
        type: 'p',
        text: 'Admissions for the 2023–24 academic year opened in March, and the front office was taking more than sixty calls a day about fees, transport routes and the documents required. The principal wanted a site that answered those questions in both Tamil and English, so that her staff could concentrate on parents who had already visited the campus.',
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'ul',
        items: [
          'A language switch on every page, with the Tamil text written first rather than translated from English',
          'An admissions section organised by class group\n- Pre-KG and LKG\n- Classes 1 to 8\n- Classes 9 to 12, with stream choices explained',
          'Bus routes shown as a simple list of stops, which parents found easier to follow than a map',
          "An enquiry form that sends each lead to the admissions office's WhatsApp Business number",
          'Pages light enough to load quickly on the budget phones most parents use',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'By the June reopening, the school office reported that phone enquiries had roughly halved and that online enquiries made up most of the new admission leads. The principal now updates circulars and the academic calendar herself through a simple editor.',
      },
    ],
    ta: {
      title: 'சேலம் மெட்ரிகுலேஷன் பள்ளிக்கு இருமொழிச் சேர்க்கை இணையதளம்',
      client: 'Sri Vidya Mandir Matriculation School, சேலம்',
      summary:
        'சேர்க்கை பற்றிய ஒவ்வொரு கேள்விக்கும் பெற்றோர் பள்ளி அலுவலகத்துக்குத் தொலைபேசியில் அழைத்துக்கொண்டிருந்தனர். ஆன்லைன் விசாரணைப் படிவத்துடன் கூடிய தெளிவான தமிழ்-ஆங்கில இணையதளம், ஜூன் பருவம் தொடங்கும் முன்பே அந்த உரையாடல்களில் பெரும்பாலானவற்றை இணையத்துக்கு மாற்றியது.',
      content: [
        { type: 'h2', text: 'வாடிக்கையாளர் மேலோட்டம்' },
        {
          type: 'p',
          text: 'Sri Vidya Mandir, சேலம் ஃபேர்லேண்ட்ஸ் பகுதியில் உள்ள இருபாலர் மெட்ரிகுலேஷன் பள்ளி; LKG முதல் 12-ஆம் வகுப்பு வரை சுமார் 1,400 மாணவர்கள் இங்கு படிக்கின்றனர். பள்ளியின் பழைய இணையதளம் 2014-இல் உருவாக்கப்பட்ட ஒற்றைப் பக்கம் மட்டுமே — அதில் ஒரு தொலைபேசி எண்ணும் பள்ளிப் பேருந்தின் ஒரு புகைப்படமும்தான் இருந்தன.',
        },
        { type: 'h2', text: 'நோக்கம்' },
        {
          type: 'p',
          text: '2023–24 கல்வியாண்டுக்கான சேர்க்கை மார்ச்சில் தொடங்கியது. கட்டணம், போக்குவரத்து வழித்தடங்கள், தேவையான ஆவணங்கள் பற்றிக் கேட்டு, பள்ளியின் முன் அலுவலகத்துக்கு நாளொன்றுக்கு அறுபதுக்கும் மேற்பட்ட அழைப்புகள் வந்தன. இந்தக் கேள்விகளுக்குத் தமிழிலும் ஆங்கிலத்திலும் பதில் தரும் இணையதளம் வேண்டும் என்று பள்ளி முதல்வர் விரும்பினார்; அப்போதுதான், ஏற்கெனவே பள்ளி வளாகத்தைப் பார்வையிட்ட பெற்றோர் மீது அவரது ஊழியர்கள் கவனம் செலுத்த முடியும்.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'ul',
          items: [
            'ஒவ்வொரு பக்கத்திலும் மொழி மாற்றும் வசதி; தமிழ் உள்ளடக்கம் ஆங்கிலத்திலிருந்து மொழிபெயர்க்கப்படாமல், முதலில் தமிழிலேயே எழுதப்பட்டது',
            'வகுப்புப் பிரிவுகள் வாரியாக ஒழுங்கமைக்கப்பட்ட சேர்க்கைப் பகுதி\n- Pre-KG மற்றும் LKG\n- 1 முதல் 8-ஆம் வகுப்பு வரை\n- 9 முதல் 12-ஆம் வகுப்பு வரை, பாடப்பிரிவுத் தேர்வுகள் பற்றிய விளக்கத்துடன்',
            'பேருந்து வழித்தடங்கள், நிறுத்தங்களின் எளிய பட்டியலாக — வரைபடத்தைவிட இதைப் பின்பற்றுவது எளிது என்று பெற்றோர் கண்டனர்',
            'ஒவ்வொரு விசாரணையையும் சேர்க்கை அலுவலகத்தின் WhatsApp Business எண்ணுக்கு நேரடியாக அனுப்பும் விசாரணைப் படிவம்',
            'பெரும்பாலான பெற்றோர் பயன்படுத்தும் விலை குறைந்த மொபைல் போன்களிலும் விரைவாகத் திறக்கும், எடை குறைந்த பக்கங்கள்',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'ஜூனில் பள்ளி மீண்டும் திறந்தபோது, தொலைபேசி விசாரணைகள் ஏறக்குறைய பாதியாகக் குறைந்துவிட்டதாகவும், புதிய சேர்க்கை விசாரணைகளில் பெரும்பாலானவை ஆன்லைனில் வந்தவை என்றும் பள்ளி அலுவலகம் தெரிவித்தது. சுற்றறிக்கைகளையும் கல்வி நாட்காட்டியையும் இப்போது முதல்வரே ஒரு எளிய எடிட்டர் மூலம் புதுப்பிக்கிறார்.',
        },
      ],
    },
  },
  {
    id: 3,
    title: 'Event Identity for a State Handloom Fair in Chennai',
    client: 'Tamil Nadu State Handloom Fair Committee, Chennai',
    date: 'Dec-24',
    duration: '15 Days',
    industry: 'government',
    category: 'Event Branding',
    summary: 'Fifteen days to brand a ten-day handloom fair with 180 weaver stalls. We designed a loom-inspired identity that ran from the entrance arch to the stall number boards.',
    image: {
      src: '/media/case-studies/cs-3',
      width: 1600,
      height: 1000,
      alt: 'The Handloom Fair stage backdrop, in Tamil and English, with a roll-up standee on each side and a delegate badge',
      ta: { alt: 'Handloom Fair மேடைப் பின்னணி, தமிழிலும் ஆங்கிலத்திலும்; இருபுறமும் ரோல்-அப் ஸ்டாண்டீகள், ஒரு பங்கேற்பாளர் அட்டை' },
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: "The fair brings weavers' cooperative societies from across Tamil Nadu to one exhibition ground in Chennai for the Pongal shopping season. Visitors come for Kanchipuram silk, Chettinad cotton, Bhavani jamakkalam and Madurai Sungudi, and many walk in with a specific purchase in mind.\nThe committee approved the brief only fifteen days before opening. Everything had to be printable by empanelled government vendors, Tamil-first and consistent with the state emblem guidelines, while still feeling festive rather than official.",
      },
      { type: 'h2', text: 'Design Approach' },
      { type: 'h3', text: 'A weave as the system' },
      {
        type: 'p',
        text: 'We based the identity on a simple interlace: warp lines in the colours of the participating weaving clusters and a single weft line in turmeric yellow running through every layout. The same grid produced the logo, the stall fascia and the floor plan, which saved days of design time.',
      },
      { type: 'h2', text: 'Applications' },
      {
        type: 'ul',
        items: [
          'The entrance arch and two 40-foot welcome banners',
          'Fascia boards for 180 stalls\n- Society name in Tamil and English\n- Cluster colour band\n- Large stall number visible from the aisle',
          'A fold-out visitor map sorted by weaving cluster',
          'Social media creatives for the daily cultural programme',
          'Volunteer badges and lanyards',
        ],
      },
      { type: 'h2', text: 'Impact' },
      {
        type: 'p',
        text: "The committee reported more than 2.1 lakh visitors over the ten days. Several weavers' societies asked to keep their fascia boards for district-level fairs later in the year, which we took as the best review the signage could get.",
      },
    ],
    ta: {
      title: 'சென்னை மாநிலக் கைத்தறிக் கண்காட்சிக்கான நிகழ்ச்சி பிராண்ட் அடையாளம்',
      client: 'தமிழ்நாடு மாநிலக் கைத்தறிக் கண்காட்சிக் குழு, சென்னை',
      summary:
        '180 நெசவாளர் அரங்குகள் கொண்ட பத்து நாள் கைத்தறிக் கண்காட்சிக்கு பிராண்டிங் செய்யக் கிடைத்தது பதினைந்து நாட்கள் மட்டுமே. நுழைவு வளைவு முதல் அரங்கு எண் பலகைகள் வரை தொடரும், தறியை அடிப்படையாகக் கொண்ட ஒரு அடையாளத்தை வடிவமைத்தோம்.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'பொங்கல் ஷாப்பிங் பருவத்தில், தமிழ்நாடு முழுவதிலுமிருந்து நெசவாளர் கூட்டுறவுச் சங்கங்களைச் சென்னையில் ஒரே கண்காட்சி மைதானத்துக்குக் கொண்டுவருகிறது இந்தக் கண்காட்சி. காஞ்சிபுரம் பட்டு, செட்டிநாடு காட்டன், பவானி ஜமக்காளம், மதுரை சுங்குடி ஆகியவற்றுக்காக மக்கள் வருகின்றனர்; பலர் குறிப்பிட்ட ஒன்றை வாங்கும் எண்ணத்துடனேயே உள்ளே நுழைகின்றனர்.\nதிறப்புக்குப் பதினைந்து நாட்களுக்கு முன்புதான் குழு பணி விவரங்களுக்கு ஒப்புதல் அளித்தது. அனைத்தும் அரசுப் பட்டியலில் உள்ள விற்பனையாளர்களால் அச்சிடக்கூடியதாகவும், தமிழுக்கு முன்னுரிமை தருவதாகவும், மாநில அரசு இலச்சினை வழிகாட்டுதல்களுக்கு இணங்கியதாகவும் இருக்க வேண்டும் — அதே நேரம், அரசு அலுவல் தோற்றமாக இல்லாமல் திருவிழாக் களையுடன் இருக்க வேண்டும்.',
        },
        { type: 'h2', text: 'வடிவமைப்பு அணுகுமுறை' },
        { type: 'h3', text: 'நெசவே வடிவமைப்பின் அடிப்படை' },
        {
          type: 'p',
          text: 'ஒரு எளிய பின்னல் அமைப்பை அடித்தளமாகக் கொண்டு அடையாளத்தை உருவாக்கினோம்: பங்கேற்ற நெசவுக் குழுமங்களின் வண்ணங்களில் பாவு இழைகள்; ஒவ்வொரு வடிவமைப்பின் ஊடாகவும் ஓடும், மஞ்சள் நிறத்தில் ஒற்றை ஊடை இழை. லோகோ, அரங்கு முகப்புப் பலகை, தள வரைபடம் மூன்றும் அதே கட்டத்திலிருந்தே உருவாகின; இதனால் வடிவமைப்புக்கான பல நாட்கள் மிச்சமாயின.',
        },
        { type: 'h2', text: 'பயன்பாடுகள்' },
        {
          type: 'ul',
          items: [
            'நுழைவு வளைவும், 40 அடி நீளமுள்ள இரண்டு வரவேற்பு பேனர்களும்',
            '180 அரங்குகளுக்கான முகப்புப் பலகைகள்\n- தமிழிலும் ஆங்கிலத்திலும் சங்கத்தின் பெயர்\n- நெசவுக் குழுமத்தின் வண்ணப் பட்டை\n- நடைபாதையிலிருந்தே தெரியும் பெரிய அரங்கு எண்',
            'நெசவுக் குழுமம் வாரியாக வகைப்படுத்தப்பட்ட, மடித்து விரிக்கும் பார்வையாளர் வரைபடம்',
            'தினசரி கலை நிகழ்ச்சிகளுக்கான சமூக ஊடக கிரியேட்டிவ்கள்',
            'தன்னார்வலர்களுக்கான பேட்ஜ்களும் கழுத்துப் பட்டைகளும்',
          ],
        },
        { type: 'h2', text: 'தாக்கம்' },
        {
          type: 'p',
          text: 'பத்து நாட்களில் 2.1 லட்சத்துக்கும் மேற்பட்டோர் வருகை தந்ததாகக் குழு தெரிவித்தது. அதே ஆண்டில் பின்னர் நடக்கும் மாவட்ட அளவிலான கண்காட்சிகளுக்காகத் தங்கள் முகப்புப் பலகைகளை வைத்துக்கொள்ளப் பல நெசவாளர் சங்கங்கள் அனுமதி கேட்டன. எங்கள் பலகை வடிவமைப்புக்குக் கிடைக்கக்கூடிய சிறந்த பாராட்டாக அதையே கருதினோம்.',
        },
      ],
    },
  },
  {
    id: 4,
    title: 'A Personal Brand for a Madurai Cardiologist Who Explains Before She Treats',
    client: 'Dr. Meenakshi Sundaram, Madurai',
    date: 'Aug-24',
    duration: '2 Months',
    industry: 'health',
    category: 'Personal Branding',
    summary: 'A senior interventional cardiologist wanted her public presence to reflect her patient-education work, not just her credentials. We built a calm identity and a plan for short Tamil explainer videos.',
    image: {
      src: '/media/case-studies/cs-4',
      width: 1600,
      height: 1000,
      alt: 'Dr. Meenakshi Sundaram’s personal brand: a profile on a phone, an about page in a browser and business cards',
      ta: { alt: 'Dr. Meenakshi Sundaram தனிநபர் பிராண்ட்: கைபேசியில் சுயவிவரம், உலாவியில் ‘About’ பக்கம், விசிட்டிங் கார்டுகள்' },
    },
    content: [
      { type: 'h2', text: 'Brand Overview' },
      {
        type: 'p',
        text: 'Dr. Meenakshi Sundaram has practised interventional cardiology in Madurai for eighteen years and runs a free Saturday clinic on heart health for women. Her reputation had spread by word of mouth, but an online search for her name returned little more than a hospital directory listing with an old photograph.',
      },
      { type: 'h2', text: 'The Challenge' },
      {
        type: 'p',
        text: "Doctors in India must follow professional conduct rules on self-promotion, so nothing could look like advertising. She also wanted to reach patients' families in the villages around Madurai, many of whom prefer Tamil and would rather watch a video than read an article.",
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'ul',
        items: [
          'A personal monogram and a restrained palette of deep teal and warm sandstone',
          'A one-page profile website with her qualifications, clinic timings and a patient-education library',
          'A monthly series of two-minute Tamil videos\n- One topic per video, such as recognising angina in women\n- English subtitles\n- Recorded in her consulting room, not a studio',
          'Photographs of her with patients and their families during consultations, taken with written consent',
          'A short style guide so that her clinic staff could post updates without breaking the look',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: "Six months after launch, she told us that new patients regularly mention the videos at their first appointment, and the Saturday clinic has had to introduce token numbers. Her clinic's own record of how patients found her shows the video on diet after angioplasty travelling widely through local WhatsApp groups.",
      },
      {
        type: 'blockquote',
        text: 'I was worried this would feel like self-promotion. Instead it feels like an extension of the explaining I already do in the consulting room.',
        author: 'Dr. Meenakshi Sundaram, Interventional Cardiologist',
      },
    ],
    ta: {
      title: 'சிகிச்சைக்கு முன் விளக்கிச் சொல்லும் மதுரை இதய மருத்துவருக்கு ஒரு தனிநபர் பிராண்ட்',
      client: 'Dr. Meenakshi Sundaram, மதுரை',
      summary:
        'ஒரு மூத்த இன்டர்வென்ஷனல் இதய மருத்துவர், தனது பொது அடையாளம் தன் தகுதிகளை மட்டுமல்லாமல், நோயாளிகளுக்கு விழிப்புணர்வு ஊட்டும் தன் பணியையும் பிரதிபலிக்க வேண்டும் என்று விரும்பினார். அமைதியான ஒரு பிராண்ட் அடையாளத்தையும், சிறிய தமிழ் விளக்க வீடியோக்களுக்கான திட்டத்தையும் உருவாக்கினோம்.',
      content: [
        { type: 'h2', text: 'பிராண்ட் மேலோட்டம்' },
        {
          type: 'p',
          text: 'Dr. Meenakshi Sundaram பதினெட்டு ஆண்டுகளாக மதுரையில் இன்டர்வென்ஷனல் இதய மருத்துவராகப் பணியாற்றி வருகிறார்; பெண்களின் இதய நலனுக்காகச் சனிக்கிழமைதோறும் இலவச கிளினிக்கும் நடத்துகிறார். அவரது நற்பெயர் வாய்மொழியாகவே பரவியிருந்தது. ஆனால் இணையத்தில் அவர் பெயரைத் தேடினால், பழைய புகைப்படத்துடன் கூடிய ஒரு மருத்துவமனை டைரக்டரிப் பதிவைத் தவிர வேறு பெரிதாக எதுவும் கிடைக்கவில்லை.',
        },
        { type: 'h2', text: 'சவால்' },
        {
          type: 'p',
          text: 'இந்தியாவில் மருத்துவர்கள் தங்களை விளம்பரப்படுத்திக்கொள்வது தொடர்பான தொழில்முறை நடத்தை விதிகளைப் பின்பற்ற வேண்டும்; எனவே எதுவும் விளம்பரம் போலத் தோன்றக்கூடாது. மதுரையைச் சுற்றியுள்ள கிராமங்களில் வசிக்கும் நோயாளிகளின் குடும்பத்தினரையும் சென்றடைய அவர் விரும்பினார். அவர்களில் பலர் தமிழையே விரும்புபவர்கள்; கட்டுரை படிப்பதைவிட வீடியோ பார்ப்பதையே விரும்புபவர்கள்.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'ul',
          items: [
            'தனிப்பட்ட மோனோகிராம்; அடர் நீலப்பச்சை, இதமான மணற்கல் நிறம் ஆகியவற்றைக் கொண்ட அடக்கமான வண்ணத் தொகுப்பு',
            'அவரது கல்வித் தகுதிகள், கிளினிக் நேரங்கள், நோயாளி விழிப்புணர்வுத் தொகுப்பு ஆகியவற்றுடன் ஒரு பக்க சுயவிவர இணையதளம்',
            'மாதந்தோறும் இரண்டு நிமிடத் தமிழ் வீடியோ தொடர்\n- ஒரு வீடியோவுக்கு ஒரு தலைப்பு — உதாரணமாக, பெண்களுக்கு ஏற்படும் ஆஞ்சைனா நெஞ்சுவலியை அடையாளம் காண்பது\n- ஆங்கில சப்டைட்டில்கள்\n- ஸ்டுடியோவில் அல்ல, அவரது ஆலோசனை அறையிலேயே பதிவு செய்யப்பட்டவை',
            'ஆலோசனையின்போது நோயாளிகளுடனும் அவர்களின் குடும்பத்தினருடனும் அவர் இருக்கும் புகைப்படங்கள் — எழுத்துப்பூர்வ ஒப்புதலுடன் எடுக்கப்பட்டவை',
            'தோற்றம் சிதையாமல் கிளினிக் ஊழியர்களே புதிய தகவல்களைப் பதிவிட உதவும் சுருக்கமான ஸ்டைல் கையேடு',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'அறிமுகமான ஆறு மாதங்களுக்குப் பிறகு, புதிய நோயாளிகள் முதல் சந்திப்பிலேயே அந்த வீடியோக்களைப் பற்றிப் பேசுவது வழக்கமாகிவிட்டதாக அவர் எங்களிடம் கூறினார்; சனிக்கிழமை கிளினிக்கில் டோக்கன் முறையைக் கொண்டுவர வேண்டியதாயிற்று. நோயாளிகள் தன்னை எப்படி அறிந்துகொண்டார்கள் என்று அவரது கிளினிக் வைத்திருக்கும் பதிவேட்டின்படி, ஆஞ்சியோபிளாஸ்டிக்குப் பிறகான உணவுமுறை பற்றிய வீடியோ உள்ளூர் WhatsApp குழுக்களில் பரவலாகப் பகிரப்பட்டுள்ளது.',
        },
        {
          type: 'blockquote',
          text: 'இது சுயவிளம்பரம் போலத் தோன்றுமோ என்று கவலைப்பட்டேன். ஆனால் ஆலோசனை அறையில் நான் ஏற்கெனவே செய்துவரும் விளக்கத்தின் தொடர்ச்சியாகவே இது இருக்கிறது.',
          author: 'Dr. Meenakshi Sundaram, இன்டர்வென்ஷனல் இதய மருத்துவர்',
        },
      ],
    },
  },
  {
    id: 5,
    title: 'Deepavali Gift Packaging for a Tirunelveli Halwa House',
    client: 'Thenmozhi Sweets, Tirunelveli',
    date: 'Oct-23',
    duration: '1 Month',
    industry: 'consumer',
    category: 'Packaging Design',
    summary: 'A family sweet shop famous for its wheat halwa wanted gift boxes that could travel to Chennai and Bengaluru without leaking ghee or losing their charm.',
    image: {
      src: '/media/case-studies/cs-5',
      width: 1600,
      height: 1000,
      alt: 'Thenmozhi Sweets packs on a shop shelf: Tirunelveli Halwa, Mysore Pak, Gift Box',
      ta: { alt: 'கடை அலமாரியில் Thenmozhi Sweets பேக்குகள்: Tirunelveli Halwa, Mysore Pak, Gift Box' },
    },
    content: [
      { type: 'h2', text: 'Client Overview' },
      {
        type: 'p',
        text: 'Thenmozhi Sweets has made Tirunelveli wheat halwa a short walk from the Nellaiappar temple for over fifty years. Most of its Deepavali sales are gift orders from families and companies sending sweets to relatives and clients in other cities.',
      },
      { type: 'h2', text: 'The Challenge' },
      {
        type: 'p',
        text: 'The halwa went out in banana-leaf wraps inside plain cardboard cartons. Ghee seeped through on long bus journeys, and corporate buyers had started ordering from sweet chains whose boxes looked better on a reception desk.\nThe new packaging had to be ready for the Deepavali rush, only four weeks away.',
      },
      { type: 'h2', text: 'Packaging Highlights' },
      {
        type: 'ul',
        items: [
          'A food-grade inner tray with a grease-resistant lining, tested on a twelve-hour journey to Chennai',
          'A rigid outer box in deep maroon with a temple-lamp kolam pattern in gold foil',
          'Three gift sizes\n- Quarter kilo for individual gifts\n- Half-kilo family box\n- One-kilo assortment of halwa, Mysore pak and kaju katli',
          'A Tamil and English back panel with ingredients, best-before date and storage advice',
          'A plain band on the sleeve where corporate buyers can add their own logo sticker',
          "Maroon, gold and ghee yellow throughout, the colours customers already knew from the shop's counter",
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'The owners reported that corporate gift orders for Deepavali 2023 were their highest ever and that complaints about leaking boxes almost stopped. Several customers now keep the outer boxes for storing jewellery and letters, which the family counts as free advertising.',
      },
    ],
    ta: {
      title: 'திருநெல்வேலி அல்வா கடைக்குத் தீபாவளிப் பரிசு பேக்கேஜிங்',
      client: 'Thenmozhi Sweets, திருநெல்வேலி',
      summary:
        'கோதுமை அல்வாவுக்குப் புகழ்பெற்ற ஒரு குடும்ப இனிப்புக் கடை, நெய் கசியாமலும் அழகு குறையாமலும் சென்னை, பெங்களூரு வரை பயணிக்கக்கூடிய பரிசுப் பெட்டிகளை விரும்பியது.',
      content: [
        { type: 'h2', text: 'வாடிக்கையாளர் மேலோட்டம்' },
        {
          type: 'p',
          text: 'நெல்லையப்பர் கோயிலிலிருந்து நடந்து செல்லும் தூரத்தில், ஐம்பது ஆண்டுகளுக்கும் மேலாகத் திருநெல்வேலி கோதுமை அல்வா தயாரித்து வருகிறது Thenmozhi Sweets. அதன் தீபாவளி விற்பனையில் பெரும்பகுதி பரிசு ஆர்டர்கள்தான் — வெளியூர்களில் உள்ள உறவினர்களுக்கும் வாடிக்கையாளர்களுக்கும் இனிப்பு அனுப்பும் குடும்பங்களும் நிறுவனங்களும் தரும் ஆர்டர்கள்.',
        },
        { type: 'h2', text: 'சவால்' },
        {
          type: 'p',
          text: 'அல்வா வாழை இலையில் சுற்றப்பட்டு, எளிய அட்டைப் பெட்டிகளுக்குள் வைத்து அனுப்பப்பட்டது. நீண்ட பேருந்துப் பயணங்களில் நெய் கசிந்தது. வரவேற்பு மேசையில் வைத்தால் அழகாகத் தெரியும் பெட்டிகளைக் கொண்ட இனிப்புக் கடைச் சங்கிலிகளிடம் கார்ப்பரேட் வாடிக்கையாளர்கள் ஆர்டர் செய்யத் தொடங்கியிருந்தனர்.\nநான்கே வாரங்களில் வரவிருந்த தீபாவளிப் பரபரப்புக்கு முன் புதிய பேக்கேஜிங் தயாராக வேண்டியிருந்தது.',
        },
        { type: 'h2', text: 'பேக்கேஜிங் சிறப்பம்சங்கள்' },
        {
          type: 'ul',
          items: [
            'எண்ணெய்ப் பசை ஊடுருவாத உள்பூச்சுடன் கூடிய, உணவுத் தரத்திலான உள் தட்டு — சென்னைக்குப் பன்னிரண்டு மணி நேரப் பயணத்தில் சோதிக்கப்பட்டது',
            'தங்க ஃபாயிலில் கோயில் விளக்குக் கோல வடிவத்துடன், அடர் மெரூன் நிறத்தில் உறுதியான வெளிப்பெட்டி',
            'மூன்று பரிசு அளவுகள்\n- தனிநபர் பரிசுக்குக் கால் கிலோ\n- அரை கிலோ குடும்பப் பெட்டி\n- அல்வா, மைசூர்பாக், காஜு கத்லி அடங்கிய ஒரு கிலோ கலவைப் பெட்டி',
            'உட்பொருட்கள், சிறந்த பயன்பாட்டுத் தேதி, சேமிப்பு முறை ஆகியவற்றுடன் தமிழ்-ஆங்கிலப் பின்பக்கப் பகுதி',
            'கார்ப்பரேட் வாடிக்கையாளர்கள் தங்கள் லோகோ ஸ்டிக்கரை ஒட்டுவதற்காக, மேலுறையில் ஒரு வெற்றுப் பட்டை',
            'முழுவதும் மெரூன், தங்கம், நெய் மஞ்சள் நிறங்கள் — கடையின் கவுண்டரில் வாடிக்கையாளர்களுக்கு ஏற்கெனவே பழக்கமான வண்ணங்கள்',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: '2023 தீபாவளிக்கான கார்ப்பரேட் பரிசு ஆர்டர்கள் இதுவரை இல்லாத அளவுக்கு உயர்ந்ததாகவும், பெட்டிக் கசிவு பற்றிய புகார்கள் கிட்டத்தட்ட நின்றுவிட்டதாகவும் உரிமையாளர்கள் தெரிவித்தனர். பல வாடிக்கையாளர்கள் இப்போது வெளிப்பெட்டிகளை நகைகளும் கடிதங்களும் வைக்கப் பயன்படுத்துகின்றனர்; அதைக் குடும்பத்தினர் இலவச விளம்பரமாகவே கருதுகின்றனர்.',
        },
      ],
    },
  },
  {
    id: 6,
    title: "Promoting a New Women's Health Wing in Tiruchirappalli",
    client: 'Arogya Multispeciality Hospital, Tiruchirappalli',
    date: 'Jan-25',
    duration: '3 Months',
    industry: 'health',
    category: 'Digital Marketing',
    summary: "A 150-bed hospital opened a women's health wing and needed the surrounding districts to know about it. A Tamil-first search and social campaign filled most of its outpatient slots within the first quarter.",
    image: {
      src: '/media/case-studies/cs-6',
      width: 1600,
      height: 1000,
      alt: 'The Arogya Multispeciality Hospital campaign on phones, in Tamil and English: a story ad, a sponsored post in a feed and two ad cards',
      ta: { alt: 'கைபேசிகளில் Arogya Multispeciality Hospital பிரச்சாரம், தமிழிலும் ஆங்கிலத்திலும்: ஸ்டோரி விளம்பரம், ஃபீடில் ஒரு ஸ்பான்சர்டு பதிவு, இரண்டு விளம்பர கார்டுகள்' },
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: "Arogya Multispeciality Hospital, on the Thillai Nagar side of Tiruchirappalli, opened a dedicated women's health wing in January 2025 with obstetrics, gynaecology, fertility counselling and a mammography unit.",
      },
      { type: 'h2', text: 'Target Audience' },
      {
        type: 'ul',
        items: [
          'Women aged 25 to 55 in Tiruchirappalli, Karur, Pudukkottai and Perambalur',
          "Husbands and adult children, who often book appointments on a woman's behalf",
          'General practitioners in smaller towns who refer patients to the city',
        ],
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'p',
        text: "We ran Google Search ads in Tamil and English for specific conditions and procedures rather than for the hospital's name, each pointing to a landing page with the relevant doctor's profile and a call button. On Facebook and Instagram, the wing's doctors answered one question a week that patients often hesitate to ask in person.\nEvery ad was checked against the hospital's medical-advertising guidelines and avoided any promise of outcomes.",
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: "According to the hospital's front-office records, outpatient bookings for the wing reached about 80% of capacity by the end of March, and the mammography unit, which had opened to few bookings, was running a waiting list. Because each landing page used its own phone number, the marketing team could trace calls to individual ads.",
      },
      {
        type: 'blockquote',
        text: 'Our doctors were not keen on social media at first. Once they saw the questions coming in, they began suggesting topics themselves.',
        author: 'Head of Marketing, Arogya Multispeciality Hospital',
      },
    ],
    ta: {
      title: 'திருச்சிராப்பள்ளியின் புதிய மகளிர் நலப் பிரிவுக்கான விளம்பரப் பிரச்சாரம்',
      client: 'Arogya Multispeciality Hospital, திருச்சிராப்பள்ளி',
      summary:
        '150 படுக்கைகள் கொண்ட ஒரு மருத்துவமனை புதிய மகளிர் நலப் பிரிவைத் தொடங்கியது; சுற்றியுள்ள மாவட்ட மக்களுக்கு அதைப் பற்றித் தெரியப்படுத்த வேண்டியிருந்தது. தமிழுக்கு முன்னுரிமை தந்த தேடல் மற்றும் சமூக ஊடகப் பிரச்சாரம், முதல் காலாண்டுக்குள்ளேயே புறநோயாளர் சந்திப்பு நேரங்களில் பெரும்பாலானவற்றை நிரப்பியது.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'திருச்சிராப்பள்ளியின் தில்லை நகர் பகுதியில் உள்ள Arogya Multispeciality Hospital, ஜனவரி 2025-இல் பெண்களுக்கென்றே தனி நலப் பிரிவைத் தொடங்கியது. மகப்பேறு, மகளிர் மருத்துவம், கருத்தரிப்பு ஆலோசனை, மேமோகிராபி பிரிவு ஆகியவை இதில் உள்ளன.',
        },
        { type: 'h2', text: 'இலக்குப் பார்வையாளர்கள்' },
        {
          type: 'ul',
          items: [
            'திருச்சிராப்பள்ளி, கரூர், புதுக்கோட்டை, பெரம்பலூர் பகுதிகளைச் சேர்ந்த 25 முதல் 55 வயதுப் பெண்கள்',
            'பெண்களுக்காகப் பெரும்பாலும் மருத்துவர் சந்திப்பை முன்பதிவு செய்யும் கணவர்களும் வளர்ந்த பிள்ளைகளும்',
            'நோயாளிகளை நகருக்குப் பரிந்துரைக்கும், சிறு நகரங்களைச் சேர்ந்த பொது மருத்துவர்கள்',
          ],
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'p',
          text: 'மருத்துவமனையின் பெயருக்காக அல்லாமல், குறிப்பிட்ட உடல்நலப் பிரச்சினைகளுக்கும் சிகிச்சை முறைகளுக்கும் தமிழிலும் ஆங்கிலத்திலும் Google Search விளம்பரங்களை இயக்கினோம். ஒவ்வொரு விளம்பரமும், தொடர்புடைய மருத்துவரின் சுயவிவரமும் அழைப்புப் பொத்தானும் கொண்ட ஒரு லேண்டிங் பக்கத்துக்கு இட்டுச் சென்றது. Facebook, Instagram தளங்களில், நோயாளிகள் நேரில் கேட்கத் தயங்கும் ஒரு கேள்விக்கு வாரந்தோறும் இந்தப் பிரிவின் மருத்துவர்கள் பதிலளித்தனர்.\nஒவ்வொரு விளம்பரமும் மருத்துவமனையின் மருத்துவ விளம்பர வழிகாட்டுதல்களின்படி சரிபார்க்கப்பட்டது; சிகிச்சை முடிவுகள் குறித்து எந்த வாக்குறுதியும் தரப்படவில்லை.',
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'மருத்துவமனையின் முன் அலுவலகப் பதிவுகளின்படி, மார்ச் இறுதிக்குள் இந்தப் பிரிவின் புறநோயாளர் முன்பதிவுகள் அதன் கொள்ளளவில் சுமார் 80%-ஐ எட்டின. தொடக்கத்தில் மிகக் குறைவான முன்பதிவுகளே இருந்த மேமோகிராபி பிரிவில், காத்திருப்போர் பட்டியல் உருவாகியிருந்தது. ஒவ்வொரு லேண்டிங் பக்கத்துக்கும் தனித் தொலைபேசி எண் இருந்ததால், எந்த அழைப்பு எந்த விளம்பரத்திலிருந்து வந்தது என்பதை மார்க்கெட்டிங் குழுவால் கண்டறிய முடிந்தது.',
        },
        {
          type: 'blockquote',
          text: 'தொடக்கத்தில் எங்கள் மருத்துவர்களுக்குச் சமூக ஊடகத்தில் அவ்வளவு ஆர்வம் இல்லை. கேள்விகள் வரத் தொடங்கியதைப் பார்த்ததும், அவர்களே தலைப்புகளைப் பரிந்துரைக்கத் தொடங்கினர்.',
          author: 'மார்க்கெட்டிங் தலைவர், Arogya Multispeciality Hospital',
        },
      ],
    },
  },
  {
    id: 7,
    title: "A Logo for Puducherry's Heritage Cycling Tours",
    client: 'Pudhuvai Cycle Trails, Puducherry',
    date: 'May-24',
    duration: '15 Days',
    industry: 'travel',
    category: 'Logo Design',
    summary: 'A small tour company running dawn cycle rides through the French and Tamil quarters needed a logo that would work on jerseys, bicycles and Instagram alike.',
    image: {
      src: '/media/case-studies/cs-7',
      width: 1600,
      height: 1000,
      alt: 'Pudhuvai Cycle Trails logo sheet: the primary logo, three colour versions, the clear-space rule and the colour palette',
      ta: { alt: 'Pudhuvai Cycle Trails லோகோ ஷீட்: முதன்மை லோகோ, மூன்று வண்ண வகைகள், சுற்று இடைவெளி விதி, வண்ணத் தொகுப்பு' },
    },
    logo: {
      src: '/media/case-logos/cs-7',
      width: 640,
      height: 640,
      alt: 'Pudhuvai Cycle Trails logo: a cycle wheel above the name and the line “Heritage rides · Puducherry”',
      ta: { alt: 'Pudhuvai Cycle Trails லோகோ: பெயருக்கு மேலே சைக்கிள் சக்கரம்; கீழே “Heritage rides · Puducherry” என்ற வரி' },
    },
    content: [
      { type: 'h2', text: 'Client Overview' },
      {
        type: 'p',
        text: 'Pudhuvai Cycle Trails runs guided rides of two to three hours through White Town, the Tamil Quarter and the fishing villages along the East Coast Road. Its two founders are former software engineers who began the tours as a weekend hobby.',
      },
      { type: 'h2', text: 'Design Approach' },
      {
        type: 'p',
        text: "We looked at what riders actually photograph: the mustard-yellow colonial facades, the kolam drawn outside Tamil Quarter homes at dawn and the bougainvillea hanging over the lanes. The final mark joins a bicycle wheel to a single looping kolam line, so that the wheel's spokes become the dots of the pattern.",
      },
      { type: 'h2', text: 'Design Highlights' },
      {
        type: 'ul',
        items: [
          'A mark that stays clear when embroidered at 4 cm on a cycling jersey',
          "A mustard and sea-blue palette taken from the town's own streets",
          'An English wordmark, with a Tamil version for printed route maps',
          'A round version for the bell stickers fitted to every rental bicycle',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'The founders told us the jerseys and bell stickers became a small attraction of their own, with guests asking to buy them after the ride. Jerseys are now sold at the end of every tour.',
      },
    ],
    ta: {
      title: 'புதுச்சேரியின் பாரம்பரிய சைக்கிள் சுற்றுலாக்களுக்கு ஒரு லோகோ',
      client: 'Pudhuvai Cycle Trails, புதுச்சேரி',
      summary:
        'பிரெஞ்சு, தமிழ் குடியிருப்புப் பகுதிகள் வழியாக அதிகாலை சைக்கிள் சவாரிகளை நடத்தும் ஒரு சிறிய சுற்றுலா நிறுவனத்துக்கு, ஜெர்சிகளிலும் சைக்கிள்களிலும் Instagram பக்கத்திலும் ஒரே மாதிரி பொருந்தும் லோகோ தேவைப்பட்டது.',
      content: [
        { type: 'h2', text: 'வாடிக்கையாளர் மேலோட்டம்' },
        {
          type: 'p',
          text: 'ஒயிட் டவுன், தமிழ் குடியிருப்புப் பகுதி, கிழக்குக் கடற்கரைச் சாலையோர மீனவக் கிராமங்கள் வழியாக இரண்டு முதல் மூன்று மணி நேர வழிகாட்டுதலுடன் கூடிய சைக்கிள் சவாரிகளை நடத்துகிறது Pudhuvai Cycle Trails. அதன் இரண்டு நிறுவனர்களும் முன்னாள் மென்பொருள் பொறியாளர்கள்; வார இறுதிப் பொழுதுபோக்காகத்தான் இந்தச் சுற்றுலாக்களைத் தொடங்கினர்.',
        },
        { type: 'h2', text: 'வடிவமைப்பு அணுகுமுறை' },
        {
          type: 'p',
          text: 'சவாரி செய்பவர்கள் உண்மையில் எதைப் புகைப்படம் எடுக்கிறார்கள் என்று கவனித்தோம்: கடுகு மஞ்சள் நிறக் காலனித்துவக் கட்டட முகப்புகள், அதிகாலையில் தமிழ் குடியிருப்புப் பகுதி வீடுகளின் வாசலில் போடப்படும் கோலங்கள், தெருக்களின் மேல் தொங்கும் போகன்வில்லா பூக்கள். இறுதிச் சின்னம், சைக்கிள் சக்கரத்தை ஒற்றைச் சுழல் கோலக் கோட்டுடன் இணைக்கிறது; சக்கரத்தின் கம்பிகளே கோலத்தின் புள்ளிகளாகின்றன.',
        },
        { type: 'h2', text: 'வடிவமைப்புச் சிறப்பம்சங்கள்' },
        {
          type: 'ul',
          items: [
            'சைக்கிளிங் ஜெர்சியில் 4 செ.மீ. அளவில் எம்பிராய்டரி செய்தாலும் தெளிவாகத் தெரியும் சின்னம்',
            'நகரின் தெருக்களிலிருந்தே எடுக்கப்பட்ட கடுகு மஞ்சள், கடல் நீல வண்ணத் தொகுப்பு',
            'ஆங்கில வேர்ட்மார்க்; அச்சிடப்பட்ட வழித்தட வரைபடங்களுக்குத் தமிழ் வடிவம்',
            'வாடகைக்கு விடப்படும் ஒவ்வொரு சைக்கிளின் மணியிலும் ஒட்டப்படும் ஸ்டிக்கர்களுக்காக, வட்ட வடிவப் பதிப்பு',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'ஜெர்சிகளும் மணி ஸ்டிக்கர்களும் தனியொரு சிறிய ஈர்ப்பாகவே மாறிவிட்டதாக நிறுவனர்கள் எங்களிடம் கூறினர்; சவாரி முடிந்ததும் விருந்தினர்கள் அவற்றை வாங்கக் கேட்கத் தொடங்கினர். இப்போது ஒவ்வொரு சுற்றுலாவின் முடிவிலும் ஜெர்சிகள் விற்பனை செய்யப்படுகின்றன.',
        },
      ],
    },
  },
  {
    id: 8,
    title: 'Opening Export Conversations for a Hosur Auto-Components Supplier',
    client: 'Velan Precision Engineering, Hosur',
    date: 'Sep-23',
    duration: 'Ongoing',
    industry: 'business',
    category: 'Business Development',
    summary: 'A tier-2 supplier of machined parts wanted to depend less on two domestic customers. We built its sales material and a follow-up process aimed at buyers in Europe and Southeast Asia.',
    image: {
      src: '/media/case-studies/cs-8',
      width: 1600,
      height: 1000,
      alt: 'Velan Precision Engineering pitch deck: the title slide “Precision parts for global lines”, a growth chart and reasons to partner, with a tri-fold brochure',
      ta: { alt: 'Velan Precision Engineering பிட்ச் டெக்: “Precision parts for global lines” தலைப்பு ஸ்லைடு, வளர்ச்சி வரைபடம், கூட்டாண்மைக்கான காரணங்கள், மூன்று மடிப்பு பிரோஷர்' },
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: "Velan Precision Engineering machines brackets, housings and shafts for two-wheeler manufacturers from a 40,000-square-foot unit in Hosur's SIPCOT industrial area. Two customers accounted for nearly 85% of its revenue.\nThe managing director knew that the company's certifications and machining capacity compared well with larger competitors, but he had nothing that explained this to a buyer who had never heard of Hosur, and enquiries from trade fairs went cold because nobody followed them up.",
      },
      { type: 'h2', text: 'Our Solution' },
      { type: 'h3', text: 'Sales material' },
      {
        type: 'ul',
        items: [
          'A capability deck organised around the parts buyers source, not around company history',
          'A two-page plant profile listing machines, tolerances and inspection equipment',
          'Short notes on three parts the company had re-engineered to save weight',
        ],
      },
      { type: 'h3', text: 'Follow-up process' },
      {
        type: 'p',
        text: 'We set up a simple CRM pipeline, wrote a sequence of follow-up e-mails for every trade-fair contact and trained two engineers to take first calls, because buyers wanted to speak to someone who could read a drawing.',
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'The company reported that within a year it had sent samples to two buyers in Thailand and one in Germany, and its first export order, a batch of aluminium housings, shipped in late 2024. The engagement continues as a monthly pipeline review.',
      },
    ],
    ta: {
      title: 'ஓசூர் ஆட்டோமொபைல் உதிரிபாக சப்ளையருக்கு ஏற்றுமதிப் பேச்சுவார்த்தைகளுக்கான தொடக்கம்',
      client: 'Velan Precision Engineering, ஓசூர்',
      summary:
        'மெஷினிங் செய்யப்பட்ட பாகங்களை வழங்கும் ஒரு டயர்-2 சப்ளையர், இரண்டு உள்நாட்டு வாடிக்கையாளர்களைச் சார்ந்திருப்பதைக் குறைக்க விரும்பியது. ஐரோப்பா, தென்கிழக்கு ஆசியாவில் உள்ள வாங்குபவர்களை இலக்காகக் கொண்டு, அதன் விற்பனை ஆவணங்களையும் பின்தொடர்தல் நடைமுறையையும் உருவாக்கினோம்.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'ஓசூர் SIPCOT தொழிற்பேட்டையில் உள்ள 40,000 சதுர அடி ஆலையில், இருசக்கர வாகன உற்பத்தியாளர்களுக்கான பிராக்கெட்டுகள், ஹவுசிங்குகள், ஷாஃப்ட்டுகளை மெஷினிங் செய்கிறது Velan Precision Engineering. அதன் வருவாயில் கிட்டத்தட்ட 85% இரண்டு வாடிக்கையாளர்களிடமிருந்தே வந்தது.\nநிறுவனத்தின் சான்றிதழ்களும் மெஷினிங் திறனும் பெரிய போட்டியாளர்களுக்கு இணையானவை என்பது நிர்வாக இயக்குநருக்குத் தெரியும். ஆனால் ஓசூர் என்ற பெயரையே கேள்விப்படாத ஒரு வாங்குபவருக்கு இதை விளக்க அவரிடம் எதுவும் இல்லை; வர்த்தகக் கண்காட்சிகளில் வந்த விசாரணைகளை யாரும் பின்தொடராததால் அவை பலனின்றிப் போயின.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        { type: 'h3', text: 'விற்பனை ஆவணங்கள்' },
        {
          type: 'ul',
          items: [
            'நிறுவன வரலாற்றை அல்லாமல், வாங்குபவர்கள் கொள்முதல் செய்யும் பாகங்களை மையமாக வைத்து அமைக்கப்பட்ட திறன் பிரசன்டேஷன்',
            'இயந்திரங்கள், டாலரன்ஸ் அளவுகள், ஆய்வுக் கருவிகள் ஆகியவற்றைப் பட்டியலிடும் இரண்டு பக்க ஆலைச் சுயவிவரம்',
            'எடையைக் குறைப்பதற்காக நிறுவனம் மறுவடிவமைத்த மூன்று பாகங்கள் பற்றிய சுருக்கக் குறிப்புகள்',
          ],
        },
        { type: 'h3', text: 'பின்தொடர்தல் நடைமுறை' },
        {
          type: 'p',
          text: 'எளிய CRM பைப்லைனை அமைத்தோம்; வர்த்தகக் கண்காட்சியில் கிடைத்த ஒவ்வொரு தொடர்புக்கும் வரிசையான பின்தொடர் மின்னஞ்சல்களை எழுதினோம். பொறியியல் வரைபடத்தைப் படிக்கத் தெரிந்த ஒருவருடன் பேசவே வாங்குபவர்கள் விரும்பியதால், முதல் அழைப்புகளைக் கையாள இரண்டு பொறியாளர்களுக்குப் பயிற்சி அளித்தோம்.',
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'ஓராண்டுக்குள் தாய்லாந்தில் இரண்டு வாங்குபவர்களுக்கும் ஜெர்மனியில் ஒருவருக்கும் மாதிரிகளை அனுப்பியதாக நிறுவனம் தெரிவித்தது. அதன் முதல் ஏற்றுமதி ஆர்டரான அலுமினிய ஹவுசிங்குகளின் ஒரு தொகுதி, 2024 இறுதியில் அனுப்பப்பட்டது. மாதாந்திர பைப்லைன் ஆய்வாக எங்கள் பணி தொடர்கிறது.',
        },
      ],
    },
  },
  {
    id: 9,
    title: 'Classroom and Social Creatives for a Chennai Civil-Services Academy',
    client: 'Sigaram IAS Academy, Chennai',
    date: 'Feb-24',
    duration: '1 Month',
    industry: 'education',
    category: 'Creative Design',
    summary: 'A civil-services coaching institute in Anna Nagar wanted its posters and social posts to look as serious as its teaching. We created a template system its own staff use every week.',
    image: {
      src: '/media/case-studies/cs-9',
      width: 1600,
      height: 1000,
      alt: 'Three Sigaram IAS Academy campaign posters framed on a wall: “Your climb to civil services”, “சிவில் சர்வீசஸ் கனவை நோக்கி” and “Mains answer writing”',
      ta: { alt: 'சுவரில் சட்டமிட்ட மூன்று Sigaram IAS Academy பிரச்சார போஸ்டர்கள்: “Your climb to civil services”, “சிவில் சர்வீசஸ் கனவை நோக்கி”, “Mains answer writing”' },
    },
    content: [
      { type: 'h2', text: 'Client Overview' },
      {
        type: 'p',
        text: 'Sigaram IAS Academy prepares aspirants for the UPSC and TNPSC examinations from a three-floor centre in Anna Nagar. Its faculty publish current-affairs notes every day, and each results season brings a rush of congratulatory posters for selected students.',
      },
      { type: 'h2', text: 'The Challenge' },
      {
        type: 'p',
        text: "Every poster had been made from scratch by whoever was free, so the academy's feeds looked like the work of several different institutes. Toppers' photographs were stretched, Tamil text was set in whatever font happened to be installed, and the logo appeared in four colours.",
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'ul',
        items: [
          'Templates for the recurring formats\n- Daily current-affairs card\n- New batch announcement\n- Topper congratulation poster\n- Free demo class invitation',
          'A Tamil and English type pairing that keeps both scripts at the same visual size',
          'A navy and saffron palette, with a thin kolam border as the recurring device',
          'A one-hour session training the front-office team to use the templates in Canva',
        ],
      },
      { type: 'h2', text: 'Key Takeaways' },
      {
        type: 'p',
        text: "Coaching institutes publish constantly, so the most useful thing we could give them was not a single campaign but a set of rules and templates that survive a busy results week. The academy's director told us the time spent on each poster fell from about an hour to under fifteen minutes.",
      },
    ],
    ta: {
      title: 'சென்னை சிவில் சர்வீசஸ் அகாடமிக்கு வகுப்பறை மற்றும் சமூக ஊடக கிரியேட்டிவ்கள்',
      client: 'Sigaram IAS Academy, சென்னை',
      summary:
        'அண்ணா நகரில் உள்ள ஒரு சிவில் சர்வீசஸ் பயிற்சி நிறுவனம், தனது போஸ்டர்களும் சமூக ஊடகப் பதிவுகளும் தன் கற்பித்தலைப் போலவே தீவிரமும் கம்பீரமும் கொண்டதாகத் தோன்ற வேண்டும் என்று விரும்பியது. அதன் ஊழியர்களே ஒவ்வொரு வாரமும் பயன்படுத்தும் ஒரு டெம்ப்ளேட் அமைப்பை உருவாக்கினோம்.',
      content: [
        { type: 'h2', text: 'வாடிக்கையாளர் மேலோட்டம்' },
        {
          type: 'p',
          text: 'அண்ணா நகரில் மூன்று தளங்கள் கொண்ட மையத்திலிருந்து, UPSC, TNPSC தேர்வுகளுக்குத் தேர்வர்களைத் தயார்படுத்துகிறது Sigaram IAS Academy. அதன் ஆசிரியர்கள் ஒவ்வொரு நாளும் நடப்பு நிகழ்வுகள் குறிப்புகளை வெளியிடுகின்றனர்; ஒவ்வொரு தேர்வு முடிவுக் காலத்திலும், தேர்ச்சி பெற்ற மாணவர்களுக்கான வாழ்த்து போஸ்டர்கள் குவிகின்றன.',
        },
        { type: 'h2', text: 'சவால்' },
        {
          type: 'p',
          text: 'ஒவ்வொரு போஸ்டரும், அந்த நேரத்தில் ஓய்வாக இருந்த யாரோ ஒருவரால் புதிதாகத் தொடக்கத்திலிருந்து உருவாக்கப்பட்டது. இதனால் அகாடமியின் சமூக ஊடகப் பக்கங்கள் பல்வேறு நிறுவனங்களின் படைப்புகள் போலத் தோன்றின. முதலிடம் பெற்றவர்களின் புகைப்படங்கள் விகிதம் கெட்டு நீட்டப்பட்டிருந்தன; கணினியில் தற்செயலாக நிறுவப்பட்டிருந்த ஏதாவது ஒரு எழுத்துருவில் தமிழ் உரை அமைக்கப்பட்டது; லோகோ நான்கு வெவ்வேறு வண்ணங்களில் தோன்றியது.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'ul',
          items: [
            'தொடர்ந்து வரும் வடிவங்களுக்கான டெம்ப்ளேட்கள்\n- தினசரி நடப்பு நிகழ்வுகள் கார்டு\n- புதிய பேட்ச் அறிவிப்பு\n- முதலிடம் பெற்றவருக்கான வாழ்த்து போஸ்டர்\n- இலவச டெமோ வகுப்பு அழைப்பு',
            'இரு எழுத்துமுறைகளையும் பார்வைக்கு ஒரே அளவில் காட்டும் தமிழ்-ஆங்கில எழுத்துரு இணை',
            'நேவி நீலம், காவி வண்ணத் தொகுப்பு; ஒவ்வொரு வடிவமைப்பிலும் தொடர்ந்து வரும் மெல்லிய கோல பார்டர்',
            'முன் அலுவலகக் குழுவுக்கு Canva தளத்தில் டெம்ப்ளேட்களைப் பயன்படுத்தக் கற்றுத்தரும் ஒரு மணி நேரப் பயிற்சி அமர்வு',
          ],
        },
        { type: 'h2', text: 'முக்கியப் பாடங்கள்' },
        {
          type: 'p',
          text: 'பயிற்சி நிறுவனங்கள் இடைவிடாமல் பதிவுகளை வெளியிடுகின்றன. எனவே நாங்கள் தரக்கூடிய மிகப் பயனுள்ள விஷயம் ஒரு தனிப் பிரச்சாரம் அல்ல; பரபரப்பான தேர்வு முடிவு வாரத்திலும் தாக்குப்பிடிக்கும் விதிமுறைகளும் டெம்ப்ளேட்களும்தான். ஒவ்வொரு போஸ்டருக்கும் செலவாகும் நேரம் சுமார் ஒரு மணி நேரத்திலிருந்து பதினைந்து நிமிடங்களுக்கும் குறைவாகக் குறைந்ததாக அகாடமியின் இயக்குநர் எங்களிடம் தெரிவித்தார்.',
        },
      ],
    },
  },
  {
    id: 10,
    title: 'A Friendlier Identity for a Growing Vellore Dental Chain',
    client: 'Nalam Dental Care, Vellore',
    date: 'Jul-23',
    duration: '2 Months',
    industry: 'health',
    category: 'Branding',
    summary: "Nalam Dental Care was opening its third clinic, yet patients still called it by the founder's name. We gave it a brand that could move into new towns without losing its neighbourhood warmth.",
    image: {
      src: '/media/case-studies/cs-10',
      width: 1600,
      height: 1000,
      alt: 'Nalam Dental Care stationery: letterhead, envelope and business cards with the new logo',
      ta: { alt: 'Nalam Dental Care ஸ்டேஷனரி: புதிய லோகோவுடன் லெட்டர்ஹெட், கவர், விசிட்டிங் கார்டுகள்' },
    },
    content: [
      { type: 'h2', text: 'Brand Overview' },
      {
        type: 'p',
        text: 'Nalam Dental Care began as a single-chair practice in Katpadi in 2011. By 2023 it had clinics in Katpadi and Sathuvachari, twelve dentists and a third clinic planned in Ranipet.\nPatients trusted the founder personally but were less sure about the other dentists, the two clinics looked nothing alike, and the old logo, a smiling tooth, resembled dozens of others in the district.',
      },
      { type: 'h2', text: 'Design Approach' },
      {
        type: 'p',
        text: "Nalam means well-being in Tamil, so we built the identity around the word rather than around teeth. The logo is a rounded Tamil letter 'na' inside a soft square that works equally well as a signboard and an app icon. Mint green and warm coral replace the cold blues common in clinics, on off-white backgrounds.",
      },
      { type: 'h2', text: 'Applications' },
      {
        type: 'ul',
        items: [
          'Clinic signboards and reception walls',
          'Profile cards for every dentist, so that patients could get to know the whole team',
          'Appointment cards, prescription pads and aftercare leaflets in Tamil and English',
          'Colouring sheets for children in the waiting area',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'The Ranipet clinic opened under the new identity in September 2023. The founder reported that patients began asking for other dentists by name after reading their profile cards, which eased her own crowded appointment list.',
      },
    ],
    ta: {
      title: 'வளர்ந்துவரும் வேலூர் பல் மருத்துவ கிளினிக் சங்கிலிக்கு இன்னும் நெருக்கமான பிராண்ட் அடையாளம்',
      client: 'Nalam Dental Care, வேலூர்',
      summary:
        'Nalam Dental Care தனது மூன்றாவது கிளினிக்கைத் திறக்கவிருந்தது; ஆனாலும் நோயாளிகள் அதை இன்னும் நிறுவனரின் பெயரைச் சொல்லியே அழைத்தனர். அக்கம்பக்கத்து கிளினிக்கின் அன்பான உணர்வை இழக்காமல், புதிய ஊர்களுக்கும் விரிவடையக்கூடிய ஒரு பிராண்டை அதற்கு உருவாக்கினோம்.',
      content: [
        { type: 'h2', text: 'பிராண்ட் மேலோட்டம்' },
        {
          type: 'p',
          text: 'Nalam Dental Care, 2011-இல் காட்பாடியில் ஒற்றை நாற்காலி கிளினிக்காகத் தொடங்கியது. 2023-க்குள் காட்பாடியிலும் சத்துவாச்சாரியிலும் கிளினிக்குகள், பன்னிரண்டு பல் மருத்துவர்கள், ராணிப்பேட்டையில் திட்டமிடப்பட்ட மூன்றாவது கிளினிக் என வளர்ந்திருந்தது.\nநோயாளிகள் நிறுவனரைத் தனிப்பட்ட முறையில் நம்பினர்; ஆனால் மற்ற பல் மருத்துவர்கள் மீது அந்த அளவு நம்பிக்கை இல்லை. இரண்டு கிளினிக்குகளும் ஒன்றுக்கொன்று சிறிதும் ஒத்திருக்கவில்லை. சிரிக்கும் பல் வடிவிலான பழைய லோகோ, மாவட்டத்தில் உள்ள டஜன் கணக்கான மற்ற லோகோக்களைப் போலவே இருந்தது.',
        },
        { type: 'h2', text: 'வடிவமைப்பு அணுகுமுறை' },
        {
          type: 'p',
          text: '‘நலம்’ என்றால் தமிழில் நல்வாழ்வு. எனவே பற்களை அல்ல, அந்தச் சொல்லையே மையமாகக் கொண்டு அடையாளத்தை உருவாக்கினோம். மென்மையான சதுரத்துக்குள் வளைவான தமிழ் எழுத்து ‘ந’ — இதுவே லோகோ; பெயர்ப் பலகையிலும் ஆப் ஐகானிலும் ஒரே அளவு சிறப்பாகப் பொருந்துகிறது. கிளினிக்குகளில் வழக்கமாகக் காணப்படும் குளிர்ந்த நீல நிறங்களுக்குப் பதிலாக, இளம் வெண்மைப் பின்னணியில் புதினாப் பச்சையும் இதமான பவள நிறமும் இடம்பெறுகின்றன.',
        },
        { type: 'h2', text: 'பயன்பாடுகள்' },
        {
          type: 'ul',
          items: [
            'கிளினிக் பெயர்ப் பலகைகளும் வரவேற்பறைச் சுவர்களும்',
            'ஒவ்வொரு பல் மருத்துவருக்கும் சுயவிவர அட்டை — நோயாளிகள் முழுக் குழுவையும் அறிந்துகொள்ள',
            'தமிழிலும் ஆங்கிலத்திலும் சந்திப்பு நேர அட்டைகள், மருந்துச் சீட்டுப் புத்தகங்கள், சிகிச்சைக்குப் பிந்தைய பராமரிப்புக் கையேடுகள்',
            'காத்திருப்புப் பகுதியில் குழந்தைகளுக்கான வண்ணம் தீட்டும் தாள்கள்',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'ராணிப்பேட்டை கிளினிக் செப்டம்பர் 2023-இல் புதிய அடையாளத்துடன் திறக்கப்பட்டது. சுயவிவர அட்டைகளைப் படித்த பிறகு, நோயாளிகள் மற்ற பல் மருத்துவர்களையும் பெயர் சொல்லிக் கேட்கத் தொடங்கியதாக நிறுவனர் தெரிவித்தார்; இதனால் நெரிசலாக இருந்த அவரது சொந்த சந்திப்புப் பட்டியல் சற்றுக் குறைந்தது.',
        },
      ],
    },
  },
  {
    id: 11,
    title: 'A Direct-Booking Website for a Temple-Town Hotel in Madurai',
    client: 'Koil Nagar Residency, Madurai',
    date: 'Nov-24',
    duration: '6 Weeks',
    industry: 'travel',
    category: 'Website',
    summary: 'A 42-room hotel four streets from the Meenakshi Amman temple was paying heavy commissions to booking platforms. Its new website makes direct booking simple in English, Tamil and Hindi.',
    image: {
      src: '/media/case-studies/cs-11',
      width: 1600,
      height: 1000,
      alt: 'The Koil Nagar Residency website on a laptop and a phone: the home page headline reads “Stay five minutes from the temple”',
      ta: { alt: 'லேப்டாப்பிலும் கைபேசியிலும் Koil Nagar Residency இணையதளம்: முகப்புப் பக்கத் தலைப்பு “Stay five minutes from the temple”' },
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Koil Nagar Residency is a mid-range hotel on West Masi Street, popular with pilgrim families and fully booked during the Chithirai festival. Around 70% of its bookings came through online travel agencies, each taking a commission of 15 to 20%.',
      },
      { type: 'h2', text: 'Target Audience' },
      {
        type: 'ul',
        items: [
          'Pilgrim families from Tamil Nadu, Andhra Pradesh and Karnataka, often booking on behalf of elders',
          'Tour groups from North India on South Indian temple circuits',
          "Business travellers visiting Madurai's textile and granite traders",
        ],
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'ul',
        items: [
          "A booking engine connected to the hotel's channel manager, so room availability stays in sync",
          'A best-rate promise shown on every room page',
          'Pages in English, Tamil and Hindi',
          'A temple guide with darshan timings, dress code and walking routes from the hotel\n- Updated before each festival season\n- Printable for guests without smartphones',
          'Click-to-call and WhatsApp buttons for families who still prefer to book by phone',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'During the first Chithirai festival after launch, the hotel reported that about a third of its bookings came directly through the website, against under 10% before. The manager says the temple guide is the most visited page on the site and that many guests arrive with it printed out.',
      },
    ],
    ta: {
      title: 'கோயில் நகரான மதுரையில் ஒரு ஹோட்டலுக்கு நேரடி முன்பதிவு இணையதளம்',
      client: 'Koil Nagar Residency, மதுரை',
      summary:
        'மீனாட்சி அம்மன் கோயிலிலிருந்து நான்கு தெருக்கள் தள்ளியுள்ள, 42 அறைகள் கொண்ட ஒரு ஹோட்டல், முன்பதிவுத் தளங்களுக்குப் பெரும் கமிஷன் செலுத்தி வந்தது. அதன் புதிய இணையதளம் ஆங்கிலம், தமிழ், இந்தியில் நேரடி முன்பதிவை எளிதாக்குகிறது.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'Koil Nagar Residency, மேல மாசி வீதியில் உள்ள நடுத்தரக் கட்டண ஹோட்டல்; யாத்ரீகக் குடும்பங்களிடம் பிரபலமானது, சித்திரைத் திருவிழாவின்போது முழுமையாக நிரம்பிவிடும். அதன் முன்பதிவுகளில் சுமார் 70% ஆன்லைன் டிராவல் ஏஜென்சிகள் வழியாக வந்தன; அவை ஒவ்வொன்றும் 15 முதல் 20% வரை கமிஷன் எடுத்துக்கொண்டன.',
        },
        { type: 'h2', text: 'இலக்குப் பார்வையாளர்கள்' },
        {
          type: 'ul',
          items: [
            'தமிழ்நாடு, ஆந்திரப் பிரதேசம், கர்நாடகாவிலிருந்து வரும் யாத்ரீகக் குடும்பங்கள் — பெரும்பாலும் வீட்டுப் பெரியவர்களுக்காக முன்பதிவு செய்பவர்கள்',
            'தென்னிந்தியக் கோயில் சுற்றுலா மேற்கொள்ளும் வட இந்தியச் சுற்றுலாக் குழுக்கள்',
            'மதுரையின் ஜவுளி மற்றும் கிரானைட் வியாபாரிகளைச் சந்திக்க வரும் தொழில்முறைப் பயணிகள்',
          ],
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'ul',
          items: [
            'ஹோட்டலின் சேனல் மேனேஜருடன் இணைக்கப்பட்ட முன்பதிவு எஞ்சின் — அறை இருப்பு எல்லா இடங்களிலும் ஒரே மாதிரி புதுப்பிக்கப்படுகிறது',
            'ஒவ்வொரு அறைப் பக்கத்திலும் காட்டப்படும் சிறந்த கட்டண உத்தரவாதம்',
            'ஆங்கிலம், தமிழ், இந்தி மொழிகளில் பக்கங்கள்',
            'தரிசன நேரங்கள், ஆடை விதிமுறைகள், ஹோட்டலிலிருந்து நடந்து செல்லும் வழிகள் அடங்கிய கோயில் வழிகாட்டி\n- ஒவ்வொரு திருவிழாக் காலத்துக்கு முன்பும் புதுப்பிக்கப்படுகிறது\n- ஸ்மார்ட்போன் இல்லாத விருந்தினர்களுக்காக அச்சிடக்கூடியது',
            'இன்னும் தொலைபேசியில் முன்பதிவு செய்ய விரும்பும் குடும்பங்களுக்காக, ஒரே கிளிக்கில் அழைக்கும் பொத்தானும் WhatsApp பொத்தானும்',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'இணையதளம் அறிமுகமான பிறகு வந்த முதல் சித்திரைத் திருவிழாவின்போது, முன்பதிவுகளில் சுமார் மூன்றில் ஒரு பங்கு நேரடியாக இணையதளம் வழியாக வந்ததாக ஹோட்டல் தெரிவித்தது; முன்பு இது 10%-க்கும் குறைவாக இருந்தது. இணையதளத்தில் அதிகம் பார்வையிடப்படும் பக்கம் கோயில் வழிகாட்டிதான் என்றும், பல விருந்தினர்கள் அதை அச்சிட்டு எடுத்துக்கொண்டே வருகிறார்கள் என்றும் மேலாளர் கூறுகிறார்.',
        },
      ],
    },
  },
  {
    id: 12,
    title: 'Export Retail Packs for an Erode Turmeric Trader',
    client: 'Manjal Agro Exports, Erode',
    date: 'Apr-24',
    duration: '1 Month',
    industry: 'business',
    category: 'Packaging Design',
    summary: "An Erode turmeric exporter was moving from bulk sacks to retail packs for Gulf supermarkets. We designed packaging that met the importer's labelling rules and told the story of Erode turmeric.",
    image: {
      src: '/media/case-studies/cs-12',
      width: 1600,
      height: 1000,
      alt: 'Manjal Agro Exports packs on a shop shelf: Turmeric Powder, Whole Fingers, Curcumin 5%',
      ta: { alt: 'கடை அலமாரியில் Manjal Agro Exports பேக்குகள்: Turmeric Powder, Whole Fingers, Curcumin 5%' },
    },
    content: [
      { type: 'h2', text: 'Client Overview' },
      {
        type: 'p',
        text: 'Manjal Agro Exports buys turmeric fingers at the Erode regulated market and processes them into powder for importers in the UAE, Oman and Malaysia. Until 2024 it shipped only 25 kg bulk bags, which the importers repacked under their own labels.',
      },
      { type: 'h2', text: 'Objective' },
      {
        type: 'p',
        text: "The company had won its first retail order under its own brand name, from a Gulf supermarket group. It needed 100 g, 200 g and 500 g packs that met the importer's labelling requirements and stood out in a spice aisle full of red and yellow.",
      },
      { type: 'h2', text: 'Design Highlights' },
      {
        type: 'ul',
        items: [
          'A deep indigo pack, so that the turmeric-yellow product window stands apart from competing brands',
          'The origin story in three short lines: grown around Erode, sun-dried, stone-polished',
          'English and Arabic panels, with Tamil kept for the brand name',
          "A curcumin-content badge backed by the company's own laboratory reports",
          'A multilayer laminate, developed with a converter in Coimbatore, that keeps out moisture and light during weeks in containers and hot warehouses',
          'Stand-up pouches for supermarkets and a 1 kg bag for restaurant kitchens',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'The first container of retail packs left Tuticorin in June 2024. The company told us the importer placed a repeat order within three months and asked for chilli and coriander powders in the same style.',
      },
    ],
    ta: {
      title: 'ஈரோடு மஞ்சள் வர்த்தகருக்கு ஏற்றுமதிக்கான சில்லறை விற்பனைப் பேக்குகள்',
      client: 'Manjal Agro Exports, ஈரோடு',
      summary:
        'ஈரோட்டைச் சேர்ந்த ஒரு மஞ்சள் ஏற்றுமதி நிறுவனம், மொத்த மூட்டைகளிலிருந்து வளைகுடா நாட்டு சூப்பர் மார்க்கெட்டுகளுக்கான சில்லறைப் பேக்குகளுக்கு மாறிக்கொண்டிருந்தது. இறக்குமதியாளரின் லேபிளிங் விதிகளைப் பூர்த்தி செய்து, ஈரோடு மஞ்சளின் கதையையும் சொல்லும் பேக்கேஜிங்கை வடிவமைத்தோம்.',
      content: [
        { type: 'h2', text: 'வாடிக்கையாளர் மேலோட்டம்' },
        {
          type: 'p',
          text: 'Manjal Agro Exports, ஈரோடு ஒழுங்குமுறை விற்பனைக் கூடத்தில் விரலி மஞ்சளை வாங்கி, ஐக்கிய அரபு அமீரகம், ஓமன், மலேசியா நாடுகளின் இறக்குமதியாளர்களுக்காகத் தூளாக்குகிறது. 2024 வரை அது 25 கிலோ மொத்தப் பைகளை மட்டுமே அனுப்பியது; இறக்குமதியாளர்கள் அவற்றைத் தங்கள் சொந்த லேபிள்களில் மீண்டும் பேக் செய்தனர்.',
        },
        { type: 'h2', text: 'நோக்கம்' },
        {
          type: 'p',
          text: 'வளைகுடா நாட்டு சூப்பர் மார்க்கெட் குழுமம் ஒன்றிடமிருந்து, தனது சொந்த பிராண்ட் பெயரில் முதல் சில்லறை ஆர்டரை நிறுவனம் பெற்றிருந்தது. இறக்குமதியாளரின் லேபிளிங் தேவைகளைப் பூர்த்தி செய்வதோடு, சிவப்பும் மஞ்சளும் நிறைந்த மசாலாப் பொருள் அலமாரியில் தனித்துத் தெரியும் 100 கிராம், 200 கிராம், 500 கிராம் பேக்குகள் தேவைப்பட்டன.',
        },
        { type: 'h2', text: 'வடிவமைப்புச் சிறப்பம்சங்கள்' },
        {
          type: 'ul',
          items: [
            'அடர் கருநீல நிறப் பேக் — மஞ்சள் நிறப் பொருள் தெரியும் சாளரம், போட்டி பிராண்டுகளிலிருந்து தனித்துத் தெரிய',
            'மூன்று சிறிய வரிகளில் பிறப்பிடக் கதை: ஈரோட்டைச் சுற்றி விளைந்தது, வெயிலில் உலர்த்தப்பட்டது, கல்லில் மெருகேற்றப்பட்டது',
            'ஆங்கிலம், அரபு மொழிப் பகுதிகள்; பிராண்ட் பெயர் மட்டும் தமிழில்',
            'நிறுவனத்தின் சொந்த ஆய்வக அறிக்கைகளின் அடிப்படையில், குர்குமின் அளவைக் குறிக்கும் பேட்ஜ்',
            'கோயம்புத்தூரைச் சேர்ந்த ஒரு பேக்கேஜிங் கன்வெர்ட்டர் நிறுவனத்துடன் இணைந்து உருவாக்கிய பல அடுக்கு லேமினேட் — கன்டெய்னர்களிலும் வெப்பமான கிடங்குகளிலும் கழியும் வாரங்களில் ஈரப்பதமும் ஒளியும் உள்ளே புகாமல் காக்கிறது',
            'சூப்பர் மார்க்கெட்டுகளுக்கு ஸ்டாண்ட்-அப் பௌச்கள்; உணவக சமையலறைகளுக்கு 1 கிலோ பை',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'சில்லறைப் பேக்குகளின் முதல் கன்டெய்னர் ஜூன் 2024-இல் தூத்துக்குடியிலிருந்து புறப்பட்டது. மூன்று மாதங்களுக்குள் இறக்குமதியாளர் மீண்டும் ஆர்டர் செய்ததாகவும், மிளகாய்த் தூளையும் மல்லித் தூளையும் இதே பாணியில் கேட்டதாகவும் நிறுவனம் எங்களிடம் தெரிவித்தது.',
        },
      ],
    },
  },
  {
    id: 13,
    title: 'Branding Kalai Vizha, a College Cultural Festival in Coimbatore',
    client: 'Kalaivani Arts and Science College, Coimbatore',
    date: 'Feb-25',
    duration: '20 Days',
    industry: 'education',
    category: 'Event Branding',
    summary: 'A two-day inter-college cultural festival needed an identity that students would actually share. We built a bold, playful system from kolam dots and film-banner lettering.',
    image: {
      src: '/media/case-studies/cs-13',
      width: 1600,
      height: 1000,
      alt: 'The Kalai Vizha stage backdrop, in Tamil and English, with a roll-up standee on each side and a delegate badge',
      ta: { alt: 'Kalai Vizha மேடைப் பின்னணி, தமிழிலும் ஆங்கிலத்திலும்; இருபுறமும் ரோல்-அப் ஸ்டாண்டீகள், ஒரு பங்கேற்பாளர் அட்டை' },
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: "Kalai Vizha is the annual cultural festival of Kalaivani Arts and Science College, drawing colleges from across the Kongu region for dance, music, short-film and debate competitions. The student council runs it with one faculty coordinator and a modest sponsorship budget.\nEach year's posters had been designed by different students and never reused. The council wanted an identity that could carry over to future editions and attract local business sponsors, who wanted their logos to be seen.",
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'p',
        text: 'We drew a Tamil display logotype inspired by hand-painted film banners and paired it with a grid of coloured kolam dots that could be rearranged for each event. Every competition had its own colour and dot pattern, so a dance poster and a debate poster were clearly related but easy to tell apart.',
      },
      { type: 'h2', text: 'Applications' },
      {
        type: 'ul',
        items: [
          'Instagram countdown and event-reveal posts',
          'Registration desk and stage backdrops',
          'A sponsor wall with tiered logo sizes',
          'Participant ID cards with QR codes for entry',
          "Certificates and winners' medals",
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: "The student council reported that 47 colleges registered, the most in the festival's history, and that the sponsor wall helped it sign two new local sponsors. The faculty coordinator has asked for the system to be handed to next year's council with a short guide.",
      },
    ],
    ta: {
      title: 'Kalai Vizha: கோயம்புத்தூர் கல்லூரிக் கலை விழாவுக்கான பிராண்டிங்',
      client: 'Kalaivani Arts and Science College, கோயம்புத்தூர்',
      summary:
        'கல்லூரிகளுக்கு இடையிலான இரண்டு நாள் கலை விழாவுக்கு, மாணவர்கள் உண்மையிலேயே பகிர்ந்துகொள்ளும் ஒரு அடையாளம் தேவைப்பட்டது. கோலப் புள்ளிகளையும் சினிமா பேனர் எழுத்துகளையும் கொண்டு துணிச்சலான, விளையாட்டுத்தனமான ஒரு வடிவமைப்பு அமைப்பை உருவாக்கினோம்.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'Kalaivani Arts and Science College ஆண்டுதோறும் நடத்தும் கலை விழா Kalai Vizha. நடனம், இசை, குறும்படம், விவாதப் போட்டிகளுக்காகக் கொங்கு மண்டலம் முழுவதிலுமிருந்து கல்லூரிகள் இதில் பங்கேற்கின்றன. ஒரு பேராசிரியர் ஒருங்கிணைப்பாளருடனும், குறைந்த ஸ்பான்சர் பட்ஜெட்டுடனும் மாணவர் பேரவை இதை நடத்துகிறது.\nஒவ்வொரு ஆண்டும் போஸ்டர்களை வெவ்வேறு மாணவர்கள் வடிவமைத்தனர்; அவை மீண்டும் பயன்படுத்தப்படவே இல்லை. அடுத்தடுத்த ஆண்டுகளுக்கும் தொடரக்கூடிய, தங்கள் லோகோக்கள் கவனிக்கப்பட வேண்டும் என்று விரும்பும் உள்ளூர் வணிக ஸ்பான்சர்களையும் ஈர்க்கக்கூடிய ஒரு அடையாளத்தைப் பேரவை விரும்பியது.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'p',
          text: 'கையால் வரையப்படும் சினிமா பேனர்களின் பாணியில் ஒரு அலங்காரத் தமிழ் எழுத்து லோகோவை வரைந்தோம்; ஒவ்வொரு நிகழ்வுக்கும் ஏற்ப மாற்றி அமைக்கக்கூடிய வண்ணக் கோலப் புள்ளிக் கட்டத்துடன் அதை இணைத்தோம். ஒவ்வொரு போட்டிக்கும் தனி வண்ணமும் தனிப் புள்ளி அமைப்பும் இருந்தன; எனவே நடனப் போட்டி போஸ்டரும் விவாதப் போட்டி போஸ்டரும் ஒரே குடும்பம் என்பது தெளிவாகத் தெரிந்தது, அதே நேரம் இரண்டையும் எளிதாக வேறுபடுத்தவும் முடிந்தது.',
        },
        { type: 'h2', text: 'பயன்பாடுகள்' },
        {
          type: 'ul',
          items: [
            'Instagram கவுன்ட்டவுன் பதிவுகளும் நிகழ்வு அறிவிப்புப் பதிவுகளும்',
            'பதிவு மேசையும் மேடைப் பின்னணிகளும்',
            'நிலை வாரியாக வெவ்வேறு லோகோ அளவுகளுடன் ஸ்பான்சர் சுவர்',
            'நுழைவுக்கான QR குறியீட்டுடன் பங்கேற்பாளர் அடையாள அட்டைகள்',
            'சான்றிதழ்களும் வெற்றியாளர் பதக்கங்களும்',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'விழாவின் வரலாற்றிலேயே அதிகபட்சமாக 47 கல்லூரிகள் பதிவு செய்ததாகவும், ஸ்பான்சர் சுவரின் உதவியால் இரண்டு புதிய உள்ளூர் ஸ்பான்சர்களை ஒப்பந்தம் செய்ய முடிந்ததாகவும் மாணவர் பேரவை தெரிவித்தது. இந்த வடிவமைப்பு அமைப்பை ஒரு சுருக்கமான வழிகாட்டியுடன் அடுத்த ஆண்டுப் பேரவையிடம் ஒப்படைக்குமாறு பேராசிரியர் ஒருங்கிணைப்பாளர் கேட்டுக்கொண்டுள்ளார்.',
        },
      ],
    },
  },
  {
    id: 14,
    title: "Building the Founder's Voice Behind a Karur Home-Textiles Brand",
    client: 'Priya Ramanathan, Nool Handlooms, Karur',
    date: 'Mar-25',
    duration: 'Ongoing',
    industry: 'business',
    category: 'Personal Branding',
    summary: "The founder of a home-textiles start-up was well known to export buyers but invisible to Indian customers. We shaped a LinkedIn and Instagram presence around her work with Karur's weavers.",
    image: {
      src: '/media/case-studies/cs-14',
      width: 1600,
      height: 1000,
      alt: 'Priya Ramanathan’s personal brand: a profile on a phone, an about page in a browser and business cards',
      ta: { alt: 'Priya Ramanathan தனிநபர் பிராண்ட்: கைபேசியில் சுயவிவரம், உலாவியில் ‘About’ பக்கம், விசிட்டிங் கார்டுகள்' },
    },
    content: [
      { type: 'h2', text: 'Brand Overview' },
      {
        type: 'p',
        text: "Priya Ramanathan grew up in a family of Karur home-textile exporters and started Nool Handlooms in 2022 to sell handwoven cotton bed and table linen directly to Indian customers. Karur's weaving clusters have supplied international retailers for decades, yet few Indian shoppers know the town's name.",
      },
      { type: 'h2', text: 'Objective' },
      {
        type: 'p',
        text: 'She wanted customers to buy from Nool because they trusted the person and the process behind it, and she wanted invitations to speak to industry groups and investors. Her time was limited, so the plan had to fit into about three hours a week.',
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'ul',
        items: [
          "A positioning built on three themes\n- Karur's weaving heritage\n- Fair wages and working conditions for weavers\n- Running a direct-to-consumer business from a small town",
          'A LinkedIn calendar of one long post and two short posts a week, drafted by us from recorded conversations with her',
          'Instagram reels filmed at the looms, introducing the weavers by name and with their consent',
          'A professional photo shoot at the weaving unit and at home',
          'A speaker profile and short biography for event organisers',
        ],
      },
      { type: 'h2', text: 'Impact' },
      {
        type: 'p',
        text: 'Within six months, Priya reported invitations to speak at two textile-industry events in Coimbatore and Chennai, and her LinkedIn following had grown several times over. She also told us that a good share of website orders now come from people who first saw her posts rather than a paid ad.',
      },
      {
        type: 'blockquote',
        text: 'I used to think personal branding meant talking about myself. It turned out to mean talking about the people I work with, which is much easier.',
        author: 'Priya Ramanathan, Founder, Nool Handlooms',
      },
    ],
    ta: {
      title: 'கரூர் வீட்டு உபயோக ஜவுளி பிராண்டின் பின்னால் நிறுவனரின் குரல்',
      client: 'Priya Ramanathan, Nool Handlooms, கரூர்',
      summary:
        'வீட்டு உபயோக ஜவுளி ஸ்டார்ட்அப் ஒன்றின் நிறுவனர், ஏற்றுமதி வாங்குபவர்களிடம் நன்கு அறியப்பட்டவர்; ஆனால் இந்திய வாடிக்கையாளர்களுக்குத் தெரியாதவராக இருந்தார். கரூர் நெசவாளர்களுடனான அவரது பணியை மையமாகக் கொண்டு, LinkedIn, Instagram தளங்களில் அவருக்கான அடையாளத்தை உருவாக்கினோம்.',
      content: [
        { type: 'h2', text: 'பிராண்ட் மேலோட்டம்' },
        {
          type: 'p',
          text: 'கரூரின் வீட்டு உபயோக ஜவுளி ஏற்றுமதியாளர் குடும்பத்தில் வளர்ந்த Priya Ramanathan, கைத்தறிப் பருத்தி படுக்கை மற்றும் மேசைத் துணிகளை இந்திய வாடிக்கையாளர்களுக்கு நேரடியாக விற்பதற்காக 2022-இல் Nool Handlooms நிறுவனத்தைத் தொடங்கினார். பல பத்தாண்டுகளாகக் கரூரின் நெசவுக் குழுமங்கள் சர்வதேசச் சில்லறை விற்பனை நிறுவனங்களுக்குப் பொருட்களை வழங்கி வருகின்றன; ஆனாலும் இந்த ஊரின் பெயர் இந்திய வாடிக்கையாளர்களில் சிலருக்கே தெரியும்.',
        },
        { type: 'h2', text: 'நோக்கம்' },
        {
          type: 'p',
          text: 'Nool பிராண்டின் பின்னால் இருக்கும் மனிதரையும் செயல்முறையையும் நம்பி வாடிக்கையாளர்கள் வாங்க வேண்டும் என்று அவர் விரும்பினார்; தொழில்துறை அமைப்புகளிடமும் முதலீட்டாளர்களிடமும் பேச அழைப்புகள் வர வேண்டும் என்றும் விரும்பினார். அவருக்கு நேரம் குறைவு என்பதால், திட்டம் வாரத்துக்குச் சுமார் மூன்று மணி நேரத்துக்குள் அடங்க வேண்டியிருந்தது.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'ul',
          items: [
            'மூன்று கருப்பொருட்களின் மீது கட்டமைக்கப்பட்ட பிராண்ட் நிலைப்பாடு\n- கரூரின் நெசவுப் பாரம்பரியம்\n- நெசவாளர்களுக்கு நியாயமான ஊதியமும் பணிச்சூழலும்\n- ஒரு சிறிய நகரத்திலிருந்து, வாடிக்கையாளர்களுக்கு நேரடியாக விற்கும் தொழிலை நடத்துவது',
            'வாரத்துக்கு ஒரு நீண்ட பதிவும் இரண்டு சிறிய பதிவுகளும் கொண்ட LinkedIn அட்டவணை — அவருடனான ஒலிப்பதிவு செய்யப்பட்ட உரையாடல்களிலிருந்து நாங்களே வரைவு செய்தவை',
            'தறிகளிலேயே படமாக்கப்பட்ட Instagram ரீல்கள் — நெசவாளர்களின் ஒப்புதலுடன், அவர்களைப் பெயர் சொல்லி அறிமுகப்படுத்துபவை',
            'நெசவுக் கூடத்திலும் வீட்டிலும் தொழில்முறை போட்டோஷூட்',
            'நிகழ்ச்சி ஏற்பாட்டாளர்களுக்காகப் பேச்சாளர் சுயவிவரமும் சுருக்கமான வாழ்க்கைக் குறிப்பும்',
          ],
        },
        { type: 'h2', text: 'தாக்கம்' },
        {
          type: 'p',
          text: 'ஆறு மாதங்களுக்குள், கோயம்புத்தூரிலும் சென்னையிலும் நடந்த இரண்டு ஜவுளித் துறை நிகழ்ச்சிகளில் பேச அழைப்புகள் வந்ததாகவும், LinkedIn தளத்தில் அவரைப் பின்தொடர்பவர்களின் எண்ணிக்கை பல மடங்கு பெருகியதாகவும் Priya தெரிவித்தார். இணையதள ஆர்டர்களில் கணிசமான பங்கு, கட்டண விளம்பரத்தை அல்லாமல் முதலில் அவரது பதிவுகளைப் பார்த்தவர்களிடமிருந்தே வருவதாகவும் அவர் எங்களிடம் கூறினார்.',
        },
        {
          type: 'blockquote',
          text: 'தனிநபர் பிராண்டிங் என்றால் என்னைப் பற்றியே பேசுவது என்று நினைத்திருந்தேன். ஆனால் அது என்னுடன் பணியாற்றும் மனிதர்களைப் பற்றிப் பேசுவது என்று புரிந்தது — அது மிகவும் எளிது.',
          author: 'Priya Ramanathan, நிறுவனர், Nool Handlooms',
        },
      ],
    },
  },
  {
    id: 15,
    title: 'A Summer Campaign for Hill-Station Holidays from Coimbatore',
    client: 'Western Ghats Holidays, Coimbatore',
    date: 'Apr–May 2024',
    duration: '2 Months',
    industry: 'travel',
    category: 'Digital Marketing',
    summary: 'A Coimbatore tour operator wanted to fill its Valparai, Ooty and Kodaikanal packages during the school holidays. A focused campaign on Instagram, YouTube and Google reached families in Chennai and Bengaluru.',
    image: {
      src: '/media/case-studies/cs-15',
      width: 1600,
      height: 1000,
      alt: 'The Western Ghats Holidays campaign on phones: a story ad, a sponsored post in a feed and two ad cards',
      ta: { alt: 'கைபேசிகளில் Western Ghats Holidays பிரச்சாரம்: ஸ்டோரி விளம்பரம், ஃபீடில் ஒரு ஸ்பான்சர்டு பதிவு, இரண்டு விளம்பர கார்டுகள்' },
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Western Ghats Holidays has run tours from Coimbatore for fifteen years, with its own fleet of tempo travellers and tie-ups with homestays and resorts in the Nilgiris and the Anamalai hills. Summer is its busiest season, but competition from online travel agencies had squeezed its margins.',
      },
      { type: 'h2', text: 'The Challenge' },
      {
        type: 'ul',
        items: [
          'Families booked late and compared prices across several sites',
          'The Ooty route was crowded, while the higher-margin Valparai packages were little known',
          "The company's Instagram account had no content plan and little engagement",
        ],
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'p',
        text: 'We moved the spotlight from Ooty to the quieter hills, with short videos of the forty hairpin bends to Valparai, the tea estates and the Aliyar dam, presented as an escape from summer crowds. Ads reached parents in Chennai and Bengaluru during the school examination weeks, when holiday planning begins.\nA WhatsApp click-to-chat link on every ad took leads straight to the booking team, who replied in Tamil, English or Kannada.',
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'By its own count, the company had nearly sold out its summer packages by mid-May, and Valparai bookings roughly doubled on the previous summer. The booking team also found the WhatsApp leads easier to convert than web-form enquiries.',
      },
    ],
    ta: {
      title: 'கோயம்புத்தூரிலிருந்து மலைவாசஸ்தல விடுமுறைப் பயணங்களுக்கான கோடைப் பிரச்சாரம்',
      client: 'Western Ghats Holidays, கோயம்புத்தூர்',
      summary:
        'கோயம்புத்தூரைச் சேர்ந்த ஒரு சுற்றுலா நிறுவனம், பள்ளி விடுமுறைக் காலத்தில் தனது வால்பாறை, ஊட்டி, கொடைக்கானல் பேக்கேஜ்களை நிரப்ப விரும்பியது. Instagram, YouTube, Google தளங்களில் நடத்திய இலக்கு சார்ந்த பிரச்சாரம் சென்னை, பெங்களூரு குடும்பங்களைச் சென்றடைந்தது.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'Western Ghats Holidays பதினைந்து ஆண்டுகளாகக் கோயம்புத்தூரிலிருந்து சுற்றுலாக்களை நடத்தி வருகிறது. சொந்தமாக டெம்போ டிராவலர் வாகனங்களும், நீலகிரி மற்றும் ஆனைமலைப் பகுதிகளில் உள்ள ஹோம்ஸ்டேக்கள், ரிசார்ட்டுகளுடன் ஒப்பந்தங்களும் அதற்கு உண்டு. கோடைக்காலமே அதன் மிகப் பரபரப்பான பருவம்; ஆனால் ஆன்லைன் டிராவல் ஏஜென்சிகளின் போட்டியால் அதன் லாப வரம்பு குறைந்திருந்தது.',
        },
        { type: 'h2', text: 'சவால்' },
        {
          type: 'ul',
          items: [
            'குடும்பங்கள் தாமதமாகவே முன்பதிவு செய்தன; பல இணையதளங்களில் விலைகளை ஒப்பிட்டுப் பார்த்தன',
            'ஊட்டி வழித்தடம் ஏற்கெனவே நெரிசல் மிகுந்தது; அதிக லாபம் தரும் வால்பாறை பேக்கேஜ்கள் அதிகம் அறியப்படவில்லை',
            'நிறுவனத்தின் Instagram கணக்குக்கு உள்ளடக்கத் திட்டம் எதுவும் இல்லை; ஈடுபாடும் குறைவாக இருந்தது',
          ],
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'p',
          text: 'கவனத்தை ஊட்டியிலிருந்து அமைதியான மலைகளுக்குத் திருப்பினோம். வால்பாறைக்குச் செல்லும் நாற்பது கொண்டை ஊசி வளைவுகள், தேயிலைத் தோட்டங்கள், ஆழியார் அணை ஆகியவற்றின் சிறிய வீடியோக்களை, கோடைக் கூட்டத்திலிருந்து தப்பிக்கும் வழியாக முன்வைத்தோம். விடுமுறைத் திட்டமிடல் தொடங்கும் பள்ளித் தேர்வு வாரங்களில், சென்னை, பெங்களூரு பெற்றோரை விளம்பரங்கள் சென்றடைந்தன.\nஒவ்வொரு விளம்பரத்திலும் இருந்த, ஒரே கிளிக்கில் WhatsApp உரையாடலைத் தொடங்கும் இணைப்பு, விசாரணைகளை நேரடியாக முன்பதிவுக் குழுவிடம் கொண்டுசேர்த்தது; அவர்கள் தமிழ், ஆங்கிலம் அல்லது கன்னடத்தில் பதிலளித்தனர்.',
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'நிறுவனத்தின் சொந்தக் கணக்கின்படி, மே மாத நடுப்பகுதிக்குள் அதன் கோடை பேக்கேஜ்கள் கிட்டத்தட்ட முழுமையாக விற்றுத் தீர்ந்தன; வால்பாறை முன்பதிவுகள் முந்தைய கோடையைவிட ஏறக்குறைய இரட்டிப்பாயின. இணையதளப் படிவ விசாரணைகளைவிட WhatsApp விசாரணைகளை முன்பதிவுகளாக மாற்றுவது எளிதாக இருந்ததையும் முன்பதிவுக் குழு கண்டறிந்தது.',
        },
      ],
    },
  },
];
