/**
 * A sentence of copy with one element inside it: "I agree to the {link} and …" with the link
 * put where "{link}" stands, so each language places it where its grammar wants it.
 */
import { Fragment, type ReactNode } from 'react';

export function withSlot(template: string, slot: string, node: ReactNode): ReactNode {
  const marker = `{${slot}}`;
  const at = template.indexOf(marker);
  if (at < 0) return template;
  return (
    <Fragment>
      {template.slice(0, at)}
      {node}
      {template.slice(at + marker.length)}
    </Fragment>
  );
}
