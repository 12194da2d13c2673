/**
 * The case-study list's search and category filter (SPEC §4, §5), as pure functions over the
 * cards the list's loader was given (shared/routes/case-studies/list.ts), so no chunk carries a
 * collection of its own.
 */
import { ALL } from './constants.js';
import type { CaseStudyCard } from './types.js';

export type CaseStudyQuery = {
  /** Case-insensitive substring of the title or the summary; blank means any. */
  q?: string;
  /** A category name; "All" or undefined means any. */
  category?: string;
};

/** Comparable text: Unicode NFC (so a Tamil letter typed in two ways matches), lower case. */
export function searchable(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/** Cards matching both the search text and the category (SPEC §5), in list order. */
export function filterCaseStudies(cards: readonly CaseStudyCard[], { q, category }: CaseStudyQuery = {}): readonly CaseStudyCard[] {
  const needle = searchable((q ?? '').trim());
  const anyCategory = category === undefined || category === ALL;
  if (needle === '' && anyCategory) return cards;
  return cards.filter(
    (card) =>
      (anyCategory || card.category === category) &&
      (needle === '' || searchable(card.title).includes(needle) || searchable(card.summary).includes(needle)),
  );
}

/** Filter options: "All", then each category present in the cards, in order of first appearance. */
export function categoriesOf(cards: readonly CaseStudyCard[]): string[] {
  return [ALL, ...new Set(cards.map((card) => card.category))];
}
