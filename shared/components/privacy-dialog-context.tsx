/**
 * The Privacy Policy modal (SPEC §2.1): opened from the footer and from the contact form.
 * Its text lives in a lazy chunk, fetched on first open. Links to /privacy, so without
 * JavaScript (or with a modifier key) the full page opens instead.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocalize, useUi } from '../i18n/ui-context.js';

const PrivacyDialog = lazy(() => import('./privacy-dialog.js'));

type OpenPrivacy = (opener: HTMLElement | null) => void;
const PrivacyContext = createContext<OpenPrivacy>(() => undefined);

export function PrivacyDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);
  const openDialog = useCallback<OpenPrivacy>((opener) => {
    openerRef.current = opener;
    setOpen(true);
  }, []);
  const onClose = useCallback(() => {
    setOpen(false);
    openerRef.current?.focus();
  }, []);
  return (
    <PrivacyContext.Provider value={openDialog}>
      {children}
      {open ? (
        <Suspense fallback={null}>
          <PrivacyDialog onClose={onClose} />
        </Suspense>
      ) : null}
    </PrivacyContext.Provider>
  );
}

/** A link to /privacy that opens the modal when JavaScript runs. */
export function PrivacyPolicyLink({ className, children }: { className?: string; children?: ReactNode }) {
  const openDialog = useContext(PrivacyContext);
  const localize = useLocalize();
  const { shell } = useUi();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    openDialog(event.currentTarget);
  };
  return (
    <a href={localize('/privacy')} className={className} onClick={onClick} aria-haspopup="dialog">
      {children ?? shell.footer.privacy}
    </a>
  );
}
