/**
 * The banner at the top of inner pages: eyebrow, title, lead text, optional children, and a
 * faint kolam at the right on wide screens (beside the text, never under it).
 */
import type { ReactNode } from 'react';
import { KolamArt } from './kolam-art.js';

export function PageHero({ eyebrow, title, lead, children, className }: { eyebrow?: string; title: string; lead?: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <section className={className ? `page-hero ${className}` : 'page-hero'}>
      <KolamArt figure="section" className="page-hero__kolam" weight={0.06} dotSize={0.06} />
      <div className="container page-hero__inner">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="page-hero__title">{title}</h1>
        {lead ? <div className="page-hero__lead">{lead}</div> : null}
        {children}
      </div>
    </section>
  );
}
