/**
 * /services and /services/{slug} as the server sends them (SPEC §2.4, §2.5, §3 "Service"):
 * texts, order, links, the active pill, titles and 404s; and the shared <ServiceCard>.
 */
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SparkleIcon } from '../../shared/components/icons.js';
import { ServiceCard } from '../../shared/components/service-card.js';
import { services } from '../../shared/content/services.js';
import { createTestApp, expectInOrder, getPage, metaContent, textOf, texts, titleOf } from '../helpers/legacy-html.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** SPEC §3: slugs, titles and tags, in display order. */
const specServices = [
  { slug: 'branding', title: 'Brand & Creative Solutions', tags: ['Logo Design', 'Identity', 'Artwork', 'Collaterals', 'Guidelines'] },
  { slug: 'packaging', title: 'Packaging Solutions', tags: ['Structure', 'Sustainability', 'Labels', 'Mockups', 'Shelf-Ready'] },
  { slug: 'web-development', title: 'Website Development', tags: ['Custom', 'CMS', 'Ecommerce', 'Responsive', 'Support'] },
  { slug: 'app-development', title: 'App Development', tags: ['Native', 'UX/UI', 'Crossplatform', 'Maintenance', 'Integration'] },
  { slug: 'marketing', title: 'Digital Marketing', tags: ['SEO', 'Social', 'Ads', 'Email', 'Analytics'] },
  { slug: 'personal-brand', title: 'Personal Branding', tags: ['Strategy', 'Profiles', 'Portfolio', 'Content', 'Reputation'] },
];
const timelineSteps = ['Discovery Call', 'Research & Strategy', 'Design/Architecture', 'Build & Integrate', 'QA & Iterate', 'Launch & Measure'];

const get = (url: string) => getPage(app, url);

