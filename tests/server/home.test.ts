/**
 * Home (SPEC §2.3) as the server sends it, in English at / and in Tamil at /ta: the nine
 * sections in order, exact texts, links, counts; the statistics, the carousels and the
 * service cards in the page's language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { content, tamil } from '../helpers/content.js';
import { homeComponentsCopy } from '../../shared/i18n/copy/home-components.js';
import { homeCopy } from '../../shared/routes/home/copy.js';
import { accessibleName, expectInOrder, getPage, useTestApp, visibleText, type Page } from '../helpers/app.js';

const app = useTestApp();

const serviceSlugs = ['branding', 'packaging', 'web-development', 'app-development', 'marketing', 'personal-brand'];
const industrySlugs = ['education', 'government', 'health', 'business', 'travel', 'consumer'];
const { posters, caseStudies: caseStudyCards } = content;
const teaserIds = caseStudyCards.slice(0, 5).map((card) => card.id);
const TAMIL = /[\u0B80-\u0BFF]/;

/** The page's sections, outermost only, as a reader names them, with their anchors. */
const sectionsOf = (page: Page) =>
  [...page.main.querySelectorAll('section')]
    .filter((section) => !section.parentElement?.closest('section'))
    .map((section) => ({ name: accessibleName(section, page.document), id: section.id }));

const section = (page: Page, id: string) => {
  const found = page.document.getElementById(id);
  expect(found, `#${id}`).not.toBeNull();
  return found!;
};

/** Each statistic as [shown number, spoken number, label]. */
const statsOf = (page: Page, label: string) => [...page.region(label).querySelectorAll('li')].map((item) => [...item.querySelectorAll('span')].map((span) => visibleText(span)));

const imagesOf = (element: Element) => element.querySelectorAll('img').length;

/** The headings and paragraphs of an element, each as a reader sees it. */
const blocksOf = (element: Element) => [...element.querySelectorAll('h1, h2, h3, p')].map((block) => visibleText(block));

