/** The banner at the top of inner pages: eyebrow, title, lead text, optional children. */
import type { ReactNode } from 'react';

export function PageHero({ eyebrow, title, lead, children, className }: { eyebrow?: string; title: string; lead?: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <section className={className ? `page-hero ${className}` : 'page-hero'}>
      <div className="container page-hero__inner">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="page-hero__title">{title}</h1>
        {lead ? <div className="page-hero__lead">{lead}</div> : null}
        {children}
      </div>
    </section>
  );
}
