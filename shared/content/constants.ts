/**
 * The closed sets of values content uses (SPEC §3), as `as const` unions.
 *
 * They live apart from schema.ts so pages can import them without pulling zod into the
 * client bundle (schema.ts re-exports them under the same names).
 */

export const serviceSlugs = ['branding', 'packaging', 'web-development', 'app-development', 'marketing', 'personal-brand'] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

export const industrySlugs = ['education', 'government', 'health', 'business', 'travel', 'consumer'] as const;
export type IndustrySlug = (typeof industrySlugs)[number];

export const caseStudyCategoryNames = [
  'Branding',
  'Event Branding',
  'Business Development',
  'Digital Marketing',
  'Packaging Design',
  'Creative Design',
  'Logo Design',
  'Website',
  'Personal Branding',
] as const;
export type CaseStudyCategory = (typeof caseStudyCategoryNames)[number];

export const solutionCategoryNames = [
  'Brand & Creative',
  'Digital Marketing',
  'Packaging',
  'Web & App Development',
  'Personal Branding',
] as const;
export type SolutionCategory = (typeof solutionCategoryNames)[number];

export const serviceIconKeys = ['palette', 'package', 'code', 'smartphone', 'megaphone', 'user-star'] as const;
export type ServiceIconKey = (typeof serviceIconKeys)[number];

/** The filter value meaning "no filter" on the solutions and case-study lists. */
export const ALL = 'All';

/** Days of the week, Monday first (opening hours in content/site.yaml). */
export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof weekdays)[number];
