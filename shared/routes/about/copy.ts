/**
 * /about (SPEC §2.11): every text of the page in English and Tamil. SPEC keeps Team and
 * Stats & Timeline as placeholders, so they describe the studio's disciplines and growth in
 * words. {brand} stands for the brand word (shared/site.ts), kept in Latin.
 */
import { defineCopy } from '../../i18n/copy.js';
import type { PageMetaCopy } from '../../i18n/copy/meta.js';

type Titled = { eyebrow: string; title: string };
type Named = { name: string; text: string };

export type AboutCopy = {
  meta: PageMetaCopy;
  hero: Titled & { lead: string };
  story: Titled & { lead: string; paragraphs: readonly [string, string] };
  purpose: { label: string; mission: Titled & { text: string }; vision: Titled & { text: string } };
  values: Titled & { items: readonly [Named, Named, Named] };
  team: Titled & { lead: string; disciplines: readonly Named[] };
  journey: Titled & { lead: string; milestones: readonly { title: string; text: string }[] };
  cta: { title: string; text: string; button: string };
};

export const aboutCopy = defineCopy<AboutCopy>({
  en: {
    meta: {
      title: 'About',
      description: 'Kolam Studio is a branding and business-development studio in Chennai. Our story, mission, vision and the values behind our work for businesses across Tamil Nadu.',
      keywords: ['about Kolam Studio', 'design studio Chennai', 'branding team Tamil Nadu'],
    },
    hero: {
      eyebrow: 'About us',
      title: 'About {brand}',
      lead: 'We are a branding and business-development studio in Chennai, helping businesses across Tamil Nadu look as good as they are, and grow because of it.',
    },
    story: {
      eyebrow: 'Where we come from',
      title: 'Our Story',
      lead: '{brand} takes its name from the kolam, the pattern of dots and lines drawn at doorsteps across Tamil Nadu every morning. A kolam starts as a simple grid and, line by line, becomes something people stop to admire. That is how we think about brands.',
      paragraphs: [
        'The studio began with a handful of designers in Gopalapuram making logos and shop signs for neighbourhood businesses. As those clients grew, they asked for packaging, then websites, then the marketing to bring customers to their door. We grew with them, adding packaging designers, developers and marketers under one roof.',
        'Today we work with schools, hospitals, retailers, travel companies and government departments from Chennai to Madurai and Coimbatore. We still start every project the same way: by listening to the people who run the business and the customers who keep it going.',
      ],
    },
    purpose: {
      label: 'Mission and vision',
      mission: {
        eyebrow: 'Why we exist',
        title: 'Mission',
        text: 'To give growing businesses in Tamil Nadu the branding, design and digital work usually reserved for large companies: practical, honest about cost and built to bring measurable results.',
      },
      vision: {
        eyebrow: 'Where we are going',
        title: 'Vision',
        text: 'A Tamil Nadu where every local business, from a family sweet shop to a regional hospital chain, stands beside national brands with confidence, in Tamil and in English, on the shelf and on the screen.',
      },
    },
    values: {
      eyebrow: 'What guides us',
      title: 'Core Values',
      items: [
        { name: 'Creativity', text: 'We look for the idea that belongs only to you, drawn from your place, your people and your craft, never from a template.' },
        { name: 'Transparency', text: 'Clear quotes, fixed scopes and honest timelines. You always know what we are doing, what it costs and why.' },
        {
          name: 'Commitment',
          text: 'We treat your deadlines as our own and stay with you after launch, because a brand is built over years, not delivered in a week.',
        },
      ],
    },
    team: {
      eyebrow: 'Our team',
      title: 'Meet the team',
      lead: 'Profiles coming soon. Until then, here is who you will work with: designers, developers and marketers who sit together in our Chennai studio and share every project from the first brief.',
      disciplines: [
        { name: 'Brand & identity designers', text: 'Logos, identity systems, illustration and the guidelines that keep them consistent.' },
        { name: 'Packaging designers', text: 'Pack structures, dielines and labels, with press checks at local printers.' },
        { name: 'Web & app developers', text: 'Websites, online stores, mobile apps and the integrations behind them.' },
        { name: 'Digital marketers', text: 'Search, social, ads, e-mail and the analytics that show what works.' },
        { name: 'Strategists & writers', text: 'Research, positioning, naming and clear copy in Tamil and English.' },
        { name: 'Project managers', text: 'One point of contact who keeps scope, budget and schedule on track.' },
      ],
    },
    journey: {
      eyebrow: 'Stats & timeline',
      title: 'Our journey so far',
      lead: 'A full record of figures and dates is being prepared. In the meantime, here is how the studio grew, told in words.',
      milestones: [
        {
          title: 'A desk in Gopalapuram',
          text: 'The studio opens with a small team of designers making logos, menus and shop signs for neighbourhood businesses in Chennai.',
        },
        {
          title: 'From labels to full packs',
          text: 'Food and FMCG clients ask for more than a logo, so we add packaging design and learn the trade alongside local printers and converters.',
        },
        {
          title: 'Websites and apps under one roof',
          text: 'A development team joins, so the brands we design can sell online, take bookings and serve customers on their phones.',
        },
        {
          title: 'Marketing that is measured',
          text: 'Digital marketing and personal branding follow, with campaigns tracked from the first click to the final enquiry.',
        },
        {
          title: 'Today',
          text: 'More than 400 projects and over 1,000 design concepts later, we work with more than 50 active clients across six industries, from schools to state departments.',
        },
      ],
    },
    cta: { title: 'Let’s build something that lasts', text: 'Tell us about your business. We will reply within 24 hours.', button: 'Contact Us' },
  },
  ta: {
    meta: {
      title: 'எங்களைப் பற்றி',
      description: 'Kolam Studio சென்னையில் உள்ள பிராண்டிங் மற்றும் தொழில் மேம்பாட்டு ஸ்டுடியோ. எங்கள் கதை, நோக்கம், தொலைநோக்கு, தமிழ்நாட்டுத் தொழில்களுக்கான எங்கள் பணியின் பின்னிருக்கும் விழுமியங்கள்.',
      keywords: ['Kolam Studio பற்றி', 'சென்னை டிசைன் ஸ்டுடியோ', 'தமிழ்நாடு பிராண்டிங் குழு'],
    },
    hero: {
      eyebrow: 'எங்களைப் பற்றி',
      title: '{brand} பற்றி',
      lead: 'நாங்கள் சென்னையில் உள்ள பிராண்டிங் மற்றும் தொழில் மேம்பாட்டு ஸ்டுடியோ. தமிழ்நாடு முழுவதும் உள்ள தொழில்கள் உண்மையில் எவ்வளவு சிறந்தவையோ அதே அளவு சிறப்பாகத் தோற்றமளிக்கவும், அதன் பலனாக வளரவும் உதவுகிறோம்.',
    },
    story: {
      eyebrow: 'எங்கள் தொடக்கம்',
      title: 'எங்கள் கதை',
      lead: '{brand} என்ற பெயர் கோலத்திலிருந்து வந்தது — தமிழ்நாடு முழுவதும் ஒவ்வொரு காலையும் வீட்டு வாசல்களில் போடப்படும் புள்ளிகளும் கோடுகளும் இணைந்த வடிவம். எளிய புள்ளிக் கட்டமாகத் தொடங்கும் கோலம், கோடு கோடாக வளர்ந்து, பார்ப்பவர்களை நின்று ரசிக்க வைக்கிறது. பிராண்டுகளையும் நாங்கள் அப்படித்தான் பார்க்கிறோம்.',
      paragraphs: [
        'கோபாலபுரத்தில் சில வடிவமைப்பாளர்கள், அக்கம்பக்கத்துத் தொழில்களுக்கு லோகோக்களும் கடைப் பெயர்ப்பலகைகளும் செய்வதில்தான் ஸ்டுடியோ தொடங்கியது. அந்த வாடிக்கையாளர்கள் வளர வளர, முதலில் பேக்கேஜிங், பிறகு இணையதளங்கள், பிறகு தங்கள் கடைக்கு வாடிக்கையாளர்களைக் கொண்டுவரும் மார்க்கெட்டிங் என்று கேட்டார்கள். நாங்களும் அவர்களுடன் சேர்ந்து வளர்ந்தோம்; பேக்கேஜிங் வடிவமைப்பாளர்கள், டெவலப்பர்கள், மார்க்கெட்டிங் நிபுணர்கள் அனைவரையும் ஒரே கூரையின் கீழ் கொண்டுவந்தோம்.',
        'இன்று சென்னை முதல் மதுரை, கோயம்புத்தூர் வரை பள்ளிகள், மருத்துவமனைகள், சில்லறை வணிகர்கள், பயண நிறுவனங்கள், அரசுத் துறைகளுடன் பணியாற்றுகிறோம். ஆனாலும் ஒவ்வொரு திட்டத்தையும் இன்றும் ஒரே விதமாகத்தான் தொடங்குகிறோம்: தொழிலை நடத்துபவர்களும், அதைத் தொடர்ந்து நடக்க வைக்கும் வாடிக்கையாளர்களும் சொல்வதைக் கேட்பதிலிருந்து.',
      ],
    },
    purpose: {
      label: 'நோக்கமும் தொலைநோக்கும்',
      mission: {
        eyebrow: 'நாங்கள் இருப்பதன் காரணம்',
        title: 'நோக்கம்',
        text: 'பொதுவாகப் பெரிய நிறுவனங்களுக்கு மட்டுமே கிடைக்கும் பிராண்டிங், வடிவமைப்பு, டிஜிட்டல் பணிகளைத் தமிழ்நாட்டில் வளர்ந்துவரும் தொழில்களுக்கும் வழங்குவது: நடைமுறைக்கு ஏற்றதாக, செலவைப் பற்றி வெளிப்படையாக, அளவிடக்கூடிய முடிவுகளைத் தரும் வகையில்.',
      },
      vision: {
        eyebrow: 'நாங்கள் செல்லும் திசை',
        title: 'தொலைநோக்கு',
        text: 'குடும்பம் நடத்தும் இனிப்புக் கடை முதல் மண்டல அளவிலான மருத்துவமனைக் குழுமம் வரை, தமிழ்நாட்டின் ஒவ்வொரு உள்ளூர்த் தொழிலும் தேசிய பிராண்டுகளுக்கு இணையாக நம்பிக்கையுடன் நிற்கும் தமிழ்நாடு — தமிழிலும் ஆங்கிலத்திலும், கடை அலமாரியிலும் திரையிலும்.',
      },
    },
    values: {
      eyebrow: 'எங்களை வழிநடத்துபவை',
      title: 'அடிப்படை விழுமியங்கள்',
      items: [
        {
          name: 'படைப்பாற்றல்',
          text: 'உங்களுக்கு மட்டுமே உரிய யோசனையைத் தேடுகிறோம் — அது உங்கள் ஊர், உங்கள் மக்கள், உங்கள் கைத்திறனிலிருந்து பிறக்கிறது; ஒருபோதும் டெம்ப்ளேட்டிலிருந்து அல்ல.',
        },
        {
          name: 'வெளிப்படைத்தன்மை',
          text: 'தெளிவான விலைப்புள்ளிகள், வரையறுத்த பணி எல்லைகள், நேர்மையான கால அட்டவணைகள். நாங்கள் என்ன செய்கிறோம், அதற்கு எவ்வளவு செலவாகும், ஏன் என்பது உங்களுக்கு எப்போதும் தெரியும்.',
        },
        {
          name: 'அர்ப்பணிப்பு',
          text: 'உங்கள் காலக்கெடுவை எங்களுடையதாகவே கருதுகிறோம்; வெளியீட்டுக்குப் பிறகும் உங்களுடன் இருக்கிறோம் — ஏனெனில் ஒரு பிராண்ட் ஒரே வாரத்தில் ஒப்படைக்கப்படுவதில்லை, ஆண்டுக்கணக்கில் கட்டியெழுப்பப்படுகிறது.',
        },
      ],
    },
    team: {
      eyebrow: 'எங்கள் குழு',
      title: 'எங்கள் குழுவைச் சந்தியுங்கள்',
      lead: 'குழு உறுப்பினர்களின் விவரங்கள் விரைவில். அதுவரை, நீங்கள் யாருடன் பணியாற்றுவீர்கள் என்பது இதோ: எங்கள் சென்னை ஸ்டுடியோவில் ஒன்றாக அமர்ந்து, முதல் பிரீஃப் முதலே ஒவ்வொரு திட்டத்தையும் பகிர்ந்துகொள்ளும் வடிவமைப்பாளர்கள், டெவலப்பர்கள், மார்க்கெட்டிங் நிபுணர்கள்.',
      disciplines: [
        { name: 'பிராண்ட் & அடையாள வடிவமைப்பாளர்கள்', text: 'லோகோக்கள், பிராண்ட் அடையாள அமைப்புகள், இல்லஸ்ட்ரேஷன், அவற்றை ஒரே சீராக வைத்திருக்கும் வழிகாட்டுதல்கள்.' },
        { name: 'பேக்கேஜிங் வடிவமைப்பாளர்கள்', text: 'பேக் அமைப்புகள், டைலைன்கள், லேபிள்கள் — உள்ளூர் அச்சகங்களில் நேரடி அச்சுச் சரிபார்ப்புடன்.' },
        { name: 'இணையதள & ஆப் டெவலப்பர்கள்', text: 'இணையதளங்கள், ஆன்லைன் ஸ்டோர்கள், மொபைல் ஆப்கள், அவற்றின் பின்னால் இயங்கும் ஒருங்கிணைப்புகள்.' },
        { name: 'டிஜிட்டல் மார்க்கெட்டிங் நிபுணர்கள்', text: 'தேடுபொறி மார்க்கெட்டிங், சமூக ஊடகம், விளம்பரங்கள், மின்னஞ்சல், எது பலன் தருகிறது என்று காட்டும் பகுப்பாய்வு.' },
        { name: 'உத்தி வகுப்பாளர்கள் & எழுத்தாளர்கள்', text: 'ஆய்வு, பொசிஷனிங், பெயர் சூட்டல், தமிழிலும் ஆங்கிலத்திலும் தெளிவான வாசகங்கள்.' },
        { name: 'திட்ட மேலாளர்கள்', text: 'பணி எல்லை, பட்ஜெட், கால அட்டவணை மூன்றையும் சரியான பாதையில் வைத்திருக்கும் ஒரே தொடர்பு நபர்.' },
      ],
    },
    journey: {
      eyebrow: 'புள்ளிவிவரங்கள் & காலவரிசை',
      title: 'இதுவரை எங்கள் பயணம்',
      lead: 'எண்களும் தேதிகளும் அடங்கிய முழுமையான பதிவு தயாராகிக்கொண்டிருக்கிறது. அதுவரை, ஸ்டுடியோ எப்படி வளர்ந்தது என்பதைச் சொற்களில் இங்கே சொல்கிறோம்.',
      milestones: [
        {
          title: 'கோபாலபுரத்தில் ஒரு மேசை',
          text: 'சென்னையின் அக்கம்பக்கத்துத் தொழில்களுக்கு லோகோக்கள், மெனுக்கள், கடைப் பெயர்ப்பலகைகள் செய்யும் சிறிய வடிவமைப்பாளர் குழுவுடன் ஸ்டுடியோ தொடங்குகிறது.',
        },
        {
          title: 'லேபிள்களிலிருந்து முழு பேக்கேஜிங் வரை',
          text: 'உணவு, FMCG வாடிக்கையாளர்கள் லோகோவுக்கு மேல் கேட்கிறார்கள்; எனவே பேக்கேஜிங் வடிவமைப்பைச் சேர்த்து, உள்ளூர் அச்சகங்களுடனும் பேக்கேஜிங் உற்பத்தியாளர்களுடனும் இணைந்து அந்தத் தொழிலைக் கற்றுக்கொள்கிறோம்.',
        },
        {
          title: 'ஒரே கூரையின் கீழ் இணையதளங்களும் ஆப்களும்',
          text: 'ஒரு டெவலப்மென்ட் குழு இணைகிறது; நாங்கள் வடிவமைக்கும் பிராண்டுகள் ஆன்லைனில் விற்கவும், முன்பதிவுகளை ஏற்கவும், வாடிக்கையாளர்களுக்கு அவர்களின் போனிலேயே சேவை செய்யவும் முடிகிறது.',
        },
        {
          title: 'அளவிடப்படும் மார்க்கெட்டிங்',
          text: 'அடுத்து டிஜிட்டல் மார்க்கெட்டிங்கும் தனிநபர் பிராண்டிங்கும் சேர்கின்றன; முதல் கிளிக் முதல் இறுதி விசாரணை வரை ஒவ்வொரு பிரச்சாரமும் கண்காணிக்கப்படுகிறது.',
        },
        {
          title: 'இன்று',
          text: '400-க்கும் மேற்பட்ட திட்டங்கள், 1,000-க்கும் மேற்பட்ட டிசைன் கான்செப்ட்களுக்குப் பிறகு, பள்ளிகள் முதல் மாநில அரசுத் துறைகள் வரை ஆறு துறைகளில் 50-க்கும் மேற்பட்ட தற்போதைய வாடிக்கையாளர்களுடன் பணியாற்றுகிறோம்.',
        },
      ],
    },
    cta: {
      title: 'நிலைத்து நிற்கும் ஒன்றை இணைந்து உருவாக்குவோம்',
      text: 'உங்கள் தொழிலைப் பற்றிச் சொல்லுங்கள். 24 மணி நேரத்துக்குள் பதில் அளிப்போம்.',
      button: 'தொடர்புகொள்ளுங்கள்',
    },
  },
});
