/**
 * The JSON-LD of every page of the sitemap, in English and Tamil, as a crawler reads it (issue
 * 33): one schema.org graph per page whose nodes have the types and properties each kind of
 * page carries, in the page's language, with absolute canonical URLs on SITE_URL and ISO 8601
 * dates; the studio's facts equal to content/site.yaml; and a BreadcrumbList equal to the
 * breadcrumb trail a visitor sees (the trail's links, their text and where they lead).
 */
import path from 'node:path';
import sharp from 'sharp';
import type { BlogPosting } from 'schema-dts';
import { beforeAll, describe, expect, it } from 'vitest';
import { shellCopy } from '../../shared/i18n/copy/shell.js';
import { htmlLang, localizePath, splitLangPath, type Lang } from '../../shared/i18n/lang.js';
import { jsonLdScript } from '../../shared/structured-data.js';
import { readSitePages, type SitePage } from '../../server/render/site-pages.js';
import { attribute, clientDir, getPage, TEST_SITE_URL, useTestApp, visibleText, type Page } from '../helpers/app.js';
import { siteContent, site } from '../helpers/content.js';

const app = useTestApp();

type Node = Record<string, unknown>;

const TAMIL = /[\u0B80-\u0BFF]/;
/** ISO 8601 as schema.org dates are written: a day, or a day and time with its offset. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
const STUDIO_ID = `${TEST_SITE_URL}/#organization`;

const sitePages = readSitePages(clientDir).all;
const pages = new Map<string, Page>();

beforeAll(async () => {
  // A few at a time: the render queue is there to refuse floods.
  for (let start = 0; start < sitePages.length; start += 8) {
    const batch = sitePages.slice(start, start + 8);
    const read = await Promise.all(batch.map((page) => getPage(app(), page.path)));
    batch.forEach((page, index) => pages.set(page.path, read[index]!));
  }
}, 240_000);

const read = (path: string): Page => {
  const page = pages.get(path);
  if (!page) throw new Error(`${path} was not fetched`);
  return page;
};

/** The page's JSON-LD: exactly one script, a schema.org graph. */
function graphOf(page: Page): Node[] {
  const scripts = [...page.document.querySelectorAll('script[type="application/ld+json"]')];
  expect(scripts, page.canonical).toHaveLength(1);
  const data = JSON.parse(scripts[0]!.textContent ?? '') as Node;
  expect(data['@context']).toBe('https://schema.org');
  expect(Array.isArray(data['@graph'])).toBe(true);
  return data['@graph'] as Node[];
}

const typeOf = (node: Node) => node['@type'];
const nodeOf = (page: Page, type: string): Node => {
  const found = graphOf(page).find((node) => typeOf(node) === type);
  if (!found) throw new Error(`${page.canonical}: no ${type}`);
  return found;
};

/** Every object in a graph, nested ones too, with the key it sits under. */
function walk(value: unknown, key = '', found: { key: string; value: unknown }[] = []): { key: string; value: unknown }[] {
  found.push({ key, value });
  if (Array.isArray(value)) for (const item of value) walk(item, key, found);
  else if (typeof value === 'object' && value !== null) for (const [name, inner] of Object.entries(value)) walk(inner, name, found);
  return found;
}

/** The breadcrumb trail as a visitor meets it: the landmark named for it, its links' text and targets. */
function visibleTrail(page: Page, lang: Lang) {
  const nav = page.region(shellCopy[lang].breadcrumb.label);
  expect(nav.tagName).toBe('NAV');
  return page.links(nav);
}

const pagesOf = (route: string) => sitePages.filter((page) => page.route === route);
const langOf = (page: SitePage) => page.lang;
const canonicalOf = (page: SitePage) => `${TEST_SITE_URL}${page.path}`;

