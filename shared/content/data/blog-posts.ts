/**
 * Blog posts (SPEC §2.13, §3 "Blog post"). Post 1 is the one-year marketing package post
 * SPEC describes; its growth figures are written as reported client results, not promises.
 */
import type { BlogPost } from '../schema.js';

export const blogPosts: BlogPost[] = [
  {
    id: 1,
    title: 'One Year, One Plan: Our ₹50,000 Marketing Package for Growing Businesses',
    excerpt:
      'A full year of planned, measured marketing for a fixed fee of ₹50,000. Here is what the package includes month by month, what it leaves out and what clients on it have reported.',
    image: {
      src: '/media/blog/post-1',
      width: 1600,
      height: 900,
      alt: 'The Arogya campaign dashboard in a browser: the month’s enquiries, bookings and cost per lead above a bar chart',
      ta: { alt: 'உலாவியில் Arogya பிரச்சார டாஷ்போர்டு: இந்த மாத விசாரணைகள், முன்பதிவுகள், ஒரு லீடுக்கான செலவு; கீழே பட்ட வரைபடம்' },
    },
    author: 'Priya Raghavan, Head of Growth',
    date: '2025-01-20',
    category: 'Business Growth',
    content: [
      { type: 'h1', text: 'A year of steady, planned marketing for ₹50,000' },
      {
        type: 'p',
        text: 'Most small businesses we meet in Tamil Nadu do not lack effort. The owner posts on Instagram when there is time, boosts a post the week before Deepavali and asks a nephew to “have a look at the website”. What is usually missing is a plan that runs long enough to show what works and what does not. Our one-year marketing package exists to fix exactly that: one fixed fee, twelve months of work and a calendar agreed on the first day.',
      },
      {
        type: 'p',
        text: 'This article sets out what the package includes, month by month, what it costs, what it does not cover and what you can reasonably expect from it.',
      },
      { type: 'h2', text: 'Who the package is for' },
      {
        type: 'p',
        text: 'It suits businesses that already have a product or service and some loyal customers, but no one whose job is marketing. Think of a family-run sweet shop in Madurai, a physiotherapy clinic in Anna Nagar or a textile retailer in Erode. If you are still deciding what to sell or whom to sell it to, a brand strategy session is the better first step, and we will tell you so honestly.',
      },
      { type: 'h2', text: 'What ₹50,000 covers' },
      {
        type: 'p',
        text: 'The fee is ₹50,000 for twelve months, plus GST. It pays for our team’s time: strategy, design, copywriting, set-up, campaign management and reporting. It does not include advertising spend, which you pay directly to Meta or Google from your own account, so you always see and control every rupee. We usually suggest ₹5,000 to ₹15,000 a month on ads to begin with; some clients run none at all.',
      },
      {
        type: 'ul',
        items: [
          'A named account manager and a 30-minute review call every month.',
          'Eight designed social media posts a month for Instagram and Facebook, written in English, Tamil or both.',
          'Google Business Profile set-up or clean-up, with regular updates and replies to reviews.',
          'Set-up and management of paid campaigns on Meta and Google, with the ad spend billed to you by the platforms.',
          'Basic on-page SEO for up to ten pages of your existing website.',
          'A one-page monthly report in plain language and a planning session every quarter.',
        ],
      },
      { type: 'h2', text: 'Month 1: audit, goals and set-up' },
      {
        type: 'p',
        text: 'We begin by looking at where you stand today. We review your social profiles, your website, your Google listing and your reviews, and we speak to you about who buys from you and why. Together we choose two or three goals that can be counted, such as phone enquiries, walk-ins or online orders, and we record this month’s numbers as the baseline that every later report is compared against.',
      },
      {
        type: 'ul',
        items: [
          'Audit of your existing online presence and your three closest competitors.',
          'Agreed goals and a written baseline.',
          'Analytics, Meta Business Suite and Google Business Profile set up or verified, with access kept in your name.',
          'A twelve-month calendar that marks your busy seasons, festivals and planned offers.',
        ],
      },
      { type: 'h2', text: 'Months 2 and 3: content and first campaigns' },
      {
        type: 'p',
        text: 'With the groundwork in place, we design post templates in your brand colours so your feed looks consistent, and start publishing to the calendar. We also launch the first small, local campaigns, usually aimed at people within a few kilometres of your shop or clinic. These months are about learning which messages, offers and days bring people in.',
      },
      { type: 'h2', text: 'Months 4 to 6: find what works and do more of it' },
      {
        type: 'p',
        text: 'By now there is enough data to decide. We move budget away from campaigns that are not paying for themselves, rewrite the website pages that people leave too quickly, and ask happy customers for reviews at the right moment. If WhatsApp is where your customers already talk to you, we set up a WhatsApp Business catalogue and quick replies so enquiries are answered faster.',
      },
      { type: 'h2', text: 'Months 7 to 9: seasons, festivals and repeat customers' },
      {
        type: 'p',
        text: 'Whichever festivals and seasons fall in this part of your year, whether Pongal, the Aadi sales, Deepavali or the wedding season, we plan campaigns for them six weeks in advance instead of six days. We also turn attention to people who have bought from you before, with simple WhatsApp broadcasts or e-mails that bring them back, because a returning customer costs far less to win than a new one.',
      },
      { type: 'h2', text: 'Months 10 to 12: review and next year’s plan' },
      {
        type: 'p',
        text: 'In the final quarter we keep the campaigns running and prepare a full-year review: what grew, what cost too much, and what we would do differently. You leave the year with every account, design template and report in your own name, and a written plan for the next twelve months, whether you continue with us or take the work in-house.',
      },
      { type: 'h2', text: 'What clients have reported' },
      {
        type: 'p',
        text: 'Clients on the package have reported growth of 30% to 200% in the measure they chose at the start, whether enquiries, walk-ins or online orders. The first measurable results typically appear within 3 months, most often from a well-kept Google Business Profile and a carefully targeted local campaign.',
      },
      {
        type: 'p',
        text: 'We want to be clear about what those figures mean. They compare each client’s own numbers before and after, they vary widely with the starting point, the product, the ad budget and how quickly enquiries are followed up, and they are not a guarantee. A bakery with no Google listing has far more room to grow than a clinic that is already fully booked. What we do promise is the work described above, delivered on schedule, and a monthly report that shows honestly what moved and what did not.',
      },
      { type: 'h2', text: 'What the package does not include' },
      {
        type: 'ul',
        items: [
          'Advertising spend, which is paid directly to the platforms.',
          'Professional photo and video shoots, which we quote separately; good phone photos taken with our guidance work well for most posts.',
          'A new website, printed material or packaging design.',
          'Fees for influencers or paid collaborations.',
        ],
      },
      { type: 'h2', text: 'What we need from you' },
      {
        type: 'ul',
        items: [
          'One person on your side who can approve posts and reply to us within two working days.',
          'Access to your existing accounts, or permission to create them in your business name.',
          'Honest numbers each month, even when they are disappointing.',
          'Quick follow-up of the enquiries the campaigns bring in, because an unanswered call is a lost customer.',
        ],
      },
      { type: 'h2', text: 'Getting started' },
      {
        type: 'p',
        text: 'If this sounds like the steady help your business needs, send us a message through the contact page with a few lines about what you sell and where. We reply within 24 hours to arrange a free discovery call, and if the package is not the right fit, we will say so and suggest what is.',
      },
    ],
    ta: {
      title: 'ஓராண்டு, ஒரே திட்டம்: வளரும் தொழில்களுக்கான எங்கள் ₹50,000 மார்க்கெட்டிங் பேக்கேஜ்',
      excerpt:
        '₹50,000 என்ற நிலையான கட்டணத்தில், ஒரு முழு ஆண்டு திட்டமிட்டு, அளவிட்டுச் செய்யப்படும் மார்க்கெட்டிங். இந்த பேக்கேஜில் மாதவாரியாக என்னென்ன அடங்கும், எவை அடங்காது, இதில் இணைந்த வாடிக்கையாளர்கள் என்ன தெரிவித்துள்ளனர் என்பதை இங்கே பார்க்கலாம்.',
      author: 'பிரியா ராகவன், வளர்ச்சிப் பிரிவுத் தலைவர்',
      category: 'தொழில் வளர்ச்சி',
      content: [
        { type: 'h1', text: '₹50,000 கட்டணத்தில் ஓராண்டு முழுவதும் சீரான, திட்டமிட்ட மார்க்கெட்டிங்' },
        {
          type: 'p',
          text: 'தமிழ்நாட்டில் நாங்கள் சந்திக்கும் பெரும்பாலான சிறு தொழில்களில் உழைப்புக்குக் குறைவில்லை. நேரம் கிடைக்கும்போது உரிமையாளரே Instagram தளத்தில் பதிவிடுகிறார், தீபாவளிக்கு முந்தைய வாரத்தில் ஒரு பதிவைப் பூஸ்ட் செய்கிறார், “இணையதளத்தைக் கொஞ்சம் பார்த்துக்கொள்” என்று மருமகனிடம் சொல்கிறார். பொதுவாக இல்லாதது ஒன்றுதான்: எது பலன் தருகிறது, எது தரவில்லை என்பதைக் காட்டும் அளவுக்கு நீண்ட காலம் தொடரும் ஒரு திட்டம். அந்தக் குறையைச் சரிசெய்வதற்காகவே எங்கள் ஓராண்டு மார்க்கெட்டிங் பேக்கேஜ் உருவாக்கப்பட்டது: ஒரே நிலையான கட்டணம், பன்னிரண்டு மாத வேலை, முதல் நாளிலேயே இருவரும் ஒப்புக்கொண்ட ஒரு காலஅட்டவணை.',
        },
        {
          type: 'p',
          text: 'இந்த பேக்கேஜில் மாதவாரியாக என்னென்ன அடங்கும், அதன் கட்டணம் என்ன, எவை அதில் சேராது, அதிலிருந்து நீங்கள் நியாயமாக என்ன எதிர்பார்க்கலாம் என்பதை இந்தக் கட்டுரை விளக்குகிறது.',
        },
        { type: 'h2', text: 'இந்த பேக்கேஜ் யாருக்கு ஏற்றது' },
        {
          type: 'p',
          text: 'ஏற்கெனவே ஒரு தயாரிப்போ சேவையோ, சில நிரந்தர வாடிக்கையாளர்களும் இருந்தும், மார்க்கெட்டிங்கைக் கவனிப்பதற்கென்றே ஒருவர் இல்லாத தொழில்களுக்கு இது பொருத்தமானது. மதுரையில் குடும்பமாக நடத்தப்படும் ஓர் இனிப்புக் கடை, அண்ணா நகரில் ஒரு பிசியோதெரபி கிளினிக், ஈரோட்டில் ஒரு ஜவுளிக் கடை போன்றவற்றை நினைத்துப் பாருங்கள். என்ன விற்பது, யாருக்கு விற்பது என்பதை நீங்கள் இன்னும் முடிவு செய்துகொண்டிருந்தால், பிராண்ட் உத்தி அமர்வே சிறந்த முதல் படி; அதை நாங்கள் நேர்மையாகவே உங்களிடம் சொல்வோம்.',
        },
        { type: 'h2', text: '₹50,000 கட்டணத்தில் என்னென்ன அடங்கும்' },
        {
          type: 'p',
          text: 'பன்னிரண்டு மாதங்களுக்குக் கட்டணம் ₹50,000, அதனுடன் GST. இது எங்கள் குழுவின் நேரத்துக்கான கட்டணம்: உத்தி, வடிவமைப்பு, விளம்பர வாசகங்கள் எழுதுதல், கணக்குகளை அமைத்தல், பிரச்சார மேலாண்மை, அறிக்கைகள் தயாரித்தல். விளம்பரச் செலவு இதில் அடங்காது; அதை உங்கள் சொந்தக் கணக்கிலிருந்து நேரடியாக Meta அல்லது Google நிறுவனத்துக்குச் செலுத்துவீர்கள். இதனால் ஒவ்வொரு ரூபாயையும் நீங்களே எப்போதும் பார்க்கவும் கட்டுப்படுத்தவும் முடியும். தொடக்கத்தில் விளம்பரங்களுக்கு மாதம் ₹5,000 முதல் ₹15,000 வரை ஒதுக்கலாம் என்று பொதுவாகப் பரிந்துரைக்கிறோம்; சில வாடிக்கையாளர்கள் கட்டண விளம்பரமே இல்லாமல் தொடர்கிறார்கள்.',
        },
        {
          type: 'ul',
          items: [
            'உங்களுக்கென நியமிக்கப்பட்ட ஓர் அக்கவுண்ட் மேனேஜர், ஒவ்வொரு மாதமும் 30 நிமிட ஆய்வு அழைப்பு.',
            'Instagram, Facebook தளங்களுக்கு மாதம் எட்டு வடிவமைக்கப்பட்ட சமூக ஊடகப் பதிவுகள் — ஆங்கிலத்தில், தமிழில் அல்லது இரண்டிலும்.',
            'Google Business Profile பக்கத்தைப் புதிதாக அமைத்தல் அல்லது சீரமைத்தல், தொடர்ச்சியான புதுப்பிப்புகள், மதிப்புரைகளுக்குப் பதில்கள்.',
            'Meta, Google தளங்களில் கட்டண விளம்பரப் பிரச்சாரங்களை அமைத்து நிர்வகித்தல்; விளம்பரச் செலவை அந்தத் தளங்களே உங்களிடம் நேரடியாக வசூலிக்கும்.',
            'உங்கள் தற்போதைய இணையதளத்தின் பத்து பக்கங்கள் வரை அடிப்படை ஆன்-பேஜ் SEO.',
            'எளிய மொழியில் ஒரு பக்க மாதாந்திர அறிக்கை, ஒவ்வொரு காலாண்டிலும் ஒரு திட்டமிடல் அமர்வு.',
          ],
        },
        { type: 'h2', text: 'மாதம் 1: ஆய்வு, இலக்குகள், தொடக்க அமைப்புகள்' },
        {
          type: 'p',
          text: 'இன்று நீங்கள் எந்த நிலையில் இருக்கிறீர்கள் என்பதைப் பார்ப்பதிலிருந்து தொடங்குகிறோம். உங்கள் சமூக ஊடகப் பக்கங்கள், இணையதளம், Google பட்டியல், மதிப்புரைகள் ஆகியவற்றை ஆய்வு செய்கிறோம்; உங்களிடம் யார் வாங்குகிறார்கள், ஏன் வாங்குகிறார்கள் என்பது பற்றி உங்களுடன் பேசுகிறோம். தொலைபேசி விசாரணைகள், கடைக்கு நேரில் வருபவர்கள், ஆன்லைன் ஆர்டர்கள் போன்று எண்ணிக் கணக்கிடக்கூடிய இரண்டு அல்லது மூன்று இலக்குகளை இருவரும் சேர்ந்து தேர்ந்தெடுக்கிறோம். இந்த மாத எண்ணிக்கைகளை அடிப்படை அளவாகப் பதிவு செய்கிறோம்; பின்னர் வரும் ஒவ்வோர் அறிக்கையும் அதனுடன்தான் ஒப்பிடப்படும்.',
        },
        {
          type: 'ul',
          items: [
            'உங்கள் தற்போதைய ஆன்லைன் இருப்பு, உங்களுக்கு மிக நெருக்கமான மூன்று போட்டியாளர்கள் ஆகியவை பற்றிய ஆய்வு.',
            'இருவரும் ஒப்புக்கொண்ட இலக்குகள், எழுத்துப்பூர்வமான அடிப்படை அளவு.',
            'அனலிட்டிக்ஸ், Meta Business Suite, Google Business Profile ஆகியவற்றை அமைத்தல் அல்லது சரிபார்த்தல்; அவற்றுக்கான அணுகல் உங்கள் பெயரிலேயே இருக்கும்.',
            'வியாபாரம் சூடுபிடிக்கும் பருவங்கள், பண்டிகைகள், திட்டமிட்ட சலுகைகள் ஆகியவற்றைக் குறிக்கும் பன்னிரண்டு மாதக் காலஅட்டவணை.',
          ],
        },
        { type: 'h2', text: 'மாதங்கள் 2, 3: உள்ளடக்கமும் முதல் பிரச்சாரங்களும்' },
        {
          type: 'p',
          text: 'அடித்தளம் தயாரானதும், உங்கள் சமூக ஊடகப் பக்கம் சீராகத் தோன்றும்படி உங்கள் பிராண்ட் வண்ணங்களில் பதிவு டெம்ப்ளேட்களை வடிவமைத்து, காலஅட்டவணைப்படி பதிவிடத் தொடங்குகிறோம். முதல் சிறிய, உள்ளூர்ப் பிரச்சாரங்களையும் அறிமுகப்படுத்துகிறோம்; இவை பொதுவாக உங்கள் கடை அல்லது கிளினிக்கிலிருந்து சில கிலோமீட்டர் சுற்றளவில் உள்ளவர்களை இலக்காகக் கொண்டவை. எந்தச் செய்திகள், எந்தச் சலுகைகள், எந்த நாட்கள் மக்களை வரவழைக்கின்றன என்பதைக் கற்றுக்கொள்வதே இந்த மாதங்களின் நோக்கம்.',
        },
        { type: 'h2', text: 'மாதங்கள் 4 முதல் 6 வரை: பலன் தருவதைக் கண்டறிந்து அதை அதிகப்படுத்துதல்' },
        {
          type: 'p',
          text: 'இப்போது முடிவெடுக்கப் போதுமான தரவு கிடைத்திருக்கும். செலவுக்கேற்ற பலன் தராத பிரச்சாரங்களிலிருந்து பட்ஜெட்டை மாற்றுகிறோம், பார்வையாளர்கள் சீக்கிரமே வெளியேறிவிடும் இணையதளப் பக்கங்களை மீண்டும் எழுதுகிறோம், திருப்தியடைந்த வாடிக்கையாளர்களிடம் சரியான நேரத்தில் மதிப்புரைகளைக் கேட்கிறோம். உங்கள் வாடிக்கையாளர்கள் ஏற்கெனவே WhatsApp வழியாக உங்களுடன் பேசுகிறார்கள் என்றால், விசாரணைகளுக்கு விரைவாகப் பதில் அளிக்க WhatsApp Business கேட்டலாக்கையும் விரைவுப் பதில்களையும் அமைக்கிறோம்.',
        },
        { type: 'h2', text: 'மாதங்கள் 7 முதல் 9 வரை: பருவங்கள், பண்டிகைகள், மீண்டும் வரும் வாடிக்கையாளர்கள்' },
        {
          type: 'p',
          text: 'பொங்கல், ஆடித் தள்ளுபடி விற்பனை, தீபாவளி, திருமணக் காலம் — உங்கள் ஆண்டின் இந்தப் பகுதியில் எந்தப் பண்டிகைகளும் பருவங்களும் வந்தாலும், அவற்றுக்கான பிரச்சாரங்களை ஆறு நாட்களுக்கு முன் அல்ல, ஆறு வாரங்களுக்கு முன்பே திட்டமிடுகிறோம். ஏற்கெனவே உங்களிடம் வாங்கியவர்கள் மீதும் கவனம் செலுத்துகிறோம்; எளிய WhatsApp ஒளிபரப்புச் செய்திகள் அல்லது மின்னஞ்சல்கள் மூலம் அவர்களை மீண்டும் வரவழைக்கிறோம். ஏனெனில், புதிய வாடிக்கையாளரைப் பெறுவதைவிட, பழைய வாடிக்கையாளரை மீண்டும் பெறுவதற்கு ஆகும் செலவு மிகக் குறைவு.',
        },
        { type: 'h2', text: 'மாதங்கள் 10 முதல் 12 வரை: மதிப்பாய்வும் அடுத்த ஆண்டுக்கான திட்டமும்' },
        {
          type: 'p',
          text: 'கடைசிக் காலாண்டில் பிரச்சாரங்களைத் தொடர்ந்து நடத்திக்கொண்டே, முழு ஆண்டுக்கான மதிப்பாய்வைத் தயாரிக்கிறோம்: எது வளர்ந்தது, எதற்கு அதிகம் செலவானது, எதை வேறு விதமாகச் செய்வோம் என்பவை அதில் இருக்கும். ஆண்டின் முடிவில் ஒவ்வோர் ஆன்லைன் கணக்கும், வடிவமைப்பு டெம்ப்ளேட்டும், அறிக்கையும் உங்கள் சொந்தப் பெயரிலேயே இருக்கும்; அடுத்த பன்னிரண்டு மாதங்களுக்கான எழுத்துப்பூர்வத் திட்டமும் உங்கள் கையில் இருக்கும் — நீங்கள் எங்களுடன் தொடர்ந்தாலும் சரி, இந்த வேலையை உங்கள் நிறுவனத்துக்குள்ளேயே செய்யத் தொடங்கினாலும் சரி.',
        },
        { type: 'h2', text: 'வாடிக்கையாளர்கள் தெரிவித்துள்ளவை' },
        {
          type: 'p',
          text: 'விசாரணைகள், கடைக்கு நேரில் வருபவர்கள், ஆன்லைன் ஆர்டர்கள் என, தொடக்கத்தில் தாங்கள் தேர்ந்தெடுத்த அளவீட்டில் 30% முதல் 200% வரை வளர்ச்சி கண்டதாக இந்த பேக்கேஜில் உள்ள வாடிக்கையாளர்கள் தெரிவித்துள்ளனர். அளவிடக்கூடிய முதல் முடிவுகள் பொதுவாக 3 மாதங்களுக்குள் தெரியத் தொடங்குகின்றன; பெரும்பாலும் அவை முறையாகப் பராமரிக்கப்படும் Google Business Profile பக்கத்திலிருந்தும், கவனமாக இலக்கு வைக்கப்பட்ட உள்ளூர்ப் பிரச்சாரத்திலிருந்தும் வருகின்றன.',
        },
        {
          type: 'p',
          text: 'இந்த எண்கள் எதைக் குறிக்கின்றன என்பதில் நாங்கள் தெளிவாக இருக்க விரும்புகிறோம். இவை ஒவ்வொரு வாடிக்கையாளரின் சொந்த எண்ணிக்கைகளை முன்னும் பின்னும் ஒப்பிடுகின்றன; தொடக்க நிலை, தயாரிப்பு, விளம்பர பட்ஜெட், விசாரணைகள் எவ்வளவு விரைவாகப் பின்தொடரப்படுகின்றன என்பதைப் பொறுத்து பெரிதும் மாறுபடுகின்றன; இவை உத்தரவாதம் அல்ல. Google பட்டியலே இல்லாத ஒரு பேக்கரிக்கு, ஏற்கெனவே முன்பதிவுகள் நிரம்பியுள்ள ஒரு கிளினிக்கைவிட வளர்வதற்கு மிக அதிக வாய்ப்பு உள்ளது. நாங்கள் உறுதியளிப்பது இவைதான்: மேலே விவரித்த வேலைகளைக் காலஅட்டவணைப்படி செய்து முடிப்பது, எது முன்னேறியது, எது முன்னேறவில்லை என்பதை நேர்மையாகக் காட்டும் மாதாந்திர அறிக்கை.',
        },
        { type: 'h2', text: 'இந்த பேக்கேஜில் அடங்காதவை' },
        {
          type: 'ul',
          items: [
            'விளம்பரச் செலவு; இது தளங்களுக்கு நேரடியாகச் செலுத்தப்படும்.',
            'தொழில்முறைப் புகைப்பட, வீடியோ படப்பிடிப்புகள்; இவற்றுக்குத் தனியாகக் கட்டண மதிப்பீடு தருவோம். பெரும்பாலான பதிவுகளுக்கு, எங்கள் வழிகாட்டுதலுடன் மொபைலில் எடுக்கப்படும் நல்ல புகைப்படங்களே போதுமானவை.',
            'புதிய இணையதளம், அச்சுப் பொருட்கள் அல்லது பேக்கேஜிங் வடிவமைப்பு.',
            'இன்ஃப்ளூயன்சர்கள் அல்லது கட்டண அடிப்படையிலான கூட்டு விளம்பரங்களுக்கான கட்டணம்.',
          ],
        },
        { type: 'h2', text: 'உங்களிடமிருந்து எங்களுக்குத் தேவையானவை' },
        {
          type: 'ul',
          items: [
            'பதிவுகளுக்கு ஒப்புதல் அளித்து, இரண்டு வேலை நாட்களுக்குள் எங்களுக்குப் பதில் தரக்கூடிய ஒருவர் உங்கள் தரப்பில்.',
            'உங்கள் தற்போதைய கணக்குகளுக்கான அணுகல், அல்லது உங்கள் நிறுவனத்தின் பெயரில் அவற்றை உருவாக்க அனுமதி.',
            'ஏமாற்றமளித்தாலும், ஒவ்வொரு மாதமும் உண்மையான எண்ணிக்கைகள்.',
            'பிரச்சாரங்கள் கொண்டுவரும் விசாரணைகளை உடனுக்குடன் பின்தொடர்தல்; ஏனெனில், பதிலளிக்கப்படாத ஒவ்வோர் அழைப்பும் இழந்த ஒரு வாடிக்கையாளர்.',
          ],
        },
        { type: 'h2', text: 'தொடங்குவது எப்படி' },
        {
          type: 'p',
          text: 'உங்கள் தொழிலுக்குத் தேவையான நிலையான உதவி இதுதான் என்று தோன்றினால், நீங்கள் என்ன விற்கிறீர்கள், எங்கே விற்கிறீர்கள் என்பது பற்றிச் சில வரிகளுடன் தொடர்புப் பக்கத்தின் மூலம் எங்களுக்குச் செய்தி அனுப்புங்கள். இலவச ஆலோசனை அழைப்பை ஏற்பாடு செய்ய 24 மணி நேரத்துக்குள் பதில் அளிப்போம். இந்த பேக்கேஜ் உங்களுக்குப் பொருந்தவில்லை என்றால், அதை வெளிப்படையாகச் சொல்லி, எது பொருந்தும் என்றும் பரிந்துரைப்போம்.',
        },
      ],
    },
  },
  {
    id: 2,
    title: 'Designing a Bilingual Identity: Tamil and English, Side by Side',
    excerpt:
      'Many Tamil Nadu brands speak to customers in two scripts. Here is how we design identities in which Tamil and English look like they belong to the same family.',
    image: {
      src: '/media/blog/post-2',
      width: 1600,
      height: 900,
      alt: 'A bilingual type specimen: the Tamil letters அ ஆ இ and “வணக்கம், சென்னை” in Noto Serif Tamil beside “Aa Bb” and “Hello, Chennai” in Fraunces',
      ta: { alt: 'இருமொழி எழுத்துரு மாதிரி: Noto Serif Tamil எழுத்துருவில் அ ஆ இ, “வணக்கம், சென்னை”; அருகில் Fraunces எழுத்துருவில் “Aa Bb”, “Hello, Chennai”' },
    },
    author: 'Karthik Subramanian, Creative Director',
    date: '2025-03-12',
    category: 'Branding',
    content: [
      { type: 'h1', text: 'Two scripts, one brand' },
      {
        type: 'p',
        text: 'Walk down any busy street in Chennai, Tiruchirappalli or Tirunelveli and you will see signboards in two scripts. The grandmother buying silk reads the Tamil name; her grandson searching on his phone types the English one. For many businesses in Tamil Nadu, a bilingual identity is not a design flourish but a basic requirement. Yet most bilingual logos we are asked to fix have the same problem: the English was designed with care and the Tamil was added afterwards, in whatever font happened to be installed.',
      },
      {
        type: 'p',
        text: 'A good bilingual identity treats both scripts as equals from the first sketch. Here is how we approach it.',
      },
      { type: 'h2', text: 'Why two scripts need planning, not just translation' },
      {
        type: 'p',
        text: 'Tamil and Latin letters are built differently. Tamil letters are rounder and generally wider, many have loops, and vowel signs attach before, after or on both sides of a consonant. A Tamil word is often longer than its English counterpart. Set both in the same point size and the same box, and one will almost always look heavier, larger or more crowded than the other. Balancing them is careful, deliberate work, and it is where most of the quality of a bilingual identity comes from.',
      },
      { type: 'h2', text: 'Start with the name, not the logo' },
      {
        type: 'p',
        text: 'Before we draw anything, we settle the name in both scripts. Some brands transliterate, writing the same sounds in each script; others translate, using a Tamil word that carries the meaning. Both are valid, but the choice must be made once and then used everywhere.',
      },
      {
        type: 'ul',
        items: [
          'Fix one English spelling and stick to it: “Sri” or “Shri”, “Murugan” or “Murukan”, never both on different materials.',
          'Decide how sounds without a neat English equivalent are written, such as ழ in Tamizh, which many spell as “zh”.',
          'Read the Tamil name aloud with people from different districts to catch unintended meanings or awkward breaks.',
          'Check that the English name is available as a domain and social handle before the design begins.',
        ],
      },
      { type: 'h2', text: 'Pairing the typefaces' },
      {
        type: 'p',
        text: 'The two scripts should feel like siblings: similar in weight, contrast and personality, even though their shapes differ. A geometric sans-serif English wordmark sits well with a Tamil face of even stroke width; a traditional serif pairs better with a Tamil face that has thick and thin strokes. Families designed with both scripts from the start, such as Noto Sans Tamil, Catamaran, Hind Madurai or Mukta Malar, make this easier and are a good starting point for body text on websites and menus.',
      },
      {
        type: 'p',
        text: 'For the logo itself we often draw custom Tamil letterforms, because an off-the-shelf font rarely has quite the character the English wordmark has. Custom lettering also means no one else’s signboard will look like yours.',
      },
      {
        type: 'ul',
        items: [
          'Match sizes by eye, not by point size; the Tamil line usually needs adjusting to look the same size as the English.',
          'Match stroke weight so that neither script looks bolder from across the street.',
          'Give Tamil more line spacing, because vowel signs need room above and below.',
          'Avoid faux bold and stretched letters; if a weight is missing, choose another family.',
        ],
      },
      { type: 'h2', text: 'Lock-ups: how the two names sit together' },
      {
        type: 'p',
        text: 'A lock-up is the fixed arrangement of symbol and names. We usually design three: a stacked version with one script above the other, a horizontal version for signboards and website headers, and single-script versions for places where only one language makes sense, such as an export carton or a Tamil newspaper advertisement. Which script leads depends on your customers. A temple-town jeweller may put Tamil first; a software firm in Guindy may lead with English. What matters is that the order is decided once and used consistently.',
      },
      { type: 'h2', text: 'Colour, pattern and culture without cliché' },
      {
        type: 'p',
        text: 'Kolam lines, temple towers, jasmine and the colours of a silk border are beautiful, and that is exactly why so many brands use them. Cultural references are strongest when they come from your own story: the street your grandfather opened the first shop on, the crop your farm is known for, the craft your weavers practise. We look for one such detail and build the visual system around it, so the brand feels rooted in Tamil Nadu without looking like every other brand from Tamil Nadu.',
      },
      { type: 'h2', text: 'Test it where it will actually live' },
      {
        type: 'p',
        text: 'A bilingual logo has to survive a hand-painted signboard, a rubber stamp, an embroidered uniform and a WhatsApp profile picture shown the size of a fingernail. We test every lock-up at small sizes and in a single colour before it is approved. On websites and apps, Tamil text should always be real Unicode text in a web font, never an image of text, so that search engines can read it, screen readers can speak it and customers can copy your address.',
      },
      { type: 'h2', text: 'A short checklist before you approve' },
      {
        type: 'ul',
        items: [
          'The name is spelt the same way in every document, in both scripts.',
          'Both scripts look equally weighted at signboard size and at phone size.',
          'There are stacked, horizontal and single-script versions of the logo.',
          'The brand guidelines name the Tamil and English fonts for print and for the web, with their licences.',
          'A native Tamil reader has proofread every line of Tamil text.',
        ],
      },
      {
        type: 'p',
        text: 'Designed this way, a bilingual identity does more than look tidy. It tells every customer, in the language they are most comfortable with, that the brand was made with them in mind. If you are planning a new identity or a refresh in Tamil and English, we would be glad to show you our process on a call.',
      },
    ],
    ta: {
      title: 'இருமொழி பிராண்ட் அடையாளத்தை வடிவமைத்தல்: தமிழும் ஆங்கிலமும், அருகருகே',
      excerpt:
        'தமிழ்நாட்டின் பல பிராண்டுகள் வாடிக்கையாளர்களுடன் இரண்டு எழுத்துமுறைகளில் பேசுகின்றன. தமிழும் ஆங்கிலமும் ஒரே குடும்பத்தைச் சேர்ந்தவை போலத் தோன்றும் பிராண்ட் அடையாளங்களை நாங்கள் எப்படி வடிவமைக்கிறோம் என்பதை இங்கே பார்க்கலாம்.',
      author: 'கார்த்திக் சுப்பிரமணியன், கிரியேட்டிவ் டைரக்டர்',
      category: 'பிராண்டிங்',
      content: [
        { type: 'h1', text: 'இரண்டு எழுத்துமுறைகள், ஒரே பிராண்ட்' },
        {
          type: 'p',
          text: 'சென்னை, திருச்சிராப்பள்ளி அல்லது திருநெல்வேலியின் எந்தப் பரபரப்பான தெருவில் நடந்தாலும், இரண்டு எழுத்துமுறைகளில் எழுதப்பட்ட பெயர்ப்பலகைகளைப் பார்க்கலாம். பட்டு வாங்க வரும் பாட்டி தமிழ்ப் பெயரைப் படிக்கிறார்; போனில் தேடும் அவருடைய பேரன் ஆங்கிலப் பெயரை டைப் செய்கிறார். தமிழ்நாட்டின் பல தொழில்களுக்கு, இருமொழி பிராண்ட் அடையாளம் என்பது அலங்காரத்துக்கான வடிவமைப்பு அல்ல, அடிப்படைத் தேவை. ஆனாலும், சரிசெய்யச் சொல்லி எங்களிடம் வரும் பெரும்பாலான இருமொழி லோகோக்களில் ஒரே பிரச்சினை இருக்கிறது: ஆங்கிலம் கவனத்துடன் வடிவமைக்கப்பட்டிருக்கும்; தமிழ் பின்னர், கணினியில் அப்போது இருந்த ஏதோ ஓர் எழுத்துருவில் சேர்க்கப்பட்டிருக்கும்.',
        },
        {
          type: 'p',
          text: 'ஒரு நல்ல இருமொழி பிராண்ட் அடையாளம், முதல் ஸ்கெட்சிலிருந்தே இரண்டு எழுத்துமுறைகளையும் சமமாக நடத்துகிறது. நாங்கள் இதை அணுகும் விதம் இதோ.',
        },
        { type: 'h2', text: 'இரண்டு எழுத்துமுறைகளுக்கு மொழிபெயர்ப்பு மட்டும் போதாது, திட்டமிடல் ஏன் தேவை' },
        {
          type: 'p',
          text: 'தமிழ் எழுத்துகளும் லத்தீன் எழுத்துகளும் வெவ்வேறு விதமாக அமைந்தவை. தமிழ் எழுத்துகள் அதிக வளைவுடனும், பொதுவாக அதிக அகலத்துடனும் இருக்கும்; பலவற்றில் சுழிகள் உண்டு; உயிர்க்குறிகள் மெய்யெழுத்துக்கு முன்னோ, பின்னோ, இரு பக்கங்களிலுமோ சேர்கின்றன. ஒரு தமிழ்ச் சொல் அதற்கு இணையான ஆங்கிலச் சொல்லைவிடப் பெரும்பாலும் நீளமாக இருக்கும். இரண்டையும் ஒரே பாயிண்ட் அளவில், ஒரே பெட்டிக்குள் அமைத்தால், ஏறக்குறைய எப்போதுமே ஒன்று மற்றதைவிடக் கனமாகவோ, பெரிதாகவோ, நெரிசலாகவோ தோன்றும். அவற்றைச் சமநிலைப்படுத்துவது கவனமும் திட்டமிடலும் தேவைப்படும் வேலை; ஓர் இருமொழி அடையாளத்தின் தரத்தில் பெரும்பகுதி அங்கிருந்துதான் வருகிறது.',
        },
        { type: 'h2', text: 'லோகோவிலிருந்து அல்ல, பெயரிலிருந்து தொடங்குங்கள்' },
        {
          type: 'p',
          text: 'எதையும் வரைவதற்கு முன், இரண்டு எழுத்துமுறைகளிலும் பெயரை இறுதி செய்கிறோம். சில பிராண்டுகள் ஒலிபெயர்ப்பு செய்கின்றன — அதே ஒலிகளை இரண்டு எழுத்துமுறைகளிலும் எழுதுகின்றன; மற்றவை மொழிபெயர்க்கின்றன — அதே பொருளைத் தரும் ஒரு தமிழ்ச் சொல்லைப் பயன்படுத்துகின்றன. இரண்டுமே சரியானவைதான்; ஆனால் ஒருமுறை தேர்வு செய்தபின், அதையே எல்லா இடங்களிலும் பயன்படுத்த வேண்டும்.',
        },
        {
          type: 'ul',
          items: [
            'ஆங்கிலத்தில் ஒரே எழுத்துக்கூட்டலை முடிவு செய்து அதிலேயே உறுதியாக இருங்கள்: “Sri” அல்லது “Shri”, “Murugan” அல்லது “Murukan” — வெவ்வேறு பொருட்களில் இரண்டையும் ஒருபோதும் பயன்படுத்தாதீர்கள்.',
            'சரியான ஆங்கில இணை இல்லாத ஒலிகளை எப்படி எழுதுவது என்று முடிவு செய்யுங்கள்; உதாரணமாக, Tamizh என்பதில் உள்ள ழ — பலர் இதை “zh” என்று எழுதுகிறார்கள்.',
            'எதிர்பாராத அர்த்தங்களையோ, சொல் பிரியும் இடங்களில் வரும் சங்கடங்களையோ கண்டறிய, வெவ்வேறு மாவட்டங்களைச் சேர்ந்தவர்களுடன் தமிழ்ப் பெயரை உரக்கப் படித்துப் பாருங்கள்.',
            'வடிவமைப்பைத் தொடங்கும் முன், ஆங்கிலப் பெயர் டொமைன் பெயராகவும் சமூக ஊடக ஹேண்டிலாகவும் கிடைக்கிறதா என்று சரிபாருங்கள்.',
          ],
        },
        { type: 'h2', text: 'எழுத்துருக்களை இணைத்தல்' },
        {
          type: 'p',
          text: 'வடிவங்கள் வேறுபட்டாலும், இரண்டு எழுத்துமுறைகளும் உடன்பிறந்தவை போலத் தோன்ற வேண்டும்: தடிமன், மாறுபாடு, ஆளுமை ஆகியவற்றில் ஒத்திருக்க வேண்டும். ஜியோமெட்ரிக் சான்ஸ்-செரிஃப் ஆங்கில வேர்ட்மார்க்குக்கு, சீரான கோட்டுத் தடிமன் கொண்ட தமிழ் எழுத்துரு நன்கு பொருந்தும்; பாரம்பரிய செரிஃப் எழுத்துருவுக்கு, தடித்த மற்றும் மெல்லிய கோடுகள் கொண்ட தமிழ் எழுத்துரு சிறப்பாக இணையும். Noto Sans Tamil, Catamaran, Hind Madurai, Mukta Malar போன்று தொடக்கத்திலிருந்தே இரண்டு எழுத்துமுறைகளுக்கும் சேர்த்து வடிவமைக்கப்பட்ட எழுத்துருக் குடும்பங்கள் இந்த வேலையை எளிதாக்குகின்றன; இணையதளங்கள், மெனுக்களின் பத்தி உரைக்கு அவை நல்ல தொடக்கப் புள்ளி.',
        },
        {
          type: 'p',
          text: 'லோகோவுக்கென்றே பெரும்பாலும் பிரத்யேகத் தமிழ் எழுத்து வடிவங்களை வரைகிறோம்; ஏனெனில், ஆயத்த எழுத்துருக்களில் ஆங்கில வேர்ட்மார்க்கின் தனித்தன்மை அரிதாகவே இருக்கும். பிரத்யேக எழுத்துகளால், வேறு யாருடைய பெயர்ப்பலகையும் உங்களுடையதைப் போலத் தோன்றாது.',
        },
        {
          type: 'ul',
          items: [
            'அளவுகளை பாயிண்ட் அளவை வைத்து அல்ல, கண்ணால் பார்த்துப் பொருத்துங்கள்; ஆங்கிலத்தின் அதே அளவில் தோன்ற, தமிழ் வரியைப் பொதுவாகச் சற்றுச் சரிசெய்ய வேண்டியிருக்கும்.',
            'தெருவின் மறுபக்கத்திலிருந்து பார்க்கும்போது எந்த எழுத்துமுறையும் அதிகத் தடிமனாகத் தோன்றாதபடி, கோடுகளின் தடிமனைப் பொருத்துங்கள்.',
            'தமிழுக்கு வரி இடைவெளியை அதிகம் கொடுங்கள்; ஏனெனில், உயிர்க்குறிகளுக்கு மேலும் கீழும் இடம் தேவை.',
            'செயற்கையாகத் தடிமனாக்கிய எழுத்துகளையும், இழுத்து நீட்டிய எழுத்துகளையும் தவிர்க்குங்கள்; தேவையான தடிமன் இல்லையென்றால், வேறு எழுத்துருக் குடும்பத்தைத் தேர்ந்தெடுங்கள்.',
          ],
        },
        { type: 'h2', text: 'லாக்-அப்கள்: இரண்டு பெயர்களும் எப்படி இணைந்து அமைகின்றன' },
        {
          type: 'p',
          text: 'லாக்-அப் என்பது சின்னமும் பெயர்களும் அமையும் நிலையான ஏற்பாடு. பொதுவாக மூன்று வகைகளை வடிவமைக்கிறோம்: ஓர் எழுத்துமுறைக்கு மேல் மற்றொன்று அமையும் அடுக்கு வடிவம்; பெயர்ப்பலகைகளுக்கும் இணையதளத் தலைப்புப் பகுதிகளுக்கும் கிடைமட்ட வடிவம்; ஏற்றுமதி அட்டைப்பெட்டி அல்லது தமிழ் நாளிதழ் விளம்பரம் போல, ஒரே மொழி மட்டுமே பொருந்தும் இடங்களுக்கு ஒற்றை எழுத்துமுறை வடிவங்கள். எந்த எழுத்துமுறை முதலில் வர வேண்டும் என்பது உங்கள் வாடிக்கையாளர்களைப் பொறுத்தது. கோயில் நகரத்தில் உள்ள ஒரு நகைக்கடை தமிழை முதலில் வைக்கலாம்; கிண்டியில் உள்ள ஒரு மென்பொருள் நிறுவனம் ஆங்கிலத்தை முன்னிறுத்தலாம். முக்கியமானது, இந்த வரிசையை ஒருமுறை முடிவு செய்து, எப்போதும் சீராகப் பின்பற்றுவதுதான்.',
        },
        { type: 'h2', text: 'வண்ணம், அலங்கார வடிவங்கள், கலாச்சாரம் — அரைத்த மாவை அரைக்காமல்' },
        {
          type: 'p',
          text: 'கோலக் கோடுகள், கோயில் கோபுரங்கள், மல்லிகைப் பூ, பட்டுப் புடவைக் கரையின் வண்ணங்கள் — இவை அழகானவை; அதனால்தான் இத்தனை பிராண்டுகள் இவற்றைப் பயன்படுத்துகின்றன. கலாச்சாரக் குறிப்புகள் உங்கள் சொந்தக் கதையிலிருந்து வரும்போதுதான் வலுவாக இருக்கும்: உங்கள் தாத்தா முதல் கடையைத் திறந்த தெரு, உங்கள் பண்ணை பெயர் பெற்ற பயிர், உங்கள் நெசவாளர்கள் செய்யும் கைவினை. இப்படி ஒரு விவரத்தைக் கண்டறிந்து, அதைச் சுற்றியே காட்சி அடையாள அமைப்பை உருவாக்குகிறோம். இதனால், தமிழ்நாட்டின் மற்ற எல்லா பிராண்டுகளையும் போலத் தோன்றாமலேயே, உங்கள் பிராண்ட் தமிழ்நாட்டில் வேரூன்றியதாக உணரப்படும்.',
        },
        { type: 'h2', text: 'உண்மையில் பயன்படும் இடங்களில் சோதித்துப் பாருங்கள்' },
        {
          type: 'p',
          text: 'கையால் வரையப்பட்ட பெயர்ப்பலகை, ரப்பர் ஸ்டாம்ப், எம்பிராய்டரி செய்யப்பட்ட சீருடை, நக அளவுக்குச் சிறியதாகத் தெரியும் WhatsApp சுயவிவரப் படம் — இவை அனைத்திலும் ஓர் இருமொழி லோகோ தாக்குப்பிடிக்க வேண்டும். ஒவ்வொரு லாக்-அப்பையும் ஒப்புதலுக்கு முன் சிறிய அளவுகளிலும் ஒற்றை வண்ணத்திலும் சோதிக்கிறோம். இணையதளங்களிலும் ஆப்களிலும் தமிழ் உரை எப்போதும் இணைய எழுத்துருவில் அமைந்த உண்மையான யூனிகோட் உரையாக இருக்க வேண்டும்; உரையின் படமாக ஒருபோதும் இருக்கக்கூடாது. அப்போதுதான் தேடுபொறிகள் அதைப் படிக்கவும், ஸ்கிரீன் ரீடர்கள் அதை வாசித்துக் காட்டவும், வாடிக்கையாளர்கள் உங்கள் முகவரியை நகலெடுக்கவும் முடியும்.',
        },
        { type: 'h2', text: 'ஒப்புதல் அளிக்கும் முன் ஒரு சிறிய சரிபார்ப்புப் பட்டியல்' },
        {
          type: 'ul',
          items: [
            'ஒவ்வோர் ஆவணத்திலும், இரண்டு எழுத்துமுறைகளிலும், பெயர் ஒரே மாதிரி எழுதப்பட்டுள்ளது.',
            'பெயர்ப்பலகை அளவிலும் போன் திரை அளவிலும் இரண்டு எழுத்துமுறைகளும் சம தடிமனுடன் தோன்றுகின்றன.',
            'லோகோவுக்கு அடுக்கு, கிடைமட்ட, ஒற்றை எழுத்துமுறை வடிவங்கள் உள்ளன.',
            'அச்சுக்கும் இணையத்துக்குமான தமிழ், ஆங்கில எழுத்துருக்களையும் அவற்றின் உரிமங்களையும் பிராண்ட் வழிகாட்டுதல்கள் குறிப்பிடுகின்றன.',
            'தமிழைத் தாய்மொழியாகக் கொண்ட ஒருவர், தமிழ் உரையின் ஒவ்வொரு வரியையும் பிழை திருத்திப் படித்துள்ளார்.',
          ],
        },
        {
          type: 'p',
          text: 'இப்படி வடிவமைக்கப்படும் இருமொழி பிராண்ட் அடையாளம், நேர்த்தியாகத் தோன்றுவதோடு நின்றுவிடுவதில்லை. இந்த பிராண்ட் தங்களை மனதில் கொண்டே உருவாக்கப்பட்டது என்பதை, ஒவ்வொரு வாடிக்கையாளருக்கும் அவருக்கு மிகவும் இயல்பான மொழியில் அது சொல்கிறது. தமிழிலும் ஆங்கிலத்திலும் புதிய பிராண்ட் அடையாளத்தையோ, இருக்கும் அடையாளத்தைப் புதுப்பிப்பதையோ நீங்கள் திட்டமிட்டால், ஓர் அழைப்பில் எங்கள் செயல்முறையை உங்களுக்கு விளக்க மகிழ்ச்சியடைவோம்.',
        },
      ],
    },
  },
  {
    id: 3,
    title: 'Packaging for Tamil Nadu Food Brands: From Home Kitchen to Supermarket Shelf',
    excerpt:
      'Moving a homemade pickle, snack or spice mix onto supermarket shelves and delivery apps takes more than a pretty label. A practical guide to packaging that sells, survives the journey and carries the right information.',
    image: {
      src: '/media/blog/post-3',
      width: 1600,
      height: 900,
      alt: 'Thenmozhi Sweets packs on a shop shelf: tins of Tirunelveli Halwa, a box of Mysore Pak and a Gift Box jar',
      ta: { alt: 'கடை அலமாரியில் Thenmozhi Sweets பேக்குகள்: Tirunelveli Halwa டின்கள், Mysore Pak பெட்டி, Gift Box ஜாடி' },
    },
    author: 'Meenakshi Iyer, Packaging Design Lead',
    date: '2025-05-08',
    category: 'Packaging',
    content: [
      { type: 'h1', text: 'Your pack has three seconds on the shelf. Use them well.' },
      {
        type: 'p',
        text: 'Tamil Nadu has no shortage of wonderful food businesses: podi made from a grandmother’s recipe, murukku from Manapparai, pickles that sell out at every exhibition. Many of them reach a point where word of mouth is no longer enough and the next step is a supermarket shelf, a quick-commerce app or a shop abroad that serves the Tamil diaspora. That step changes what packaging has to do. It must attract a stranger in a few seconds, protect the product through weeks of transport and storage, and carry information the law requires.',
      },
      {
        type: 'p',
        text: 'Here is the checklist we work through with food and FMCG clients before a single design is drawn.',
      },
      { type: 'h2', text: 'Know where the pack will be sold' },
      {
        type: 'p',
        text: 'A pack on a crowded kirana shelf, a pack in a supermarket aisle and a pack shown as a small square on a delivery app face very different challenges. On the shelf, the front must be readable from two metres away. On an app, the product photo is often smaller than a postage stamp, so the name and product type must be legible at that size. Export buyers may ask for English-only labels, additional languages or country-specific information. Decide your main channel first and design for it, then check that the pack still works everywhere else.',
      },
      { type: 'h2', text: 'Design the front for three seconds' },
      {
        type: 'p',
        text: 'Shoppers do not read packs; they scan them. In the first glance they need three answers: which brand, what product and why this one. Everything else belongs on the back or the sides.',
      },
      {
        type: 'ul',
        items: [
          'Make the product name larger than you think it needs to be; “Tomato Thokku” should never be harder to read than the brand name.',
          'Choose one reason to buy, such as “no added preservatives” or “stone-ground”, and say it clearly, instead of five claims in five badges.',
          'Keep a consistent layout across variants so the range looks like a family, and change colour to tell the variants apart.',
          'Show the real product where you can, through a window or an honest photograph; customers distrust food that looks too perfect.',
        ],
      },
      { type: 'h2', text: 'Get the mandatory information right' },
      {
        type: 'p',
        text: 'Pre-packaged food sold in India must carry certain declarations under the FSSAI labelling regulations and the Legal Metrology (Packaged Commodities) Rules. Leaving them out can stop a supermarket from listing you and can lead to penalties. The exact list depends on the product, so always confirm the current requirements with your food safety consultant, but typically it includes:',
      },
      {
        type: 'ul',
        items: [
          'The name of the food, the list of ingredients and any allergen information.',
          'Nutritional information and the vegetarian or non-vegetarian symbol.',
          'The FSSAI logo and licence or registration number.',
          'Net quantity, maximum retail price inclusive of all taxes and, where applicable, the unit sale price.',
          'The name and address of the manufacturer, packer or marketer, and consumer care details.',
          'Batch or lot number, date of manufacture or packing, and the best-before or use-by date.',
        ],
      },
      {
        type: 'p',
        text: 'We reserve space for these declarations at the start of the design, not at the end. Squeezing them into whatever corner is left is how labels end up with unreadable type and a rejected print proof.',
      },
      { type: 'h2', text: 'Choose materials for the climate and the journey' },
      {
        type: 'p',
        text: 'Coastal humidity, long road journeys in the summer heat and months on a warehouse shelf are hard on food packaging. Crisp snacks such as murukku and mixture go soft quickly without a good moisture barrier, which is why metallised laminates and nitrogen flushing are common for them. Oily products such as pickles and thokku need containers and seals that do not leak or stain, and glass or food-grade PET jars with induction seals are the usual choices. Powders and podis keep better in resealable zip pouches, which customers also prefer. Ask your converter for shelf-life tests on your actual product before you commit to thousands of units.',
      },
      { type: 'h2', text: 'Sustainability without greenwashing' },
      {
        type: 'p',
        text: 'Customers increasingly care about packaging waste, and so do regulators. If you use plastic packaging, check whether Extended Producer Responsibility obligations under the Plastic Waste Management Rules apply to you. When you make environmental claims, be specific and truthful. “Paper pouch with a thin plastic lining” is honest; “100% eco-friendly” on a multi-layer laminate is not, and informed customers will notice. Sometimes the most sustainable step is simply a smaller pack with less empty space.',
      },
      { type: 'h2', text: 'Plan for printing and production' },
      {
        type: 'ul',
        items: [
          'Printed laminate pouches usually have large minimum order quantities; for early batches, a well-designed sticker label on a plain stock pouch is often the smarter choice.',
          'Register for GS1 barcodes before you approach supermarkets and online marketplaces, as most of them ask for one.',
          'Always approve a physical colour proof; brand colours on screen and on foil or kraft paper can look very different.',
          'Keep editable artwork files and a simple version log, so a change in price or licence number does not mean starting again.',
        ],
      },
      { type: 'h2', text: 'Test before you print thousands' },
      {
        type: 'p',
        text: 'Before the final print run, we make physical mock-ups and place them on a real shelf beside competitors, photograph them at app-thumbnail size and send a few through a courier to see how they arrive. It takes a week and costs very little compared with a reprint. If your food brand is ready for its next shelf, we would be happy to look at your current pack and tell you honestly what we would change first.',
      },
    ],
    ta: {
      title:
        'தமிழ்நாட்டு உணவு பிராண்டுகளுக்கான பேக்கேஜிங்: வீட்டுச் சமையலறையிலிருந்து சூப்பர் மார்க்கெட் அலமாரி வரை',
      excerpt:
        'வீட்டில் தயாரித்த ஊறுகாய், நொறுக்குத்தீனி அல்லது மசாலாக் கலவையை சூப்பர் மார்க்கெட் அலமாரிகளுக்கும் டெலிவரி ஆப்களுக்கும் கொண்டு செல்ல, அழகான லேபிள் மட்டும் போதாது. நன்றாக விற்கும், பயணத்தில் சேதமடையாத, சரியான தகவல்களைக் கொண்ட பேக்கேஜிங்கிற்கான ஒரு நடைமுறை வழிகாட்டி.',
      author: 'மீனாட்சி ஐயர், பேக்கேஜிங் வடிவமைப்புத் தலைவர்',
      category: 'பேக்கேஜிங்',
      content: [
        { type: 'h1', text: 'அலமாரியில் உங்கள் பேக்கிற்குக் கிடைப்பது மூன்றே வினாடிகள். அவற்றை நன்றாகப் பயன்படுத்துங்கள்.' },
        {
          type: 'p',
          text: 'தமிழ்நாட்டில் அருமையான உணவுத் தொழில்களுக்குப் பஞ்சமே இல்லை: பாட்டியின் கைப்பக்குவத்தில் செய்த பொடி, மணப்பாறை முறுக்கு, ஒவ்வொரு கண்காட்சியிலும் விற்றுத் தீர்ந்துவிடும் ஊறுகாய். இவற்றில் பலவும், வாய்மொழிப் பரிந்துரை மட்டும் போதாத ஒரு கட்டத்தை அடைகின்றன; அடுத்த படி ஒரு சூப்பர் மார்க்கெட் அலமாரி, ஒரு குயிக்-காமர்ஸ் ஆப், அல்லது வெளிநாடுகளில் வாழும் தமிழர்களுக்குச் சேவை செய்யும் ஒரு கடை. அந்தப் படி, பேக்கேஜிங் செய்ய வேண்டிய வேலையையே மாற்றுகிறது. அது சில வினாடிகளில் முன்பின் தெரியாத ஒருவரைக் கவர வேண்டும், பல வாரப் போக்குவரத்தின்போதும் சேமிப்பின்போதும் பொருளைப் பாதுகாக்க வேண்டும், சட்டம் கோரும் தகவல்களைக் கொண்டிருக்க வேண்டும்.',
        },
        {
          type: 'p',
          text: 'ஒரு வடிவமைப்பைக்கூட வரையும் முன், உணவு மற்றும் FMCG வாடிக்கையாளர்களுடன் நாங்கள் பின்பற்றும் சரிபார்ப்புப் பட்டியல் இதோ.',
        },
        { type: 'h2', text: 'உங்கள் பேக் எங்கே விற்கப்படும் என்பதை அறிந்துகொள்ளுங்கள்' },
        {
          type: 'p',
          text: 'நெரிசலான மளிகைக் கடை அலமாரியில் உள்ள பேக், சூப்பர் மார்க்கெட் அலமாரி வரிசையில் உள்ள பேக், டெலிவரி ஆப்பில் சிறிய சதுரமாகத் தெரியும் பேக் — இவை ஒவ்வொன்றும் சந்திக்கும் சவால்கள் முற்றிலும் வேறுபட்டவை. அலமாரியில், பேக்கின் முன்பக்கத்தை இரண்டு மீட்டர் தூரத்திலிருந்தே படிக்க முடிய வேண்டும். ஆப்பில், தயாரிப்பின் புகைப்படம் பெரும்பாலும் ஒரு தபால் தலையைவிடச் சிறியதாக இருக்கும்; எனவே, அந்த அளவிலும் பெயரும் தயாரிப்பு வகையும் தெளிவாகப் படிக்கக்கூடியதாக இருக்க வேண்டும். ஏற்றுமதி வாங்குபவர்கள் ஆங்கிலத்தில் மட்டுமான லேபிள்கள், கூடுதல் மொழிகள் அல்லது குறிப்பிட்ட நாட்டுக்கான தகவல்களைக் கேட்கலாம். முதலில் உங்கள் முக்கிய விற்பனை வழியை முடிவு செய்து அதற்கேற்ப வடிவமைத்து, பின்னர் மற்ற எல்லா இடங்களிலும் அந்த பேக் பொருந்துகிறதா என்று சரிபாருங்கள்.',
        },
        { type: 'h2', text: 'முன்பக்கத்தை மூன்று வினாடிகளுக்காக வடிவமையுங்கள்' },
        {
          type: 'p',
          text: 'வாங்குபவர்கள் பேக்குகளைப் படிப்பதில்லை; மேலோட்டமாகப் பார்த்துக் கடந்துவிடுகிறார்கள். முதல் பார்வையிலேயே அவர்களுக்கு மூன்று பதில்கள் தேவை: எந்த பிராண்ட், என்ன தயாரிப்பு, ஏன் இதையே வாங்க வேண்டும். மற்றவை அனைத்தும் பின்பக்கத்திலோ பக்கவாட்டிலோ இருக்க வேண்டியவை.',
        },
        {
          type: 'ul',
          items: [
            'தயாரிப்பின் பெயரை, தேவை என்று நீங்கள் நினைப்பதைவிடப் பெரிதாக அமையுங்கள்; “தக்காளித் தொக்கு” என்ற பெயர், பிராண்ட் பெயரைவிடப் படிக்கக் கடினமாக ஒருபோதும் இருக்கக்கூடாது.',
            'ஐந்து பேட்ஜ்களில் ஐந்து சிறப்பம்சங்களை அடுக்குவதற்குப் பதிலாக, “பதப்படுத்திகள் சேர்க்கப்படவில்லை” அல்லது “கல்லில் அரைத்தது” போன்ற, வாங்குவதற்கான ஒரே காரணத்தைத் தேர்ந்தெடுத்து அதைத் தெளிவாகச் சொல்லுங்கள்.',
            'எல்லா வகைகளுக்கும் ஒரே லேஅவுட்டைப் பின்பற்றுங்கள்; அப்போது உங்கள் தயாரிப்பு வரிசை ஒரே குடும்பமாகத் தோன்றும். வகைகளை வேறுபடுத்திக் காட்ட வண்ணத்தை மாற்றுங்கள்.',
            'முடிந்த இடங்களில், ஒரு ஜன்னல் பகுதி அல்லது நேர்மையான புகைப்படம் மூலம் உண்மையான பொருளைக் காட்டுங்கள்; மிகவும் கச்சிதமாகத் தோன்றும் உணவை வாடிக்கையாளர்கள் நம்புவதில்லை.',
          ],
        },
        { type: 'h2', text: 'கட்டாயத் தகவல்களைச் சரியாகக் கொடுங்கள்' },
        {
          type: 'p',
          text: 'இந்தியாவில் விற்கப்படும், முன்கூட்டியே பேக் செய்யப்பட்ட உணவுப் பொருட்களில், FSSAI லேபிளிங் விதிமுறைகள் மற்றும் சட்டமுறை எடையளவு (பொட்டலப் பொருட்கள்) விதிகளின்படி சில அறிவிப்புகள் இடம்பெற வேண்டும். அவை இல்லையென்றால், சூப்பர் மார்க்கெட்டுகள் உங்கள் பொருளை விற்பனைக்கு ஏற்க மறுக்கலாம்; அபராதமும் விதிக்கப்படலாம். சரியான பட்டியல் தயாரிப்பைப் பொறுத்து மாறும் என்பதால், தற்போதைய விதிமுறைகளை உங்கள் உணவுப் பாதுகாப்பு ஆலோசகரிடம் எப்போதும் உறுதிசெய்துகொள்ளுங்கள். பொதுவாக இவை அடங்கும்:',
        },
        {
          type: 'ul',
          items: [
            'உணவின் பெயர், சேர்மானப் பொருட்களின் பட்டியல், ஒவ்வாமை ஏற்படுத்தக்கூடியவை பற்றிய தகவல்.',
            'ஊட்டச்சத்துத் தகவல், சைவ அல்லது அசைவக் குறியீடு.',
            'FSSAI லோகோ, உரிமம் அல்லது பதிவு எண்.',
            'நிகர அளவு, அனைத்து வரிகளும் உட்பட்ட அதிகபட்ச சில்லறை விலை, பொருந்தும் இடங்களில் அலகு விற்பனை விலை.',
            'தயாரிப்பாளர், பேக் செய்பவர் அல்லது சந்தைப்படுத்துபவரின் பெயர் மற்றும் முகவரி, நுகர்வோர் சேவைத் தொடர்பு விவரங்கள்.',
            'பேட்ச் அல்லது லாட் எண், தயாரித்த அல்லது பேக் செய்த தேதி, சிறந்த பயன்பாட்டுக் காலம் அல்லது பயன்படுத்த வேண்டிய கடைசித் தேதி.',
          ],
        },
        {
          type: 'p',
          text: 'இந்த அறிவிப்புகளுக்கான இடத்தை வடிவமைப்பின் இறுதியில் அல்ல, தொடக்கத்திலேயே ஒதுக்குகிறோம். மீதமிருக்கும் ஏதோ ஒரு மூலையில் அவற்றைத் திணிப்பதால்தான், லேபிள்களில் படிக்க முடியாத எழுத்துகளும் நிராகரிக்கப்பட்ட அச்சு மாதிரிகளும் ஏற்படுகின்றன.',
        },
        { type: 'h2', text: 'தட்பவெப்பத்துக்கும் பயணத்துக்கும் ஏற்ற பொருட்களைத் தேர்ந்தெடுங்கள்' },
        {
          type: 'p',
          text: 'கடலோர ஈரப்பதம், கோடை வெயிலில் நீண்ட சாலைப் பயணங்கள், கிடங்கு அலமாரியில் பல மாதங்கள் — இவை உணவு பேக்கேஜிங்கிற்குக் கடும் சோதனைகள். முறுக்கு, மிக்சர் போன்ற மொறுமொறுப்பான நொறுக்குத்தீனிகள், நல்ல ஈரப்பதத் தடுப்பு இல்லாவிட்டால் விரைவில் நமத்துப்போகும்; அதனால்தான் அவற்றுக்கு மெட்டலைஸ்டு லேமினேட்களும் நைட்ரஜன் நிரப்புதலும் பொதுவாகப் பயன்படுத்தப்படுகின்றன. ஊறுகாய், தொக்கு போன்ற எண்ணெய்ப் பொருட்களுக்கு, கசியாத, கறை படியாத கொள்கலன்களும் சீல்களும் தேவை; இண்டக்ஷன் சீல் கொண்ட கண்ணாடி ஜாடிகள் அல்லது உணவுத் தர PET ஜாடிகளே வழக்கமான தேர்வுகள். தூள்களும் பொடிகளும் மீண்டும் மூடக்கூடிய ஜிப் பவுச்களில் நன்றாகப் பாதுகாக்கப்படும்; வாடிக்கையாளர்களும் அவற்றையே விரும்புகிறார்கள். ஆயிரக்கணக்கான பேக்குகளுக்கு ஆர்டர் கொடுக்கும் முன், உங்கள் உண்மையான தயாரிப்பை வைத்து ஷெல்ஃப்-லைஃப் சோதனைகளைச் செய்து தருமாறு உங்கள் பேக்கேஜிங் தயாரிப்பாளரிடம் கேளுங்கள்.',
        },
        { type: 'h2', text: 'சுற்றுச்சூழல் பொறுப்பு — போலியான பசுமை வாக்குறுதிகள் இல்லாமல்' },
        {
          type: 'p',
          text: 'பேக்கேஜிங் கழிவுகள் குறித்து வாடிக்கையாளர்கள் மட்டுமல்ல, ஒழுங்குமுறை அமைப்புகளும் அதிக அக்கறை காட்டி வருகின்றன. நீங்கள் பிளாஸ்டிக் பேக்கேஜிங் பயன்படுத்தினால், பிளாஸ்டிக் கழிவு மேலாண்மை விதிகளின் கீழ் உள்ள நீட்டிக்கப்பட்ட உற்பத்தியாளர் பொறுப்புக் கடமைகள் உங்களுக்குப் பொருந்துமா என்று சரிபாருங்கள். சுற்றுச்சூழல் தொடர்பான கூற்றுகளை முன்வைக்கும்போது, குறிப்பாகவும் உண்மையாகவும் இருங்கள். “மெல்லிய பிளாஸ்டிக் உட்பூச்சு கொண்ட காகிதப் பை” என்பது நேர்மையானது; பல அடுக்கு லேமினேட்டில் “100% சுற்றுச்சூழலுக்கு உகந்தது” என்று எழுதுவது நேர்மையல்ல — விவரம் அறிந்த வாடிக்கையாளர்கள் அதைக் கவனிப்பார்கள். சில நேரங்களில், குறைந்த வெற்றிடம் கொண்ட சிறிய பேக்தான் சுற்றுச்சூழலுக்கு மிக உகந்த நடவடிக்கையாக இருக்கும்.',
        },
        { type: 'h2', text: 'அச்சிடலுக்கும் உற்பத்திக்கும் திட்டமிடுங்கள்' },
        {
          type: 'ul',
          items: [
            'அச்சிட்ட லேமினேட் பவுச்களுக்குப் பொதுவாகக் குறைந்தபட்ச ஆர்டர் அளவு அதிகம்; தொடக்கத் தொகுதிகளுக்கு, சாதாரண ரெடிமேட் பவுச்சில் ஒட்டப்படும் நன்கு வடிவமைக்கப்பட்ட ஸ்டிக்கர் லேபிளே பெரும்பாலும் புத்திசாலித்தனமான தேர்வு.',
            'சூப்பர் மார்க்கெட்டுகளையும் ஆன்லைன் சந்தைத் தளங்களையும் அணுகும் முன் GS1 பார்கோடுகளுக்குப் பதிவு செய்யுங்கள்; அவற்றில் பெரும்பாலானவை பார்கோடு கேட்கும்.',
            'அச்சிடப்பட்ட வண்ண மாதிரியைப் பார்த்த பிறகே எப்போதும் ஒப்புதல் அளியுங்கள்; திரையில் தெரியும் பிராண்ட் வண்ணங்களும், ஃபாயில் அல்லது கிராஃப்ட் காகிதத்தில் தெரியும் வண்ணங்களும் மிகவும் வேறுபடலாம்.',
            'திருத்தக்கூடிய ஆர்ட்வொர்க் கோப்புகளையும் ஓர் எளிய பதிப்புப் பதிவேட்டையும் வைத்திருங்கள்; அப்போது விலையிலோ உரிம எண்ணிலோ மாற்றம் வந்தால், மீண்டும் முதலிலிருந்து தொடங்க வேண்டியதில்லை.',
          ],
        },
        { type: 'h2', text: 'ஆயிரக்கணக்கில் அச்சிடும் முன் சோதித்துப் பாருங்கள்' },
        {
          type: 'p',
          text: 'இறுதி அச்சுக்கு முன், மாதிரி பேக்குகளை உருவாக்கி, போட்டியாளர்களின் பொருட்களுக்கு அருகில் உண்மையான அலமாரியில் வைத்துப் பார்க்கிறோம்; ஆப்பில் தெரியும் சிறிய படத்தின் அளவில் அவற்றைப் புகைப்படம் எடுக்கிறோம்; சிலவற்றைக் கூரியர் மூலம் அனுப்பி, அவை எந்த நிலையில் போய்ச் சேர்கின்றன என்று பார்க்கிறோம். இதற்கு ஒரு வாரம் ஆகும்; மீண்டும் அச்சிடும் செலவுடன் ஒப்பிட்டால் இதன் செலவு மிகக் குறைவு. உங்கள் உணவு பிராண்ட் அடுத்த அலமாரிக்குத் தயாராக இருந்தால், உங்கள் தற்போதைய பேக்கைப் பார்த்து, முதலில் எதை மாற்றுவோம் என்பதை நேர்மையாகச் சொல்ல மகிழ்ச்சியடைவோம்.',
        },
      ],
    },
  },
];
