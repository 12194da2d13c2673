/** What /services/{slug} shows (build only): one file per service, with the slugs its pills link to. */
import { definePageData, type PageDataOf } from '../../../scripts/content/page-data.js';
import { serviceCopy } from './copy.js';

const data = definePageData({
  each: (c) => Object.fromEntries(c.services.map((service) => [service.slug, { copy: serviceCopy[c.lang], service, services: c.services.map(({ slug }) => ({ slug })) }])),
});
export default data;
export type ServiceFile = PageDataOf<typeof data>;
