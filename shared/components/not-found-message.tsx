/**
 * The catalogue's not-found text (SPEC §8) inside the normal layout. The server has
 * already answered 404 for the URL; this only renders what the visitor reads.
 */
import { Link } from 'react-router-dom';
import { PageMeta } from './page-meta.js';

export function NotFoundMessage({ message, path, backTo, backLabel }: { message: string; path: string; backTo: string; backLabel: string }) {
  return (
    <section className="not-found container">
      <PageMeta title={message.replace(/\.$/, '')} description={message} path={path} noindex />
      <h1 className="not-found__title">{message}</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p>
        <Link className="button button--primary" to={backTo}>
          {backLabel}
        </Link>
      </p>
    </section>
  );
}
