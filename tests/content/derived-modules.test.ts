/** The build's derived card modules match the content they are derived from. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { caseStudyTeaser, industryCards, serviceCards } from '../../shared/content/cards.js';
import { caseStudyCards } from '../../shared/content/case-studies.js';
import { derivedModules } from '../../shared/content/derived-modules.js';
import { industries } from '../../shared/content/industries.js';
import { services } from '../../shared/content/services.js';
import { siteContent } from '../../shared/content/validate.js';

describe('derived card modules', () => {
  it.each(derivedModules(siteContent()).map((module) => [module.path, module.source]))('%s is up to date (run the build if not)', (path, source) => {
    expect(readFileSync(path, 'utf8')).toBe(source);
  });

  it('carry the card fields only', () => {
    expect(serviceCards.map((card) => card.slug)).toEqual(services.map((service) => service.slug));
    expect(serviceCards.every((card) => !('deliverables' in card) && !('process' in card))).toBe(true);
    expect(industryCards.map((card) => card.slug)).toEqual(industries.map((industry) => industry.slug));
    expect(industryCards.every((card) => !('challenges' in card))).toBe(true);
    expect(caseStudyTeaser).toEqual(caseStudyCards.slice(0, 5));
  });
});
