/**
 * Floating social button (SPEC §2.1), fixed bottom right. A native <details>, so it opens
 * without JavaScript; with it, an outside click or Escape closes the list.
 */
import { useCallback, useRef, useState } from 'react';
import { site } from '../site.js';
import { CloseIcon, ShareIcon, SocialIcon } from './icons.js';
import { useDismiss } from './use-dismiss.js';

export function SocialFab() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDetailsElement>(null);
  const buttonRef = useRef<HTMLElement>(null);
  const close = useCallback(() => {
    if (ref.current) ref.current.open = false;
    setOpen(false);
  }, []);
  useDismiss(ref, () => ref.current?.open ?? false, close, buttonRef);
  return (
    // A named landmark, so its links are not stray content outside every region.
    <aside className="social-fab" aria-label="Social media">
      <details className="social-fab__details" ref={ref} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="social-fab__button" ref={buttonRef} aria-label="Follow or chat with us">
          <ShareIcon className="social-fab__icon-open" />
          <CloseIcon className="social-fab__icon-close" />
        </summary>
        <ul className="social-fab__list">
          {site.floatingSocials.map((social) => (
            <li key={social.name}>
              <a href={social.href} className="social-fab__link" rel="noopener noreferrer" target="_blank">
                <SocialIcon name={social.name} />
                <span className="social-fab__label">{social.name === 'WhatsApp' ? 'Chat on WhatsApp' : social.name}</span>
              </a>
            </li>
          ))}
        </ul>
      </details>
    </aside>
  );
}
