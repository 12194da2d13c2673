/** The text of a legal document (privacy policy, terms): used by the modal and the pages. */
import type { LegalDocument } from '../content/schema.js';
import { Paragraphs } from './paragraphs.js';
import { useUi } from '../i18n/ui-context.js';

export function LegalDocumentView({ document, headingLevel }: { document: LegalDocument; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { legal } = useUi();
  return (
    <div className="legal">
      <p className="legal__updated">{`${legal.lastUpdated}: ${document.updated}`}</p>
      <Paragraphs text={document.intro} />
      {document.sections.map((section) => (
        <section key={section.id} className="legal__section" aria-labelledby={`legal-${section.id}`}>
          <Heading id={`legal-${section.id}`}>{section.heading}</Heading>
          {section.paragraphs.map((paragraph, index) => (
            <Paragraphs key={index} text={paragraph} />
          ))}
          {section.items ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
