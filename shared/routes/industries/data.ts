/** What /industries shows (build only): the six industry cards. */
import type { Industry } from '../../content/types.js';
import { definePageData, type PageDataOf } from '../../../scripts/content/page-data.js';
import { industriesCopy } from './copy.js';

/** What an industry card shows (home grid, /industries). */
export function industryCard({ id, slug, name, title, summary, image, items }: Industry) {
  return { id, slug, name, title, summary, image, items };
}

const data = definePageData({ one: (c) => ({ copy: industriesCopy[c.lang], industries: c.industries.map(industryCard) }) });
export default data;
export type IndustriesFile = PageDataOf<typeof data>;
