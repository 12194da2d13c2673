/**
 * The catalogue's not-found text (SPEC §8) inside the normal layout, for a URL whose route
 * found no record (or no route at all). The server has already answered 404; the page is
 * kept out of indexes and has no canonical link (it is not the page of any URL).
 */
import { Link } from 'react-router';
import type { NotFoundText } from '../routing/route.js';
import { PageMeta } from './page-meta.js';

export function NotFoundMessage({ message, text, backTo, backLabel }: NotFoundText) {
  return (
    <section className="not-found container">
      <PageMeta title={message.replace(/\.$/, '')} description={message} noindex />
      <h1 className="not-found__title">{message}</h1>
      <p>{text}</p>
      <p>
        <Link className="button button--primary" to={backTo}>
          {backLabel}
        </Link>
      </p>
    </section>
  );
}
