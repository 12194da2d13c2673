/**
 * The /project lightbox (SPEC §2.15): one gallery image shown large over the dimmed gallery,
 * with its title, a × close link, previous/next links (wrapping) and a backdrop that closes.
 *
 * Every control is a real link (/project, /project?image=<id>), so the server-rendered view
 * works without JavaScript. The server renders a non-modal <dialog open>; after hydration
 * (and on every client-side open) an effect turns it into a modal with showModal(), so the
 * page behind is inert and focus moves in. Escape, ← and → are handled on keydown; the
 * native "close" event is not used, because the route, not the element, owns the state.
 */
import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { Link } from 'react-router';
import type { GalleryImage } from '../content/types.js';
import { useLocalize, useUi } from '../i18n/ui-context.js';
import { ArrowIcon, CloseIcon } from './icons.js';
import { ResponsiveImage } from './responsive-image.js';

export type LightboxProps = {
  image: GalleryImage;
  /** 1-based position and total, for "3 / 24". */
  position: number;
  total: number;
  prevHref: string;
  nextHref: string;
  closeHref: string;
  /** History state passed along when stepping, so close still knows where the visitor came from. */
  linkState?: unknown;
  onClose: () => void;
  onStep: (direction: -1 | 1) => void;
};

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function Lightbox({ image, position, total, prevHref, nextHref, closeHref, linkState, onClose, onStep }: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLAnchorElement>(null);
  const copy = useUi().gallery;
  const localize = useLocalize();

  // Become modal once mounted in the browser: the server's <dialog open> is non-modal.
  // Layout effects (here and for the keys): the lightbox is never painted without its focus
  // and keyboard handling, even when it opens in a router transition.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (dialog.open && !dialog.matches(':modal')) dialog.close();
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
  }, []);

  // Keys are read while the lightbox is open, wherever focus is inside it.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Escape') {
        // Cancelling the keydown stops the dialog's own close request: the route closes it.
        event.preventDefault();
        onClose();
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        onStep(event.key === 'ArrowLeft' ? -1 : 1);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose, onStep]);

  const closeOnClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className="lightbox"
      open
      aria-labelledby="lightbox-title"
      aria-describedby="lightbox-position"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {/* The backdrop: a click anywhere outside the picture closes it (mouse only; keyboard has × and Escape). */}
      <Link className="lightbox__backdrop" to={localize(closeHref)} onClick={closeOnClick} tabIndex={-1} aria-hidden="true" />
      <Link ref={closeRef} className="lightbox__close" to={localize(closeHref)} onClick={closeOnClick} aria-label={copy.close}>
        <CloseIcon />
      </Link>
      <figure className="lightbox__figure" key={image.id}>
        <ResponsiveImage image={image.image} sizes="(min-width: 1200px) 1100px, 92vw" loading="eager" className="lightbox__image" />
        <figcaption className="lightbox__caption">
          <h2 id="lightbox-title" className="lightbox__title">
            {image.title}
          </h2>
          <p id="lightbox-position" className="lightbox__position">
            {copy.position.replace('{position}', String(position)).replace('{total}', String(total))}
          </p>
        </figcaption>
      </figure>
      <Link className="lightbox__nav lightbox__nav--prev" to={localize(prevHref)} replace state={linkState} aria-label={copy.previous}>
        <ArrowIcon />
      </Link>
      <Link className="lightbox__nav lightbox__nav--next" to={localize(nextHref)} replace state={linkState} aria-label={copy.next}>
        <ArrowIcon />
      </Link>
    </dialog>
  );
}
