/** /privacy: the privacy policy as a page (the modal's no-JavaScript form, DESIGN.md), in the page's language; the hero's frame text is copy/legal.ts, shared with the dialog. */
import { LegalDocumentView } from '../../components/legal-document-view.js';
import { PageHero } from '../../components/page-hero.js';
import { useUi } from '../../i18n/ui-context.js';
import type { PageProps } from '../define.js';
import type { PrivacyData } from './route.js';

export default function PrivacyPage({ data: { document: privacyPolicy } }: PageProps<PrivacyData>) {
  const { legal } = useUi();
  return (
    <>
      <PageHero eyebrow={legal.eyebrow} title={privacyPolicy.title} lead={<p>{legal.updatedOn.replace('{date}', privacyPolicy.updated)}</p>} />
      <div className="container prose-page">
        <LegalDocumentView document={privacyPolicy} headingLevel={2} />
      </div>
    </>
  );
}
