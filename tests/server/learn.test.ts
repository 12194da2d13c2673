/**
 * /learn and /ta/learn as the server sends them (SPEC §2.14, §3 "Course"; DESIGN.md Tamil
 * edition): the hero over the slideshow, the three courses, exclusive <details> panels and
 * Enroll links to the contact form of the same language with the course in the subject.
 */
import { describe, expect, it } from 'vitest';
import { learnUiCopy } from '../../shared/i18n/copy/learn.js';
import { learnCopy } from '../../shared/i18n/copy/pages/learn.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { attribute, accessibleName, getPage, TEST_SITE_URL, useTestApp, visibleText, type Page } from '../helpers/app.js';
import { content, tamil } from '../helpers/content.js';

const app = useTestApp();
const prefix = { en: '', ta: '/ta' } as const;
const { courses, learnSlides } = content;
const inLang = { en: courses, ta: tamil.courses } as const;

/** SPEC §3: prices, durations and offers as listed (prices keep Indian grouping in both languages). */
const specCourses = [
  { title: 'Full Stack Development (MERN)', price: '₹19,999', duration: '3 Months', offer: '20% OFF' },
  { title: 'Python & AI Basics', price: '₹14,999', duration: '2 Months', offer: '15% OFF' },
  { title: 'UI/UX Design', price: '₹12,499', duration: '2.5 Months', offer: '25% OFF' },
];

/** Each course card in order, read as a visitor sees it. */
function courseCards(page: Page, lang: Lang) {
  return [...page.region(learnCopy[lang].courses.title).querySelectorAll('article')].map((card) => {
    const facts = Object.fromEntries([...card.querySelectorAll('dt')].map((term) => [visibleText(term), visibleText(term.nextElementSibling)]));
    const details = card.querySelector('details');
    return {
      name: accessibleName(card, page.document),
      offer: visibleText(card.querySelector('p')),
      title: visibleText(card.querySelector('h3')),
      text: visibleText(card),
      facts,
      details,
      summary: visibleText(details?.querySelector('summary')),
      panelText: visibleText(details),
      labels: [...(details?.querySelectorAll('li strong') ?? [])].map((label) => visibleText(label)),
      enrol: page.href(learnUiCopy[lang].courseCard.enrol, card),
    };
  });
}

describe.each(['en', 'ta'] as const)('/learn hero (%s)', (lang) => {
  const copy = learnCopy[lang];

  it('says the hero title in the one h1 and has its own title', async () => {
    const page = await getPage(app(), `${prefix[lang]}/learn`);
    expect(page.status).toBe(200);
    expect(page.lang).toBe(lang === 'en' ? 'en-IN' : 'ta');
    expect(page.title).toBe(`${copy.meta.title} | Kolam Studio`);
    expect(page.headings(1)).toEqual([copy.hero.title]);
    if (lang === 'en') {
      expect(page.title).toBe('Learn with Us: Courses | Kolam Studio');
      expect(page.headings(1)).toEqual(['Learn with Us']);
    }
    expect(page.canonical).toBe(`${TEST_SITE_URL}${prefix[lang]}/learn`);
  });

  it('sits over the 5 slideshow images; the first is shown and eager, the rest hidden and lazy', async () => {
    const page = await getPage(app(), `${prefix[lang]}/learn`);
    const hero = page.region(copy.hero.title);
    const images = [...hero.querySelectorAll('img')];
    expect(learnSlides).toHaveLength(5);
    expect(images).toHaveLength(5);
    images.forEach((image, index) => {
      const slide = (lang === 'ta' ? tamil.learnSlides : learnSlides)[index]!;
      expect(image.getAttribute('alt')).toBe(slide.alt);
      const hidden = image.closest('[aria-hidden="true"]') !== null;
      expect(hidden).toBe(index > 0);
      expect(image.getAttribute('loading')).toBe(index === 0 ? 'eager' : 'lazy');
      if (index === 0) expect(attribute(image, 'fetchpriority')).toBe('high');
    });
    // The hero text follows the slides in the same section.
    expect(hero.querySelector('img, h1')).toBe(images[0]);
    expect(page.href(copy.hero.action, hero)).toBe('#courses');
  });

  it('has no pause button without JavaScript: nothing moves, so there is nothing to pause', async () => {
    const page = await getPage(app(), `${prefix[lang]}/learn`);
    expect(page.buttons()).toEqual([]);
    const labels = learnUiCopy[lang].slideshow;
    expect(page.text).not.toContain(labels.pause);
    expect(page.text).not.toContain(labels.play);
  });
});

