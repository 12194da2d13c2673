/**
 * Links to the site's own pages, in the document's language: `to="/services"` leads to
 * /services on an English page and /ta/services on a Tamil one. Pages and components write
 * language-neutral paths and use these instead of react-router's Link and NavLink.
 */
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { useLocalize } from '../i18n/ui-context.js';

export function LocalLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  return <Link to={useLocalize()(to)} {...props} />;
}

export function LocalNavLink({ to, ...props }: Omit<NavLinkProps, 'to'> & { to: string }) {
  return <NavLink to={useLocalize()(to)} {...props} />;
}
