/**
 * The "talk to us" band at the foot of the services and industries pages: a title, a line and
 * a button to /contact, on the ink panel (client/styles/components.css, .contact-band).
 */
import { LocalLink } from './local-link.js';

export type ContactBandCopy = { title: string; text: string; button: string };

export function ContactBand({ id, copy, onSand = false }: { id: string; copy: ContactBandCopy; onSand?: boolean }) {
  const titleId = `${id}-title`;
  return (
    <section className={onSand ? 'section section--sand contact-band' : 'section contact-band'} aria-labelledby={titleId}>
      <div className="container contact-band__inner">
        <div>
          <h2 id={titleId} className="contact-band__title">
            {copy.title}
          </h2>
          <p className="contact-band__text">{copy.text}</p>
        </div>
        <LocalLink className="button button--primary" to="/contact">
          {copy.button}
        </LocalLink>
      </div>
    </section>
  );
}
