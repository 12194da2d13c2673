/** Sizes shared by the build (page-content.ts) and the routes that load its chunks. */

/** Case-study pages are written in groups of this many, by id (1–10, 11–20, …). */
export const CASE_STUDY_GROUP_SIZE = 10;

/** How many case studies the home teaser shows (SPEC §2.3). */
export const TEASER_SIZE = 5;
