/**
 * Terms & Conditions (/terms, DESIGN.md "real text"): use of the website and the standard
 * terms of our engagements. Brand, e-mail and postal address come from the site identity.
 */
import type { LegalDocument } from '../schema.js';
import { site } from '../../site.js';

const brand = site.brand;
const email = site.email;
const postalAddress = `${brand}, ${site.address.lines.join(', ')}`;
const postalAddressTa = `${brand}, ${site.address.linesTa.join(', ')}`;

export const terms: LegalDocument = {
  title: 'Terms & Conditions',
  updated: 'February 2025',
  intro: `These Terms & Conditions govern your use of this website and, unless a signed agreement says otherwise, every engagement between ${brand} and its clients. By using the website, or by accepting a quote or proposal from us, you agree to them.\nIn these terms, “we”, “us” and “our” mean ${brand}, Chennai, and “you” or “the client” means the person or business using the website or engaging our services. Your personal data is handled as described in our Privacy Policy.`,
  sections: [
    {
      id: 'use-of-the-website',
      heading: 'Use of the website',
      paragraphs: [
        'The website describes our studio, our services, our courses and examples of our work. Its content is provided for general information only. We try to keep it accurate and up to date, but we may change or remove any part of it without notice, and nothing on it is an offer that binds us until it is confirmed in a written quote or proposal.\nWhen using the website, you agree not to:',
      ],
      items: [
        'attempt to gain unauthorised access to the website, its server or any connected system;',
        'use automated tools to copy the website or to place an unreasonable load on it;',
        'send spam, unlawful or abusive material, or false information through the contact form;',
        'copy, reproduce or present our work, or the work of our clients, as your own.',
      ],
    },
    {
      id: 'website-content',
      heading: 'Website content and trademarks',
      paragraphs: [
        `The text, design, graphics, illustrations and case studies on the website belong to ${brand} or are used with the permission of their owners, including our clients. Client names, logos and work are shown with their permission and remain the property of the respective clients. You may view the website and share links to it, but you may not reproduce its content for commercial use without our written permission.`,
      ],
    },
    {
      id: 'quotes-and-proposals',
      heading: 'Quotes and proposals',
      paragraphs: [
        'Every engagement begins with a written quote or proposal that sets out the scope of work, the deliverables, the number of revision rounds, the timeline and the fees. Quotes are based on the information you give us and are valid for 30 days from the date of issue.\nAn engagement starts when you accept the proposal in writing, which may be by e-mail, and pay any advance it requires. Work outside the agreed scope is treated as a change request and quoted separately before we begin it. If a proposal and these terms conflict, the proposal prevails.',
      ],
    },
    {
      id: 'fees-and-payments',
      heading: 'Fees and payments',
      paragraphs: [
        'Our fees are quoted in Indian rupees and exclude GST, which is added at the applicable rate. Unless the proposal says otherwise:',
      ],
      items: [
        'project work requires an advance of 50% of the fee before work begins, with the balance due on completion and before the final files are handed over;',
        'monthly retainers are invoiced at the start of each month, in advance;',
        'hourly work is invoiced monthly for the hours recorded;',
        'invoices are payable within 15 days of the invoice date, by bank transfer or UPI;',
        'third-party costs, such as printing, stock images, font licences, domain names, hosting, app store fees and advertising spend, are either paid by you directly or billed to you at cost with your prior approval.',
      ],
    },
    {
      id: 'late-payment',
      heading: 'Late payment',
      paragraphs: [
        'If a payment is overdue, we may pause work until it is received, and the timeline will move accordingly. We will always tell you in writing before pausing work. The advance covers work started on your project and is not refundable once work has begun, except as set out under Termination.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property and transfer of rights',
      paragraphs: [
        'On receipt of full payment for an engagement, we assign to you the copyright and other intellectual property rights in the final deliverables we created specifically for you, such as your approved logo, artwork, packaging designs, website design and custom code. Until full payment is received, those rights remain with us and you may use the work only to review it.\nWe keep the rights in concepts, drafts and alternative designs that you did not select, and in our own pre-existing tools, templates, code libraries and methods. Where any of these form part of your deliverables, you receive a permanent, non-exclusive licence to use them as part of that work.\nFonts, stock images, plugins and open-source software included in a deliverable remain subject to their own licences. We tell you which of them need to be licensed in your name.\nUnless you ask us in writing not to, or the work is confidential, we may show the finished work in our portfolio, on our website and on our social media after it has been launched.',
      ],
    },
    {
      id: 'client-materials',
      heading: 'Client materials and approvals',
      paragraphs: [
        'You are responsible for the text, photographs, logos, product details and other materials you give us, and you confirm that you have the right to use them and to let us use them for your project. You agree to compensate us for any claim arising from materials you supplied.\nYou are also responsible for checking final proofs before approving them, including spellings, prices, contact details and any legal or regulatory information, such as the mandatory declarations on packaging labels. Once you approve a proof, we are not responsible for errors in it.',
      ],
    },
    {
      id: 'revisions',
      heading: 'Revisions',
      paragraphs: [
        'Each proposal states how many rounds of revisions are included, usually two at each stage of the work. A round of revisions means one consolidated set of feedback from you, which we then apply. Further rounds, and changes to a stage you have already approved, are billed at our hourly rate or quoted separately before we carry them out. A change of direction after approval, such as a new concept after the logo has been signed off, is treated as new work.',
      ],
    },
    {
      id: 'timelines',
      heading: 'Timelines',
      paragraphs: [
        'The timelines in our proposals are estimates based on receiving your feedback, materials and payments on time. We keep you informed of progress and tell you promptly if a date is at risk. Delays on your side move the schedule by at least the same period.\nIf you put a project on hold for more than 30 days, we may invoice the work completed so far and agree a new schedule with you when the project resumes. Neither party is responsible for delays caused by events beyond its reasonable control, such as floods, cyclones, epidemics, prolonged power or internet outages, or government action.',
      ],
    },
    {
      id: 'confidentiality',
      heading: 'Confidentiality',
      paragraphs: [
        'Each party will keep confidential the business information the other shares during an engagement, and will use it only for the purposes of the engagement. This does not apply to information that is already public, that the receiving party already knew, or that must be disclosed by law. This obligation continues after the engagement ends. We are happy to sign a separate non-disclosure agreement on request.',
      ],
    },
    {
      id: 'termination',
      heading: 'Termination',
      paragraphs: [
        'Either party may end an engagement by giving 15 days’ written notice, and a retainer by giving one month’s written notice. You will pay for the work carried out up to the end of the notice period, and any advance will be adjusted against it. Once payment is settled, we will hand over the completed work you have paid for, and the rights in it pass to you as described above.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'We carry out our work with reasonable skill and care. Marketing and business results depend on many factors outside our control, so we do not guarantee specific outcomes such as sales, enquiries, search rankings or followers.\nTo the extent permitted by law, our total liability arising from an engagement is limited to the fees you paid us for that engagement in the 12 months before the claim arose, and we are not liable for indirect or consequential loss, or for loss of profit, revenue, data or goodwill. The website is provided “as is”, without warranties of any kind. Nothing in these terms limits any liability that cannot be limited under Indian law.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes',
      paragraphs: [
        'These terms and every engagement under them are governed by the laws of India. If a dispute arises, both parties will first try to resolve it in good faith through discussion within 30 days. If it cannot be resolved that way, the courts at Chennai, Tamil Nadu, will have exclusive jurisdiction.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The updated version applies from the “last updated” date shown at the top of this page. An engagement already under way continues under the version in force when you accepted the proposal, unless we both agree in writing to the new version.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: ['If you have any questions about these terms, please contact us:'],
      items: [`E-mail: ${email}`, `Post: ${postalAddress}`],
    },
  ],
  ta: {
    title: 'விதிமுறைகள் மற்றும் நிபந்தனைகள்',
    updated: 'பிப்ரவரி 2025',
    intro: `இந்த விதிமுறைகள் மற்றும் நிபந்தனைகள், இந்த இணையதளத்தை நீங்கள் பயன்படுத்துவதையும், கையொப்பமிடப்பட்ட ஒப்பந்தம் வேறுவிதமாகக் கூறினால் தவிர, ${brand} நிறுவனத்திற்கும் அதன் வாடிக்கையாளர்களுக்கும் இடையிலான ஒவ்வொரு பணி ஒப்பந்தத்தையும் நிர்வகிக்கின்றன. இணையதளத்தைப் பயன்படுத்துவதன் மூலமோ, எங்களிடமிருந்து ஒரு விலைப்புள்ளியையோ முன்மொழிவையோ ஏற்றுக்கொள்வதன் மூலமோ, நீங்கள் இவற்றுக்கு ஒப்புக்கொள்கிறீர்கள்.\nஇந்த விதிமுறைகளில், “நாங்கள்”, “எங்களை”, “எங்கள்” என்பவை சென்னையைச் சேர்ந்த ${brand} நிறுவனத்தையும், “நீங்கள்” அல்லது “வாடிக்கையாளர்” என்பது இணையதளத்தைப் பயன்படுத்தும் அல்லது எங்கள் சேவைகளைப் பெற ஒப்பந்தம் செய்யும் நபர் அல்லது நிறுவனத்தையும் குறிக்கும். உங்கள் தனிப்பட்ட தரவு, எங்கள் தனியுரிமைக் கொள்கையில் விவரிக்கப்பட்டுள்ளபடி கையாளப்படுகிறது.`,
    sections: [
      {
        heading: 'இணையதளத்தின் பயன்பாடு',
        paragraphs: [
          'இந்த இணையதளம் எங்கள் ஸ்டுடியோ, எங்கள் சேவைகள், எங்கள் பயிற்சி வகுப்புகள் மற்றும் எங்கள் பணிகளின் எடுத்துக்காட்டுகளை விவரிக்கிறது. இதன் உள்ளடக்கம் பொதுவான தகவலுக்காக மட்டுமே வழங்கப்படுகிறது. இதைத் துல்லியமாகவும் புதுப்பித்த நிலையிலும் வைத்திருக்க நாங்கள் முயல்கிறோம்; ஆனால் முன்னறிவிப்பின்றி இதன் எந்தப் பகுதியையும் நாங்கள் மாற்றலாம் அல்லது நீக்கலாம். மேலும், எழுத்துப்பூர்வ விலைப்புள்ளி அல்லது முன்மொழிவில் உறுதிப்படுத்தப்படும் வரை, இதில் உள்ள எதுவும் எங்களைக் கட்டுப்படுத்தும் ஒப்பந்த வாய்ப்பாகக் கருதப்படாது.\nஇணையதளத்தைப் பயன்படுத்தும்போது, பின்வருவனவற்றைச் செய்யமாட்டீர்கள் என்று நீங்கள் ஒப்புக்கொள்கிறீர்கள்:',
        ],
        items: [
          'இணையதளம், அதன் சர்வர் அல்லது அதனுடன் இணைக்கப்பட்ட எந்தவொரு அமைப்பிலும் அங்கீகரிக்கப்படாத அணுகலைப் பெற முயற்சித்தல்;',
          'இணையதளத்தை நகலெடுக்கவோ, அதன் மீது நியாயமற்ற சுமையை ஏற்படுத்தவோ தானியங்கிக் கருவிகளைப் பயன்படுத்துதல்;',
          'ஸ்பேம், சட்டவிரோதமான அல்லது இழிவான உள்ளடக்கம், அல்லது பொய்யான தகவல்களைத் தொடர்புப் படிவத்தின் மூலம் அனுப்புதல்;',
          'எங்கள் பணிகளையோ எங்கள் வாடிக்கையாளர்களின் பணிகளையோ நகலெடுத்தல், மறுஉருவாக்கம் செய்தல் அல்லது உங்களுடையதாகக் காட்டுதல்.',
        ],
      },
      {
        heading: 'இணையதள உள்ளடக்கமும் வர்த்தக முத்திரைகளும்',
        paragraphs: [
          `இணையதளத்தில் உள்ள உரை, வடிவமைப்பு, கிராஃபிக்ஸ், விளக்கப்படங்கள் மற்றும் கேஸ் ஸ்டடிகள் ${brand} நிறுவனத்திற்குச் சொந்தமானவை, அல்லது எங்கள் வாடிக்கையாளர்கள் உட்பட அவற்றின் உரிமையாளர்களின் அனுமதியுடன் பயன்படுத்தப்படுகின்றன. வாடிக்கையாளர்களின் பெயர்கள், லோகோக்கள் மற்றும் பணிகள் அவர்களின் அனுமதியுடன் காட்டப்படுகின்றன; அவை அந்தந்த வாடிக்கையாளர்களின் சொத்தாகவே இருக்கும். நீங்கள் இணையதளத்தைப் பார்வையிடலாம், அதற்கான இணைப்புகளைப் பகிரலாம்; ஆனால் எங்கள் எழுத்துப்பூர்வ அனுமதியின்றி அதன் உள்ளடக்கத்தை வணிகப் பயன்பாட்டிற்காக மறுஉருவாக்கம் செய்யக்கூடாது.`,
        ],
      },
      {
        heading: 'விலைப்புள்ளிகளும் முன்மொழிவுகளும்',
        paragraphs: [
          'ஒவ்வொரு பணி ஒப்பந்தமும், பணியின் வரம்பு, ஒப்படைக்கப்படும் படைப்புகள், திருத்தச் சுற்றுகளின் எண்ணிக்கை, கால அட்டவணை மற்றும் கட்டணங்களைக் குறிப்பிடும் எழுத்துப்பூர்வ விலைப்புள்ளி அல்லது முன்மொழிவுடன் தொடங்குகிறது. விலைப்புள்ளிகள், நீங்கள் எங்களுக்கு வழங்கும் தகவல்களின் அடிப்படையில் தயாரிக்கப்படுகின்றன; அவை வழங்கப்பட்ட தேதியிலிருந்து 30 நாட்களுக்குச் செல்லுபடியாகும்.\nமுன்மொழிவை நீங்கள் எழுத்துப்பூர்வமாக (மின்னஞ்சல் மூலமாகவும் இருக்கலாம்) ஏற்றுக்கொண்டு, அது கோரும் முன்பணம் ஏதேனும் இருந்தால் அதைச் செலுத்தும்போது பணி ஒப்பந்தம் தொடங்குகிறது. ஒப்புக்கொள்ளப்பட்ட வரம்புக்கு அப்பாற்பட்ட பணி, மாற்றக் கோரிக்கையாகக் கருதப்பட்டு, அதைத் தொடங்குவதற்கு முன் அதற்குத் தனியாக விலைப்புள்ளி வழங்கப்படும். ஒரு முன்மொழிவுக்கும் இந்த விதிமுறைகளுக்கும் இடையே முரண்பாடு இருந்தால், முன்மொழிவே மேலோங்கும்.',
        ],
      },
      {
        heading: 'கட்டணங்களும் பணம் செலுத்துதலும்',
        paragraphs: [
          'எங்கள் கட்டணங்கள் இந்திய ரூபாயில் குறிப்பிடப்படுகின்றன; அவை GST நீங்கலானவை. GST பொருந்தக்கூடிய விகிதத்தில் கூடுதலாகச் சேர்க்கப்படும். முன்மொழிவு வேறுவிதமாகக் கூறினால் தவிர:',
        ],
        items: [
          'திட்டப்பணிக்கு, பணி தொடங்குவதற்கு முன் கட்டணத்தில் 50% முன்பணமாகச் செலுத்தப்பட வேண்டும்; மீதத் தொகை பணி முடிந்ததும், இறுதிக் கோப்புகள் ஒப்படைக்கப்படுவதற்கு முன்பும் செலுத்தப்பட வேண்டும்;',
          'மாதாந்திர ரிடெய்னர் ஒப்பந்தங்களுக்கான விலைப்பட்டியல், ஒவ்வொரு மாதத்தின் தொடக்கத்திலும் முன்கூட்டியே வழங்கப்படும்;',
          'மணிநேர அடிப்படையிலான பணிக்கு, பதிவுசெய்யப்பட்ட மணிநேரங்களுக்கு மாதந்தோறும் விலைப்பட்டியல் வழங்கப்படும்;',
          'விலைப்பட்டியல்கள், விலைப்பட்டியல் தேதியிலிருந்து 15 நாட்களுக்குள் வங்கிப் பரிமாற்றம் அல்லது UPI மூலம் செலுத்தப்பட வேண்டும்;',
          'அச்சிடுதல், ஸ்டாக் படங்கள், எழுத்துரு உரிமங்கள், டொமைன் பெயர்கள், ஹோஸ்டிங், ஆப் ஸ்டோர் கட்டணங்கள் மற்றும் விளம்பரச் செலவு போன்ற மூன்றாம் தரப்புச் செலவுகளை நீங்களே நேரடியாகச் செலுத்துவீர்கள்; அல்லது உங்கள் முன் ஒப்புதலுடன், அவை கூடுதல் தொகை இன்றி அடக்க விலையிலேயே உங்களிடம் வசூலிக்கப்படும்.',
        ],
      },
      {
        heading: 'கட்டணம் செலுத்துவதில் தாமதம்',
        paragraphs: [
          'ஒரு கட்டணம் செலுத்த வேண்டிய தேதியைக் கடந்தால், அது கிடைக்கும் வரை நாங்கள் பணியை நிறுத்திவைக்கலாம்; அதற்கேற்ப கால அட்டவணையும் தள்ளிப்போகும். பணியை நிறுத்திவைப்பதற்கு முன் எப்போதும் எழுத்துப்பூர்வமாக உங்களுக்குத் தெரிவிப்போம். முன்பணம் உங்கள் திட்டப்பணியில் தொடங்கப்பட்ட பணியை ஈடுசெய்கிறது; “ஒப்பந்தத்தை முடித்துக்கொள்ளுதல்” பிரிவில் குறிப்பிடப்பட்டுள்ளவை தவிர, பணி தொடங்கிய பிறகு அது திருப்பித் தரப்படாது.',
        ],
      },
      {
        heading: 'அறிவுசார் சொத்துரிமையும் உரிமைப் பரிமாற்றமும்',
        paragraphs: [
          'ஒரு பணி ஒப்பந்தத்திற்கான முழுக் கட்டணமும் எங்களுக்குக் கிடைத்தவுடன், நீங்கள் ஒப்புதல் அளித்த லோகோ, ஆர்ட்வொர்க், பேக்கேஜிங் வடிவமைப்புகள், இணையதள வடிவமைப்பு மற்றும் பிரத்யேக நிரல் குறியீடு போன்று, உங்களுக்காகவே நாங்கள் உருவாக்கி இறுதியாக ஒப்படைக்கப்படும் படைப்புகளின் பதிப்புரிமையையும் பிற அறிவுசார் சொத்துரிமைகளையும் உங்களுக்கு மாற்றி வழங்குகிறோம். முழுக் கட்டணமும் கிடைக்கும் வரை, அந்த உரிமைகள் எங்களிடமே இருக்கும்; அதுவரை அந்தப் படைப்புகளை மதிப்பாய்வு செய்வதற்கு மட்டுமே நீங்கள் பயன்படுத்தலாம்.\nநீங்கள் தேர்ந்தெடுக்காத கருத்துருக்கள், வரைவுகள் மற்றும் மாற்று வடிவமைப்புகளின் உரிமைகளையும், எங்களுக்கு ஏற்கெனவே சொந்தமான கருவிகள், டெம்ப்ளேட்கள், நிரல் நூலகங்கள் மற்றும் வழிமுறைகளின் உரிமைகளையும் நாங்களே வைத்துக்கொள்கிறோம். இவற்றில் ஏதேனும் உங்களுக்கு ஒப்படைக்கப்படும் படைப்புகளின் ஒரு பகுதியாக இருந்தால், அந்தப் படைப்பின் ஒரு பகுதியாக அவற்றைப் பயன்படுத்துவதற்கான நிரந்தரமான, பிரத்யேகமற்ற உரிமத்தை நீங்கள் பெறுவீர்கள்.\nஒப்படைக்கப்படும் படைப்பில் சேர்க்கப்பட்டுள்ள எழுத்துருக்கள், ஸ்டாக் படங்கள், பிளக்இன்கள் மற்றும் ஓப்பன் சோர்ஸ் மென்பொருள்கள், அவற்றுக்கே உரிய உரிமங்களுக்கு உட்பட்டவையாகவே இருக்கும். அவற்றில் எவை உங்கள் பெயரில் உரிமம் பெறப்பட வேண்டும் என்பதை நாங்கள் உங்களுக்குத் தெரிவிப்போம்.\nவேண்டாம் என்று நீங்கள் எழுத்துப்பூர்வமாகக் கேட்டுக்கொண்டால் அல்லது அந்தப் பணி ரகசியமானதாக இருந்தால் தவிர, முடிக்கப்பட்ட பணி அறிமுகப்படுத்தப்பட்ட பிறகு, அதை எங்கள் போர்ட்ஃபோலியோவிலும், எங்கள் இணையதளத்திலும், எங்கள் சமூக ஊடகங்களிலும் நாங்கள் காட்சிப்படுத்தலாம்.',
        ],
      },
      {
        heading: 'வாடிக்கையாளர் வழங்கும் உள்ளடக்கங்களும் ஒப்புதல்களும்',
        paragraphs: [
          'நீங்கள் எங்களுக்கு வழங்கும் உரை, புகைப்படங்கள், லோகோக்கள், தயாரிப்பு விவரங்கள் மற்றும் பிற உள்ளடக்கங்களுக்கு நீங்களே பொறுப்பு; அவற்றைப் பயன்படுத்தவும், உங்கள் திட்டப்பணிக்காக அவற்றைப் பயன்படுத்த எங்களை அனுமதிக்கவும் உங்களுக்கு உரிமை உள்ளது என்பதை நீங்கள் உறுதிப்படுத்துகிறீர்கள். நீங்கள் வழங்கிய உள்ளடக்கங்களால் எழும் எந்தவொரு உரிமைக் கோரிக்கைக்கும் எங்களுக்கு இழப்பீடு வழங்க நீங்கள் ஒப்புக்கொள்கிறீர்கள்.\nஎழுத்துப்பிழைகள், விலைகள், தொடர்பு விவரங்கள், மற்றும் பேக்கேஜிங் லேபிள்களில் இடம்பெற வேண்டிய கட்டாய அறிவிப்புகள் போன்ற சட்ட அல்லது ஒழுங்குமுறைத் தகவல்கள் உட்பட, இறுதிச் சரிபார்ப்புப் பிரதிகளுக்கு ஒப்புதல் அளிப்பதற்கு முன் அவற்றைச் சரிபார்ப்பதும் உங்கள் பொறுப்பே. ஒரு சரிபார்ப்புப் பிரதிக்கு நீங்கள் ஒப்புதல் அளித்த பிறகு, அதில் உள்ள பிழைகளுக்கு நாங்கள் பொறுப்பல்ல.',
        ],
      },
      {
        heading: 'திருத்தங்கள்',
        paragraphs: [
          'ஒவ்வொரு முன்மொழிவும் எத்தனை திருத்தச் சுற்றுகள் சேர்க்கப்பட்டுள்ளன என்பதைக் குறிப்பிடும்; பொதுவாக, பணியின் ஒவ்வொரு கட்டத்திலும் இரண்டு சுற்றுகள். ஒரு திருத்தச் சுற்று என்பது, நீங்கள் ஒரே தொகுப்பாக ஒருங்கிணைத்து வழங்கும் கருத்துகளையும், அவற்றை நாங்கள் செயல்படுத்துவதையும் குறிக்கும். கூடுதல் சுற்றுகளுக்கும், நீங்கள் ஏற்கெனவே ஒப்புதல் அளித்த ஒரு கட்டத்தில் செய்யப்படும் மாற்றங்களுக்கும், எங்கள் மணிநேரக் கட்டண விகிதத்தில் கட்டணம் வசூலிக்கப்படும், அல்லது அவற்றை மேற்கொள்வதற்கு முன் தனியாக விலைப்புள்ளி வழங்கப்படும். ஒப்புதலுக்குப் பிறகு பணியின் திசையை மாற்றுவது, எடுத்துக்காட்டாக லோகோவுக்கு இறுதி ஒப்புதல் அளிக்கப்பட்ட பிறகு புதிய கருத்துருவைக் கோருவது, புதிய பணியாகக் கருதப்படும்.',
        ],
      },
      {
        heading: 'கால அட்டவணைகள்',
        paragraphs: [
          'எங்கள் முன்மொழிவுகளில் உள்ள கால அட்டவணைகள், உங்கள் கருத்துகள், உள்ளடக்கங்கள் மற்றும் கட்டணங்கள் உரிய நேரத்தில் கிடைப்பதன் அடிப்படையிலான மதிப்பீடுகள் ஆகும். பணியின் முன்னேற்றம் குறித்து நாங்கள் உங்களுக்குத் தொடர்ந்து தெரிவிப்போம்; ஏதேனும் ஒரு தேதி தவறும் அபாயம் இருந்தால் உடனடியாகத் தெரிவிப்போம். உங்கள் தரப்பில் ஏற்படும் தாமதங்கள், அட்டவணையைக் குறைந்தபட்சம் அதே கால அளவுக்குத் தள்ளிவைக்கும்.\nநீங்கள் ஒரு திட்டப்பணியை 30 நாட்களுக்கு மேல் நிறுத்திவைத்தால், அதுவரை முடிக்கப்பட்ட பணிக்கு நாங்கள் விலைப்பட்டியல் வழங்கலாம்; திட்டப்பணி மீண்டும் தொடங்கும்போது, உங்களுடன் புதிய அட்டவணையை ஒப்புக்கொள்ளலாம். வெள்ளம், புயல், தொற்றுநோய்கள், நீடித்த மின்தடை அல்லது இணையச் சேவைத் தடை, அல்லது அரசு நடவடிக்கை போன்ற, தனது நியாயமான கட்டுப்பாட்டுக்கு அப்பாற்பட்ட நிகழ்வுகளால் ஏற்படும் தாமதங்களுக்கு எந்தத் தரப்பும் பொறுப்பாகாது.',
        ],
      },
      {
        heading: 'ரகசியத்தன்மை',
        paragraphs: [
          'ஒரு பணி ஒப்பந்தத்தின்போது மற்ற தரப்பு பகிரும் வணிகத் தகவல்களை ஒவ்வொரு தரப்பும் ரகசியமாக வைத்திருக்கும்; அவற்றை அந்தப் பணி ஒப்பந்தத்தின் நோக்கங்களுக்காக மட்டுமே பயன்படுத்தும். ஏற்கெனவே பொதுவெளியில் உள்ள தகவல்கள், பெறும் தரப்புக்கு ஏற்கெனவே தெரிந்த தகவல்கள், அல்லது சட்டப்படி வெளிப்படுத்தப்பட வேண்டிய தகவல்களுக்கு இது பொருந்தாது. பணி ஒப்பந்தம் முடிவடைந்த பிறகும் இந்தக் கடமை தொடரும். நீங்கள் கோரினால், தனியான ரகசியக் காப்பு ஒப்பந்தத்தில் கையொப்பமிட நாங்கள் மகிழ்ச்சியுடன் தயாராக உள்ளோம்.',
        ],
      },
      {
        heading: 'ஒப்பந்தத்தை முடித்துக்கொள்ளுதல்',
        paragraphs: [
          'எந்தத் தரப்பும் 15 நாட்கள் எழுத்துப்பூர்வ முன்னறிவிப்பு அளித்து ஒரு பணி ஒப்பந்தத்தையும், ஒரு மாத எழுத்துப்பூர்வ முன்னறிவிப்பு அளித்து ஒரு ரிடெய்னர் ஒப்பந்தத்தையும் முடித்துக்கொள்ளலாம். முன்னறிவிப்புக் காலம் முடியும் வரை மேற்கொள்ளப்பட்ட பணிக்கு நீங்கள் கட்டணம் செலுத்துவீர்கள்; செலுத்தப்பட்ட முன்பணம் ஏதேனும் இருந்தால், அது அந்தத் தொகையில் சரிக்கட்டப்படும். கட்டணம் செலுத்தித் தீர்க்கப்பட்டதும், நீங்கள் கட்டணம் செலுத்திய, முடிக்கப்பட்ட பணியை உங்களிடம் ஒப்படைப்போம்; மேலே விவரிக்கப்பட்டுள்ளபடி அதன் உரிமைகள் உங்களுக்கு மாறும்.',
        ],
      },
      {
        heading: 'பொறுப்பு வரம்பு',
        paragraphs: [
          'நாங்கள் நியாயமான திறனுடனும் கவனத்துடனும் எங்கள் பணியை மேற்கொள்கிறோம். மார்க்கெட்டிங் மற்றும் தொழில் முடிவுகள் எங்கள் கட்டுப்பாட்டுக்கு அப்பாற்பட்ட பல காரணிகளைச் சார்ந்துள்ளன; எனவே விற்பனை, விசாரணைகள், தேடல் தரவரிசை அல்லது பின்தொடர்பவர்கள் போன்ற குறிப்பிட்ட விளைவுகளுக்கு நாங்கள் உத்தரவாதம் அளிப்பதில்லை.\nசட்டம் அனுமதிக்கும் அளவுக்கு, ஒரு பணி ஒப்பந்தத்தால் எழும் எங்கள் மொத்தப் பொறுப்பு, உரிமைக் கோரிக்கை எழுவதற்கு முந்தைய 12 மாதங்களில் அந்தப் பணி ஒப்பந்தத்திற்காக நீங்கள் எங்களுக்குச் செலுத்திய கட்டணங்களுக்கு மட்டுமே வரம்பிடப்பட்டது; மறைமுக அல்லது தொடர்விளைவு இழப்புகளுக்கும், லாபம், வருவாய், தரவு அல்லது நற்பெயர் இழப்புக்கும் நாங்கள் பொறுப்பல்ல. இணையதளம் எந்தவிதமான உத்தரவாதமும் இன்றி, “உள்ளது உள்ளபடியே” வழங்கப்படுகிறது. இந்தியச் சட்டத்தின் கீழ் வரம்பிட முடியாத எந்தவொரு பொறுப்பையும் இந்த விதிமுறைகளில் உள்ள எதுவும் வரம்பிடாது.',
        ],
      },
      {
        heading: 'பொருந்தும் சட்டமும் தகராறுகளும்',
        paragraphs: [
          'இந்த விதிமுறைகளும், இவற்றின் கீழான ஒவ்வொரு பணி ஒப்பந்தமும் இந்தியச் சட்டங்களால் நிர்வகிக்கப்படுகின்றன. தகராறு ஏதேனும் எழுந்தால், இரு தரப்பினரும் முதலில் 30 நாட்களுக்குள் நல்லெண்ணத்துடன் பேச்சுவார்த்தை மூலம் அதைத் தீர்க்க முயல்வார்கள். அவ்வாறு தீர்க்க முடியாவிட்டால், தமிழ்நாட்டின் சென்னையில் உள்ள நீதிமன்றங்களுக்கே பிரத்யேக அதிகார வரம்பு உண்டு.',
        ],
      },
      {
        heading: 'இந்த விதிமுறைகளில் மாற்றங்கள்',
        paragraphs: [
          'இந்த விதிமுறைகளை நாங்கள் அவ்வப்போது புதுப்பிக்கலாம். புதுப்பிக்கப்பட்ட பதிப்பு, இந்தப் பக்கத்தின் மேற்பகுதியில் காட்டப்பட்டுள்ள “கடைசியாகப் புதுப்பிக்கப்பட்டது” தேதியிலிருந்து நடைமுறைக்கு வரும். ஏற்கெனவே நடைபெற்றுவரும் ஒரு பணி ஒப்பந்தம், புதிய பதிப்புக்கு நாம் இருவரும் எழுத்துப்பூர்வமாக ஒப்புக்கொண்டால் தவிர, நீங்கள் முன்மொழிவை ஏற்றுக்கொண்டபோது நடைமுறையில் இருந்த பதிப்பின் கீழேயே தொடரும்.',
        ],
      },
      {
        heading: 'எங்களைத் தொடர்புகொள்ள',
        paragraphs: ['இந்த விதிமுறைகள் குறித்து உங்களுக்கு ஏதேனும் கேள்விகள் இருந்தால், தயவுசெய்து எங்களைத் தொடர்புகொள்ளுங்கள்:'],
        items: [`மின்னஞ்சல்: ${email}`, `அஞ்சல் முகவரி: ${postalAddressTa}`],
      },
    ],
  },
};
