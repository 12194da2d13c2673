/**
 * The catalogue's not-found text (SPEC §8) inside the normal layout, in the page's language,
 * for a URL whose route found no record (or no route at all). The server has already
 * answered 404; the page is kept out of indexes and has no canonical link (it is not the
 * page of any URL).
 */
import { useUi } from '../i18n/ui-context.js';
import type { NotFoundRoute } from '../routes/define.js';
import { LocalLink } from './local-link.js';
import { PageMeta } from './page-meta.js';

export function NotFoundMessage({ route = { copy: 'page', backTo: '/' } }: { route?: NotFoundRoute }) {
  const { message, text, backLabel } = useUi().shell.notFound[route.copy];
  return (
    <section className="not-found container">
      <PageMeta title={message.replace(/\.$/, '')} description={message} noindex />
      <h1 className="not-found__title">{message}</h1>
      <p>{text}</p>
      <p>
        <LocalLink className="button button--primary" to={route.backTo}>
          {backLabel}
        </LocalLink>
      </p>
    </section>
  );
}
