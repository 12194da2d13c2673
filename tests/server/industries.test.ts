/**
 * /industries and /industries/{slug} as the server sends them (SPEC §2.6, §2.7, §3
 * "Industry"): texts, order, links, the active pill, titles and 404s; and <IndustryCard>.
 */
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndustryCard } from '../../shared/components/industry-card.js';
import { industries } from '../../shared/content/industries.js';
import type { Industry } from '../../shared/content/schema.js';
import { createTestApp, expectInOrder, getPage, metaContent, textOf, texts, titleOf } from '../helpers/legacy-html.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** SPEC §3: slugs, detail-page titles and list items, in display order. */
const specIndustries = [
  { slug: 'education', title: 'Education Sector Solutions', items: ['E-learning platforms', 'School management software', 'Online courses', 'Interactive classrooms', 'Education analytics'] },
  { slug: 'government', title: 'Government Events Solutions', items: ['Digital portals', 'Citizen services apps', 'E-governance solutions', 'Data management systems', 'Public feedback platforms'] },
  { slug: 'health', title: 'Healthcare Digital Solutions', items: ['Hospital management', 'Telemedicine apps', 'Health tracking devices', 'Patient portals', 'Medical analytics'] },
  { slug: 'business', title: 'Legal Sector Solutions', items: ['CRM systems', 'ERP solutions', 'Inventory management', 'Team collaboration', 'Analytics dashboards'] },
  { slug: 'travel', title: 'Travel Industry Solutions', items: ['Booking portals', 'Tour management', 'Travel guides apps', 'Customer support', 'Loyalty programs'] },
  { slug: 'consumer', title: 'Retail Industry Solutions', items: ['Online stores', 'D2C platforms', 'Payment solutions', 'Customer analytics', 'Product recommendations'] },
];

const get = (url: string) => getPage(app, url);

describe('/industries', () => {
  it('answers 200 with its own title and the hero text', async () => {
    const { response, html, main } = await get('/industries');
    expect(response.statusCode).toBe(200);
    expect(titleOf(html)).toBe('Industries | Kolam Studio');
    expect(texts(main, 'h1', 'page-hero__title')).toEqual(['Industries']);
    expect(textOf(main)).toContain('Six industries. Click any to explore tailored solutions and services.');
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('shows six cards in order, each linking to its page with an image (eager in the first row, then lazy), title, summary and the five items', async () => {
    const { main } = await get('/industries');
    const cards = main.split('<article class="card industry-card">').slice(1);
    expect(cards).toHaveLength(6);
    cards.forEach((card, index) => {
      const spec = specIndustries[index]!;
      const industry = industries[index]!;
      const link = /<a class="industry-card__link" href="([^"]+)"[^>]*>([^<]*)<\/a>/.exec(card);
      expect(link?.[1]).toBe(`/industries/${spec.slug}`);
      expect(textOf(link?.[2] ?? '')).toBe(industry.name);
      const img = /<img [^>]*>/.exec(card)?.[0] ?? '';
      expect(img).toContain(index < 3 ? 'loading="eager"' : 'loading="lazy"');
      expect(img).toContain(`alt="${industry.image.alt}"`);
      expect(textOf(card)).toContain(industry.summary);
      const list = card.slice(card.indexOf('<ul class="industry-card__items">'));
      expect([...list.slice(0, list.indexOf('</ul>')).matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1])).toEqual(spec.items);
    });
  });
});

