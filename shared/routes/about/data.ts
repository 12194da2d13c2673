/** What /about shows (build only). */
import { definePageData, type PageDataOf } from '../../../scripts/content/page-data.js';
import { aboutCopy } from './copy.js';

const data = definePageData({ one: (c) => ({ copy: aboutCopy[c.lang], heroImage: c.pageImages.aboutHero, storyImage: c.pageImages.aboutStory }) });
export default data;
export type AboutFile = PageDataOf<typeof data>;
