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
      alt: 'Kolam-pattern illustration for the article "One Year, One Plan: Our ₹50,000 Marketing Package for Growing Businesses"',
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
      alt: 'Kolam-pattern illustration for the article "Designing a Bilingual Identity: Tamil and English, Side by Side"',
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
      alt: 'Kolam-pattern illustration for the article "Packaging for Tamil Nadu Food Brands: From Home Kitchen to Supermarket Shelf"',
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
  },
];