describe('/industries/{slug}', () => {
  it.each(specIndustries.map((s) => [s.slug, s] as const))('%s: title, pills, hero, challenges, solutions, why choose us and the way back, in order', async (slug, spec) => {
    const industry = industries.find((i) => i.slug === slug)!;
    const { response, html, main, text } = await get(`/industries/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(titleOf(html)).toBe(`${spec.title} | Kolam Studio`);
    expect(textOf(metaContent(html, 'name', 'description') ?? '')).toBe(industry.summary);

    const nav = main.slice(main.indexOf('<nav class="pill-nav'), main.indexOf('</nav>'));
    const pills = [...nav.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)];
    expect(pills.map((p) => /href="([^"]+)"/.exec(p[1]!)?.[1])).toEqual(specIndustries.map((s) => `/industries/${s.slug}`));
    expect(pills.map((p) => textOf(p[2]!))).toEqual(industries.map((i) => i.name));
    const current = pills.filter((p) => p[1]!.includes('aria-current="page"'));
    expect(current).toHaveLength(1);
    expect(current[0]![1]).toContain(`href="/industries/${slug}"`);

    // Hero: image (eager, above the fold), title, summary.
    const hero = main.slice(main.indexOf('<header class="industry-hero"'), main.indexOf('</header>', main.indexOf('<header class="industry-hero"')));
    expect(main.indexOf('</nav>')).toBeLessThan(main.indexOf('<header class="industry-hero"'));
    expect(texts(hero, 'h1', 'industry-hero__title')).toEqual([spec.title]);
    expect(textOf(hero)).toContain(industry.summary);
    const img = /<img [^>]*>/.exec(hero)?.[0] ?? '';
    expect(img).toContain('loading="eager"');
    expect(img).toContain(`alt="${industry.image.alt}"`);

    expectInOrder(text, [
      spec.title,
      'Industry Challenges',
      ...industry.challenges.flatMap((c) => [c.title, c.description]),
      'Our Expert Solutions',
      ...industry.solutions.flatMap((s) => [s.title, s.description]),
      'Why Choose Kolam Studio?',
      ...industry.whyChoose,
      '← Back to All Industries',
    ]);
    expect(texts(main, 'h3', 'insight__title')).toEqual([...industry.challenges, ...industry.solutions].map((c) => c.title));
    // Every point carries a check mark.
    const points = main.split('<li class="check-list__item">').slice(1);
    expect(points).toHaveLength(industry.whyChoose.length);
    for (const point of points) expect(point).toMatch(/^<svg class="icon check-list__icon"[\s\S]*?<path d="M5 12.5l4.5 4.5L19 7.5"/);
    expect(main).toMatch(/<a class="button button--secondary" href="\/industries"[^>]*>← Back to All Industries<\/a>/);
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('answers an unknown slug with 404 and "Industry Not Found." inside the layout, with a way back', async () => {
    const { response, html, main } = await get('/industries/mining');
    expect(response.statusCode).toBe(404);
    expect(main).toContain('<h1 class="not-found__title">Industry Not Found.</h1>');
    expect(main).toMatch(/href="\/industries"[^>]*>← Back to All Industries</);
    expect(main).not.toContain('Industry Challenges');
    expect(metaContent(html, 'name', 'robots')).toBe('noindex, follow');
  });
});

describe('<IndustryCard>', () => {
  const [industry] = industries;
  const render = (props: Parameters<typeof IndustryCard>[0]) =>
    renderToStaticMarkup(createElement(MemoryRouter, null, createElement(IndustryCard, props)));

  it('lists at most the first 5 items, and none unless asked', () => {
    const long: Industry = { ...industry!, items: ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'] };
    const html = render({ industry: long, showItems: true });
    expect([...html.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1])).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
    expect(render({ industry: long })).not.toContain('<li>');
  });

  it('shows a placeholder when the record has no image', () => {
    const { image: _image, ...rest } = industry!;
    const html = render({ industry: { ...rest } as unknown as Industry });
    expect(html).toContain('class="image-placeholder"');
    expect(html).not.toContain('<img');
  });

  it('uses the requested heading level', () => {
    expect(render({ industry: industry! })).toContain('<h3 class="card__title industry-card__title">');
    expect(render({ industry: industry!, headingLevel: 2 })).toContain('<h2 class="card__title industry-card__title">');
  });
});
