/**
 * Floating social button (SPEC §2.1), fixed bottom right. A native <details>, so it opens
 * without JavaScript; with it, an outside click or Escape closes the list.
 */
import { useCallback, useRef, useState } from 'react';
import { useUi } from '../i18n/ui-context.js';
import { site } from '../site.js';
import { CloseIcon, ShareIcon, SocialIcon } from './icons.js';
import { useDismiss } from './use-dismiss.js';

export function SocialFab() {
  const { social } = useUi().shell;
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
    <aside className="social-fab" aria-label={social.label}>
      <details className="social-fab__details" ref={ref} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="social-fab__button" ref={buttonRef} aria-label={social.button}>
          <ShareIcon className="social-fab__icon-open" />
          <CloseIcon className="social-fab__icon-close" />
        </summary>
        <ul className="social-fab__list">
          {site.floatingSocials.map((link) => (
            <li key={link.name}>
              <a href={link.href} className="social-fab__link" rel="noopener noreferrer" target="_blank">
                <SocialIcon name={link.name} />
                {link.name === 'WhatsApp' ? (
                  <span className="social-fab__label">{social.whatsapp}</span>
                ) : (
                  <span className="social-fab__label" lang="en">
                    {link.name}
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </aside>
  );
}
