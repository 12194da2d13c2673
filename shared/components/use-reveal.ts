/**
 * Reveal-once for a group of cards (SPEC §2.3 teaser): with JavaScript and motion allowed,
 * the group is "armed" (hidden by CSS) after mount while off screen, and revealed once when
 * it scrolls into view; CSS staggers the items (0.1 s × index, 0.6 s each). Without
 * JavaScript, or under reduced motion, nothing is ever hidden.
 */
import { useEffect, useRef, useState } from 'react';

export function useRevealOnce<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<'static' | 'armed' | 'revealed'>('static');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const rect = element.getBoundingClientRect();
    // Already on screen at load: show it as it is rather than hide and replay.
    if (rect.top < window.innerHeight && rect.bottom > 0) return;
    setState('armed');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState('revealed');
      },
      { threshold: 0.15 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const className = state === 'static' ? '' : state === 'armed' ? 'reveal-group' : 'reveal-group is-revealed';
  return { ref, className };
}
