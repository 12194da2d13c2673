/**
 * Projects carousel (SPEC §2.3, §4, §9): 6 posters visible (3 on small screens), the start
 * index advances by one every 1500 ms around all posters with a 0.8 s transition, and the
 * row can be dragged within ±200 px. Clicking a poster or "View All Projects" opens /project.
 *
 * Every tile has the same height and its poster's own proportions (a 300×180 poster gets a
 * landscape tile), so no poster is cropped. Without JavaScript it is a horizontally
 * scrollable row of every poster. With JavaScript it is a sliding track whose tile height
 * makes `PROJECTS_VISIBLE` posters of average proportions fill the window; the track moves by
 * the widths of the posters before the first one shown. The first posters are repeated at the
 * end so the window wraps from the last to the first without rewinding.
 *
 * The window's layout is the stylesheet's, keyed on html[data-js] (set in <head> by the app
 * loader) and the generated average ratio, so it is in place from the first paint: hydration
 * adds the controls, the repeated posters and the track's position, and lays none of the 171
 * tiles out again (switching the layout at hydration cost a 45 ms layout on a fast machine).
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { posterRatioText } from '../content/poster-ratio.js';
import type { Poster } from '../content/types.js';
import { useUi } from '../i18n/ui-context.js';
import { ArrowIcon } from './icons.js';
import { LocalLink } from './local-link.js';
import { ResponsiveImage } from './responsive-image.js';
import { useAutoAdvance } from './use-auto-advance.js';
import { useMounted } from './use-reduced-motion.js';

export const PROJECTS_INTERVAL_MS = 1500;
export const PROJECTS_VISIBLE = 6;
export const DRAG_LIMIT_PX = 200;
/**
 * With JavaScript, the tiles drawn from the first paint; the stylesheet (the rule generated
 * into shared/content/generated/carousels.css) keeps the others out of the layout until the
 * track comes within DRAW_AHEAD tiles of them, so the first layout of the home page does not
 * lay out 171 posters of which three to six are in view.
 */
export const PROJECTS_FIRST_DRAWN = 12;
const DRAW_AHEAD = 4;
const DRAG_THRESHOLD_PX = 6;

