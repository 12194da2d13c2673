/** Solution cards (SPEC §2.8) and their category filter. */
import { ALL, solutionCategoryNames, type SolutionCategory } from './constants.js';
import { solutionsPart1 } from './data/solutions/part-1.js';
import { solutionsPart2 } from './data/solutions/part-2.js';
import type { Solution } from './schema.js';

export const solutions: readonly Solution[] = [...solutionsPart1, ...solutionsPart2];

export type SolutionFilter = typeof ALL | SolutionCategory;

/** Filter buttons in order: "All" then the five categories. */
export const solutionFilters: readonly SolutionFilter[] = [ALL, ...solutionCategoryNames];

export function isSolutionFilter(value: string): value is SolutionFilter {
  return solutionFilters.some((filter) => filter === value);
}

/** Cards of one category; "All" (or no category) gives every card. An unknown category gives none. */
export function listSolutions(category?: string): readonly Solution[] {
  if (category === undefined || category === ALL) return solutions;
  return solutions.filter((solution) => solution.category === category);
}
