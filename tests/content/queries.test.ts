/** Query helpers: search + category (SPEC §5), neighbours and categories (SPEC §4), filters, lookups. */
import { describe, expect, it } from 'vitest';
import { blogPosts, getBlogPost } from '../../shared/content/blog.js';
import {
  caseStudyCards,
  caseStudyCategories,
  getCaseStudyCard,
  getCaseStudyNeighbours,
  listCaseStudies,
} from '../../shared/content/case-studies.js';
import { getCaseStudy, getCaseStudyGallery } from '../../shared/content/case-study-details.js';
import { getGalleryImage } from '../../shared/content/gallery.js';
import { getIndustry } from '../../shared/content/industries.js';
import { getService } from '../../shared/content/services.js';
import { listSolutions, solutionFilters, solutions } from '../../shared/content/solutions.js';

function first<T>(list: readonly T[]): T {
  const item = list[0];
  if (item === undefined) throw new Error('empty list');
  return item;
}

describe('listCaseStudies', () => {
  it('without filters gives every card in list order', () => {
    expect(listCaseStudies()).toEqual(caseStudyCards);
    expect(listCaseStudies({ q: '   ', category: 'All' })).toEqual(caseStudyCards);
  });

  it('matches a case-insensitive substring of the title or the summary', () => {
    const card = first(caseStudyCards);
    const word = card.title.split(' ').find((w) => w.length > 5) ?? card.title;
    const upper = listCaseStudies({ q: word.toUpperCase() });
    const lower = listCaseStudies({ q: ` ${word.toLowerCase()} ` });
    expect(upper).toContain(card);
    expect(lower).toEqual(upper);
    const needle = word.toLowerCase();
    expect(upper).toEqual(caseStudyCards.filter((c) => c.title.toLowerCase().includes(needle) || c.summary.toLowerCase().includes(needle)));
    // Summary-only matches count too.
    const fromSummary = card.summary.slice(10, 30);
    expect(listCaseStudies({ q: fromSummary })).toContain(card);
  });

  it('combines search with category: both must match', () => {
    const card = first(caseStudyCards);
    const q = card.title.slice(0, 8);
    const both = listCaseStudies({ q, category: card.category });
    expect(both).toContain(card);
    expect(both.every((c) => c.category === card.category)).toBe(true);
    const other = caseStudyCategories().find((c) => c !== 'All' && c !== card.category) ?? '';
    expect(listCaseStudies({ q, category: other })).not.toContain(card);
  });

  it('filters by category; an unknown category matches nothing', () => {
    const branding = listCaseStudies({ category: 'Branding' });
    expect(branding.length).toBeGreaterThan(0);
    expect(branding.every((c) => c.category === 'Branding')).toBe(true);
    expect(listCaseStudies({ category: 'Nope' })).toEqual([]);
    expect(listCaseStudies({ q: 'zzzz-no-such-text' })).toEqual([]);
  });
});

describe('caseStudyCategories', () => {
  it('is All then each distinct category in order of first appearance', () => {
    const categories = caseStudyCategories();
    expect(categories[0]).toBe('All');
    const seen: string[] = [];
    for (const card of caseStudyCards) if (!seen.includes(card.category)) seen.push(card.category);
    expect(categories.slice(1)).toEqual(seen);
    expect(categories).toHaveLength(10);
  });
});

describe('getCaseStudyNeighbours', () => {
  const ids = caseStudyCards.map((c) => c.id);
  it('has no previous on the first and no next on the last', () => {
    const firstId = ids[0] ?? 0;
    const lastId = ids[ids.length - 1] ?? 0;
    expect(getCaseStudyNeighbours(firstId).previous).toBeUndefined();
    expect(getCaseStudyNeighbours(firstId).next?.id).toBe(ids[1]);
    expect(getCaseStudyNeighbours(lastId).next).toBeUndefined();
    expect(getCaseStudyNeighbours(lastId).previous?.id).toBe(ids[ids.length - 2]);
  });
  it('follows list order in the middle, and is empty for an unknown id', () => {
    expect(getCaseStudyNeighbours(ids[10] ?? 0)).toMatchObject({ previous: { id: ids[9] }, next: { id: ids[11] } });
    expect(getCaseStudyNeighbours(9999)).toEqual({});
  });
});

describe('lookups', () => {
  it('case study by id: card, body and gallery', () => {
    expect(getCaseStudyCard(12)?.id).toBe(12);
    expect(getCaseStudy(12)?.content.length).toBeGreaterThanOrEqual(4);
    expect(getCaseStudy(0)).toBeUndefined();
    expect(getCaseStudyGallery(1).every((g) => g.caseId === 1)).toBe(true);
    expect(getCaseStudyGallery(9999)).toEqual([]);
  });
  it('service, industry, gallery image, blog post', () => {
    expect(getService('marketing')?.title).toBe('Digital Marketing');
    expect(getService('nope')).toBeUndefined();
    expect(getIndustry('health')?.name).toBe('Healthcare');
    expect(getIndustry('Health')).toBeUndefined();
    expect(getGalleryImage(24)?.id).toBe(24);
    expect(getGalleryImage(25)).toBeUndefined();
    const post = first(blogPosts);
    expect(getBlogPost(post.id)).toBe(post);
    expect(getBlogPost(9999)).toBeUndefined();
  });
});

describe('blogPosts', () => {
  it('are sorted newest first', () => {
    const dates = blogPosts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('solutions', () => {
  it('filters are All then the five categories', () => {
    expect(solutionFilters).toEqual(['All', 'Brand & Creative', 'Digital Marketing', 'Packaging', 'Web & App Development', 'Personal Branding']);
  });
  it('listSolutions filters by category; All gives every card', () => {
    expect(listSolutions('All')).toEqual(solutions);
    expect(listSolutions()).toEqual(solutions);
    for (const category of solutionFilters.slice(1)) {
      const cards = listSolutions(category);
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.every((s) => s.category === category)).toBe(true);
    }
    expect(listSolutions('Nope')).toEqual([]);
  });
});
