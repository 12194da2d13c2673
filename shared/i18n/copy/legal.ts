/** The privacy dialog and the legal pages' frame (the documents themselves are content records). */
import { defineCopy } from '../copy.js';

export type LegalCopy = {
  eyebrow: string;
  /** The label before the document's date: "Last updated: February 2025". */
  lastUpdated: string;
  /** The hero's sentence; `{date}` is the document's "updated" text. */
  updatedOn: string;
  closePrivacy: string;
};

export const legalCopy = defineCopy<LegalCopy>({
  en: { eyebrow: 'Legal', lastUpdated: 'Last updated', updatedOn: 'Last updated {date}.', closePrivacy: 'Close privacy policy' },
  ta: {
    eyebrow: 'சட்டத் தகவல்',
    lastUpdated: 'கடைசியாகப் புதுப்பிக்கப்பட்டது',
    updatedOn: 'கடைசியாகப் புதுப்பிக்கப்பட்டது: {date}.',
    closePrivacy: 'தனியுரிமைக் கொள்கையை மூட',
  },
});
