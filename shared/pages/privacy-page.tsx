/** /privacy: the privacy policy as a page (the modal's no-JavaScript form, DESIGN.md). */
import { LegalDocumentView } from '../components/legal-document-view.js';
import { PageHero } from '../components/page-hero.js';
import { PageMeta } from '../components/page-meta.js';
import { privacyPolicy } from '../content/legal.js';

export default function PrivacyPage() {
  return (
    <>
      <PageMeta
        title="Privacy Policy"
        description="How Kolam Studio collects, uses, shares and protects the personal data you send us through this website."
        path="/privacy"
        keywords={['privacy policy', 'personal data', 'DPDP Act']}
      />
      <PageHero eyebrow="Legal" title={privacyPolicy.title} lead={<p>Last updated {privacyPolicy.updated}.</p>} />
      <div className="container prose-page">
        <LegalDocumentView document={privacyPolicy} headingLevel={2} />
      </div>
    </>
  );
}
