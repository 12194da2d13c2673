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
      alt: 'The Malligai Dental Care website on a laptop and a phone, in Tamil and English: the home page headline reads “பயமில்லாத பல் சிகிச்சை” (Know what happens in the chair)',
      ta: { alt: 'லேப்டாப்பிலும் கைபேசியிலும் Malligai Dental Care இணையதளம், தமிழிலும் ஆங்கிலத்திலும்: முகப்புப் பக்கத் தலைப்பு “பயமில்லாத பல் சிகிச்சை”' },
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
    ta: {
      title: 'நோயாளிகளை மையமாகக் கொண்ட Malligai Dental Care இணையதளம்',
      client: 'Malligai Dental Care, மதுரை',
      summary:
        'சிகிச்சைகளை எளிய மொழியில் விளக்கும் பக்கங்களும் ஆன்லைன் அப்பாயின்ட்மென்ட் கோரிக்கை வசதியும் கொண்ட இருமொழி இணையதளம். பதற்றத்துடன் இருக்கும் மதுரை நோயாளிகள், கிளினிக்கை அழைப்பதற்கு முன்பே தங்கள் கேள்விகளுக்கு விடை கண்டுகொள்ளும் வகையில் உருவாக்கப்பட்டது.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'Malligai Dental Care, மதுரை அண்ணா நகரில் நான்கு டென்டல் சேர்கள் கொண்ட பல் மருத்துவ கிளினிக். 2019-ல் தங்கள் தந்தையின் கிளினிக்கைப் பொறுப்பேற்ற இரண்டு சகோதரிகள் இதை நடத்துகிறார்கள். பெரும்பாலான புதிய நோயாளிகள் வாய்மொழிப் பரிந்துரை மூலமே வந்தனர்; ஆன்லைனில் கிளினிக் பற்றி இருந்ததெல்லாம், புதுப்பிப்புப் பணிக்கு முன் எடுக்கப்பட்ட புகைப்படங்களுடன் கூடிய ஒரு மேப் லிஸ்டிங் மட்டுமே.',
        },
        { type: 'h2', text: 'சவால்' },
        {
          type: 'p',
          text: 'ரூட் கேனால் சிகிச்சைக்கு எவ்வளவு செலவாகும், பதின்வயதுப் பிள்ளைகளுக்குப் பல் கிளிப் போடலாமா, ஞாயிற்றுக்கிழமை எந்த நேரத்தில் கிளினிக் இயங்கும் — இதே கேள்விகளுக்குத் தொலைபேசியில் பதில் சொல்வதிலேயே வரவேற்பு ஊழியர்களின் நாளின் பெரும்பகுதி கழிந்தது. ஒரு சிகிச்சையில் என்னென்ன நடக்கும் என்று தெரியாததாலேயே கிளினிக்குக்கு வருவதைத் தள்ளிப்போட்டதாகப் பல நோயாளிகள் ஒப்புக்கொண்டனர்.\nசிகிச்சைகளை எளிமையாக விளக்கும், விலை குறைந்த போன்களிலும் சீராக இயங்கும், அழைக்காமலேயே ஒரு நேரத்தைக் கோர வழிசெய்யும் இணையதளம் வேண்டும் என்று பல் மருத்துவர்கள் விரும்பினர்.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'ul',
          items: [
            'தமிழிலும் ஆங்கிலத்திலும் சிகிச்சைப் பக்கங்கள் — சேரில் அமர்ந்ததும் என்ன நடக்கும், எவ்வளவு நேரம் ஆகும், குணமடையும் காலம் எப்படி இருக்கும் என்பதை ஒவ்வொரு பக்கமும் விளக்குகிறது',
            'நோயாளி விரும்பும் தேதியையும் நேரத்தையும் கிளினிக்கின் WhatsApp Business எண்ணுக்கு அனுப்பும் அப்பாயின்ட்மென்ட் கோரிக்கைப் படிவம்',
            'இலகுவான பக்கங்கள்\n- புதுப்பிக்கப்பட்ட கிளினிக்கின் அளவு குறைக்கப்பட்ட புகைப்படங்கள்\n- தானாக ஓடும் வீடியோ இல்லை\n- சீரற்ற மொபைல் டேட்டாவிலும் விரைவாக லோடு ஆகும்',
            'அதிகம் கேட்கப்படும் பத்து சிகிச்சைகளின் தொடக்க விலை வரம்புகளைக் காட்டும், பல் மருத்துவர்களின் ஒப்புதல் பெற்ற விலை வழிகாட்டிப் பக்கம்',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'இணையதளம் அறிமுகமான மூன்று மாதங்களில், புதிய நோயாளிகளின் முன்பதிவுகளில் ஏறக்குறைய மூன்றில் ஒரு பங்கு இணையதளப் படிவம் வழியாக வந்ததாக கிளினிக் தெரிவித்தது. நேரம், கட்டணம் பற்றிய அழைப்புகள் கணிசமாகக் குறைந்ததால், நேரில் வரும் நோயாளிகளைக் கவனிக்கக் கூடுதல் நேரம் கிடைப்பதாக வரவேற்பு ஊழியர்கள் எங்களிடம் கூறினர்.',
        },
        {
          type: 'blockquote',
          text: 'ஸ்கேலிங் சிகிச்சையில் என்ன நடக்கும் என்பதைத் தெரிந்துகொண்டே இப்போது நோயாளிகள் வருகிறார்கள். ஒவ்வொரு வருகையின் முதல் ஐந்து நிமிடங்களே எங்களுக்கு மாறிவிட்டன.',
          author: 'இணை நிறுவனர், Malligai Dental Care',
        },
      ],
    },
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
      alt: 'Kandaangi Foods packs on a shop shelf: Idli Podi, Garlic Pickle, Kara Kuzhambu',
      ta: { alt: 'கடை அலமாரியில் Kandaangi Foods பேக்குகள்: Idli Podi, Garlic Pickle, Kara Kuzhambu' },
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
    ta: {
      title: 'செட்டிநாட்டுப் பொடி, ஊறுகாய் வகைகளுக்குப் பாரம்பரிய பேக்கேஜிங்',
      client: 'Kandaangi Foods, காரைக்குடி',
      summary:
        'பொடிகளையும் ஊறுகாய்களையும் அக்கம்பக்கக் கடைகளிலிருந்து சூப்பர் மார்க்கெட் அலமாரிகளுக்கும் ஆன்லைன் மார்க்கெட்பிளேஸ்களுக்கும் கொண்டு செல்லும் காரைக்குடி குடும்பச் சமையலறை ஒன்றுக்காகப் புதிய ஜாடிகள், பவுச்கள், கிஃப்ட் பாக்ஸ்கள்.',
      content: [
        { type: 'h2', text: 'வாடிக்கையாளர் மேலோட்டம்' },
        {
          type: 'p',
          text: 'செட்டிநாட்டு வீட்டுச் சமையலறையில் பாதுகாக்கப்பட்டு வரும் குடும்பச் சமையல் குறிப்புகளின்படி, மூன்று தலைமுறைகளாகக் காரைக்குடியில் இட்லிப் பொடி, வத்தக் குழம்பு மிக்ஸ், எலுமிச்சை ஊறுகாய் தயாரித்து வருகிறது Kandaangi Foods. 2023 வரை இவை போட்டோகாப்பி எடுத்த லேபிள் ஒட்டிய சாதாரண பிளாஸ்டிக் பாக்கெட்டுகளில்தான் விற்பனைக்குச் சென்றன — பெரும்பாலும் உள்ளூர் மளிகைக் கடைகளுக்கும், திருமணங்களுக்கு முன் மொத்தமாக ஆர்டர் செய்யும் குடும்பங்களுக்கும்.\nஒரு பிராந்திய சூப்பர் மார்க்கெட்டில் விற்பனைக்கு இடம் உறுதியாகி, இரண்டு உணவு மார்க்கெட்பிளேஸ்களும் தயாரான நிலையில், குடும்பத்துக்குப் புதிய பேக்குகள் தேவைப்பட்டன: தேசிய பிராண்டுகளுக்கு அருகில் கம்பீரமாக நிற்க வேண்டும், முழுமையான FSSAI மற்றும் ஊட்டச்சத்து விவரங்கள் இடம்பெற வேண்டும், அதே நேரம் பார்த்தவுடன் செட்டிநாட்டை நினைவூட்ட வேண்டும்.',
        },
        { type: 'h2', text: 'இலக்கு வாடிக்கையாளர்கள்' },
        {
          type: 'ul',
          items: [
            'செட்டிநாட்டு உணவோடு வளர்ந்து, வீட்டில் அரைத்த பொடியின் சுவைக்காக ஏங்கும் சென்னை, கோயம்புத்தூர், பெங்களூரு குடும்பங்கள்',
            'தீபாவளி, பொங்கலுக்குப் பிராந்திய உணவுப் பரிசுக் கூடைகளைத் தயார் செய்யும் பரிசு வாங்குபவர்கள்',
            'ஒரு பொருளை ஏறக்குறைய அதன் லிஸ்டிங் புகைப்படத்தை வைத்தே மதிப்பிடும் ஆன்லைன் வாடிக்கையாளர்கள்',
          ],
        },
        { type: 'h2', text: 'பேக்கேஜிங் சிறப்பம்சங்கள்' },
        {
          type: 'ul',
          items: [
            'ஆத்தங்குடி டைல் வடிவங்களை மீண்டும் வரைந்து உருவாக்கிய தொடர் பார்டர்; ஒவ்வொரு தயாரிப்பு வகைக்கும் ஒரு தனி நிறம்',
            'ஒவ்வொரு பொடியும் எவ்வளவு கொரகொரப்பாக அரைக்கப்பட்டுள்ளது என்பதை வாங்குபவர்கள் பார்க்கும்படி, தெளிவான ஜன்னல் கொண்ட ஸ்டாண்ட்-அப் பவுச்கள்',
            'சமையல் குறிப்பின் பின்னணிக் கதையைச் சொல்லும் கிராஃப்ட் பேப்பர் கழுத்துப் பட்டையுடன் கண்ணாடி ஊறுகாய் ஜாடிகள்',
            'இரண்டு ஜாடிகளுக்கான கிஃப்ட் பாக்ஸ்\n- காந்தப் பிடிப்புள்ள மடிப்பு மூடியுடன் உறுதியான அட்டைப்பெட்டி\n- ஒவ்வொரு ஊறுகாயையும் பாரம்பரியமாக எப்படிப் பரிமாறுவார்கள் என்று விளக்கும், உட்பக்கம் அச்சிடப்பட்ட மூடி',
          ],
        },
        { type: 'h2', text: 'தாக்கம்' },
        {
          type: 'p',
          text: 'வாடிக்கையாளர் தெரிவித்தபடி, முதல் சூப்பர் மார்க்கெட் ஆர்டர் ஐந்து வாரங்களுக்குள் முழுவதும் விற்றுத் தீர்ந்தது; அதைத் தொடர்ந்த தீபாவளி சீசனில் இந்த வரிசையிலேயே அதிகம் விற்பனையான பொருளாக கிஃப்ட் பாக்ஸ் மாறியது.',
        },
      ],
    },
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
      alt: 'The Cauvery Book Fair stage backdrop, in Tamil and English, with a roll-up standee on each side and a delegate badge',
      ta: { alt: 'Cauvery Book Fair மேடைப் பின்னணி, தமிழிலும் ஆங்கிலத்திலும்; இருபுறமும் ரோல்-அப் ஸ்டாண்டீகள், ஒரு பங்கேற்பாளர் அட்டை' },
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
    ta: {
      title: 'திருச்சிராப்பள்ளி Cauvery Book Fair-க்கான நிகழ்ச்சி அடையாளம்',
      client: 'திருச்சிராப்பள்ளி மாவட்ட நிர்வாகம்',
      summary:
        'காவிரி டெல்டா முழுவதிலிருந்தும் பள்ளிகளையும் பதிப்பகங்களையும் குடும்பங்களையும் ஈர்த்த பத்து நாள் மாவட்டப் புத்தகக் கண்காட்சிக்கான காட்சி அடையாளம், வழிகாட்டிப் பலகை அமைப்பு, விளம்பரத் தொகுப்பு.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'திருச்சிராப்பள்ளி மாவட்ட நிர்வாகம் ஏற்பாடு செய்த இரண்டாவது Cauvery Book Fair-இல் 120-க்கும் மேற்பட்ட பதிப்பக ஸ்டால்கள், தினசரி எழுத்தாளர் உரைகள், குழந்தைகளுக்கான வாசிப்பு மூலை ஆகியவை இடம்பெற்றன. முதல் கண்காட்சி வேறு இடங்களிலிருந்து பெற்ற டெம்ப்ளேட்களை வைத்து உருவாக்கப்பட்டிருந்தது; ஆண்டுதோறும் திரும்ப வரும்போது பார்த்தவுடன் அடையாளம் காணக்கூடிய ஒரு அடையாளத்தை ஏற்பாட்டாளர்கள் விரும்பினர்.',
        },
        { type: 'h2', text: 'சவால்கள்' },
        {
          type: 'ul',
          items: [
            'பல துறைகளின் ஒப்புதல் தேவைப்பட்டது; ப்ரீஃப் கிடைத்ததிலிருந்து தொடக்க நாள் வரை நான்கு வாரங்களே இருந்தன',
            'முதியவர்கள், பள்ளிக் குழந்தைகள், முதல்முறை வாசகர்கள் என அனைவருக்கும் ஒருசேரப் பயன்பட வேண்டிய அடையாளப் பலகைகள்\n- இருமொழி\n- தெளிவான நிற வேறுபாடு\n- கூட்டம் நிறைந்த நடைபாதையின் மறுமுனையிலிருந்தும் படிக்கக்கூடியவை',
            'பேனர்கள், ஸ்டால் முகப்புப் பலகைகள், பாஸ்கள், செய்தித்தாள் விளம்பரங்கள் அனைத்துக்கும் சேர்த்து குறைந்த அச்சு பட்ஜெட்',
          ],
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'p',
          text: 'திறந்த புத்தகத்தையும் புள்ளிக் கோலத்தின் சுழலும் கோட்டையும் இணைக்கும் ஒரு சின்னத்தை வடிவமைத்தோம் — டெல்டாவில் காவிரி கிளைபிரிந்து பாயும் விதத்தை அது நினைவூட்டுகிறது. அந்தக் கோடே ஒரு முழு அமைப்பாக மாறியது: ஸ்டால் எண்களுக்குச் சட்டமிட்டது, நுழைவாயிலிலிருந்து குழந்தைகள் மூலை வரை தரையில் நீண்டது, ஒவ்வொரு போஸ்டரின் மேல்பகுதியையும் கடந்து சென்றது.\nஅனைத்து ஆர்ட்வொர்க்குகளையும் திருத்தக்கூடிய டெம்ப்ளேட்களாக ஒப்படைத்தோம்; இதனால் எங்களுக்காகக் காத்திருக்காமல், மாவட்ட ஊழியர்களே ஒவ்வொரு காலையும் அன்றைய அமர்வுப் பலகைகளைத் தயாரிக்க முடிந்தது.',
        },
        {
          type: 'ul',
          items: [
            'லோகோ, வண்ண அமைப்பு, தமிழ்–ஆங்கில எழுத்துரு இணை',
            '140 ஸ்டால் முகப்புப் பலகைகளும் தரை வழிகாட்டிக் குறியீடுகளும்',
            'பத்திரிகை விளம்பரங்கள், பேருந்து நிறுத்த போஸ்டர்கள், சமூக ஊடக டெம்ப்ளேட்கள்',
            'எழுத்தாளர் அமர்வுகளை அறிவிக்கும் தினசரி பலகைகள்',
          ],
        },
        { type: 'h2', text: 'முடிவு' },
        {
          type: 'p',
          text: 'முதல் கண்காட்சியைவிட இந்த முறை வருகையாளர் எண்ணிக்கை அதிகமாக இருந்ததாக அதிகாரிகள் எங்களிடம் தெரிவித்தனர்; பல பதிப்பகங்கள் தங்கள் சொந்த விளம்பரங்களுக்குப் பயன்படுத்த, தங்கள் ஸ்டால் பலகைகளின் நகல்களைக் கேட்டன. அடுத்த கண்காட்சிக்கும் இதே அடையாளத்தை மாவட்ட நிர்வாகம் தக்கவைத்துள்ளது.',
        },
      ],
    },
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
      alt: 'Dr. K. Arul Prakash’s personal brand: a profile on a phone, an about page in a browser and business cards',
      ta: { alt: 'Dr. K. Arul Prakash தனிநபர் பிராண்ட்: கைபேசியில் சுயவிவரம், உலாவியில் ‘About’ பக்கம், விசிட்டிங் கார்டுகள்' },
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
    ta: {
      title: 'விவசாயக் குடும்பங்களுக்கான நீரிழிவு சிகிச்சை: திருநெல்வேலி மருத்துவர் ஒருவருக்குத் தனிநபர் பிராண்டிங்',
      client: 'Dr. K. Arul Prakash, திருநெல்வேலி',
      summary:
        'சக மருத்துவர்களிடையே மட்டுமல்லாமல், தன் நோயாளிகள் வாழும் ஊர்களிலும் அறியப்பட விரும்பிய நீரிழிவு நோய் நிபுணர் ஒருவருக்கு நிலைப்படுத்தல், செய்தித்தாள் பத்தி, கிராமங்களில் தொடர் உரைகள்.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'Dr. Arul Prakash ஒரு நீரிழிவு நோய் நிபுணர். பாளையங்கோட்டையில் உள்ள அவரது கிளினிக்குக்குத் தாமிரபரணிக் கரையோர வாழை, நெல் விவசாயக் கிராமங்களிலிருந்து நோயாளிகள் வருகிறார்கள். அவர்களில் பலர், முதன்முதலில் நோய் கண்டறியப்பட்டுப் பல ஆண்டுகள் கழித்து, கால் புண்ணோ பார்வைக் குறைபாடோ வந்த பிறகே அவரை அணுகுகிறார்கள்.\nஅவர்களை இன்னும் முன்னதாகவே சென்றடையும் ஒரு பொது அடையாளத்தை அவர் விரும்பினார் — அதே நேரம், ஒரு மருத்துவராக அவர் விளம்பரம் செய்வதுபோலத் தோன்றக் கூடாது.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வுகள்' },
        { type: 'h3', text: 'நிலைப்படுத்தல்' },
        {
          type: 'p',
          text: 'அவரது செய்தியை ஒரே கருத்தை மையமாக வைத்து வடிவமைத்தோம்: சர்க்கரைக் கட்டுப்பாடு நகர அலுவலக நடைமுறைக்கு அல்ல, ஒரு விவசாயியின் உழைப்பு நாளுக்கு ஏற்றதாக இருக்க வேண்டும். சுருக்கமான சுயவிவரக் குறிப்பு, அவரது கிளினிக்கில் எடுத்த புதிய போர்ட்ரெய்ட் புகைப்படங்கள், மருத்துவமனை இணையதளத்தில் திருத்தி எழுதப்பட்ட ப்ரொஃபைல் — அனைத்தும் அந்தக் கருத்தையே சொல்கின்றன.',
        },
        { type: 'h3', text: 'நோயாளிகள் இருக்கும் இடத்துக்கே சென்று' },
        {
          type: 'ul',
          items: [
            'ஒரு பிராந்திய செய்தித்தாளில் இரு வாரங்களுக்கு ஒருமுறை வெளியாகும் தமிழ்ப் பத்தி — வாசகர்கள் தபால் மற்றும் WhatsApp மூலம் அனுப்பும் கேள்விகளுக்கு அதில் பதில் அளிக்கப்படுகிறது',
            'அரிசி, சிறுதானியங்கள், மாவட்டத்தில் விளையும் காய்கறிகளை அடிப்படையாகக் கொண்ட, படங்களுடன் கூடிய உணவு அட்டைகள்',
            'விவசாய உற்பத்தியாளர் அமைப்புகளிலும் கோயில் திருவிழா சுகாதார ஸ்டால்களிலும் உரைகள்\n- இருபது நிமிட உரைக்கான வரைவுத் திட்டம்\n- ஸ்லைடுகளுக்குப் பதிலாக ஃபிளிப் சார்ட்கள்\n- உரைக்குப் பிறகு இலவச பாதப் பரிசோதனை',
          ],
        },
        { type: 'h2', text: 'தாக்கம்' },
        {
          type: 'p',
          text: 'வாசகர்கள் இப்போது அவரது பத்தியின் செய்தித்தாள் நறுக்குகளுடன் அப்பாயின்ட்மென்டுக்கு வருவதாகவும், சிக்கல்கள் வந்த பிறகு அல்லாமல் முதல் பரிசோதனைக்கே அதிகமானோர் வருவதாகவும் Dr. Arul Prakash எங்களிடம் கூறினார். இரண்டு விவசாய உற்பத்தியாளர் அமைப்புகள் அவரது உரையை ஆண்டுதோறும் நடைபெறும் நிகழ்வாக்கியுள்ளன.',
        },
      ],
    },
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
      alt: 'Noyyal Knit Exports logo sheet: the primary logo, three colour versions, the clear-space rule and the colour palette',
      ta: { alt: 'Noyyal Knit Exports லோகோ ஷீட்: முதன்மை லோகோ, மூன்று வண்ண வகைகள், சுற்று இடைவெளி விதி, வண்ணத் தொகுப்பு' },
    },
    logo: { src: '/media/case-logos/cs-35', width: 640, height: 640, alt: 'Noyyal Knit Exports logo: waves above the name and the line “Exports · Tiruppur”', ta: { alt: 'Noyyal Knit Exports லோகோ: பெயருக்கு மேலே அலைகள்; கீழே “Exports · Tiruppur” என்ற வரி' } },
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
    ta: {
      title: 'திருப்பூர் பின்னலாடை ஏற்றுமதியாளருக்கான லோகோ வடிவமைப்பு',
      client: 'Noyyal Knit Exports, திருப்பூர்',
      summary:
        'திருப்பூர் வேர்களை விட்டுவிடாமல், ஐரோப்பிய வாங்குபவர்களின் நம்பிக்கையைப் பெறும் தோற்றம் தேவைப்பட்ட நடுத்தர அளவிலான பின்னலாடை உற்பத்தியாளர் ஒருவருக்கு, ஏற்றுமதிக்குத் தயாரான லோகோ.',
      content: [
        { type: 'h2', text: 'பிராண்ட் மேலோட்டம்' },
        {
          type: 'p',
          text: 'Noyyal Knit Exports, ஜெர்மனி மற்றும் நெதர்லாந்தில் உள்ள பிரைவேட் லேபிள் வாங்குபவர்களுக்காகப் பருத்தி டி-ஷர்ட்கள், போலோக்கள், குழந்தை ஆடைகளைத் தயாரிக்கிறது. ஜாப்-ஒர்க் யூனிட்டாகத் தொடங்கி 400 பேர் பணிபுரியும் தொழிற்சாலையாக வளர்ந்திருந்தாலும், அதன் லோகோ 2008-ல் ஒரு உள்ளூர் அச்சகத்தார் வரைந்த கிளிப்-ஆர்ட் ஊசியாகவே இருந்தது.',
        },
        { type: 'h2', text: 'வடிவமைப்பு அணுகுமுறை' },
        {
          type: 'p',
          text: 'தொழிற்சாலைக்கு வருவதற்கு வெகு முன்பே, வாங்குபவர்கள் இந்த லோகோவை காம்ப்ளையன்ஸ் ஆவணங்களிலும் அட்டைப்பெட்டி லேபிள்களிலும் வர்த்தகக் கண்காட்சி அரங்குகளிலும்தான் பார்க்கிறார்கள். எனவே சிறிய அளவுகளுக்கும் ஒற்றை வண்ண அச்சுக்கும் முன்னுரிமை கொடுத்து வடிவமைத்தோம். ஆரம்பகட்ட ஸ்கெட்ச்களில் நொய்யல் ஆறு, ஒன்றோடொன்று பின்னிய நிட் சுழல்கள், N என்ற எழுத்து ஆகியவற்றை ஆராய்ந்தோம்.\nஇறுதிச் சின்னம் ஒரே தொடர்ச்சியான சுழலை N ஆக வரைகிறது — பின்னல் தையலையும் ஒற்றைக் கோட்டுக் கோலத்தையும் அது ஒருசேர நினைவூட்டுகிறது.',
        },
        { type: 'h2', text: 'வண்ணத் தொகுப்பு' },
        {
          type: 'ul',
          items: [
            'முதன்மைச் சின்னத்துக்கு இண்டிகோ — பழுப்பு நிற கொருகேட்டட் அட்டைப்பெட்டிகளிலும் நம்பகமாக அச்சாகும் என்பதால் தேர்ந்தெடுக்கப்பட்டது',
            'முதன்மைப் பின்னணியாக காட்டன் வெள்ளை',
            'வர்த்தகக் கண்காட்சி கிராஃபிக்ஸிலும் இணையதளத்திலும் சிறு அழுத்தத்துக்குச் செண்டுமல்லி மஞ்சள்',
          ],
        },
        { type: 'h2', text: 'எழுத்துரு' },
        {
          type: 'p',
          text: 'எழுத்துகளின் உள்வெளிகள் தாராளமாகத் திறந்திருக்கும் ஒரு ஜியோமெட்ரிக் சான்ஸ்-செரிஃப் எழுத்துருவில் வேர்ட்மார்க் அமைக்கப்பட்டுள்ளது; எட்டு மில்லிமீட்டர் உயரமே உள்ள நெய்த கழுத்து லேபிள்களிலும் அது தெளிவாகப் படிக்கக்கூடியதாக இருக்கிறது.',
        },
        {
          type: 'blockquote',
          text: 'நாங்கள் சொல்வதற்கு முன்பே எங்கள் வாங்குபவர்கள் புதிய லோகோவைக் கவனித்துவிட்டார்கள். தாங்கள் வர்த்தகம் செய்யும் நிறுவனத்தைப் போலவே இப்போதுதான் நாங்கள் தோற்றமளிக்கிறோம் என்று அவர்களில் ஒருவர் சொன்னார்.',
          author: 'நிர்வாக இயக்குநர், Noyyal Knit Exports',
        },
      ],
    },
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
      alt: 'The Setu Yatra Tours campaign on phones: a story ad, a sponsored post in a feed and two ad cards',
      ta: { alt: 'கைபேசிகளில் Setu Yatra Tours பிரச்சாரம்: ஸ்டோரி விளம்பரம், ஃபீடில் ஒரு ஸ்பான்சர்டு பதிவு, இரண்டு விளம்பர கார்டுகள்' },
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
    ta: {
      title: 'ராமேஸ்வரம் யாத்திரை டூர் நிறுவனத்துக்கு மழைக்கால முன்பதிவுகள்',
      client: 'Setu Yatra Tours, ராமேஸ்வரம்',
      summary:
        'வழக்கமாக யாத்ரீகர் வருகை குறையும் மாதங்களிலும், கோயில் நகர டூர் நிறுவனம் ஒன்று தன் வேன்களை நிரப்ப உதவிய சர்ச் மற்றும் சமூக ஊடகப் பிரச்சாரம்.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'Setu Yatra Tours, ராமநாதசுவாமி கோயில், தனுஷ்கோடி, பாம்பன் பாலம் ஆகிய இடங்களுக்கு வழிகாட்டியுடன் கூடிய யாத்திரைகளை நடத்துகிறது; இதன் வாடிக்கையாளர்கள் பெரும்பாலும் கர்நாடகா, ஆந்திரப் பிரதேசம், மகாராஷ்டிராவைச் சேர்ந்த குடும்பங்கள். மகா சிவராத்திரி, ஆடி அமாவாசை காலங்களில் உச்சத்தைத் தொடும் முன்பதிவுகள், ஆண்டின் பெரும்பகுதியில் சரிந்துவிடும்.',
        },
        { type: 'h2', text: 'சவால்' },
        {
          type: 'p',
          text: 'அதிக கமிஷன் வசூலிக்கும், பெரும்பாலும் கடைசி நேரத்தில் முன்பதிவு செய்யும் பிற மாநில ஏஜென்ட்களையே நிறுவனம் நம்பியிருந்தது. Facebook பக்கம் இருந்தாலும், நேரடி விசாரணைகள் எங்கிருந்து வருகின்றன என்பதை அறிய வழியில்லை. அதன் புகைப்படங்களோ கூட்டம் நிரம்பிய திருவிழா நாட்களைக் காட்டியதால், அமைதியான பயணத்தை எதிர்பார்க்கும் குடும்பங்கள் தயங்கின.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'ul',
          items: [
            '“Rameswaram tour package from Bengaluru” போன்ற தேடல் சொற்றொடர்களுக்குக் கன்னடம், தெலுங்கு, இந்தி, ஆங்கிலத்தில் சர்ச் பிரச்சாரங்கள்',
            'வார நாட்களின் காலை நேரங்களில் படமாக்கப்பட்ட சிறு வீடியோ தொடர்: அமைதியான கோயில் பிரகாரங்கள், தனுஷ்கோடிக் கடல், அக்னி தீர்த்தத்தில் புனித நீராடல்',
            'ஒவ்வொரு புறப்படும் நகரத்துக்கும் தனி லேண்டிங் பக்கங்கள்\n- பேக்கேஜில் என்னென்ன அடங்கும், கட்டணம் எவ்வளவு என்பது தெளிவாக\n- WhatsApp விசாரணை பட்டன்\n- உடைக் கட்டுப்பாடு, தரிசன நேரங்கள் பற்றிய கேள்விகளுக்குப் பதில்கள்',
            'ஒவ்வொரு விசாரணையும் எந்த வழியில் வந்தது என்பதைப் பொருத்திக் காட்டும் வாராந்திர அறிக்கைகள்',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'நிறுவனத்தின் முன்பதிவுப் பதிவேடுகளின்படி, பிரச்சாரம் நடந்த மூன்று மாதங்களில் நேரடி விசாரணைகள் முந்தைய ஆண்டின் இதே காலத்தைவிட இரண்டு மடங்குக்கும் அதிகமாக இருந்தன; வெளி ஏஜென்ட்கள் வழியாக வந்த முன்பதிவுகள் குறைந்தன. முன்பு பாதி காலியாகச் சென்ற மழைக்காலப் பயணங்கள், வாடிக்கையாளர் கூற்றுப்படி, பெரும்பாலும் நிரம்பியிருந்தன.',
        },
      ],
    },
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
      alt: 'Aruvi Public School stationery: letterhead, envelope and business cards with the new logo',
      ta: { alt: 'Aruvi Public School ஸ்டேஷனரி: புதிய லோகோவுடன் லெட்டர்ஹெட், கவர், விசிட்டிங் கார்டுகள்' },
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
    ta: {
      title: 'நாகர்கோவிலில் வளர்ந்துவரும் பள்ளிக்குப் புதுப்பிக்கப்பட்ட அடையாளம்',
      client: 'Aruvi Public School, நாகர்கோவில்',
      summary:
        'இரண்டாவது வளாகத்தைத் திறக்கும் ஒரு CBSE பள்ளிக்கான ரீபிராண்டிங் — இலச்சினை, சீருடைகள், அடையாளப் பலகைகள், சேர்க்கைப் பொருட்கள் அனைத்தையும் ஒரே சீரான அடையாளத்தின் கீழ் கொண்டுவந்தது.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'Aruvi Public School, 2006-ல் வடசேரி அருகே ஒரு வாடகை வீட்டில் 80 மாணவர்களுடன் தொடங்கப்பட்டது. 2024-க்குள் 1,400 மாணவர்களுடன் வளர்ந்து, கன்னியாகுமரி சாலையில் மேல்நிலை வகுப்புகளுக்கான வளாகத்தைத் திறக்கத் தயாராகிக்கொண்டிருந்தது. பல ஆண்டுகளாக வெவ்வேறு ஆசிரியர்களும் அச்சகங்களும் இலச்சினையைத் தங்கள் விருப்பப்படி உருவாக்கியதால், எந்த இரண்டு ஆவணங்களும் ஒன்றுபோல இல்லை.',
        },
        { type: 'h2', text: 'சவால்கள்' },
        {
          type: 'ul',
          items: [
            'அருவியும் விளக்கும் கொண்ட பழைய இலச்சினையுடன் பெற்றோர்களும் முன்னாள் மாணவர்களும் உணர்வுபூர்வமாகப் பிணைந்திருந்தனர்',
            'எம்பிராய்டரி செய்த பிளேசர்கள், பள்ளிப் பேருந்துகளின் வண்ண வடிவமைப்பு, மொபைல் சேர்க்கைப் படிவம் என அனைத்திலும் அடையாளம் பொருந்த வேண்டியிருந்தது',
            'புதிய வளாகத்துக்குத் தனக்கென ஓர் அடையாள உணர்வு தேவை — ஆனால் அது தனிப் பள்ளியாகத் தோன்றக் கூடாது',
          ],
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'p',
          text: 'இலச்சினையை மாற்றுவதற்குப் பதிலாக, அதை மீண்டும் வரைந்தோம்: அருவி மூன்று ஓடும் கோடுகளாகவும், விளக்கு ஒற்றைச் சுடராகவும் மாறின; தமிழ் குறிக்கோள் வாசகம் புதிதாகக் கையால் எழுதப்பட்டது. மேல்நிலை வளாகத்துக்கான துணைச் சின்னம் அதே கோடுகளை ஒரு கேடயத்துக்குள் வைக்கிறது.\nபின்னர் லெட்டர்ஹெட்கள், ரிப்போர்ட் கார்டுகள், அறிவிப்புப் பலகைகள், சீருடைகள், ஆண்டு விழா நிகழ்ச்சி நிரல் ஆகியவற்றை உள்ளடக்கிய பிராண்ட் கையேட்டைப் பள்ளி அலுவலகத்துக்காக எழுதினோம்.',
        },
        { type: 'h2', text: 'முக்கியப் பாடங்கள்' },
        {
          type: 'ul',
          items: [
            'பழக்கமான சின்னங்களைத் தக்கவைத்ததால், எந்த மாற்றத்தையும் எதிர்த்த பெற்றோர்களும் ஏற்றுக்கொண்டனர்',
            'வடிவமைப்பாளர் அல்லாதவர்களுக்காக எழுதப்பட்ட பிராண்ட் கையேடு, அறிமுகம் முதல் பள்ளியின் அனைத்துப் பொருட்களையும் சீராக வைத்திருக்கிறது',
            'பேருந்து வண்ண வடிவமைப்பை முன்கூட்டியே திட்டமிட்டதால், பின்னர் மீண்டும் பெயின்ட் அடிக்கும் பெரும் செலவு தவிர்க்கப்பட்டது',
          ],
        },
        {
          type: 'blockquote',
          text: 'புதிய இலச்சினை எங்களுடையதாகவே இருக்கிறது — இன்னும் கூர்மையாக. புதிய பேட்ஜ்களை முதலில் கேட்டவர்கள் எங்கள் முன்னாள் மாணவர்கள்தான்.',
          author: 'தாளாளர், Aruvi Public School',
        },
      ],
    },
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
      alt: 'Sri Amaravathi Coach Builders pitch deck: the title slide “School buses built to AIS-052”, a growth chart and reasons to partner, with a tri-fold brochure',
      ta: { alt: 'Sri Amaravathi Coach Builders பிட்ச் டெக்: “School buses built to AIS-052” தலைப்பு ஸ்லைடு, வளர்ச்சி வரைபடம், கூட்டாண்மைக்கான காரணங்கள், மூன்று மடிப்பு பிரோஷர்' },
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
    ta: {
      title: 'கரூர் பஸ் பாடி கட்டுமான நிறுவனத்துக்குப் பள்ளி மற்றும் ஊழியர் பேருந்து ஒப்பந்தங்கள்',
      client: 'Sri Amaravathi Coach Builders, கரூர்',
      summary:
        'கரூரைச் சேர்ந்த பஸ் பாடி கட்டுமான நிறுவனம் ஒன்று, தனியார் பேருந்து நிறுவனங்களைத் தாண்டி பள்ளி, கல்லூரி, தொழிற்சாலை ஊழியர் பேருந்து ஒப்பந்தங்களைப் பெற உதவிய ஆய்வு, சேல்ஸ் கிட், வாடிக்கையாளர் அணுகல் திட்டம்.',
      content: [
        { type: 'h2', text: 'வாடிக்கையாளர் மேலோட்டம்' },
        {
          type: 'p',
          text: 'தனியார் பேருந்து நிறுவனங்கள் வழங்கும் சேஸிகளின் மீது பஸ் பாடிகளைக் கட்டித் தருகிறது Sri Amaravathi Coach Builders — தென்னிந்தியா முழுவதும் கரூருக்குப் பெயர் பெற்றுத் தந்த கோச் கட்டுமானத் தொழிலின் ஒரு பகுதி இது. ரூட் பர்மிட் சுழற்சிகளுக்கு ஏற்ப ஆர்டர்கள் அலை அலையாக வந்தன; இடைப்பட்ட காலத்தில் 120 பேர் பணிபுரியும் பட்டறை மாதக்கணக்கில் பாதி வேலையின்றிக் கிடக்கும்.',
        },
        { type: 'h2', text: 'நோக்கம்' },
        {
          type: 'p',
          text: 'சொந்தப் பேருந்துகளை இயக்கும் நிறுவனங்களிடமிருந்து — பள்ளிகள், பொறியியல் கல்லூரிகள், மருத்துவமனைகள், ஊழியர்களை அழைத்துச் செல்லும் ஜவுளி ஆலைகள் — இரண்டாவதாக ஒரு நிலையான வேலை வரத்தை உரிமையாளர்கள் விரும்பினர்.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வுகள்' },
        {
          type: 'ul',
          items: [
            'கொங்கு மண்டலம் மற்றும் காவிரி டெல்டாவில் உள்ள நிறுவனப் பேருந்துத் தொகுப்புகள் பற்றிய ஆய்வு — மூன்று ஆண்டுகளுக்குள் பேருந்துகளை மாற்ற வேண்டிய 110 நிறுவனங்கள் அடையாளம் காணப்பட்டன',
            'கட்டுமானத் தரத்தை விளக்கும் ப்ரோஷர், பள்ளிப் பேருந்து விதிகளுடன் ஒப்பிட்ட பாதுகாப்பு அம்சப் பட்டியல், முடிக்கப்பட்ட கோச்களின் புகைப்படங்கள் கொண்ட சேல்ஸ் கிட்',
            'செயல்விளக்கத் திட்டம்\n- வேகக் கட்டுப்பாட்டுக் கருவி, CCTV, அவசர வழிகள் பொருத்தப்பட்ட ஒரு மாதிரிப் பேருந்து\n- முன்அனுமதியுடன் வளாகங்களுக்கு நேரடி வருகை\n- போக்குவரத்து மேலாளர்களுக்கான கருத்துப் படிவங்கள்',
            'நிறுவனங்களுக்கான விற்பனை என்ற புதிய பொறுப்பை ஏற்ற நிறுவனரின் மகனுக்குப் பயிற்சி',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'இந்தப் பணிக்காலத்தில் பதினான்கு பள்ளி, கல்லூரிப் பேருந்துகளுக்கு உறுதியான ஆர்டர்கள் கிடைத்ததாக வாடிக்கையாளர் தெரிவித்தார்; திருப்பூரில் உள்ள ஒரு நூற்பாலை தனது ஊழியர் பேருந்துகளுக்கு விலைப்புள்ளி கேட்டுள்ளது. உரிமையாளர்களின் கூற்றுப்படி, வழக்கமாக வேலை குறைவாக இருக்கும் பருவத்திலும் இந்த நிறுவன ஆர்டர்கள் பட்டறையைச் சுறுசுறுப்பாக வைத்திருந்தன.',
        },
      ],
    },
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
      alt: 'Three Nachiar Brass Lamps campaign posters framed on a wall: “Light for every festival”, “Kuthu Vilakku” and “Annam Lamp”',
      ta: { alt: 'சுவரில் சட்டமிட்ட மூன்று Nachiar Brass Lamps பிரச்சார போஸ்டர்கள்: “Light for every festival”, “Kuthu Vilakku”, “Annam Lamp”' },
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
    ta: {
      title: 'பித்தளை விளக்குப் பட்டறைக்குப் பண்டிகைக் கேட்டலாக்கும் பிரச்சார கிரியேட்டிவ்களும்',
      client: 'Nachiar Brass Lamps, கும்பகோணம்',
      summary:
        'பாரம்பரிய விளக்குகளும் பூஜைப் பாத்திரங்களும் செய்யும், கும்பகோணம் அருகிலுள்ள ஒரு குடும்பப் பட்டறைக்கு அச்சிடப்பட்ட கேட்டலாக், புகைப்பட இயக்கம், பண்டிகைக்கால சமூக ஊடக கிரியேட்டிவ்கள்.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'Nachiar Brass Lamps, கும்பகோணம் அருகே நாச்சியார்கோவிலில் பன்னிரண்டு கைவினைஞர்களைக் கொண்ட ஒரு பட்டறை; கையால் வார்க்கப்படும் குத்துவிளக்குகளுக்கும் அன்ன விளக்குகளுக்கும் பெயர் பெற்றது. அதன் விற்பனை பெரும்பாலும் கோயில் சப்ளையர்கள் மூலமும், நவக்கிரகக் கோயில்களுக்குச் செல்லும் வழியில் நின்று வாங்கும் பயணிகள் மூலமுமே நடந்தது.',
        },
        { type: 'h2', text: 'சவால்' },
        {
          type: 'p',
          text: 'நவராத்திரி, கார்த்திகை தீபத்துக்குத் தயாராகும் குடும்பங்களுக்கு நேரடியாக விற்க உரிமையாளர் விரும்பினார்; ஆனால் அவரிடம் இருந்தது, பொருட்கள் இறைந்து கிடக்கும் வேலை மேஜையில் போனில் எடுத்த புகைப்படங்கள் மட்டுமே. ஒரு விளக்கின் அளவையோ மெருகையோ வாங்குபவர்களால் மதிப்பிட முடியவில்லை; மிகச் சிறந்த படைப்புகள்கூட, இயந்திரத்தில் அழுத்தி உருவாக்கப்படும் மலிவான விளக்குகளைப் போலவே தோன்றின.',
        },
        { type: 'h2', text: 'வடிவமைப்பு அணுகுமுறை' },
        {
          type: 'ul',
          items: [
            'கையால் மெருகேற்றப்பட்ட உலோகப் பரப்பின் நுணுக்கம் தெரியும்படி, இருண்ட பின்னணியும் ஒற்றை இதமான ஒளியும் கொண்ட புகைப்பட இயக்கம்',
            'ஒவ்வொரு விளக்கையும் ஒரு கை, சாதாரண மண் அகல் விளக்கு ஆகியவற்றின் அருகில் வைத்துக் காட்டும் அளவு வழிகாட்டி',
            'தயாரிப்புக் குறியீட்டின்படி அல்லாமல், பயன்படும் நிகழ்வுகளின்படி வகைப்படுத்தப்பட்ட 36 பக்கக் கேட்டலாக்',
            'கொலு ஏற்பாடுகள் முதல் கார்த்திகை வரை, பண்டிகை நாட்காட்டிக்கு ஏற்ப வெளியிடப்பட்ட இருபது சமூக ஊடக கிரியேட்டிவ்கள்',
          ],
        },
        {
          type: 'p',
          text: 'கேட்டலாக் அட்டையில் பித்தளை நிற ஃபாயிலில் அழுத்தப்பட்ட கோலம் இடம்பெறுகிறது; ஒவ்வொரு பகுதியும், அந்த விளக்கு எப்படி வார்க்கப்பட்டு மெருகேற்றப்படுகிறது என்பது பற்றிக் கைவினைஞர்கள் எழுதிய சிறு குறிப்புடன் தொடங்குகிறது. ஒவ்வொரு பக்கத்திலும் விலையும் எடையும் ஒரே பெட்டியில் இருப்பதால், வாடிக்கையாளர்கள் விளக்குகளை எளிதாக ஒப்பிடலாம்.',
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'இதுவரை பதிவானதிலேயே அதிகபட்ச கார்த்திகை தீப ஆர்டர்கள் இந்த முறை கிடைத்ததாகப் பட்டறை எங்களிடம் தெரிவித்தது; அவற்றில் பெரும் பங்கு, கேட்டலாக்கை ஆன்லைனில் கண்டறிந்த தஞ்சாவூர் மாவட்டத்துக்கு வெளியே உள்ள வாடிக்கையாளர்களிடமிருந்து வந்தது.',
        },
      ],
    },
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
      alt: 'The Periya Veedu Heritage Stay website on a laptop and a phone: the home page headline reads “Sleep in a Chettinad mansion”',
      ta: { alt: 'லேப்டாப்பிலும் கைபேசியிலும் Periya Veedu Heritage Stay இணையதளம்: முகப்புப் பக்கத் தலைப்பு “Sleep in a Chettinad mansion”' },
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
    ta: {
      title: 'செட்டிநாட்டுப் பாரம்பரிய மாளிகைக்குக் கதை சொல்லும் முன்பதிவு இணையதளம்',
      client: 'Periya Veedu Heritage Stay, கானாடுகாத்தான்',
      summary:
        'ஏறக்குறைய முழுவதுமாக ஆன்லைன் டிராவல் ஏஜென்சிகளையே நம்பியிருந்த, புதுப்பிக்கப்பட்ட செட்டிநாட்டு மாளிகை ஒன்றுக்கு, நேரடி முன்பதிவு வசதியுடன் கூடிய கதை சொல்லும் இணையதளம்.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'Periya Veedu, கானாடுகாத்தானில் உள்ள 110 ஆண்டு பழமையான மாளிகை. திறந்த முற்றங்கள், பர்மா தேக்குத் தூண்கள், பாரம்பரிய செட்டிநாட்டு உணவு பரிமாறும் சமையலறை ஆகியவற்றுடன், ஒன்பது அறைகள் கொண்ட பாரம்பரியத் தங்குமிடமாக இது புதுப்பிக்கப்பட்டுள்ளது. விருந்தினர்களுக்கு இந்த இடம் மிகவும் பிடித்தது; ஆனால் பெரும்பாலானோர் இதைப் புக்கிங் தளங்கள் வழியாகவே கண்டறிந்தனர் — அங்கே இது மற்றுமொரு அறையாகவே தெரிந்தது, பெரும்பாலான விருந்தினர்கள் ஒரே ஓர் இரவு மட்டுமே தங்கினர்.\nஅதன் பழைய இணையதளம், ஒரு தொலைபேசி எண்ணும் மங்கலான புகைப்படங்களின் கேலரியும் கொண்ட ஒற்றைப் பக்கம் மட்டுமே. நேரடியாக முன்பதிவு செய்ய விரும்பிய விருந்தினர்கள் மின்னஞ்சல் அனுப்பிவிட்டுப் பதிலுக்காகக் காத்திருக்க வேண்டியிருந்தது.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        { type: 'h3', text: 'கதைசொல்லல்' },
        {
          type: 'p',
          text: 'இணையதளத்தை அந்த வீட்டையே மையமாக வைத்து அமைத்தோம்: அதைக் கட்டிய குடும்பம், அதைப் புதுப்பித்த கைவினைஞர்கள், அதன் உணவுக்கூடத்தில் பரிமாறப்படும் உணவு. ஒவ்வொரு அறைப் பக்கமும் அந்த அறையின் வரலாற்றோடு, விருந்தினர்களுக்குத் தேவையான நடைமுறை விவரங்களையும் சேர்த்துத் தருகிறது.',
        },
        { type: 'h3', text: 'முன்பதிவும் செயல்திறனும்' },
        {
          type: 'ul',
          items: [
            'இரட்டை முன்பதிவுகளைத் தடுக்க, தங்குமிடத்தின் சேனல் மேனேஜருடன் ஒத்திசைக்கப்பட்ட நேரடி முன்பதிவு அமைப்பு',
            'இணையதளத்தில் முன்பதிவு செய்யும் விருந்தினர்களுக்குச் சிறந்த கட்டண உத்தரவாதமும் வரவேற்பு இரவு விருந்தும்',
            'பல விருந்தினர்கள் மதுரை அல்லது திருச்சிராப்பள்ளியிலிருந்து காரில் வரும் வழியிலேயே இணையதளத்தைப் பார்ப்பதால், கிராமப்புற மொபைல் நெட்வொர்க்குகளுக்கு ஏற்ப மேம்படுத்தப்பட்ட படங்கள்',
          ],
        },
        { type: 'h2', text: 'முடிவு' },
        {
          type: 'p',
          text: 'ஆறு மாதங்களுக்குள் ஏறக்குறைய நான்கில் ஒரு பங்கு முன்பதிவுகள் இணையதளம் வழியாக வந்ததாக உரிமையாளர்கள் தெரிவித்தனர். நேரடியாக முன்பதிவு செய்த விருந்தினர்கள் பொதுவாக அதிக நாட்கள் தங்கினர்; இணையதளம் இப்போது விவரிக்கும் சமையல் வகுப்பையும் கிராம நடையையும் அவர்கள் பெரும்பாலும் சேர்த்துக்கொண்டனர்.',
        },
      ],
    },
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
      alt: 'The KIT Techfest stage backdrop, with a roll-up standee on each side and a delegate badge',
      ta: { alt: 'KIT Techfest மேடைப் பின்னணி; இருபுறமும் ரோல்-அப் ஸ்டாண்டீகள், ஒரு பங்கேற்பாளர் அட்டை' },
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
    ta: {
      title: 'திருச்சிராப்பள்ளி பொறியியல் கல்லூரியின் தொழில்நுட்ப சிம்போசியத்துக்கு பிராண்டிங்',
      client: 'Kaveri Institute of Technology, திருச்சிராப்பள்ளி',
      summary:
        '40 நிகழ்வுகளும் 150-க்கும் மேற்பட்ட கல்லூரிகளிலிருந்து பங்கேற்பாளர்களும் கொண்ட இரண்டு நாள் மாணவர் சிம்போசியத்துக்கு, மீண்டும் பயன்படுத்தக்கூடிய அடையாளம், பதிவுப் பிரச்சாரம், நிகழ்விட வடிவமைப்பு அமைப்பு.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'ஒவ்வொரு பிப்ரவரியிலும் Kaveri Institute of Technology மாணவர் சங்கம் Nirmaan என்ற சிம்போசியத்தை நடத்துகிறது — கோடிங் போட்டிகள், ரோபாட்டிக்ஸ் சவால்கள், ஆய்வுக் கட்டுரை சமர்ப்பிப்புகள், கலை இரவு என நிறைந்த நிகழ்வு இது. ஒவ்வொரு ஏற்பாட்டுக் குழுவும் தன் சொந்த போஸ்டரை வடிவமைத்ததால், இந்த நிகழ்வுக்கு நிலையான ஓர் அடையாளம் உருவாகவே இல்லை.\nஇந்த ஆண்டுக் குழு மூன்று விஷயங்களை விரும்பியது: அடுத்து வரும் பேட்ச்களும் பயன்படுத்தக்கூடிய ஓர் அடையாளம், இந்தப் பகுதிக்கு வெளியே உள்ள கல்லூரிகளிலிருந்து கூடுதல் பதிவுகள், ஸ்பான்சர்களுக்கு முறையாக வடிவமைக்கப்பட்ட இடங்கள்.',
        },
        { type: 'h2', text: 'வடிவமைப்பு அணுகுமுறை' },
        {
          type: 'p',
          text: 'திருச்சிராப்பள்ளிக்கு வரும் ஒவ்வொருவரும் அறிந்த மலைக்கோட்டையின் நிழல் உருவத்தைத் தன் உச்சங்களில் வரையும் ஒரு சிக்னல் அலைவடிவத்தின் மீது அடையாளத்தை உருவாக்கினோம். ஒவ்வொரு நிகழ்வுப் பிரிவுக்கும் தனி நிறம் வழங்கி, அதை போஸ்டர்கள், விதிமுறைக் கையேடுகள், மேடைப் பின்னணிகள், பங்கேற்பாளர் பேட்ஜ்கள் என எங்கும் தொடரச் செய்தோம்.\nமாணவத் தன்னார்வலர்களுக்கு டெம்ப்ளேட்களைப் பயன்படுத்தப் பயிற்சி அளித்தோம்; இதனால் பரபரப்பான கடைசி வாரத்தில் தாமதமாகச் சேர்க்கப்பட்ட ஒவ்வொன்றும் பிராண்டுக்கு ஏற்றதாகவே இருந்தது.',
        },
        { type: 'h2', text: 'பயன்பாடுகள்' },
        {
          type: 'ul',
          items: [
            'பதிவுக்கான பேனர்களும் Instagram கவுன்ட்டவுன் தொடரும்',
            'நிகழ்வு விதிமுறைக் கையேடுகளும் பங்கேற்புச் சான்றிதழ்களும்',
            'நிகழ்விட வழிகாட்டல்\n- ஒவ்வொரு நிகழ்வு அரங்குக்கும் வண்ணக் குறியிட்ட அம்புக்குறிகள்\n- பிரதான வாயிலில் அச்சிடப்பட்ட QR வரைபடங்கள்',
            'மேடைப் பின்னணிகள், தன்னார்வலர் டி-ஷர்ட்கள், ஸ்பான்சர் சுவர்கள்',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'இதுவரை இல்லாத அளவு அதிகமான பதிவுகள் கிடைத்ததாகக் கல்லூரி தெரிவித்தது; கேரளா, கர்நாடகா, ஆந்திரப் பிரதேசத்திலிருந்தும் அணிகள் பங்கேற்றன. தங்களுக்குக் கிடைத்த விளம்பரத் தெரிவுநிலையின் தரத்தைக் காரணமாகக் குறிப்பிட்டு, இரண்டு ஸ்பான்சர்கள் அடுத்த ஆண்டுக்கும் தங்கள் ஆதரவைப் புதுப்பித்தனர்.',
        },
      ],
    },
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
      alt: 'Glenmist Estate Teas packs on a shop shelf: Frost Tea, Green Tips, Estate Black',
      ta: { alt: 'கடை அலமாரியில் Glenmist Estate Teas பேக்குகள்: Frost Tea, Green Tips, Estate Black' },
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
    ta: {
      title: 'சிறிய அளவில் தேயிலை தயாரிக்கும் நீலகிரித் தோட்டத்துக்கு ரீடெயில் பேக்கேஜிங்',
      client: 'Glenmist Estate Teas, ஊட்டி',
      summary:
        'தன் சொந்த ஆர்த்தடாக்ஸ் தேயிலைகளை முதன்முறையாக வருகையாளர்களுக்கும் ஆன்லைன் வாடிக்கையாளர்களுக்கும் நேரடியாக விற்கத் தொடங்கிய, ஊட்டி அருகிலுள்ள ஒரு குடும்பத் தேயிலைத் தோட்டத்துக்கு டீ டப்பாக்கள், பவுச்கள், டேஸ்டிங் பாக்ஸ்.',
      content: [
        { type: 'h2', text: 'பிராண்ட் மேலோட்டம்' },
        {
          type: 'p',
          text: 'Glenmist, ஊட்டிக்கும் லவ்டேலுக்கும் இடைப்பட்ட மலைச்சரிவுகளில் உள்ள 60 ஏக்கர் தேயிலைத் தோட்டம்; இதுவரை தன் தேயிலையை குன்னூர் ஏலம் மூலமாகவே விற்று வந்தது. 2023-ல் குடும்பத்தினர் சாலையோரம் ஒரு சிறிய டேஸ்டிங் அறையைத் திறந்து, தங்கள் சொந்த ஆர்த்தடாக்ஸ் பிளாக், கிரீன், ஃப்ராஸ்ட் தேயிலைகளைப் பாக்கெட்டுகளாக விற்கத் தொடங்கினர்.',
        },
        { type: 'h2', text: 'சவால்கள்' },
        {
          type: 'ul',
          items: [
            'நகரின் ஒவ்வொரு நினைவுப்பொருள் கடையிலும் விற்கப்படும் மலிவான கலவைகளுடன் தோட்டத்தின் பேக்குகளை வருகையாளர்கள் ஒப்பிட்டனர்',
            'பேக்கைத் திறந்ததும், ஈரமான மலைக்காற்றில் முழு இலைத் தேயிலைகள் விரைவாக மணத்தை இழந்துவிடும்',
            'இலைகள் நொறுங்காமலும் டின்கள் நசுங்காமலும், தொலைதூர நகரங்களில் உள்ள ஆன்லைன் வாடிக்கையாளர்களை இந்த வரிசை சென்றடைய வேண்டியிருந்தது',
          ],
        },
        { type: 'h2', text: 'பேக்கேஜிங் சிறப்பம்சங்கள்' },
        {
          type: 'ul',
          items: [
            'அன்றாடத் தேயிலைகளுக்கு, ஒருவழி வால்வுடன் கூடிய, மீண்டும் மூடக்கூடிய ஃபாயில் லைனிங் பவுச்கள்',
            'ஃப்ராஸ்ட், ஃபர்ஸ்ட்-ஃப்ளஷ் தேயிலைகளுக்கு டின் டப்பாக்கள் — இலை பறிக்கப்பட்ட மாதமும் மலைச்சரிவும் ஒவ்வொன்றிலும் அச்சிடப்பட்டுள்ளன',
            'டேஸ்டிங் பாக்ஸ்\n- நான்கு 25 g மாதிரிகள்\n- நீரின் வெப்பநிலையும் ஊறவைக்கும் நேரமும் கொண்ட தேநீர் தயாரிப்பு அட்டை\n- தோட்டம் பற்றிய குறும்படத்துக்கான QR குறியீடு',
            'தோட்டத்தின் நிழல் மரங்கள், மூடுபனி படர்ந்த மலை முகடுகள், தேயிலை பறிப்பவர்களின் கூடைகள் ஆகியவற்றின் நுண்ணிய கோட்டுச் சித்திரங்கள்',
          ],
        },
        {
          type: 'p',
          text: 'அடர் பச்சை, பனிமூட்டச் சாம்பல், செம்பு நிற அழுத்தம் கொண்ட வண்ணத் தொகுப்பு, அதிகாலை ஒளியில் மலைகளைப் பிரதிபலிக்கிறது. ஒவ்வொரு தேயிலையிலும் அது தரும் தேநீரின் நிறத்திலேயே ஒரு வண்ணப் பட்டை இருப்பதால், கிரீன் டீயையும் பிளாக் டீயையும் வாங்குபவர்கள் ஒரே பார்வையில் வேறுபடுத்தலாம்.',
        },
        { type: 'h2', text: 'தாக்கம்' },
        {
          type: 'p',
          text: 'முதல் கோடைக்காலத்திலேயே டேஸ்டிங் பாக்ஸ் தங்களின் அதிகம் விற்பனையான பொருளானதாகவும், அதில் தொடங்கிய பல ஆன்லைன் வாடிக்கையாளர்கள் முழு அளவு டப்பாக்களுக்காகத் திரும்ப வந்ததாகவும் குடும்பத்தினர் தெரிவித்தனர்.',
        },
      ],
    },
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
      alt: 'Kinetic Care Physiotherapy logo sheet: the primary logo, three colour versions, the clear-space rule and the colour palette',
      ta: { alt: 'Kinetic Care Physiotherapy லோகோ ஷீட்: முதன்மை லோகோ, மூன்று வண்ண வகைகள், சுற்று இடைவெளி விதி, வண்ணத் தொகுப்பு' },
    },
    logo: { src: '/media/case-logos/cs-43', width: 640, height: 640, alt: 'Kinetic Care Physiotherapy logo: a spiral above the name, with the Tamil name கைனெடிக் கேர் and the line “Physiotherapy · Dindigul”', ta: { alt: 'Kinetic Care Physiotherapy லோகோ: பெயருக்கு மேலே சுருள்; தமிழ்ப் பெயர் கைனெடிக் கேர்; கீழே “Physiotherapy · Dindigul” என்ற வரி' } },
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
    ta: {
      title: 'திண்டுக்கல் பிசியோதெரபி மையத்துக்குத் தன்னம்பிக்கை மிளிரும் புதிய லோகோ',
      client: 'Kinetic Care Physiotherapy, திண்டுக்கல்',
      summary:
        'வயதான நோயாளிகளுக்கும் இளம் விளையாட்டு வீரர்களுக்கும் ஒரே அளவில் நவீனமாகவும் இணக்கமாகவும் தோன்ற விரும்பிய பிசியோதெரபி மையத்துக்கு, இயக்கத்தை மையமாகக் கொண்ட லோகோவும் தொடக்க நிலை பிராண்ட் அடையாளமும்.',
      content: [
        { type: 'h2', text: 'வாடிக்கையாளர் மேலோட்டம்' },
        {
          type: 'p',
          text: 'Kinetic Care, திண்டுக்கல் பேருந்து நிலையம் அருகே உள்ள பிசியோதெரபி மற்றும் மறுவாழ்வு மையம்; அறுவை சிகிச்சைக்குப் பிந்தைய மறுவாழ்வு, முதுகு மற்றும் கழுத்து சிகிச்சை, விளையாட்டு பிசியோதெரபி ஆகியவற்றை வழங்குகிறது. சென்னையில் பயிற்சி பெற்ற பிசியோதெரபிஸ்டான அதன் நிறுவனர், பெரிய இடத்துக்கு மாறவிருந்ததால் அதற்கேற்ற அடையாளத்தை விரும்பினார்.',
        },
        { type: 'h2', text: 'வடிவமைப்பு அணுகுமுறை' },
        {
          type: 'p',
          text: 'நோயாளிகள் தங்கள் ரிவ்யூக்களில் பயன்படுத்திய சொற்களைப் பட்டியலிடுவதிலிருந்து தொடங்கினோம்: பொறுமை, ஊக்கம், நுணுக்கம். அதிலிருந்து உருவான சின்னம், இரண்டு வளைந்த கோடுகளால் ஆன, அடியெடுத்து நடக்கும் ஓர் உருவத்தைக் காட்டுகிறது — குணமடைதலை முன்னோக்கிய இயக்கமாக முன்வைக்கிறது. பெயர்ப் பலகை, மருந்துச்சீட்டுப் பேட், WhatsApp ப்ரொஃபைல் படம் ஆகியவற்றுக்கான வடிவங்களை ஆரம்பத்திலேயே சோதித்தோம்; ஏனெனில் அந்தச் சிறிய வட்டத்தில்தான் பல நோயாளிகள் லோகோவை முதலில் பார்க்கிறார்கள்.',
        },
        { type: 'h2', text: 'வண்ணத் தொகுப்பு' },
        {
          type: 'ul',
          items: [
            'முதன்மை நிறமாக டீல்: குளிர்ச்சியாகத் தோன்றாமல், அமைதியையும் மருத்துவத் தொழில்முறையையும் வெளிப்படுத்துகிறது',
            'அப்பாயின்ட்மென்ட் கார்டுகளுக்கும் செயலுக்கு அழைக்கும் பகுதிகளுக்கும் இதமான கோரல் நிறம்',
            'உரைப் பகுதிக்கும் துணை கிராஃபிக்ஸுக்கும் ஸ்லேட் சாம்பல்',
          ],
        },
        { type: 'h2', text: 'எழுத்துரு' },
        {
          type: 'p',
          text: 'தமிழிலும் ஆங்கிலத்திலும் வட்டமான சான்ஸ்-செரிஃப் எழுத்துரு வேர்ட்மார்க்கை நட்பாகக் காட்டுகிறது; பிரதான சாலையை நோக்கியுள்ள வெளிப்புறப் பலகைக்காக எழுத்துகளுக்கு இடையே தாராளமான இடைவெளி விடப்பட்டுள்ளது.',
        },
        {
          type: 'blockquote',
          text: 'புதிய பலகையைப் பேருந்திலிருந்தே எளிதாகப் பார்க்க முடிகிறது என்று வயதான நோயாளிகள் சொல்கிறார்கள். இளம் கிரிக்கெட் வீரர்களுக்கோ அது ஸ்போர்ட்டியாகத் தெரிவதே பிடித்திருக்கிறது.',
          author: 'நிறுவனர், Kinetic Care Physiotherapy',
        },
      ],
    },
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
      alt: 'The Swaralaya Music School campaign on phones: a story ad, a sponsored post in a feed and two ad cards',
      ta: { alt: 'கைபேசிகளில் Swaralaya Music School பிரச்சாரம்: ஸ்டோரி விளம்பரம், ஃபீடில் ஒரு ஸ்பான்சர்டு பதிவு, இரண்டு விளம்பர கார்டுகள்' },
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
    ta: {
      title: 'ஸ்ரீரங்கம் இசைப் பள்ளிக்கான ஆன்லைன் சேர்க்கைப் பிரச்சாரம்',
      client: 'Swaralaya Music School, திருச்சிராப்பள்ளி',
      summary:
        'வளைகுடா நாடுகள், சிங்கப்பூர், அமெரிக்காவிலிருந்து கர்நாடக வாய்ப்பாட்டு, வீணை மாணவர்களை ஸ்ரீரங்கம் இசைப் பள்ளி ஒன்றின் நேரலை ஆன்லைன் வகுப்புகளுக்குக் கொண்டுவந்த பிரச்சாரம்.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'Swaralaya முப்பது ஆண்டுகளாக ஸ்ரீரங்கத்தில் கர்நாடக வாய்ப்பாட்டு, வீணை, வயலின் கற்பித்து வருகிறது. பெருந்தொற்றுக் காலத்தில் சில வகுப்புகள் ஆன்லைனுக்கு மாறியதிலிருந்து, வேறு நேர மண்டலங்களில் உள்ள குடும்பங்களுக்கு ஏற்ற அதிகாலை, இரவு நேர பேட்ச்களில் ஆசிரியர்களிடம் காலி இடங்கள் இருந்தன; ஆனாலும் கிட்டத்தட்ட எல்லாப் புதிய மாணவர்களும் சுற்றுவட்டாரத் தெருக்களிலிருந்தே வந்தனர்.\nமாணவர்களின் கச்சேரிப் பதிவுகள் கொண்ட YouTube சேனல் பள்ளிக்கு இருந்தது; ஆனால் வெளிநாட்டில் வாழும் ஒரு பெற்றோர் தன் பிள்ளையை எளிதாகச் சேர்க்க வழி இல்லை.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'ul',
          items: [
            'குடும்பத்தின் சொந்த நேர மண்டலத்திலேயே ஆன்லைனில் முன்பதிவு செய்யக்கூடிய இலவச டிரையல் வகுப்பு',
            'ஒரு வர்ணத்தையோ எளிய கிருதியையோ ஆசிரியர்கள் பாடி அல்லது வாசித்துக் காட்டும் சிறு வீடியோக்கள் — டிஸ்கிரிப்ஷனில் ஸ்வரக் குறிப்புக்கான லிங்குடன்',
            'புதிய பருவம் தொடங்குவதற்கு முந்தைய வாரங்களில், வளைகுடா நாடுகள், சிங்கப்பூர், அமெரிக்காவில் வாழும் தமிழ், தெலுங்குக் குடும்பங்களை இலக்காகக் கொண்ட விளம்பரங்கள்',
            'பெற்றோர்களுக்கான உள்ளடக்கம்\n- முதல் ஆண்டில் குழந்தை என்ன கற்றுக்கொள்ளும்\n- போன் அல்லது டேப்லெட்டில் வகுப்புகள் எப்படி நடக்கும்\n- உள்ளூர் நாணயங்களில் கட்டண விவரம்',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'பிரச்சாரக் காலத்தில் 400-க்கும் மேற்பட்ட டிரையல் வகுப்பு முன்பதிவுகள் வந்ததாகவும், வளைகுடா மாணவர்களுக்காக இரண்டு கூடுதல் மாலை பேட்ச்களைத் தொடங்கும் அளவுக்குப் புதிய சேர்க்கைகள் கிடைத்ததாகவும் பள்ளி தெரிவித்தது.',
        },
        { type: 'h2', text: 'முக்கியப் பாடங்கள்' },
        {
          type: 'ul',
          items: [
            'எந்தத் தள்ளுபடியையும்விட, இலவசமான, தனிப்பட்ட டிரையல் வகுப்பே பெற்றோர்களை அதிகம் நம்பவைத்தது',
            'பிற நேர மண்டலங்களுக்கு ஏற்ற பேட்ச் நேரங்கள், நாங்கள் எதிர்பார்த்ததைவிட வலுவான ஈர்ப்பாக அமைந்தன',
            'ஆசிரியர்கள் கற்பிப்பதை நேரடியாகக் காட்டிய சிறு வீடியோக்கள் நம்பிக்கையை உருவாக்கின',
          ],
        },
      ],
    },
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
      alt: 'Thooya Kodai stationery: letterhead, envelope and business cards with the new logo',
      ta: { alt: 'Thooya Kodai ஸ்டேஷனரி: புதிய லோகோவுடன் லெட்டர்ஹெட், கவர், விசிட்டிங் கார்டுகள்' },
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
    ta: {
      title: 'கொடைக்கானலில் ஏரிப் பாதுகாப்பு இயக்கத்துக்கு பிராண்டிங்',
      client: 'கொடைக்கானல் நகராட்சி',
      summary:
        'கொடைக்கானல் ஏரியைத் தூய்மையாக வைத்திருக்கும் குடிமை இயக்கத்துக்கான அடையாளமும் பொதுத் தகவல்தொடர்புக் கருவித்தொகுப்பும் — குடியிருப்பாளர்கள், வியாபாரிகள், சுற்றுலாப் பயணிகள் என அனைவரிடமும் சமமாகப் பேசும்படி எழுதப்பட்டவை.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'கொடைக்கானல் ஏரி இந்த மலை நகரின் இதயம்; பிளாஸ்டிக் கழிவும் வடிந்து வரும் கழிவுநீரும் மிகத் தெளிவாகத் தெரிவதும் அங்கேதான். படகு இயக்குநர்கள், ஹோட்டல்கள், பள்ளிகள், தெருவோர வியாபாரிகளை ஒன்றிணைத்து, நகராட்சி Thooya Kodai என்ற ஓராண்டுப் பாதுகாப்பு இயக்கத்தைத் தொடங்கியது; மக்கள் எளிதில் அடையாளம் காணும் ஒரு முகத்தை அதற்குத் தருமாறு எங்களைக் கேட்டுக்கொண்டது.',
        },
        { type: 'h2', text: 'சவால்கள்' },
        {
          type: 'ul',
          items: [
            'ஒருநாள் சுற்றுலா வருபவர்களையும், இதற்கு முன் பல பிரச்சாரங்கள் வந்து போனதைப் பார்த்த குடியிருப்பாளர்களையும் செய்திகள் சென்றடைய வேண்டியிருந்தது',
            'ஈரமான, பனிமூட்டமான காலநிலையில் அறிவிப்புப் பலகைகள் விரைவாக நிறம் மங்கி உரிந்துவிடுகின்றன',
            'ஒவ்வொரு பொருளுக்கும் பல துறைகளின் ஒப்புதல் தேவைப்பட்டது; உள்ளூர் வெண்டர்களே அச்சிடக்கூடியதாகவும் இருக்க வேண்டியிருந்தது',
          ],
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'p',
          text: 'ஏரியின் ஒற்றை வெளிக்கோட்டு வடிவமே இந்த அடையாளத்தின் அடிப்படை — நடுவில் ஒரு நீர்த்துளியுடன், உடையாத ஒரே கோடாக வரையப்பட்டது. ‘தூய்மையான கொடை’ என்று பொருள்படும் Thooya Kodai என்ற பெயர், தடித்த தமிழ் எழுத்துகளில், கீழே ஓர் ஆங்கில வரியுடன் அமைக்கப்பட்டுள்ளது.\nசின்னத்துடன், ஒரு சுருக்கமான தொனி வழிகாட்டியையும் எழுதினோம்; இதனால் அதிகாரிகள் தங்கள் அறிவிப்புகளை மக்களைக் கடிந்துகொள்ளாமல் ஊக்கப்படுத்தும் வகையில் எழுத முடிந்தது.',
        },
        {
          type: 'ul',
          items: [
            'வானிலையைத் தாங்கும் அறிவிப்புப் பலகைகள்\n- அலுமினியம் காம்போசிட் பேனல்கள்\n- UV கதிர்களால் மங்காத மைகள்\n- தமிழ் படிக்கத் தெரியாத பயணிகளுக்குப் பெரிய ஐகான்கள்',
            'பள்ளிகளுக்கு உறுதிமொழிப் பலகைகள், படகு இல்லக் கவுன்ட்டர்களுக்கு ஸ்டிக்கர்கள்',
            'ஒருமுறை பயன்படுத்தும் பிளாஸ்டிக்கைக் கைவிட்ட கடைகளுக்கு பேட்ஜ்கள்',
            'சமூக ஊடக டெம்ப்ளேட்களும், வார இறுதி தூய்மைப் பணித் தன்னார்வலர்களுக்கான டி-ஷர்ட், தொப்பி கிட்டும்',
          ],
        },
        { type: 'h2', text: 'தாக்கம்' },
        {
          type: 'p',
          text: 'வார இறுதி தூய்மைப் பணிகளில் மக்கள் பெருமளவில் பங்கேற்றதாகவும், எதிர்பார்த்ததைவிட அதிகமான ஏரிக்கரை வியாபாரிகள் பேட்ஜ் திட்டத்தில் இணைந்ததாகவும் நகராட்சி அதிகாரிகள் தெரிவித்தனர். இயக்கத்தின் இரண்டாம் ஆண்டிலும் இந்த அடையாளம் தொடர்ந்து பயன்பாட்டில் உள்ளது.',
        },
      ],
    },
  },
];
