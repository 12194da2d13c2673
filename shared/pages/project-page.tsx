/**
 * /project (SPEC §2.15): the masonry gallery of project images and its lightbox.
 *
 * The open image lives in the URL (/project?image=<id>), read with useSearchParams during
 * render, so the server renders the same view the browser hydrates: without JavaScript it is
 * a page of its own with close and previous/next links; with JavaScript the same links are
 * router navigations. Opening from the gallery pushes one history entry, stepping replaces
 * it, and closing steps back, so the Back button closes the lightbox instead of reopening it.
 * The route (shared/routes/project.ts) reads ?image=; an unknown id is its 404.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Lightbox } from '../components/lightbox.js';
import { LocalLink } from '../components/local-link.js';
import { fromGalleryState, galleryImageHref, MasonryGallery } from '../components/masonry-gallery.js';
import { PageHero } from '../components/page-hero.js';
import type { GalleryImage } from '../content/types.js';
import { useLocalize } from '../i18n/ui-context.js';
import { parseId } from '../parse-id.js';
import type { PageProps } from '../routing/lazy-page.js';
import type { ProjectData } from '../routes/project.js';

function openedFromGallery(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'lightbox' in state && state.lightbox === fromGalleryState.lightbox;
}

/** The ?image= id of the current URL, read in event handlers (never during render). */
function imageIdInAddressBar(): number | undefined {
  return parseId(new URLSearchParams(window.location.search).get('image') ?? undefined);
}

/** The image `index` steps away, wrapping around both ends. */
function imageAt(images: readonly GalleryImage[], index: number): GalleryImage | undefined {
  const count = images.length;
  return images[((index % count) + count) % count];
}

export default function ProjectPage({ data: { images, selectedIndex, copy } }: PageProps<ProjectData>) {
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalize();
  const listRef = useRef<HTMLUListElement>(null);

  const selected = selectedIndex >= 0 ? images[selectedIndex] : undefined;
  const prev = imageAt(images, selectedIndex - 1);
  const next = imageAt(images, selectedIndex + 1);
  const fromGallery = openedFromGallery(location.state);

  // One close per open: a second Escape before the route changes must not step back twice.
  const closing = useRef(false);
  // Which thumbnail gets focus back when the lightbox closes: the image shown when the
  // visitor closed it (read from the address bar, which is ahead of React's last render),
  // else the last one rendered (closed with the browser's Back button).
  const closedOn = useRef<number | undefined>(undefined);
  const lastShown = useRef<number | undefined>(undefined);
  const close = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    closedOn.current = imageIdInAddressBar();
    if (fromGallery) navigate(-1);
    else navigate(localize('/project'), { replace: true });
  }, [fromGallery, navigate, localize]);

  // Read the open image from the address bar, not from this render: a second arrow key can
  // arrive before React has rendered the first step.
  const step = useCallback(
    (direction: -1 | 1) => {
      const shown = imageIdInAddressBar();
      const current = images.findIndex((item) => item.id === shown);
      const target = current < 0 ? undefined : imageAt(images, current + direction);
      if (target) navigate(localize(galleryImageHref(target.id)), { replace: true, state: location.state });
    },
    [images, navigate, localize, location.state],
  );

  // Before paint, so focus is never left on <body> in the frame the lightbox disappears.
  useLayoutEffect(() => {
    if (selected) {
      lastShown.current = selected.id;
      return;
    }
    closing.current = false;
    const id = closedOn.current ?? lastShown.current;
    closedOn.current = undefined;
    lastShown.current = undefined;
    if (id !== undefined) listRef.current?.querySelector<HTMLElement>(`[data-gallery-id="${id}"]`)?.focus();
  }, [selected]);

  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={<p>{copy.hero.lead}</p>} />
      {selected && prev && next ? (
        <Lightbox
          image={selected}
          position={selectedIndex + 1}
          total={images.length}
          prevHref={galleryImageHref(prev.id)}
          nextHref={galleryImageHref(next.id)}
          closeHref="/project"
          linkState={location.state}
          onClose={close}
          onStep={step}
        />
      ) : null}
      <div className="project-content" inert={selected ? true : undefined}>
        <section className="section project-gallery" aria-labelledby="project-gallery-title">
          <div className="container">
            <h2 id="project-gallery-title" className="visually-hidden">
              {copy.galleryTitle}
            </h2>
            <MasonryGallery images={images} selectedId={selected?.id} listRef={listRef} />
          </div>
        </section>
        <section className="section section--ink project-cta">
          <div className="container project-cta__inner">
            <div>
              <h2 className="project-cta__title">{copy.cta.title}</h2>
              <p className="project-cta__text">{copy.cta.text}</p>
            </div>
            <p className="project-cta__actions">
              <LocalLink className="button button--light" to="/contact">
                {copy.cta.start}
              </LocalLink>
              <LocalLink className="button project-cta__secondary" to="/case-studies">
                {copy.cta.caseStudies}
              </LocalLink>
            </p>
          </div>
        </section>
      </div>
    </>
  );
}
