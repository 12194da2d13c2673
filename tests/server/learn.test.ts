/** /learn server HTML: the hero over the slideshow, the three courses, exclusive <details> panels and Enroll links. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../shared/content/courses.js';
import { learnSlides } from '../../shared/content/learn.js';
import { createTestApp, textOf, titleOf } from '../helpers/legacy-html.js';

let app: FastifyInstance;
let html: string;
let main: string;
beforeAll(async () => {
  app = await createTestApp();
  const response = await app.inject({ url: '/learn' });
  expect(response.statusCode).toBe(200);
  html = response.body;
  main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
});
afterAll(async () => {
  await app.close();
});

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** Each course card's HTML, in order. */
function cards(): string[] {
  return [...main.matchAll(/<article id="course-\d+" class="course-card"[^>]*>([\s\S]*?)<\/article>/g)].map((m) => m[0]);
}

describe('/learn hero', () => {
  it('says "Learn with Us" in the one h1 and has its own title', () => {
    expect(titleOf(html)).toBe('Learn with Us: Courses | Kolam Studio');
    expect(main.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(main).toContain('<h1 id="learn-hero-title" class="learn-hero__title">Learn with Us</h1>');
  });

  it('sits over the 5 slideshow images; the first is shown and eager, the rest hidden and lazy', () => {
    expect(learnSlides).toHaveLength(5);
    const slides = [...main.matchAll(/<div class="(hero-slideshow__slide[^"]*)"( aria-hidden="true")?>(<img [^>]+>)<\/div>/g)];
    expect(slides).toHaveLength(5);
    slides.forEach((slide, index) => {
      const img = slide[3] ?? '';
      expect(img).toContain(`alt="${learnSlides[index]!.alt}"`);
      if (index === 0) {
        expect(slide[1]).toBe('hero-slideshow__slide is-active');
        expect(slide[2]).toBeUndefined();
        expect(img).toContain('loading="eager"');
        expect(img).toMatch(/fetchPriority="high"/i);
      } else {
        expect(slide[1]).toBe('hero-slideshow__slide');
        expect(slide[2]).toBe(' aria-hidden="true"');
        expect(img).toContain('loading="lazy"');
      }
    });
    // The hero text follows the slides in the same section.
    expect(main.indexOf('hero-slideshow__slides')).toBeLessThan(main.indexOf('Learn with Us'));
  });

  it('has no pause button without JavaScript: nothing moves, so there is nothing to pause', () => {
    expect(main).not.toContain('hero-slideshow__toggle');
    expect(main).not.toMatch(/Pause slideshow|Play slideshow/);
  });
});

describe('/learn courses', () => {
  it('has "Explore Our Courses" with the three courses in order', () => {
    expect(main).toContain('<h2 id="courses-title">Explore Our Courses</h2>');
    expect(main.indexOf('Explore Our Courses')).toBeLessThan(main.indexOf('course-card'));
    const titles = [...main.matchAll(/<h3 id="course-\d+-title" class="course-card__title">([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(titles).toEqual(['Full Stack Development (MERN)', 'Python &amp; AI Basics', 'UI/UX Design']);
  });

  it('shows each card with title, subtitle, price, duration and offer badge (SPEC §3)', () => {
    const expected = [
      { price: '₹19,999', duration: '3 Months', offer: '20% OFF' },
      { price: '₹14,999', duration: '2 Months', offer: '15% OFF' },
      { price: '₹12,499', duration: '2.5 Months', offer: '25% OFF' },
    ];
    const found = cards();
    expect(found).toHaveLength(3);
    found.forEach((card, index) => {
      const course = courses[index]!;
      expect(card).toContain(`<p class="course-card__offer">${expected[index]!.offer}</p>`);
      expect(card).toContain(`<dt>Fee</dt><dd class="course-card__price">${expected[index]!.price}</dd>`);
      expect(card).toContain(`<dt>Duration</dt><dd>${expected[index]!.duration}</dd>`);
      expect(card).toContain(`<p class="course-card__subtitle">${escapeHtml(course.subtitle)}</p>`);
    });
  });

  it('puts each panel in a closed <details name="courses">, so one opens at a time without JavaScript', () => {
    const details = [...main.matchAll(/<details([^>]*)>/g)].map((m) => m[1]);
    expect(details).toEqual(courses.map(() => ' name="courses" class="course-card__details"'));
    for (const card of cards()) {
      expect(card).toMatch(/<summary class="course-card__toggle"><span class="course-card__toggle-show">View course details<\/span>/);
    }
  });

  it('holds every detail line and an Enroll Now link to the contact form with the course in the subject', () => {
    cards().forEach((card, index) => {
      const course = courses[index]!;
      const panel = card.slice(card.indexOf('<div class="course-card__panel">'));
      const text = textOf(panel);
      for (const detail of course.details) expect(text).toContain(detail);
      const href = /<a class="button button--primary" href="([^"]+)"[^>]*>Enroll Now<\/a>/.exec(panel)?.[1];
      expect(href).toBeDefined();
      const url = new URL(href!.replace(/&amp;/g, '&'), 'https://kolamstudio.example');
      expect(url.pathname).toBe('/contact');
      expect(url.searchParams.get('subject')).toBe(`Course enrolment: ${course.title}`);
    });
  });

  it('has no style attribute (CSP)', () => {
    expect(html).not.toMatch(/\sstyle="/);
  });
});
