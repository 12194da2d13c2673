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
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and similar technologies',
      paragraphs: [
        'We do not use advertising, tracking or analytics cookies on this website. The website stores one small setting in your browser’s session storage so that the opening animation plays only once per visit. It contains no personal data and is deleted when you close the browser tab.',
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
        'service providers who host our website, store our files and deliver our e-mail, under contracts that allow them to use the data only on our instructions and require them to keep it secure;',
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
        'Enquiries that do not lead to an engagement are kept for up to 24 months from our last contact with you, and then deleted.',
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
        `To exercise any of these rights, write to us at ${email}. We may ask you to confirm your identity before acting on a request, and we will respond within 30 days. If you are not satisfied with our response, you may complain to the Data Protection Board of India once it begins functioning under the DPDP Act.`,
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
};
