/**
 * Privacy Policy (SPEC §2.1 privacy modal; DESIGN.md: the same text on /privacy). Covers
 * every topic SPEC lists. Brand, e-mail and postal address come from the site identity so
 * the operator changes them in one place.
 */
import type { LegalDocument } from '../schema.js';
import { site } from '../../site.js';

const brand = site.brand;
const email = site.email;
const postalAddress = `${brand}, ${site.address.lines.join(', ')}`;
const postalAddressTa = `${brand}, ${site.address.linesTa.join(', ')}`;

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  updated: 'February 2025',
  intro: `${brand} is a branding and business-development studio based in Chennai, India. This Privacy Policy explains what personal data we collect when you visit this website, contact us or work with us, why we collect it, how we use and protect it, and the choices you have.\nWe handle personal data in accordance with the Information Technology Act, 2000 and the rules made under it, and with the Digital Personal Data Protection Act, 2023 (the “DPDP Act”) as its provisions come into force. By using this website or sending us your details, you acknowledge that you have read this policy.`,
  sections: [
    {
      id: 'definitions',
      heading: 'Definitions',
      paragraphs: ['In this policy, the following words have these meanings:'],
      items: [
        '“Personal data” means any data about an individual who can be identified by or in relation to that data, such as a name, e-mail address or phone number.',
        '“You” means the individual whose personal data we process: a visitor to this website, a person who contacts us, a course learner or a representative of a client. The DPDP Act calls this person the “Data Principal”.',
        `“We”, “us” and “our” mean ${brand}, which decides why and how your personal data is processed. The DPDP Act calls this the “Data Fiduciary”.`,
        '“Processing” means any operation performed on personal data, including collection, recording, storage, use, sharing and erasure.',
        '“Service provider” means a company that processes personal data on our behalf and on our instructions, such as our website host or e-mail provider. The DPDP Act calls this a “Data Processor”.',
        '“Website” means this website and all of its pages.',
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Data we collect',
      paragraphs: [
        'We collect only the personal data we need. Most of it you give us directly: through the contact form, by e-mail, phone or WhatsApp, when you enrol in a course, or during a project. This may include:',
      ],
      items: [
        'Your first and last name, and your company name and role if you share them.',
        'Your e-mail address and phone number.',
        'Your location: the city, state or country you tell us about, and your billing address if you become a client or learner.',
        'Your preferences and comments: the subject and message you send us, the services or courses you are interested in, how you prefer to be contacted and any feedback you give.',
        'Technical data recorded automatically by our web server when you visit the website: your IP address, browser type, the page requested and the date and time of the request.',
        'When you send the contact form, how you found us: the first page of this website you opened on that visit, the campaign labels in the link you arrived by (its utm_source, utm_medium, utm_campaign, utm_term and utm_content parameters), whether that link came from a Google or Meta advertisement (only that fact, never the advertiser’s click code) and the name of the website that sent you to us.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and similar technologies',
      paragraphs: [
        'We do not use advertising, tracking or analytics cookies on this website. The website keeps two small pieces of information in your browser’s session storage: a setting so that the opening animation plays only once per visit, and the address of the first page you opened and of the website that sent you there, so that the contact form can tell us which page or campaign brought you. Neither is sent to us unless you send the contact form, and both are deleted when you close the browser tab.',
      ],
    },
    {
      id: 'how-we-use-your-data',
      heading: 'How we use your data',
      paragraphs: ['We use personal data only for the purposes for which it was given, namely to:'],
      items: [
        'reply to your enquiry, arrange calls and meetings, and send you the information or proposal you asked for;',
        'deliver the services or courses you have engaged us for, and manage our relationship with you;',
        'prepare invoices, keep accounts and meet our legal, tax and regulatory obligations;',
        'keep the website secure and working properly, including detecting spam and misuse of the contact form;',
        'understand which of our pages, campaigns and advertisements bring enquiries, by recording with each enquiry how you found us; we use this to count and compare enquiries, not to build a profile of you;',
        'send you occasional news about our work or courses, but only if you have agreed to it; you can opt out at any time.',
      ],
    },
    {
      id: 'legal-basis',
      heading: 'The basis on which we process your data',
      paragraphs: [
        'We process your personal data on the basis of your consent, which you give, for example, when you tick the privacy box on the contact form, or for the legitimate uses the DPDP Act permits, such as when you have voluntarily given us your details for a specific purpose like requesting a quote, or when we must comply with the law.\nYou may withdraw your consent at any time by writing to us. Withdrawing consent does not affect processing already carried out, but we may no longer be able to provide a service that depends on it. We do not sell your personal data, and we do not use it for automated decision-making or profiling.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Sharing your data',
      paragraphs: ['We share personal data only where it is needed, and only with:'],
      items: [
        'service providers who host our website, store our files and deliver our e-mail, and the tools in which we handle enquiries, such as our customer relationship management (CRM) system, workflow automation and team chat (for example Zoho CRM, n8n, Slack or Google Chat), to which each enquiry from the contact form is sent automatically; they work under contracts that allow them to use the data only on our instructions, require them to keep it secure and to erase it when we ask;',
        'our accountants, auditors and legal advisers, who are bound by duties of confidentiality;',
        'banks and payment providers, to process payments you make to us;',
        'freelancers or partner firms working with us on your project, such as photographers or printers, with your knowledge and only to the extent they need;',
        'a buyer or successor, if our business is reorganised, merged or sold, who must continue to protect your data in line with this policy.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep your data',
      paragraphs: [
        'We keep personal data only for as long as we need it for the purpose for which it was collected, or for as long as the law requires. In practice:',
      ],
      items: [
        'Messages sent through the contact form are kept for 12 months after we last dealt with them: from when the enquiry reached us, or from when we last updated it (for example, marked it answered or closed), whichever is later. Then your name, contact details, message, IP address and browser details are erased automatically; we keep only an anonymous record of its date, language and the page and campaign it came from, to count enquiries. Other enquiries that do not lead to an engagement are kept for up to 24 months from our last contact with you, and then deleted.',
        'Records of clients and learners are kept for the duration of the engagement or course and afterwards for as long as Indian tax, accounting and company laws require, usually up to eight years.',
        'Web server logs are kept for up to 90 days, unless they are needed to investigate a security incident.',
        'Your marketing preferences are kept until you withdraw your consent or ask us to stop contacting you.',
      ],
    },
    {
      id: 'international-transfer',
      heading: 'International transfer of data',
      paragraphs: [
        'We are based in India and most of our processing takes place here. Some of our service providers, such as e-mail and cloud hosting providers, may store or process data on servers located in other countries. Where this happens, we transfer data only as the DPDP Act permits, which allows transfers except to countries the Central Government may restrict, and we choose providers that apply security safeguards at least as protective as those described in this policy.\nIf you contact us from outside India, your personal data will be transferred to and processed in India.',
      ],
    },
    {
      id: 'legal-disclosure',
      heading: 'Disclosure required by law',
      paragraphs: [
        'We may disclose your personal data where we are required or permitted to do so by law. We disclose only the data that is required and, where the law allows it, we tell you about the request. Such disclosure may be made:',
      ],
      items: [
        'in response to a valid court order, summons or lawful request from a government authority or law-enforcement agency in India;',
        'to establish, exercise or defend legal claims;',
        `to protect the rights, property or safety of ${brand}, our clients or others, including to prevent fraud.`,
      ],
    },
    {
      id: 'security',
      heading: 'Security of your data',
      paragraphs: [
        'We take reasonable security measures to protect personal data against loss, misuse and unauthorised access. The website is served only over encrypted HTTPS connections; access to personal data is limited to the team members who need it; our accounts are protected by strong passwords and two-factor authentication; and our systems are kept up to date and backed up.\nNo method of transmission or storage is completely secure, so we cannot guarantee absolute security. If a personal data breach occurs, we will inform the people affected and the Data Protection Board of India as the law requires.',
      ],
    },
    {
      id: 'external-links',
      heading: 'External links and services',
      paragraphs: [
        'The website links to other websites and services, including our profiles on LinkedIn, Facebook, Instagram, X and Behance, and to WhatsApp. The contact page also shows a map provided by OpenStreetMap, which receives your IP address when the map loads.\nThese services collect and use data under their own privacy policies, which we do not control and for which we are not responsible. Please read their policies before sharing personal data with them.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: ['Subject to the DPDP Act and other applicable law, you have the right to:'],
      items: [
        'obtain a summary of the personal data we hold about you and of how we process it;',
        'ask us to correct, complete or update inaccurate or incomplete data;',
        'ask us to erase data that is no longer needed for the purpose for which it was collected, unless the law requires us to keep it;',
        'withdraw your consent at any time, as easily as you gave it;',
        'have your grievances about our handling of your data addressed;',
        'nominate another person to exercise these rights on your behalf in the event of your death or incapacity.',
      ],
    },
    {
      id: 'exercising-your-rights',
      heading: 'Exercising your rights',
      paragraphs: [
        `To exercise any of these rights, write to us at ${email}. We may ask you to confirm your identity before acting on a request, and we will respond within 30 days. If you are not satisfied with our response, you may complain to the Data Protection Board of India once it begins functioning under the DPDP Act.\nTo have an enquiry you sent us erased, write to us from the e-mail address you used, or tell us that address: we erase every message from it in our website’s records without delay, keeping only a one-way hash of the address as proof that we did, and we ask the service providers that received it, such as our CRM or team chat, to erase it too.`,
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'The website and our services are intended for businesses and adults. We do not knowingly collect personal data from anyone under 18 years of age without the verifiable consent of a parent or lawful guardian. A learner under 18 may enrol in a course only with such consent. If you believe a child has sent us personal data without it, please contact us and we will delete it.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy from time to time to reflect changes in the law, in our services or in the way we handle personal data. When we do, we will change the “last updated” date at the top of this page. If the changes are significant, we will highlight them on the website and, where we have your e-mail address as a client or learner, tell you by e-mail.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        'If you have a question, request or complaint about this policy or about your personal data, please contact our grievance officer:',
      ],
      items: [`E-mail: ${email}`, `Post: ${postalAddress}`],
    },
  ],
  ta: {
    title: 'தனியுரிமைக் கொள்கை',
    updated: 'பிப்ரவரி 2025',
    intro: `${brand} என்பது இந்தியாவின் சென்னையைத் தளமாகக் கொண்ட ஒரு பிராண்டிங் மற்றும் தொழில் மேம்பாட்டு ஸ்டுடியோ ஆகும். நீங்கள் இந்த இணையதளத்தைப் பார்வையிடும்போது, எங்களைத் தொடர்புகொள்ளும்போது அல்லது எங்களுடன் இணைந்து பணியாற்றும்போது நாங்கள் என்ன தனிப்பட்ட தரவைச் சேகரிக்கிறோம், அதை ஏன் சேகரிக்கிறோம், அதை எவ்வாறு பயன்படுத்துகிறோம், எவ்வாறு பாதுகாக்கிறோம், இது தொடர்பாக உங்களுக்கு உள்ள தேர்வுகள் என்ன என்பதை இந்தத் தனியுரிமைக் கொள்கை விளக்குகிறது.\nதகவல் தொழில்நுட்பச் சட்டம், 2000 மற்றும் அதன் கீழ் வகுக்கப்பட்ட விதிகளுக்கு இணங்கவும், டிஜிட்டல் தனிநபர் தரவுப் பாதுகாப்புச் சட்டம், 2023 (“DPDP சட்டம்”) வகைமுறைகள் நடைமுறைக்கு வரும்போது அவற்றுக்கு இணங்கவும் நாங்கள் தனிப்பட்ட தரவைக் கையாளுகிறோம். இந்த இணையதளத்தைப் பயன்படுத்துவதன் மூலமோ உங்கள் விவரங்களை எங்களுக்கு அனுப்புவதன் மூலமோ, இந்தக் கொள்கையை நீங்கள் படித்துவிட்டீர்கள் என்பதை ஒப்புக்கொள்கிறீர்கள்.`,
    sections: [
      {
        heading: 'வரையறைகள்',
        paragraphs: ['இந்தக் கொள்கையில், பின்வரும் சொற்கள் கீழ்க்காணும் பொருளைக் குறிக்கும்:'],
        items: [
          '“தனிப்பட்ட தரவு” என்பது, பெயர், மின்னஞ்சல் முகவரி அல்லது தொலைபேசி எண் போன்று, அந்தத் தரவின் மூலமோ அல்லது அந்தத் தரவு தொடர்பாகவோ அடையாளம் காணக்கூடிய ஒரு தனிநபரைப் பற்றிய எந்தவொரு தரவையும் குறிக்கும்.',
          '“நீங்கள்” என்பது, நாங்கள் யாருடைய தனிப்பட்ட தரவைச் செயலாக்குகிறோமோ அந்தத் தனிநபரைக் குறிக்கும்: இந்த இணையதளத்தைப் பார்வையிடுபவர், எங்களைத் தொடர்புகொள்பவர், பயிற்சி வகுப்பில் கற்பவர் அல்லது ஒரு வாடிக்கையாளரின் பிரதிநிதி. DPDP சட்டம் இவரை “தரவு முதன்மையாளர்” என்று குறிப்பிடுகிறது.',
          `“நாங்கள்”, “எங்களை”, “எங்கள்” என்பவை, உங்கள் தனிப்பட்ட தரவு ஏன், எவ்வாறு செயலாக்கப்படுகிறது என்பதைத் தீர்மானிக்கும் ${brand} நிறுவனத்தைக் குறிக்கும். DPDP சட்டம் இதை “தரவு நம்பகப் பொறுப்பாளர்” என்று குறிப்பிடுகிறது.`,
          '“செயலாக்கம்” என்பது, சேகரித்தல், பதிவுசெய்தல், சேமித்தல், பயன்படுத்துதல், பகிர்தல், அழித்தல் உள்ளிட்ட, தனிப்பட்ட தரவின் மீது மேற்கொள்ளப்படும் எந்தவொரு செயல்பாட்டையும் குறிக்கும்.',
          '“சேவை வழங்குநர்” என்பது, எங்கள் இணையதளத்தை ஹோஸ்ட் செய்யும் நிறுவனம் அல்லது எங்கள் மின்னஞ்சல் சேவை வழங்குநர் போன்று, எங்கள் சார்பாகவும் எங்கள் அறிவுறுத்தல்களின்படியும் தனிப்பட்ட தரவைச் செயலாக்கும் நிறுவனத்தைக் குறிக்கும். DPDP சட்டம் இதை “தரவுச் செயலாக்குநர்” என்று குறிப்பிடுகிறது.',
          '“இணையதளம்” என்பது இந்த இணையதளத்தையும் அதன் அனைத்துப் பக்கங்களையும் குறிக்கும்.',
        ],
      },
      {
        heading: 'நாங்கள் சேகரிக்கும் தரவு',
        paragraphs: [
          'எங்களுக்குத் தேவையான தனிப்பட்ட தரவை மட்டுமே நாங்கள் சேகரிக்கிறோம். அதில் பெரும்பாலானவற்றை நீங்களே நேரடியாக எங்களுக்கு வழங்குகிறீர்கள்: தொடர்புப் படிவம் மூலமாகவோ, மின்னஞ்சல், தொலைபேசி அல்லது WhatsApp மூலமாகவோ, ஒரு பயிற்சி வகுப்பில் சேரும்போதோ, அல்லது ஒரு திட்டப்பணியின்போதோ. இதில் பின்வருவன அடங்கலாம்:',
        ],
        items: [
          'உங்கள் முதல் பெயர் மற்றும் கடைசிப் பெயர்; நீங்கள் பகிர்ந்தால், உங்கள் நிறுவனத்தின் பெயரும் அதில் உங்கள் பதவியும்.',
          'உங்கள் மின்னஞ்சல் முகவரி மற்றும் தொலைபேசி எண்.',
          'உங்கள் இருப்பிடம்: நீங்கள் எங்களிடம் தெரிவிக்கும் நகரம், மாநிலம் அல்லது நாடு; நீங்கள் எங்கள் வாடிக்கையாளராகவோ கற்பவராகவோ ஆனால், உங்கள் பில்லிங் முகவரி.',
          'உங்கள் விருப்பங்களும் கருத்துகளும்: நீங்கள் எங்களுக்கு அனுப்பும் தலைப்பும் செய்தியும், நீங்கள் ஆர்வம் காட்டும் சேவைகள் அல்லது பயிற்சி வகுப்புகள், நீங்கள் எவ்வாறு தொடர்புகொள்ளப்பட விரும்புகிறீர்கள் என்பது, நீங்கள் வழங்கும் பின்னூட்டம்.',
          'நீங்கள் இணையதளத்தைப் பார்வையிடும்போது எங்கள் வெப் சர்வரால் தானாகப் பதிவுசெய்யப்படும் தொழில்நுட்பத் தரவு: உங்கள் IP முகவரி, பிரவுசர் வகை, கோரப்பட்ட பக்கம், கோரிக்கையின் தேதி மற்றும் நேரம்.',
          'நீங்கள் தொடர்புப் படிவத்தை அனுப்பும்போது, நீங்கள் எங்களை எப்படி அடைந்தீர்கள் என்ற விவரம்: அந்த வருகையில் இந்த இணையதளத்தில் நீங்கள் முதலில் திறந்த பக்கம், நீங்கள் வந்த இணைப்பில் உள்ள பிரச்சார விவரங்கள் (அதன் utm_source, utm_medium, utm_campaign, utm_term, utm_content அளவுருக்கள்), அந்த இணைப்பு Google அல்லது Meta விளம்பரத்திலிருந்து வந்ததா என்ற தகவல் (அந்தத் தகவல் மட்டுமே; விளம்பரதாரரின் கிளிக் குறியீடு அல்ல), உங்களை எங்களிடம் அனுப்பிய இணையதளத்தின் பெயர்.',
        ],
      },
      {
        heading: 'குக்கீகளும் இதுபோன்ற தொழில்நுட்பங்களும்',
        paragraphs: [
          'இந்த இணையதளத்தில் நாங்கள் விளம்பர, கண்காணிப்பு அல்லது பகுப்பாய்வு குக்கீகளைப் பயன்படுத்துவதில்லை. இணையதளம் உங்கள் பிரவுசரின் செஷன் ஸ்டோரேஜில் இரண்டு சிறிய தகவல்களை மட்டுமே சேமிக்கிறது: ஒவ்வொரு வருகையிலும் தொடக்க அனிமேஷன் ஒரு முறை மட்டுமே இயங்குவதற்கான ஓர் அமைப்பு; எந்தப் பக்கம் அல்லது பிரச்சாரம் வழியாக நீங்கள் வந்தீர்கள் என்பதைத் தொடர்புப் படிவம் எங்களுக்குத் தெரிவிப்பதற்காக, நீங்கள் முதலில் திறந்த பக்கத்தின் முகவரியும் உங்களை அங்கு அனுப்பிய இணையதளத்தின் முகவரியும். நீங்கள் தொடர்புப் படிவத்தை அனுப்பினால் மட்டுமே இவை எங்களுக்கு வந்துசேரும்; நீங்கள் பிரவுசர் டேபை மூடும்போது இரண்டும் நீக்கப்படும்.',
        ],
      },
      {
        heading: 'உங்கள் தரவை நாங்கள் எவ்வாறு பயன்படுத்துகிறோம்',
        paragraphs: ['தனிப்பட்ட தரவு எந்த நோக்கங்களுக்காக வழங்கப்பட்டதோ அந்த நோக்கங்களுக்காக மட்டுமே நாங்கள் அதைப் பயன்படுத்துகிறோம், அதாவது:'],
        items: [
          'உங்கள் விசாரணைக்குப் பதிலளிக்கவும், அழைப்புகளையும் சந்திப்புகளையும் ஏற்பாடு செய்யவும், நீங்கள் கேட்ட தகவலையோ முன்மொழிவையோ உங்களுக்கு அனுப்பவும்;',
          'நீங்கள் எங்களிடமிருந்து பெற ஒப்பந்தம் செய்துள்ள சேவைகளையோ பயிற்சி வகுப்புகளையோ வழங்கவும், உங்களுடனான எங்கள் உறவை நிர்வகிக்கவும்;',
          'விலைப்பட்டியல்களைத் தயாரிக்கவும், கணக்குகளைப் பராமரிக்கவும், எங்கள் சட்ட, வரி மற்றும் ஒழுங்குமுறைக் கடமைகளை நிறைவேற்றவும்;',
          'ஸ்பேமையும் தொடர்புப் படிவத்தின் தவறான பயன்பாட்டையும் கண்டறிதல் உட்பட, இணையதளத்தைப் பாதுகாப்பாகவும் சரியாகவும் இயங்கச் செய்யவும்;',
          'எங்கள் எந்தப் பக்கங்கள், பிரச்சாரங்கள், விளம்பரங்கள் வழியாக விசாரணைகள் வருகின்றன என்பதைப் புரிந்துகொள்ள, ஒவ்வொரு விசாரணையுடனும் நீங்கள் எங்களை எப்படி அடைந்தீர்கள் என்பதைப் பதிவுசெய்யவும்; விசாரணைகளை எண்ணி ஒப்பிடுவதற்கு மட்டுமே இதைப் பயன்படுத்துகிறோம், உங்களைப் பற்றிய சுயவிவரம் உருவாக்குவதற்கு அல்ல;',
          'எங்கள் பணிகள் அல்லது பயிற்சி வகுப்புகள் பற்றிய செய்திகளை அவ்வப்போது உங்களுக்கு அனுப்பவும்; ஆனால் நீங்கள் அதற்கு ஒப்புதல் அளித்திருந்தால் மட்டுமே. நீங்கள் எப்போது வேண்டுமானாலும் இதிலிருந்து விலகிக்கொள்ளலாம்.',
        ],
      },
      {
        heading: 'உங்கள் தரவை நாங்கள் செயலாக்குவதற்கான அடிப்படை',
        paragraphs: [
          'உங்கள் ஒப்புதலின் அடிப்படையிலோ, DPDP சட்டம் அனுமதிக்கும் முறையான பயன்பாடுகளுக்காகவோ நாங்கள் உங்கள் தனிப்பட்ட தரவைச் செயலாக்குகிறோம். எடுத்துக்காட்டாக, தொடர்புப் படிவத்தில் உள்ள தனியுரிமைப் பெட்டியை நீங்கள் டிக் செய்யும்போது உங்கள் ஒப்புதலை அளிக்கிறீர்கள். விலைப்புள்ளி கோருவது போன்ற ஒரு குறிப்பிட்ட நோக்கத்திற்காக நீங்களாகவே முன்வந்து உங்கள் விவரங்களை எங்களுக்கு அளித்திருக்கும்போதும், நாங்கள் சட்டத்திற்கு இணங்க வேண்டியிருக்கும்போதும் மேற்கொள்ளப்படும் செயலாக்கம், முறையான பயன்பாடுகளுக்கு எடுத்துக்காட்டுகள் ஆகும்.\nஎங்களுக்கு எழுத்து மூலம் தெரிவித்து, நீங்கள் எப்போது வேண்டுமானாலும் உங்கள் ஒப்புதலைத் திரும்பப் பெறலாம். ஒப்புதலைத் திரும்பப் பெறுவது, ஏற்கெனவே மேற்கொள்ளப்பட்ட செயலாக்கத்தைப் பாதிக்காது; ஆனால், அந்த ஒப்புதலைச் சார்ந்துள்ள ஒரு சேவையை அதன் பிறகு எங்களால் வழங்க இயலாமல் போகலாம். நாங்கள் உங்கள் தனிப்பட்ட தரவை விற்பனை செய்வதில்லை; தானியங்கு முடிவெடுத்தலுக்கோ தனிநபர் சுயவிவரம் உருவாக்குவதற்கோ அதைப் பயன்படுத்துவதும் இல்லை.',
        ],
      },
      {
        heading: 'உங்கள் தரவைப் பகிர்தல்',
        paragraphs: ['தேவைப்படும் இடங்களில் மட்டுமே, பின்வருவோருடன் மட்டுமே நாங்கள் தனிப்பட்ட தரவைப் பகிர்கிறோம்:'],
        items: [
          'எங்கள் இணையதளத்தை ஹோஸ்ட் செய்யும், எங்கள் கோப்புகளைச் சேமிக்கும், எங்கள் மின்னஞ்சல்களை அனுப்பும் சேவை வழங்குநர்களும், நாங்கள் விசாரணைகளைக் கையாளும் கருவிகளும் — எடுத்துக்காட்டாக Zoho CRM போன்ற வாடிக்கையாளர் உறவு மேலாண்மை (CRM) அமைப்பு, n8n போன்ற பணிப்பாய்வுத் தானியங்கிக் கருவிகள், Slack அல்லது Google Chat போன்ற குழு சாட்; தொடர்புப் படிவம் வழியாக வரும் ஒவ்வொரு விசாரணையும் இவற்றுக்குத் தானாகவே அனுப்பப்படும். எங்கள் அறிவுறுத்தல்களின்படி மட்டுமே தரவைப் பயன்படுத்தவும், அதைப் பாதுகாப்பாக வைத்திருக்கவும், நாங்கள் கேட்கும்போது அதை அழிக்கவும் அவர்களைக் கடமைப்படுத்தும் ஒப்பந்தங்களின் கீழ் இவர்கள் செயல்படுகின்றனர்;',
          'ரகசியக் காப்புக் கடமைகளுக்குக் கட்டுப்பட்ட எங்கள் கணக்காளர்கள், தணிக்கையாளர்கள் மற்றும் சட்ட ஆலோசகர்கள்;',
          'நீங்கள் எங்களுக்குச் செலுத்தும் தொகைகளைச் செயலாக்க, வங்கிகள் மற்றும் கட்டணச் சேவை வழங்குநர்கள்;',
          'புகைப்படக் கலைஞர்கள் அல்லது அச்சகங்கள் போன்று, உங்கள் திட்டப்பணியில் எங்களுடன் இணைந்து பணியாற்றும் ஃப்ரீலான்ஸ் பணியாளர்கள் அல்லது கூட்டாளர் நிறுவனங்கள் — உங்களுக்குத் தெரியப்படுத்தி, அவர்களுக்குத் தேவைப்படும் அளவுக்கு மட்டும்;',
          'எங்கள் தொழில் மறுசீரமைக்கப்பட்டால், இணைக்கப்பட்டால் அல்லது விற்கப்பட்டால், அதை வாங்குபவர் அல்லது பின்னுரிமையாளர்; அவர் இந்தக் கொள்கைக்கு ஏற்ப உங்கள் தரவைத் தொடர்ந்து பாதுகாக்க வேண்டும்.',
        ],
      },
      {
        heading: 'உங்கள் தரவை நாங்கள் எவ்வளவு காலம் வைத்திருக்கிறோம்',
        paragraphs: [
          'தனிப்பட்ட தரவு எந்த நோக்கத்திற்காகச் சேகரிக்கப்பட்டதோ அந்த நோக்கத்திற்குத் தேவைப்படும் காலம் வரை, அல்லது சட்டம் கோரும் காலம் வரை மட்டுமே நாங்கள் அதை வைத்திருக்கிறோம். நடைமுறையில்:',
        ],
        items: [
          'தொடர்புப் படிவம் வழியாக அனுப்பப்படும் செய்திகள், நாங்கள் அவற்றைக் கடைசியாகக் கையாண்ட நாளிலிருந்து 12 மாதங்கள் வைத்திருக்கப்படும்: விசாரணை எங்களை வந்தடைந்த நாள், அல்லது அதன் நிலையை நாங்கள் கடைசியாகப் புதுப்பித்த நாள் (எடுத்துக்காட்டாக, பதில் அளிக்கப்பட்டது அல்லது முடிக்கப்பட்டது எனக் குறித்த நாள்) — இவற்றில் எது பிந்தையதோ அந்த நாளிலிருந்து. அதன் பிறகு உங்கள் பெயர், தொடர்பு விவரங்கள், செய்தி, IP முகவரி, பிரவுசர் விவரங்கள் ஆகியவை தானாகவே அழிக்கப்படும்; விசாரணைகளை எண்ணுவதற்காக, அதன் தேதி, மொழி, அது வந்த பக்கம், பிரச்சாரம் ஆகியவற்றை மட்டுமே கொண்ட, யாரையும் அடையாளம் காட்டாத ஒரு பதிவை வைத்திருப்போம். பணி ஒப்பந்தமாக மாறாத பிற விசாரணைகள், உங்களுடனான எங்கள் கடைசித் தொடர்பிலிருந்து 24 மாதங்கள் வரை வைத்திருக்கப்பட்டு, பின்னர் நீக்கப்படும்.',
          'வாடிக்கையாளர்கள் மற்றும் கற்பவர்களின் பதிவுகள், பணி ஒப்பந்தம் அல்லது பயிற்சி வகுப்பின் காலம் முழுவதும், அதன் பிறகு இந்திய வரி, கணக்கியல் மற்றும் நிறுவனச் சட்டங்கள் கோரும் காலம் வரையும் (பொதுவாக எட்டு ஆண்டுகள் வரை) வைத்திருக்கப்படும்.',
          'பாதுகாப்புச் சம்பவம் ஒன்றை விசாரிக்கத் தேவைப்பட்டால் தவிர, வெப் சர்வர் பதிவுகள் 90 நாட்கள் வரை வைத்திருக்கப்படும்.',
          'நீங்கள் உங்கள் ஒப்புதலைத் திரும்பப் பெறும் வரை அல்லது உங்களைத் தொடர்புகொள்வதை நிறுத்துமாறு எங்களிடம் கேட்கும் வரை, உங்கள் மார்க்கெட்டிங் விருப்பத்தேர்வுகள் வைத்திருக்கப்படும்.',
        ],
      },
      {
        heading: 'தரவின் சர்வதேசப் பரிமாற்றம்',
        paragraphs: [
          'நாங்கள் இந்தியாவில் இயங்குகிறோம்; எங்கள் தரவுச் செயலாக்கத்தின் பெரும்பகுதி இங்கேயே நடைபெறுகிறது. மின்னஞ்சல் மற்றும் கிளவுட் ஹோஸ்டிங் சேவை வழங்குநர்கள் போன்ற எங்கள் சேவை வழங்குநர்களில் சிலர், பிற நாடுகளில் அமைந்துள்ள சர்வர்களில் தரவைச் சேமிக்கலாம் அல்லது செயலாக்கலாம். அவ்வாறு நிகழும்போது, DPDP சட்டம் அனுமதிக்கும் வகையில் மட்டுமே நாங்கள் தரவைப் பரிமாற்றம் செய்கிறோம்; மத்திய அரசு கட்டுப்பாடு விதிக்கக்கூடிய நாடுகளைத் தவிர பிற நாடுகளுக்குத் தரவைப் பரிமாற்றம் செய்ய அச்சட்டம் அனுமதிக்கிறது. மேலும், இந்தக் கொள்கையில் விவரிக்கப்பட்டுள்ளவற்றுக்குக் குறையாத பாதுகாப்பு ஏற்பாடுகளைப் பின்பற்றும் சேவை வழங்குநர்களையே நாங்கள் தேர்ந்தெடுக்கிறோம்.\nநீங்கள் இந்தியாவுக்கு வெளியிலிருந்து எங்களைத் தொடர்புகொண்டால், உங்கள் தனிப்பட்ட தரவு இந்தியாவுக்குப் பரிமாற்றம் செய்யப்பட்டு இங்கு செயலாக்கப்படும்.',
        ],
      },
      {
        heading: 'சட்டப்படி தேவைப்படும் வெளிப்படுத்தல்',
        paragraphs: [
          'சட்டப்படி நாங்கள் வெளிப்படுத்தக் கடமைப்பட்டுள்ள அல்லது அனுமதிக்கப்பட்டுள்ள சூழல்களில், உங்கள் தனிப்பட்ட தரவை நாங்கள் வெளிப்படுத்தலாம். தேவைப்படும் தரவை மட்டுமே நாங்கள் வெளிப்படுத்துகிறோம்; சட்டம் அனுமதிக்கும் இடங்களில், அத்தகைய கோரிக்கை குறித்து உங்களுக்குத் தெரிவிக்கிறோம். அத்தகைய வெளிப்படுத்தல் பின்வரும் சூழல்களில் மேற்கொள்ளப்படலாம்:',
        ],
        items: [
          'செல்லுபடியான நீதிமன்ற உத்தரவு, அழைப்பாணை, அல்லது இந்தியாவில் உள்ள அரசு அதிகார அமைப்பு அல்லது சட்ட அமலாக்க முகமையின் சட்டபூர்வமான கோரிக்கைக்குப் பதிலளிக்கும் வகையில்;',
          'சட்டரீதியான உரிமைக் கோரிக்கைகளை நிலைநாட்ட, செயல்படுத்த அல்லது அவற்றுக்கு எதிராகத் தற்காத்துக்கொள்ள;',
          `மோசடியைத் தடுப்பது உட்பட, ${brand}, எங்கள் வாடிக்கையாளர்கள் அல்லது பிறரின் உரிமைகள், சொத்து அல்லது பாதுகாப்பைப் பாதுகாக்க.`,
        ],
      },
      {
        heading: 'உங்கள் தரவின் பாதுகாப்பு',
        paragraphs: [
          'இழப்பு, தவறான பயன்பாடு மற்றும் அங்கீகரிக்கப்படாத அணுகல் ஆகியவற்றிலிருந்து தனிப்பட்ட தரவைப் பாதுகாக்க, நாங்கள் நியாயமான பாதுகாப்பு நடவடிக்கைகளை மேற்கொள்கிறோம். இணையதளம் குறியாக்கம் செய்யப்பட்ட HTTPS இணைப்புகள் மூலம் மட்டுமே வழங்கப்படுகிறது; தனிப்பட்ட தரவுக்கான அணுகல், அது தேவைப்படும் குழு உறுப்பினர்களுக்கு மட்டுமே வரம்பிடப்பட்டுள்ளது; எங்கள் கணக்குகள் வலுவான கடவுச்சொற்கள் மற்றும் இரு-காரணி அங்கீகாரம் மூலம் பாதுகாக்கப்படுகின்றன; எங்கள் அமைப்புகள் தொடர்ந்து புதுப்பிக்கப்பட்டு, அவற்றின் காப்புப்பிரதிகள் எடுக்கப்படுகின்றன.\nதரவை அனுப்புவதற்கோ சேமிப்பதற்கோ உள்ள எந்த முறையும் முழுமையாகப் பாதுகாப்பானது அல்ல; எனவே முழுமையான பாதுகாப்பிற்கு எங்களால் உத்தரவாதம் அளிக்க இயலாது. தனிப்பட்ட தரவு மீறல் ஏதேனும் நிகழ்ந்தால், சட்டம் கோருவதன்படி பாதிக்கப்பட்டவர்களுக்கும் இந்தியத் தரவுப் பாதுகாப்பு வாரியத்திற்கும் நாங்கள் தெரிவிப்போம்.',
        ],
      },
      {
        heading: 'வெளி இணைப்புகளும் சேவைகளும்',
        paragraphs: [
          'இந்த இணையதளம் பிற இணையதளங்களுக்கும் சேவைகளுக்கும் இணைப்புகளைக் கொண்டுள்ளது; LinkedIn, Facebook, Instagram, X மற்றும் Behance தளங்களில் உள்ள எங்கள் சுயவிவரப் பக்கங்களும், WhatsApp இணைப்பும் இவற்றில் அடங்கும். தொடர்புப் பக்கம் OpenStreetMap வழங்கும் ஒரு வரைபடத்தையும் காட்டுகிறது; வரைபடம் ஏற்றப்படும்போது OpenStreetMap உங்கள் IP முகவரியைப் பெறுகிறது.\nஇந்தச் சேவைகள் தங்களின் சொந்தத் தனியுரிமைக் கொள்கைகளின் கீழ் தரவைச் சேகரித்துப் பயன்படுத்துகின்றன; அந்தக் கொள்கைகளை நாங்கள் கட்டுப்படுத்துவதில்லை, அவற்றுக்கு நாங்கள் பொறுப்பும் அல்ல. இந்தச் சேவைகளுடன் தனிப்பட்ட தரவைப் பகிர்வதற்கு முன், அவற்றின் கொள்கைகளைப் படிக்குமாறு கேட்டுக்கொள்கிறோம்.',
        ],
      },
      {
        heading: 'உங்கள் உரிமைகள்',
        paragraphs: ['DPDP சட்டம் மற்றும் பொருந்தக்கூடிய பிற சட்டங்களுக்கு உட்பட்டு, உங்களுக்குப் பின்வரும் உரிமைகள் உள்ளன:'],
        items: [
          'உங்களைப் பற்றி நாங்கள் வைத்திருக்கும் தனிப்பட்ட தரவின் சுருக்கத்தையும், அதை நாங்கள் எவ்வாறு செயலாக்குகிறோம் என்பதன் சுருக்கத்தையும் பெறுதல்;',
          'துல்லியமற்ற அல்லது முழுமையற்ற தரவைத் திருத்தவோ, நிறைவு செய்யவோ, புதுப்பிக்கவோ எங்களிடம் கோருதல்;',
          'சட்டப்படி நாங்கள் வைத்திருக்க வேண்டிய கட்டாயம் இல்லாதபட்சத்தில், எந்த நோக்கத்திற்காகச் சேகரிக்கப்பட்டதோ அதற்கு இனி தேவைப்படாத தரவை அழிக்குமாறு எங்களிடம் கோருதல்;',
          'நீங்கள் ஒப்புதல் அளித்த அதே எளிமையுடன், எப்போது வேண்டுமானாலும் உங்கள் ஒப்புதலைத் திரும்பப் பெறுதல்;',
          'உங்கள் தரவை நாங்கள் கையாளும் விதம் குறித்த உங்கள் குறைகளுக்குத் தீர்வு பெறுதல்;',
          'உங்கள் மரணம் அல்லது இயலாமை ஏற்பட்டால், உங்கள் சார்பாக இந்த உரிமைகளைப் பயன்படுத்த வேறொரு நபரை நியமனம் செய்தல்.',
        ],
      },
      {
        heading: 'உங்கள் உரிமைகளைப் பயன்படுத்துதல்',
        paragraphs: [
          `இந்த உரிமைகளில் எதையேனும் பயன்படுத்த, ${email} என்ற முகவரிக்கு எங்களுக்கு எழுதுங்கள். ஒரு கோரிக்கையின் மீது நடவடிக்கை எடுப்பதற்கு முன், உங்கள் அடையாளத்தை உறுதிப்படுத்துமாறு நாங்கள் கேட்கலாம்; 30 நாட்களுக்குள் நாங்கள் பதிலளிப்போம். எங்கள் பதிலில் உங்களுக்குத் திருப்தி இல்லையெனில், DPDP சட்டத்தின் கீழ் இந்தியத் தரவுப் பாதுகாப்பு வாரியம் செயல்படத் தொடங்கியதும், அதனிடம் நீங்கள் புகார் அளிக்கலாம்.\nநீங்கள் எங்களுக்கு அனுப்பிய ஒரு விசாரணையை அழிக்க விரும்பினால், அப்போது பயன்படுத்திய மின்னஞ்சல் முகவரியிலிருந்து எங்களுக்கு எழுதுங்கள், அல்லது அந்த முகவரியைத் தெரிவியுங்கள்: எங்கள் இணையதளப் பதிவுகளில் அந்த முகவரியிலிருந்து வந்த எல்லாச் செய்திகளையும் தாமதமின்றி அழிப்போம்; அழித்ததற்குச் சான்றாக, அந்த முகவரியின் ஒருவழி ஹாஷ் மதிப்பை மட்டுமே வைத்திருப்போம். அந்த விசாரணையைப் பெற்ற சேவை வழங்குநர்களையும் (எங்கள் CRM அல்லது குழு சாட் போன்றவை) அதை அழிக்குமாறு கேட்டுக்கொள்வோம்.`,
        ],
      },
      {
        heading: 'குழந்தைகள்',
        paragraphs: [
          'இந்த இணையதளமும் எங்கள் சேவைகளும் தொழில் நிறுவனங்களுக்காகவும் வயது வந்தோருக்காகவும் உருவாக்கப்பட்டவை. பெற்றோர் அல்லது சட்டப்பூர்வப் பாதுகாவலரின் சரிபார்க்கக்கூடிய ஒப்புதல் இல்லாமல், 18 வயதுக்குட்பட்ட எவரிடமிருந்தும் நாங்கள் தெரிந்தே தனிப்பட்ட தரவைச் சேகரிப்பதில்லை. 18 வயதுக்குட்பட்ட கற்பவர் ஒருவர், அத்தகைய ஒப்புதலுடன் மட்டுமே பயிற்சி வகுப்பில் சேர முடியும். அத்தகைய ஒப்புதல் இல்லாமல் ஒரு குழந்தை எங்களுக்குத் தனிப்பட்ட தரவை அனுப்பியுள்ளதாக நீங்கள் கருதினால், தயவுசெய்து எங்களைத் தொடர்புகொள்ளுங்கள்; நாங்கள் அதை நீக்கிவிடுவோம்.',
        ],
      },
      {
        heading: 'இந்தக் கொள்கையில் மாற்றங்கள்',
        paragraphs: [
          'சட்டத்திலோ, எங்கள் சேவைகளிலோ, அல்லது நாங்கள் தனிப்பட்ட தரவைக் கையாளும் முறையிலோ ஏற்படும் மாற்றங்களைப் பிரதிபலிக்கும் வகையில், இந்தக் கொள்கையை அவ்வப்போது நாங்கள் புதுப்பிக்கலாம். அவ்வாறு செய்யும்போது, இந்தப் பக்கத்தின் மேற்பகுதியில் உள்ள “கடைசியாகப் புதுப்பிக்கப்பட்டது” தேதியை மாற்றுவோம். மாற்றங்கள் குறிப்பிடத்தக்கவையாக இருந்தால், அவற்றை இணையதளத்தில் முன்னிலைப்படுத்துவோம்; வாடிக்கையாளர் அல்லது கற்பவர் என்ற முறையில் உங்கள் மின்னஞ்சல் முகவரி எங்களிடம் இருந்தால், மின்னஞ்சல் மூலமும் உங்களுக்குத் தெரிவிப்போம்.',
        ],
      },
      {
        heading: 'எங்களைத் தொடர்புகொள்ள',
        paragraphs: [
          'இந்தக் கொள்கை அல்லது உங்கள் தனிப்பட்ட தரவு குறித்து உங்களுக்குக் கேள்வி, கோரிக்கை அல்லது புகார் ஏதேனும் இருந்தால், எங்கள் குறைதீர் அலுவலரைத் தொடர்புகொள்ளுங்கள்:',
        ],
        items: [`மின்னஞ்சல்: ${email}`, `அஞ்சல் முகவரி: ${postalAddressTa}`],
      },
    ],
  },
};
