/**
 * Modal dialog with the privacy policy. A native <dialog> opened with showModal(): the rest
 * of the page is inert (focus stays inside), Escape closes it, and the provider returns
 * focus to the control that opened it. A click on the backdrop closes it too.
 */
import { use, useEffect, useRef } from 'react';
import type { Lang } from '../i18n/lang.js';
import { readDataFile } from '../routes/data-source.js';
import { dataFilePath } from '../routes/define.js';
import type { PrivacyFile } from '../routes/privacy/data.js';
import { useLang, useUi } from '../i18n/ui-context.js';
import { CloseIcon } from './icons.js';
import { LegalDocumentView } from './legal-document-view.js';

/** The /privacy page's data file in a language, fetched on the dialog's first opening. */
const policies = new Map<Lang, Promise<PrivacyFile>>();
function policyIn(lang: Lang): Promise<PrivacyFile> {
  let policy = policies.get(lang);
  if (!policy) {
    policy = readDataFile<PrivacyFile>(dataFilePath(lang, 'privacy'));
    policies.set(lang, policy);
  }
  return policy;
}

export default function PrivacyDialog({ onClose }: { onClose: () => void }) {
  const lang = useLang();
  const { legal } = useUi();
  // The policy in the page's language: the /privacy page's data file (fetched on first open).
  const { document: privacyPolicy } = use(policyIn(lang));
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby="privacy-dialog-title"
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="modal__body">
        <div className="modal__header">
          <h2 id="privacy-dialog-title" className="modal__title">
            {privacyPolicy.title}
          </h2>
          <button type="button" className="icon-button modal__close" onClick={() => ref.current?.close()} aria-label={legal.closePrivacy}>
            <CloseIcon />
          </button>
        </div>
        <LegalDocumentView document={privacyPolicy} headingLevel={3} />
      </div>
    </dialog>
  );
}
