/**
 * /solutions as the server renders it (SPEC §2.8, §4; DESIGN.md no-JS table): the hero's
 * tagline lines, the filter as a GET form of aria-pressed buttons, the cards of every
 * `?category=` state, and the canonical link.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solutionCategoryNames } from '../../shared/content/constants.js';
import { getCaseStudyCard } from '../../shared/content/case-studies.js';
import { solutions } from '../../shared/content/solutions.js';
import { createTestApp, getPage, headOf, textOf, titleOf } from '../helpers/legacy-html.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string) => getPage(app, url);

/** The filter buttons in order: label and aria-pressed. */
function filterButtons(main: string): { label: string; pressed: string | undefined; value: string | undefined }[] {
  return [...main.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)]
    .filter(([, attributes]) => attributes?.includes('name="category"'))
    .map(([, attributes = '', label = '']) => ({
      label: textOf(label),
      pressed: /aria-pressed="(\w+)"/.exec(attributes)?.[1],
      value: /value="([^"]*)"/.exec(attributes)?.[1]?.replace(/&amp;/g, '&'),
    }));
}

/** Each card: its title and the case study its link opens, in page order. */
function cards(main: string): { title: string; href: string | undefined; text: string }[] {
  return [...main.matchAll(/<article class="solution-card">([\s\S]*?)<\/article>/g)].map(([, card = '']) => ({
    title: textOf(/<h3[^>]*>([\s\S]*?)<\/h3>/.exec(card)?.[1] ?? ''),
    href: /<a [^>]*href="([^"]+)"/.exec(card)?.[1],
    text: textOf(card),
  }));
}

const expectedFilters = ['All', ...solutionCategoryNames];

describe('/solutions', () => {
  it('shows the hero with the three tagline lines in order', async () => {
    const { status, main } = await get('/solutions');
    expect(status).toBe(200);
    const text = textOf(main);
    expect(/<h1[^>]*>Solutions<\/h1>/.test(main)).toBe(true);
    const positions = ['INNOVATE FASTER', 'INNOVATE BETTER', 'INNOVATE TOGETHER'].map((line) => text.indexOf(line));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('renders every card with All pressed when no category is chosen', async () => {
    const { main } = await get('/solutions');
    expect(filterButtons(main)).toEqual(expectedFilters.map((label) => ({ label, value: label, pressed: String(label === 'All') })));
    const rendered = cards(main);
    expect(rendered.map((card) => card.title)).toEqual(solutions.map((solution) => solution.title));
    expect(textOf(main)).toContain(`All ${solutions.length} solutions`);
  });

  it('puts the filter in a GET form to /solutions, so it works without JavaScript', async () => {
    const { main } = await get('/solutions');
    const form = /<form([^>]*)>/.exec(main.slice(main.indexOf('solutions__filters') - 200))?.[1] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/solutions"');
    for (const button of filterButtons(main)) expect(button.value).toBe(button.label);
  });

  it.each(solutionCategoryNames)('?category=%s renders only that category, its button pressed', async (category) => {
    const { status, main, html } = await get(`/solutions?${new URLSearchParams({ category })}`);
    expect(status).toBe(200);
    const pressed = filterButtons(main).filter((button) => button.pressed === 'true');
    expect(pressed.map((button) => button.label)).toEqual([category]);
    const expected = solutions.filter((solution) => solution.category === category);
    expect(expected.length).toBeGreaterThan(0);
    const rendered = cards(main);
    expect(rendered.map((card) => card.title)).toEqual(expected.map((solution) => solution.title));
    expect(rendered.map((card) => card.href)).toEqual(expected.map((solution) => `/case-studies/${solution.caseStudyId}`));
    expect(textOf(main)).toContain(`${expected.length} solutions in ${category}`);
    expect(headOf(html)).toContain('<link rel="canonical" href="https://kolamstudio.example/solutions"');
  });

  it('gives each card its title, description and a "VIEW CASE STUDY →" link to a real case study', async () => {
    const { main } = await get('/solutions');
    const rendered = cards(main);
    expect(rendered).toHaveLength(solutions.length);
    rendered.forEach((card, index) => {
      const solution = solutions[index];
      expect(card.text).toContain(solution?.desc);
      expect(card.text).toContain('VIEW CASE STUDY →');
      expect(getCaseStudyCard(Number(card.href?.split('/').pop()))).toBeDefined();
    });
    // Following one of the links lands on that case study.
    const first = await get(rendered[0]?.href ?? '');
    expect(first.status).toBe(200);
    expect(textOf(first.main)).toContain(getCaseStudyCard(solutions[0]?.caseStudyId ?? 0)?.title);
  });

  it.each(['/solutions?category=All', '/solutions?category=Nope', '/solutions?category=', '/solutions?category=packaging'])(
    '%s shows every card with All pressed (unknown categories fall back to All, 200)',
    async (url) => {
      const { status, main, html } = await get(url);
      expect(status).toBe(200);
      expect(filterButtons(main).filter((button) => button.pressed === 'true').map((button) => button.label)).toEqual(['All']);
      expect(cards(main)).toHaveLength(solutions.length);
      expect(headOf(html)).toContain('<link rel="canonical" href="https://kolamstudio.example/solutions"');
    },
  );

  it('has its own title and no style attributes', async () => {
    const { html } = await get('/solutions?category=Packaging');
    expect(titleOf(html)).toBe('Solutions | Kolam Studio');
    expect(html).not.toMatch(/\sstyle="/);
  });
});