describe('JSON-LD on every page of the sitemap', () => {
  it('reads every page, in both languages', () => {
    expect(sitePages.length).toBeGreaterThanOrEqual(170);
    expect(new Set(sitePages.map(langOf))).toEqual(new Set(['en', 'ta']));
  });

  it('is one schema.org graph a page, with the types its kind of page carries and no FAQPage or HowTo', () => {
    const expected: Record<string, string[]> = {
      home: ['WebSite', 'ProfessionalService'],
      contact: ['ProfessionalService', 'BreadcrumbList'],
      'blog-post': ['BlogPosting', 'BreadcrumbList'],
      'case-study': ['Article', 'BreadcrumbList'],
      learn: ['ItemList', 'BreadcrumbList'],
    };
    for (const sitePage of sitePages) {
      const graph = graphOf(read(sitePage.path));
      expect(graph.map(typeOf), sitePage.path).toEqual(expected[sitePage.route] ?? ['BreadcrumbList']);
      const types = walk(graph).filter(({ key }) => key === '@type').map(({ value }) => value);
      expect(types, sitePage.path).not.toContain('FAQPage');
      expect(types, sitePage.path).not.toContain('HowTo');
    }
  });

  it('writes URLs on SITE_URL, absolute and canonical: the page itself is its canonical link, and every page named is one the site serves', async () => {
    const served = new Set(sitePages.map(canonicalOf));
    const files = new Set<string>();
    for (const sitePage of sitePages) {
      const page = read(sitePage.path);
      expect(page.canonical).toBe(canonicalOf(sitePage));
      for (const { key, value } of walk(graphOf(page))) {
        if (!['url', 'item', '@id', 'mainEntityOfPage', 'logo'].includes(key) || typeof value !== 'string') continue;
        expect(value, `${sitePage.path} ${key}`).toMatch(new RegExp(`^${TEST_SITE_URL}/`.replace(/\./g, '\\.')));
        expect(value, `${sitePage.path} ${key}: no query`).not.toContain('?');
        const [address = ''] = value.split('#');
        if (key === '@id') continue;
        if (path.extname(new URL(address).pathname)) files.add(address);
        else expect(served.has(address), `${sitePage.path} ${key} ${value}`).toBe(true);
      }
      // The page's own entity, where it has one, is at its canonical URL.
      for (const node of graphOf(page).filter((node) => ['BlogPosting', 'Article'].includes(String(typeOf(node))))) {
        expect(node.url).toBe(page.canonical);
        expect(node.mainEntityOfPage).toBe(page.canonical);
      }
    }
    // The images and the logo named are files the server sends.
    expect(files.size).toBeGreaterThan(60);
    for (const file of files) expect((await app().inject({ url: new URL(file).pathname })).statusCode, file).toBe(200);
  });

  it('writes its dates in ISO 8601', () => {
    let dates = 0;
    for (const sitePage of sitePages) {
      for (const { key, value } of walk(graphOf(read(sitePage.path)))) {
        if (!key.startsWith('date')) continue;
        dates += 1;
        expect(value, `${sitePage.path} ${key}`).toMatch(ISO_DATE);
        expect(Number.isNaN(Date.parse(String(value)))).toBe(false);
      }
    }
    expect(dates).toBeGreaterThan(100);
  });

  it('escapes "<" in the script, as the boot data does, so no text can close it', () => {
    const script = jsonLdScript([{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }]);
    expect(script).not.toContain('<');
    expect((JSON.parse(script) as { '@graph': { name: string }[] })['@graph'][0]?.name).toBe('</script><script>alert(1)</script>');
  });

  it('is typed by schema-dts: a property schema.org does not have fails the type check', () => {
    // @ts-expect-error: a BlogPosting has a headline, not a "headlin"
    const misspelt: BlogPosting = { '@type': 'BlogPosting', headlin: 'A title' };
    expect(misspelt).toBeDefined();
  });
});

