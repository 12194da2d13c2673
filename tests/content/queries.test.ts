/** The case-study list's search and category filter (SPEC §4, §5): pure functions over the cards a page is given. */
import { describe, expect, it } from 'vitest';
import { categoriesOf, filterCaseStudies } from '../../shared/content/case-study-search.js';
import { content, tamil } from '../helpers/content.js';

const cards = content.caseStudies;
const first = cards[0]!;

describe('filterCaseStudies', () => {
  it('without filters gives every card in list order', () => {
    expect(filterCaseStudies(cards)).toEqual(cards);
    expect(filterCaseStudies(cards, { q: '   ', category: 'All' })).toEqual(cards);
  });

  it('matches a case-insensitive substring of the title or the summary', () => {
    const word = first.title.split(' ').find((w) => w.length > 5) ?? first.title;
    const upper = filterCaseStudies(cards, { q: word.toUpperCase() });
    expect(upper).toContain(first);
    expect(filterCaseStudies(cards, { q: ` ${word.toLowerCase()} ` })).toEqual(upper);
    const needle = word.toLowerCase();
    expect(upper).toEqual(cards.filter((c) => c.title.toLowerCase().includes(needle) || c.summary.toLowerCase().includes(needle)));
    expect(filterCaseStudies(cards, { q: first.summary.slice(10, 30) })).toContain(first);
  });

  it('matches Tamil typed in either Unicode form (a two-part vowel sign composed or not)', () => {
    const card = tamil.caseStudies[0]!;
    const word = card.title.split(/\s+/).find((w) => w.normalize('NFD') !== w) ?? '';
    expect(word).not.toBe('');
    expect(filterCaseStudies(tamil.caseStudies, { q: word.normalize('NFD') })).toContain(card);
  });

  it('combines search with category: both must match', () => {
    const q = first.title.slice(0, 8);
    const both = filterCaseStudies(cards, { q, category: first.category });
    expect(both).toContain(first);
    expect(both.every((c) => c.category === first.category)).toBe(true);
    const other = categoriesOf(cards).find((c) => c !== 'All' && c !== first.category) ?? '';
    expect(filterCaseStudies(cards, { q, category: other })).not.toContain(first);
  });

  it('filters by category; an unknown category or text matches nothing', () => {
    const branding = filterCaseStudies(cards, { category: 'Branding' });
    expect(branding.length).toBeGreaterThan(0);
    expect(branding.every((c) => c.category === 'Branding')).toBe(true);
    expect(filterCaseStudies(cards, { category: 'Nope' })).toEqual([]);
    expect(filterCaseStudies(cards, { q: 'zzzz-no-such-text' })).toEqual([]);
  });
});

describe('categoriesOf', () => {
  it('is All then each distinct category in order of first appearance', () => {
    const categories = categoriesOf(cards);
    expect(categories[0]).toBe('All');
    const seen: string[] = [];
    for (const card of cards) if (!seen.includes(card.category)) seen.push(card.category);
    expect(categories.slice(1)).toEqual(seen);
    expect(categories).toHaveLength(10);
  });
});
