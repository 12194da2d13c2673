/**
 * Terms & Conditions (/terms, DESIGN.md "real text"): use of the website and the standard
 * terms of our engagements. Brand, e-mail and postal address come from the site identity.
 */
import type { LegalDocument } from '../schema.js';
import { site } from '../../site.js';

const brand = site.brand;
const email = site.email;
const postalAddress = `${brand}, ${site.address.lines.join(', ')}`;

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
};
