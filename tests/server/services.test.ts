/**
 * /services and /services/{slug} as the server sends them (SPEC §2.4, §2.5, §3 "Service"), in
 * English and in Tamil under /ta: texts, order, links, the active pill, titles and 404s; and
 * the shared <ServiceCard>.
 */
import { parseHTML } from 'linkedom';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BootContext, type Boot } from '../../shared/boot.js';
import { SparkleIcon } from '../../shared/components/icons.js';
import { ServiceCard } from '../../shared/components/service-card.js';
import { homeComponentsCopy } from '../../shared/i18n/copy/home-components.js';
import { serviceCopy } from '../../shared/routes/service/copy.js';
import { servicesCopy } from '../../shared/routes/services/copy.js';
import { shellCopy } from '../../shared/i18n/copy/shell.js';
import { uiCopy } from '../../shared/i18n/copy/ui.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { UiContext } from '../../shared/i18n/ui-context.js';
import { accessibleName, expectInOrder, getPage, useTestApp, visibleText, type Page } from '../helpers/app.js';
import { content, tamil } from '../helpers/content.js';

const services = content.services;

const app = useTestApp();

/** SPEC §3: slugs, titles and tags, in display order. */
const specServices = [
  { slug: 'branding', title: 'Brand & Creative Solutions', tags: ['Logo Design', 'Identity', 'Artwork', 'Collaterals', 'Guidelines'] },
  { slug: 'packaging', title: 'Packaging Solutions', tags: ['Structure', 'Sustainability', 'Labels', 'Mockups', 'Shelf-Ready'] },
  { slug: 'web-development', title: 'Website Development', tags: ['Custom', 'CMS', 'Ecommerce', 'Responsive', 'Support'] },
  { slug: 'app-development', title: 'App Development', tags: ['Native', 'UX/UI', 'Crossplatform', 'Maintenance', 'Integration'] },
  { slug: 'marketing', title: 'Digital Marketing', tags: ['SEO', 'Social', 'Ads', 'Email', 'Analytics'] },
  { slug: 'personal-brand', title: 'Personal Branding', tags: ['Strategy', 'Profiles', 'Portfolio', 'Content', 'Reputation'] },
];
const slugs = specServices.map((service) => service.slug);
const timelineSteps = ['Discovery Call', 'Research & Strategy', 'Design/Architecture', 'Build & Integrate', 'QA & Iterate', 'Launch & Measure'];
const TAMIL = /[\u0B80-\u0BFF]/;

/** The services in Tamil, as the Tamil pages get them. */
const tamilServices = tamil.services;

const get = (url: string) => getPage(app(), url);

/** Elements as text. */
const texts = (elements: Iterable<Element>) => [...elements].map((element) => visibleText(element));

/** A service card as a reader sees it: heading, icon, summary, tag list (name and items), link. */
function cardOf(page: Page, card: Element) {
  const tagList = card.querySelector('ul[aria-label]');
  const links = page.links(card);
  return {
    title: texts(card.querySelectorAll('h3')),
    icon: card.querySelector('svg')?.getAttribute('data-icon'),
    text: visibleText(card),
    tagsLabel: tagList?.getAttribute('aria-label'),
    tags: tagList ? texts(tagList.querySelectorAll('li')) : [],
    links,
  };
}

/** The numbered steps of an ordered list: [shown number, title, description]. */
const stepsOf = (list: Element) =>
  [...list.querySelectorAll('li')].map((item) => [visibleText(item.querySelector('[aria-hidden="true"]')), visibleText(item.querySelector('h3')), visibleText(item.querySelector('p'))]);

const sectionNamed = (page: Page, name: string) => {
  const section = [...page.main.querySelectorAll('section')].find((element) => accessibleName(element, page.document) === name);
  expect(section, name).toBeDefined();
  return section!;
};

