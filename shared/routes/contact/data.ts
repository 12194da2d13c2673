/** What /contact shows (build only): its text, the FAQ and the hero image. */
import { definePageData, type PageDataOf } from '../../../scripts/content/page-data.js';
import { contactCopy } from './copy.js';

const data = definePageData({ one: (c) => ({ copy: contactCopy[c.lang], faq: c.faq, heroImage: c.pageImages.contactHero }) });
export default data;
export type ContactFile = PageDataOf<typeof data>;
