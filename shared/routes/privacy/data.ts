/** What /privacy shows (build only): the privacy policy, from content/legal/privacy.<lang>.md. */
import { definePageData, type PageDataOf } from '../../../scripts/content/page-data.js';
import { privacyCopy } from './copy.js';

const data = definePageData({ one: (c) => ({ copy: privacyCopy[c.lang], document: c.privacyPolicy }) });
export default data;
export type PrivacyFile = PageDataOf<typeof data>;
