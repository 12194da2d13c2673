/**
 * Route changes scroll instantly to the top (SPEC §2.1); hash-only changes do not, and neither
 * does hydration: the first page keeps the browser's own position (a reload, an #anchor, or the
 * field the contact page focuses after a form post).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    scrollToTop();
  }, [pathname]);
  return null;
}
