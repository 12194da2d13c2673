/** /terms: Terms & Conditions. */
import { LegalDocumentView } from '../components/legal-document-view.js';
import { PageHero } from '../components/page-hero.js';
import { PageMeta } from '../components/page-meta.js';
import { terms } from '../content/legal.js';

export default function TermsPage() {
  return (
    <>
      <PageMeta
        title="Terms & Conditions"
        description="The terms that apply to using the Kolam Studio website and to our quotes, projects and payments."
        path="/terms"
        keywords={['terms and conditions', 'agency terms']}
      />
      <PageHero eyebrow="Legal" title={terms.title} lead={<p>Last updated {terms.updated}.</p>} />
      <div className="container prose-page">
        <LegalDocumentView document={terms} headingLevel={2} />
      </div>
    </>
  );
}
