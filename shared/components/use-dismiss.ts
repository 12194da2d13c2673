/**
 * Close an open popup (menu, social list) on a click outside `ref` or on Escape.
 * Escape returns focus to `returnFocus` when given, so keyboard users are not lost.
 * The listeners stay registered and ask `isOpen()` (the DOM's own state for a <details>),
 * so an Escape pressed right after opening is never missed while React catches up.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  isOpen: () => boolean,
  close: () => void,
  returnFocus?: RefObject<HTMLElement | null>,
): void {
  const latest = useRef({ isOpen, close });
  latest.current = { isOpen, close };
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!latest.current.isOpen()) return;
      if (ref.current && event.target instanceof Node && !ref.current.contains(event.target)) latest.current.close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !latest.current.isOpen()) return;
      latest.current.close();
      returnFocus?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, returnFocus]);
}
