/**
 * A full-width hero over a background slideshow (/learn, SPEC §2.14: 5 images, 3000 ms).
 *
 * The server renders the first image as the visible one; after hydration an effect starts the
 * timer unless the visitor prefers reduced motion (then the first image stays). The show holds
 * while the pointer is over the hero or focus is inside it, and a Pause/Play button stops it
 * for good. The button appears only once the show can move: without JavaScript or with reduced
 * motion there is nothing to pause. Pressing Play also lifts a hold from hovering or focus, so
 * the show moves at once even though the pointer is still over the button. Its label is
 * interface text in the page's language (useUi().learn.slideshow).
 *
 * Every slide is in the HTML, but until the show can move (`is-moving`) only the first is laid
 * out: the others' lazy images are not fetched, so the first slide, the page's largest paint,
 * has the link to itself, and a visitor with reduced motion never downloads images that would
 * never be shown. Once hydrated, the others load while the first interval runs. (Without
 * JavaScript a browser loads every image at once: the HTML standard turns lazy loading off
 * when scripting is disabled.)
 */
import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import type { MediaRef } from '../content/types.js';
import { useUi } from '../i18n/ui-context.js';
import { ResponsiveImage } from './responsive-image.js';

export function HeroSlideshow({
  slides,
  intervalMs,
  className,
  labelledBy,
  children,
}: {
  slides: readonly MediaRef[];
  intervalMs: number;
  className?: string;
  labelledBy: string;
  children: ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const [canMove, setCanMove] = useState(false);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const controlRef = useRef<HTMLButtonElement>(null);
  const labels = useUi().learn.slideshow;

  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => {
      setCanMove(!reduced.matches);
      if (reduced.matches) setIndex(0);
    };
    update();
    reduced.addEventListener('change', update);
    return () => reduced.removeEventListener('change', update);
  }, []);

  const running = canMove && !paused && !hovered && !focused && slides.length > 1;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % slides.length), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs, slides.length]);

  // Focus on the Pause/Play button itself does not hold the show: pressing Play must play.
  const onFocus = (event: FocusEvent) => setFocused(event.target !== controlRef.current);
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next) || next === controlRef.current) setFocused(false);
  };

  return (
    <section
      className={['hero-slideshow', canMove ? 'is-moving' : '', className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="hero-slideshow__slides">
        {slides.map((slide, slideIndex) => (
          <div
            key={slide.src}
            className={slideIndex === index ? 'hero-slideshow__slide is-active' : 'hero-slideshow__slide'}
            aria-hidden={slideIndex === index ? undefined : true}
          >
            <ResponsiveImage
              image={slide}
              sizes="100vw"
              loading={slideIndex === 0 ? 'eager' : 'lazy'}
              fetchPriority={slideIndex === 0 ? 'high' : undefined}
              className="hero-slideshow__image"
            />
          </div>
        ))}
      </div>
      <div className="hero-slideshow__content">{children}</div>
      <div className="container hero-slideshow__controls">
        <ol className="hero-slideshow__dots" aria-hidden="true">
          {slides.map((slide, slideIndex) => (
            <li key={slide.src} className={slideIndex === index ? 'hero-slideshow__dot is-active' : 'hero-slideshow__dot'} />
          ))}
        </ol>
        {canMove ? (
          <button
            ref={controlRef}
            type="button"
            className="hero-slideshow__toggle"
            onClick={() => {
              setPaused((value) => !value);
              setHovered(false);
            }}
          >
            {paused ? <PlayGlyph /> : <PauseGlyph />}
            <span>{paused ? labels.play : labels.pause}</span>
          </button>
        ) : null}
      </div>
    </section>
  );
}

function PauseGlyph() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />
    </svg>
  );
}
