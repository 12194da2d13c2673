/**
 * Card-sized slices of the content for pages that show cards only (the home page): the
 * service and industry cards and the first case studies, without detail-page fields.
 * Derived by the build (shared/content/derived-modules.ts).
 */
import { caseStudyTeaserData } from './generated/case-study-teaser.js';
import { industryCardData } from './generated/industry-cards.js';
import { serviceCardData } from './generated/service-cards.js';
import type { CaseStudyCard, IndustryCardData, ServiceCardData } from './schema.js';

export const serviceCards: readonly ServiceCardData[] = serviceCardData;
export const industryCards: readonly IndustryCardData[] = industryCardData;
/** The first case studies in list order: the home teaser (SPEC §2.3). */
export const caseStudyTeaser: readonly CaseStudyCard[] = caseStudyTeaserData;
