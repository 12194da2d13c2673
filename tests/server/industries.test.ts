/**
 * /industries and /industries/{slug}, in English and Tamil, as the server sends them (SPEC
 * §2.6, §2.7, §3 "Industry"; DESIGN.md Tamil edition): texts, order, links, the active pill,
 * titles and 404s; and <IndustryCard>.
 */
import { parseHTML } from 'linkedom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BootContext, type Boot } from '../../shared/boot.js';
import { IndustryCard } from '../../shared/components/industry-card.js';
import type { Industry } from '../../shared/content/types.js';
import { industriesCopy } from '../../shared/routes/industries/copy.js';
import { industryCopy } from '../../shared/routes/industry/copy.js';
import { shellCopy } from '../../shared/i18n/copy/shell.js';
import { uiCopy } from '../../shared/i18n/copy/ui.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { UiContext } from '../../shared/i18n/ui-context.js';
import { expectInOrder, getPage, TEST_SITE_URL, useTestApp, visibleText, type Page } from '../helpers/app.js';
import { content, tamil } from '../helpers/content.js';

const industries = content.industries;

const app = useTestApp();
const get = (url: string) => getPage(app(), url);

/** SPEC §3: slugs, detail-page titles and list items, in display order. */
const specIndustries = [
  { slug: 'education', title: 'Education Sector Solutions', items: ['E-learning platforms', 'School management software', 'Online courses', 'Interactive classrooms', 'Education analytics'] },
  { slug: 'government', title: 'Government Events Solutions', items: ['Digital portals', 'Citizen services apps', 'E-governance solutions', 'Data management systems', 'Public feedback platforms'] },
  { slug: 'health', title: 'Healthcare Digital Solutions', items: ['Hospital management', 'Telemedicine apps', 'Health tracking devices', 'Patient portals', 'Medical analytics'] },
  { slug: 'business', title: 'Business Sector Solutions', items: ['CRM systems', 'ERP solutions', 'Inventory management', 'Team collaboration', 'Analytics dashboards'] },
  { slug: 'travel', title: 'Travel Industry Solutions', items: ['Booking portals', 'Tour management', 'Travel guides apps', 'Customer support', 'Loyalty programs'] },
  { slug: 'consumer', title: 'Retail Industry Solutions', items: ['Online stores', 'D2C platforms', 'Payment solutions', 'Customer analytics', 'Product recommendations'] },
];

const inLang = { en: industries, ta: tamil.industries } as const;
const prefix = { en: '', ta: '/ta' } as const;

/** The industry cards in order: name (the link), href, image, summary and list items. */
function industryCards(page: Page) {
  return [...page.region(industriesCopy[page.lang === 'ta' ? 'ta' : 'en'].listLabel).querySelectorAll('article')].map((card) => {
    const link = card.querySelector('h2 a[href]');
    return {
      name: visibleText(link),
      href: link?.getAttribute('href'),
      image: card.querySelector('img'),
      text: visibleText(card),
      items: [...card.querySelectorAll('ul li')].map((item) => visibleText(item)),
    };
  });
}

describe.each(['en', 'ta'] as const)('/industries (%s)', (lang) => {
  const copy = industriesCopy[lang];
  const records = inLang[lang];

  it('answers 200 with its own title, the language and the hero text', async () => {
    const page = await get(`${prefix[lang]}/industries`);
    expect(page.status).toBe(200);
    expect(page.lang).toBe(lang === 'en' ? 'en-IN' : 'ta');
    expect(page.title).toBe(`${copy.meta.title} | Kolam Studio`);
    expect(page.headings(1)).toEqual([copy.hero.title]);
    expect(page.text).toContain(copy.hero.lead);
    expect(page.canonical).toBe(`${TEST_SITE_URL}${prefix[lang]}/industries`);
    expect(page.document.querySelectorAll('[style]')).toHaveLength(0);
    if (lang === 'en') {
      expect(page.headings(1)).toEqual(['Industries']);
      expect(page.text).toContain('Six industries. Click any to explore tailored solutions and services.');
    }
  });

  it('shows six cards in order, each linking to its page with an image (eager in the first row, then lazy), title, summary and the five items', async () => {
    const page = await get(`${prefix[lang]}/industries`);
    const cards = industryCards(page);
    expect(cards).toHaveLength(6);
    cards.forEach((card, index) => {
      const spec = specIndustries[index]!;
      const industry = records[index]!;
      expect(card.href).toBe(`${prefix[lang]}/industries/${spec.slug}`);
      expect(card.name).toBe(industry.name);
      expect(card.image?.getAttribute('loading')).toBe(index < 3 ? 'eager' : 'lazy');
      expect(card.image?.getAttribute('alt')).toBe(industry.image.alt);
      expect(card.text).toContain(industry.summary);
      expect(card.items).toEqual(lang === 'en' ? spec.items : industry.items);
      expect(card.items).toHaveLength(5);
    });
  });

  it('ends with a call to talk to the studio, on the contact page of the same language', async () => {
    const page = await get(`${prefix[lang]}/industries`);
    expect(page.headings(2).at(-1)).toBe(copy.cta.title);
    expect(page.href(copy.cta.button)).toBe(`${prefix[lang]}/contact`);
  });
});

