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
  },
  {
    question: 'How do you price your projects?',
    answer:
      'It depends on the kind of work. Projects with a clear scope, such as a brand identity or a website, are priced as a fixed project fee. Smaller or open-ended tasks can be billed at an hourly rate, and ongoing work such as social media or campaign management runs on a monthly retainer.\nEvery quote is given in writing before we start and lists what is included, the number of revision rounds and the payment schedule. GST is added as applicable.',
  },
  {
    question: 'How long does a project take?',
    answer:
      'A brand identity usually takes 4-6 weeks from the kick-off meeting to the final files, and a website usually takes 8-12 weeks, depending on the number of pages, the features and how soon the content is ready.\nPackaging, app and marketing timelines vary with the scope. Your proposal includes a dated schedule, and prompt feedback from your side is the biggest factor in keeping to it.',
  },
  {
    question: 'Do you work with clients outside India?',
    answer:
      'Yes. Alongside clients across Tamil Nadu and the rest of India, we work with businesses abroad, including Tamil-owned businesses in Singapore, Malaysia, the Gulf, the UK and North America.\nWe meet over video calls, share work through online review links and schedule calls to overlap with your working hours. Quotes can be given in Indian rupees or US dollars, and payment is made by international bank transfer.',
  },
  {
    question: 'How do I get started?',
    answer:
      'Send us a message through the contact form on this page, or call us on one of the numbers listed here during business hours. A few lines about your business and what you need are enough.\nWe reply within 24 hours to arrange a free 30-minute discovery call. After the call we send a written proposal with the scope, timeline and price. Once you approve it and the advance is paid, we schedule the kick-off meeting and the work begins.',
  },
];
