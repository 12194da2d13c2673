/**
 * The contact page FAQ (SPEC §2.12) as native <details>: readable and operable without
 * JavaScript. One open at a time (DESIGN.md): the shared `name` does it natively in current
 * browsers, and the toggle handler does it where `name` is not supported.
 */
import { useRef, type SyntheticEvent } from 'react';
import type { FaqItem } from '../content/types.js';

export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const listRef = useRef<HTMLDivElement>(null);

  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    for (const other of listRef.current?.querySelectorAll('details') ?? []) {
      if (other !== opened && other.open) other.open = false;
    }
  };

  return (
    <div className="faq-list" ref={listRef}>
      {items.map((item) => (
        <details key={item.question} className="faq-list__item" name="contact-faq" onToggle={onToggle}>
          <summary className="faq-list__question">
            <span>{item.question}</span>
            <span className="faq-list__marker" aria-hidden="true" />
          </summary>
          <div className="faq-list__answer">
            {item.answer.split('\n').map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
