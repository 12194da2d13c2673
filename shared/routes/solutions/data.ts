/** What /solutions shows (build only): every solution card and the category filters. */
import { ALL, solutionCategoryNames } from '../../content/constants.js';
import { definePageData, type PageDataOf } from '../../../scripts/content/page-data.js';
import { solutionsCopy } from './copy.js';

const data = definePageData({ one: (c) => ({ copy: solutionsCopy[c.lang], solutions: c.solutions, categories: [ALL, ...solutionCategoryNames] }) });
export default data;
export type SolutionsFile = PageDataOf<typeof data>;
