/**
 * /solutions and /ta/solutions as the server renders them (SPEC §2.8, §4; DESIGN.md no-JS
 * table and Tamil edition): the hero's tagline lines, the filter as a GET form of
 * aria-pressed buttons whose values stay the English categories in both languages, the cards
 * of every `?category=` state, and the canonical link.
 */
import { describe, expect, it } from 'vitest';
import { ALL, solutionCategoryNames } from '../../shared/content/constants.js';
import { solutionsCopy } from '../../shared/i18n/copy/pages/solutions.js';
import { accessibleName, expectInOrder, getPage, TEST_SITE_URL, useTestApp, visibleText, type Page } from '../helpers/app.js';
import { content, tamil } from '../helpers/content.js';

const solutions = content.solutions;
const getCaseStudyCard = (id: number) => content.caseStudies.find((caseStudy) => caseStudy.id === id);

const app = useTestApp();
const get = (url: string) => getPage(app(), url);

const en = solutionsCopy.en;
const ta = solutionsCopy.ta;
const tamilSolutions = tamil.solutions;
const categories = [ALL, ...solutionCategoryNames];

/** The filter buttons in order: label, value and aria-pressed. */
function filterButtons(page: Page, formName = en.filter.label): { label: string; value: string | null; pressed: string | null }[] {
  return [...page.region(formName).querySelectorAll('button')].map((button) => ({
    label: visibleText(button),
    value: button.getAttribute('value'),
    pressed: button.getAttribute('aria-pressed'),
  }));
}

const pressedLabels = (page: Page, formName?: string) => filterButtons(page, formName).filter((button) => button.pressed === 'true').map((button) => button.label);

/** Each card in page order: its category label, title, link (name, href) and whole text. */
function cards(page: Page) {
  return [...page.main.querySelectorAll('article')].map((card) => {
    const link = card.querySelector('a[href]');
    return {
      category: visibleText(card.querySelector('p')),
      title: visibleText(card.querySelector('h3')),
      href: link?.getAttribute('href') ?? undefined,
      linkName: link ? accessibleName(link, page.document) : undefined,
      text: visibleText(card),
    };
  });
}

/** Where the count line is: the polite live region that announces a new filter. */
const countLine = (page: Page) => visibleText(page.main.querySelector('[aria-live="polite"]'));

describe('/solutions', () => {
  it('shows the hero with the three tagline lines in order', async () => {
    const page = await get('/solutions');
    expect(page.status).toBe(200);
    expect(page.lang).toBe('en-IN');
    expect(page.headings(1)).toEqual(['Solutions']);
    expectInOrder(page.text, ['Solutions', 'INNOVATE FASTER', 'INNOVATE BETTER', 'INNOVATE TOGETHER']);
  });

  it('renders every card with All pressed when no category is chosen', async () => {
    const page = await get('/solutions');
    expect(filterButtons(page)).toEqual(categories.map((label) => ({ label, value: label, pressed: String(label === ALL) })));
    expect(cards(page).map((card) => card.title)).toEqual(solutions.map((solution) => solution.title));
    expect(countLine(page)).toBe(`All ${solutions.length} solutions`);
  });

  it('puts the filter in a GET form to /solutions, so it works without JavaScript', async () => {
    const page = await get('/solutions');
    const form = page.region('Filter solutions by category');
    expect(form.tagName).toBe('FORM');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/solutions');
    for (const button of form.querySelectorAll('button')) {
      expect(button.getAttribute('type')).toBe('submit');
      expect(button.getAttribute('name')).toBe('category');
    }
  });

  it.each(solutionCategoryNames)('?category=%s renders only that category, its button pressed', async (category) => {
    const page = await get(`/solutions?${new URLSearchParams({ category })}`);
    expect(page.status).toBe(200);
    expect(pressedLabels(page)).toEqual([category]);
    const expected = solutions.filter((solution) => solution.category === category);
    expect(expected.length).toBeGreaterThan(0);
    const rendered = cards(page);
    expect(rendered.map((card) => card.title)).toEqual(expected.map((solution) => solution.title));
    expect(rendered.map((card) => card.href)).toEqual(expected.map((solution) => `/case-studies/${solution.caseStudyId}`));
    expect(new Set(rendered.map((card) => card.category))).toEqual(new Set([category]));
    expect(countLine(page)).toBe(`${expected.length} solutions in ${category}`);
    expect(page.canonical).toBe(`${TEST_SITE_URL}/solutions`);
  });

  it('gives each card its title, description and a "VIEW CASE STUDY →" link to a real case study', async () => {
    const page = await get('/solutions');
    const rendered = cards(page);
    expect(rendered).toHaveLength(solutions.length);
    rendered.forEach((card, index) => {
      const solution = solutions[index]!;
      expect(card.text).toContain(solution.desc);
      expect(card.text).toContain('VIEW CASE STUDY →');
      expect(card.linkName).toBe('VIEW CASE STUDY');
      expect(getCaseStudyCard(Number(card.href?.split('/').pop()))).toBeDefined();
    });
    // Following one of the links lands on that case study.
    const first = await get(rendered[0]!.href!);
    expect(first.status).toBe(200);
    expect(first.text).toContain(getCaseStudyCard(solutions[0]!.caseStudyId)?.title.trim());
  });

  it.each(['/solutions?category=All', '/solutions?category=Nope', '/solutions?category=', '/solutions?category=packaging'])(
    '%s shows every card with All pressed (unknown categories fall back to All, 200)',
    async (url) => {
      const page = await get(url);
      expect(page.status).toBe(200);
      expect(pressedLabels(page)).toEqual([ALL]);
      expect(cards(page)).toHaveLength(solutions.length);
      expect(page.canonical).toBe(`${TEST_SITE_URL}/solutions`);
    },
  );

  it('has its own title and no style attributes', async () => {
    const page = await get('/solutions?category=Packaging');
    expect(page.title).toBe('Solutions | Kolam Studio');
    expect(page.document.querySelectorAll('[style]')).toHaveLength(0);
  });
});