function useVisibleCount(): number {
  const [count, setCount] = useState(PROJECTS_VISIBLE);
  useEffect(() => {
    const query = window.matchMedia('(min-width: 1024px)');
    const update = () => setCount(query.matches ? PROJECTS_VISIBLE : 3);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return count;
}

/** Width over height of a poster's art. */
function ratioOf(poster: Poster): number {
  return poster.image.width / poster.image.height;
}

/**
 * The `sizes` of a poster: a tile of average proportions is drawn 184 px wide at 1280 px
 * (six in the window), about a quarter of a 375 px phone (three); a poster's tile is wider or
 * narrower by its proportions over the average.
 */
function posterSizes(ratio: number, averageRatio: number): string {
  const scale = ratio / averageRatio;
  const vw = (n: number) => `${(n * scale).toFixed(1)}vw`;
  return `(min-width: 1280px) ${Math.round(184 * scale)}px, (min-width: 1024px) ${vw(14.4)}, (min-width: 768px) ${vw(29)}, ${vw(25)}`;
}

/** A poster link's name from the copy's template ("Project {id}: {alt}. View all projects"). */
function posterLabel(template: string, poster: Poster): string {
  return template.replace('{id}', String(poster.id)).replace('{alt}', () => poster.image.alt);
}

export function ProjectsCarousel({ posters }: { posters: readonly Poster[] }) {
  const copy = useUi().homeComponents;
  const enhanced = useMounted();
  const total = posters.length;
  const regionRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const visibleCount = useVisibleCount();
  // position runs 0..total; `total` shows the repeated first poster and snaps back to 0.
  const [position, setPosition] = useState(0);
  const [instant, setInstant] = useState(false);
  const pending = useRef<number | null>(null);
  const [drag, setDrag] = useState(0);
  const pointer = useRef<{ id: number; x: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  const start = position % total;
  // How many tiles are drawn: it only grows (a step back to the end draws them all).
  const [drawn, setDrawn] = useState(PROJECTS_FIRST_DRAWN);
  const needed = position + visibleCount + DRAW_AHEAD;
  if (enhanced && needed > drawn) setDrawn(needed);
  // offsets[i]: the summed proportions of the posters before slide i (slides repeat the first ones).
  const { offsets, averageRatio } = useMemo(() => {
    const ratios = [...posters, ...posters.slice(0, PROJECTS_VISIBLE)].map(ratioOf);
    const sums = [0];
    for (const ratio of ratios) sums.push((sums[sums.length - 1] ?? 0) + ratio);
    // The generated stylesheet rule's own number, so the track moves by the tiles' drawn widths.
    return { offsets: sums, averageRatio: Number(posterRatioText(posters)) };
  }, [posters]);

  const next = useCallback(() => {
    setPosition((p) => {
      if (p < total) return p + 1;
      // Still on the repeated first poster: jump to the real one, then slide on.
      pending.current = 1;
      setInstant(true);
      return 0;
    });
  }, [total]);

  const previous = useCallback(() => {
    setPosition((p) => {
      if (p > 0) return p - 1;
      pending.current = total - 1;
      setInstant(true);
      return total;
    });
  }, [total]);

  // After an instant jump, re-enable the transition on the next frame and continue.
  useEffect(() => {
    if (!instant) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        setInstant(false);
        if (pending.current !== null) {
          const target = pending.current;
          pending.current = null;
          setPosition(target);
        }
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [instant]);

  const auto = useAutoAdvance(regionRef, PROJECTS_INTERVAL_MS, next, enhanced && drag === 0);

  const onTransitionEnd = () => {
    if (position === total) {
      setInstant(true);
      setPosition(0);
    }
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    pointer.current = { id: event.pointerId, x: event.clientX, moved: false };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const state = pointer.current;
    if (!state || state.id !== event.pointerId) return;
    const dx = event.clientX - state.x;
    if (!state.moved && Math.abs(dx) < DRAG_THRESHOLD_PX) return;
    if (!state.moved) {
      state.moved = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setDrag(Math.max(-DRAG_LIMIT_PX, Math.min(DRAG_LIMIT_PX, dx)));
  };
  const endDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    const state = pointer.current;
    pointer.current = null;
    if (!state?.moved) return;
    suppressClick.current = true;
    const slot = (viewportRef.current?.clientWidth ?? 600) / visibleCount;
    const steps = Math.round(-drag / slot) || (Math.abs(drag) > slot / 4 ? -Math.sign(drag) : 0);
    setDrag(0);
    for (let i = 0; i < Math.abs(steps); i++) (steps > 0 ? next : previous)();
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  };

  const slides = enhanced ? [...posters, ...posters.slice(0, PROJECTS_VISIBLE)] : posters;
  const isVisible = (index: number) => index >= position && index < position + visibleCount;

  return (
    <section
      ref={regionRef}
      className="projects"
      aria-roledescription={copy.carousel}
      aria-labelledby="projects-title"
      data-start={start}
    >
      <div className="container projects__header">
        <div>
          <p className="eyebrow">{copy.projects.eyebrow}</p>
          <h2 id="projects-title">{copy.projects.title}</h2>
        </div>
        {enhanced ? (
          <div className="carousel-controls">
            <button type="button" className="carousel-controls__button" onClick={previous} aria-label={copy.projects.previous}>
              <ArrowIcon className="icon--flip" />
            </button>
            <button type="button" className="carousel-controls__button" onClick={auto.togglePlaying} data-autoplay-toggle="" aria-label={auto.playing ? copy.projects.pause : copy.projects.play}>
              <span aria-hidden="true">{auto.playing ? '❚❚' : '▶'}</span>
            </button>
            <button type="button" className="carousel-controls__button" onClick={next} aria-label={copy.projects.next}>
              <ArrowIcon />
            </button>
          </div>
        ) : null}
      </div>
      <div
        ref={viewportRef}
        className="projects__viewport"
        onPointerDown={enhanced ? onPointerDown : undefined}
        onPointerMove={enhanced ? onPointerMove : undefined}
        onPointerUp={enhanced ? endDrag : undefined}
        onPointerCancel={enhanced ? endDrag : undefined}
        onClickCapture={(event) => {
          if (!suppressClick.current) return;
          suppressClick.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
        onDragStart={(event) => event.preventDefault()}
      >
        <ul
          className={instant || drag !== 0 ? 'projects__track is-instant' : 'projects__track'}
          style={enhanced ? { transform: `translateX(calc(${-(offsets[position] ?? 0).toFixed(4)} * var(--projects-tile-height) - ${position} * var(--projects-gap) + ${drag}px))` } : undefined}
          onTransitionEnd={enhanced ? onTransitionEnd : undefined}
          aria-live="off"
        >
          {slides.map((poster, index) => {
            const repeated = index >= total;
            return (
              <ProjectSlide
                key={repeated ? `repeat-${poster.id}` : poster.id}
                poster={poster}
                label={posterLabel(copy.projects.posterLink, poster)}
                sizes={posterSizes(ratioOf(poster), averageRatio)}
                outOfView={repeated || (enhanced && !isVisible(index))}
                drawnLate={enhanced && index >= PROJECTS_FIRST_DRAWN && index < drawn}
              />
            );
          })}
        </ul>
      </div>
      <p className="container projects__more">
        <LocalLink to="/project" className="button button--secondary">
          {copy.projects.viewAll}
        </LocalLink>
      </p>
    </section>
  );
}

/**
 * One poster tile. Memoised: each step of the carousel changes only the tiles entering and
 * leaving the window, so the other 170 are not rendered again every 1.5 s.
 */
const ProjectSlide = memo(function ProjectSlide({ poster, label, sizes, outOfView, drawnLate }: { poster: Poster; label: string; sizes: string; outOfView: boolean; drawnLate: boolean }) {
  return (
    <li className={drawnLate ? 'projects__item is-drawn' : 'projects__item'} aria-hidden={outOfView ? true : undefined}>
      <LocalLink to="/project" className="projects__link" tabIndex={outOfView ? -1 : undefined} aria-label={label}>
        <ResponsiveImage image={poster.image} sizes={sizes} loading="lazy" className="projects__image" />
      </LocalLink>
    </li>
  );
});