describe.each(['en', 'ta'] as const)('/learn courses (%s)', (lang) => {
  const copy = learnCopy[lang];
  const card = learnUiCopy[lang].courseCard;
  const records = inLang[lang];

  it('has the courses heading with the three courses in order', async () => {
    const page = await getPage(app(), `${prefix[lang]}/learn`);
    expect(page.headings(2)[0]).toBe(copy.courses.title);
    if (lang === 'en') expect(page.headings(2)[0]).toBe('Explore Our Courses');
    const cards = courseCards(page, lang);
    expect(cards.map((found) => found.title)).toEqual(records.map((course) => course.title));
    if (lang === 'en') expect(cards.map((found) => found.title)).toEqual(specCourses.map((course) => course.title));
    // Each card is named by its title.
    expect(cards.map((found) => found.name)).toEqual(records.map((course) => course.title));
  });

  it('shows each card with title, subtitle, fee, duration and offer badge (SPEC §3)', async () => {
    const page = await getPage(app(), `${prefix[lang]}/learn`);
    const cards = courseCards(page, lang);
    expect(cards).toHaveLength(3);
    cards.forEach((found, index) => {
      const course = records[index]!;
      const spec = specCourses[index]!;
      expect(found.offer).toBe(course.offer);
      expect(found.facts).toEqual({ [card.fee]: spec.price, [card.duration]: course.duration });
      if (lang === 'en') {
        expect(found.facts).toEqual({ Fee: spec.price, Duration: spec.duration });
        expect(found.offer).toBe(spec.offer);
      }
      expect(found.text).toContain(course.subtitle);
    });
  });

  it('puts each panel in a closed <details name="courses">, so one opens at a time without JavaScript', async () => {
    const page = await getPage(app(), `${prefix[lang]}/learn`);
    const cards = courseCards(page, lang);
    expect(page.main.querySelectorAll('details')).toHaveLength(courses.length);
    for (const found of cards) {
      expect(found.details?.getAttribute('name')).toBe('courses');
      expect(found.details?.hasAttribute('open')).toBe(false);
      expect(found.summary.startsWith(card.show)).toBe(true);
    }
  });

  it('holds every detail line, its label split off, and an Enroll Now link to the contact form of the same language with the course in the subject', async () => {
    const page = await getPage(app(), `${prefix[lang]}/learn`);
    courseCards(page, lang).forEach((found, index) => {
      const course = records[index]!;
      for (const detail of course.details) {
        const [label, rest] = detail.split(': ');
        expect(found.panelText).toContain(rest && found.labels.includes(`${label}:`) ? `${label}: ${rest}` : detail);
      }
      // Syllabus, Format, Schedule and the project line carry a label in both languages.
      expect(found.labels.length).toBeGreaterThanOrEqual(4);
      expect(found.enrol).toBeDefined();
      const url = new URL(found.enrol!, TEST_SITE_URL);
      expect(url.pathname).toBe(`${prefix[lang]}/contact`);
      expect(url.searchParams.get('subject')).toBe(card.enrolSubject.replace('{course}', course.title));
      if (lang === 'en') expect(url.searchParams.get('subject')).toBe(`Course enrolment: ${course.title}`);
    });
  });

  it('prefills that subject on the contact page it leads to', async () => {
    const page = await getPage(app(), `${prefix[lang]}/learn`);
    const [first] = courseCards(page, lang);
    const contact = await getPage(app(), first!.enrol!);
    expect(contact.status).toBe(200);
    expect(contact.lang).toBe(page.lang);
    expect(contact.document.querySelector('input[name="subject"]')?.getAttribute('value')).toBe(card.enrolSubject.replace('{course}', records[0]!.title));
  });

  it('asks about the courses through the contact form of the same language', async () => {
    const page = await getPage(app(), `${prefix[lang]}/learn`);
    const url = new URL(page.href(copy.cta.button)!, TEST_SITE_URL);
    expect(url.pathname).toBe(`${prefix[lang]}/contact`);
    expect(url.searchParams.get('subject')).toBe(copy.cta.subject);
  });

  it('has no style attribute (CSP)', async () => {
    const page = await getPage(app(), `${prefix[lang]}/learn`);
    expect(page.document.querySelectorAll('[style]')).toHaveLength(0);
  });
});

describe('/ta/learn', () => {
  it('shows no English interface text; prices keep Indian grouping', async () => {
    const page = await getPage(app(), '/ta/learn');
    const en = learnCopy.en;
    const card = learnUiCopy.en.courseCard;
    for (const english of [en.hero.eyebrow, en.hero.title, en.hero.action, en.courses.title, en.courses.lead, en.why.title, en.cta.title, card.fee, card.duration, card.show, card.enrol, card.enrolNote, 'Syllabus', 'Months', 'OFF']) {
      expect(page.text).not.toContain(english);
    }
    for (const price of ['₹19,999', '₹14,999', '₹12,499']) expect(page.text).toContain(price);
    expect(courseCards(page, 'ta').map((found) => found.labels[0])).toEqual(['பாடத்திட்டம்:', 'பாடத்திட்டம்:', 'பாடத்திட்டம்:']);
  });
});
