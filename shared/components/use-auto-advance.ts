/**
 * Auto-moving content that a visitor can stop (WCAG 2.2.2): it advances every `intervalMs`
 * while not paused by the pause button, by hover, or by keyboard focus inside `ref`, and not
 * at all under reduced motion until the visitor presses play.
 *
 * The play/pause button itself (marked `data-autoplay-toggle`) never holds the carousel:
 * pressing Play with the pointer or focus still on it must start the motion at once. Focus
 * holds only when it is keyboard focus (:focus-visible), so a mouse click on a dot or an
 * arrow does not leave the carousel stopped while the button still reads "Pause".
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useReducedMotion } from './use-reduced-motion.js';

export type AutoAdvance = {
  /** The visitor's choice: the pause/play button. */
  playing: boolean;
  togglePlaying: () => void;
  /** Hover or focus inside is holding it still. */
  held: boolean;
};

export function useAutoAdvance(ref: RefObject<HTMLElement | null>, intervalMs: number, onTick: () => void, enabled = true): AutoAdvance {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<boolean | undefined>(undefined);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const tick = useRef(onTick);
  tick.current = onTick;
  const playing = choice ?? !reducedMotion;
  const held = hovered || focused;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onToggle = (target: EventTarget | null) => target instanceof Element && target.closest('[data-autoplay-toggle]') !== null;
    const over = (event: PointerEvent) => setHovered(!onToggle(event.target));
    const leave = () => setHovered(false);
    const focusIn = (event: FocusEvent) => {
      const target = event.target;
      setFocused(target instanceof Element && !onToggle(target) && target.matches(':focus-visible'));
    };
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node) || !element.contains(event.relatedTarget)) setFocused(false);
    };
    element.addEventListener('pointerover', over);
    element.addEventListener('pointerleave', leave);
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('pointerover', over);
      element.removeEventListener('pointerleave', leave);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, [ref]);

  useEffect(() => {
    if (!enabled || !playing || held) return;
    const id = window.setInterval(() => tick.current(), intervalMs);
    return () => window.clearInterval(id);
  }, [enabled, playing, held, intervalMs]);

  const togglePlaying = useCallback(() => setChoice(!playing), [playing]);
  return { playing, togglePlaying, held };
}
