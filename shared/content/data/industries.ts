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
      alt: 'The Shola Ridge Residential School website on a laptop, with the headline “A school in the clouds”, and its enquiry screen on a phone',
      ta: { alt: 'லேப்டாப்பில் Shola Ridge Residential School இணையதளம்: “A school in the clouds” என்ற தலைப்பு; அருகில் கைபேசியில் அதன் விசாரணைத் திரை' },
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
    ta: {
      name: 'கல்வி',
      title: 'கல்வித் துறைக்கான தீர்வுகள்',
      summary: 'தமிழ்நாடு முழுவதும் உள்ள பள்ளிகள், கல்லூரிகள், பயிற்சி மையங்கள் எங்கள் தளங்களையும் பிரச்சாரங்களையும் பயன்படுத்தி இன்னும் சிறப்பாகக் கற்பிக்கின்றன, சீராக இயங்குகின்றன, ஒவ்வொரு பேட்ச்சையும் நிரப்புகின்றன.',
      items: [
        'இ-லேர்னிங் தளங்கள்',
        'பள்ளி நிர்வாக மென்பொருள்',
        'ஆன்லைன் படிப்புகள்',
        'ஊடாடும் வகுப்பறைகள்',
        'கல்வி அனலிட்டிக்ஸ்',
      ],
      challenges: [
        { title: 'வாய்மொழிப் பரிந்துரையைச் சார்ந்திருக்கும் சேர்க்கை', description: 'தங்கள் ஊருக்கு அப்பால் உள்ள பெற்றோர்களையும் மாணவர்களையும் சென்றடைய, பல கல்வி நிறுவனங்களிடம் அளவிடக்கூடிய எந்த வழியும் இல்லை.' },
        { title: 'காகிதக் குவியலில் நிர்வாகம்', description: 'கட்டணம், வருகைப் பதிவு, மதிப்பெண் அட்டைகள் இன்னும் காகிதத்திலும் ஸ்ப்ரெட்ஷீட்டிலுமே நகர்கின்றன; இதனால் ஒவ்வொரு வாரமும் ஊழியர்களின் நேரம் வீணாகிறது.' },
        { title: 'பள்ளி வாசலோடு நின்றுவிடும் கற்றல்', description: 'வீட்டில் திருப்பிப் படிக்க மாணவர்களுக்கு நல்ல பாடப் பொருட்கள் இல்லை — குறிப்பாகத் தமிழ் வழிக் கல்வியில்.' },
        { title: 'முடிவுகள் பற்றிய குறைந்த தெளிவு', description: 'தேர்வு முடிவுகள் வரும் வரை, எந்த வகுப்புகளுக்கு அல்லது பாடங்களுக்குக் கவனம் தேவை என்பதை நிர்வாகத்தால் எளிதில் பார்க்க முடிவதில்லை.' },
      ],
      solutions: [
        { title: 'சேர்க்கைப் பிரச்சாரங்கள்', description: 'லேண்டிங் பக்கங்களுடன் தேடல் மற்றும் சமூக ஊடகப் பிரச்சாரங்கள்; விசாரணை முதல் சேர்க்கை வரை முழுமையான டிராக்கிங்.' },
        { title: 'பள்ளி நிர்வாக அமைப்புகள்', description: 'UPI மூலம் கட்டணம், வருகைப் பதிவு, கால அட்டவணை, பெற்றோருக்கான செய்திகள் — ஊழியர்களுக்கும் குடும்பங்களுக்கும் ஒரே ஆப்பில்.' },
        { title: 'இருமொழி இ-லேர்னிங்', description: 'குறைந்த விலை போன்களிலும் இயங்கும், தமிழிலும் ஆங்கிலத்திலும் பதிவு செய்யப்பட்ட பாடங்கள், வினாடி வினாக்கள், குறிப்புகள்.' },
        { title: 'கல்வி டாஷ்போர்டுகள்', description: 'முதல்வர்களுக்கும் அறங்காவலர்களுக்கும் வருகை, மதிப்பீட்டுப் போக்குகளைக் காட்டும் எளிய வரைபடங்கள்.' },
      ],
      whyChoose: [
        'மெட்ரிகுலேஷன், CBSE, மாநிலப் பாடத்திட்டப் பள்ளிகளுடனும், கலை மற்றும் பொறியியல் கல்லூரிகளுடனும் பணியாற்றிய அனுபவம்.',
        'நிர்வாகத்திடம் மட்டுமல்ல; பெற்றோர், ஆசிரியர்கள், மாணவர்களிடமும் சோதிக்கப்பட்ட வடிவமைப்புகள்.',
        'தரவுகள் கவனமாகக் கையாளப்படுகின்றன: பொறுப்புக்கு ஏற்ற அணுகல் உரிமை, பதிவுகள் இந்தியாவிலேயே சேமிப்பு.',
        'அறிமுகத்துக்குப் பிறகும் புதிய கருவிகள் உண்மையில் பயன்படுத்தப்பட, ஊழியர்களுக்குப் பயிற்சி.',
      ],
    },
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
      alt: 'The State Handloom Fair stage: a backdrop in Tamil and English reading “Woven in Tamil Nadu”, with a roll-up standee on each side',
      ta: { alt: 'மாநிலக் கைத்தறி கண்காட்சி மேடை: “Woven in Tamil Nadu” என்ற வாசகத்துடன் தமிழிலும் ஆங்கிலத்திலும் பின்னணி; இருபுறமும் ரோல்-அப் ஸ்டாண்டீகள்' },
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
    ta: {
      name: 'அரசு',
      title: 'அரசு நிகழ்ச்சிகளுக்கான தீர்வுகள்',
      summary: 'அனைவரையும் தெளிவாகச் சென்றடைய வேண்டிய அரசுத் துறைகள், வாரியங்கள், அரசு நிகழ்ச்சிகளுக்கான நிகழ்ச்சி அடையாளங்கள், குடிமக்கள் போர்ட்டல்கள், பொதுத் தகவல் பிரச்சாரங்கள்.',
      items: [
        'டிஜிட்டல் போர்ட்டல்கள்',
        'குடிமக்கள் சேவை ஆப்கள்',
        'மின்-ஆளுமைத் தீர்வுகள்',
        'தரவு மேலாண்மை அமைப்புகள்',
        'பொதுமக்கள் கருத்துத் தளங்கள்',
      ],
      challenges: [
        { title: 'ஒவ்வொரு குடிமகனையும் சென்றடைதல்', description: 'கிராமம், நகரம் இரண்டிலும் உள்ளவர்களுக்கு, தமிழிலும் ஆங்கிலத்திலும், எந்தச் சாதனத்திலும் தகவல் புரியும்படி இருக்க வேண்டும்.' },
        { title: 'நெருக்கடியான நிகழ்ச்சிக் காலக்கெடு', description: 'மாநாடுகள், கண்காட்சிகள், விழாக்கள் தாமதமாகவே அறிவிக்கப்படுகின்றன; ஆனாலும் தொடக்க நாளில் அனைத்தும் நேர்த்தியாக இருக்க வேண்டும்.' },
        { title: 'அணுகல்தன்மையும் விதிமுறை இணக்கமும்', description: 'போர்ட்டல்கள் அணுகல்தன்மை வழிகாட்டுதல்களையும் அரசு இணையதளத் தரநிலைகளையும் பூர்த்தி செய்ய வேண்டும்.' },
        { title: 'சிதறிக் கிடக்கும் தரவுகள்', description: 'துறைகள் ஒன்றோடொன்று இணையாத தனித்தனி அமைப்புகளில் பதிவுகளை வைத்திருக்கின்றன.' },
      ],
      solutions: [
        { title: 'நிகழ்ச்சி பிராண்டிங் கிட்கள்', description: 'அடையாளம், மேடை, அறிவிப்புப் பலகைகள், பிரதிநிதிகளுக்கான கிட்கள் — குறுகிய கால அவகாசத்திலும் வடிவமைத்து வழங்குகிறோம்.' },
        { title: 'அனைவரும் அணுகக்கூடிய போர்ட்டல்கள்', description: 'WCAG தரநிலைப்படி உருவாக்கப்பட்ட இருமொழி இணையதளங்கள் — ஸ்கிரீன் ரீடர் சோதனையும் எளிய வழிசெலுத்தலும் கொண்டவை.' },
        { title: 'குடிமக்கள் சேவை ஆப்கள்', description: 'விண்ணப்பம், நிலை அறிதல், குறை தீர்ப்பு மனு — அனைத்தும் போனிலிருந்தே; SMS மாற்று வசதியுடன்.' },
        { title: 'கருத்து மற்றும் தரவுத் தளங்கள்', description: 'பொதுமக்கள் கருத்துகளையும் பதிவுகளையும் பயனுள்ள அறிக்கைகளாக மாற்றும் கருத்துக்கணிப்புகளும் டாஷ்போர்டுகளும்.' },
      ],
      whyChoose: [
        'டெண்டர் ஆவணங்கள், ஒப்புதல்கள், மதிப்பாய்வுச் சுழற்சிகள் பற்றிய நல்ல பரிச்சயம்.',
        'இயந்திர மொழிபெயர்ப்பு அல்ல; தமிழைத் தாய்மொழியாகக் கொண்டவர்கள் எளிய நடையில் எழுதும் தமிழ் உள்ளடக்கம்.',
        'முதல் வயர்ஃப்ரேமிலிருந்தே அணுகல்தன்மை உள்ளடக்கப்படுகிறது.',
        'அட்டவணை நெருக்கினால், நிகழ்ச்சிக்கான அச்சுப் பொருட்களைச் சில நாட்களிலேயே வழங்கும் திறன்.',
      ],
    },
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
      alt: 'The Nila Eye Hospital website on a laptop, with the headline “Clear sight, close to home”, and its appointment screen on a phone',
      ta: { alt: 'லேப்டாப்பில் Nila Eye Hospital இணையதளம்: “Clear sight, close to home” என்ற தலைப்பு; அருகில் கைபேசியில் அதன் சந்திப்பு முன்பதிவுத் திரை' },
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
    ta: {
      name: 'மருத்துவம்',
      title: 'மருத்துவத் துறைக்கான டிஜிட்டல் தீர்வுகள்',
      summary: 'மருத்துவமனைகள், கிளினிக்குகள், பரிசோதனை மையங்கள் எங்களுடன் இணைந்து நோயாளிகளுக்கு உகந்த பிராண்டுகள், போர்ட்டல்கள், ஆப்களை உருவாக்குகின்றன — சிகிச்சையைத் தேடுவதும் தொடர்வதும் எளிதாகிறது.',
      items: [
        'மருத்துவமனை நிர்வாகம்',
        'டெலிமெடிசின் ஆப்கள்',
        'உடல்நலக் கண்காணிப்புச் சாதனங்கள்',
        'நோயாளிகளுக்கான போர்ட்டல்கள்',
        'மருத்துவ அனலிட்டிக்ஸ்',
      ],
      challenges: [
        { title: 'நீண்ட வரிசைகளும் காத்திருக்கும் போன் அழைப்புகளும்', description: 'ஒரு அப்பாயின்ட்மென்ட் பதிவு செய்யவோ ரிப்போர்ட் வாங்கவோ கூட நோயாளிகள் போனில் காத்திருக்கிறார்கள் அல்லது வரிசையில் நிற்கிறார்கள்.' },
        { title: 'நம்பிக்கையும் தெளிவும்', description: 'நோயாளிகள் மருத்துவமனைகளை ஆன்லைனில் ஒப்பிடுகிறார்கள்; மருத்துவர்கள், செலவுகள், வசதிகள் பற்றிய தெளிவான தகவல் அவர்களுக்குத் தேவை.' },
        { title: 'தொடர் சிகிச்சை', description: 'நோயாளி வீடு திரும்பியதும் மருந்துகள், மறு ஆலோசனைகள், பரிசோதனைகளுக்கான நினைவூட்டல்கள் பெரும்பாலும் தவறிப்போகின்றன.' },
        { title: 'தரவுத் தனியுரிமை', description: 'மருத்துவப் பதிவுகளுக்குக் கண்டிப்பான அணுகல் கட்டுப்பாடும் கவனமான கையாளுதலும் அவசியம்.' },
      ],
      solutions: [
        { title: 'ஆன்லைன் முன்பதிவும் நோயாளிகளுக்கான போர்ட்டல்களும்', description: 'அப்பாயின்ட்மென்ட்கள், ரிப்போர்ட்கள், பில்கள் — இணையத்திலும் WhatsApp-இலும் கிடைக்கும்.' },
        { title: 'டெலிமெடிசின்', description: 'தொடர் ஆலோசனைகளுக்கும் கிராமப்புற நோயாளிகளுக்கும், மருந்துச்சீட்டு மற்றும் பேமெண்ட் வசதியுடன் வீடியோ ஆலோசனை.' },
        { title: 'சிகிச்சை நினைவூட்டல்கள்', description: 'மருந்துகள், மறு ஆலோசனைகள், தடுப்பூசி அட்டவணைகளுக்குத் தானியங்கி நினைவூட்டல்கள்.' },
        { title: 'மருத்துவமனை பிராண்டிங்', description: 'நோயாளிகளின் பதற்றத்தைக் குறைக்கும் வழிகாட்டும் பலகைகள், துறை அறிவிப்புப் பலகைகள், நோயாளிகளுக்கான விளக்கப் பொருட்கள்.' },
      ],
      whyChoose: [
        'மருத்துவ உள்ளடக்கம் துல்லியமாக இருக்க, மருத்துவர்களுடன் இணைந்து சரிபார்க்கப்படுகிறது.',
        'பொறுப்பு அடிப்படையிலான அணுகல், தணிக்கைப் பதிவுகளுடன் தனியுரிமைக்கு முன்னுரிமை தரும் கட்டமைப்பு.',
        'முதிய நோயாளிகளிடமும் அவர்களைப் பராமரிப்பவர்களிடமும் சோதிக்கப்பட்ட வடிவமைப்புகள்.',
        'பரவலாகப் பயன்படும் மருத்துவமனைத் தகவல் அமைப்புகளுடன் ஒருங்கிணைத்த அனுபவம்.',
      ],
    },
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
      alt: 'The Velan Precision Engineering pitch deck: the title slide “Precision parts for global lines”, a growth chart, reasons to partner and a tri-fold brochure',
      ta: { alt: 'Velan Precision Engineering பிட்ச் டெக்: “Precision parts for global lines” தலைப்பு ஸ்லைடு, வளர்ச்சி வரைபடம், கூட்டாண்மைக்கான காரணங்கள், மூன்று மடிப்பு பிரோஷர்' },
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
    ta: {
      name: 'வணிகம்',
      title: 'சட்டத் துறைக்கான தீர்வுகள்',
      summary: 'சட்ட நிறுவனங்கள், ஆலோசனை நிறுவனங்கள், வளர்ந்து வரும் தொழில்கள் — வாடிக்கையாளர்கள், வழக்குகள், குழுக்களை நம்பிக்கையுடன் நிர்வகிக்க எங்கள் அமைப்புகளையும் பிராண்டுகளையும் நம்பியிருக்கின்றன.',
      items: ['CRM அமைப்புகள்', 'ERP தீர்வுகள்', 'சரக்கு மேலாண்மை', 'குழு ஒத்துழைப்பு', 'அனலிட்டிக்ஸ் டாஷ்போர்டுகள்'],
      challenges: [
        { title: 'இன்பாக்ஸில் சிக்கிய வாடிக்கையாளர் தகவல்', description: 'விசாரணைகள், வழக்குகள், ஃபாலோ-அப்கள் தனிப்பட்ட இ-மெயிலிலும் போன்களிலுமே இருக்கின்றன; ஊழியர்கள் விலகும்போது அவையும் தொலைந்துவிடுகின்றன.' },
        { title: 'ஒன்றோடொன்று இணையாத செயல்பாடுகள்', description: 'பில்லிங், சரக்கு, திட்டப்பணிகள் தனித்தனி கருவிகளில் நடப்பதால், அறிக்கைகள் தயாராகப் பல நாட்கள் ஆகின்றன.' },
        { title: 'காலத்துக்கு ஒவ்வாத தொழில்முறைத் தோற்றம்', description: 'அளவிலும் நற்பெயரிலும் வளர்ந்துவிட்ட நிறுவனங்களை, பழைய லோகோக்களும் இணையதளங்களும் அவற்றின் உண்மையான மதிப்பை விடக் குறைவாகக் காட்டுகின்றன.' },
      ],
      solutions: [
        { title: 'CRM அமைப்பு', description: 'உங்கள் நிறுவனம் செயல்படும் முறைக்கு ஏற்ப அமைக்கப்பட்ட பைப்லைன்கள், வழக்குக் கண்காணிப்பு, நினைவூட்டல்கள்.' },
        { title: 'ERP மற்றும் சரக்கு மேலாண்மை', description: 'கொள்முதல், சரக்கு, பில்லிங், GST — உங்கள் கணக்குகளுடன் இணைக்கப்பட்ட ஒரே அமைப்பில்.' },
        { title: 'ஒத்துழைப்புப் பணியிடம்', description: 'பகிரப்பட்ட ஆவணங்கள், பணிகள், ஒப்புதல்கள் — முக்கியமான ஃபைல்களுக்கு அணுகல் கட்டுப்பாட்டுடன்.' },
        { title: 'கார்ப்பரேட் அடையாளப் புதுப்பிப்பு', description: 'இன்று நீங்கள் வளர்ந்திருக்கும் நிறுவனத்துக்குப் பொருந்தும் நவீன அடையாளம், இணையதளம், பிட்ச் ஆவணங்கள்.' },
      ],
      whyChoose: [
        'ரகசியக் காப்பு ஒப்பந்தங்களும், சட்டப் பாதுகாப்புள்ள ரகசியத் தகவல்களைக் கவனமாகக் கையாளுதலும்.',
        'புதிய நடைமுறையைத் திணிக்காமல், உங்கள் பணிமுறைக்கு ஏற்ப அமைக்கப்படும் அமைப்புகள்.',
        'பார்ட்னர்கள் ஒரு நிமிடத்தில் புரிந்துகொள்ளக்கூடிய டாஷ்போர்டுகள்.',
        'புதிய அமைப்புக்குப் பழகும் முதல் சில மாதங்கள் முழுவதும் ஆதரவு.',
      ],
    },
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
      alt: 'The Periya Veedu heritage stay website on a laptop and a phone, with the headline “Sleep in a Chettinad mansion”',
      ta: { alt: 'லேப்டாப்பிலும் கைபேசியிலும் Periya Veedu பாரம்பரியத் தங்குமிட இணையதளம்: “Sleep in a Chettinad mansion” என்ற தலைப்பு' },
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
    ta: {
      name: 'பயணம்',
      title: 'பயணத் துறைக்கான தீர்வுகள்',
      summary: 'பயணிகள் மதுரை, ஊட்டி, ராமேஸ்வரத்தை அடைவதற்கு முன்பே அவர்களைச் சென்றடைய, டூர் ஆபரேட்டர்கள், ஹோட்டல்கள், கோயில் நகர வழிகாட்டிகள் எங்கள் முன்பதிவு போர்ட்டல்கள், ஆப்கள், பிரச்சாரங்களைப் பயன்படுத்துகிறார்கள்.',
      items: [
        'முன்பதிவு போர்ட்டல்கள்',
        'டூர் நிர்வாகம்',
        'பயண வழிகாட்டி ஆப்கள்',
        'வாடிக்கையாளர் ஆதரவு',
        'லாயல்டி திட்டங்கள்',
      ],
      challenges: [
        { title: 'அக்ரிகேட்டர் தளங்களைச் சார்ந்திருத்தல்', description: 'முன்பதிவுத் தளங்களுக்குச் செலுத்தும் அதிக கமிஷன், ஒவ்வொரு விற்பனையிலும் லாபத்தைக் குறைக்கிறது.' },
        { title: 'பருவகாலத் தேவை', description: 'பண்டிகைகளிலும் விடுமுறைகளிலும் முன்பதிவுகள் உச்சத்தை எட்டுகின்றன; இடைப்பட்ட காலங்களில் சரிந்துவிடுகின்றன.' },
        { title: 'பல மொழிகளில் ஆதரவு', description: 'இந்தியா முழுவதிலிருந்தும் வெளிநாடுகளிலிருந்தும் வரும் பயணிகளுக்கு வெவ்வேறு கேள்விகளும் எதிர்பார்ப்புகளும் இருக்கின்றன.' },
      ],
      solutions: [
        { title: 'நேரடி முன்பதிவு போர்ட்டல்கள்', description: 'இடங்கள் கிடைக்கும் விவரம், டூர் பேக்கேஜ்கள், பாதுகாப்பான பேமெண்ட் — அனைத்தும் உங்கள் சொந்த இணையதளத்தில்; நேரடியாக முன்பதிவு செய்பவர்களுக்குச் சிறப்புச் சலுகைகளுடன்.' },
        { title: 'டூர் செயல்பாட்டுக் கருவிகள்', description: 'பயணத் திட்டங்கள், வாகனங்கள், வழிகாட்டிகள், வவுச்சர்கள் — ஒரே டாஷ்போர்டிலிருந்து நிர்வகிக்கலாம்.' },
        { title: 'வழிகாட்டி ஆப்கள்', description: 'ஆஃப்லைன் வரைபடங்கள், கோயில் நேரங்கள், பல மொழிகளில் ஆடியோ வழிகாட்டிகள்.' },
        { title: 'லாயல்டி மற்றும் ரீமார்க்கெட்டிங்', description: 'மீண்டும் வரும் விருந்தினர்களுக்கான திட்டங்களும், தேவையைச் சீராக்கும் சீசன் இல்லாத காலப் பிரச்சாரங்களும்.' },
      ],
      whyChoose: [
        'உள்ளூர் அறிவுடன் தமிழ்நாட்டின் சுற்றுலாத் தலங்களைக் காட்டும் உள்ளடக்கம்.',
        'சேனல் மேனேஜர்கள், பேமெண்ட் கேட்வேக்களுடன் ஒருங்கிணைப்பு.',
        'WhatsApp-இலும் இணையத்திலும் பல மொழிகளில் வாடிக்கையாளர் ஆதரவு.',
        'பண்டிகைகள், பள்ளி விடுமுறைகளை மையமாகக் கொண்டு திட்டமிடப்படும் பிரச்சார காலண்டர்கள்.',
      ],
    },
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
      alt: 'A supermarket shelf of packs designed for five clients: Kaveri filter coffee, Thenmozhi sweets, Glenmist tea, Kandaangi Chettinad foods and Manjal turmeric',
      ta: { alt: 'ஐந்து வாடிக்கையாளர்களுக்காக வடிவமைத்த பேக்குகள் நிறைந்த சூப்பர்மார்க்கெட் அலமாரி: Kaveri ஃபில்டர் காபி, Thenmozhi இனிப்புகள், Glenmist தேநீர், Kandaangi செட்டிநாடு உணவுகள், Manjal மஞ்சள்' },
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
    ta: {
      name: 'நுகர்வோர் & ரீடெயில்',
      title: 'ரீடெயில் துறைக்கான தீர்வுகள்',
      summary: 'பட்டுப் புடவை முதல் ஃபில்டர் காபி வரை — ரீடெயில் நிறுவனங்களும் D2C பிராண்டுகளும், இந்திய வாடிக்கையாளர்களுக்கென உருவாக்கப்பட்ட எங்கள் ஆன்லைன் ஸ்டோர்கள், பேக்கேஜிங், பிரச்சாரங்களுடன் வளர்கின்றன.',
      items: [
        'ஆன்லைன் ஸ்டோர்கள்',
        'D2C தளங்கள்',
        'பேமெண்ட் தீர்வுகள்',
        'வாடிக்கையாளர் அனலிட்டிக்ஸ்',
        'தயாரிப்புப் பரிந்துரைகள்',
      ],
      challenges: [
        { title: 'மார்க்கெட்பிளேஸ்களுடன் போட்டி', description: 'நேரடியாக வாங்கும் முன், வாடிக்கையாளர்கள் பெரிய மார்க்கெட்பிளேஸ்களில் விலையை ஒப்பிடுகிறார்கள்.' },
        { title: 'கேஷ் ஆன் டெலிவரியும் ரிட்டர்ன்களும்', description: 'அதிக COD, ரிட்டர்ன் விகிதங்கள் சிறிய ஆன்லைன் பிராண்டுகளின் லாபத்தைப் பாதிக்கின்றன.' },
        { title: 'வாடிக்கையாளரை அறிதல்', description: 'கடை விற்பனையும் ஆன்லைன் விற்பனையும் தனித்தனியாகப் பதிவாவதால், வாடிக்கையாளர் பற்றிய ஒருங்கிணைந்த பார்வை கிடைப்பதில்லை.' },
      ],
      solutions: [
        { title: 'D2C ஸ்டோர்கள்', description: 'UPI, முன்கூட்டியே பணம் செலுத்துவோருக்கான சலுகைகள், கூரியர் இணைப்புகளுடன் வேகமான ஆன்லைன் ஸ்டோர்கள்.' },
        { title: 'ஒருங்கிணைந்த வாடிக்கையாளர் தரவு', description: 'பில்லிங் கவுண்டர் விற்பனையும் ஆன்லைன் ஆர்டர்களும் ஒரே வாடிக்கையாளர் பதிவில் — இலக்கு வைத்த சலுகைகளுக்காக.' },
        { title: 'பரிந்துரைகள்', description: 'ஆர்டர் மதிப்பை உயர்த்தும் காம்போ தொகுப்புகளும் “இதை வாங்கியவர்கள் இவற்றையும் வாங்கினார்கள்” பரிந்துரைகளும்.' },
        { title: 'ரீடெயில் பிராண்டிங்கும் பேக்கேஜிங்கும்', description: 'ஒரே பார்வையில் பிராண்டை அடையாளம் காட்டும் கடை முகப்புகள், பைகள், பேக்குகள்.' },
      ],
      whyChoose: [
        'ஜவுளி, உணவு, நகை, வீட்டு உபயோகப் பொருள் பிராண்டுகளுடன் பணியாற்றிய அனுபவம்.',
        'உண்மையான விற்பனையைக் கொண்டு அளவிடப்படும், கன்வர்ஷனை மையமாகக் கொண்ட வடிவமைப்பு.',
        'சீரான பிராண்டுக்காக, பேக்கேஜிங்கும் டிஜிட்டலும் ஒன்றாகவே வடிவமைக்கப்படுகின்றன.',
        'லாஜிஸ்டிக்ஸ், பேமெண்ட், ரிட்டர்ன்கள் குறித்து நடைமுறை ஆலோசனை.',
      ],
    },
  },
];
