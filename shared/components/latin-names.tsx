/**
 * Text that may carry names in Latin script, such as a case study's client line
 * ("Kaveri Filter Coffee Works, கும்பகோணம்"). On a Tamil page each Latin-script run is marked
 * lang="en", so screen readers say the name in English and the Tamil in Tamil; English
 * text is written as it is.
 */
import { useLang } from '../i18n/ui-context.js';

/** A run of Latin-script words (with the punctuation names use inside them), or anything else. */
const LATIN_RUN = /([A-Za-z][A-Za-z0-9.'’&-]*(?:\s+[A-Za-z0-9][A-Za-z0-9.'’&-]*)*)/;

export function LatinNames({ text }: { text: string }) {
  const lang = useLang();
  if (lang === 'en') return <>{text}</>;
  return (
    <>
      {text.split(LATIN_RUN).map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} lang="en">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