describe('home page (English)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await getPage(app(), '/');
  });

  it('answers 200 in English with its own title', () => {
    expect(page.status).toBe(200);
    expect(page.lang).toBe('en-IN');
    expect(page.title).toBe('Kolam Studio | Branding & Digital Agency in Chennai');
  });

  it('shows the nine sections in order', () => {
    expect(sectionsOf(page)).toEqual([
      { name: 'We Don’t Just Build Brands, We Build Legacies.', id: '' },
      { name: 'Kolam Studio in numbers', id: '' },
      { name: 'About Us', id: '' },
      { name: 'Services', id: 'services' },
      { name: 'Industries', id: 'industries' },
      { name: 'Case Studies', id: 'case-studies' },
      { name: 'Projects', id: '' },
      { name: 'Brands that grow with us', id: '' },
      { name: 'Have a project in mind?', id: 'contact' },
    ]);
  });

  it('has the hero headline and its two anchors', () => {
    expect(page.headings(1)).toEqual(['We Don’t Just Build Brands, We Build Legacies.']);
    expect(page.href('Start a Project')).toBe('#contact');
    expect(page.href('View Work')).toBe('#case-studies');
  });

  it('carries the final statistics in the HTML', () => {
    expect(statsOf(page, 'Kolam Studio in numbers')).toEqual([
      ['400+', '400+', 'Type of Projects'],
      ['800+', '800+', 'Goal Achieve'],
      ['50+', '50+', 'Active Clients'],
      ['1000+', '1000+', 'Design Concepts'],
    ]);
  });

  it('has the about block linking to /about', () => {
    expectInOrder(page.text, ['Who we are', 'About Us', 'Quality is our core strategy.']);
    expect(page.href('About Kolam Studio')).toBe('/about');
    expect(page.href('More about us')).toBe('/about');
  });

  it('has six service cards and six industry cards in their sections', () => {
    const services = section(page, 'services');
    expect(page.links(services).map((link) => link.href)).toEqual(serviceSlugs.map((slug) => `/services/${slug}`));
    expect(page.headings(3, services)).toHaveLength(6);
    expect(visibleText(services).match(/Learn more →/g)).toHaveLength(6);
    const industries = section(page, 'industries');
    expect(page.links(industries).map((link) => link.href)).toEqual(industrySlugs.map((slug) => `/industries/${slug}`));
    expect(imagesOf(industries)).toBe(6);
  });

  it('teases the first five case studies and links to all', () => {
    const teaser = section(page, 'case-studies');
    const cards = page.links(teaser).filter((link) => /^\/case-studies\/\d+$/.test(link.href));
    expect(cards.map((link) => Number(link.href.split('/').pop()))).toEqual(teaserIds);
    expect(visibleText(teaser).match(/View More/g)).toHaveLength(5);
    expect(page.href('See all', teaser)).toBe('/case-studies');
  });

  it('lists every poster in the projects row, each opening /project, and every logo', () => {
    const projects = page.region('Projects');
    expect(projects.getAttribute('aria-roledescription')).toBe('carousel');
    expect(blocksOf(projects)).toEqual(['Our work', 'Projects', 'View All Projects']);
    expect(projects.querySelectorAll('li')).toHaveLength(171);
    const links = page.links(projects);
    expect(links).toHaveLength(172);
    expect(links.every((link) => link.href === '/project')).toBe(true);
    // Each poster link says what its poster shows (its alt text: client and headline).
    expect(links[0]!.name).toBe(`Project 1: ${posters[0]!.image.alt}. View all projects`);
    expect(links[0]!.name).toMatch(/^Project 1: Poster for [A-Z].+: “.+”, with .+\. View all projects$/);
    expect(links.at(-1)).toEqual({ name: 'View All Projects', href: '/project', current: null });

    const logos = page.region('Brands that grow with us');
    expect(logos.getAttribute('aria-roledescription')).toBe('carousel');
    expect(blocksOf(logos)).toEqual(['Trusted by', 'Brands that grow with us']);
    expect(logos.querySelectorAll('li')).toHaveLength(30);
    expect(imagesOf(logos)).toBe(30);
  });

  it('ends with the contact call-to-action', () => {
    const cta = section(page, 'contact');
    expect(blocksOf(cta)).toEqual(['Have a project in mind?', "Tell us your goals. We'll reply within 24 hours."]);
    expect(page.links(cta).map((link) => link.name)).toEqual(['Contact Us']);
    expect(page.href('Contact Us', cta)).toBe('/contact');
  });

  it('lazy-loads every image below the hero', () => {
    const images = [...page.main.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(200);
    expect(images.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
  });
});