describe('the studio on the home and contact pages', () => {
  const studioPages = sitePages.filter((page) => page.route === 'home' || page.route === 'contact');

  it('is a ProfessionalService with every fact of content/site.yaml, in the page’s language', async () => {
    expect(studioPages).toHaveLength(4);
    for (const sitePage of studioPages) {
      const lang = langOf(sitePage);
      const studio = nodeOf(read(sitePage.path), 'ProfessionalService');
      expect(studio).toMatchObject({
        '@id': STUDIO_ID,
        name: site.brand,
        url: `${TEST_SITE_URL}${localizePath('/', lang)}`,
        logo: `${TEST_SITE_URL}/favicon.svg`,
        // The numbers as content/site.yaml writes them.
        telephone: site.phones[0]!.label,
        email: site.email,
        address: {
          '@type': 'PostalAddress',
          streetAddress: site.address.street[lang],
          addressLocality: site.address.locality[lang],
          addressRegion: site.address.region[lang],
          postalCode: site.address.postalCode,
          addressCountry: 'IN',
        },
        geo: { '@type': 'GeoCoordinates', latitude: site.location.latitude, longitude: site.location.longitude },
        sameAs: site.socials.map((social) => social.href),
      });
      expect(studio.contactPoint).toEqual(site.phones.map((phone) => ({ '@type': 'ContactPoint', telephone: phone.label, contactType: 'customer service' })));
      expect(studio.openingHoursSpecification).toEqual(site.hours.map(({ days, opens, closes }) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: [...days], opens, closes })));
      // The content gives no price range, so none is made up.
      expect(studio).not.toHaveProperty('priceRange');
      expect(String(studio.description)).toBe(shellCopy[lang].description);
      expect(TAMIL.test(String(studio.description)), sitePage.path).toBe(lang === 'ta');
      expect(TAMIL.test(site.address.street[lang]), sitePage.path).toBe(lang === 'ta');
      const image = studio.image as Node;
      expect(image).toMatchObject({ '@type': 'ImageObject', width: '1200', height: '630' });
      expect((await app().inject({ url: new URL(String(image.url)).pathname })).headers['content-type']).toBe('image/jpeg');
    }
  });

  it('reads the facts from content/site.yaml itself', () => {
    expect(site.phones.map((phone) => phone.label)).toEqual(['+91 98765 43210', '+91 91234 56789']);
    expect(site.location).toEqual({ latitude: 13.0475, longitude: 80.255 });
    expect(site.hours[0]).toEqual({ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:30', closes: '18:30' });
  });

  it('names the site on the home page, and no other page repeats the business', () => {
    for (const lang of ['en', 'ta'] as const) {
      const home = localizePath('/', lang);
      expect(nodeOf(read(home), 'WebSite')).toMatchObject({ name: site.brand, url: `${TEST_SITE_URL}${home}`, inLanguage: htmlLang[lang], publisher: { '@id': STUDIO_ID } });
    }
    const others = sitePages.filter((page) => !studioPages.includes(page));
    for (const sitePage of others) expect(graphOf(read(sitePage.path)).map(typeOf), sitePage.path).not.toContain('ProfessionalService');
  });
});

describe('blog posts', () => {
  it('are each a BlogPosting with the post’s headline, summary, sized image, dates, author, publisher and language', async () => {
    const posts = pagesOf('blog-post');
    expect(posts).toHaveLength(siteContent.byLang.en.blogPosts.length * 2);
    for (const sitePage of posts) {
      const lang = langOf(sitePage);
      const page = read(sitePage.path);
      const post = siteContent.byLang[lang].blogPosts.find((candidate) => `/blog/${candidate.id}` === splitLangPath(sitePage.path).path)!;
      const posting = nodeOf(page, 'BlogPosting');
      expect(posting).toMatchObject({
        headline: post.title,
        description: post.excerpt,
        datePublished: post.date,
        dateModified: post.date,
        articleSection: post.category,
        inLanguage: htmlLang[lang],
        mainEntityOfPage: page.canonical,
        publisher: { '@type': 'Organization', '@id': STUDIO_ID, name: site.brand },
      });
      expect(posting.headline).toBe(page.heading(1));
      // The author as a person: the name the byline starts with (the role after the comma is their job title).
      const author = posting.author as Node;
      expect(author['@type']).toBe('Person');
      expect(post.author.startsWith(`${String(author.name)},`)).toBe(true);
      expect(page.text).toContain(post.author);
      await expectSizedImages(posting.image, post.image.src);
    }
  });
});

describe('case studies', () => {
  it('are each an Article about the client, made by the studio, in the page’s language, dated by the case study', async () => {
    const studies = pagesOf('case-study');
    expect(studies).toHaveLength(siteContent.byLang.en.caseStudies.length * 2);
    for (const sitePage of studies) {
      const lang = langOf(sitePage);
      const page = read(sitePage.path);
      const caseStudy = siteContent.byLang[lang].caseStudies.find((candidate) => `/case-studies/${candidate.id}` === splitLangPath(sitePage.path).path)!;
      const article = nodeOf(page, 'Article');
      expect(article).toMatchObject({
        headline: caseStudy.title,
        description: caseStudy.summary,
        inLanguage: htmlLang[lang],
        creator: { '@id': STUDIO_ID, name: site.brand },
        publisher: { '@id': STUDIO_ID },
        about: { '@type': caseStudy.category === 'Personal Branding' ? 'Person' : 'Organization', name: caseStudy.client.split(', ')[0] },
      });
      expect(article.headline).toBe(page.heading(1));
      // The content's month ("Mar-24", or a range's last month "Jun–Jul 2025"), as its first day.
      const [, month = '', year = ''] = /([A-Z][a-z]{2})(?:-(\d{2})| (\d{4}))$/.exec(caseStudy.date)!.filter((part) => part !== undefined);
      const published = new Date(String(article.datePublished));
      expect(published.toLocaleString('en', { month: 'short', timeZone: 'UTC' })).toBe(month);
      expect(String(published.getUTCFullYear()).endsWith(year)).toBe(true);
      expect(published.getUTCDate()).toBe(1);
      await expectSizedImages(article.image, caseStudy.image.src);
    }
  }, 60_000);
});