describe('/services', () => {
  it('answers 200 with its own title, the hero title and subtitle', async () => {
    const page = await get('/services');
    expect(page.status).toBe(200);
    expect(page.lang).toBe('en-IN');
    expect(page.title).toBe('Services | Kolam Studio');
    expect(page.headings(1)).toEqual(['Our Services']);
    expect(page.text).toContain('Strategic design and innovative digital solutions tailored to your business needs.');
    expect(page.document.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('shows the six service cards in order with icon, title, summary, five tags and "Learn More →"', async () => {
    const page = await get('/services');
    const cards = [...page.main.querySelectorAll('article')];
    expect(cards).toHaveLength(6);
    cards.forEach((element, index) => {
      const spec = specServices[index]!;
      const card = cardOf(page, element);
      expect(card.title).toEqual([spec.title]);
      expect(card.icon).toBe(services[index]!.icon);
      expect(card.text).toContain(services[index]!.summary);
      expect(card.tagsLabel).toBe(`${spec.title}: what it covers`);
      expect(card.tags).toEqual(spec.tags);
      expect(card.links).toEqual([{ name: 'Learn More →', href: `/services/${spec.slug}`, current: null }]);
    });
  });

  it('follows the cards with "Our Proven Timeline": six numbered steps in order, each described', async () => {
    const page = await get('/services');
    const timeline = sectionNamed(page, 'Our Proven Timeline');
    const steps = stepsOf(timeline.querySelector('ol')!);
    expect(steps.map(([number]) => number)).toEqual(['01', '02', '03', '04', '05', '06']);
    expect(steps.map(([, title]) => title)).toEqual(timelineSteps);
    for (const [, , description] of steps) expect(description!.length).toBeGreaterThan(40);
    expectInOrder(page.text, ['Our Services', 'Brand & Creative Solutions', 'Personal Branding', 'Learn More →', 'Our Proven Timeline', ...timelineSteps]);
    expect(page.text.indexOf('Our Proven Timeline')).toBeGreaterThan(page.text.lastIndexOf('Learn More →'));
  });
});

describe('/ta/services', () => {
  const copy = servicesCopy.ta;

  it('answers 200 in Tamil with the Tamil title, hero and lead', async () => {
    const page = await get('/ta/services');
    expect(page.status).toBe(200);
    expect(page.lang).toBe('ta');
    expect(page.title).toBe(`${copy.meta.title} | Kolam Studio`);
    expect(page.headings(1)).toEqual([copy.hero.title]);
    expect(page.heading(1)).toMatch(TAMIL);
    expect(page.text).toContain(copy.hero.lead);
    expect(page.document.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('shows the same six cards in Tamil, each leading to its Tamil page', async () => {
    const page = await get('/ta/services');
    const cards = [...page.main.querySelectorAll('article')];
    expect(cards).toHaveLength(6);
    cards.forEach((element, index) => {
      const service = tamilServices[index]!;
      const card = cardOf(page, element);
      expect(service.slug).toBe(slugs[index]);
      expect(card.title).toEqual([service.title]);
      expect(service.title).toMatch(TAMIL);
      expect(card.icon).toBe(service.icon);
      expect(card.text).toContain(service.summary);
      expect(card.tagsLabel).toBe(`${service.title}: இதில் அடங்குவது`);
      expect(card.tags).toEqual(service.tags);
      expect(card.tags).toHaveLength(5);
      expect(card.links).toEqual([{ name: service.buttonText, href: `/ta/services/${service.slug}`, current: null }]);
      expect(service.buttonText).toMatch(TAMIL);
    });
  });

  it('follows the cards with the six timeline steps in Tamil', async () => {
    const page = await get('/ta/services');
    const timeline = sectionNamed(page, copy.timeline.title);
    const steps = stepsOf(timeline.querySelector('ol')!);
    expect(steps.map(([number]) => number)).toEqual(['01', '02', '03', '04', '05', '06']);
    expect(steps.map(([, title]) => title)).toEqual(copy.timeline.steps.map((step) => step.title));
    for (const [, title] of steps) expect(title).toMatch(TAMIL);
    expect(page.href(copy.cta.button)).toBe('/ta/contact');
    for (const english of ['Learn More', 'what it covers', 'Our Proven Timeline']) expect(page.main.outerHTML, english).not.toContain(english);
  });
});

/** Every check of a service's page, in either language. */
async function expectServicePage(lang: Lang, slug: string) {
  const prefix = lang === 'ta' ? '/ta' : '';
  const copy = serviceCopy[lang];
  const service = (lang === 'en' ? content : tamil).services.find((candidate) => candidate.slug === slug)!;
  const page = await get(`${prefix}/services/${slug}`);
  expect(page.status).toBe(200);
  expect(page.lang).toBe(lang === 'ta' ? 'ta' : 'en-IN');
  expect(page.title).toBe(`${service.title} | Kolam Studio`);
  expect(page.meta('description')).toBe(service.summary);

  // Pills: six plain links in order, only the current one marked.
  const pills = page.links(page.region(copy.pillsLabel));
  expect(pills.map((pill) => pill.href)).toEqual(slugs.map((each) => `${prefix}/services/${each}`));
  expect(pills.map((pill) => pill.name)).toEqual(slugs.map((each) => shellCopy[lang].serviceLinks[each as keyof typeof shellCopy.en.serviceLinks]));
  expect(pills.filter((pill) => pill.current === 'page').map((pill) => pill.href)).toEqual([`${prefix}/services/${slug}`]);

  // The breadcrumb trail, the pills, the banner (eager: it is the largest image above the fold), then the title and summary.
  const trail = page.region(shellCopy[lang].breadcrumb.label);
  expect([...page.main.querySelectorAll('nav, img, h1')].map((element) => (element === trail ? 'trail' : element.tagName))).toEqual(['trail', 'NAV', 'IMG', 'H1']);
  const banner = page.main.querySelector('img')!;
  expect(banner.getAttribute('loading')).toBe('eager');
  expect(banner.getAttribute('alt')).toBe(service.banner.alt);
  expect(page.headings(1)).toEqual([service.title]);

  expectInOrder(page.text, [
    service.title,
    service.summary,
    copy.deliverables.title,
    ...service.deliverables.flatMap((item) => [item.title, item.desc]),
    copy.why.title,
    ...service.why,
    copy.process.title,
    ...service.process.flatMap((step) => [step.step, step.desc]),
    copy.allServices,
  ]);
  expect(page.headings(3, sectionNamed(page, copy.deliverables.title))).toEqual(service.deliverables.map((item) => item.title));
  expect(page.items(sectionNamed(page, copy.why.title))).toEqual(service.why);
  const process = sectionNamed(page, copy.process.title).querySelector('ol')!;
  expect(stepsOf(process)).toEqual(service.process.map((step, index) => [String(index + 1), step.step, step.desc]));
  expect(page.href(copy.allServices)).toBe(`${prefix}/services`);
  expect(page.document.querySelectorAll('[style]')).toHaveLength(0);
  return { page, service };
}

describe('/services/{slug}', () => {
  it.each(specServices.map((spec) => [spec.slug, spec] as const))('%s: pills, banner, title, summary, then the three sections and the way back, in order', async (slug, spec) => {
    const { page } = await expectServicePage('en', slug);
    expect(page.headings(1)).toEqual([spec.title]);
    expect(page.headings(2)).toEqual(['What We Deliver', 'Why Partner With Us', 'Our Proven Process']);
    expect(page.href('← All Services')).toBe('/services');
  });

  it('answers an unknown slug with 404 and "Not found." inside the layout, with a way back', async () => {
    const page = await get('/services/logo-printing');
    expect(page.status).toBe(404);
    expect(page.headings(1)).toEqual(['Not found.']);
    expect(page.href('← All Services')).toBe('/services');
    expect(page.text).not.toContain('What We Deliver');
    expect(page.meta('robots')).toBe('noindex, follow');
  });
});

describe('/ta/services/{slug}', () => {
  it.each(slugs)('%s: the same page in Tamil, with Tamil pills and headings and links to /ta/...', async (slug) => {
    const { page, service } = await expectServicePage('ta', slug);
    expect(service.title).toMatch(TAMIL);
    expect(page.headings(2)).toEqual(['நாங்கள் வழங்குவது', 'எங்களுடன் ஏன் இணைய வேண்டும்', 'நிரூபிக்கப்பட்ட எங்கள் செயல்முறை']);
    const pills = page.links(page.region('சேவைகளைப் பார்க்க'));
    for (const pill of pills) expect(pill.name).toMatch(TAMIL);
    expect(page.href('← அனைத்துச் சேவைகளும்')).toBe('/ta/services');
    const internal = page.links().map((link) => link.href).filter((href) => href.startsWith('/'));
    // Every link stays in Tamil: the trail's first step is the Tamil home page, /ta.
    expect(internal.filter((href) => href !== '/ta' && !href.startsWith('/ta/'))).toEqual([]);
  });

  it('answers an unknown slug with the Tamil 404 and a way back to the Tamil list', async () => {
    const page = await get('/ta/services/logo-printing');
    expect(page.status).toBe(404);
    expect(page.lang).toBe('ta');
    expect(page.headings(1)).toEqual([shellCopy.ta.notFound.service.message]);
    expect(page.href(shellCopy.ta.notFound.service.backLabel)).toBe('/ta/services');
    expect(page.meta('robots')).toBe('noindex, follow');
  });
});

describe('<ServiceCard>', () => {
  const [service] = services;
  const boot = (lang: Lang): Boot => ({ siteUrl: 'https://kolamstudio.example', lang, year: 2025, assets: { entry: '', css: [], modulepreload: [], fonts: [] } });
  const markup = (props: Parameters<typeof ServiceCard>[0], lang: Lang = 'en') => {
    const tree: ReactNode = createElement(
      BootContext.Provider,
      { value: boot(lang) },
      createElement(UiContext.Provider, { value: uiCopy(lang) }, createElement(MemoryRouter, null, createElement(ServiceCard, props))),
    );
    return renderToStaticMarkup(tree);
  };
  const render = (props: Parameters<typeof ServiceCard>[0], lang: Lang = 'en') => parseHTML(`<!DOCTYPE html><html><body>${markup(props, lang)}</body></html>`).document.body;

  it('draws the icon named by the service and falls back to the sparkle without one', () => {
    expect(render({ service: service! }).querySelector('svg')?.getAttribute('data-icon')).toBe(service!.icon);
    const fallback = markup({ service: { ...service!, icon: undefined } });
    expect(fallback).toContain(renderToStaticMarkup(createElement(SparkleIcon)));
    expect(render({ service: { ...service!, icon: undefined } }).querySelector('[data-icon]')).toBeNull();
  });

  it('compact: the whole card is one link to the service, without tags or button', () => {
    const body = render({ service: service!, variant: 'compact', headingLevel: 2 });
    expect(body.children).toHaveLength(1);
    const link = body.firstElementChild!;
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe(`/services/${service!.slug}`);
    expect(body.querySelectorAll('a')).toHaveLength(1);
    expect(texts(link.querySelectorAll('h2'))).toEqual([service!.title]);
    expect(link.querySelectorAll('li')).toHaveLength(0);
    expect(visibleText(link)).toMatch(/Learn more →$/);
  });

  it('compact in Tamil: links to the Tamil page and says "Learn more" in Tamil', () => {
    const [tamil] = tamilServices;
    const link = render({ service: tamil!, variant: 'compact' }, 'ta').firstElementChild!;
    expect(link.getAttribute('href')).toBe(`/ta/services/${tamil!.slug}`);
    expect(visibleText(link)).toMatch(new RegExp(`${homeComponentsCopy.ta.serviceCard.more} →$`));
    expect(visibleText(link)).not.toContain('Learn more');
  });

  it('full: heading level 3 by default, and level 2 on request', () => {
    expect(texts(render({ service: service! }).querySelectorAll('h3'))).toEqual([service!.title]);
    expect(texts(render({ service: service!, headingLevel: 2 }).querySelectorAll('h2'))).toEqual([service!.title]);
  });

  it('full in Tamil: names the tags and links the button in Tamil', () => {
    const [tamil] = tamilServices;
    const body = render({ service: tamil! }, 'ta');
    expect(body.querySelector('ul')?.getAttribute('aria-label')).toBe(`${tamil!.title}: இதில் அடங்குவது`);
    expect(body.querySelector('a')?.getAttribute('href')).toBe(`/ta/services/${tamil!.slug}`);
  });
});
