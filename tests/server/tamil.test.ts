/**
 * The Tamil edition as a crawler and a reader get it. Every URL the sitemap lists under /ta
 * (the sitemap test in assets-and-headers.test.ts checks the list itself and its
 * xhtml:link alternates) is read once, with its English twin:
 *
 * - both answer 200, each with its own canonical link, the hreflang trio (en-IN, ta-IN,
 *   x-default → English), og:locale and og:locale:alternate, and JSON-LD in its language;
 *   the Tamil one has `<html lang="ta">` and a title and description in Tamil script that
 *   differ from the English ones;
 * - unknown Tamil slugs answer 404 with the Tamil not-found text, noindex, no canonical link
 *   and no alternates;
 * - no visible text (text nodes and the alt, aria-label, title and placeholder attributes)
 *   of a Tamil page is English interface text (see `englishLeaks` below);
 * - every Latin character a page shows, in either language, is in the Latin faces' core
 *   subset (scripts/fonts/latin-core.ts), as is every character of the interface text;
 * - /ta loads at most 5 KB (brotli) more JavaScript before it is interactive than / does
 *   (bench/bundle-size.mjs prints the figures).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { DOMParser } from 'linkedom';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldMessagesByLang, contactMessagesByLang } from '../../shared/contact/messages.js';
import { errorPageCopy } from '../../shared/i18n/copy/error-page.js';
import { shellCopy, type NotFoundKey } from '../../shared/i18n/copy/shell.js';
import { uiCopy } from '../../shared/i18n/copy/ui.js';
import { graphemes } from '../../shared/components/intro-splash.js';
import { site } from '../../shared/site.js';
import { inRanges, LATIN, LATIN_CORE } from '../../scripts/fonts/latin-core.js';
import { content, contentWarnings, tamil } from '../helpers/content.js';
import { pageCopies } from '../helpers/copy.js';
import { attribute, clientDir, getPage, TEST_SITE_URL, useTestApp, type Page } from '../helpers/app.js';

const app = useTestApp();

const TAMIL = /[\u0B80-\u0BFF]/;
const tamilLetters = (text: string) => (text.match(/[\u0B80-\u0BFF]/g) ?? []).length;
const latinLetters = (text: string) => (text.match(/[A-Za-z]/g) ?? []).length;

/** "/ta/services" → "/services", "/ta" → "/". */
const englishPath = (tamilPath: string) => tamilPath.replace(/^\/ta(?=\/|$)/, '') || '/';

/** Every <loc> of /sitemap.xml, as paths. */
async function sitemapPaths(instance: FastifyInstance): Promise<string[]> {
  const response = await instance.inject({ url: '/sitemap.xml' });
  const xml = new DOMParser().parseFromString(response.body, 'text/xml');
  return [...xml.getElementsByTagName('loc')].map((loc) => new URL(loc.textContent?.trim() ?? '').pathname);
}

/** Pages a few at a time: the render queue is there to refuse floods. */
async function getPages(instance: FastifyInstance, urls: readonly string[]): Promise<Map<string, Page>> {
  const pages = new Map<string, Page>();
  for (let start = 0; start < urls.length; start += 8) {
    const batch = urls.slice(start, start + 8);
    const read = await Promise.all(batch.map((url) => getPage(instance, url)));
    batch.forEach((url, index) => pages.set(url, read[index]!));
  }
  return pages;
}

/** The three language alternates of a page's head, by hreflang (the feed's alternate has none). */
const alternatesOf = (page: Page) =>
  Object.fromEntries([...page.document.querySelectorAll('head link[rel="alternate"]:not([type="application/rss+xml"])')].map((link) => [attribute(link, 'hreflang') ?? '', attribute(link, 'href') ?? '']));

const jsonLdOf = (page: Page) => [...page.document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);

/** States a query string or a missing record shows, beside the sitemap's pages. */
const TAMIL_STATES = [
  '/ta/case-studies?q=zzzz',
  '/ta/case-studies?category=Logo%20Design&shown=24',
  '/ta/solutions?category=Digital%20Marketing',
  '/ta/project?image=3',
  '/ta/contact?sent=1',
  '/ta/nope',
  '/ta/services/nope',
  '/ta/industries/nope',
  '/ta/case-studies/999',
  '/ta/blog/999',
];

let tamilPaths: string[] = [];
let pages = new Map<string, Page>();

beforeAll(async () => {
  const all = await sitemapPaths(app());
  tamilPaths = all.filter((path) => path === '/ta' || path.startsWith('/ta/'));
  pages = await getPages(app(), [...tamilPaths, ...tamilPaths.map(englishPath), ...TAMIL_STATES]);
}, 240_000);

