/**
 * A row of pill links that switch between sibling pages (services, industries). Plain links,
 * so they work without JavaScript; NavLink marks the current page with aria-current="page",
 * which the shared .pill styles highlight.
 */
import { LocalNavLink } from './local-link.js';

export type PillNavItem = { to: string; label: string };

export function PillNav({ label, items, className }: { label: string; items: readonly PillNavItem[]; className?: string }) {
  return (
    <nav className={className ? `pill-nav ${className}` : 'pill-nav'} aria-label={label}>
      <ul className="pill-row pill-nav__list">
        {items.map((item) => (
          <li key={item.to}>
            <LocalNavLink className="pill" to={item.to} end>
              {item.label}
            </LocalNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
