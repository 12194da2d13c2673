/** Industries (SPEC §2.6–2.7): the list in display order, a lookup by slug and short labels. */
import type { IndustrySlug } from './constants.js';
import { industryData, industryNames } from './data/industries.js';
import type { Industry } from './schema.js';

export const industries: readonly Industry[] = industryData;

/** Short label per slug ("Healthcare"), for pills, footer links and "{client} | {industry}". */
export const industryLabels: Readonly<Record<IndustrySlug, string>> = industryNames;

export function getIndustry(slug: string): Industry | undefined {
  return industries.find((industry) => industry.slug === slug);
}