const read = (url: string) => {
  const page = pages.get(url);
  if (!page) throw new Error(`${url} was not fetched`);
  return page;
};

describe('every page in Tamil, beside its English twin', () => {
  it('the sitemap lists every English page once more under /ta', () => {
    expect(tamilPaths.length).toBeGreaterThanOrEqual(87);
    expect(tamilPaths).toContain('/ta');
    expect(tamilPaths).toContain('/ta/case-studies/60');
  });

  it('answers 200 in both languages, <html lang="ta"> in Tamil and "en-IN" in English', () => {
    const wrong: string[] = [];
    for (const path of tamilPaths) {
      const tamil = read(path);
      const english = read(englishPath(path));
      if (tamil.status !== 200 || tamil.lang !== 'ta') wrong.push(`${path}: ${tamil.status}, lang=${tamil.lang}`);
      if (english.status !== 200 || english.lang !== 'en-IN') wrong.push(`${englishPath(path)}: ${english.status}, lang=${english.lang}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives each language its own canonical link and og:url, and both the hreflang trio', () => {
    const wrong: string[] = [];
    for (const path of tamilPaths) {
      const alternates = { 'en-IN': `${TEST_SITE_URL}${englishPath(path)}`, 'ta-IN': `${TEST_SITE_URL}${path}`, 'x-default': `${TEST_SITE_URL}${englishPath(path)}` };
      for (const [url, canonical] of [
        [path, `${TEST_SITE_URL}${path}`],
        [englishPath(path), `${TEST_SITE_URL}${englishPath(path)}`],
      ] as const) {
        const page = read(url);
        if (page.canonical !== canonical) wrong.push(`${url}: canonical ${page.canonical}`);
        if (page.property('og:url') !== canonical) wrong.push(`${url}: og:url ${page.property('og:url')}`);
        if (page.document.querySelectorAll('link[rel="canonical"]').length !== 1) wrong.push(`${url}: not one canonical link`);
        const found = alternatesOf(page);
        if (JSON.stringify(found) !== JSON.stringify(alternates)) wrong.push(`${url}: alternates ${JSON.stringify(found)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('says og:locale ta_IN with the alternate en_IN in Tamil, and the reverse in English', () => {
    const wrong: string[] = [];
    for (const path of tamilPaths) {
      const locales = (page: Page) => `${page.properties('og:locale').join()} / ${page.properties('og:locale:alternate').join()}`;
      if (locales(read(path)) !== 'ta_IN / en_IN') wrong.push(`${path}: ${locales(read(path))}`);
      if (locales(read(englishPath(path))) !== 'en_IN / ta_IN') wrong.push(`${englishPath(path)}: ${locales(read(englishPath(path)))}`);
    }
    expect(wrong).toEqual([]);
  });

  it('has a title, a meta description and a link-preview description in Tamil script, not the English ones', () => {
    const wrong: string[] = [];
    for (const path of tamilPaths) {
      const tamil = read(path);
      const english = read(englishPath(path));
      const fields = [
        ['title', tamil.title, english.title],
        ['description', tamil.meta('description'), english.meta('description')],
        ['og:title', tamil.property('og:title'), english.property('og:title')],
        ['og:description', tamil.property('og:description'), english.property('og:description')],
        ['og:image:alt', tamil.property('og:image:alt'), english.property('og:image:alt')],
      ] as const;
      for (const [name, ta, en] of fields) {
        if (!ta || !TAMIL.test(ta)) wrong.push(`${path}: ${name} "${ta}" is not Tamil`);
        else if (ta === en) wrong.push(`${path}: ${name} is the English one`);
      }
    }
    expect(wrong).toEqual([]);
    // Each Tamil page is told apart by its title, as the English ones are.
    expect(new Set(tamilPaths.map((path) => read(path).title)).size).toBe(tamilPaths.length);
  });

  it('describes each page in JSON-LD in the page’s language: the studio, its articles and its breadcrumbs', () => {
    const wrong: string[] = [];
    for (const path of tamilPaths) {
      for (const [url, lang] of [
        [path, 'ta'],
        [englishPath(path), 'en-IN'],
      ] as const) {
        const blocks = jsonLdOf(read(url));
        if (blocks.length !== 1) wrong.push(`${url}: ${blocks.length} JSON-LD scripts`);
        const graph = (blocks[0]?.['@graph'] ?? []) as Record<string, unknown>[];
        const inLanguage = (node: Record<string, unknown>) => node.inLanguage === undefined || node.inLanguage === lang;
        if (!graph.every(inLanguage)) wrong.push(`${url}: inLanguage not ${lang}`);
        const written: string[] = [];
        for (const node of graph) {
          if (node['@type'] === 'ProfessionalService') {
            const address = node.address as Record<string, string>;
            written.push(...[node.description, address.streetAddress, address.addressLocality, address.addressRegion].map(String));
          }
          if (node['@type'] === 'BreadcrumbList') written.push(...(node.itemListElement as { name: string }[]).map((item) => item.name));
          if (node['@type'] === 'BlogPosting' || node['@type'] === 'Article') written.push(String(node.headline));
        }
        if (written.length === 0) wrong.push(`${url}: no studio, article or breadcrumbs`);
        if (lang === 'ta' && !written.every((text) => TAMIL.test(text))) wrong.push(`${url}: JSON-LD text not in Tamil: ${written.join(' | ')}`);
        if (lang === 'en-IN' && written.some((text) => TAMIL.test(text))) wrong.push(`${url}: JSON-LD text not in English`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('not found, in Tamil', () => {
  const cases: [url: string, copy: NotFoundKey, back: string][] = [
    ['/ta/nope', 'page', '/ta'],
    ['/ta/services/nope', 'service', '/ta/services'],
    ['/ta/industries/nope', 'industry', '/ta/industries'],
    ['/ta/case-studies/999', 'caseStudy', '/ta/case-studies'],
    ['/ta/blog/999', 'blogPost', '/ta/blog'],
  ];
  it.each(cases)('%s answers 404 with the Tamil not-found text, a Tamil way back, noindex and no canonical link', (url, copy, back) => {
    const page = read(url);
    const text = shellCopy.ta.notFound[copy];
    expect(page.status).toBe(404);
    expect(page.lang).toBe('ta');
    expect(page.headings(1)).toEqual([text.message]);
    expect(page.text).toContain(text.text);
    expect(page.href(new RegExp(text.backLabel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBe(back);
    expect(page.title).toMatch(TAMIL);
    expect(page.meta('robots')).toBe('noindex, follow');
    expect(page.canonical).toBeUndefined();
    expect(page.property('og:url')).toBeUndefined();
    expect(alternatesOf(page)).toEqual({});
    expect(page.properties('og:locale')).toEqual(['ta_IN']);
  });
});

// ---------------------------------------------------------------- English left on a Tamil page

/**
 * What may stay in Latin script on a Tamil page (tamil-style.md): the studio's and the
 * networks' names, the names of products and tools the copy mentions, the language switch's
 * "English" (in its own language), the e-mail address, phone numbers, URLs and acronyms.
 * Client names come from the data (below), not from this list.
 */
const ALLOWED_NAMES = [site.brand, ...site.socials.map((social) => social.name), 'WhatsApp', 'YouTube', 'Google', 'OpenStreetMap', 'English', 'Python'];
const ALLOWED_PATTERNS = [
  /\S+@\S+\.\w+/g, // e-mail
  /https?:\/\/\S+/g, // URLs
  /\+?\d[\d\s-]{6,}\d/g, // phone numbers
  /\b[A-Z0-9][A-Z0-9&/+.-]*[A-Z][A-Z0-9&/+.-]*\b/g, // acronyms: SEO, UX/UI, D2C, B2B, MSME
];

/** Client names as the Tamil edition writes them: the Latin-script runs of each client line. */
const clientNames = [
  ...tamil.caseStudies.flatMap((caseStudy) => caseStudy.client.match(/[A-Za-z][A-Za-z0-9.'’&\- ]*[A-Za-z.]/g) ?? []),
  ...content.clientLogos.map((logo) => logo.name),
];

/** Every string of a value (English records and copy), except file paths and media ids. */
function englishStrings(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    for (const line of value.split('\n')) if (/[A-Za-z]/.test(line) && !line.startsWith('/')) found.add(normalize(line));
  } else if (Array.isArray(value)) value.forEach((item) => englishStrings(item, found));
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) if (key !== 'ta' && key !== 'src') englishStrings(child, found);
  return found;
}


const normalize = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

/** The interface text: every catalogue's English (shared/i18n/copy/**, the contact messages, the site identity). */
const uiEnglish = englishStrings([
  uiCopy('en'),
  Object.values(pageCopies).map((copy) => copy.en),
  errorPageCopy.en,
  contactMessagesByLang.en,
  fieldMessagesByLang.en,
  site.address.lines.en,
]);
/** Interface phrases of two words or more: found inside a longer Tamil text too. */
const uiPhrases = [...uiEnglish].filter((text) => /[A-Za-z]{2,}\W+[A-Za-z]{2,}/.test(text) && !ALLOWED_NAMES.includes(text));
const contentEnglish = englishStrings(content);
// Longest first, so a name that contains another is taken out whole.
const allowedNames = [...new Set([...ALLOWED_NAMES, ...clientNames])].sort((a, b) => b.length - a.length);

type VisibleText = { text: string; where: string };

/**
 * What a reader sees or hears of a page: runs of adjacent text nodes (one element's text
 * between its child elements) and the alt, aria-label, title and placeholder attributes.
 */
function visibleTexts(root: Element): VisibleText[] {
  const found: VisibleText[] = [];
  const visit = (element: Element) => {
    if (['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName)) return;
    for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value) found.push({ text: normalize(value), where: `<${element.tagName.toLowerCase()} ${name}>` });
    }
    if (element.tagName === 'INPUT' && /^(submit|button|reset)$/i.test(element.getAttribute('type') ?? '')) {
      found.push({ text: normalize(element.getAttribute('value') ?? ''), where: '<input value>' });
    }
    let run = '';
    const flush = () => {
      if (normalize(run)) found.push({ text: normalize(run), where: `<${element.tagName.toLowerCase()}>` });
      run = '';
    };
    for (const node of element.childNodes) {
      if (node.nodeType === 3) run += node.textContent ?? '';
      else {
        flush();
        if (node.nodeType === 1) visit(node as Element);
      }
    }
    flush();
  };
  visit(root);
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const containsPhrase = (text: string, phrase: string) => text.includes(phrase) && new RegExp(`(^|[^A-Za-z])${escape(phrase)}($|[^A-Za-z])`).test(text);

/** Why a text on a Tamil page is English left by accident, or undefined when it is not. */
function leak(text: string, twin: ReadonlySet<string>): string | undefined {
  if (!/[A-Za-z]/.test(text)) return undefined;
  let rest = text;
  for (const name of allowedNames) rest = rest.split(name).join(' ');
  for (const pattern of ALLOWED_PATTERNS) rest = rest.replace(pattern, ' ');
  if (!/[A-Za-z]{2,}/.test(rest)) return undefined;
  if (uiEnglish.has(text)) return 'English interface text';
  if (twin.has(text)) return 'the same text as the English page';
  if (contentEnglish.has(text)) return 'English content';
  const phrase = uiPhrases.find((candidate) => containsPhrase(text, candidate));
  if (phrase) return `contains the English interface text "${phrase}"`;
  if (!TAMIL.test(rest)) return 'English text';
  // Inside Tamil text, capitalised Latin words are names; lower-case ones are English prose.
  // A quotation (an English search phrase someone typed) is part of the Tamil sentence.
  const prose = rest.replace(/[‘“][^’”]*[’”]/g, ' ').match(/(?<![A-Za-z])[a-z][A-Za-z]+/g) ?? [];
  if (latinLetters(prose.join('')) >= tamilLetters(rest)) return 'mostly English words';
  return undefined;
}

function englishLeaks(url: string, twinUrl: string | undefined): string[] {
  const twin = new Set(twinUrl ? visibleTexts(read(twinUrl).document.body).map((item) => item.text) : []);
  return visibleTexts(read(url).document.body).flatMap(({ text, where }) => {
    const why = leak(text, twin);
    return why ? [`${url} ${where} "${text}": ${why}`] : [];
  });
}

describe('no English interface text on a Tamil page', () => {
  it('finds English where it is (the detector itself)', () => {
    const none = new Set<string>();
    expect(leak(shellCopy.en.skipLink, none)).toBe('English interface text');
    expect(leak('சேவைகள்: learn more about us today', none)).toBe('mostly English words');
    expect(leak('Learn more about us today', new Set(['Learn more about us today']))).toBe('the same text as the English page');
    expect(leak(`அழையுங்கள் — ${uiPhrases[0]} —`, none)).toMatch(/^contains the English interface text/);
    expect(leak('Send message now please', none)).toBe('contains the English interface text "Send message"');
    expect(leak('Tell the team now please', none)).toBe('English text');
    expect(leak('Kodai Trails', none)).toBe('English text');
    // A client line with its town left in English.
    expect(leak('Nalam Dental Care, Vellore', none)).toBe('English content');
    expect(leak('Nila Eye Hospital, Vellore', none)).toBe('English text');
    // What may stay in Latin script.
    expect(leak(`${site.brand} பற்றி`, none)).toBeUndefined();
    expect(leak(site.email, none)).toBeUndefined();
    expect(leak(site.phones[0]!.label, none)).toBeUndefined();
    expect(leak('SEO, UX/UI, D2C', none)).toBeUndefined();
    expect(leak(clientNames[0]!, none)).toBeUndefined();
    expect(leak('English', none)).toBeUndefined();
    expect(leak('‘NEET coaching Namakkal hostel’ போன்ற தேடல் சொற்றொடர்களுக்கான விளம்பரங்கள்', none)).toBeUndefined();
    expect(leak('Kodai Trails பயண ஆப்', none)).toBeUndefined();
  });

  it('every Tamil page of the sitemap, the not-found pages and the query states', () => {
    const urls = [...tamilPaths, ...TAMIL_STATES];
    const found = urls.flatMap((url) => englishLeaks(url, tamilPaths.includes(url) ? englishPath(url) : undefined));
    expect(found).toEqual([]);
  });
});

describe('the Latin faces’ core subset (docs/decisions/022)', () => {
  /** The characters of a text that only the whole Latin files draw (line breaks and tabs are collapsed, never drawn). */
  const outsideCore = (text: string) => [...text].filter((char) => !/[\t\n\r]/.test(char) && inRanges(LATIN, char.codePointAt(0)!) && !inRanges(LATIN_CORE, char.codePointAt(0)!));
  const listed = (found: Map<string, Set<string>>) => [...found].map(([char, where]) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} "${char}": ${[...where].slice(0, 3).join(', ')}`);

  it('holds every Latin character of every page in both languages, the not-found pages and the query states (but those the content brings, which the build warns about)', () => {
    const warned = new Set(contentWarnings.map((warning) => /"(.)" \(U\+/u.exec(warning)?.[1]));
    const found = new Map<string, Set<string>>();
    expect(pages.size).toBeGreaterThanOrEqual(2 * 87);
    for (const [url, page] of pages) {
      for (const { text } of visibleTexts(page.document.body)) for (const char of outsideCore(text)) if (!warned.has(char)) found.set(char, (found.get(char) ?? new Set()).add(url));
    }
    expect(listed(found)).toEqual([]);
  });

  it('holds every character of the interface text in both languages, messages shown after an action included', () => {
    const strings: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') strings.push(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect([uiCopy('en'), uiCopy('ta'), Object.values(pageCopies), errorPageCopy, shellCopy, contactMessagesByLang, fieldMessagesByLang, site]);
    expect(strings.length).toBeGreaterThan(1000);
    const found = new Map<string, Set<string>>();
    for (const text of strings) for (const char of outsideCore(text)) found.set(char, (found.get(char) ?? new Set()).add(`"${text.slice(0, 40)}"`));
    expect(listed(found)).toEqual([]);
  });
});

describe('first-load JavaScript of /ta', () => {
  /** The scripts the page loads first (the app loader starts them from the boot data): its entry and every modulepreload, brotli-compressed as bench/bundle-size.mjs does. */
  function firstLoadBytes(page: Page): number {
    const { assets } = JSON.parse(page.document.getElementById('boot-data')?.textContent ?? '{}') as { assets: { entry: string; modulepreload: string[] } };
    const urls = [assets.entry, ...assets.modulepreload];
    expect(urls.length).toBeGreaterThan(1);
    return [...new Set(urls)].reduce((sum, url) => sum + brotliCompressSync(readFileSync(path.join(clientDir, url)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length, 0);
  }

  it('is the English home’s: the code has no language, the Tamil text comes with the page', () => {
    expect(firstLoadBytes(read('/ta'))).toBe(firstLoadBytes(read('/')));
    const boot = read('/ta').document.getElementById('boot-data')?.textContent ?? '';
    expect(boot).toContain(shellCopy.ta.skipLink);
    expect(boot).not.toContain(shellCopy.en.skipLink);
  });
});

describe('the splash word, letter by letter', () => {
  it('splits both splash words into the letters a reader sees (as Intl.Segmenter does), Tamil vowel signs with their consonant', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    for (const lang of ['en', 'ta'] as const) {
      const word = shellCopy[lang].splashWord;
      expect(graphemes(word), lang).toEqual([...segmenter.segment(word)].map((part) => part.segment));
    }
    expect(graphemes(shellCopy.ta.splashWord).slice(0, 3)).toEqual(['கோ', 'ல', 'ம்']);
  });
});
