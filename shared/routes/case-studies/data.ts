/** What /case-studies shows (build only): every case study's card (the route's loader picks the ones a URL shows: ./list.ts). */
import { categoriesOf } from '../../content/case-study-search.js';
import { definePageData, type PageDataOf } from '../../../scripts/content/page-data.js';
import { caseStudiesCopy } from './copy.js';

const data = definePageData({ one: (c) => ({ copy: caseStudiesCopy[c.lang], cards: c.caseStudyCards, categories: categoriesOf(c.caseStudyCards) }) });
export default data;
export type CaseStudiesFile = PageDataOf<typeof data>;
