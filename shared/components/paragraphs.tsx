/**
 * A text whose line breaks start new paragraphs: one <p> per line, so each gets the
 * paragraph spacing instead of running into the next (content "p" blocks, legal intros).
 */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text.split('\n').map((line, index) => (
        <p key={index} className={className}>
          {line}
        </p>
      ))}
    </>
  );
}
