/** /industries/{slug} (SPEC §2.7): the page's own text in English and Tamil (the page moves to it as it is translated). */
import { defineCopy } from '../../copy.js';

export type IndustryCopy = { meta: { keyword: string } };

export const industryCopy = defineCopy<IndustryCopy>({
  en: { meta: { keyword: 'industry solutions' } },
  ta: { meta: { keyword: 'துறைசார் தீர்வுகள்' } },
});
