/**
 * Contact page FAQ (SPEC §2.12): five items in this order — services, pricing, timelines,
 * international clients and how to start.
 */
import type { FaqItem } from '../schema.js';

export const faq: FaqItem[] = [
  {
    question: 'What services does Kolam Studio offer?',
    answer:
      'We offer brand and creative work (logos, visual identity, artwork, collaterals and brand guidelines), packaging design, website development, app development, digital marketing and personal branding.\nMany clients start with one service and add others as they grow. Because one team handles everything, your brand stays consistent from the shop signboard to the website and the Instagram feed.',
    ta: {
      question: 'Kolam Studio என்னென்ன சேவைகளை வழங்குகிறது?',
      answer:
        'பிராண்ட் மற்றும் கிரியேட்டிவ் பணிகள் (லோகோ, காட்சி அடையாளம், ஆர்ட்வொர்க், விளம்பரப் பொருட்கள், பிராண்ட் வழிகாட்டுதல்கள்), பேக்கேஜிங் வடிவமைப்பு, இணையதள உருவாக்கம், ஆப் உருவாக்கம், டிஜிட்டல் மார்க்கெட்டிங், தனிநபர் பிராண்டிங் ஆகிய சேவைகளை வழங்குகிறோம்.\nபல வாடிக்கையாளர்கள் ஒரு சேவையுடன் தொடங்கி, வளர வளர மற்ற சேவைகளையும் சேர்த்துக்கொள்கிறார்கள். அனைத்தையும் ஒரே குழு கையாள்வதால், கடையின் பெயர்ப்பலகை முதல் இணையதளம், Instagram பக்கம் வரை உங்கள் பிராண்ட் ஒரே சீராக இருக்கும்.',
    },
  },
  {
    question: 'How do you price your projects?',
    answer:
      'It depends on the kind of work. Projects with a clear scope, such as a brand identity or a website, are priced as a fixed project fee. Smaller or open-ended tasks can be billed at an hourly rate, and ongoing work such as social media or campaign management runs on a monthly retainer.\nEvery quote is given in writing before we start and lists what is included, the number of revision rounds and the payment schedule. GST is added as applicable.',
    ta: {
      question: 'உங்கள் ப்ராஜெக்ட்களுக்குக் கட்டணம் எப்படி நிர்ணயிக்கப்படுகிறது?',
      answer:
        'அது வேலையின் தன்மையைப் பொறுத்தது. பிராண்ட் அடையாளம் அல்லது இணையதளம் போன்ற தெளிவான வரம்பு கொண்ட ப்ராஜெக்ட்களுக்கு, நிலையான ப்ராஜெக்ட் கட்டணம் நிர்ணயிக்கப்படும். சிறிய அல்லது வரையறுக்கப்படாத பணிகளுக்கு மணிநேரக் கட்டண அடிப்படையில் பில் செய்யலாம்; சமூக ஊடகம் அல்லது பிரச்சார மேலாண்மை போன்ற தொடர் பணிகள், மாதாந்திர ரிடெய்னர் கட்டண அடிப்படையில் நடைபெறும்.\nஒவ்வொரு விலை மதிப்பீடும் வேலையைத் தொடங்கும் முன் எழுத்துப்பூர்வமாக வழங்கப்படும்; அதில் என்னென்ன அடங்கும், எத்தனை சுற்றுத் திருத்தங்கள், கட்டணம் செலுத்தும் அட்டவணை ஆகியவை குறிப்பிடப்பட்டிருக்கும். பொருந்தும் GST கூடுதலாகச் சேர்க்கப்படும்.',
    },
  },
  {
    question: 'How long does a project take?',
    answer:
      'A brand identity usually takes 4-6 weeks from the kick-off meeting to the final files, and a website usually takes 8-12 weeks, depending on the number of pages, the features and how soon the content is ready.\nPackaging, app and marketing timelines vary with the scope. Your proposal includes a dated schedule, and prompt feedback from your side is the biggest factor in keeping to it.',
    ta: {
      question: 'ஒரு ப்ராஜெக்ட்டை முடிக்க எவ்வளவு காலம் ஆகும்?',
      answer:
        'ஒரு பிராண்ட் அடையாளத்தை உருவாக்க, தொடக்கச் சந்திப்பிலிருந்து இறுதிக் கோப்புகள் வரை பொதுவாக 4–6 வாரங்கள் ஆகும். ஓர் இணையதளத்துக்குப் பொதுவாக 8–12 வாரங்கள் ஆகும்; இது பக்கங்களின் எண்ணிக்கை, வசதிகள், உள்ளடக்கம் எவ்வளவு விரைவில் தயாராகிறது என்பதைப் பொறுத்தது.\nபேக்கேஜிங், ஆப், மார்க்கெட்டிங் பணிகளுக்கான கால அளவு, வேலையின் வரம்பைப் பொறுத்து மாறுபடும். உங்களுக்கான முன்மொழிவில் தேதிகளுடன் கூடிய காலஅட்டவணை இருக்கும்; அதைக் கடைப்பிடிப்பதில் மிக முக்கியமானது, உங்கள் தரப்பிலிருந்து உடனுக்குடன் வரும் கருத்துகள்தான்.',
    },
  },
  {
    question: 'Do you work with clients outside India?',
    answer:
      'Yes. Alongside clients across Tamil Nadu and the rest of India, we work with businesses abroad, including Tamil-owned businesses in Singapore, Malaysia, the Gulf, the UK and North America.\nWe meet over video calls, share work through online review links and schedule calls to overlap with your working hours. Quotes can be given in Indian rupees or US dollars, and payment is made by international bank transfer.',
    ta: {
      question: 'இந்தியாவுக்கு வெளியே உள்ள வாடிக்கையாளர்களுடன் பணியாற்றுகிறீர்களா?',
      answer:
        'ஆம். தமிழ்நாடு முழுவதும், இந்தியாவின் மற்ற பகுதிகளிலும் உள்ள வாடிக்கையாளர்களுடன், வெளிநாட்டுத் தொழில்களுடனும் பணியாற்றுகிறோம்; சிங்கப்பூர், மலேசியா, வளைகுடா நாடுகள், பிரிட்டன், வட அமெரிக்கா ஆகிய இடங்களில் தமிழர்கள் நடத்தும் தொழில்களும் இதில் அடங்கும்.\nவீடியோ அழைப்புகள் மூலம் சந்திக்கிறோம், ஆன்லைன் மதிப்பாய்வு இணைப்புகள் மூலம் வேலையைப் பகிர்கிறோம், உங்கள் வேலை நேரத்துடன் ஒத்துப்போகும்படி அழைப்புகளைத் திட்டமிடுகிறோம். விலை மதிப்பீடுகளை இந்திய ரூபாயிலோ அமெரிக்க டாலரிலோ வழங்கலாம்; கட்டணம் சர்வதேச வங்கிப் பரிமாற்றம் மூலம் செலுத்தப்படும்.',
    },
  },
  {
    question: 'How do I get started?',
    answer:
      'Send us a message through the contact form on this page, or call us on one of the numbers listed here during business hours. A few lines about your business and what you need are enough.\nWe reply within 24 hours to arrange a free 30-minute discovery call. After the call we send a written proposal with the scope, timeline and price. Once you approve it and the advance is paid, we schedule the kick-off meeting and the work begins.',
    ta: {
      question: 'எப்படித் தொடங்குவது?',
      answer:
        'இந்தப் பக்கத்தில் உள்ள தொடர்புப் படிவம் மூலம் எங்களுக்குச் செய்தி அனுப்புங்கள், அல்லது வேலை நேரத்தில் இங்கே கொடுக்கப்பட்டுள்ள எண்களில் ஒன்றில் எங்களை அழையுங்கள். உங்கள் தொழில் பற்றியும் உங்களுக்கு என்ன தேவை என்பது பற்றியும் சில வரிகள் போதும்.\n30 நிமிட இலவச ஆலோசனை அழைப்பை ஏற்பாடு செய்ய 24 மணி நேரத்துக்குள் பதில் அளிப்போம். அழைப்புக்குப் பிறகு, வேலையின் வரம்பு, காலஅட்டவணை, விலை ஆகியவற்றுடன் எழுத்துப்பூர்வ முன்மொழிவை அனுப்புவோம். நீங்கள் அதை ஏற்றுக்கொண்டு முன்பணம் செலுத்தியதும், தொடக்கச் சந்திப்பைத் திட்டமிட்டு வேலையைத் தொடங்குவோம்.',
    },
  },
];