describe('/services', () => {
  it('answers 200 with its own title, the hero title and subtitle', async () => {
    const { response, html, main } = await get('/services');
    expect(response.statusCode).toBe(200);
    expect(titleOf(html)).toBe('Services | Kolam Studio');
    expect(main).toMatch(/<h1 class="page-hero__title">Our Services<\/h1>/);
    expect(textOf(main)).toContain('Strategic design and innovative digital solutions tailored to your business needs.');
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('shows the six service cards in order with icon, title, summary, five tags and "Learn More →"', async () => {
    const { main } = await get('/services');
    const cards = main.split('<article class="card service-card service-card--full">').slice(1);
    expect(cards).toHaveLength(6);
    cards.forEach((card, index) => {
      const spec = specServices[index]!;
      const service = services[index]!;
      expect(texts(card, 'h3', 'service-card__title')).toEqual([spec.title]);
      expect(card).toMatch(/<svg class="icon"[^>]*data-icon="[a-z-]+"/);
      expect(textOf(card)).toContain(service.summary);
      expect(texts(card, 'li', 'tag')).toEqual(spec.tags);
      const button = /<a ([^>]*service-card__button[^>]*)>([^<]*)<\/a>/.exec(card);
      expect(button?.[1]).toContain(`href="/services/${spec.slug}"`);
      expect(button?.[2]).toBe('Learn More →');
    });
  });

  it('follows the cards with "Our Proven Timeline": six numbered steps in order, each described', async () => {
    const { main, text } = await get('/services');
    expect(main.indexOf('Our Proven Timeline')).toBeGreaterThan(main.lastIndexOf('service-card__button'));
    expect(texts(main, 'h3', 'timeline__title')).toEqual(timelineSteps);
    expect(texts(main, 'span', 'timeline__number')).toEqual(['01', '02', '03', '04', '05', '06']);
    const timeline = main.slice(main.indexOf('<ol class="timeline">'));
    expect(timeline.slice(0, timeline.indexOf('</ol>')).match(/<li /g)).toHaveLength(6);
    for (const description of texts(main, 'p', 'timeline__text')) expect(description.length).toBeGreaterThan(40);
    expectInOrder(text, ['Our Services', 'Brand & Creative Solutions', 'Personal Branding', 'Our Proven Timeline', ...timelineSteps]);
  });
});

describe('/services/{slug}', () => {
  it.each(specServices.map((s) => [s.slug, s] as const))('%s: pills, banner, title, summary, then the three sections and the way back, in order', async (slug, spec) => {
    const service = services.find((s) => s.slug === slug)!;
    const { response, html, main, text } = await get(`/services/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(titleOf(html)).toBe(`${spec.title} | Kolam Studio`);
    expect(textOf(metaContent(html, 'name', 'description') ?? '')).toBe(service.summary);

    // Pills: six plain links in order, only the current one marked and highlighted.
    const nav = main.slice(main.indexOf('<nav class="pill-nav'), main.indexOf('</nav>'));
    const pills = [...nav.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)];
    expect(pills.map((p) => /href="([^"]+)"/.exec(p[1]!)?.[1])).toEqual(specServices.map((s) => `/services/${s.slug}`));
    const current = pills.filter((p) => p[1]!.includes('aria-current="page"'));
    expect(current).toHaveLength(1);
    expect(current[0]![1]).toContain(`href="/services/${slug}"`);

    // Banner (eager: it is the largest image above the fold), then title and summary.
    const banner = /<img [^>]*>/.exec(main.slice(main.indexOf('service-detail__banner')))?.[0] ?? '';
    expect(banner).toContain('loading="eager"');
    expect(banner).toContain(`alt="${service.banner.alt}"`);
    expect(main.indexOf('</nav>')).toBeLessThan(main.indexOf('service-detail__banner'));
    expect(main.indexOf('service-detail__banner')).toBeLessThan(main.indexOf('<h1'));
    expect(texts(main, 'h1', 'service-detail__title')).toEqual([spec.title]);

    expectInOrder(text, [
      spec.title,
      service.summary,
      'What We Deliver',
      ...service.deliverables.flatMap((d) => [d.title, d.desc]),
      'Why Partner With Us',
      ...service.why,
      'Our Proven Process',
      ...service.process.flatMap((p) => [p.step, p.desc]),
      '← All Services',
    ]);
    expect(texts(main, 'h3', 'deliverable__title')).toEqual(service.deliverables.map((d) => d.title));
    expect(main.match(/class="check-list__item"/g)).toHaveLength(service.why.length);
    expect(texts(main, 'span', 'process__number')).toEqual(service.process.map((_, i) => String(i + 1)));
    expect(main).toMatch(/<ol class="process__steps">/);
    expect(main).toMatch(/<a class="button button--secondary" href="\/services"[^>]*>← All Services<\/a>/);
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('answers an unknown slug with 404 and "Not found." inside the layout, with a way back', async () => {
    const { response, html, main } = await get('/services/logo-printing');
    expect(response.statusCode).toBe(404);
    expect(main).toContain('<h1 class="not-found__title">Not found.</h1>');
    expect(main).toMatch(/href="\/services"[^>]*>← All Services</);
    expect(main).not.toContain('What We Deliver');
    expect(metaContent(html, 'name', 'robots')).toBe('noindex, follow');
  });
});

describe('<ServiceCard>', () => {
  const [service] = services;
  const render = (props: Parameters<typeof ServiceCard>[0]) =>
    renderToStaticMarkup(createElement(MemoryRouter, null, createElement(ServiceCard, props)));

  it('draws the icon named by the service and falls back to the sparkle without one', () => {
    expect(render({ service: service! })).toContain(`data-icon="${service!.icon}"`);
    const fallback = render({ service: { ...service!, icon: undefined } });
    expect(fallback).toContain(renderToStaticMarkup(createElement(SparkleIcon)));
    expect(fallback).not.toContain('data-icon=');
  });

  it('compact: the whole card is one link to the service, without tags or button', () => {
    const html = render({ service: service!, variant: 'compact', headingLevel: 2 });
    expect(html).toMatch(new RegExp(`^<a class="card service-card service-card--compact" href="/services/${service!.slug}"[^>]*>`));
    expect(html.endsWith('</a>')).toBe(true);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('<h2 class="card__title service-card__title">');
    expect(html).not.toContain('class="tag"');
  });

  it('full: heading level 3 by default, and level 2 on request', () => {
    expect(render({ service: service! })).toMatch(/<h3 class="card__title service-card__title"/);
    expect(render({ service: service!, headingLevel: 2 })).toMatch(/<h2 class="card__title service-card__title"/);
  });
});
