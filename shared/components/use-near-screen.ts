/**
 * Whether an element has come within `margin` of the screen (once true, stays true). False
 * on the server and in the first client render, so hydration matches the server's HTML; a
 * browser without IntersectionObserver gets true after mount.
 */
import { useEffect, useRef, useState } from 'react';

export function useNearScreen<T extends Element>(margin: string) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') return void setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, near]);
  return { ref, near };
}
