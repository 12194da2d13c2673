/** What /services shows (build only): the service cards. */
import type { Service } from '../../content/types.js';
import { definePageData, type PageDataOf } from '../../../scripts/content/page-data.js';
import { servicesCopy } from './copy.js';

/** What a service card shows (home grid, /services): the record without its detail-page fields. */
export function serviceCard({ slug, title, summary, icon, tags, buttonText }: Service) {
  return icon === undefined ? { slug, title, summary, tags, buttonText } : { slug, title, summary, icon, tags, buttonText };
}

const data = definePageData({ one: (c) => ({ copy: servicesCopy[c.lang], services: c.services.map(serviceCard) }) });
export default data;
export type ServicesFile = PageDataOf<typeof data>;
