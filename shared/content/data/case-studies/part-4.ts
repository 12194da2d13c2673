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
      alt: 'Meera Venkatesan’s personal brand: a profile on a phone, an about page in a browser and business cards',
      ta: { alt: 'Meera Venkatesan தனிநபர் பிராண்ட்: கைபேசியில் சுயவிவரம், உலாவியில் ‘About’ பக்கம், விசிட்டிங் கார்டுகள்' },
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
    ta: {
      title: 'குளிர்பதன லாஜிஸ்டிக்ஸ் ஸ்டார்ட்-அப் நிறுவனரைத் துறையின் குரலாக நிலைநிறுத்துதல்',
      client: 'Meera Venkatesan, நிறுவனர், சென்னை',
      summary:
        'சிறு உணவு உற்பத்தியாளர்களுக்காகக் குளிர்பதன லாஜிஸ்டிக்ஸ் சேவையை உருவாக்கி வரும் சென்னை நிறுவனர் ஒருவருக்கு, LinkedIn-ஐ மையமாகக் கொண்ட தனிநபர் பிராண்ட், பேச்சாளர் கிட் மற்றும் உள்ளடக்கத் திட்டம்.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'Meera Venkatesan நிறுவிய சென்னை ஸ்டார்ட்-அப், சிறு பால் பண்ணைகள், மீன் பதப்படுத்தும் நிறுவனங்கள், பேக்கரிகள் ஆகியவற்றுக்காக, எளிதில் கெட்டுப்போகும் பொருட்களைத் தமிழ்நாடு முழுவதும் கொண்டு சேர்க்கிறது. இரண்டாம் சுற்று முதலீட்டுக்குத் தயாரானபோது, முதலீட்டாளர்களுக்கும் கூட்டாளிகளுக்கும் நிறுவனத்தின் பெயர் தெரிந்திருந்தாலும், அதன் பின்னணியில் உள்ள சிந்தனையைப் பற்றி அவர்களுக்கு மிகக் குறைவாகவே தெரியும் என்பதை அவர் உணர்ந்தார்.',
        },
        { type: 'h2', text: 'நோக்கம்' },
        {
          type: 'p',
          text: 'தென்னிந்திய உணவு விநியோகச் சங்கிலி குறித்து நம்பகமாகப் பேசும் குரலாக Meera-வை நிலைநிறுத்த வேண்டும்; உரையாற்றும் அழைப்புகளுக்குக் கதவு திறக்க வேண்டும்; மூத்த பொறுப்புகளுக்கு ஆட்களைச் சேர்ப்பதை எளிதாக்க வேண்டும்.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'ul',
          items: [
            'அவரது கதையை மூன்று கருப்பொருள்களுக்குள் கூர்மைப்படுத்திய பொசிஷனிங் பயிலரங்கம்: சிறு உற்பத்தியாளர்கள், உணவு வீணாதல், கிராமப்புற உள்கட்டமைப்பு',
            'புதிதாக எழுதப்பட்ட LinkedIn சுயவிவரம், நிறுவனர் வாழ்க்கைக் குறிப்பு மற்றும் புதிய பத்திரிகைப் புகைப்படங்கள்',
            'பன்னிரண்டு வாரங்களுக்கான உள்ளடக்க அட்டவணை: ஒவ்வொரு சிறு பதிவும் ஒரு உண்மையான டெலிவரி வழித்தடத்திலிருந்தோ வாடிக்கையாளர் உரையாடலிலிருந்தோ எடுக்கப்பட்டது',
            'பேச்சாளர் கிட்\n- இரண்டு உரைகளுக்கான சுருக்க வரைவுகள்\n- ஒரு ஸ்லைடு டெம்ப்ளேட்\n- நிகழ்ச்சி ஏற்பாட்டாளர்களுக்கான ஒரு பக்க அறிமுகக் குறிப்பு',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'தனது பதிவுகளுக்கு முதலீட்டாளர்களிடமிருந்தும் லாஜிஸ்டிக்ஸ் துறை நிர்வாகிகளிடமிருந்தும் தொடர்ந்து கருத்துகள் வந்ததாக Meera எங்களிடம் கூறினார். இந்தத் திட்டக் காலத்திலேயே சென்னை, பெங்களூருவில் நடந்த ஸ்டார்ட்-அப் மாநாடுகளில் உரையாற்ற அவருக்கு அழைப்புகள் வந்தன. செயல்பாட்டுப் பிரிவுத் தலைவரை நியமிக்கப் புதிய சுயவிவரமும் உதவியது என்கிறார் அவர்.',
        },
        {
          type: 'blockquote',
          text: 'சொல்வதற்கு என்னிடம் நிறைய இருந்தது; ஆனால் அதைச் சொல்ல ஒரு கட்டமைப்பு இல்லை. இப்போது நிகழ்ச்சிகளில் என்னைச் சந்திப்பவர்கள், என் பதிவுகளையே எனக்கு மேற்கோள் காட்டிப் பேசுகிறார்கள்.',
          author: 'Meera Venkatesan, நிறுவனர்',
        },
      ],
    },
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
      alt: 'Three Thamirabarani Multispeciality Hospital campaign posters framed on a wall: “World Heart Day: walk 30 minutes”, “தினமும் 30 நிமிட நடை” and “Less salt”',
      ta: { alt: 'சுவரில் சட்டமிட்ட மூன்று Thamirabarani Multispeciality Hospital பிரச்சார போஸ்டர்கள்: “World Heart Day: walk 30 minutes”, “தினமும் 30 நிமிட நடை”, “Less salt”' },
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
    ta: {
      title: 'திருநெல்வேலி மருத்துவமனை ஒன்றுக்கான உலக இதய தின விழிப்புணர்வு வடிவமைப்புகள்',
      client: 'Thamirabarani Multispeciality Hospital, திருநெல்வேலி',
      summary:
        'திருநெல்வேலியைச் சுற்றியுள்ள கிராமங்களுக்கு இலவசப் பரிசோதனை முகாம்களைக் கொண்டு சென்ற, ஒரு மாத கால இதய நல இயக்கத்துக்கான போஸ்டர்கள், குறும் வீடியோக்கள் மற்றும் களப் பிரச்சாரப் பொருட்கள்.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'திருநெல்வேலி, தென்காசி, தூத்துக்குடி மாவட்ட மக்களுக்குச் சேவை செய்யும், எப்போதும் பரபரப்பாக இயங்கும் இதயவியல் பிரிவை Thamirabarani Multispeciality Hospital நடத்துகிறது. உலக இதய தினத்தை முன்னிட்டு, பஞ்சாயத்து அரங்குகளிலும் வாரச் சந்தைகளிலும் ஒரு மாதம் முழுவதும் இலவச ரத்த அழுத்தம் மற்றும் ECG பரிசோதனை முகாம்களை நடத்த மருத்துவமனை திட்டமிட்டது.',
        },
        { type: 'h2', text: 'சவால்' },
        {
          type: 'p',
          text: 'முந்தைய விழிப்புணர்வு போஸ்டர்கள் மருத்துவச் சொற்களாலும் புள்ளிவிவரங்களாலும் நிரம்பியிருந்தன. முகாம்களுக்கு வந்தவர்களில் பலர் விவசாயத் தொழிலாளர்களும், ஆங்கிலம் அதிகம் படிக்காத வயதான பெண்களும்தான். பரிசோதனை செய்தால் நேரடியாக விலையுயர்ந்த சிகிச்சைக்குத்தான் கொண்டுபோய்விடும் என்றும் சிலர் அஞ்சினர்.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'p',
          text: 'மக்கள் வீட்டில் பேசும் தமிழிலேயே அனைத்தையும் எழுதி வடிவமைத்தோம்; எழுத்தைவிட ஓவியங்களுக்கே முன்னுரிமை கொடுத்தோம். பாட்டி என்ற கலகலப்பான கதாபாத்திரம், மாடிப்படி ஏறும்போது மூச்சு வாங்குவது, சாப்பிட்ட பின் நெஞ்சில் அசௌகரியம் போன்ற எச்சரிக்கை அறிகுறிகளை விளக்கினார்.\nஇதே ஓவியங்கள் போஸ்டர்கள், பேருந்து நிலைய ஸ்டாண்டிகள், WhatsApp-க்கான சிறிய அனிமேஷன் வீடியோ, வீட்டுக்கு எடுத்துச் செல்லும் துண்டுப் பிரசுரங்கள் என எல்லாவற்றிலும் இடம்பெற்றன.',
        },
        {
          type: 'ul',
          items: [
            'கூட்டம் நிறைந்த திறந்தவெளிச் சந்தைகளிலும் தூரத்திலிருந்தே தெளிவாகத் தெரியும், பெரிய, அடர் வண்ண வேறுபாடு கொண்ட ஓவியங்கள்',
            'ஒவ்வொரு துண்டுப் பிரசுரத்திலும், மருத்துவமனையின் உதவி எண்ணும் முகாம் தேதிகளும் கொண்ட கிழித்தெடுக்கும் சீட்டு',
            'பரிசோதனை செய்துகொண்ட ஒவ்வொருவருக்கும், அவரது அளவீட்டையும் அடுத்து செய்ய வேண்டியதையும் காட்டும் வண்ணக் குறியீட்டு சுகாதார அட்டை',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'மருத்துவமனையின் தகவல்படி, அந்த ஒரு மாதத்தில் முகாம்களில் பல ஆயிரம் பேர் பரிசோதிக்கப்பட்டனர் — இது மருத்துவமனை தானே நிர்ணயித்த இலக்கைவிட மிக அதிகம். அடுத்த சில வாரங்களில், தொடர் பரிசோதனைக்காக இதயவியல் புறநோயாளிப் பிரிவுக்கு வருபவர்களின் எண்ணிக்கையும் உயர்ந்தது.',
        },
      ],
    },
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
      alt: 'The Shola Ridge Residential School website on a laptop and a phone: the home page headline reads “A school in the clouds”',
      ta: { alt: 'லேப்டாப்பிலும் கைபேசியிலும் Shola Ridge Residential School இணையதளம்: முகப்புப் பக்கத் தலைப்பு “A school in the clouds”' },
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
    ta: {
      title: 'கொடைக்கானல் மலையில் உள்ள உறைவிடப் பள்ளிக்கான இணையதளம்',
      client: 'Shola Ridge Residential School, கொடைக்கானல்',
      summary:
        'இந்தியாவிலும் வெளிநாடுகளிலும் உள்ள குடும்பங்கள், ஒரு உறைவிடப் பள்ளியின் வளாகம், பாடத்திட்டம், சேர்க்கை விவரங்களைத் தொலைவிலிருந்தே அறிந்துகொள்ள உதவும், அமைதியான, தகவல் நிறைந்த இணையதளம்.',
      content: [
        { type: 'h2', text: 'வாடிக்கையாளர் மேலோட்டம்' },
        {
          type: 'p',
          text: 'Shola Ridge Residential School, கொடைக்கானலுக்கு மேலே காடுகள் சூழ்ந்த வளாகத்தில் அமைந்துள்ள, 4 முதல் 12 ஆம் வகுப்பு வரையிலான இருபாலர் உறைவிடப் பள்ளி. இதன் மாணவர்களில் ஏறத்தாழ பாதிப் பேர் தமிழ்நாட்டுக்கு வெளியிலிருந்து வருகிறார்கள்; சில குடும்பங்கள் வளைகுடா நாடுகளிலோ தென்கிழக்கு ஆசியாவிலோ வசிக்கின்றன.',
        },
        { type: 'h2', text: 'சவால்கள்' },
        {
          type: 'ul',
          items: [
            'உறைவிடப் பள்ளியைப் பரிசீலிக்கும் பெற்றோர், மாணவர் நலப் பராமரிப்பு, உணவு, உடல்நலம், பாதுகாப்பு பற்றி விரிவான கேள்விகள் கேட்கிறார்கள்; பழைய இணையதளம் இவற்றைப் பெரிதாகத் தொடவே இல்லை',
            'பல்வேறு நேர மண்டலங்களிலிருந்து வரும் ஒரே மாதிரியான மின்னஞ்சல்களுக்குச் சேர்க்கைப் பிரிவு ஊழியர்கள் மீண்டும் மீண்டும் பதிலளித்து வந்தனர்',
            'ஸ்டாக் புகைப்படங்களை நம்பாமல், தனது திறந்தவெளிக் கற்றல் முறையைக் காட்டப் பள்ளி விரும்பியது',
          ],
        },
        { type: 'h2', text: 'எங்கள் தீர்வுகள்' },
        {
          type: 'ul',
          items: [
            'காலை ஓட்டம் முதல் மாலைப் படிப்பு நேரம் வரை ஒரு மாணவரின் நாளைப் பின்தொடரும் “Shola Ridge-இல் ஒரு நாள்” பகுதி, அசல் புகைப்படங்களுடன்',
            'விடுதி இல்லங்கள், மருத்துவ மையம், உணவுக்கூட மெனு, வார இறுதிச் செயல்பாடுகள் பற்றிய விரிவான பக்கங்கள்',
            'படிப்படியான கால அட்டவணை, கட்டண விவரம், பதிவிறக்கக்கூடிய படிவங்கள், விர்ச்சுவல் டூர் முன்பதிவு நாட்காட்டி ஆகியவற்றுடன் சேர்க்கைப் பகுதி',
            'அனைவரும் பயன்படுத்தக்கூடிய வடிவமைப்பு\n- எல்லா இடங்களிலும் போதுமான வண்ண வேறுபாடு\n- கீபோர்டு மூலம் எளிதாகச் செல்லக்கூடிய வழிசெலுத்தல்\n- ஒவ்வொரு படத்துக்கும் மாற்று உரை',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'இணையதளம் அறிமுகமான பின் நடந்த முதல் சேர்க்கைக் காலத்தில், முதல் கட்ட மின்னஞ்சல் விசாரணைகளில் பெரும்பாலானவற்றின் இடத்தை விர்ச்சுவல் டூர் முன்பதிவுகள் பிடித்துக்கொண்டதாகப் பள்ளி எங்களிடம் தெரிவித்தது. திரும்பத் திரும்ப வரும் கேள்விகளுக்குச் செலவிடும் நேரம் வெகுவாகக் குறைந்துள்ளதாகச் சேர்க்கைக் குழு மதிப்பிட்டது.',
        },
        {
          type: 'blockquote',
          text: 'இப்போது எங்களைப் பார்க்க வரும் குடும்பங்கள், வளாகம் தாங்கள் எதிர்பார்த்தபடியே இருப்பதாகச் சொல்கிறார்கள். அந்த நம்பிக்கை இணையதளத்திலேயே தொடங்குகிறது.',
          author: 'முதல்வர், Shola Ridge Residential School',
        },
      ],
    },
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
      alt: 'Rue Romain Stays pitch deck: the title slide “Weddings and offsites in White Town”, a growth chart and reasons to partner, with a tri-fold brochure',
      ta: { alt: 'Rue Romain Stays பிட்ச் டெக்: “Weddings and offsites in White Town” தலைப்பு ஸ்லைடு, வளர்ச்சி வரைபடம், கூட்டாண்மைக்கான காரணங்கள், மூன்று மடிப்பு பிரோஷர்' },
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
    ta: {
      title: 'புதுச்சேரி பூட்டிக் தங்குமிடக் குழுமத்துக்கு கார்ப்பரேட் மற்றும் திருமணக் கூட்டாண்மைகள்',
      client: 'Rue Romain Stays, புதுச்சேரி',
      summary:
        'பிரெஞ்சு குவார்ட்டரில் உள்ள மூன்று விருந்தினர் இல்லங்கள், வார நாட்களில் காலியாக இருந்த அறைகளை கார்ப்பரேட் ஆஃப்சைட்டுகள் மற்றும் சிறிய திருமணங்கள் மூலம் நிரப்ப உதவிய கூட்டாண்மை உத்தி, விற்பனைக் கையேடுகள் மற்றும் அணுகல் திட்டம்.',
      content: [
        { type: 'h2', text: 'வாடிக்கையாளர் மேலோட்டம்' },
        {
          type: 'p',
          text: 'புதுச்சேரியின் பிரெஞ்சு குவார்ட்டரில், பழமை மாறாமல் புதுப்பிக்கப்பட்ட மூன்று காலனித்துவ கால வீடுகளை Rue Romain Stays நடத்துகிறது; மூன்றிலும் சேர்த்து 28 அறைகள் உள்ளன. சென்னை, பெங்களூருவிலிருந்து வரும் சுற்றுலாப் பயணிகளால் வார இறுதிகளில் அறைகள் முழுமையாக நிரம்பின; ஆனால் வார நாட்களில் அறை நிரம்பல் விகிதம் பெரும்பாலும் 40%-க்கும் கீழே சரிந்தது.',
        },
        { type: 'h2', text: 'நோக்கம்' },
        {
          type: 'p',
          text: 'சிறிய ஆஃப்சைட்டுகளைத் திட்டமிடும் நிறுவனங்களையும், நெருங்கியவர்கள் மட்டும் கலந்துகொள்ளும் திருமணங்களைத் திட்டமிடும் குடும்பங்களையும் அணுகி, வார நாட்களுக்கான நிலையான தேவையை உருவாக்குவது. இந்த இரு பிரிவினரும் ஒரே நேரத்தில் பல அறைகளை முன்பதிவு செய்வதோடு, வெகு முன்னதாகவே திட்டமிடுகிறார்கள்.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வுகள்' },
        {
          type: 'ul',
          items: [
            'நான்கு மணி நேரப் பயணத் தொலைவுக்குள் காலாண்டுதோறும் குழு ஆஃப்சைட் நடத்தும் சென்னை தொழில்நுட்ப மற்றும் கன்சல்டிங் நிறுவனங்கள் பற்றிய ஆய்வு',
            'மூன்று வீடுகள், பாரம்பரிய நடைப்பயண வழிகாட்டி, கடற்கரையோர இரவு விருந்து, கூட்டாளர் கஃபே ஒன்றில் மீட்டிங் அறை ஆகியவற்றை இணைத்த ஆஃப்சைட் பேக்கேஜ்',
            'திருமண ஏற்பாட்டாளர்களுக்கான கிட்\n- ஒவ்வொரு முற்றத்தின் தரைத்தள வரைபடம்\n- கொள்ளளவு மற்றும் அலங்கார வழிகாட்டுதல்கள்\n- பரிந்துரைக்கப்படும் கேட்டரிங் நிறுவனங்கள், புகைப்படக் கலைஞர்களின் பட்டியல்',
            'சென்னை, பெங்களூருவைச் சேர்ந்த எட்டு திருமண ஏற்பாட்டாளர்களுக்கு அறிமுகம்; அதைத் தொடர்ந்து, இடங்களை நேரில் அனுபவிக்க அவர்களுக்கான அறிமுகத் தங்குதல்கள்',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'முதல் சீசனிலேயே பதினொரு கார்ப்பரேட் ஆஃப்சைட்டுகளும் நான்கு சிறிய திருமணங்களும் முன்பதிவானதாக வாடிக்கையாளர் தெரிவித்தார். அவர்களின் முன்பதிவுத் தரவுகளின்படி, அந்த மாதங்களில் வார நாள் அறை நிரம்பல் முந்தைய ஆண்டைவிட மிக அதிகமாக இருந்தது.',
        },
      ],
    },
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
      alt: 'The Sivasakthi Mittai Works campaign on phones: a story ad, a sponsored post in a feed and two ad cards',
      ta: { alt: 'கைபேசிகளில் Sivasakthi Mittai Works பிரச்சாரம்: ஸ்டோரி விளம்பரம், ஃபீடில் ஒரு ஸ்பான்சர்டு பதிவு, இரண்டு விளம்பர கார்டுகள்' },
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
    ta: {
      title: 'கோவில்பட்டி கடலை மிட்டாயை இந்தியா முழுவதும் உள்ள வாங்குபவர்களிடம் கொண்டு சேர்த்தல்',
      client: 'Sivasakthi Mittai Works, கோவில்பட்டி',
      summary:
        'அறுபது ஆண்டுகள் பழமையான கடலை மிட்டாய் தயாரிப்பாளர், தூத்துக்குடி மாவட்டத்தைத் தாண்டி வெகுதூரம் விற்பனை செய்ய உதவிய பண்டிகைக் காலப் பிரச்சாரம், மார்க்கெட்பிளேஸ் பட்டியல்கள் மற்றும் ஷிப்பிங்கை மையமாகக் கொண்ட உள்ளடக்கம்.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: '1960-களிலிருந்து Sivasakthi Mittai Works, புவிசார் குறியீடு பெற்ற கோவில்பட்டி கடலை மிட்டாயைத் தயாரித்து வருகிறது — வறுத்த நிலக்கடலையைக் கொதிக்கும் வெல்லப் பாகில் சமைத்து, சூடு ஆறும் முன்பே கையால் துண்டுகளாக வெட்டுகிறார்கள். நிறுவனரின் பேரன் ஒரு ஆன்லைன் ஸ்டோரைத் தொடங்கியிருந்தார்; ஆனால் ஆர்டர்கள் பெரும்பாலும் உறவினர்களிடமிருந்தும் சென்னையிலுள்ள சில நிரந்தர வாடிக்கையாளர்களிடமிருந்தும் மட்டுமே வந்தன.',
        },
        { type: 'h2', text: 'சவால்' },
        {
          type: 'p',
          text: 'எல்லா இடங்களிலும் விற்கப்படும் தொழிற்சாலைத் தயாரிப்பான கடலை பார்களிலிருந்து உண்மையான கோவில்பட்டி மிட்டாயை ஆன்லைனில் வாங்குபவர்களால் பிரித்தறிய முடியவில்லை; மிட்டாய் மென்மையாகியோ உடைந்தோ வந்து சேருமோ என்றும் பலர் கவலைப்பட்டனர். கடையின் சமூக ஊடகப் பக்கங்களுக்குப் பின்தொடர்பவர்கள் குறைவு; தயாரிப்புப் புகைப்படங்களிலும், உள்ளூர் மக்கள் அறிந்த கண்ணாடி போல் பளபளக்கும் மெல்லிய துண்டுகளுக்குப் பதிலாக ஒரு பிளாஸ்டிக் தட்டுதான் தெரிந்தது.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'ul',
          items: [
            'வெல்லம் காய்ச்சப்படுவதையும் கையால் துண்டுகள் வெட்டப்படுவதையும் காட்டும் குறும்படம்; அதிலிருந்து Instagram, YouTube Shorts-க்கான ரீல்கள்',
            'புவிசார் குறியீட்டை விளக்கி, ஷிப்பிங் சந்தேகங்களைத் தீர்த்த உள்ளடக்கம்: எத்தனை நாள் கெடாமல் இருக்கும், ஈரம் புகாத டின்கள், முக்கிய நகரங்களுக்கு டெலிவரி ஆகும் நேரம்',
            'தீபாவளிக்கு முந்தைய வாரங்களில் பெங்களூரு, மும்பை, ஹைதராபாத் மற்றும் வளைகுடா நாடுகளில் உள்ள தமிழ் பேசும் மக்களைக் குறிவைத்த விளம்பரங்கள்',
            'கிரியேட்டர்களுடன் கூட்டுப்பணி\n- சென்னை, மதுரையைச் சேர்ந்த மூன்று உணவு கிரியேட்டர்கள்\n- ஸ்கிரிப்ட் இல்லாத, இயல்பான சுவை பார்க்கும் வீடியோக்கள்\n- ஒவ்வொரு கிரியேட்டரின் பார்வையாளர்களுக்கும் தனித் தள்ளுபடிக் குறியீடு',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'கடையின் ஆர்டர் பதிவுகளின்படி, தீபாவளி மாதத்தில் வந்த ஆன்லைன் ஆர்டர்கள் முந்தைய ஆண்டின் அதே மாதத்தைவிடப் பல மடங்கு அதிகம்; மறு ஆர்டர்கள் பொங்கல் வரை தொடர்ந்து வந்தன.\nபார்சல்களை பேக் செய்து அனுப்புவதற்கென்றே அந்தக் குடும்பம் இப்போது இரண்டு பேரை வேலைக்கு அமர்த்தியுள்ளது.',
        },
      ],
    },
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
      alt: 'Namakkal Millet Mission logo sheet: the primary logo, three colour versions, the clear-space rule and the colour palette',
      ta: { alt: 'Namakkal Millet Mission லோகோ ஷீட்: முதன்மை லோகோ, மூன்று வண்ண வகைகள், சுற்று இடைவெளி விதி, வண்ணத் தொகுப்பு' },
    },
    logo: { src: '/media/case-logos/cs-51', width: 640, height: 640, alt: 'Namakkal Millet Mission logo: a leaf above the name in Tamil, சிறுதானிய இயக்கம் and the line “District Agriculture Department”', ta: { alt: 'Namakkal Millet Mission லோகோ: பெயருக்கு மேலே இலை; பெயர் தமிழில், சிறுதானிய இயக்கம்; கீழே “District Agriculture Department” என்ற வரி' } },
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
    ta: {
      title: 'நாமக்கல் மாவட்டச் சிறுதானிய இயக்கத்துக்கான லோகோ',
      client: 'மாவட்ட வேளாண்மைத் துறை, நாமக்கல்',
      summary:
        'பள்ளிகள், நியாய விலைக் கடைகள், வாரச் சந்தைகள் வழியாகச் சிறுதானியங்களைப் பயிரிடவும் உண்ணவும் ஊக்குவிக்கும் மாவட்டத் திட்டத்துக்கு, விவசாயிகளுக்கு நெருக்கமான லோகோ.',
      tags: ['அரசு', 'வேளாண்மை', 'இருமொழி', 'லோகோ'],
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'கொல்லிமலையைச் சுற்றியுள்ள விவசாயிகளை மீண்டும் தினை, வரகு, கேழ்வரகு சாகுபடிக்குத் திருப்பவும், பள்ளி உணவில் சிறுதானிய உணவுகளைச் சேர்க்கவும், நாமக்கல் வேளாண்மைத் துறை ஒரு சிறுதானிய இயக்கத்தைத் தொடங்கியது. விதைப் பாக்கெட்டுகள், ஸ்டால் பேனர்கள், அரசுச் சுற்றறிக்கைகள் என அனைத்திலும் பயன்படுத்தக்கூடிய ஒரு லோகோ இந்த இயக்கத்துக்குத் தேவைப்பட்டது.',
        },
        { type: 'h2', text: 'வடிவமைப்பு அணுகுமுறை' },
        {
          type: 'ul',
          items: [
            'வட்டமான கோலக் கரைக்குள் ஒன்றாகச் சேர்த்த மூன்று சிறுதானியக் கதிர்கள்; ஒற்றை நிறத்திலும் தெளிவாக அச்சாகும் வகையில் வரையப்பட்டவை',
            'தமிழ்ப் பெயர் எழுத்துவடிவம் முதன்மையாக இடம்பெறுகிறது; அதிகாரப்பூர்வ ஆவணங்களுக்காக ஆங்கிலத்தில் ஒரு வரியும் உண்டு',
            'உள்ளூர் அச்சகங்கள் எளிதாகப் பொருத்தக்கூடிய மண் சார்ந்த காவி நிறமும் இலைப் பச்சையும்',
            'ரப்பர் ஸ்டாம்புகளுக்கும் புடைப்பு அச்சுச் சான்றிதழ்களுக்குமான முத்திரை வடிவம்',
          ],
        },
        {
          type: 'blockquote',
          text: 'விவசாயிகள் அந்தக் கதிர்க்கட்டை உடனே அடையாளம் கண்டுகொண்டார்கள். அது ஏதோ அலுவலகத்திலிருந்து வந்ததாக இல்லாமல், அவர்களுடைய சொந்த வயலில் இருந்து வந்தது போல் இருக்கிறது.',
          author: 'வேளாண்மை இணை இயக்குநர், நாமக்கல்',
        },
      ],
    },
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
      alt: 'Penmai Care packs on a shop shelf: Regular, Overnight, Pantyliners',
      ta: { alt: 'கடை அலமாரியில் Penmai Care பேக்குகள்: Regular, Overnight, Pantyliners' },
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
    ta: {
      title: 'பெண்கள் நடத்தும் சானிட்டரி பேட் பிராண்டுக்கு, அடக்கமான, தெளிவான பேக்கேஜிங்',
      client: 'Penmai Care, புதுச்சேரி',
      summary:
        'புதுச்சேரி அருகே ஒரு பெண்கள் கூட்டுறவு அமைப்பு தயாரிக்கும், மக்கும் தன்மையுள்ள சானிட்டரி பேடுகளுக்கான பேக்கேஜிங் — எளிதில் தேர்ந்தெடுக்கவும், எடுத்துச் செல்லவும், நம்பவும் கூடிய வகையில் வடிவமைக்கப்பட்டது.',
      tags: ['பெண்கள் நலம்', 'நிலைத்தன்மை', 'கூட்டுறவு', 'சில்லறை விற்பனை'],
      content: [
        { type: 'h2', text: 'நோக்கம்' },
        {
          type: 'p',
          text: 'Penmai Care, புதுச்சேரியைச் சுற்றியுள்ள கிராமங்களைச் சேர்ந்த 40 பெண்களின் கூட்டுறவு அமைப்பு; வாழை நார், பருத்தியைக் கொண்டு மக்கும் தன்மையுள்ள சானிட்டரி பேடுகளைத் தயாரிக்கிறது. சுய உதவிக் குழு விற்பனையிலிருந்து மருந்தகங்கள், சூப்பர் மார்க்கெட்டுகளுக்கு விரிவடைந்தபோது, அளவுகளையும் மூலப்பொருட்களையும் எளிமையாக விளக்கும், பில் கவுண்டரில் தயக்கமின்றி எடுக்கக்கூடிய பேக்குகள் தேவைப்பட்டன.',
        },
        { type: 'h2', text: 'பேக்கேஜிங் சிறப்பம்சங்கள்' },
        {
          type: 'ul',
          items: [
            'இந்தப் பொருள் வகையில் வழக்கமாகக் காணப்படும் மருத்துவமனை பாணி நீல நிறங்களுக்குப் பதிலாக, வாழை இலைகளின் மென்மையான தாவர ஓவியங்கள்',
            'துளி ஐகான்களும் சென்டிமீட்டரில் நீளமும் கொண்டு காட்டப்படும் அளவுகள்\n- வழக்கமான அளவு\n- பெரிய அளவு\n- இரவு நேரப் பயன்பாட்டுக்கு',
            'மக்கும் காகித வெளிப்பேக்குகள்; ஒவ்வொரு பேடின் தனி உறையிலும் அப்புறப்படுத்தும் முறை தமிழிலும் ஆங்கிலத்திலும் அச்சிடப்பட்டுள்ளது',
            'பள்ளிப் பையிலோ கைப்பையிலோ வைத்துக்கொள்ளக்கூடிய சிறிய பவுச் அளவுப் பேக்',
          ],
        },
        {
          type: 'p',
          text: 'புதிய பேக்குகளைப் பார்த்த பின், புதுச்சேரி மற்றும் கடலூர் மருந்தகங்கள் இந்தத் தயாரிப்புகளை விற்பனைக்கு வைக்க ஒப்புக்கொண்டதாகக் கூட்டுறவு அமைப்பு எங்களிடம் தெரிவித்தது. இரண்டு வட்டாரங்களில் பள்ளி சுகாதாரத் திட்டங்கள் பவுச் பேக்கை விநியோகிக்கத் தொடங்கியுள்ளன.',
        },
      ],
    },
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
      alt: 'Senthil Kumaran’s personal brand: a profile on a phone, an about page in a browser and business cards',
      ta: { alt: 'Senthil Kumaran தனிநபர் பிராண்ட்: கைபேசியில் சுயவிவரம், உலாவியில் ‘About’ பக்கம், விசிட்டிங் கார்டுகள்' },
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
    ta: {
      title: 'Madurai by Morning: சுயாதீன பாரம்பரிய வழிகாட்டி ஒருவருக்கான பிராண்டிங்',
      client: 'Senthil Kumaran, பாரம்பரிய வழிகாட்டி, மதுரை',
      summary:
        'மதுரையின் பழைய தெருக்கள் வழியே அதிகாலை நடைப்பயணங்களை நடத்தும் சுயாதீன வழிகாட்டி ஒருவரின் பயணங்கள் இன்னும் பலரைச் சென்றடைய, ஒரு பெயர், அடையாளம் மற்றும் ஆன்லைன் இருப்பு.',
      tags: ['சுற்றுலா', 'கதைசொல்லல்', 'இன்ஸ்டாகிராம்', 'சுயாதீன வழிகாட்டி'],
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'பதினைந்து ஆண்டுகளாக Senthil Kumaran, மீனாட்சி அம்மன் கோயிலைச் சுற்றியுள்ள தெருக்களில் — பூச்சந்தை முதல் பித்தளைப் பட்டறைகள், டிபன் கடைகள் வரை — பார்வையாளர்களை அழைத்துச் சென்று வருகிறார். அவரது விருந்தினர்களில் பெரும்பாலோர் ஹோட்டல் வரவேற்பு ஊழியர்கள் மூலமே அவரை அணுகினர்; அவர்கள் கமிஷன் எடுத்துக்கொண்டதோடு, அவரது பெயரை அரிதாகவே குறிப்பிட்டனர்.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'ul',
          items: [
            'Madurai by Morning என்ற பிராண்ட் பெயர்; கோயில் நகரின் ஒன்றுக்குள் ஒன்றாக அமைந்த தெரு அமைப்பை அடிப்படையாகக் கொண்டு கையால் வரைந்த லோகோ',
            'ஒவ்வொரு நடைப்பயணத்திலிருந்தும் சிறு கதைகளை, அவரது சொந்தக் குரலிலேயே எழுதி, அவற்றைச் சுற்றி அமைக்கப்பட்ட Instagram பக்கம்',
            'நடைப்பயணங்கள், குழு அளவுகள், சந்திக்கும் இடங்கள், என்ன உடை அணியலாம் என்பவற்றைப் பட்டியலிடும் ஒரு பக்க முன்பதிவு இணையதளம்',
            'இரண்டு பயண மதிப்பாய்வுத் தளங்களில் பட்டியல்கள்; மதிப்புரைகளுக்குப் பதிலளிப்பது குறித்த வழிகாட்டுதலுடன்',
          ],
        },
        {
          type: 'p',
          text: 'சில மாதங்களுக்குள்ளேயே தனது முன்பதிவுகளில் பெரும்பாலானவை, ஆன்லைனில் தன்னைக் கண்டறிந்த விருந்தினர்களிடமிருந்து நேரடியாக வந்ததாக Senthil தெரிவித்தார்; வெளிநாடுகளைச் சேர்ந்த பல பயண எழுத்தாளர்கள் நேர்காணல்களுக்கும் சுற்றுலாக்களுக்கும் அவரைத் தொடர்புகொண்டனர்.\nஇப்போது அதே பெயரில் மாலை நேர உணவு நடைப்பயணத்தையும் அவர் நடத்துகிறார்.',
        },
      ],
    },
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
      alt: 'The Grow TN Summit stage backdrop, with a roll-up standee on each side and a delegate badge',
      ta: { alt: 'Grow TN Summit மேடைப் பின்னணி; இருபுறமும் ரோல்-அப் ஸ்டாண்டீகள், ஒரு பங்கேற்பாளர் அட்டை' },
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
    ta: {
      title: 'சென்னை SME வளர்ச்சி மாநாட்டுக்கான அடையாளமும் மேடை வடிவமைப்பும்',
      client: 'Tamil Nadu Small Business Forum, சென்னை',
      summary:
        '800 சிறு தொழில் உரிமையாளர்களை வங்கியாளர்கள், முதலீட்டாளர்கள், கொள்கை வகுப்பாளர்களுடன் ஒன்றிணைத்த ஒரு நாள் மாநாட்டுக்கான அடையாளம், மேடை வடிவமைப்பு மற்றும் பிரதிநிதிகள் கிட்.',
      tags: ['மாநாடு', 'மேடை வடிவமைப்பு', 'பிரதிநிதிகள் கிட்', 'சென்னை'],
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'Tamil Nadu Small Business Forum ஒவ்வொரு ஆண்டும் சென்னையில் ஒரு மாநாட்டை நடத்துகிறது. சிறு உற்பத்தி, சில்லறை வணிகம், சேவை நிறுவனங்களின் உரிமையாளர்கள் அங்கு கடன் வழங்குநர்கள், கொள்கை நிபுணர்கள், தொழிலை வெற்றிகரமாக விரிவாக்கிய தொழில்முனைவோர் ஆகியோர் பேசுவதைக் கேட்கிறார்கள். முந்தைய மாநாடுகளில் சாதாரண ஹோட்டல் அரங்க மேடை அமைப்பே இருந்தது; ஸ்பான்சர்கள் கூட்டத்தில் கவனிக்கப்படாமல் போனதாக உணர்ந்தனர்.',
        },
        { type: 'h2', text: 'வடிவமைப்பு சிறப்பம்சங்கள்' },
        {
          type: 'ul',
          items: [
            'சிறு கடை முகப்புகளின் வரிசையால் உருவான அம்புக்குறியின் மீது ஓடும் “Grow Local, Go Far” என்ற கருப்பொருள் வாசகம்',
            'அமர்வுகளுக்கு இடையே அனிமேஷன் மாற்றங்களுடன் 40 அடி LED பின்னணித் திரை',
            'ஒற்றை லோகோ சுவருக்குப் பதிலாக, சிறிய சந்தைக் கடைகள் போல அமைக்கப்பட்ட ஸ்பான்சர் பகுதிகள்',
            'பிரதிநிதிகள் கிட்\n- அமர்வு QR குறியீட்டுடன் பேட்ஜ் மற்றும் லேன்யார்டு\n- அச்சிடப்பட்ட நிகழ்ச்சி நிரலுடன் நோட்டுப் புத்தகம்\n- திருப்பூரில் உள்ள உறுப்பினர் நிறுவனம் ஒன்று தைத்த துணிப் பை',
          ],
        },
        {
          type: 'blockquote',
          text: 'முதல் முறையாக, எங்கள் ஸ்பான்சர்கள் தங்கள் ஸ்டால்களில் நின்று புகைப்படம் எடுத்துக்கொள்ள விரும்பினார்கள். அரங்கம் முழுவதும் அதில் இருந்த மக்களுக்கே சொந்தமானது போலத் தோன்றியது.',
          author: 'செயலாளர், Tamil Nadu Small Business Forum',
        },
      ],
    },
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
      alt: 'The Madurai Career Centre website on a laptop and a phone, in Tamil and English: the home page headline reads “வேலை தேடுங்கள், எதிர்காலம் அமைப்போம்” (Find work. Build a career.)',
      ta: { alt: 'லேப்டாப்பிலும் கைபேசியிலும் Madurai Career Centre இணையதளம், தமிழிலும் ஆங்கிலத்திலும்: முகப்புப் பக்கத் தலைப்பு “வேலை தேடுங்கள், எதிர்காலம் அமைப்போம்”' },
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
    ta: {
      title: 'மாவட்ட வேலைவாய்ப்பு அலுவலகத்துக்கான வேலைவாய்ப்பு மற்றும் தொழில்நெறி வழிகாட்டுதல் இணையதளம்',
      client: 'மாவட்ட வேலைவாய்ப்பு மற்றும் தொழில்நெறி வழிகாட்டு மையம், மதுரை',
      summary:
        'வேலை தேடும் இளைஞர்கள் வேலைவாய்ப்பு முகாம்களுக்குப் பதிவு செய்யவும், போட்டித் தேர்வுகளுக்கான இலவசப் பயிற்சியில் சேரவும், தமிழில் தொழில்நெறி வழிகாட்டுதலைப் படிக்கவும் உதவும், மொபைலுக்கு முன்னுரிமை தந்து வடிவமைத்த இணையதளம்.',
      tags: ['பொதுத் துறை', 'தொழில் வாய்ப்புகள்', 'அணுகல்தன்மை', 'தமிழுக்கு முன்னுரிமை'],
      content: [
        { type: 'h2', text: 'வாடிக்கையாளர் மேலோட்டம்' },
        {
          type: 'p',
          text: 'மதுரை மாவட்ட வேலைவாய்ப்பு அலுவலகம் மாதந்தோறும் தனியார் துறை வேலைவாய்ப்பு முகாம்களையும், குரூப் தேர்வுகளுக்கான இலவசப் பயிற்சியையும் நடத்துகிறது. ஆனால் பெரும்பாலான இளைஞர்கள் இவற்றைப் பற்றி நாளிதழ் அறிவிப்புகள் மூலமே அறிந்தனர் — பல நேரங்களில் பதிவு முடிந்த பிறகுதான். வேலைவாய்ப்பு முகாம் நாளின் காலையில், விண்ணப்பதாரர்கள் வெளியே வரிசையில் காத்திருக்க, ஊழியர்கள் கையால் எழுதிய படிவங்களை ஸ்ப்ரெட்ஷீட்டுகளில் தட்டச்சு செய்துகொண்டிருந்தனர்.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'ul',
          items: [
            'வேலைவாய்ப்பு முகாம்களுக்கு ஆன்லைன் பதிவு; உறுதிப்படுத்தல் செய்தியும் முகாம் நாளுக்கான QR அனுமதிச் சீட்டும்',
            'இலவசப் பயிற்சி வகுப்புகள், படிப்பு வட்ட அமர்வுகள், மாதிரித் தேர்வுகளுக்கான நாட்காட்டி',
            'முதல் CV எழுதுவது, நேர்காணலுக்குத் தயாராவது, திறன் பயிற்சிப் படிப்பைத் தேர்ந்தெடுப்பது குறித்துத் தமிழில் தொழில்நெறி வழிகாட்டுதல்',
            'அணுகல் வசதிகள்\n- பெரிய எழுத்து முறை\n- ஸ்கிரீன் ரீடருக்கான லேபிள்கள்\n- சாதாரண போன்களிலும் எளிதாகத் திறக்கும் இலகுவான பக்கங்கள்',
          ],
        },
        {
          type: 'p',
          text: 'முதல் இரண்டு மாதங்களிலேயே வேலைவாய்ப்பு முகாம் விண்ணப்பதாரர்களில் பெரும்பாலோர் ஆன்லைனில் பதிவு செய்ததால், முகாம் நாளில் வரிசைகள் குறைந்ததாக அலுவலகம் தெரிவித்தது. முதல் முறையாக, வேலை வழங்கும் நிறுவனங்களுக்கு விண்ணப்பதாரர் பட்டியல்கள் ஒரு வாரம் முன்பே கிடைத்தன.',
        },
      ],
    },
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
      alt: 'Nila Eye Hospital stationery: letterhead, envelope and business cards with the new logo',
      ta: { alt: 'Nila Eye Hospital ஸ்டேஷனரி: புதிய லோகோவுடன் லெட்டர்ஹெட், கவர், விசிட்டிங் கார்டுகள்' },
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
    ta: {
      title: 'கண் மருத்துவமனைக்கும் அதன் பார்வை மையங்களுக்கும் ஒரே பிராண்ட்',
      client: 'Nila Eye Hospital, கரூர்',
      summary:
        'அருகிலுள்ள ஊர்களில் பார்வை மையங்களைத் திறந்து வரும் கரூர் கண் மருத்துவமனைக்கான ரீபிராண்டிங் — நோயாளிகள் எந்த மையத்துக்குள் நுழைந்தாலும் அதே கவனிப்பை அடையாளம் கண்டுகொள்ளும் வகையில்.',
      tags: ['சுகாதாரம்', 'ரீபிராண்டிங்', 'பெயர்ப்பலகைகள்', 'கண் பராமரிப்பு'],
      content: [
        { type: 'h2', text: 'பிராண்ட் மேலோட்டம்' },
        {
          type: 'p',
          text: 'கரூர் பேருந்து நிலையம் அருகே ஒரு கண்புரை கிளினிக்காகத் தொடங்கிய Nila Eye Hospital, இன்று ஆண்டுக்குப் பல ஆயிரம் அறுவை சிகிச்சைகளைச் செய்கிறது. குளித்தலை, அரவக்குறிச்சி, பரமத்தி ஆகிய ஊர்களில் பார்வை மையங்களைத் திறந்தபோது, ஒவ்வொன்றையும் வெவ்வேறு ஒப்பந்ததாரர் அமைத்தார்; கிராம மக்கள் அவற்றை மருத்துவமனையின் பெயரால் அல்லாமல், அருகிலுள்ள அடையாள இடங்களை வைத்தே குறிப்பிட்டனர்.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வுகள்' },
        {
          type: 'ul',
          items: [
            'Nila என்ற பெயரின் பொருளுக்கு ஏற்ப, பிறை நிலவையும் திறந்த கண்ணையும் இணைக்கும் லோகோ',
            'ஒவ்வொரு பார்வை மையத்தின் பெயர்ப்பலகை, கவுண்டர், காத்திருப்புப் பகுதிக்கும் ஒரே வடிவமைப்பு அமைப்பு',
            'பெரிய எழுத்துகளில் நோயாளிகளுக்கான கையேடுகள்\n- அறுவை சிகிச்சைக்குத் தயாராவது பற்றிய துண்டுப் பிரசுரங்கள்\n- நாளின் ஒவ்வொரு நேரத்துக்கும் படங்களுடன் கண் சொட்டு மருந்து அட்டவணைகள்\n- தொடர் பரிசோதனை அட்டைகள்',
            'இலவசக் கண்புரை முகாம்களுக்கு நோயாளிகளை அழைத்து வரும் களப்பணி வேனுக்கான வண்ண வடிவமைப்பு',
          ],
        },
        {
          type: 'p',
          text: 'பார்வை மையங்களை நோயாளிகள் இப்போது முதன்மை மருத்துவமனையுடன் தொடர்புபடுத்திப் பார்ப்பதால், அறுவை சிகிச்சைக்கான பரிந்துரைகள் சீராகியுள்ளன என்று மருத்துவமனை நிர்வாகம் கூறியது. படங்களுடன் கூடிய கண் சொட்டு மருந்து அட்டவணைகளால், அறுவை சிகிச்சைக்குப் பின் குழப்பத்துடன் வரும் தொலைபேசி அழைப்புகளும் குறைந்துள்ளன.',
        },
      ],
    },
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
      alt: 'Three Blue Mountain Homestays campaign posters framed on a wall: “Mist, tea and a warm fire”, “Coonoor” and “Kotagiri”',
      ta: { alt: 'சுவரில் சட்டமிட்ட மூன்று Blue Mountain Homestays பிரச்சார போஸ்டர்கள்: “Mist, tea and a warm fire”, “Coonoor”, “Kotagiri”' },
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
    ta: {
      title: 'நீலகிரி ஹோம்ஸ்டே கூட்டமைப்புக்கான பிரோஷர் மற்றும் சமூக ஊடக வடிவமைப்புகள்',
      client: 'Blue Mountain Homestays, ஊட்டி',
      summary:
        'ஊட்டி, குன்னூர், கோத்தகிரி பகுதிகளில் குடும்பங்கள் நடத்தும் ஹோம்ஸ்டேக்களின் கூட்டமைப்புக்கு, ஓவியங்களுடன் கூடிய பிரோஷர்கள், பயணத்திட்ட அட்டைகள் மற்றும் சமூக ஊடக வடிவமைப்புகள்.',
      tags: ['விருந்தோம்பல்', 'ஓவியம்', 'அச்சு', 'சமூக ஊடகம்'],
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'Blue Mountain Homestays என்பது ஊட்டி, குன்னூர், கோத்தகிரி இடையே பரவியுள்ள, குடும்பங்கள் நடத்தும் ஒன்பது ஹோம்ஸ்டேக்களின் கூட்டமைப்பு; ஒவ்வொன்றிலும் சில அறைகள் மட்டுமே உள்ளன. வீட்டுச் சமையலும் அமைதியான தேயிலைத் தோட்டச் சூழலும் விருந்தினர்களுக்கு மிகவும் பிடித்திருந்தன. ஆனால் ஹோட்டலில் தங்குவதற்கும் உள்ளூர்க் குடும்பத்துடன் தங்குவதற்கும் உள்ள வேறுபாட்டை விளக்கும் பொதுவான எந்த விளம்பரப் பொருளும் கூட்டமைப்பிடம் இல்லை.',
        },
        { type: 'h2', text: 'வடிவமைப்பு அணுகுமுறை' },
        {
          type: 'ul',
          items: [
            'சோலைக் காடுகள், படிக்கட்டுத் தேயிலைத் தோட்டங்கள், நீலகிரி வரையாடு ஆகியவற்றைக் கொண்ட வாட்டர்கலர் ஓவிய பாணி',
            'ஒவ்வொரு ஹோம்ஸ்டேவும் அருகிலுள்ள நடைப்பாதைகளும் குறிக்கப்பட்ட வரைபடத்துடன், மடித்துத் திறக்கும் பிரோஷர்',
            'நிதானமான பயண நாட்களுக்கான பயணத்திட்ட அட்டைகள் — உதாரணமாக, குன்னூர் தேயிலைத் தொழிற்சாலையில் ஒரு காலைப் பொழுது அல்லது கோத்தகிரி அருவி நடைப்பாதை',
            'ஹோம்ஸ்டே உரிமையாளர்கள் தாங்களே மாற்றியமைத்துக்கொள்ளக்கூடிய 30 சமூக ஊடக டெம்ப்ளேட்களின் தொகுப்பு',
          ],
        },
        {
          type: 'blockquote',
          text: 'இப்போது விருந்தினர்கள் அந்த வரைபடத்தைக் கையில் வைத்துக்கொண்டு வந்து, எங்களுக்குப் பிடித்த நடைப்பாதைகளைப் பற்றிக் கேட்கிறார்கள். நாங்கள் எதிர்பார்த்த பயணிகள் சரியாக இவர்கள்தான்.',
          author: 'ஒருங்கிணைப்பாளர், Blue Mountain Homestays',
        },
      ],
    },
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
      alt: 'Bright Beads Abacus Academy pitch deck: the title slide “Open a Bright Beads centre”, a growth chart and reasons to partner, with a tri-fold brochure',
      ta: { alt: 'Bright Beads Abacus Academy பிட்ச் டெக்: “Open a Bright Beads centre” தலைப்பு ஸ்லைடு, வளர்ச்சி வரைபடம், கூட்டாண்மைக்கான காரணங்கள், மூன்று மடிப்பு பிரோஷர்' },
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
    ta: {
      title: 'தூத்துக்குடி அபாகஸ் அகாடமிக்கான ஃபிரான்சைஸ் மாதிரி',
      client: 'Bright Beads Abacus Academy, தூத்துக்குடி',
      summary:
        'அபாகஸ் மற்றும் மனக்கணக்குப் பயிற்சி அகாடமி ஒன்று, தூத்துக்குடியில் உள்ள தனது மூன்று மையங்களைத் தாண்டி வளர உதவிய ஃபிரான்சைஸ் திட்டம், கூட்டாளர் கிட் மற்றும் புதிய கூட்டாளர்களை இணைக்கும் நடைமுறை.',
      tags: ['ஃபிரான்சைஸ்', 'கூட்டாண்மைகள்', 'பயிற்சி', 'வளர்ச்சி உத்தி'],
      content: [
        { type: 'h2', text: 'நோக்கம்' },
        {
          type: 'p',
          text: 'Bright Beads, தூத்துக்குடியில் உள்ள மூன்று மையங்களில் ஐந்து முதல் பதினான்கு வயது வரையிலான குழந்தைகளுக்கு அபாகஸும் மனக்கணக்கும் கற்றுத் தருகிறது. அருகிலுள்ள ஊர்களின் பெற்றோர் வகுப்புகள் கேட்டுக்கொண்டே இருந்தனர்; முன்னாள் ஆசிரியர்கள் சொந்தமாக மையங்கள் தொடங்க விரும்பினர். ஆனால் இந்தப் பெயரை மற்றவர்கள் பயன்படுத்த அனுமதிப்பதற்கான எந்தக் கட்டமைப்பும் நிறுவனரிடம் இல்லை.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வுகள்' },
        {
          type: 'ul',
          items: [
            'தூத்துக்குடி, திருநெல்வேலி, விருதுநகர் மாவட்டங்களில் உள்ள பன்னிரண்டு ஊர்களில் கட்டணம், வாடகை, தேவை பற்றிய ஆய்வு',
            'தெளிவான கட்டணங்கள், பகுதி எல்லைகள், தரநிலைகள் கொண்ட ஃபிரான்சைஸ் திட்டம்',
            'கூட்டாளர் கிட்\n- செயல்பாட்டுக் கையேடு மற்றும் ஆசிரியர் பயிற்சி அட்டவணை\n- மையத்தை அமைப்பதற்கான வழிகாட்டி\n- அறிமுக விழா டெம்ப்ளேட்கள் மற்றும் உள்ளூர் விளம்பரம்',
            'விசாரணை முதல் ஒப்பந்தம் வரையிலான நடைமுறை; வருங்காலக் கூட்டாளர்களை மதிப்பிடுவதற்கான மதிப்பெண் தாளுடன்',
          ],
        },
        {
          type: 'p',
          text: 'இந்தத் திட்டக் காலத்தில் கோவில்பட்டி, திருச்செந்தூர், சாத்தூர், திருநெல்வேலி ஆகிய இடங்களில் நான்கு ஃபிரான்சைஸ் கூட்டாளர்களுடன் ஒப்பந்தம் செய்ததாக அகாடமி தெரிவித்தது; அவற்றில் முதல் இரண்டு மையங்கள் புதிய கல்வியாண்டில் செயல்படத் தொடங்குகின்றன.',
        },
      ],
    },
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
      alt: 'Kolli Thaen logo sheet: the primary logo, three colour versions, the clear-space rule and the colour palette',
      ta: { alt: 'Kolli Thaen லோகோ ஷீட்: முதன்மை லோகோ, மூன்று வண்ண வகைகள், சுற்று இடைவெளி விதி, வண்ணத் தொகுப்பு' },
    },
    logo: { src: '/media/case-logos/cs-59', width: 640, height: 640, alt: 'Kolli Thaen logo: a bee above the name in Tamil, கொல்லி தேன் and the line “Kolli Hills honey”', ta: { alt: 'Kolli Thaen லோகோ: பெயருக்கு மேலே தேனீ; பெயர் தமிழில், கொல்லி தேன்; கீழே “Kolli Hills honey” என்ற வரி' } },
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
    ta: {
      title: 'கொல்லிமலைத் தேன் பிராண்டுக்கான லோகோ வடிவமைப்பு',
      client: 'Kolli Thaen, நாமக்கல்',
      summary:
        'கொல்லிமலையில் பழங்குடியினச் சேகரிப்பாளர்களிடமிருந்து மலைத் தேனையும் காட்டுத் தேனையும் வாங்கும் தேன் பிராண்டுக்கு, கையால் வரைந்த, கனிவான லோகோ.',
      tags: ['உணவு', 'லோகோ', 'விவசாயிகள் கூட்டமைப்பு', 'இயற்கைப் பொருட்கள்'],
      content: [
        { type: 'h2', text: 'பிராண்ட் மேலோட்டம்' },
        {
          type: 'p',
          text: 'Kolli Thaen, கொல்லிமலையில் வாழும் மலையாளி பழங்குடியினச் சேகரிப்பாளர்களிடமிருந்து மலைத் தேனையும் காட்டுத் தேனையும் வாங்கி, கண்ணாடி ஜாடிகளில் ஆர்கானிக் கடைகள் மூலமாகவும் ஆன்லைனிலும் விற்பனை செய்கிறது. சேகரிப்பாளர்களைக் கௌரவிக்கும், தேன் சரியாக எங்கிருந்து வருகிறது என்பதை வாங்குபவர்களுக்குச் சொல்லும் ஒரு லோகோவை நிறுவனர்கள் விரும்பினர்.',
        },
        { type: 'h2', text: 'வடிவமைப்பு சிறப்பம்சங்கள்' },
        {
          type: 'ul',
          items: [
            'மலைகளின் வெளிக்கோட்டையும் பறக்கும் ஒற்றைத் தேனீயையும் உள்ளடக்கிய, தேன்கூட்டு அறுகோண வடிவம்',
            'ஸ்டால் பலகைகளிலும் கடை ஜன்னல்களிலும் கையால் வரைந்துவிடும் அளவுக்கு எளிமையான கோடுகள்',
            'வண்ணங்கள்\n- மலைத் தேன் அம்பர்\n- காட்டுப் பச்சை\n- தேன்மெழுகு க்ரீம்',
            'ஏற்றுமதி விசாரணைகளுக்காக ஆங்கிலத் துணை வரியுடன் தமிழ்ப் பெயர் எழுத்துவடிவம்',
          ],
        },
        {
          type: 'p',
          text: 'புதிய லேபிள்கள் வந்த பிறகு, கடைகள் ஷெல்ஃப் டிஸ்ப்ளேக்களைக் கேட்கத் தொடங்கியதாக நிறுவனர்கள் எங்களிடம் கூறினர். சேகரிப்பாளர்களின் கூட்டுறவு அமைப்பு இப்போது தனது அறிவிப்புகளிலும் ரசீதுகளிலும் இந்தச் சின்னத்தைப் பயன்படுத்துகிறது.',
        },
      ],
    },
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
      alt: 'Valli Annamalai’s personal brand: a profile on a phone, an about page in a browser and business cards',
      ta: { alt: 'Valli Annamalai தனிநபர் பிராண்ட்: கைபேசியில் சுயவிவரம், உலாவியில் ‘About’ பக்கம், விசிட்டிங் கார்டுகள்' },
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
    ta: {
      title: 'பாப்-அப் விருந்துகளிலிருந்து தனிநபர் பிராண்ட் வரை: ஒரு செட்டிநாடு செஃப்',
      client: 'Chef Valli Annamalai, சென்னை',
      summary:
        'வீட்டுப் பாணி செட்டிநாடு சமையலைச் சென்னையின் பாப்-அப் விருந்துகளுக்குக் கொண்டு வரும் செஃப் ஒருவருக்கு, தனிநபர் அடையாளம், வீடியோ தொடர் மற்றும் கூட்டுப்பணி உத்தி.',
      tags: ['உணவு', 'செஃப்', 'வீடியோ உள்ளடக்கம்', 'பாப்-அப்'],
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'செஃப் Valli Annamalai ஹோட்டல் சமையலறைகளில் இருபது ஆண்டுகள் பணியாற்றிய பின், தேவகோட்டையில் தன் பாட்டியிடமிருந்து சேகரித்த சமையல் குறிப்புகளைக் கொண்டு சென்னையில் செட்டிநாடு பாப்-அப் விருந்துகளைத் தொடங்கினார். வாய்மொழிப் பரிந்துரைகளாலேயே விருந்துகள் முழுமையாக நிரம்பின; ஆனால் சமையல் வகுப்புகள், ஒரு மசாலா தயாரிப்பு வரிசை, என்றாவது ஒருநாள் தனது சொந்த உணவகம் ஆகியவற்றுக்கென ஒரு பார்வையாளர் வட்டத்தை உருவாக்க அவர் விரும்பினார்.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'ul',
          items: [
            'அவரது பாட்டியின் பித்தளை மற்றும் வெண்கலப் பாத்திரங்களிலிருந்து உத்வேகம் பெற்ற கையொப்பம், மோனோகிராம், வண்ணத் தொகுப்பு',
            'ஒவ்வொரு வாரமும் ஒரு சமையல் குறிப்பையும், அதைக் கற்றுத் தந்த பெண்ணின் கதையையும் இணைக்கும் Devakottai Diaries வீடியோ தொடர்',
            'பாப்-அப் விருந்துகள் மற்றும் வார இறுதி சமையல் வகுப்புகளுக்கான முன்பதிவுப் பக்கம்',
            'கூட்டுப்பணிக்காக அவரை அணுகும் பிராண்டுகளுக்கும் உணவகங்களுக்குமான வழிகாட்டுதல்கள்',
          ],
        },
        {
          type: 'blockquote',
          text: 'என் பெயர் மட்டுமல்ல, நான் சமைக்கும் உணவுக்குப் பின்னால் இருக்கும் பெண்களையும் மக்கள் அறிய வேண்டும் என்று விரும்பினேன். நாங்கள் உருவாக்கும் ஒவ்வொரு எபிசோடும் அவர்களிடமிருந்தே தொடங்குகிறது.',
          author: 'செஃப் Valli Annamalai',
        },
      ],
    },
  },
];
