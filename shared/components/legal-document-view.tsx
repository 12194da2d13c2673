/** The text of a legal document (privacy policy, terms): used by the modal and the pages. */
import type { LegalDocument } from '../content/types.js';
import { useUi } from '../i18n/ui-context.js';
import { MarkdownBody } from './markdown-body.js';

export function LegalDocumentView({ document, headingLevel }: { document: LegalDocument; headingLevel: 2 | 3 }) {
  const { legal } = useUi();
  return (
    <div className="legal">
      <p className="legal__updated">{`${legal.lastUpdated}: ${document.updated}`}</p>
      <MarkdownBody body={document.body} headingsBelow={headingLevel === 3} />
    </div>
  );
}
