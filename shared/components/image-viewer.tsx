/**
 * Full-screen image viewer (SPEC §2.10): a modal <dialog> showing one image of a list, with
 * previous/next arrows that wrap around. showModal() makes the rest of the page inert (focus
 * stays inside); Escape, the × button and a click anywhere on the dark area (around the
 * image, beside a narrow one, the caption: anything but the image and the buttons) close it;
 * the arrow keys step through the images. The opener restores focus in `onClose`. Its labels
 * are in the page's language (useUi().caseStudies.viewer).
 *
 * Closing asks the owner to unmount the viewer directly (not through the dialog's "close"
 * event, which arrives a task later), so the viewer is gone and focus is back in the page in
 * the same render as the key press or click; the "close" event stays as a fallback for
 * close requests the browser handles itself.
 */
import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import type { MediaRef } from '../content/types.js';
import { useUi } from '../i18n/ui-context.js';
import { ArrowIcon, CloseIcon } from './icons.js';
import { ResponsiveImage } from './responsive-image.js';

export type ImageViewerProps = {
  images: readonly MediaRef[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Names the dialog, e.g. "Gallery: Rebranding a filter-coffee roaster". */
  label: string;
};

export function ImageViewer({ images, index, onIndexChange, onClose, label }: ImageViewerProps) {
  const copy = useUi().caseStudies.viewer;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Whether the press that ends in a click began on the dark area (see onClick).
  const pressedOutside = useRef(false);
  const count = images.length;
  const image = images[index] ?? images[0];

  // A layout effect: the viewer is modal and focused from its first painted frame.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    }
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [onClose]);

  const step = (delta: number) => onIndexChange((index + delta + count) % count);
  const close = () => onClose();

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'Home') onIndexChange(0);
    else if (event.key === 'End') onIndexChange(count - 1);
    else if (event.key === 'Escape') close();
    else return;
    event.preventDefault();
  };
  // The dialog fills the screen; a click anywhere on it but the image and the buttons closes
  // it: the backdrop, the stage, and the figure's bands beside an image narrower than the
  // screen. A press that began on the image or a button (a drag off it) does not count.
  const onDarkArea = (target: EventTarget) => !(target instanceof Element && target.closest('img, button'));
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOutside.current = onDarkArea(event.target);
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const fromPointer = event.detail > 0;
    if (onDarkArea(event.target) && (!fromPointer || pressedOutside.current)) close();
  };

  if (!image) return null;
  return (
    <dialog
      ref={dialogRef}
      className="viewer"
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onClick={onClick}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <button ref={closeRef} type="button" className="viewer__close" onClick={close} aria-label={copy.close}>
        <CloseIcon />
      </button>
      <div className="viewer__stage">
        {count > 1 ? (
          <button type="button" className="viewer__arrow viewer__arrow--prev" onClick={() => step(-1)} aria-label={copy.previous}>
            <ArrowIcon />
          </button>
        ) : null}
        <figure className="viewer__figure">
          <ResponsiveImage key={image.src} image={image} sizes="100vw" loading="eager" className="viewer__image" />
          <figcaption className="viewer__caption" aria-live="polite">
            <span className="viewer__counter">
              {index + 1} / {count}
            </span>{' '}
            {image.alt}
          </figcaption>
        </figure>
        {count > 1 ? (
          <button type="button" className="viewer__arrow viewer__arrow--next" onClick={() => step(1)} aria-label={copy.next}>
            <ArrowIcon />
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
