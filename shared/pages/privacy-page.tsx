/** /privacy: the privacy policy as a page (the modal's no-JavaScript form, DESIGN.md). */
import { LegalDocumentView } from '../components/legal-document-view.js';
import { PageHero } from '../components/page-hero.js';
import type { PageProps } from '../routing/lazy-page.js';
import type { PrivacyData } from '../routes/privacy.js';

export default function PrivacyPage({ data: { document: privacyPolicy } }: PageProps<PrivacyData>) {
  return (
    <>
      <PageHero eyebrow="Legal" title={privacyPolicy.title} lead={<p>Last updated {privacyPolicy.updated}.</p>} />
      <div className="container prose-page">
        <LegalDocumentView document={privacyPolicy} headingLevel={2} />
      </div>
    </>
  );
}
