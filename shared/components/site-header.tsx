/**
 * Sticky header (SPEC §2.1): logo and the seven links on wide screens; on small and medium
 * screens a menu button toggles a dropdown. The dropdown is a native <details>, so it works
 * without JavaScript; with it, the menu also closes on route change, link click, outside
 * click and Escape. The logo changes at 8 px of scroll.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { headerLinks } from '../routes.js';
import { BrandMark } from './brand-mark.js';
import { CloseIcon, MenuIcon } from './icons.js';
import { scrollToTop } from './scroll-to-top.js';
import { useDismiss } from './use-dismiss.js';

export const SCROLL_THRESHOLD_PX = 8;

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const { pathname } = useLocation();
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
        <Link to="/" className="site-header__logo" onClick={scrollToTop} aria-label="Kolam Studio home">
          <BrandMark />
        </Link>
        <nav className="site-nav" aria-label="Main">
          <ul className="site-nav__list">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className="site-nav__link" onClick={scrollToTop}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <details
          className="menu"
          ref={menuRef}
          open={menuOpen}
          onToggle={(event) => setMenuOpen(event.currentTarget.open)}
        >
          <summary className="menu__button" ref={buttonRef}>
            <MenuIcon className="menu__icon-open" />
            <CloseIcon className="menu__icon-close" />
            <span className="menu__label">Menu</span>
          </summary>
          <nav className="menu__panel" aria-label="Menu">
            <ul className="menu__list">
              {headerLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} className="menu__link" onClick={onLinkClick}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
