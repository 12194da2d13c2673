/**
 * /about and /ta/about as the server sends them (SPEC §2.11; DESIGN.md Tamil edition): the
 * sections in order, their texts and images, in each language.
 */
import { describe, expect, it } from 'vitest';
import { aboutCopy } from '../../shared/i18n/copy/pages/about.js';
import { expectInOrder, getPage, TEST_SITE_URL, useTestApp, visibleText, type Page } from '../helpers/app.js';
import { content, tamil } from '../helpers/content.js';

const { pageImages } = content;

const app = useTestApp();

/** The text of each list item inside the section headed by `title`. */
const itemsUnder = (page: Page, title: string) => page.items(page.region(title));

describe('/about', () => {
  it('answers 200 with its own title and one h1', async () => {
    const page = await getPage(app(), '/about');
    expect(page.status).toBe(200);
    expect(page.lang).toBe('en-IN');
    expect(page.title).toBe('About | Kolam Studio');
    expect(page.headings(1)).toEqual(['About Kolam Studio']);
    expect(page.document.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('has the hero banner, Our Story, Mission, Vision, Core Values, Team and Stats & Timeline, in that order', async () => {
    const page = await getPage(app(), '/about');
    expect(page.headings(2)).toEqual(['Our Story', 'Mission', 'Vision', 'Core Values', 'Meet the team', 'Our journey so far', 'Let’s build something that lasts']);
    expectInOrder(page.text, ['About us', 'About Kolam Studio', 'Our Story', 'Mission', 'Vision', 'Core Values', 'Our team', 'Meet the team', 'Stats & timeline', 'Our journey so far']);
  });

  it('shows the banner first and eagerly, and the story image lazily', async () => {
    const page = await getPage(app(), '/about');
    const images = [...page.main.querySelectorAll('img')];
    expect(images).toHaveLength(2);
    expect(images[0]!.getAttribute('alt')).toBe(pageImages.aboutHero.alt);
    expect(images[0]!.getAttribute('loading')).toBe('eager');
    // The banner comes before the story section.
    expect(page.main.querySelector('img, h2')).toBe(images[0]);
    expect(images[1]!.getAttribute('alt')).toBe(pageImages.aboutStory.alt);
    expect(images[1]!.getAttribute('loading')).toBe('lazy');
  });

  it('names the three core values, each with a short text', async () => {
    const page = await getPage(app(), '/about');
    expect(page.headings(3).slice(0, 3)).toEqual(['Creativity', 'Transparency', 'Commitment']);
    const values = itemsUnder(page, 'Core Values');
    expect(values).toHaveLength(3);
    for (const value of values) expect(value.length).toBeGreaterThan(60);
  });

  it('describes the team and the timeline in words, as the SPEC asks for placeholders', async () => {
    const page = await getPage(app(), '/about');
    expect(page.text).toContain('Profiles coming soon.');
    expect(page.headings(3, page.region('Meet the team'))).toEqual([
      'Brand & identity designers',
      'Packaging designers',
      'Web & app developers',
      'Digital marketers',
      'Strategists & writers',
      'Project managers',
    ]);
    expect(itemsUnder(page, 'Our journey so far')).toHaveLength(5);
    expect(page.text).toContain('More than 400 projects');
    expect(page.href('Contact Us')).toBe('/contact');
  });
});

describe('/ta/about', () => {
  const ta = aboutCopy.ta;
  const en = aboutCopy.en;

  it('is the Tamil page: lang="ta", Tamil title and h1 with the brand in Latin, marked as English', async () => {
    const page = await getPage(app(), '/ta/about');
    expect(page.status).toBe(200);
    expect(page.lang).toBe('ta');
    expect(page.title).toBe('எங்களைப் பற்றி | Kolam Studio');
    expect(page.headings(1)).toEqual(['Kolam Studio பற்றி']);
    expect(page.main.querySelector('h1 [lang="en"]')?.textContent).toBe('Kolam Studio');
    expect(page.canonical).toBe(`${TEST_SITE_URL}/ta/about`);
    expect(page.document.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('has the same sections in the same order, in Tamil', async () => {
    const page = await getPage(app(), '/ta/about');
    expect(page.headings(2)).toEqual([ta.story.title, ta.purpose.mission.title, ta.purpose.vision.title, ta.values.title, ta.team.title, ta.journey.title, ta.cta.title]);
    expectInOrder(page.text, [
      ta.hero.lead,
      ta.story.title,
      ...ta.story.paragraphs,
      ta.purpose.mission.text,
      ta.purpose.vision.text,
      ...ta.values.items.flatMap((value) => [value.name, value.text]),
      ta.team.lead,
      ...ta.journey.milestones.map((milestone) => milestone.title),
      ta.cta.text,
    ]);
    expect(page.region(ta.purpose.label).tagName).toBe('SECTION');
    // The same images, with the same text alternatives as the records give in Tamil.
    const images = [...page.main.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([tamil.pageImages.aboutHero.alt, tamil.pageImages.aboutStory.alt]);
  });

  it('keeps the counts: three values, six disciplines, five milestones, and the figures in Western digits', async () => {
    const page = await getPage(app(), '/ta/about');
    expect(itemsUnder(page, ta.values.title)).toHaveLength(3);
    expect(page.headings(3, page.region(ta.team.title))).toEqual(ta.team.disciplines.map((discipline) => discipline.name));
    expect(ta.team.disciplines).toHaveLength(en.team.disciplines.length);
    expect(itemsUnder(page, ta.journey.title)).toHaveLength(5);
    for (const figure of ['400', '1,000', '50', '24']) expect(page.text).toContain(figure);
  });

  it('shows no English interface text and links to the Tamil contact page', async () => {
    const page = await getPage(app(), '/ta/about');
    for (const english of [en.hero.eyebrow, en.story.title, 'Mission', 'Vision', en.values.title, 'Profiles coming soon.', en.journey.title, en.cta.button, 'Creativity']) {
      expect(page.text).not.toContain(english);
    }
    expect(page.href(ta.cta.button)).toBe('/ta/contact');
    // Latin letters appear only in names the site keeps in Latin.
    expect(visibleText(page.main).replace(/Kolam Studio|FMCG/g, '')).not.toMatch(/[A-Za-z]{3,}/);
  });
});
