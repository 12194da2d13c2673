/** Route changes scroll instantly to the top (SPEC §2.1); hash-only changes do not. */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    scrollToTop();
  }, [pathname]);
  return null;
}
