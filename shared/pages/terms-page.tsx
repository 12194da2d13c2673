/** /terms: Terms & Conditions. */
import { LegalDocumentView } from '../components/legal-document-view.js';
import { PageHero } from '../components/page-hero.js';
import type { PageProps } from '../routing/lazy-page.js';
import type { TermsData } from '../routes/terms.js';

export default function TermsPage({ data: { document: terms } }: PageProps<TermsData>) {
  return (
    <>
      <PageHero eyebrow="Legal" title={terms.title} lead={<p>Last updated {terms.updated}.</p>} />
      <div className="container prose-page">
        <LegalDocumentView document={terms} headingLevel={2} />
      </div>
    </>
  );
}
