/** Home (SPEC §2.3) as the server sends it: sections in order, exact texts, links, counts. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseStudyCards } from '../../shared/content/case-studies.js';
import { createTestApp, textOf, titleOf } from '../helpers/legacy-html.js';

let app: FastifyInstance;
let html: string;
beforeAll(async () => {
  app = await createTestApp();
  html = (await app.inject({ url: '/' })).body;
});
afterAll(async () => {
  await app.close();
});

const main = () => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const section = (id: string) => {
  const start = main().indexOf(`id="${id}"`);
  expect(start, id).toBeGreaterThan(-1);
  return main().slice(main().indexOf('>', start) + 1, main().indexOf('</section>', start));
};

describe('home page', () => {
  it('has its own title', () => {
    expect(titleOf(html)).toBe('Kolam Studio | Branding &amp; Digital Agency in Chennai'.replace('&amp;', '&'));
  });

  it('shows the nine sections in order', () => {
    const order = ['home-title', 'Type of Projects', 'Who we are', 'id="services"', 'id="industries"', 'id="case-studies"', 'id="projects-title"', 'id="logos-title"', 'id="contact"'];
    const positions = order.map((marker) => main().indexOf(marker));
    for (const [index, position] of positions.entries()) expect(position, order[index]).toBeGreaterThan(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('has the hero headline and its two anchors', () => {
    expect(main()).toContain('<h1 id="home-title" class="home-hero__title">We Don’t Just Build Brands, We Build Legacies.</h1>');
    expect(main()).toContain('<a class="button button--primary" href="#contact">Start a Project</a>');
    expect(main()).toContain('<a class="button button--light" href="#case-studies">View Work</a>');
  });

  it('carries the final statistics in the HTML', () => {
    const text = textOf(main());
    for (const stat of ['400+ 400+ Type of Projects', '800+ 800+ Goal Achieve', '50+ 50+ Active Clients', '1000+ 1000+ Design Concepts']) expect(text).toContain(stat);
  });

  it('has the about block linking to /about', () => {
    const text = textOf(main());
    expect(text).toContain('Who we are About Us Quality is our core strategy.');
    expect(main()).toMatch(/<a class="home-about__media"[^>]*href="\/about"|href="\/about"[^>]*class="home-about__media"/);
  });

  it('has six service cards and six industry cards in their sections', () => {
    const services = section('services');
    for (const slug of ['branding', 'packaging', 'web-development', 'app-development', 'marketing', 'personal-brand']) expect(services).toContain(`href="/services/${slug}"`);
    expect(services.match(/class="card service-card/g)).toHaveLength(6);
    const industries = section('industries');
    for (const slug of ['education', 'government', 'health', 'business', 'travel', 'consumer']) expect(industries).toContain(`href="/industries/${slug}"`);
    expect(industries.match(/<img /g)).toHaveLength(6);
  });

  it('teases the first five case studies and links to all', () => {
    const teaser = section('case-studies');
    const links = [...teaser.matchAll(/href="\/case-studies\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(links).toEqual(caseStudyCards.slice(0, 5).map((card) => card.id));
    expect(teaser.match(/View More/g)).toHaveLength(5);
    expect(teaser).toContain('href="/case-studies"');
    expect(textOf(teaser)).toContain('See all');
  });

  it('lists every poster in the projects row, each opening /project, and every logo', () => {
    const projects = main().slice(main().indexOf('id="projects-title"'), main().indexOf('id="logos-title"'));
    expect(projects.match(/class="projects__item"/g)).toHaveLength(171);
    expect(projects.match(/href="\/project"/g)).toHaveLength(172);
    expect(textOf(projects)).toContain('View All Projects');
    const logos = main().slice(main().indexOf('id="logos-title"'), main().indexOf('id="contact"'));
    expect(logos.match(/class="logos__item"/g)).toHaveLength(30);
  });

  it('ends with the contact call-to-action', () => {
    const cta = section('contact');
    expect(textOf(cta)).toBe("Have a project in mind? Tell us your goals. We'll reply within 24 hours. Contact Us");
    expect(cta).toContain('href="/contact"');
  });

  it('lazy-loads every image below the hero', () => {
    const images = [...main().matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images.length).toBeGreaterThan(200);
    expect(images.every((img) => img.includes('loading="lazy"'))).toBe(true);
  });
});
