/** Case studies 16–30 (sample content; clients are fictional). */
import type { CaseStudy } from '../../schema.js';

export const caseStudiesPart2: CaseStudy[] = [
  {
    id: 16,
    title: "One Collective Mark for Erode's Women's Self-Help Groups",
    client: "Erode District Women's SHG Federation",
    date: 'Aug-23',
    duration: '3 Weeks',
    industry: 'government',
    category: 'Logo Design',
    summary: "Products from 120 women's self-help groups were sold under 120 different labels. We designed one collective mark, Kongu Magalir, that every group can print on its own packaging.",
    image: {
      src: '/media/case-studies/cs-16',
      width: 1600,
      height: 1000,
      alt: 'Kongu Magalir logo sheet: the primary logo, three colour versions, the clear-space rule and the colour palette',
      ta: { alt: 'Kongu Magalir லோகோ ஷீட்: முதன்மை லோகோ, மூன்று வண்ண வகைகள், சுற்று இடைவெளி விதி, வண்ணத் தொகுப்பு' },
    },
    logo: {
      src: '/media/case-logos/cs-16',
      width: 640,
      height: 640,
      alt: 'Kongu Magalir logo: a kolam above the name in Tamil, கொங்கு மகளிர் and the line “Erode Women’s SHG Federation”',
      ta: { alt: 'Kongu Magalir லோகோ: பெயருக்கு மேலே கோலம்; பெயர் தமிழில், கொங்கு மகளிர்; கீழே “Erode Women’s SHG Federation” என்ற வரி' },
    },
    content: [
      { type: 'h2', text: 'Client Overview' },
      {
        type: 'p',
        text: "The federation brings together women's self-help groups across Erode district under the district's rural livelihoods programme. Members make millet snacks, turmeric powder, cold-pressed oils, jute bags and handloom towels, and sell them at government exhibitions, weekly shandies and a handful of retail outlets.",
      },
      { type: 'h2', text: 'The Challenge' },
      {
        type: 'p',
        text: 'Each group had its own label, often printed in small batches with different spellings of the same product. At exhibitions, visitors could not tell that the stalls belonged to one collective, and bulk buyers hesitated to order from groups they had never heard of.',
      },
      { type: 'h2', text: 'Design Approach' },
      {
        type: 'p',
        text: 'We ran two workshops with group leaders in Erode and Gobichettipalayam, where many members said they wanted a mark that felt like their own handiwork rather than a government scheme. The result is a figure of linked hands drawn as one continuous kolam line, with the name Kongu Magalir in Tamil as the primary wordmark.',
      },
      { type: 'h2', text: 'Key Takeaways' },
      {
        type: 'ul',
        items: [
          'A mark printed by dozens of small vendors must survive poor printing, so we tested it as a rubber stamp and on a photocopier',
          'Tamil came first, because it is the language of most buyers at shandies and exhibitions',
          'Every group keeps its own name in a small band beneath the collective mark, which preserved local pride and won the leaders over',
        ],
      },
    ],
    ta: {
      title: 'ஈரோடு மகளிர் சுய உதவிக் குழுக்களுக்கு ஒரே பொது முத்திரை',
      summary: '120 மகளிர் சுய உதவிக் குழுக்களின் தயாரிப்புகள் 120 வெவ்வேறு லேபிள்களில் விற்கப்பட்டு வந்தன. ஒவ்வொரு குழுவும் தன் சொந்த பேக்கேஜிங்கில் அச்சிட்டுக்கொள்ளக்கூடிய Kongu Magalir என்ற ஒரே பொது முத்திரையை நாங்கள் வடிவமைத்தோம்.',
      content: [
        { type: 'h2', text: 'வாடிக்கையாளர் மேலோட்டம்' },
        {
          type: 'p',
          text: 'மாவட்ட ஊரக வாழ்வாதாரத் திட்டத்தின் கீழ், ஈரோடு மாவட்டம் முழுவதும் உள்ள மகளிர் சுய உதவிக் குழுக்களை இந்தக் கூட்டமைப்பு ஒன்றிணைக்கிறது. உறுப்பினர்கள் சிறுதானியத் தின்பண்டங்கள், மஞ்சள் தூள், செக்கு எண்ணெய், சணல் பைகள், கைத்தறித் துண்டுகள் ஆகியவற்றைத் தயாரித்து, அரசுக் கண்காட்சிகள், வாரச் சந்தைகள் மற்றும் சில சில்லறை விற்பனைக் கடைகளில் விற்கின்றனர்.',
        },
        { type: 'h2', text: 'சவால்' },
        {
          type: 'p',
          text: 'ஒவ்வொரு குழுவுக்கும் தனித்தனி லேபிள் இருந்தது. பெரும்பாலும் சிறு அளவுகளில் அச்சிடப்பட்ட அந்த லேபிள்களில், ஒரே பொருளின் பெயர் வெவ்வேறு எழுத்துக்கூட்டலில் இருந்தது. கண்காட்சிகளில், அந்த ஸ்டால்கள் அனைத்தும் ஒரே கூட்டமைப்பைச் சேர்ந்தவை என்பது பார்வையாளர்களுக்குத் தெரியவில்லை. கேள்விப்படாத குழுக்களிடம் ஆர்டர் கொடுக்க மொத்த வியாபாரிகளும் தயங்கினர்.',
        },
        { type: 'h2', text: 'வடிவமைப்பு அணுகுமுறை' },
        {
          type: 'p',
          text: 'ஈரோடு, கோபிசெட்டிபாளையம் ஆகிய இடங்களில் குழுத் தலைவிகளுடன் இரண்டு பயிலரங்குகளை நடத்தினோம். அரசுத் திட்டம் போலத் தோன்றாமல், தங்கள் சொந்தக் கைவேலை போல உணரக்கூடிய முத்திரையே வேண்டும் என்று பல உறுப்பினர்கள் அங்கு கூறினர். அதன் விளைவாக, ஒன்றோடொன்று கோர்த்த கைகளை ஒரே தொடர் கோலக் கோட்டில் வரைந்த உருவம் உருவானது; தமிழில் எழுதப்பட்ட Kongu Magalir என்ற பெயரே அதன் முதன்மை வேர்ட்மார்க்.',
        },
        { type: 'h2', text: 'முக்கியப் பாடங்கள்' },
        {
          type: 'ul',
          items: [
            'பல டஜன் சிறு விற்பனையாளர்கள் அச்சிடப்போகும் முத்திரை, தரம் குறைந்த அச்சிலும் தெளிவாகத் தெரிய வேண்டும். அதனால் அதை ரப்பர் ஸ்டாம்பாகவும் போட்டோகாப்பியிலும் சோதித்துப் பார்த்தோம்',
            'சந்தைகளிலும் கண்காட்சிகளிலும் வாங்குபவர்களில் பெரும்பாலோரின் மொழி தமிழ்; அதனால் தமிழுக்கே முதலிடம் கொடுத்தோம்',
            'பொது முத்திரைக்குக் கீழே உள்ள சிறிய பட்டையில் ஒவ்வொரு குழுவும் தன் பெயரைத் தக்கவைத்துக்கொள்கிறது; இது உள்ளூர்ப் பெருமையைக் காத்ததோடு, குழுத் தலைவிகளின் முழு ஆதரவையும் பெற்றுத் தந்தது',
          ],
        },
      ],
    },
  },
  {
    id: 17,
    title: 'Rebranding a Kumbakonam Temple-Circuit Travel Agency',
    client: 'Thirtha Yatra Travels, Kumbakonam',
    date: 'Jan-24',
    duration: '6 Weeks',
    industry: 'travel',
    category: 'Branding',
    summary: 'A family-run agency organising Navagraha temple tours looked like every other agency in town. We rebuilt its identity, named its tours clearly and gave its vans a look pilgrims remember.',
    image: {
      src: '/media/case-studies/cs-17',
      width: 1600,
      height: 1000,
      alt: 'Thirtha Yatra Travels stationery: letterhead, envelope and business cards with the new logo',
      ta: { alt: 'Thirtha Yatra Travels ஸ்டேஷனரி: புதிய லோகோவுடன் லெட்டர்ஹெட், கவர், விசிட்டிங் கார்டுகள்' },
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Thirtha Yatra Travels has organised temple tours from Kumbakonam since 1998, above all the two-day Navagraha circuit of the nine temples to the planets around the town. Most customers come from Chennai, Bengaluru and Hyderabad, and many are elderly pilgrims travelling with their families.',
      },
      { type: 'h2', text: 'The Challenge' },
      {
        type: 'p',
        text: 'Dozens of agencies in Kumbakonam sell the same circuit, and most use the same photographs of the same temples. Customers often could not remember which agency they had travelled with, so repeat bookings and referrals drifted to competitors.',
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'ul',
        items: [
          'An identity based on the arrangement of the nine planets, drawn as a kolam of nine dots joined by a single line',
          'Clearly named tours\n- Navagraha Darshan, 2 days\n- Pancha Bhoota Sthalam circuit, 4 days\n- Divya Desam circuit, 3 days',
          "Livery for the agency's eleven cars and vans",
          "A printed pilgrim's booklet with temple timings, dress code and the order of the circuit",
          "Uniforms and name badges for the drivers, who are the agency's main point of contact with customers",
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: "The owner told us that more callers now ask for the agency by name, and that several Kumbakonam hotels recommend it because guests ask for the van with the nine dots. The agency's booking register showed repeat and referral bookings for 2024 well up on the previous year.",
      },
    ],
    ta: {
      title: 'கும்பகோணம் கோயில் சுற்றுலா நிறுவனம் ஒன்றின் ரீபிராண்டிங்',
      summary: 'நவக்கிரகக் கோயில் சுற்றுலாக்களை நடத்தும் இந்தக் குடும்ப நிறுவனம், ஊரில் உள்ள மற்ற எல்லா நிறுவனங்களையும் போலவே தோற்றமளித்தது. அதன் அடையாளத்தைப் புதிதாக உருவாக்கினோம், சுற்றுலாக்களுக்குத் தெளிவான பெயர்கள் வைத்தோம், பக்தர்கள் நினைவில் வைத்துக்கொள்ளும் தோற்றத்தை அதன் வேன்களுக்குக் கொடுத்தோம்.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: '1998 முதல் கும்பகோணத்திலிருந்து கோயில் சுற்றுலாக்களை நடத்தி வருகிறது Thirtha Yatra Travels. அவற்றில் முதன்மையானது, நகரைச் சுற்றியுள்ள, ஒன்பது கிரகங்களுக்கான ஒன்பது கோயில்களை இரண்டு நாட்களில் தரிசிக்கும் நவக்கிரகச் சுற்றுலா. வாடிக்கையாளர்களில் பெரும்பாலோர் சென்னை, பெங்களூரு, ஹைதராபாத் ஆகிய நகரங்களிலிருந்து வருகிறார்கள்; அவர்களில் பலர் குடும்பத்துடன் பயணிக்கும் வயதான பக்தர்கள்.',
        },
        { type: 'h2', text: 'சவால்' },
        {
          type: 'p',
          text: 'கும்பகோணத்தில் பல டஜன் நிறுவனங்கள் இதே சுற்றுலாவை விற்கின்றன; பெரும்பாலானவை அதே கோயில்களின் அதே புகைப்படங்களையே பயன்படுத்துகின்றன. எந்த நிறுவனத்துடன் பயணம் செய்தோம் என்பதே வாடிக்கையாளர்களுக்குப் பெரும்பாலும் நினைவில் இருக்கவில்லை. இதனால் மீண்டும் வரும் முன்பதிவுகளும் பரிந்துரைகளும் போட்டியாளர்களிடம் சென்றன.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'ul',
          items: [
            'நவக்கிரகங்களின் அமைப்பை அடிப்படையாகக் கொண்ட அடையாளம் — ஒன்பது புள்ளிகளை ஒரே கோட்டால் இணைக்கும் கோலமாக வரையப்பட்டது',
            'தெளிவான பெயர்களுடன் சுற்றுலாக்கள்\n- நவக்கிரக தரிசனம், 2 நாட்கள்\n- பஞ்சபூதத் தலங்கள் சுற்றுலா, 4 நாட்கள்\n- திவ்ய தேசங்கள் சுற்றுலா, 3 நாட்கள்',
            'நிறுவனத்தின் பதினொரு கார்கள் மற்றும் வேன்களுக்கான வெளிப்புற வடிவமைப்பு',
            'கோயில் நேரங்கள், ஆடைக் கட்டுப்பாடு, தரிசன வரிசை ஆகியவை அடங்கிய அச்சிட்ட பக்தர் கையேடு',
            'வாடிக்கையாளர்களுடன் நிறுவனத்தின் முக்கியத் தொடர்பாக இருக்கும் ஓட்டுநர்களுக்குச் சீருடைகளும் பெயர் பேட்ஜ்களும்',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'இப்போது அழைப்பவர்களில் அதிகமானோர் நிறுவனத்தைப் பெயர் சொல்லியே கேட்கிறார்கள் என்றும், ஒன்பது புள்ளிகள் கொண்ட வேனைக் கேட்டு விருந்தினர்கள் வருவதால் கும்பகோணத்தின் பல ஹோட்டல்கள் இந்த நிறுவனத்தைப் பரிந்துரைக்கின்றன என்றும் உரிமையாளர் எங்களிடம் தெரிவித்தார். நிறுவனத்தின் முன்பதிவுப் பதிவேட்டின்படி, 2024-ல் மீண்டும் வந்த வாடிக்கையாளர்களின் முன்பதிவுகளும் பரிந்துரை மூலம் வந்த முன்பதிவுகளும் முந்தைய ஆண்டைவிடக் கணிசமாக உயர்ந்தன.',
        },
      ],
    },
  },
  {
    id: 18,
    title: 'Wedding-Season Catalogue and Social Creatives for a Kanchipuram Silk House',
    client: 'Kanchi Pattu Maaligai, Kanchipuram',
    date: 'Aug–Sep 2024',
    duration: '6 Weeks',
    industry: 'consumer',
    category: 'Creative Design',
    summary: 'A century-old silk saree house wanted its wedding collection to look as rich online as it does on the counter. We art-directed a catalogue shoot and built a season of social creatives around it.',
    image: {
      src: '/media/case-studies/cs-18',
      width: 1600,
      height: 1000,
      alt: 'Three Kanchi Pattu Maaligai campaign posters framed on a wall: “The wedding silk edit”, “Korvai” and “Pure zari”',
      ta: { alt: 'சுவரில் சட்டமிட்ட மூன்று Kanchi Pattu Maaligai பிரச்சார போஸ்டர்கள்: “The wedding silk edit”, “Korvai”, “Pure zari”' },
    },
    content: [
      { type: 'h2', text: 'Client Overview' },
      {
        type: 'p',
        text: "Kanchi Pattu Maaligai sells handwoven Kanchipuram silk sarees from a showroom on Gandhi Road, buying directly from weavers in the town and nearby villages. Wedding silks for the season from Aippasi to Thai, roughly October to February, make up most of its annual sales.\nMore and more customers shortlist sarees on Instagram or WhatsApp before visiting, but the showroom's photographs were taken under tube lights, and the colours often looked quite different in person.",
      },
      { type: 'h2', text: 'Design Approach' },
      { type: 'h3', text: 'Photography' },
      {
        type: 'p',
        text: 'We planned a two-day shoot in natural light at a heritage house in Kanchipuram, with colour-calibrated reference shots of every saree so that the zari and the body colour appear true on screen.',
      },
      { type: 'h3', text: 'Creative system' },
      {
        type: 'ul',
        items: [
          'A catalogue of 60 wedding sarees grouped by occasion\n- Nichayathartham\n- Muhurtham\n- Reception',
          'Instagram carousels showing the pallu, border and body of each saree',
          "Short reels on how a korvai border is woven, filmed at a partner weaver's loom",
          'WhatsApp-ready images with saree codes and price bands',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'According to the showroom staff, customers now often arrive with a saree code from the catalogue, which shortens their time at the counter, and exchanges over colour fell sharply during the 2024 wedding season.',
      },
    ],
    ta: {
      title: 'காஞ்சிபுரம் பட்டு நிறுவனத்துக்குத் திருமண சீசன் கேட்டலாக்கும் சமூக ஊடக கிரியேட்டிவ்களும்',
      summary: 'நூறு ஆண்டு பழமையான இந்தப் பட்டுப் புடவைக் கடை, தன் திருமணப் புடவைத் தொகுப்பு கவுண்டரில் தெரிவது போலவே ஆன்லைனிலும் செழுமையாகத் தெரிய வேண்டும் என்று விரும்பியது. கேட்டலாக் போட்டோஷூட்டுக்குக் கலை இயக்கம் செய்து, அதைச் சுற்றி ஒரு சீசன் முழுவதற்குமான சமூக ஊடக கிரியேட்டிவ்களை உருவாக்கினோம்.',
      content: [
        { type: 'h2', text: 'வாடிக்கையாளர் மேலோட்டம்' },
        {
          type: 'p',
          text: 'காந்தி சாலையில் உள்ள தன் ஷோரூமில் கைத்தறி காஞ்சிபுரம் பட்டுப் புடவைகளை விற்கிறது Kanchi Pattu Maaligai; நகரிலும் அருகிலுள்ள கிராமங்களிலும் உள்ள நெசவாளர்களிடமிருந்து நேரடியாகப் புடவைகளை வாங்குகிறது. ஐப்பசி முதல் தை வரை, அதாவது ஏறக்குறைய அக்டோபர் முதல் பிப்ரவரி வரையிலான திருமண சீசனுக்கான பட்டுப் புடவைகளே அதன் ஆண்டு விற்பனையில் பெரும்பங்கு வகிக்கின்றன.\nகடைக்கு வருவதற்கு முன்பே Instagram அல்லது WhatsApp-ல் புடவைகளைத் தேர்ந்தெடுத்து வைக்கும் வாடிக்கையாளர்கள் அதிகரித்து வருகிறார்கள். ஆனால் ஷோரூமின் புகைப்படங்கள் டியூப் லைட் வெளிச்சத்தில் எடுக்கப்பட்டவை; நேரில் பார்க்கும்போது நிறங்கள் பெரும்பாலும் வேறுபட்டுத் தெரிந்தன.',
        },
        { type: 'h2', text: 'வடிவமைப்பு அணுகுமுறை' },
        { type: 'h3', text: 'புகைப்படங்கள்' },
        {
          type: 'p',
          text: 'காஞ்சிபுரத்தில் உள்ள ஒரு பாரம்பரிய வீட்டில், இயற்கை வெளிச்சத்தில் இரண்டு நாள் போட்டோஷூட்டைத் திட்டமிட்டோம். ஜரிகையும் புடவையின் உடல் நிறமும் திரையில் உள்ளபடியே தெரிய, ஒவ்வொரு புடவைக்கும் நிறம் துல்லியமாகச் சரிபார்க்கப்பட்ட ரெஃபரன்ஸ் படங்களையும் எடுத்தோம்.',
        },
        { type: 'h3', text: 'கிரியேட்டிவ் அமைப்பு' },
        {
          type: 'ul',
          items: [
            'நிகழ்வு வாரியாகப் பிரிக்கப்பட்ட 60 திருமணப் புடவைகளின் கேட்டலாக்\n- நிச்சயதார்த்தம்\n- முகூர்த்தம்\n- வரவேற்பு',
            'ஒவ்வொரு புடவையின் முந்தானை, பார்டர், உடல் ஆகியவற்றைக் காட்டும் Instagram கரோசல்கள்',
            'கோர்வை பார்டர் எப்படி நெய்யப்படுகிறது என்பதைக் காட்டும் சிறு ரீல்கள் — கூட்டாளி நெசவாளர் ஒருவரின் தறியில் படமாக்கப்பட்டவை',
            'புடவைக் குறியீடுகளும் விலை வரம்புகளும் கொண்ட, WhatsApp-ல் உடனே அனுப்பக்கூடிய படங்கள்',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'ஷோரூம் ஊழியர்களின் கூற்றுப்படி, வாடிக்கையாளர்கள் இப்போது பெரும்பாலும் கேட்டலாக்கில் உள்ள புடவைக் குறியீட்டுடனேயே வருகிறார்கள்; இதனால் கவுண்டரில் அவர்கள் செலவிடும் நேரம் குறைகிறது. 2024 திருமண சீசனில், நிறம் காரணமாகப் புடவைகளை மாற்றுவதும் வெகுவாகக் குறைந்தது.',
        },
      ],
    },
  },
  {
    id: 19,
    title: 'An Accessible Heritage-Walks Website for Thanjavur',
    client: 'District Tourism Office, Thanjavur',
    date: 'Oct-24',
    duration: '2 Months',
    industry: 'government',
    category: 'Website',
    summary: 'The district tourism office launched guided walks around the Big Temple and the Maratha palace. We built a bilingual, accessible website where visitors can choose a walk and register in a minute.',
    image: {
      src: '/media/case-studies/cs-19',
      width: 1600,
      height: 1000,
      alt: 'The Thanjavur Heritage Walks website on a laptop and a phone, in Tamil and English: the home page headline reads “சோழர் தலைநகரில் ஒரு நடை” (Walk the Chola capital)',
      ta: { alt: 'லேப்டாப்பிலும் கைபேசியிலும் Thanjavur Heritage Walks இணையதளம், தமிழிலும் ஆங்கிலத்திலும்: முகப்புப் பக்கத் தலைப்பு “சோழர் தலைநகரில் ஒரு நடை”' },
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'The walks cover the Brihadeeswara Temple, the Thanjavur Maratha Palace complex, the Saraswathi Mahal Library and the old market streets, each led by a trained local guide. The district tourism office wanted them to be easy to discover for domestic and foreign visitors alike.',
      },
      { type: 'h2', text: 'Objective' },
      {
        type: 'ul',
        items: [
          'Publish routes, timings and meeting points in Tamil and English',
          'Offer free registration with a daily cap for each walk',
          'Follow the Guidelines for Indian Government Websites and WCAG accessibility requirements',
          'Let office staff update the calendar without a developer',
        ],
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'p',
        text: 'We built a lightweight static site with a registration form feeding the spreadsheet the office already used. Every page works with a screen reader and at large text sizes, and each walk map also comes as a written route description.\nThe site is hosted where the department specified, and we documented every accessibility check for its audit.',
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'The office reported more than 3,000 registrations in the first three months, including school groups and visitors from abroad. Staff now update the walk calendar themselves every week.',
      },
    ],
    ta: {
      title: 'தஞ்சாவூர் பாரம்பரிய நடைப்பயணங்களுக்கு அனைவரும் அணுகக்கூடிய இணையதளம்',
      summary: 'பெரிய கோயிலையும் மராட்டிய அரண்மனையையும் சுற்றி, வழிகாட்டியுடன் கூடிய நடைப்பயணங்களை மாவட்டச் சுற்றுலா அலுவலகம் அறிமுகப்படுத்தியது. பார்வையாளர்கள் ஒரு நடைப்பயணத்தைத் தேர்ந்தெடுத்து ஒரே நிமிடத்தில் பதிவு செய்யக்கூடிய, இருமொழி, அனைவரும் அணுகக்கூடிய இணையதளத்தை நாங்கள் உருவாக்கினோம்.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'பிரகதீஸ்வரர் கோயில், தஞ்சாவூர் மராட்டிய அரண்மனை வளாகம், சரஸ்வதி மஹால் நூலகம், பழைய கடைவீதிகள் ஆகியவற்றை இந்த நடைப்பயணங்கள் உள்ளடக்குகின்றன; ஒவ்வொன்றையும் பயிற்சி பெற்ற உள்ளூர் வழிகாட்டி ஒருவர் வழிநடத்துகிறார். உள்நாட்டு, வெளிநாட்டுப் பார்வையாளர்கள் இருவருமே இவற்றை எளிதில் கண்டறிய வேண்டும் என்பது மாவட்டச் சுற்றுலா அலுவலகத்தின் விருப்பம்.',
        },
        { type: 'h2', text: 'நோக்கம்' },
        {
          type: 'ul',
          items: [
            'வழித்தடங்கள், நேரங்கள், சந்திப்பு இடங்களைத் தமிழிலும் ஆங்கிலத்திலும் வெளியிடுதல்',
            'ஒவ்வொரு நடைப்பயணத்துக்கும் தினசரி வரம்புடன் இலவசப் பதிவு வழங்குதல்',
            'இந்திய அரசு இணையதளங்களுக்கான வழிகாட்டுதல்களையும் WCAG அணுகல்தன்மைத் தேவைகளையும் பின்பற்றுதல்',
            'டெவலப்பர் உதவியின்றி அலுவலக ஊழியர்களே அட்டவணையைப் புதுப்பிக்க வழிசெய்தல்',
          ],
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'p',
          text: 'அலுவலகம் ஏற்கெனவே பயன்படுத்தி வந்த ஸ்ப்ரெட்ஷீட்டுக்கே நேரடியாகப் பதிவுகளை அனுப்பும் படிவத்துடன், எடை குறைந்த ஸ்டாட்டிக் இணையதளத்தை உருவாக்கினோம். ஒவ்வொரு பக்கமும் ஸ்கிரீன் ரீடருடனும் பெரிய எழுத்து அளவுகளிலும் சரியாக இயங்குகிறது; ஒவ்வொரு நடைப்பயண வரைபடத்துக்கும் எழுத்து வடிவிலான வழி விளக்கமும் உண்டு.\nதுறை குறிப்பிட்ட இடத்திலேயே இணையதளம் ஹோஸ்ட் செய்யப்பட்டுள்ளது. துறையின் தணிக்கைக்காக, ஒவ்வொரு அணுகல்தன்மைச் சோதனையையும் ஆவணப்படுத்தினோம்.',
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'முதல் மூன்று மாதங்களில், பள்ளிக் குழுக்கள், வெளிநாட்டுப் பார்வையாளர்கள் உட்பட 3,000-க்கும் மேற்பட்ட பதிவுகள் வந்ததாக அலுவலகம் தெரிவித்தது. நடைப்பயண அட்டவணையை இப்போது ஊழியர்களே ஒவ்வொரு வாரமும் புதுப்பிக்கிறார்கள்.',
        },
      ],
    },
  },
  {
    id: 20,
    title: 'Corporate Health-Check Partnerships for a Salem Diagnostics Chain',
    client: 'Sugam Diagnostics, Salem',
    date: 'Jun–Aug 2024',
    duration: '3 Months',
    industry: 'health',
    category: 'Business Development',
    summary: "A diagnostics chain with four centres in Salem wanted steady corporate work between seasonal peaks. We built a B2B offer and a sales process aimed at the region's factories, banks and schools.",
    image: {
      src: '/media/case-studies/cs-20',
      width: 1600,
      height: 1000,
      alt: 'Sugam Diagnostics pitch deck: the title slide “Health checks for your workforce”, a growth chart and reasons to partner, with a tri-fold brochure',
      ta: { alt: 'Sugam Diagnostics பிட்ச் டெக்: “Health checks for your workforce” தலைப்பு ஸ்லைடு, வளர்ச்சி வரைபடம், கூட்டாண்மைக்கான காரணங்கள், மூன்று மடிப்பு பிரோஷர்' },
    },
    content: [
      { type: 'h2', text: 'Client Overview' },
      {
        type: 'p',
        text: 'Sugam Diagnostics runs four accredited laboratories and collection centres in Salem, offering blood tests, imaging and full-body check-ups. Most of its revenue came from walk-in patients and doctor referrals, which dip sharply outside the monsoon fever season.',
      },
      { type: 'h2', text: 'The Challenge' },
      {
        type: 'p',
        text: "Many of Salem's steel, textile and sago units, bank branches and schools arrange annual health check-ups for their staff, but the chain had never approached them in an organised way. Its two sales executives spent nearly all their time visiting doctors.",
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'ul',
        items: [
          'Three corporate packages with clear per-employee pricing',
          'An on-site camp checklist covering space, power, timing and staffing',
          'A proposal template and a one-page brochure written for HR managers',
          'A target list of 150 employers in Salem, Namakkal and Dharmapuri, ranked by size and distance',
          'Weekly pipeline reviews with the sales team throughout the three months',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'By the end of the engagement, the chain told us it had signed agreements with eleven employers, including a spinning mill with 900 workers, and had run its first six on-site camps. The management sees corporate work as a steadier base for the slower months.',
      },
      {
        type: 'blockquote',
        text: 'We always had the capacity. What we lacked was a way of speaking to HR managers in their language, and the discipline to follow up.',
        author: 'Director, Sugam Diagnostics',
      },
    ],
    ta: {
      title: 'சேலம் பரிசோதனை மையக் குழுமத்துக்கு கார்ப்பரேட் ஹெல்த் செக்-அப் கூட்டாண்மைகள்',
      summary: 'சேலத்தில் நான்கு மையங்களைக் கொண்ட இந்தப் பரிசோதனை நிறுவனம், சீசன் உச்சங்களுக்கு இடைப்பட்ட காலத்திலும் நிறுவனங்களிடமிருந்து நிலையான வேலை வர வேண்டும் என்று விரும்பியது. இப்பகுதியின் தொழிற்சாலைகள், வங்கிகள், பள்ளிகளை இலக்காகக் கொண்ட B2B சேவைத் திட்டத்தையும் விற்பனை நடைமுறையையும் நாங்கள் உருவாக்கினோம்.',
      content: [
        { type: 'h2', text: 'வாடிக்கையாளர் மேலோட்டம்' },
        {
          type: 'p',
          text: 'சேலத்தில் அங்கீகாரம் பெற்ற நான்கு ஆய்வகங்களையும் மாதிரி சேகரிப்பு மையங்களையும் நடத்தி, ரத்தப் பரிசோதனைகள், ஸ்கேன்கள், முழு உடல் பரிசோதனைகளை வழங்குகிறது Sugam Diagnostics. அதன் வருவாயில் பெரும்பகுதி நேரடியாக வரும் நோயாளிகளிடமிருந்தும் மருத்துவர் பரிந்துரைகளிலிருந்தும் வந்தது; மழைக்காலக் காய்ச்சல் சீசன் அல்லாத மாதங்களில் இவை கடுமையாகக் குறைந்துவிடும்.',
        },
        { type: 'h2', text: 'சவால்' },
        {
          type: 'p',
          text: 'சேலத்தின் எஃகு, ஜவுளி, ஜவ்வரிசி ஆலைகள், வங்கிக் கிளைகள், பள்ளிகள் எனப் பலவும் தங்கள் ஊழியர்களுக்கு ஆண்டுதோறும் உடல் பரிசோதனை ஏற்பாடு செய்கின்றன. ஆனால் இந்த நிறுவனம் அவற்றை ஒருபோதும் திட்டமிட்ட முறையில் அணுகியதில்லை. அதன் இரண்டு விற்பனை அலுவலர்களும் கிட்டத்தட்ட முழு நேரத்தையும் மருத்துவர்களைச் சந்திப்பதிலேயே செலவிட்டனர்.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'ul',
          items: [
            'ஒரு ஊழியருக்கு இவ்வளவு என்ற தெளிவான கட்டணத்துடன் மூன்று கார்ப்பரேட் பேக்கேஜ்கள்',
            'இடம், மின்சாரம், நேரம், பணியாளர்கள் ஆகியவற்றை உள்ளடக்கிய, நிறுவன வளாக முகாம்களுக்கான சரிபார்ப்புப் பட்டியல்',
            'HR மேலாளர்களுக்காக எழுதப்பட்ட முன்மொழிவு டெம்ப்ளேட்டும் ஒரு பக்க பிரோஷரும்',
            'அளவு, தூரம் அடிப்படையில் வரிசைப்படுத்தப்பட்ட, சேலம், நாமக்கல், தர்மபுரியைச் சேர்ந்த 150 நிறுவனங்களின் இலக்குப் பட்டியல்',
            'மூன்று மாதங்கள் முழுவதும், விற்பனைக் குழுவுடன் ஒவ்வொரு வாரமும் விற்பனை வாய்ப்புகளின் நிலை குறித்த மறுஆய்வு',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'எங்கள் பணிக்காலம் முடிவதற்குள், 900 தொழிலாளர்களைக் கொண்ட ஒரு நூற்பாலை உட்படப் பதினொரு நிறுவனங்களுடன் ஒப்பந்தங்கள் கையெழுத்தானதாகவும், முதல் ஆறு வளாக முகாம்கள் நடத்தப்பட்டதாகவும் நிறுவனம் எங்களிடம் தெரிவித்தது. விற்பனை குறைவான மாதங்களில் கார்ப்பரேட் பணி மேலும் நிலையான அடித்தளமாக இருக்கும் என்று நிர்வாகம் கருதுகிறது.',
        },
        {
          type: 'blockquote',
          text: 'எங்களிடம் திறன் எப்போதுமே இருந்தது. HR மேலாளர்களிடம் அவர்களின் மொழியில் பேசும் வழியும், தொடர்ந்து பின்தொடரும் ஒழுங்கும்தான் இல்லாமல் இருந்தன.',
          author: 'இயக்குநர், Sugam Diagnostics',
        },
      ],
    },
  },
  {
    id: 21,
    title: 'Clear, Compliant Packaging for a Siddha Medicine Range',
    client: 'Mooligai Siddha Pharmacy, Tirunelveli',
    date: 'Dec-23',
    duration: '1 Month',
    industry: 'health',
    category: 'Packaging Design',
    summary: 'A Tirunelveli Siddha pharmacy was moving its herbal oils and powders into medical shops across Tamil Nadu. We redesigned 24 products with clearer dosage information and a consistent family look.',
    image: {
      src: '/media/case-studies/cs-21',
      width: 1600,
      height: 1000,
      alt: 'Mooligai Siddha Pharmacy packs on a shop shelf: Nilavembu, Thoothuvalai, Amla Lehyam',
      ta: { alt: 'கடை அலமாரியில் Mooligai Siddha Pharmacy பேக்குகள்: Nilavembu, Thoothuvalai, Amla Lehyam' },
    },
    content: [
      { type: 'h2', text: 'Client Overview' },
      {
        type: 'p',
        text: "Mooligai Siddha Pharmacy has prepared Siddha formulations in Palayamkottai for three generations, including herbal hair oils, digestive powders and balms. Until recently its products sold mainly at its own counter, where the pharmacist explained each one in person.\nOn a medical shop's shelf nobody is there to explain. The old labels showed the product name in large Tamil letters and everything else in tiny print, and as AYUSH products they also had to carry licence numbers and other regulatory details.",
      },
      { type: 'h2', text: 'Packaging Highlights' },
      {
        type: 'ul',
        items: [
          'One layout across all 24 products, with the use and dosage panel always in the same place',
          'Colour bands by category\n- Green for hair and skin\n- Amber for digestion\n- Blue for joint and muscle care',
          'Large-print Tamil and English text for older customers',
          'Leaf illustrations drawn from the herbs actually used, instead of stock images',
          "Tamper-evident seals, and a batch and expiry panel sized for the printer's inkjet coder",
        ],
      },
      { type: 'h2', text: 'Typography' },
      {
        type: 'p',
        text: 'We chose a Tamil typeface with open counters that stays legible at small sizes, set beside a humanist sans-serif for English. Dosage instructions are never set smaller than 8 points.',
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'Within a year of launch, the pharmacy reported that its range was stocked in more than 200 medical shops across southern Tamil Nadu. Retailers told its sales team that reordering had become easier because the batch panel is easy to read.',
      },
    ],
    ta: {
      title: 'சித்த மருந்துத் தயாரிப்புகளுக்குத் தெளிவான, விதிமுறைகளுக்கு உட்பட்ட பேக்கேஜிங்',
      summary: 'திருநெல்வேலியைச் சேர்ந்த ஒரு சித்த மருந்தகம், தன் மூலிகை எண்ணெய்களையும் பொடிகளையும் தமிழ்நாடு முழுவதும் உள்ள மருந்துக் கடைகளுக்குக் கொண்டு செல்லத் தொடங்கியது. தெளிவான மருந்தளவுத் தகவலுடனும், ஒரே குடும்பமாகத் தெரியும் சீரான தோற்றத்துடனும் 24 தயாரிப்புகளை மறுவடிவமைப்பு செய்தோம்.',
      content: [
        { type: 'h2', text: 'வாடிக்கையாளர் மேலோட்டம்' },
        {
          type: 'p',
          text: 'மூலிகைக் கூந்தல் தைலங்கள், செரிமானப் பொடிகள், களிம்புகள் உள்ளிட்ட சித்த மருந்துகளை மூன்று தலைமுறைகளாகப் பாளையங்கோட்டையில் தயாரித்து வருகிறது Mooligai Siddha Pharmacy. சமீப காலம் வரை அதன் தயாரிப்புகள் பெரும்பாலும் அதன் சொந்தக் கவுண்டரிலேயே விற்கப்பட்டன; அங்கு மருந்தாளுநர் ஒவ்வொன்றையும் நேரில் விளக்கிச் சொல்வார்.\nமருந்துக் கடை அலமாரியில் விளக்கிச் சொல்ல யாரும் இருப்பதில்லை. பழைய லேபிள்களில் தயாரிப்பின் பெயர் பெரிய தமிழ் எழுத்துகளிலும், மற்ற அனைத்தும் மிகச் சிறிய எழுத்துகளிலும் இருந்தன. மேலும், AYUSH தயாரிப்புகள் என்பதால் உரிம எண்களும் பிற ஒழுங்குமுறை விவரங்களும் அவற்றில் இடம்பெற வேண்டியிருந்தது.',
        },
        { type: 'h2', text: 'பேக்கேஜிங் சிறப்பம்சங்கள்' },
        {
          type: 'ul',
          items: [
            '24 தயாரிப்புகளுக்கும் ஒரே லேஅவுட்; பயன்பாடு மற்றும் மருந்தளவுப் பகுதி எப்போதும் ஒரே இடத்தில்',
            'வகை வாரியான வண்ணப் பட்டைகள்\n- கூந்தல், சருமப் பராமரிப்புக்குப் பச்சை\n- செரிமானத்துக்கு அம்பர் நிறம்\n- மூட்டு, தசைப் பராமரிப்புக்கு நீலம்',
            'வயதான வாடிக்கையாளர்களுக்காகப் பெரிய எழுத்துகளில் தமிழ், ஆங்கில உரை',
            'ஸ்டாக் படங்களுக்குப் பதிலாக, உண்மையில் பயன்படுத்தப்படும் மூலிகைகளைப் பார்த்து வரைந்த இலை ஓவியங்கள்',
            'திறக்கப்பட்டால் தெரிந்துவிடும் பாதுகாப்பு சீல்கள்; இன்க்ஜெட் கோடர் அச்சிடுவதற்கு ஏற்ற அளவில் பேட்ச் எண், காலாவதித் தேதிக்கான பகுதி',
          ],
        },
        { type: 'h2', text: 'எழுத்துருக்கள்' },
        {
          type: 'p',
          text: 'எழுத்துகளின் உள்வெளிகள் திறந்திருக்கும், சிறிய அளவிலும் தெளிவாகப் படிக்கக்கூடிய தமிழ் எழுத்துருவைத் தேர்ந்தெடுத்தோம்; ஆங்கிலத்துக்கு அதனுடன் ஒரு ஹியூமனிஸ்ட் சான்ஸ்-செரிஃப் எழுத்துருவைப் பயன்படுத்தினோம். மருந்தளவு வழிமுறைகள் ஒருபோதும் 8 பாயிண்டுக்குக் குறைவான அளவில் அச்சிடப்படுவதில்லை.',
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'அறிமுகமான ஓராண்டுக்குள், தென் தமிழ்நாடு முழுவதும் 200-க்கும் மேற்பட்ட மருந்துக் கடைகளில் தன் தயாரிப்புகள் விற்பனைக்கு வைக்கப்பட்டுள்ளதாக மருந்தகம் தெரிவித்தது. பேட்ச் பகுதி எளிதாகப் படிக்கும்படி இருப்பதால் மீண்டும் ஆர்டர் செய்வது எளிதாகிவிட்டது என்று கடைக்காரர்கள் அதன் விற்பனைக் குழுவிடம் கூறினர்.',
        },
      ],
    },
  },
  {
    id: 22,
    title: 'An Honest Admissions Campaign for a Namakkal NEET Coaching Centre',
    client: 'Pinnacle NEET Academy, Namakkal',
    date: 'May-24',
    duration: '2 Months',
    industry: 'education',
    category: 'Digital Marketing',
    summary: "A NEET coaching centre in Namakkal wanted to fill its residential long-term batch without the exaggerated claims common in the sector. We ran a campaign built on complete results and parents' real questions.",
    image: {
      src: '/media/case-studies/cs-22',
      width: 1600,
      height: 1000,
      alt: 'The Pinnacle NEET Academy campaign on phones: a story ad, a sponsored post in a feed and two ad cards',
      ta: { alt: 'கைபேசிகளில் Pinnacle NEET Academy பிரச்சாரம்: ஸ்டோரி விளம்பரம், ஃபீடில் ஒரு ஸ்பான்சர்டு பதிவு, இரண்டு விளம்பர கார்டுகள்' },
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: "Namakkal has become one of Tamil Nadu's best-known towns for medical entrance coaching, with residential programmes that draw students from across the state. Pinnacle NEET Academy is a mid-sized centre with about 400 students and a faculty made up largely of former government-school teachers.",
      },
      { type: 'h2', text: 'Target Audience' },
      {
        type: 'p',
        text: 'The decision makers are parents, often from farming and small-business families in Salem, Dharmapuri, Krishnagiri and Villupuram, who prefer Tamil and decide after long discussions with relatives. Students do their own research on YouTube.',
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'ul',
        items: [
          'Facebook and YouTube ads in Tamil for parents, answering questions about hostel food, safety, study hours and fees',
          'Student videos, recorded with consent, about daily routine rather than ranks',
          'A results page showing the full spread of scores, not just the toppers',
          "Google Search ads for phrases such as 'NEET long term coaching Namakkal hostel'",
          'A free weekend campus visit, promoted in the two weeks after the NEET results',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: "The academy reported that campus visits in June were about twice the previous year's and that its long-term batch was full by mid-July. Parents repeatedly mentioned the full-results page as the reason they trusted the academy, according to its admissions counsellors.",
      },
      {
        type: 'blockquote',
        text: "We were told we had to advertise like everyone else, with toppers' photographs on every poster. It turned out that honesty was a better selling point.",
        author: 'Director, Pinnacle NEET Academy',
      },
    ],
    ta: {
      title: 'நாமக்கல் NEET பயிற்சி மையத்துக்கு நேர்மையான சேர்க்கைப் பிரச்சாரம்',
      summary: 'இந்தத் துறையில் வழக்கமாகிவிட்ட மிகைப்படுத்தப்பட்ட வாக்குறுதிகள் இல்லாமலேயே, தன் விடுதியுடன் கூடிய லாங் டெர்ம் பேட்சை நிரப்ப நாமக்கல்லில் உள்ள ஒரு NEET பயிற்சி மையம் விரும்பியது. முழுமையான தேர்வு முடிவுகளையும் பெற்றோரின் உண்மையான கேள்விகளையும் அடிப்படையாகக் கொண்ட பிரச்சாரத்தை நாங்கள் நடத்தினோம்.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'மருத்துவ நுழைவுத் தேர்வுப் பயிற்சிக்குத் தமிழ்நாட்டில் மிகவும் பெயர் பெற்ற நகரங்களில் ஒன்றாக நாமக்கல் உருவெடுத்துள்ளது; இங்குள்ள விடுதியுடன் கூடிய பயிற்சித் திட்டங்கள் மாநிலம் முழுவதிலிருந்தும் மாணவர்களை ஈர்க்கின்றன. Pinnacle NEET Academy சுமார் 400 மாணவர்களைக் கொண்ட நடுத்தர அளவிலான மையம்; அதன் ஆசிரியர்களில் பெரும்பாலோர் முன்னாள் அரசுப் பள்ளி ஆசிரியர்கள்.',
        },
        { type: 'h2', text: 'இலக்கு பார்வையாளர்கள்' },
        {
          type: 'p',
          text: 'முடிவெடுப்பவர்கள் பெற்றோர்தான். அவர்களில் பலர் சேலம், தர்மபுரி, கிருஷ்ணகிரி, விழுப்புரம் பகுதிகளைச் சேர்ந்த விவசாய, சிறுதொழில் குடும்பங்களைச் சேர்ந்தவர்கள்; தமிழையே விரும்புபவர்கள்; உறவினர்களுடன் நீண்ட நேரம் கலந்தாலோசித்த பிறகே முடிவெடுப்பவர்கள். மாணவர்கள் YouTube-ல் தாங்களாகவே தேடி ஆராய்கிறார்கள்.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'ul',
          items: [
            'விடுதி உணவு, பாதுகாப்பு, படிப்பு நேரம், கட்டணம் குறித்த கேள்விகளுக்குப் பதிலளிக்கும், பெற்றோருக்கான தமிழ் Facebook, YouTube விளம்பரங்கள்',
            'ரேங்குகளைப் பற்றி அல்லாமல் அன்றாட நடைமுறையைப் பற்றிப் பேசும், ஒப்புதலுடன் பதிவு செய்யப்பட்ட மாணவர் வீடியோக்கள்',
            'முதலிடம் பெற்றவர்களை மட்டுமல்லாமல், அனைத்து மதிப்பெண்களின் முழு விவரத்தையும் காட்டும் முடிவுகள் பக்கம்',
            '‘NEET long term coaching Namakkal hostel’ போன்ற தேடல் சொற்றொடர்களுக்கான Google Search விளம்பரங்கள்',
            'NEET முடிவுகள் வெளியான இரண்டு வாரங்களில் விளம்பரப்படுத்தப்பட்ட, வார இறுதியில் வளாகத்தை இலவசமாகப் பார்வையிடும் வாய்ப்பு',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'ஜூன் மாதத்தில் வளாகத்தைப் பார்வையிட வந்தவர்களின் எண்ணிக்கை முந்தைய ஆண்டைவிட ஏறக்குறைய இரு மடங்கு என்றும், ஜூலை நடுப்பகுதிக்குள் லாங் டெர்ம் பேட்ச் நிரம்பிவிட்டது என்றும் அகாடமி தெரிவித்தது. அதன் சேர்க்கை ஆலோசகர்களின் கூற்றுப்படி, அகாடமியை நம்பியதற்குக் காரணமாக முழு முடிவுகள் பக்கத்தையே பெற்றோர் மீண்டும் மீண்டும் குறிப்பிட்டனர்.',
        },
        {
          type: 'blockquote',
          text: 'எல்லோரையும் போல, ஒவ்வொரு போஸ்டரிலும் முதலிடம் பெற்றவர்களின் புகைப்படங்களுடன் விளம்பரம் செய்ய வேண்டும் என்றுதான் எங்களுக்குச் சொல்லப்பட்டது. ஆனால் நேர்மையே சிறந்த விற்பனை பலம் என்பது பிறகுதான் புரிந்தது.',
          author: 'இயக்குநர், Pinnacle NEET Academy',
        },
      ],
    },
  },
  {
    id: 23,
    title: "Branding an Industrial Trade Expo for Coimbatore's MSMEs",
    client: 'Kongu Small Industries Association, Coimbatore',
    date: 'Jun–Jul 2025',
    duration: '5 Weeks',
    industry: 'business',
    category: 'Event Branding',
    summary: 'A four-day industrial expo with 320 exhibitors needed an identity and wayfinding that helped buyers find pumps, motors and machine tools quickly.',
    image: {
      src: '/media/case-studies/cs-23',
      width: 1600,
      height: 1000,
      alt: 'The Kongu Industrial Expo stage backdrop, with a roll-up standee on each side and a delegate badge',
      ta: { alt: 'Kongu Industrial Expo மேடைப் பின்னணி; இருபுறமும் ரோல்-அப் ஸ்டாண்டீகள், ஒரு பங்கேற்பாளர் அட்டை' },
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: "The Kongu Small Industries Association organises an annual expo for Coimbatore's makers of pumps, motors, wet grinders, castings and machine tools. The 2025 edition filled three halls and expected buyers from across India and several African countries.\nPast editions had no consistent identity, visitors struggled to find exhibitors in the large halls, and exhibitors wanted more visibility for their product launches.",
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'p',
        text: "We drew the expo's mark as a gear wheel built from kolam loops, a nod to the region's engineering heritage, and gave each hall a strong colour: blue for pumps and motors, orange for machine tools and green for agricultural machinery. The colours ran through the gates, aisle signs, floor graphics and the exhibitor directory. For launches, a small stage by the main entrance gave exhibitors fifteen-minute slots, listed in the daily schedule.",
      },
      { type: 'h3', text: 'Digital wayfinding' },
      {
        type: 'p',
        text: 'A searchable exhibitor list on the expo website, reached through QR codes on every aisle sign, replaced the heavy printed catalogue for most visitors.',
      },
      { type: 'h2', text: 'Impact' },
      {
        type: 'p',
        text: "The association reported more than 40,000 trade visitors over the four days, and exhibitors' feedback forms rated navigation far better than in earlier years. The identity will stay for future editions, with only the year mark changing.",
      },
    ],
    ta: {
      title: 'கோயம்புத்தூர் MSME-களுக்கான தொழில் வர்த்தகக் கண்காட்சியின் பிராண்டிங்',
      summary: '320 கண்காட்சியாளர்கள் பங்கேற்ற நான்கு நாள் தொழில் கண்காட்சிக்கு, பம்புகள், மோட்டார்கள், இயந்திரக் கருவிகளை வாங்குபவர்கள் விரைவாகக் கண்டறிய உதவும் அடையாளமும் வழிகாட்டு அமைப்பும் தேவைப்பட்டன.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'கோயம்புத்தூரின் பம்ப், மோட்டார், வெட் கிரைண்டர், வார்ப்பு, இயந்திரக் கருவி உற்பத்தியாளர்களுக்காக Kongu Small Industries Association ஆண்டுதோறும் ஒரு கண்காட்சியை நடத்துகிறது. 2025 பதிப்பு மூன்று அரங்குகளை நிரப்பியது; இந்தியா முழுவதிலிருந்தும் பல ஆப்பிரிக்க நாடுகளிலிருந்தும் வாங்குபவர்கள் வருவார்கள் என எதிர்பார்க்கப்பட்டது.\nமுந்தைய பதிப்புகளுக்குச் சீரான அடையாளம் இல்லை. பெரிய அரங்குகளில் கண்காட்சியாளர்களைக் கண்டுபிடிக்கப் பார்வையாளர்கள் சிரமப்பட்டனர். தங்கள் புதிய தயாரிப்பு அறிமுகங்களுக்குக் கூடுதல் கவனம் கிடைக்க வேண்டும் என்று கண்காட்சியாளர்கள் விரும்பினர்.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'p',
          text: 'இப்பகுதியின் பொறியியல் பாரம்பரியத்தைக் குறிக்கும் வகையில், கோல வளைவுகளால் ஆன கியர் சக்கரமாகக் கண்காட்சியின் லோகோவை வரைந்தோம். ஒவ்வொரு அரங்குக்கும் ஓர் அழுத்தமான நிறம் கொடுத்தோம்: பம்புகள், மோட்டார்களுக்கு நீலம்; இயந்திரக் கருவிகளுக்கு ஆரஞ்சு; வேளாண் இயந்திரங்களுக்குப் பச்சை. நுழைவாயில்கள், நடைபாதைப் பலகைகள், தரை கிராஃபிக்ஸ், கண்காட்சியாளர் பட்டியல் என எல்லாவற்றிலும் இந்த நிறங்கள் தொடர்ந்தன. புதிய தயாரிப்பு அறிமுகங்களுக்காக, பிரதான நுழைவாயில் அருகே அமைக்கப்பட்ட சிறிய மேடையில் கண்காட்சியாளர்களுக்குப் பதினைந்து நிமிட நேர ஒதுக்கீடுகள் வழங்கப்பட்டன; அவை தினசரி நிகழ்ச்சி நிரலில் இடம்பெற்றன.',
        },
        { type: 'h3', text: 'டிஜிட்டல் வழிகாட்டல்' },
        {
          type: 'p',
          text: 'ஒவ்வொரு நடைபாதைப் பலகையிலும் உள்ள QR கோடு மூலம் திறக்கக்கூடிய, கண்காட்சி இணையதளத்தில் தேடக்கூடிய கண்காட்சியாளர் பட்டியல், பெரும்பாலான பார்வையாளர்களுக்குக் கனமான அச்சிட்ட கேட்டலாக்கின் தேவையை நீக்கியது.',
        },
        { type: 'h2', text: 'தாக்கம்' },
        {
          type: 'p',
          text: 'நான்கு நாட்களில் 40,000-க்கும் மேற்பட்ட வர்த்தகப் பார்வையாளர்கள் வந்ததாகச் சங்கம் தெரிவித்தது. அரங்குகளுக்குள் வழி கண்டறிவது முந்தைய ஆண்டுகளைவிட மிகவும் மேம்பட்டிருந்ததாகக் கண்காட்சியாளர்களின் கருத்துப் படிவங்கள் மதிப்பிட்டன. இனிவரும் பதிப்புகளிலும் இதே அடையாளம் தொடரும்; ஆண்டைக் குறிக்கும் பகுதி மட்டுமே மாறும்.',
        },
      ],
    },
  },
  {
    id: 24,
    title: 'Channel Branding for a Tamil Mathematics Teacher on YouTube',
    client: 'Prof. R. Kannan, Tiruchirappalli',
    date: 'Sep-24',
    duration: '3 Months',
    industry: 'education',
    category: 'Personal Branding',
    summary: 'A retired college mathematics professor had built a loyal audience teaching in Tamil on YouTube. We gave his channel a consistent identity and a publishing routine that makes his lessons easier to find.',
    image: {
      src: '/media/case-studies/cs-24',
      width: 1600,
      height: 1000,
      alt: 'Prof. R. Kannan’s personal brand: a profile on a phone, an about page in a browser and business cards',
      ta: { alt: 'Prof. R. Kannan தனிநபர் பிராண்ட்: கைபேசியில் சுயவிவரம், உலாவியில் ‘About’ பக்கம், விசிட்டிங் கார்டுகள்' },
    },
    tags: ['YouTube', 'Tamil content', 'Educator', 'Channel identity'],
    content: [
      { type: 'h2', text: 'Brand Overview' },
      {
        type: 'p',
        text: 'Prof. R. Kannan taught mathematics at a Tiruchirappalli college for 32 years and began recording lessons on his phone after he retired. His videos explain school and competitive-exam mathematics in plain Tamil, and students from rural schools write to him every day.',
      },
      { type: 'h2', text: 'The Challenge' },
      {
        type: 'p',
        text: 'The channel held more than 400 videos with inconsistent titles, no playlists and thumbnails taken from random frames. Students found single videos through search but rarely watched a second one, and the professor had no time to learn design software.',
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'ul',
        items: [
          'A channel identity in chalkboard green, with his own handwriting as the logo',
          'Thumbnail templates with the topic in large Tamil text and the class level clearly marked',
          'Playlists reorganised by syllabus\n- Tamil Nadu State Board, Classes 9 to 12\n- TNPSC Group 4 aptitude\n- Engineering mathematics',
          'A simple weekly routine of two lessons and one live doubt-clearing session',
          'A short biography, channel banner and portraits for press features',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'Three months after the relaunch, the professor told us that average watch time per visit had risen and that subscribers were growing faster than at any point since he started. The education supplement of a Tamil daily later featured him, using the portraits from our shoot.',
      },
    ],
    ta: {
      title: 'YouTube-ல் தமிழில் கணிதம் கற்பிக்கும் ஆசிரியருக்கு சேனல் பிராண்டிங்',
      summary: 'ஓய்வுபெற்ற கல்லூரிக் கணிதப் பேராசிரியர் ஒருவர், YouTube-ல் தமிழில் பாடம் நடத்தி விசுவாசமான பார்வையாளர்களைப் பெற்றிருந்தார். அவரது சேனலுக்குச் சீரான அடையாளத்தையும், பாடங்களை எளிதில் கண்டறிய உதவும் வழக்கமான வெளியீட்டு முறையையும் உருவாக்கித் தந்தோம்.',
      tags: ['யூடியூப்', 'தமிழ் உள்ளடக்கம்', 'கல்வியாளர்', 'சேனல் அடையாளம்'],
      content: [
        { type: 'h2', text: 'பிராண்ட் மேலோட்டம்' },
        {
          type: 'p',
          text: 'Prof. R. Kannan திருச்சிராப்பள்ளியில் உள்ள ஒரு கல்லூரியில் 32 ஆண்டுகள் கணிதம் கற்பித்தார்; ஓய்வுபெற்ற பிறகு தன் மொபைல் போனில் பாடங்களைப் பதிவு செய்யத் தொடங்கினார். பள்ளிக் கணிதத்தையும் போட்டித் தேர்வுக் கணிதத்தையும் அவரது வீடியோக்கள் எளிய தமிழில் விளக்குகின்றன. கிராமப்புறப் பள்ளிகளைச் சேர்ந்த மாணவர்கள் தினமும் அவருக்கு எழுதுகிறார்கள்.',
        },
        { type: 'h2', text: 'சவால்' },
        {
          type: 'p',
          text: 'சேனலில் 400-க்கும் மேற்பட்ட வீடியோக்கள் இருந்தன; அவற்றின் தலைப்புகளில் சீர்மை இல்லை, பிளேலிஸ்ட்கள் இல்லை, தம்ப்நெயில்கள் ஏதோ ஒரு ஃபிரேமிலிருந்து எடுக்கப்பட்டவை. தேடல் மூலம் மாணவர்கள் ஒரு வீடியோவைக் கண்டுபிடித்தாலும், இரண்டாவது வீடியோவைப் பார்ப்பது அரிதாகவே இருந்தது. டிசைன் மென்பொருளைக் கற்றுக்கொள்ளப் பேராசிரியருக்கு நேரமும் இல்லை.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'ul',
          items: [
            'கரும்பலகைப் பச்சை நிறத்தில் சேனல் அடையாளம்; அவரது சொந்தக் கையெழுத்தே லோகோ',
            'பாடத் தலைப்பைப் பெரிய தமிழ் எழுத்துகளிலும், வகுப்பு நிலையைத் தெளிவாகவும் காட்டும் தம்ப்நெயில் டெம்ப்ளேட்கள்',
            'பாடத்திட்ட வாரியாக மறுசீரமைக்கப்பட்ட பிளேலிஸ்ட்கள்\n- தமிழ்நாடு மாநிலப் பாடத்திட்டம், 9 முதல் 12 வகுப்புகள்\n- TNPSC குரூப் 4 திறனறிவு\n- பொறியியல் கணிதம்',
            'வாரத்துக்கு இரண்டு பாடங்கள், ஒரு நேரலை சந்தேக நிவர்த்தி அமர்வு என எளிய வாராந்திர அட்டவணை',
            'சுருக்கமான வாழ்க்கைக் குறிப்பு, சேனல் பேனர், பத்திரிகைச் செய்திகளுக்கான போர்ட்ரெய்ட் புகைப்படங்கள்',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'புதுப்பிக்கப்பட்ட சேனல் அறிமுகமாகி மூன்று மாதங்களுக்குப் பிறகு, ஒவ்வொரு வருகையிலும் சராசரியாகப் பார்க்கப்படும் நேரம் உயர்ந்துள்ளதாகவும், சேனலைத் தொடங்கியதிலிருந்து இல்லாத வேகத்தில் சப்ஸ்கிரைபர்கள் அதிகரித்து வருவதாகவும் பேராசிரியர் எங்களிடம் தெரிவித்தார். பின்னர் ஒரு தமிழ் நாளிதழின் கல்விச் சிறப்பிதழ், எங்கள் போட்டோஷூட்டில் எடுத்த போர்ட்ரெய்ட் படங்களுடன் அவரைப் பற்றிய கட்டுரையை வெளியிட்டது.',
        },
      ],
    },
  },
  {
    id: 25,
    title: 'A Logo with Bite for a Chennai D2C Snack Brand',
    client: 'Kara Saaram Snacks, Chennai',
    date: 'Mar-25',
    duration: '12 Days',
    industry: 'consumer',
    category: 'Logo Design',
    summary: 'Two friends selling Chettinad-style murukku and mixture online needed a logo before their first marketplace listing. We designed a spicy, hand-drawn mark that still reads at thumbnail size.',
    image: {
      src: '/media/case-studies/cs-25',
      width: 1600,
      height: 1000,
      alt: 'Kara Saaram Snacks logo sheet: the primary logo, three colour versions, the clear-space rule and the colour palette',
      ta: { alt: 'Kara Saaram Snacks லோகோ ஷீட்: முதன்மை லோகோ, மூன்று வண்ண வகைகள், சுற்று இடைவெளி விதி, வண்ணத் தொகுப்பு' },
    },
    logo: {
      src: '/media/case-logos/cs-25',
      width: 640,
      height: 640,
      alt: 'Kara Saaram Snacks logo: a spiral above the name, with the Tamil name காரசாரம் and the line “Snacks · Chennai”',
      ta: { alt: 'Kara Saaram Snacks லோகோ: பெயருக்கு மேலே சுருள்; தமிழ்ப் பெயர் காரசாரம்; கீழே “Snacks · Chennai” என்ற வரி' },
    },
    content: [
      { type: 'h2', text: 'Client Overview' },
      {
        type: 'p',
        text: "Kara Saaram Snacks makes small-batch murukku, thattai, ribbon pakoda and spicy mixture in a shared kitchen in Velachery, using recipes from one founder's grandmother in Karaikudi. The founders sell through their own website, quick-commerce apps and Instagram.\nThe logo had to be legible as a tiny square in a quick-commerce app, look good stamped on a kraft pouch, and say spicy and homemade without resorting to a red chilli.",
      },
      { type: 'h2', text: 'Design Approach' },
      {
        type: 'p',
        text: 'We explored twelve directions and chose a wordmark whose letters are drawn as one spiral, like murukku pressed from the achu, with a small flick of flame on the final letter. The Tamil version, காரசாரம், uses the same spiral construction, so both scripts feel like one family.',
      },
      { type: 'h2', text: 'Design Highlights' },
      {
        type: 'ul',
        items: [
          'A square app icon using the spiral alone',
          'A one-colour version for rubber stamps on kraft pouches',
          'Chilli red and turmeric yellow on a warm off-white base',
          'Rules for minimum size and clear space',
        ],
      },
      { type: 'h2', text: 'Conclusion' },
      {
        type: 'p',
        text: 'The logo was delivered in twelve days, in time for the first marketplace listing. The founders say customers often compare the logo to a murukku without being prompted, which was exactly the idea.',
      },
    ],
    ta: {
      title: 'சென்னை D2C ஸ்நாக்ஸ் பிராண்டுக்குக் காரசாரமான லோகோ',
      summary: 'செட்டிநாடு பாணி முறுக்கு, மிக்சரை ஆன்லைனில் விற்கும் இரண்டு நண்பர்களுக்கு, மார்க்கெட்பிளேஸில் முதல் முறையாகப் பட்டியலிடுவதற்கு முன் ஒரு லோகோ தேவைப்பட்டது. தம்ப்நெயில் அளவிலும் தெளிவாகப் படிக்கக்கூடிய, காரசாரமான, கையால் வரைந்த லோகோவை நாங்கள் வடிவமைத்தோம்.',
      content: [
        { type: 'h2', text: 'வாடிக்கையாளர் மேலோட்டம்' },
        {
          type: 'p',
          text: 'வேளச்சேரியில் உள்ள ஒரு பகிர்வு சமையலறையில், சிறு சிறு அளவுகளில் முறுக்கு, தட்டை, ரிப்பன் பக்கோடா, காரமான மிக்சர் ஆகியவற்றைத் தயாரிக்கிறது Kara Saaram Snacks. நிறுவனர்களில் ஒருவரின் காரைக்குடிப் பாட்டியின் சமையல் குறிப்புகளே இவற்றின் அடிப்படை. தங்கள் சொந்த இணையதளம், குயிக்-காமர்ஸ் ஆப்கள், Instagram வழியாக நிறுவனர்கள் விற்பனை செய்கிறார்கள்.\nகுயிக்-காமர்ஸ் ஆப்பில் சிறிய சதுரமாகத் தெரியும்போதும் லோகோ தெளிவாகப் படிக்கும்படி இருக்க வேண்டும்; கிராஃப்ட் பையில் ஸ்டாம்ப் செய்தாலும் அழகாகத் தெரிய வேண்டும்; சிவப்பு மிளகாய் படத்தை நாடாமலேயே காரத்தையும் வீட்டுத் தயாரிப்பையும் உணர்த்த வேண்டும்.',
        },
        { type: 'h2', text: 'வடிவமைப்பு அணுகுமுறை' },
        {
          type: 'p',
          text: 'பன்னிரண்டு வடிவமைப்பு அணுகுமுறைகளை ஆராய்ந்த பிறகு, அச்சில் பிழிந்த முறுக்கைப் போல எழுத்துகள் அனைத்தும் ஒரே சுருளாக வரையப்பட்ட வேர்ட்மார்க்கைத் தேர்ந்தெடுத்தோம்; கடைசி எழுத்தில் ஒரு சிறு தீச்சுடர் துள்ளுகிறது. தமிழ்ப் பதிப்பான காரசாரம் அதே சுருள் அமைப்பைப் பின்பற்றுவதால், இரண்டு எழுத்து முறைகளும் ஒரே குடும்பமாகத் தெரிகின்றன.',
        },
        { type: 'h2', text: 'வடிவமைப்புச் சிறப்பம்சங்கள்' },
        {
          type: 'ul',
          items: [
            'சுருளை மட்டுமே கொண்ட சதுர ஆப் ஐகான்',
            'கிராஃப்ட் பைகளில் ரப்பர் ஸ்டாம்ப் இடுவதற்கான ஒற்றை நிறப் பதிப்பு',
            'இதமான ஆஃப்-வைட் பின்னணியில் மிளகாய்ச் சிவப்பும் மஞ்சள் நிறமும்',
            'குறைந்தபட்ச அளவு, லோகோவைச் சுற்றி விட வேண்டிய வெற்றிடம் குறித்த விதிமுறைகள்',
          ],
        },
        { type: 'h2', text: 'நிறைவாக' },
        {
          type: 'p',
          text: 'மார்க்கெட்பிளேஸில் முதல் பட்டியலுக்குச் சரியான நேரத்தில், பன்னிரண்டே நாட்களில் லோகோ ஒப்படைக்கப்பட்டது. யாரும் சொல்லாமலேயே வாடிக்கையாளர்கள் அடிக்கடி லோகோவை முறுக்குடன் ஒப்பிடுவதாக நிறுவனர்கள் கூறுகிறார்கள் — நாங்கள் எதிர்பார்த்ததும் அதுதான்.',
        },
      ],
    },
  },
  {
    id: 26,
    title: 'A Lead-Generating Website for a Madurai Freight Forwarder',
    client: 'Vaigai Logistics, Madurai',
    date: 'Jul-24',
    duration: '2 Months',
    industry: 'business',
    category: 'Website',
    summary: 'A freight forwarder serving exporters in southern Tamil Nadu was losing enquiries to a website that looked abandoned. The new site explains its services plainly and routes each quote request to the right desk.',
    image: {
      src: '/media/case-studies/cs-26',
      width: 1600,
      height: 1000,
      alt: 'The Vaigai Logistics website on a laptop and a phone: the home page headline reads “Your cargo, from Madurai to the world”',
      ta: { alt: 'லேப்டாப்பிலும் கைபேசியிலும் Vaigai Logistics இணையதளம்: முகப்புப் பக்கத் தலைப்பு “Your cargo, from Madurai to the world”' },
    },
    tags: ['Website', 'B2B', 'Logistics', 'Lead generation'],
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Vaigai Logistics handles customs clearance, freight forwarding and trucking for exporters of textiles, coir, granite and fresh flowers in Madurai, Virudhunagar and Thoothukudi. It has offices in Madurai and near the V.O. Chidambaranar Port.',
      },
      { type: 'h2', text: 'The Challenge' },
      {
        type: 'p',
        text: 'The previous website dated from 2016 and listed services the company no longer offered. Exporters searching for a forwarder did find it, but its contact form sent enquiries to an inbox that nobody checked regularly.',
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'ul',
        items: [
          "Service pages for each type of cargo, written with the company's operations managers",
          'A quote form that asks for port, cargo type and container size, then e-mails the right desk',
          'A guide to export documentation for first-time exporters, in Tamil and English',
          'Short case notes on past shipments, such as air consignments of fresh Madurai jasmine',
          'Fast pages with clear contact details on every one of them',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'The company told us that website quote requests tripled in the first quarter after launch compared with the quarter before, and that the documentation guide brought in several first-time exporters from small businesses. Response time to web enquiries is now a standing item in its weekly operations meeting.',
      },
    ],
    ta: {
      title: 'மதுரை சரக்கு அனுப்பும் நிறுவனத்துக்கு விசாரணைகளைக் கொண்டுவரும் இணையதளம்',
      summary: 'தென் தமிழ்நாட்டு ஏற்றுமதியாளர்களுக்குச் சேவை செய்யும் இந்தச் சரக்கு அனுப்பும் நிறுவனம், கைவிடப்பட்டது போலத் தோன்றிய இணையதளத்தால் விசாரணைகளை இழந்து வந்தது. புதிய இணையதளம் அதன் சேவைகளை எளிமையாக விளக்குகிறது; ஒவ்வொரு கொட்டேஷன் கோரிக்கையையும் உரிய பிரிவுக்கு அனுப்புகிறது.',
      tags: ['இணையதளம்', 'B2B', 'லாஜிஸ்டிக்ஸ்', 'லீட் உருவாக்கம்'],
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'மதுரை, விருதுநகர், தூத்துக்குடி பகுதிகளில் ஜவுளி, தென்னை நார்ப் பொருட்கள், கிரானைட், புதிய பூக்கள் ஆகியவற்றை ஏற்றுமதி செய்பவர்களுக்கு, சுங்க அனுமதி, சரக்கு அனுப்புதல், லாரி போக்குவரத்து ஆகிய சேவைகளை Vaigai Logistics வழங்குகிறது. இதற்கு மதுரையிலும், வ.உ. சிதம்பரனார் துறைமுகம் அருகிலும் அலுவலகங்கள் உள்ளன.',
        },
        { type: 'h2', text: 'சவால்' },
        {
          type: 'p',
          text: 'முந்தைய இணையதளம் 2016-ல் உருவாக்கப்பட்டது; நிறுவனம் இப்போது வழங்காத சேவைகளும் அதில் பட்டியலிடப்பட்டிருந்தன. சரக்கு அனுப்பும் நிறுவனத்தைத் தேடிய ஏற்றுமதியாளர்கள் அதைக் கண்டுபிடிக்கவே செய்தனர்; ஆனால் அதன் தொடர்புப் படிவம், யாரும் தொடர்ந்து பார்க்காத ஒரு இன்பாக்ஸுக்கே விசாரணைகளை அனுப்பியது.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'ul',
          items: [
            'நிறுவனத்தின் செயல்பாட்டு மேலாளர்களுடன் இணைந்து எழுதப்பட்ட, ஒவ்வொரு வகைச் சரக்குக்குமான சேவைப் பக்கங்கள்',
            'துறைமுகம், சரக்கு வகை, கன்டெய்னர் அளவு ஆகியவற்றைக் கேட்டு, உரிய பிரிவுக்கு மின்னஞ்சல் அனுப்பும் கொட்டேஷன் படிவம்',
            'முதல் முறை ஏற்றுமதி செய்பவர்களுக்காகத் தமிழிலும் ஆங்கிலத்திலும் ஏற்றுமதி ஆவணங்கள் குறித்த வழிகாட்டி',
            'புதிய மதுரை மல்லிகையை விமானம் மூலம் அனுப்பியது போன்ற, முந்தைய சரக்குகள் பற்றிய சுருக்கமான குறிப்புகள்',
            'வேகமாகத் திறக்கும் பக்கங்கள்; ஒவ்வொன்றிலும் தெளிவான தொடர்பு விவரங்கள்',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'அறிமுகத்துக்குப் பிந்தைய முதல் காலாண்டில், இணையதளம் வழியான கொட்டேஷன் கோரிக்கைகள் முந்தைய காலாண்டைவிட மூன்று மடங்காக உயர்ந்ததாகவும், ஆவண வழிகாட்டி சிறு தொழில்களைச் சேர்ந்த பல முதல் முறை ஏற்றுமதியாளர்களைக் கொண்டுவந்ததாகவும் நிறுவனம் எங்களிடம் தெரிவித்தது. இணையதள விசாரணைகளுக்குப் பதிலளிக்கும் நேரம், இப்போது அதன் வாராந்திர செயல்பாட்டுக் கூட்டத்தில் நிரந்தர விவாதப் பொருளாக உள்ளது.',
        },
      ],
    },
  },
  {
    id: 27,
    title: 'Road Safety Week Creatives for Coimbatore District',
    client: 'Coimbatore District Road Safety Council',
    date: 'Jan-24',
    duration: '10 Days',
    industry: 'government',
    category: 'Creative Design',
    summary: 'The district road safety council wanted messages that young two-wheeler riders would actually remember. We created posters, reels and auto-rickshaw panels written in everyday Kongu Tamil.',
    image: {
      src: '/media/case-studies/cs-27',
      width: 1600,
      height: 1000,
      alt: 'Three Road Safety Week campaign posters framed on a wall: “Helmet on. Every ride.”, “தலைக்கவசம் உயிர்க்கவசம்” and “Seat belt”',
      ta: { alt: 'சுவரில் சட்டமிட்ட மூன்று Road Safety Week பிரச்சார போஸ்டர்கள்: “Helmet on. Every ride.”, “தலைக்கவசம் உயிர்க்கவசம்”, “Seat belt”' },
    },
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: 'Every January, Coimbatore district holds a road safety week with the transport department, the traffic police and local schools. In 2024 the council wanted to focus on helmets for pillion riders and on speeding along the Avinashi Road and Mettupalayam Road corridors.',
      },
      { type: 'h2', text: 'Target Audience' },
      {
        type: 'ul',
        items: [
          'Two-wheeler riders aged 18 to 35, especially college students and delivery workers',
          'Pillion riders, including parents taking children to school',
          'Auto-rickshaw and goods-vehicle drivers',
        ],
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'p',
        text: "Official slogans are easy to ignore, so we wrote short lines in the colloquial Kongu Tamil people in Coimbatore actually speak, paired with bold illustrations instead of accident photographs. One line, roughly 'Your helmet is in the dicky, your head is on the road', became the campaign's signature.",
      },
      {
        type: 'ul',
        items: [
          'Posters for bus stands, colleges and petrol bunks',
          'Rear panels for 300 auto-rickshaws',
          'Fifteen-second reels for Instagram and cinema pre-show slots',
          'Helmet stickers handed out at traffic checkpoints',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'The council reported that local news pages shared the reels widely and that colleges asked for more posters after the week ended. A follow-up campaign for the Pongal travel season reused the same illustration style.',
      },
    ],
    ta: {
      title: 'கோயம்புத்தூர் மாவட்டச் சாலைப் பாதுகாப்பு வாரத்துக்கான கிரியேட்டிவ்கள்',
      summary: 'இளம் இருசக்கர வாகன ஓட்டிகள் உண்மையிலேயே நினைவில் வைத்துக்கொள்ளும் செய்திகள் வேண்டும் என்று மாவட்டச் சாலைப் பாதுகாப்புக் குழு விரும்பியது. அன்றாடக் கொங்குத் தமிழில் எழுதப்பட்ட போஸ்டர்கள், ரீல்கள், ஆட்டோ பேனல்களை நாங்கள் உருவாக்கினோம்.',
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: 'ஒவ்வொரு ஜனவரியிலும், போக்குவரத்துத் துறை, போக்குவரத்துக் காவல்துறை, உள்ளூர்ப் பள்ளிகளுடன் இணைந்து கோயம்புத்தூர் மாவட்டம் சாலைப் பாதுகாப்பு வாரத்தை நடத்துகிறது. 2024-ல், பின் இருக்கைப் பயணிகளுக்கான ஹெல்மெட், அவிநாசி சாலை மற்றும் மேட்டுப்பாளையம் சாலை வழித்தடங்களில் அதிவேகம் ஆகியவற்றில் கவனம் செலுத்தக் குழு விரும்பியது.',
        },
        { type: 'h2', text: 'இலக்கு பார்வையாளர்கள்' },
        {
          type: 'ul',
          items: [
            '18 முதல் 35 வயது வரையிலான இருசக்கர வாகன ஓட்டிகள், குறிப்பாகக் கல்லூரி மாணவர்களும் டெலிவரி ஊழியர்களும்',
            'குழந்தைகளைப் பள்ளிக்கு அழைத்துச் செல்லும் பெற்றோர் உள்ளிட்ட பின் இருக்கைப் பயணிகள்',
            'ஆட்டோ மற்றும் சரக்கு வாகன ஓட்டுநர்கள்',
          ],
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'p',
          text: 'அதிகாரப்பூர்வ வாசகங்களைக் கண்டுகொள்ளாமல் கடந்து செல்வது எளிது. எனவே, கோயம்புத்தூர் மக்கள் உண்மையில் பேசும் கொங்குத் தமிழில் சிறு சிறு வரிகளை எழுதி, விபத்துப் புகைப்படங்களுக்குப் பதிலாக அழுத்தமான ஓவியங்களுடன் இணைத்தோம். அவற்றில், ஏறக்குறைய ‘ஹெல்மெட் டிக்கியில, தலை ரோட்டுல’ என்று பொருள்படும் ஒரு வரி, பிரச்சாரத்தின் அடையாள வாசகமாக மாறியது.',
        },
        {
          type: 'ul',
          items: [
            'பேருந்து நிலையங்கள், கல்லூரிகள், பெட்ரோல் பங்க்குகளுக்கான போஸ்டர்கள்',
            '300 ஆட்டோக்களுக்கான பின்புற பேனல்கள்',
            'Instagram-க்கும், திரையரங்குகளில் படம் தொடங்கும் முன் திரையிடுவதற்குமான பதினைந்து வினாடி ரீல்கள்',
            'போக்குவரத்துச் சோதனைச் சாவடிகளில் வழங்கப்பட்ட ஹெல்மெட் ஸ்டிக்கர்கள்',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'உள்ளூர்ச் செய்திப் பக்கங்கள் ரீல்களைப் பரவலாகப் பகிர்ந்ததாகவும், வாரம் முடிந்த பிறகும் கல்லூரிகள் கூடுதல் போஸ்டர்களைக் கேட்டதாகவும் குழு தெரிவித்தது. பொங்கல் பயண சீசனுக்கான தொடர் பிரச்சாரத்திலும் இதே ஓவிய பாணி மீண்டும் பயன்படுத்தப்பட்டது.',
        },
      ],
    },
  },
  {
    id: 28,
    title: 'Plastic-Free Souvenir Packaging for Kodaikanal Homemade Chocolates',
    client: 'Kodai Hills Chocolates, Kodaikanal',
    date: 'Nov-24',
    duration: '5 Weeks',
    industry: 'consumer',
    category: 'Packaging Design',
    summary: 'Tourists buy Kodaikanal chocolates by the kilo, usually in plain plastic boxes. We designed paper-based packaging that survives the ghat road and tells visitors whose kitchen the chocolates came from.',
    image: {
      src: '/media/case-studies/cs-28',
      width: 1600,
      height: 1000,
      alt: 'Kodai Hills Chocolates packs on a shop shelf: Dark 70%, Fruit & Nut, Plum Rum',
      ta: { alt: 'கடை அலமாரியில் Kodai Hills Chocolates பேக்குகள்: Dark 70%, Fruit & Nut, Plum Rum' },
    },
    tags: ['Packaging', 'Gifting', 'Tourism retail', 'Plastic-free'],
    content: [
      { type: 'h2', text: 'Overview' },
      {
        type: 'p',
        text: "Kodai Hills Chocolates has made fudge, truffles and fruit-and-nut bars in a kitchen near the lake since 1994, selling from its own shop and through hotels. Its customers are mostly tourists taking gifts home to Chennai, Madurai, Kerala and Bengaluru.\nTamil Nadu's ban on single-use plastics meant the old clamshell boxes had to go. The chocolates also had to survive a four-hour drive down the ghat road in warm cars, and the brand needed to stand out among the many lakeside shops selling similar products.",
      },
      { type: 'h2', text: 'Packaging Highlights' },
      {
        type: 'ul',
        items: [
          'Moulded trays made from sugarcane bagasse, shaped to each chocolate',
          'An insulated kraft carry bag with a reflective lining for the journey home',
          'Hand-drawn illustrations of the lake, the pine forests and kurinji flowers',
          'A gift range\n- 250 g taster box\n- 500 g family box\n- 1 kg assortment with a printed flavour map',
          'A note inside the lid on storing chocolates in the heat of the plains',
        ],
      },
      { type: 'h2', text: 'Color Palette' },
      {
        type: 'p',
        text: 'Forest green, cocoa brown and a pale kurinji violet, with gold foil kept for the premium gift box alone.',
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: "Over the Christmas and Pongal holidays, the 1 kg assortment became the shop's best seller, the owners say, and two hotels now order the taster box as a welcome gift for guests.",
      },
    ],
    ta: {
      title: 'கொடைக்கானல் வீட்டுத் தயாரிப்பு சாக்லேட்டுகளுக்குப் பிளாஸ்டிக் இல்லாத நினைவுப் பரிசு பேக்கேஜிங்',
      summary: 'சுற்றுலாப் பயணிகள் கொடைக்கானல் சாக்லேட்டுகளைக் கிலோ கணக்கில் வாங்குகிறார்கள் — பெரும்பாலும் சாதாரண பிளாஸ்டிக் பெட்டிகளில். மலைப்பாதைப் பயணத்தைத் தாங்கும், சாக்லேட்டுகள் யாருடைய சமையலறையிலிருந்து வந்தவை என்பதைப் பயணிகளுக்குச் சொல்லும் காகித அடிப்படையிலான பேக்கேஜிங்கை நாங்கள் வடிவமைத்தோம்.',
      tags: ['பேக்கேஜிங்', 'பரிசுப் பொருட்கள்', 'சுற்றுலா சில்லறை விற்பனை', 'பிளாஸ்டிக் இல்லாதது'],
      content: [
        { type: 'h2', text: 'மேலோட்டம்' },
        {
          type: 'p',
          text: '1994 முதல், ஏரிக்கு அருகில் உள்ள ஒரு சமையலறையில் ஃபட்ஜ், ட்ரஃபிள்ஸ், பழம்-பருப்பு பார்களைத் தயாரித்து, தன் சொந்தக் கடையிலும் ஹோட்டல்கள் வழியாகவும் விற்று வருகிறது Kodai Hills Chocolates. சென்னை, மதுரை, கேரளா, பெங்களூரு என ஊருக்குப் பரிசுகள் வாங்கிச் செல்லும் சுற்றுலாப் பயணிகளே அதன் வாடிக்கையாளர்களில் பெரும்பாலோர்.\nஒருமுறை பயன்படுத்தும் பிளாஸ்டிக்குக்குத் தமிழ்நாடு விதித்த தடையால், பழைய கிளாம்ஷெல் பெட்டிகளைக் கைவிட வேண்டியிருந்தது. சூடான கார்களில் மலைப்பாதை வழியாக நான்கு மணி நேரம் இறங்கும் பயணத்தையும் சாக்லேட்டுகள் தாங்க வேண்டியிருந்தது. இதே போன்ற பொருட்களை விற்கும் ஏரிக்கரையின் ஏராளமான கடைகளுக்கு நடுவே பிராண்ட் தனித்துத் தெரியவும் வேண்டியிருந்தது.',
        },
        { type: 'h2', text: 'பேக்கேஜிங் சிறப்பம்சங்கள்' },
        {
          type: 'ul',
          items: [
            'ஒவ்வொரு சாக்லேட்டின் வடிவத்துக்கும் ஏற்ப, கரும்புச் சக்கையில் வார்க்கப்பட்ட டிரேக்கள்',
            'வீடு திரும்பும் பயணத்துக்காக, வெப்பத்தைப் பிரதிபலிக்கும் உள்புறப் படலத்துடன் வெப்பக் காப்பு கொண்ட கிராஃப்ட் பை',
            'ஏரி, பைன் காடுகள், குறிஞ்சிப் பூக்களின் கையால் வரைந்த ஓவியங்கள்',
            'பரிசுப் பெட்டி வரிசை\n- 250 கிராம் சுவைபார்ப்புப் பெட்டி\n- 500 கிராம் குடும்பப் பெட்டி\n- சுவை வரைபடம் அச்சிடப்பட்ட 1 கிலோ கலவைப் பெட்டி',
            'சமவெளியின் வெப்பத்தில் சாக்லேட்டுகளை எப்படிப் பாதுகாப்பது என்று மூடியின் உட்புறத்தில் ஒரு குறிப்பு',
          ],
        },
        { type: 'h2', text: 'வண்ணத் தொகுப்பு' },
        {
          type: 'p',
          text: 'காட்டுப் பச்சை, கோகோ பழுப்பு, வெளிர் குறிஞ்சி ஊதா; தங்க ஃபாயில் பிரீமியம் பரிசுப் பெட்டிக்கு மட்டுமே.',
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'கிறிஸ்துமஸ், பொங்கல் விடுமுறைகளில் 1 கிலோ கலவைப் பெட்டியே கடையில் அதிகம் விற்பனையானது என்கிறார்கள் உரிமையாளர்கள். இரண்டு ஹோட்டல்கள் இப்போது விருந்தினர்களுக்கான வரவேற்புப் பரிசாகச் சுவைபார்ப்புப் பெட்டியை ஆர்டர் செய்கின்றன.',
        },
      ],
    },
  },
  {
    id: 29,
    title: 'Partnership Growth for a Vellore Vocational Training Institute',
    client: 'Tamizh Skills Academy, Vellore',
    date: 'Nov-23',
    duration: 'Ongoing',
    industry: 'education',
    category: 'Business Development',
    summary: 'A vocational institute training electricians, welders and nursing assistants wanted to grow through college and employer partnerships rather than advertising. We built the partnership offer and the process to manage it.',
    image: {
      src: '/media/case-studies/cs-29',
      width: 1600,
      height: 1000,
      alt: 'Tamizh Skills Academy pitch deck: the title slide “Skilled people for your shop floor”, a growth chart and reasons to partner, with a tri-fold brochure',
      ta: { alt: 'Tamizh Skills Academy பிட்ச் டெக்: “Skilled people for your shop floor” தலைப்பு ஸ்லைடு, வளர்ச்சி வரைபடம், கூட்டாண்மைக்கான காரணங்கள், மூன்று மடிப்பு பிரோஷர்' },
    },
    content: [
      { type: 'h2', text: 'Client Overview' },
      {
        type: 'p',
        text: 'Tamizh Skills Academy runs short vocational courses at two centres in Vellore and Ambur, training around 600 young people a year as electricians, welders, two-wheeler mechanics and nursing assistants. Many of its students are the first in their families to complete any formal training.',
      },
      { type: 'h2', text: 'Objective' },
      {
        type: 'p',
        text: 'The founder wanted to double enrolment without a large advertising budget. Her idea was to partner with arts colleges, whose graduates often lack job-ready skills, and with employers in the Ranipet and Sriperumbudur industrial belts, who need trained workers.',
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'ul',
        items: [
          'Two partnership offers\n- For colleges: add-on certificate courses run on campus\n- For employers: customised batches with a placement commitment',
          'A partnership brochure and presentation in Tamil and English',
          'A shortlist of 40 colleges and 60 employers, prioritised with the founder',
          'Monthly reviews to track every conversation and its next step',
        ],
      },
      { type: 'h2', text: 'Results' },
      {
        type: 'p',
        text: 'The academy reported agreements with seven colleges and four employers within the first year, and enrolment across its centres rose by about 60% over the same period. The partnership pipeline remains part of our monthly work with the team.',
      },
      {
        type: 'blockquote',
        text: 'We knew our training was good. We did not know how to present it to a college principal or an HR head. Now we do.',
        author: 'Founder and Director, Tamizh Skills Academy',
      },
    ],
    ta: {
      title: 'வேலூர் தொழிற்பயிற்சி நிறுவனத்துக்குக் கூட்டாண்மைகள் மூலம் வளர்ச்சி',
      summary: 'எலக்ட்ரீஷியன்கள், வெல்டர்கள், நர்சிங் உதவியாளர்களுக்குப் பயிற்சி அளிக்கும் இந்தத் தொழிற்பயிற்சி நிறுவனம், விளம்பரங்களைவிட கல்லூரிகள், வேலையளிக்கும் நிறுவனங்களுடனான கூட்டாண்மைகள் மூலம் வளர விரும்பியது. கூட்டாண்மைத் திட்டத்தையும் அதை நிர்வகிக்கும் நடைமுறையையும் நாங்கள் உருவாக்கினோம்.',
      content: [
        { type: 'h2', text: 'வாடிக்கையாளர் மேலோட்டம்' },
        {
          type: 'p',
          text: 'வேலூர், ஆம்பூரில் உள்ள இரண்டு மையங்களில் குறுகியகாலத் தொழிற்பயிற்சிப் படிப்புகளை நடத்துகிறது Tamizh Skills Academy. ஆண்டுக்குச் சுமார் 600 இளைஞர்களுக்கு எலக்ட்ரீஷியன், வெல்டர், இருசக்கர வாகன மெக்கானிக், நர்சிங் உதவியாளர் பணிகளுக்குப் பயிற்சி அளிக்கிறது. அதன் மாணவர்களில் பலர், தங்கள் குடும்பத்திலேயே முறையான பயிற்சி ஒன்றை முடிக்கும் முதல் நபர்கள்.',
        },
        { type: 'h2', text: 'நோக்கம்' },
        {
          type: 'p',
          text: 'பெரிய விளம்பர பட்ஜெட் இல்லாமலேயே சேர்க்கையை இரட்டிப்பாக்க நிறுவனர் விரும்பினார். இரண்டு தரப்புடன் கூட்டு சேர்வது அவரது யோசனை: பட்டதாரிகளுக்குப் பெரும்பாலும் வேலைக்குத் தேவையான திறன்கள் இல்லாத கலைக் கல்லூரிகள்; பயிற்சி பெற்ற தொழிலாளர்கள் தேவைப்படும் ராணிப்பேட்டை, ஸ்ரீபெரும்புதூர் தொழில் மண்டலங்களின் நிறுவனங்கள்.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'ul',
          items: [
            'இரண்டு கூட்டாண்மைத் திட்டங்கள்\n- கல்லூரிகளுக்கு: வளாகத்திலேயே நடத்தப்படும் கூடுதல் சான்றிதழ் படிப்புகள்\n- நிறுவனங்களுக்கு: வேலைவாய்ப்பு உறுதியுடன், அவர்களின் தேவைக்கேற்ற பயிற்சி பேட்ச்கள்',
            'தமிழிலும் ஆங்கிலத்திலும் கூட்டாண்மை பிரோஷர், பிரசன்டேஷன்',
            'நிறுவனருடன் சேர்ந்து முன்னுரிமைப்படுத்தப்பட்ட 40 கல்லூரிகள், 60 நிறுவனங்களின் தேர்வுப் பட்டியல்',
            'ஒவ்வொரு பேச்சுவார்த்தையையும் அதன் அடுத்த கட்டத்தையும் கண்காணிக்க மாதாந்திர மறுஆய்வுகள்',
          ],
        },
        { type: 'h2', text: 'முடிவுகள்' },
        {
          type: 'p',
          text: 'முதல் ஆண்டுக்குள் ஏழு கல்லூரிகள், நான்கு நிறுவனங்களுடன் ஒப்பந்தங்கள் ஏற்பட்டதாகவும், அதே காலத்தில் அதன் மையங்களில் சேர்க்கை சுமார் 60% உயர்ந்ததாகவும் அகாடமி தெரிவித்தது. கூட்டாண்மை வாய்ப்புகளைத் தொடர்ந்து முன்னெடுப்பது, இன்றும் அந்தக் குழுவுடனான எங்கள் மாதாந்திரப் பணியின் ஒரு பகுதியாக உள்ளது.',
        },
        {
          type: 'blockquote',
          text: 'எங்கள் பயிற்சி தரமானது என்று எங்களுக்குத் தெரியும். ஆனால் அதை ஒரு கல்லூரி முதல்வரிடமோ HR தலைவரிடமோ எப்படி எடுத்துச் சொல்வது என்று தெரியவில்லை. இப்போது தெரியும்.',
          author: 'நிறுவனர் மற்றும் இயக்குநர், Tamizh Skills Academy',
        },
      ],
    },
  },
  {
    id: 30,
    title: 'A Personal Brand for the Founder of a Women-Only Travel Company',
    client: 'Anitha Raj, Thozhi Travels, Chennai',
    date: 'Jun–Jul 2025',
    duration: '2 Months',
    industry: 'travel',
    category: 'Personal Branding',
    summary: 'Anitha Raj leads small-group trips for women across South India and beyond. We helped her show up as the trusted host behind every trip, with a consistent look and a steady stream of stories.',
    image: {
      src: '/media/case-studies/cs-30',
      width: 1600,
      height: 1000,
      alt: 'Anitha Raj’s personal brand: a profile on a phone, an about page in a browser and business cards',
      ta: { alt: 'Anitha Raj தனிநபர் பிராண்ட்: கைபேசியில் சுயவிவரம், உலாவியில் ‘About’ பக்கம், விசிட்டிங் கார்டுகள்' },
    },
    tags: ['Personal branding', 'Women travel', 'Instagram', 'Video'],
    content: [
      { type: 'h2', text: 'Brand Overview' },
      {
        type: 'p',
        text: "Anitha Raj started Thozhi Travels in Chennai in 2019, after years of travelling alone and answering friends' questions about how to do it safely. Thozhi means a female friend in Tamil, and her trips, from the Chettinad mansions to Hampi and Meghalaya, take twelve women at most.",
      },
      { type: 'h2', text: 'Target Audience' },
      {
        type: 'p',
        text: 'Working women and homemakers aged 28 to 55, mostly from Chennai, Coimbatore and Bengaluru, many of them travelling without family for the first time. Their biggest question is not where to go but whether they will feel safe and welcome.',
      },
      { type: 'h2', text: 'Our Solution' },
      {
        type: 'ul',
        items: [
          'A photo and video shoot on one of her trips, showing her as a host rather than a model',
          'A warm, earthy visual style with hand-drawn route maps for each trip',
          "An Instagram plan built on three pillars\n- Trip stories told by guests\n- Practical safety and packing advice\n- Anitha's own travel memories",
          "A short 'Meet Anitha' video for the website and WhatsApp enquiries",
          "A speaking kit for women's colleges and corporate Women's Day events",
        ],
      },
      { type: 'h2', text: 'Impact' },
      {
        type: 'p',
        text: "Anitha told us her autumn departures filled faster than in any earlier season, with many guests saying they booked after watching the 'Meet Anitha' video. She has since been invited to speak at three women's colleges in Chennai.",
      },
    ],
    ta: {
      title: 'பெண்களுக்கான பிரத்யேகப் பயண நிறுவனத்தைத் தொடங்கியவருக்குத் தனிநபர் பிராண்ட்',
      summary: 'தென்னிந்தியா முழுவதும், அதற்கு அப்பாலும் பெண்களுக்கான சிறு குழுப் பயணங்களை வழிநடத்துகிறார் Anitha Raj. சீரான தோற்றத்துடனும் தொடர்ச்சியான கதைகளுடனும், ஒவ்வொரு பயணத்துக்கும் பின்னால் இருக்கும் நம்பிக்கைக்குரிய ஹோஸ்டாக அவர் வெளிப்பட நாங்கள் உதவினோம்.',
      tags: ['தனிநபர் பிராண்டிங்', 'பெண்கள் பயணம்', 'இன்ஸ்டாகிராம்', 'வீடியோ'],
      content: [
        { type: 'h2', text: 'பிராண்ட் மேலோட்டம்' },
        {
          type: 'p',
          text: 'பல ஆண்டுகள் தனியாகப் பயணம் செய்து, அதைப் பாதுகாப்பாக எப்படிச் செய்வது என்ற நண்பர்களின் கேள்விகளுக்குப் பதில் சொல்லி வந்த பிறகு, 2019-ல் சென்னையில் Thozhi Travels-ஐத் தொடங்கினார் Anitha Raj. நிறுவனத்தின் பெயர் ‘தோழி’ என்ற தமிழ்ச் சொல்லிலிருந்து வந்தது. செட்டிநாட்டு மாளிகைகள் முதல் ஹம்பி, மேகாலயா வரை செல்லும் அவரது பயணங்களில் அதிகபட்சம் பன்னிரண்டு பெண்கள் மட்டுமே.',
        },
        { type: 'h2', text: 'இலக்கு பார்வையாளர்கள்' },
        {
          type: 'p',
          text: '28 முதல் 55 வயது வரையிலான பணிபுரியும் பெண்களும் இல்லத்தரசிகளும்; பெரும்பாலோர் சென்னை, கோயம்புத்தூர், பெங்களூருவைச் சேர்ந்தவர்கள். அவர்களில் பலர் குடும்பத்தினர் இல்லாமல் முதல் முறையாகப் பயணம் செய்பவர்கள். எங்கே போவது என்பதைவிட, பாதுகாப்பாகவும் வரவேற்கப்பட்டவர்களாகவும் உணர்வோமா என்பதே அவர்களின் மிகப் பெரிய கேள்வி.',
        },
        { type: 'h2', text: 'எங்கள் தீர்வு' },
        {
          type: 'ul',
          items: [
            'அவரது பயணம் ஒன்றின்போதே எடுக்கப்பட்ட போட்டோ, வீடியோ ஷூட் — அவரை மாடலாக அல்லாமல் ஹோஸ்டாகக் காட்டும் வகையில்',
            'ஒவ்வொரு பயணத்துக்கும் கையால் வரைந்த வழித்தட வரைபடங்களுடன், இதமான, மண் சார்ந்த காட்சி பாணி',
            'மூன்று தூண்களின் மீது கட்டமைக்கப்பட்ட Instagram திட்டம்\n- பயணிகளே சொல்லும் பயணக் கதைகள்\n- பாதுகாப்பு, பயணத்துக்குப் பொருட்களை எடுத்துவைப்பது குறித்த நடைமுறை ஆலோசனைகள்\n- Anitha தன் சொந்தப் பயண நினைவுகளைப் பகிர்வது',
            'இணையதளத்துக்கும் WhatsApp விசாரணைகளுக்குமான ‘Meet Anitha’ என்ற சிறு வீடியோ',
            'மகளிர் கல்லூரிகளிலும் நிறுவனங்களின் மகளிர் தின நிகழ்ச்சிகளிலும் உரையாற்றுவதற்கான ஸ்பீக்கிங் கிட்',
          ],
        },
        { type: 'h2', text: 'தாக்கம்' },
        {
          type: 'p',
          text: 'இலையுதிர் காலப் பயணங்கள் முந்தைய எந்த சீசனையும்விட வேகமாக நிரம்பியதாக Anitha எங்களிடம் தெரிவித்தார்; ‘Meet Anitha’ வீடியோவைப் பார்த்த பிறகே முன்பதிவு செய்ததாகப் பல பயணிகள் கூறினர். அதன் பிறகு, சென்னையில் உள்ள மூன்று மகளிர் கல்லூரிகளில் உரையாற்ற அவருக்கு அழைப்புகள் வந்துள்ளன.',
        },
      ],
    },
  },
];
