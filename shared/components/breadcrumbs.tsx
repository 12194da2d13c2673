/**
 * The trail above every page below the home page: Home › section › record, the last step the
 * page itself (aria-current). The same trail is the page's BreadcrumbList in JSON-LD
 * (shared/routes/route-objects.tsx makes both from the route's `breadcrumb`), so what a crawler
 * reads is what a visitor sees. The separators are drawn by the stylesheet, not written.
 */
import type { ShellCopy } from '../i18n/copy/shell.js';
import { useUi } from '../i18n/ui-context.js';
import type { BreadcrumbPlace, Crumb } from '../routes/define.js';
import { LocalLink } from './local-link.js';

/** A page's trail: Home, its section, and on a record's page the record at `path` (the page's language-neutral path). */
export function breadcrumbTrail<D>(place: BreadcrumbPlace<D>, data: D, path: string, shell: ShellCopy): Crumb[] {
  const trail: Crumb[] = [
    { name: shell.nav['/'], path: '/' },
    { name: shell.breadcrumb.sections[place.section], path: place.section },
  ];
  if (place.name) trail.push({ name: place.name(data), path });
  return trail;
}

export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { shell } = useUi();
  return (
    <nav className="breadcrumbs" aria-label={shell.breadcrumb.label}>
      <ol className="container breadcrumbs__list">
        {trail.map((crumb, index) => (
          <li key={crumb.path} className="breadcrumbs__item">
            <LocalLink to={crumb.path} className="breadcrumbs__link" aria-current={index === trail.length - 1 ? 'page' : undefined}>
              {crumb.name}
            </LocalLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
