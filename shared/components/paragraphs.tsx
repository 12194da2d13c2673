/** A text whose single line breaks are kept as <br> (content "p" blocks may contain them). */
import { Fragment } from 'react';

export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const lines = text.split('\n');
  return (
    <p className={className}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  );
}
