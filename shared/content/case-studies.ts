/**
 * Case-study cards (no bodies) and the list queries (SPEC §2.9, §4, §5): search, category
 * filter, categories, previous/next, over the English records (build, server and tests;
 * pages get their language's cards from their content chunk, shared/content/page-content.ts).
 */
import { categoriesOf, filterCaseStudies, type CaseStudyQuery } from './case-study-search.js';
import { caseStudies } from './case-study-details.js';
import type { CaseStudyCard } from './schema.js';

/** Every case study without its body and its Tamil, in list order. */
export const caseStudyCards: readonly CaseStudyCard[] = caseStudies.map(({ content: _content, ta: _ta, ...card }) => card);

export type { CaseStudyQuery };

/** Cards matching both the search text and the category (SPEC §5), in list order. */
export function listCaseStudies(query: CaseStudyQuery = {}): readonly CaseStudyCard[] {
  return filterCaseStudies(caseStudyCards, query);
}

export function getCaseStudyCard(id: number): CaseStudyCard | undefined {
  return caseStudyCards.find((card) => card.id === id);
}

/** The cards before and after `id` in list order: no previous on the first, no next on the last. */
export function getCaseStudyNeighbours(id: number): { previous?: CaseStudyCard; next?: CaseStudyCard } {
  const index = caseStudyCards.findIndex((card) => card.id === id);
  if (index === -1) return {};
  return { previous: caseStudyCards[index - 1], next: caseStudyCards[index + 1] };
}

/** Filter options: "All", then each category present in the data, in order of first appearance. */
export function caseStudyCategories(): string[] {
  return categoriesOf(caseStudyCards);
}