describe('home page (Tamil, /ta)', () => {
  const copy = homeCopy.ta;
  let page: Page;
  beforeAll(async () => {
    page = await getPage(app(), '/ta');
  });

  it('answers 200 in Tamil with the Tamil title and headline', () => {
    expect(page.status).toBe(200);
    expect(page.lang).toBe('ta');
    expect(page.title).toBe(copy.meta.title);
    expect(page.headings(1)).toEqual([copy.hero.title]);
    expect(page.heading(1)).toMatch(TAMIL);
  });

  it('shows the same nine sections, in order, with Tamil names', () => {
    const sections = sectionsOf(page);
    expect(sections).toEqual([
      { name: copy.hero.title, id: '' },
      { name: copy.stats.label, id: '' },
      { name: copy.about.title, id: '' },
      { name: copy.services.title, id: 'services' },
      { name: copy.industries.title, id: 'industries' },
      { name: copy.caseStudies.title, id: 'case-studies' },
      { name: 'படைப்புகள்', id: '' },
      { name: 'எங்களுடன் வளரும் பிராண்டுகள்', id: '' },
      { name: copy.cta.title, id: 'contact' },
    ]);
    for (const { name } of sections) expect(name).toMatch(TAMIL);
    expect(page.href(copy.hero.start)).toBe('#contact');
    expect(page.href(copy.hero.work)).toBe('#case-studies');
  });

  it('labels the statistics in Tamil, with the same figures', () => {
    const stats = statsOf(page, copy.stats.label);
    expect(stats.map(([shown, spoken]) => [shown, spoken])).toEqual([
      ['400+', '400+'],
      ['800+', '800+'],
      ['50+', '50+'],
      ['1,000+', '1,000+'],
    ]);
    const labels = stats.map(([, , label]) => label);
    expect(labels).toEqual(copy.stats.items);
    labels.forEach((label, index) => {
      expect(label).toMatch(TAMIL);
      expect(label).not.toBe(homeCopy.en.stats.items[index]);
    });
  });

  it('links every card and button to the Tamil pages', () => {
    expect(page.href(copy.about.imageLink)).toBe('/ta/about');
    const services = section(page, 'services');
    expect(page.links(services).map((link) => link.href)).toEqual(serviceSlugs.map((slug) => `/ta/services/${slug}`));
    expect(visibleText(services).match(/மேலும் அறிய →/g)).toHaveLength(6);
    expect(page.links(section(page, 'industries')).map((link) => link.href)).toEqual(industrySlugs.map((slug) => `/ta/industries/${slug}`));
    const teaser = section(page, 'case-studies');
    const cards = page.links(teaser).filter((link) => /^\/ta\/case-studies\/\d+$/.test(link.href));
    expect(cards.map((link) => Number(link.href.split('/').pop()))).toEqual(teaserIds);
    expect(page.href(copy.caseStudies.all, teaser)).toBe('/ta/case-studies');
    expect(page.href(copy.cta.button, section(page, 'contact'))).toBe('/ta/contact');
    // No link of the page leads to an English page.
    const internal = page.links().map((link) => link.href).filter((href) => href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(180);
    expect(internal.filter((href) => href !== '/ta' && !href.startsWith('/ta/'))).toEqual([]);
  });

  it('names the carousels, their posters and their button in Tamil', () => {
    const projects = page.region('படைப்புகள்');
    expect(projects.getAttribute('aria-roledescription')).toBe('ஸ்லைடுஷோ');
    expect(blocksOf(projects)).toEqual(['எங்கள் பணிகள்', 'படைப்புகள்', 'அனைத்துப் படைப்புகளையும் பார்க்க']);
    expect(projects.querySelectorAll('li')).toHaveLength(171);
    const links = page.links(projects);
    expect(links).toHaveLength(172);
    expect(links.every((link) => link.href === '/ta/project')).toBe(true);
    // The poster's Tamil alt text, not the English one.
    expect(links[0]!.name).toBe(`படைப்பு 1: ${tamil.posters[0]!.image.alt}. அனைத்துப் படைப்புகளையும் பார்க்க`);
    expect(links.at(-1)?.name).toBe('அனைத்துப் படைப்புகளையும் பார்க்க');

    const logos = page.region('எங்களுடன் வளரும் பிராண்டுகள்');
    expect(logos.getAttribute('aria-roledescription')).toBe('ஸ்லைடுஷோ');
    expect(blocksOf(logos)).toEqual(['எங்களை நம்பும் நிறுவனங்கள்', 'எங்களுடன் வளரும் பிராண்டுகள்']);
    expect(logos.querySelectorAll('li')).toHaveLength(30);
    const alts = [...logos.querySelectorAll('img')].map((img) => img.getAttribute('alt'));
    expect(alts).toEqual(tamil.clientLogos.map((logo) => logo.image.alt));
    expect(alts.every((alt) => /[\u0B80-\u0BFF]/.test(alt ?? ''))).toBe(true);
  });

  it('leaves none of the components\' English on the page', () => {
    const english = homeComponentsCopy.en;
    for (const text of [english.projects.eyebrow, english.projects.viewAll, english.logos.eyebrow, english.logos.title, english.serviceCard.more]) {
      expect(page.text, text).not.toContain(text);
    }
    for (const element of page.main.querySelectorAll('[aria-label], [aria-roledescription]')) {
      const label = `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('aria-roledescription') ?? ''}`;
      expect(label).not.toMatch(/View all projects|carousel|what it covers/);
    }
  });
});
