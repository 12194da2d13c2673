/**
 * The case-study gallery (SPEC §2.10, §4): one image at a time, advancing every 2000 ms with
 * wrap-around, dots to choose an image, and a click on the image opening the full-screen
 * viewer. The index goes back to 0 when the case study changes; the slideshow stops while
 * the viewer is open, while the pointer or focus is on it, when paused with its button, and
 * does not start under prefers-reduced-motion (the Play button still starts it on request).
 *
 * Server and first client render show every image, each a link to its full-size file: that
 * is the page without JavaScript. After hydration the same links become the slides.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { mediaLargestSrc } from '../content/media.js';
import type { MediaRef } from '../content/types.js';
import { useUi } from '../i18n/ui-context.js';
import { ImageViewer } from './image-viewer.js';
import { ResponsiveImage } from './responsive-image.js';

/** SPEC §9: the gallery advances every 2000 ms. */
export const GALLERY_INTERVAL_MS = 2000;

/** A copy template with its "{name}" slots filled in. */
function fillIn(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

/** False on the server and in the first client render, true once mounted in a browser. */
function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

type PlayChoice = 'auto' | 'paused' | 'playing';

export type CaseStudyGalleryProps = {
  /** The case study whose images these are: a new id starts again at the first image. */
  caseId: number;
  title: string;
  images: readonly MediaRef[];
};

export function CaseStudyGallery({ caseId, title, images }: CaseStudyGalleryProps) {
  const copy = useUi().caseStudies.gallery;
  const enhanced = useEnhanced();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const [choice, setChoice] = useState<PlayChoice>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  // A different case study (previous/next link) starts again at its first image.
  const [galleryOf, setGalleryOf] = useState(caseId);
  if (galleryOf !== caseId) {
    setGalleryOf(caseId);
    setIndex(0);
    setViewerOpen(false);
  }

  const count = images.length;
  const playing = choice === 'playing' || (choice === 'auto' && !reducedMotion);
  const running = enhanced && count > 1 && playing && !viewerOpen && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), GALLERY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running, count, caseId]);

  // Focus goes back to the image now shown (the viewer may have moved on from the one clicked).
  const restoreFocus = useRef(false);
  const closeViewer = useCallback(() => {
    restoreFocus.current = true;
    setViewerOpen(false);
  }, []);
  // Before paint, so focus is never left on <body> in the frame the viewer disappears.
  useLayoutEffect(() => {
    if (viewerOpen || !restoreFocus.current) return;
    restoreFocus.current = false;
    rootRef.current?.querySelector<HTMLAnchorElement>('.gallery__slide.is-active .gallery__link')?.focus();
  }, [viewerOpen]);

  const openViewer = (event: MouseEvent<HTMLAnchorElement>, slide: number) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setIndex(slide);
    setViewerOpen(true);
  };

  return (
    <div
      ref={rootRef}
      className={enhanced && count > 1 ? 'gallery is-enhanced' : enhanced ? 'gallery is-enhanced is-single' : 'gallery'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <ul className="gallery__slides">
        {images.map((image, slide) => (
          <li key={image.src} className={slide === index ? 'gallery__slide is-active' : 'gallery__slide'}>
            <a
              href={mediaLargestSrc(image)}
              className="gallery__link"
              onClick={(event) => openViewer(event, slide)}
              aria-haspopup={enhanced ? 'dialog' : undefined}
            >
              <ResponsiveImage image={image} sizes="(min-width: 1040px) 960px, calc(100vw - 3rem)" className="gallery__image" />
              <span className="visually-hidden">{` ${enhanced ? copy.openFullScreen : copy.fullSize}`}</span>
            </a>
          </li>
        ))}
      </ul>

      {enhanced && count > 1 ? (
        <div className="gallery__controls">
          <button
            type="button"
            className="gallery__play"
            onClick={() => setChoice(playing ? 'paused' : 'playing')}
            aria-label={playing ? copy.pause : copy.play}
          >
            <span className={playing ? 'gallery__play-icon is-pause' : 'gallery__play-icon is-play'} aria-hidden="true" />
          </button>
          <ul className="gallery__dots">
            {images.map((image, slide) => (
              <li key={image.src}>
                <button
                  type="button"
                  className="gallery__dot"
                  aria-label={fillIn(copy.showImage, { n: slide + 1, count })}
                  aria-current={slide === index ? 'true' : undefined}
                  onClick={() => setIndex(slide)}
                />
              </li>
            ))}
          </ul>
          <p className="gallery__counter" aria-hidden="true">
            {index + 1} / {count}
          </p>
        </div>
      ) : null}

      {viewerOpen ? <ImageViewer images={images} index={index} onIndexChange={setIndex} onClose={closeViewer} label={fillIn(copy.viewerLabel, { title })} /> : null}
    </div>
  );
}
