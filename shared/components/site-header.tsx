/**
 * Sticky header (SPEC §2.1): logo and the seven links on wide screens; on small and medium
 * screens a menu button toggles a dropdown. The dropdown is a native <details>, so it works
 * without JavaScript; with it, the menu also closes on route change, link click, outside
 * click and Escape. The logo changes at 8 px of scroll.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useUi } from '../i18n/ui-context.js';
import { usePageRoute } from '../routes/handle.js';
import { headerLinks } from '../site-links.js';
import { LanguageSwitch } from './language-switch.js';
import { LocalLink } from './local-link.js';
import { BrandMark } from './brand-mark.js';
import { CloseIcon, MenuIcon } from './icons.js';
import { scrollToTop } from './scroll-to-top.js';
import { useDismiss } from './use-dismiss.js';

export const SCROLL_THRESHOLD_PX = 8;

/**
 * The header link of the section a route belongs to ("/services" for /services/:slug), from
 * the route's pattern rather than the URL: a 404 page's header then depends on its route
 * only, so every 404 of a route is one cached page.
 */
function sectionOf(routePath: string): string | undefined {
  const section = routePath === '/' ? '/' : `/${routePath.split('/')[1] ?? ''}`;
  return headerLinks.some((to) => to === section) ? section : undefined;
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const { pathname } = useLocation();
  const { shell } = useUi();
  const section = sectionOf(usePageRoute()?.definition.path ?? '*');
  const menuRef = useRef<HTMLDetailsElement>(null);
  const buttonRef = useRef<HTMLElement>(null);
  const closeMenu = useCallback(() => {
    // Close the <details> itself too: React state may not have seen it open yet.
    if (menuRef.current) menuRef.current.open = false;
    setMenuOpen(false);
  }, []);
  useDismiss(menuRef, () => menuRef.current?.open ?? false, closeMenu, buttonRef);

  useEffect(() => closeMenu(), [pathname, closeMenu]);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY >= SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const onLinkClick = () => {
    closeMenu();
    scrollToTop();
  };

  return (
    <header className={scrolled ? 'site-header is-scrolled' : 'site-header'}>
      <div className="site-header__inner container">
        <LocalLink to="/" className="site-header__logo" onClick={scrollToTop} aria-label={shell.homeLink}>
          <BrandMark />
        </LocalLink>
        <nav className="site-nav" aria-label={shell.navLabel}>
          <ul className="site-nav__list">
            {headerLinks.map((to) => (
              <li key={to}>
                <LocalLink to={to} className="site-nav__link" aria-current={to === section ? 'page' : undefined} onClick={scrollToTop}>
                  {shell.nav[to]}
                </LocalLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className="site-header__language" />
        <details
          className="menu"
          ref={menuRef}
          open={menuOpen}
          onToggle={(event) => setMenuOpen(event.currentTarget.open)}
        >
          <summary className="menu__button" ref={buttonRef}>
            <MenuIcon className="menu__icon-open" />
            <CloseIcon className="menu__icon-close" />
            <span className="menu__label">{shell.menu}</span>
          </summary>
          <nav className="menu__panel" aria-label={shell.menuLabel}>
            <ul className="menu__list">
              {headerLinks.map((to) => (
                <li key={to}>
                  <LocalLink to={to} className="menu__link" aria-current={to === section ? 'page' : undefined} onClick={onLinkClick}>
                    {shell.nav[to]}
                  </LocalLink>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
