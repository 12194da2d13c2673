/** /terms: Terms & Conditions, in the page's language (the hero's frame text is copy/legal.ts, shared with the privacy dialog). */
import { LegalDocumentView } from '../../components/legal-document-view.js';
import { PageHero } from '../../components/page-hero.js';
import { useUi } from '../../i18n/ui-context.js';
import type { PageProps } from '../define.js';
import type { TermsData } from './route.js';

export default function TermsPage({ data: { document: terms } }: PageProps<TermsData>) {
  const { legal } = useUi();
  return (
    <>
      <PageHero eyebrow={legal.eyebrow} title={terms.title} lead={<p>{legal.updatedOn.replace('{date}', terms.updated)}</p>} />
      <div className="container prose-page">
        <LegalDocumentView document={terms} headingLevel={2} />
      </div>
    </>
  );
}
