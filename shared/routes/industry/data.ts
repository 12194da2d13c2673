/** What /industries/{slug} shows (build only): one file per industry, with the slugs its pills link to. */
import { definePageData, type PageDataOf } from '../../../scripts/content/page-data.js';
import { industryCopy } from './copy.js';

const data = definePageData({
  each: (c) => Object.fromEntries(c.industries.map((industry) => [industry.slug, { copy: industryCopy[c.lang], industry, industries: c.industries.map(({ slug }) => ({ slug })) }])),
});
export default data;
export type IndustryFile = PageDataOf<typeof data>;