describe('/ta/industries', () => {
  it('shows no English interface text: hero, cards and the call to action are Tamil', async () => {
    const page = await get('/ta/industries');
    for (const english of ['Who we work with', 'Six industries', 'Explore', 'Working in another sector?', 'Talk to Us', ...specIndustries.flatMap((spec) => spec.items)]) {
      expect(page.text).not.toContain(english);
    }
    expect(page.text).toContain('மேலும் அறிய →');
  });
});

describe.each(['en', 'ta'] as const)('/industries/{slug} (%s)', (lang) => {
  const copy = industryCopy[lang];
  const labels = shellCopy[lang].industryLinks;

  it.each(specIndustries.map((s) => [s.slug, s] as const))('%s: title, pills, hero, challenges, solutions, why choose us and the way back, in order', async (slug, spec) => {
    const industry = inLang[lang].find((i) => i.slug === slug)!;
    const page = await get(`${prefix[lang]}/industries/${slug}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${industry.title} | Kolam Studio`);
    if (lang === 'en') expect(page.title).toBe(`${spec.title} | Kolam Studio`);
    expect(page.meta('description')).toBe(industry.summary);
    expect(page.canonical).toBe(`${TEST_SITE_URL}${prefix[lang]}/industries/${slug}`);

    // Pills: six plain links in order, only the current one marked.
    const pills = page.links(page.region(copy.pillsLabel));
    expect(pills.map((pill) => pill.href)).toEqual(specIndustries.map((s) => `${prefix[lang]}/industries/${s.slug}`));
    expect(pills.map((pill) => pill.name)).toEqual(inLang[lang].map((i) => labels[i.slug]));
    if (lang === 'en') expect(pills.map((pill) => pill.name)).toEqual(industries.map((i) => i.name));
    expect(pills.filter((pill) => pill.current === 'page').map((pill) => pill.href)).toEqual([`${prefix[lang]}/industries/${slug}`]);

    // Below the breadcrumb trail, the pills, then the hero: image (eager, above the fold), title, summary, the five items.
    const hero = page.main.querySelector('header')!;
    expect([...page.main.querySelectorAll('nav, header')].slice(0, 2)).toEqual([page.region(shellCopy[lang].breadcrumb.label), page.region(copy.pillsLabel)]);
    expect(page.headings(1)).toEqual([industry.title]);
    expect(visibleText(hero)).toContain(industry.summary);
    expect(page.items(page.region(copy.itemsLabel))).toEqual(lang === 'en' ? spec.items : industry.items);
    const img = hero.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('alt')).toBe(industry.image.alt);

    expectInOrder(page.text, [
      industry.title,
      copy.challenges.title,
      ...industry.challenges.flatMap((c) => [c.title, c.description]),
      copy.solutions.title,
      ...industry.solutions.flatMap((s) => [s.title, s.description]),
      copy.why.title.replace('{brand}', 'Kolam Studio'),
      ...industry.whyChoose,
      copy.back,
    ]);
    expect(page.headings(2)).toEqual([copy.challenges.title, copy.solutions.title, copy.why.title.replace('{brand}', 'Kolam Studio')]);
    expect(page.headings(3)).toEqual([...industry.challenges, ...industry.solutions].map((c) => c.title));
    // Every point carries a check mark (a decorative icon).
    const why = page.region(copy.why.title.replace('{brand}', 'Kolam Studio'));
    const points = [...why.querySelectorAll('li')];
    expect(points.map((point) => visibleText(point))).toEqual(industry.whyChoose);
    for (const point of points) expect(point.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(page.href(copy.back)).toBe(`${prefix[lang]}/industries`);
    expect(page.href(copy.discuss)).toBe(`${prefix[lang]}/contact`);
    expect(page.document.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('answers an unknown slug with 404 and the not-found text inside the layout, with a way back', async () => {
    const page = await get(`${prefix[lang]}/industries/mining`);
    const notFound = shellCopy[lang].notFound.industry;
    expect(page.status).toBe(404);
    expect(page.headings(1)).toEqual([notFound.message]);
    if (lang === 'en') expect(page.headings(1)).toEqual(['Industry Not Found.']);
    expect(page.href(notFound.backLabel)).toBe(`${prefix[lang]}/industries`);
    expect(page.text).not.toContain(copy.challenges.title);
    expect(page.meta('robots')).toBe('noindex, follow');
  });
});

describe('/ta/industries/{slug}', () => {
  it('keeps the brand in Latin, marked as English, in "Why Choose Kolam Studio?"', async () => {
    const page = await get('/ta/industries/health');
    const heading = [...page.main.querySelectorAll('h2')].at(-1)!;
    expect(visibleText(heading)).toBe('Kolam Studio ஏன் உங்களுக்கான சரியான தேர்வு?');
    expect(heading.querySelector('[lang="en"]')?.textContent).toBe('Kolam Studio');
  });

  it('shows no English interface text', async () => {
    const page = await get('/ta/industries/education');
    const english = industryCopy.en;
    for (const text of [english.challenges.title, english.solutions.title, english.why.eyebrow, english.back, english.discuss, 'Why Choose', 'Education Sector Solutions']) {
      expect(page.text).not.toContain(text);
    }
    const labels = [...page.main.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'));
    expect(labels).toEqual(expect.arrayContaining([industryCopy.ta.pillsLabel, industryCopy.ta.itemsLabel]));
    expect(labels).not.toContain(english.pillsLabel);
  });
});

describe('<IndustryCard>', () => {
  const [industry] = industries;
  const boot = (lang: Lang): Boot => ({ siteUrl: TEST_SITE_URL, lang, year: 2025, assets: { entry: '', css: [], modulepreload: [], fonts: [] } });
  const render = (props: Parameters<typeof IndustryCard>[0], lang: Lang = 'en') => {
    const html = renderToStaticMarkup(
      createElement(
        BootContext.Provider,
        { value: boot(lang) },
        createElement(UiContext.Provider, { value: uiCopy(lang) }, createElement(MemoryRouter, null, createElement(IndustryCard, props))),
      ),
    );
    return parseHTML(`<!DOCTYPE html><html><body>${html}</body></html>`).document;
  };
  const items = (document: Document) => [...document.querySelectorAll('li')].map((item) => visibleText(item));

  it('lists at most the first 5 items, and none unless asked', () => {
    const long: Industry = { ...industry!, items: ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'] };
    expect(items(render({ industry: long, showItems: true }))).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
    expect(items(render({ industry: long }))).toEqual([]);
  });

  it('shows a decorative placeholder when the record has no image', () => {
    const { image: _image, ...rest } = industry!;
    const document = render({ industry: { ...rest } as unknown as Industry });
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('uses the requested heading level', () => {
    expect(visibleText(render({ industry: industry! }).querySelector('h3'))).toBe(industry!.name);
    expect(render({ industry: industry!, headingLevel: 2 }).querySelector('h2')).not.toBeNull();
    expect(render({ industry: industry!, headingLevel: 2 }).querySelector('h3')).toBeNull();
  });

  it('links to the industry in the page language, with the cue in that language', () => {
    const english = render({ industry: industry! });
    expect(english.querySelector('a')?.getAttribute('href')).toBe(`/industries/${industry!.slug}`);
    expect(visibleText(english.body)).toContain('Explore →');
    const tamil = render({ industry: industry! }, 'ta');
    expect(tamil.querySelector('a')?.getAttribute('href')).toBe(`/ta/industries/${industry!.slug}`);
    expect(visibleText(tamil.body)).toContain('மேலும் அறிய →');
    expect(visibleText(tamil.body)).not.toContain('Explore');
  });
});
