/**
 * The case-study list's view of a URL (SPEC §4, §5, §9): which cards `?q=&category=&shown=`
 * shows. The route's loader runs it on the server and, after a change of the query, in the
 * browser (over the data file fetched once), so a page carries only the cards it shows.
 */
import { ALL } from '../../content/constants.js';
import { filterCaseStudies } from '../../content/case-study-search.js';
import type { CaseStudyCard } from '../../content/types.js';
import type { CaseStudiesFile } from './data.js';

/** SPEC §9: the list starts with 12 cards and "Show 12 more" adds 12. */
export const PAGE_SIZE = 12;

export type CaseStudyListState = { q: string; category: string; shown: number };

/**
 * Read the list state from a query string. Bad values fall back instead of failing: an
 * unknown category means All; `shown` must be a whole number, at least one page (smaller or
 * malformed values give 12) and is capped at the number of matches when it is used.
 */
export function caseStudyListState(params: URLSearchParams, categories: readonly string[]): CaseStudyListState {
  const q = params.get('q') ?? '';
  const rawCategory = params.get('category');
  const category = rawCategory !== null && categories.includes(rawCategory) ? rawCategory : ALL;
  const rawShown = params.get('shown') ?? '';
  const shown = /^\d{1,6}$/.test(rawShown) ? Math.max(PAGE_SIZE, Number(rawShown)) : PAGE_SIZE;
  return { q, category, shown };
}

/** What the page shows for a URL: the matching cards up to `shown`, how many match, and the next card's id. */
export type CaseStudyListView = Omit<CaseStudiesFile, 'cards'> & {
  cards: readonly CaseStudyCard[];
  /** How many case studies match the search and category. */
  total: number;
  /** The first card "Show 12 more" adds (its link opens there without JavaScript). */
  nextId: number | null;
  /** The first case study's cover, the page's link-preview art whatever the search. */
  cover: CaseStudyCard['image'] | undefined;
};

export function caseStudyListView({ cards: all, ...file }: CaseStudiesFile, search: URLSearchParams): CaseStudyListView {
  const state = caseStudyListState(search, file.categories);
  const matches = filterCaseStudies(all, state);
  const visible = Math.min(state.shown, matches.length);
  return { ...file, cards: matches.slice(0, visible), total: matches.length, nextId: matches[visible]?.id ?? null, cover: all[0]?.image };
}
