/** What /project shows (build only): the gallery's images. */
import { definePageData, type PageDataOf } from '../../../scripts/content/page-data.js';
import { projectCopy } from './copy.js';

const data = definePageData({ one: (c) => ({ copy: projectCopy[c.lang], images: c.gallery }) });
export default data;
export type ProjectFile = PageDataOf<typeof data>;
