/** What /terms shows (build only): the terms, from content/legal/terms.<lang>.md. */
import { definePageData, type PageDataOf } from '../../../scripts/content/page-data.js';
import { termsCopy } from './copy.js';

const data = definePageData({ one: (c) => ({ copy: termsCopy[c.lang], document: c.terms }) });
export default data;
export type TermsFile = PageDataOf<typeof data>;