describe('/ta/solutions', () => {
  const label = (category: string) => ta.categories[category as keyof typeof ta.categories];

  it('is the Tamil page: lang="ta", Tamil title, hero and tagline lines, no English interface text', async () => {
    const page = await get('/ta/solutions');
    expect(page.status).toBe(200);
    expect(page.lang).toBe('ta');
    expect(page.title).toBe('தீர்வுகள் | Kolam Studio');
    expect(page.headings(1)).toEqual([ta.hero.title]);
    expectInOrder(page.text, [ta.hero.lead, ...ta.hero.taglines, ta.filter.heading]);
    for (const english of [...en.hero.taglines, en.hero.lead, en.filter.heading, en.viewCaseStudy, 'solutions in', 'Brand & Creative']) {
      expect(page.text).not.toContain(english);
    }
    expect(page.canonical).toBe(`${TEST_SITE_URL}/ta/solutions`);
    expect(page.document.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('keeps the English categories as the filter values, with Tamil button labels, in a GET form to /ta/solutions', async () => {
    const page = await get('/ta/solutions');
    const form = page.region(ta.filter.label);
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/ta/solutions');
    expect(filterButtons(page, ta.filter.label)).toEqual(categories.map((category) => ({ label: label(category), value: category, pressed: String(category === ALL) })));
    expect(cards(page).map((card) => card.title)).toEqual(tamilSolutions.map((solution) => solution.title));
    expect(countLine(page)).toBe(`மொத்தம் ${solutions.length} தீர்வுகள்`);
  });

  it.each(solutionCategoryNames)('?category=%s (the English value) filters the Tamil page the same way', async (category) => {
    const page = await get(`/ta/solutions?${new URLSearchParams({ category })}`);
    expect(page.status).toBe(200);
    expect(pressedLabels(page, ta.filter.label)).toEqual([label(category)]);
    const expected = tamilSolutions.filter((solution) => solution.category === category);
    const rendered = cards(page);
    expect(rendered.map((card) => card.title)).toEqual(expected.map((solution) => solution.title));
    expect(rendered.map((card) => card.href)).toEqual(expected.map((solution) => `/ta/case-studies/${solution.caseStudyId}`));
    expect(new Set(rendered.map((card) => card.category))).toEqual(new Set([label(category)]));
    expect(countLine(page)).toBe(`${label(category)} பிரிவில் ${expected.length} தீர்வுகள்`);
    expect(page.canonical).toBe(`${TEST_SITE_URL}/ta/solutions`);
  });

  it('gives each card its Tamil text and a Tamil link to the Tamil case study', async () => {
    const page = await get('/ta/solutions');
    const rendered = cards(page);
    expect(rendered).toHaveLength(tamilSolutions.length);
    rendered.forEach((card, index) => {
      expect(card.text).toContain(tamilSolutions[index]!.desc);
      expect(card.text).toContain(`${ta.viewCaseStudy} →`);
      expect(card.linkName).toBe(ta.viewCaseStudy);
    });
    const first = await get(rendered[0]!.href!);
    expect(first.status).toBe(200);
    expect(first.lang).toBe('ta');
  });

  it.each(['/ta/solutions?category=Nope', `/ta/solutions?category=${encodeURIComponent('பேக்கேஜிங்')}`])('%s falls back to All (a Tamil label is not a value)', async (url) => {
    const page = await get(url);
    expect(page.status).toBe(200);
    expect(pressedLabels(page, ta.filter.label)).toEqual([ta.categories.All]);
    expect(cards(page)).toHaveLength(solutions.length);
  });
});
