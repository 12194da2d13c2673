/** The industry card (home grid, /industries; SPEC §2.3, §2.6): the cue after the summary. */
import { defineCopy } from '../copy.js';

export type IndustryCardCopy = { more: string };

export const industryCardCopy = defineCopy<IndustryCardCopy>({
  en: { more: 'Explore' },
  ta: { more: 'மேலும் அறிய' },
});
