/**
 * Learn page courses (SPEC §2.14, §3 "Course"): ids, titles, prices, durations and offer
 * badges exactly as SPEC lists them.
 */
import type { Course } from '../schema.js';

export const courses: Course[] = [
  {
    id: 1,
    title: 'Full Stack Development (MERN)',
    subtitle: 'Build and deploy complete web applications with MongoDB, Express, React and Node.js.',
    price: '₹19,999',
    duration: '3 Months',
    details: [
      'Syllabus: HTML, CSS and modern JavaScript; React with hooks and routing; REST APIs with Node.js and Express; MongoDB data modelling; authentication, testing and deployment.',
      'Format: live, instructor-led classes at our Gopalapuram studio or online, with every session recorded for revision.',
      'Schedule: weekday evening batch (Monday, Wednesday and Friday, 7:00 PM - 9:00 PM) or weekend batch (Saturday and Sunday, 10:00 AM - 1:00 PM).',
      'Capstone project: a full web application built in a small team and reviewed by our developers, ready for your portfolio.',
      'No prior coding experience needed; bring a laptop with at least 8 GB of RAM.',
      'Certificate of completion, plus a CV review and mock technical interviews in the final week.',
    ],
    offer: '20% OFF',
    ta: {
      title: 'ஃபுல் ஸ்டாக் டெவலப்மென்ட் (MERN)',
      subtitle: 'MongoDB, Express, React, Node.js ஆகியவற்றைக் கொண்டு முழுமையான வெப் அப்ளிகேஷன்களை உருவாக்கி டெப்லாய் செய்யுங்கள்.',
      duration: '3 மாதங்கள்',
      details: [
        'பாடத்திட்டம்: HTML, CSS, நவீன JavaScript; ஹூக்ஸ், ரூட்டிங் உடன் React; Node.js, Express கொண்டு REST API உருவாக்கம்; MongoDB டேட்டா மாடலிங்; ஆதென்டிகேஷன், டெஸ்டிங், டெப்லாய்மென்ட்.',
        'வகுப்பு முறை: எங்கள் கோபாலபுரம் ஸ்டுடியோவில் அல்லது ஆன்லைனில், பயிற்றுநர் நடத்தும் நேரலை வகுப்புகள்; மீண்டும் பார்த்துப் படிக்க ஒவ்வோர் அமர்வும் பதிவு செய்யப்படும்.',
        'நேர அட்டவணை: வார நாள் மாலை பேட்ச் (திங்கள், புதன், வெள்ளி, மாலை 7:00 – இரவு 9:00) அல்லது வார இறுதி பேட்ச் (சனி, ஞாயிறு, காலை 10:00 – மதியம் 1:00).',
        'இறுதி ப்ராஜெக்ட்: சிறு குழுவாக உருவாக்கி, எங்கள் டெவலப்பர்களால் மதிப்பாய்வு செய்யப்படும் முழுமையான வெப் அப்ளிகேஷன் — உங்கள் போர்ட்ஃபோலியோவில் சேர்க்கத் தயாராக.',
        'முன் கோடிங் அனுபவம் தேவையில்லை; குறைந்தது 8 GB RAM கொண்ட லேப்டாப்பைக் கொண்டு வாருங்கள்.',
        'நிறைவுச் சான்றிதழ்; அத்துடன் கடைசி வாரத்தில் CV மதிப்பாய்வும் மாதிரி டெக்னிக்கல் நேர்காணல்களும்.',
      ],
      offer: '20% தள்ளுபடி',
    },
  },
  {
    id: 2,
    title: 'Python & AI Basics',
    subtitle: 'Learn Python from scratch and take your first practical steps in data, machine learning and generative AI.',
    price: '₹14,999',
    duration: '2 Months',
    details: [
      'Syllabus: Python fundamentals, working with files and data in pandas, charts and visualisation, an introduction to machine learning with scikit-learn, and using AI models through APIs with good prompt design.',
      'Format: live online classes with hands-on notebooks, weekly assignments and doubt-clearing sessions.',
      'Schedule: weekend batch (Saturday and Sunday, 10:00 AM - 1:00 PM) or weekday evening batch (Tuesday and Thursday, 7:00 PM - 9:00 PM).',
      'Projects: a data analysis of a real Tamil Nadu dataset and a small AI assistant you build and present in the final class.',
      'A session on responsible AI: privacy, bias and checking the output of AI tools before you rely on it.',
      'Certificate of completion for learners who submit all assignments and the final project.',
    ],
    offer: '15% OFF',
    ta: {
      title: 'Python & AI அடிப்படைகள்',
      subtitle: 'Python மொழியை அடிப்படையிலிருந்து கற்று, டேட்டா, மெஷின் லேர்னிங், ஜெனரேட்டிவ் AI ஆகியவற்றில் உங்கள் முதல் நடைமுறை அடிகளை எடுத்து வையுங்கள்.',
      duration: '2 மாதங்கள்',
      details: [
        'பாடத்திட்டம்: Python அடிப்படைகள், pandas மூலம் கோப்புகளையும் டேட்டாவையும் கையாளுதல், வரைபடங்கள் மற்றும் டேட்டா விஷுவலைசேஷன், scikit-learn மூலம் மெஷின் லேர்னிங் அறிமுகம், நல்ல ப்ராம்ப்ட் வடிவமைப்புடன் API வழியாக AI மாடல்களைப் பயன்படுத்துதல்.',
        'வகுப்பு முறை: நேரடிப் பயிற்சிக்கான நோட்புக்குகள், வாராந்திரப் பயிற்சிப் பணிகள், சந்தேகம் தீர்க்கும் அமர்வுகளுடன் ஆன்லைன் நேரலை வகுப்புகள்.',
        'நேர அட்டவணை: வார இறுதி பேட்ச் (சனி, ஞாயிறு, காலை 10:00 – மதியம் 1:00) அல்லது வார நாள் மாலை பேட்ச் (செவ்வாய், வியாழன், மாலை 7:00 – இரவு 9:00).',
        'ப்ராஜெக்ட்கள்: உண்மையான தமிழ்நாட்டு டேட்டாசெட் ஒன்றின் பகுப்பாய்வு; கடைசி வகுப்பில் நீங்களே உருவாக்கி விளக்கிக் காட்டும் ஒரு சிறிய AI உதவியாளர்.',
        'பொறுப்பான AI பற்றிய ஓர் அமர்வு: தனியுரிமை, சார்புநிலை, AI கருவிகளின் வெளியீட்டை நம்புவதற்கு முன் சரிபார்த்தல்.',
        'அனைத்துப் பயிற்சிப் பணிகளையும் இறுதி ப்ராஜெக்ட்டையும் சமர்ப்பிப்பவர்களுக்கு நிறைவுச் சான்றிதழ்.',
      ],
      offer: '15% தள்ளுபடி',
    },
  },
  {
    id: 3,
    title: 'UI/UX Design',
    subtitle: 'Design clear, usable apps and websites, from user research to a clickable prototype in Figma.',
    price: '₹12,499',
    duration: '2.5 Months',
    details: [
      'Syllabus: user research and personas, information architecture, wireframing, visual design and typography, design systems, accessibility and usability testing.',
      'Format: studio-style classes taught by our working designers, in person at Gopalapuram or live online, with one-to-one feedback on every assignment.',
      'Schedule: weekend batch (Saturday and Sunday, 2:00 PM - 5:00 PM), with optional portfolio clinics on alternate Wednesdays.',
      'Portfolio: two complete case studies, one app and one website, taken from research to a tested Figma prototype.',
      'Tools: Figma, FigJam and simple prototyping; a free Figma account is all you need.',
      'Certificate of completion and a portfolio review with our Creative Director.',
    ],
    offer: '25% OFF',
    ta: {
      title: 'UI/UX வடிவமைப்பு',
      subtitle: 'பயனர் ஆய்வு முதல் Figma கருவியில் கிளிக் செய்யக்கூடிய ப்ரோட்டோடைப் வரை — தெளிவான, எளிதில் பயன்படுத்தக்கூடிய ஆப்களையும் இணையதளங்களையும் வடிவமையுங்கள்.',
      duration: '2.5 மாதங்கள்',
      details: [
        'பாடத்திட்டம்: பயனர் ஆய்வு மற்றும் பர்சோனாக்கள், தகவல் கட்டமைப்பு, வயர்ஃப்ரேமிங், காட்சி வடிவமைப்பு மற்றும் டைப்போகிராஃபி, டிசைன் சிஸ்டம்கள், அணுகல்தன்மை மற்றும் யூசபிலிட்டி சோதனை.',
        'வகுப்பு முறை: தற்போது பணியில் உள்ள எங்கள் வடிவமைப்பாளர்கள் நடத்தும் ஸ்டுடியோ பாணி வகுப்புகள் — கோபாலபுரத்தில் நேரில் அல்லது ஆன்லைனில் நேரலையாக; ஒவ்வொரு பயிற்சிப் பணிக்கும் தனிப்பட்ட முறையில் கருத்துகள்.',
        'நேர அட்டவணை: வார இறுதி பேட்ச் (சனி, ஞாயிறு, பிற்பகல் 2:00 – மாலை 5:00); அத்துடன், விருப்பமுள்ளவர்களுக்கு ஒரு புதன்கிழமை விட்டு ஒரு புதன்கிழமை போர்ட்ஃபோலியோ ஆலோசனை அமர்வுகள்.',
        'போர்ட்ஃபோலியோ: ஆய்விலிருந்து சோதிக்கப்பட்ட Figma ப்ரோட்டோடைப் வரை கொண்டு செல்லப்பட்ட இரண்டு முழுமையான கேஸ் ஸ்டடிகள் — ஒன்று ஆப், ஒன்று இணையதளம்.',
        'கருவிகள்: Figma, FigJam, எளிய ப்ரோட்டோடைப்பிங்; உங்களுக்குத் தேவையானது ஓர் இலவச Figma கணக்கு மட்டுமே.',
        'நிறைவுச் சான்றிதழ், எங்கள் கிரியேட்டிவ் டைரக்டருடன் போர்ட்ஃபோலியோ மதிப்பாய்வு.',
      ],
      offer: '25% தள்ளுபடி',
    },
  },
];