describe('courses', () => {
  it('list every course of /learn with the name, description and provider Google’s course list needs, each at its card', () => {
    for (const sitePage of pagesOf('learn')) {
      const lang = langOf(sitePage);
      const page = read(sitePage.path);
      const list = nodeOf(page, 'ItemList');
      const items = list.itemListElement as Node[];
      const courses = siteContent.byLang[lang].courses;
      expect(items.map((item) => item.position)).toEqual(courses.map((_, index) => index + 1));
      items.forEach((item, index) => {
        const course = courses[index]!;
        expect(item.item).toMatchObject({ '@type': 'Course', name: course.title, description: course.subtitle, provider: { '@id': STUDIO_ID, name: site.brand }, url: `${page.canonical}#course-${course.id}` });
        expect(page.document.getElementById(`course-${course.id}`)).not.toBeNull();
      });
    }
  });
});

describe('breadcrumbs', () => {
  it('every page below the home page shows a trail from the home page to itself, and its BreadcrumbList says the same', () => {
    for (const sitePage of sitePages) {
      const lang = langOf(sitePage);
      const page = read(sitePage.path);
      if (sitePage.route === 'home') {
        expect(() => page.region(shellCopy[lang].breadcrumb.label)).toThrow();
        continue;
      }
      const trail = visibleTrail(page, lang);
      expect(trail[0], sitePage.path).toMatchObject({ name: shellCopy[lang].nav['/'], href: localizePath('/', lang) });
      expect(trail.at(-1), sitePage.path).toMatchObject({ href: sitePage.path, current: 'page' });
      expect(trail.slice(0, -1).every((link) => link.current === null)).toBe(true);
      const list = nodeOf(page, 'BreadcrumbList').itemListElement as Node[];
      expect(list, sitePage.path).toEqual(trail.map((link, index) => ({ '@type': 'ListItem', position: index + 1, name: link.name, item: `${TEST_SITE_URL}${link.href}` })));
    }
  });

  it('names a section as its own page does, and a record by its heading', () => {
    for (const sitePage of sitePages.filter((page) => page.route !== 'home')) {
      const lang = langOf(sitePage);
      const page = read(sitePage.path);
      const trail = visibleTrail(page, lang);
      const [, section, record] = trail;
      // The section step is named as the section's page is titled ("Services | Kolam Studio").
      expect(read(section!.href).title.startsWith(section!.name), `${sitePage.path}: ${section!.name}`).toBe(true);
      if (record) expect(record.name, sitePage.path).toBe(page.heading(1));
      expect(trail.length, sitePage.path).toBe(sitePage.path.split('/').filter((part) => part && part !== 'ta').length + 1);
    }
  });

  it('is in the page’s language', () => {
    for (const sitePage of sitePages.filter((page) => page.lang === 'ta' && page.route !== 'home')) {
      const nav = read(sitePage.path).region(shellCopy.ta.breadcrumb.label);
      expect(TAMIL.test(visibleText(nav)), sitePage.path).toBe(true);
      expect(attribute(nav, 'aria-label')).toBe(shellCopy.ta.breadcrumb.label);
    }
  });
});

/** ImageObjects of a content image: absolute, served, and as wide and tall as the files are. */
async function expectSizedImages(value: unknown, src: string) {
  const images = value as Node[];
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(image['@type']).toBe('ImageObject');
    const url = new URL(String(image.url));
    expect(url.origin + url.pathname).toBe(String(image.url));
    expect(url.pathname.startsWith(`${src}-`)).toBe(true);
    const file = await sharp(path.join(clientDir, url.pathname)).metadata();
    expect({ width: String(file.width), height: String(file.height) }).toEqual({ width: image.width, height: image.height });
  }
}
