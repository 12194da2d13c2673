/**
 * /case-studies and /case-studies/{id} as the server renders them, in English and at /ta in
 * Tamil (SPEC §2.9–2.10, §4, §5, §9; DESIGN.md no-JS table and "Tamil edition"): every state
 * reachable by URL (search, category, shown and their bad values), the hero line, the no-JS
 * forms and links, and the detail page's hero, gallery links, body blocks, neighbours at both
 * ends and not-found ids. Pages are read as a visitor or crawler sees them (tests/helpers/app.ts).
 *
 * Expected values are computed here from the raw data (the English records and their `ta`),
 * not with the page's query helpers, so a wrong helper fails these tests too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { caseStudyCategoryNames } from '../../shared/content/constants.js';
import type { Body } from '../../shared/content/types.js';
import { caseStudiesUiCopy } from '../../shared/i18n/copy/case-studies.js';
import { caseStudiesCopy } from '../../shared/routes/case-studies/copy.js';
import { caseStudyCopy } from '../../shared/routes/case-study/copy.js';
import { shellCopy } from '../../shared/i18n/copy/shell.js';
import { caseStudyDate, caseStudyDuration } from '../../shared/i18n/format.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { attribute, getPage, TEST_SITE_URL, useTestApp, visibleText, type Page } from '../helpers/app.js';
import { bodyText, caseGalleryImages as caseGalleryData, content, tamil } from '../helpers/content.js';

const caseStudies = content.caseStudies;
const caseStudyCards = content.caseStudies;
const industryNames = Object.fromEntries(content.industries.map((industry) => [industry.slug, industry.name]));

const app = useTestApp();
const get = (url: string) => getPage(app(), url);

const ORIGIN = TEST_SITE_URL;
const prefix: Record<Lang, string> = { en: '', ta: '/ta' };
const list = (lang: Lang) => `${prefix[lang]}/case-studies`;

// ---------------------------------------------------------------- the data, in each language

/** The case studies as their files in a language say them. */
const cardsIn = (lang: Lang) => (lang === 'en' ? content : tamil).caseStudies;
/** A case study as its file in a language says it. */
const inLang = (caseStudy: { id: number }, lang: Lang) => cardsIn(lang).find((candidate) => candidate.id === caseStudy.id)!;

/** SPEC §5, written out independently: case-insensitive (and NFC) substring of title or summary, and the category. */
function expectedIds(q: string, category = 'All', lang: Lang = 'en'): number[] {
  const comparable = (text: string) => text.normalize('NFC').toLowerCase();
  const needle = comparable(q.trim());
  return cardsIn(lang)
    .filter((card) => category === 'All' || card.category === category)
    .filter((card) => comparable(card.title).includes(needle) || comparable(card.summary).includes(needle))
    .map((card) => card.id);
}

const total = caseStudyCards.length;

/** SPEC §2.9's hero line in English; its Tamil from the copy's forms. */
function heroLineFor(lang: Lang, found: number, shown: number): string {
  if (lang === 'en') return `${found} projects found. Showing ${shown} of ${found}.`;
  const { count } = caseStudiesCopy.ta;
  const template = found === 0 ? count.none : found === 1 ? count.one : count.other;
  return template.replaceAll('{total}', String(found)).replaceAll('{shown}', String(shown));
}

// ---------------------------------------------------------------- reading the list page

/** The list region (cards, "Show 12 more", the empty text). */
const listRegion = (page: Page, lang: Lang) => page.region(caseStudiesCopy[lang].listLabel);

/** The cards of the grid: each an <article> whose heading links to the case study. */
function cards(page: Page, lang: Lang) {
  return [...listRegion(page, lang).querySelectorAll('article')].map((article) => {
    const link = article.querySelector('h2 a[href], h3 a[href]');
    const href = link?.getAttribute('href') ?? '';
    return { article, href, id: Number(/\/case-studies\/(\d+)$/.exec(href)?.[1]), title: visibleText(link), text: visibleText(article) };
  });
}
const cardIds = (page: Page, lang: Lang = 'en') => cards(page, lang).map((card) => card.id);

/** The hero's live line: "{total} projects found. Showing {shown} of {total}." */
const heroLine = (page: Page) => visibleText(page.main.querySelector('[aria-live]'));

function categoryButtons(page: Page, lang: Lang = 'en') {
  return [...page.region(caseStudiesCopy[lang].filtersLabel).querySelectorAll('button[name="category"]')].map((button) => ({
    label: visibleText(button),
    value: button.getAttribute('value'),
    pressed: button.getAttribute('aria-pressed'),
  }));
}
const pressedValues = (page: Page, lang: Lang = 'en') => categoryButtons(page, lang).filter((button) => button.pressed === 'true').map((button) => button.value);

const showMoreHref = (page: Page, lang: Lang = 'en') => page.href(caseStudiesCopy[lang].showMore);

const searchForm = (page: Page) => page.document.querySelector('form[role="search"]');
const filterForm = (page: Page, lang: Lang = 'en') => page.region(caseStudiesCopy[lang].filtersLabel);

/** The hidden inputs of a form, by name. */
function hiddenInputs(form: Element | null): Record<string, string> {
  return Object.fromEntries([...(form?.querySelectorAll('input[type="hidden"]') ?? [])].map((input) => [input.getAttribute('name') ?? '', input.getAttribute('value') ?? '']));
}

const searchBox = (page: Page) => searchForm(page)?.querySelector('input[name="q"]');

describe('/case-studies list', () => {
  it('starts with 12 cards, the hero line, the search box, All pressed and a "Show 12 more" link', async () => {
    const page = await get('/case-studies');
    expect(page.status).toBe(200);
    expect(total).toBeGreaterThanOrEqual(60);
    expect(page.heading(1)).toBe('Case Studies');
    expect(heroLine(page)).toBe(`${total} projects found. Showing 12 of ${total}.`);
    expect(cardIds(page)).toEqual(caseStudyCards.slice(0, 12).map((card) => card.id));
    expect(searchBox(page)?.getAttribute('placeholder')).toBe('Search case studies...');
    expect(categoryButtons(page)).toEqual(
      ['All', ...new Set(caseStudyCards.map((card) => card.category))].map((label) => ({ label, value: label, pressed: String(label === 'All') })),
    );
    expect(showMoreHref(page)).toBe(`/case-studies?shown=24#case-${caseStudyCards[12]?.id}`);
    expect(page.canonical).toBe(`${ORIGIN}/case-studies`);
    expect(page.title).toBe('Case Studies | Kolam Studio');
    expect(page.document.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('labels the search box and its button, and names the list and the filters', async () => {
    const page = await get('/case-studies');
    const box = searchBox(page);
    expect(visibleText(page.document.querySelector(`label[for="${box?.getAttribute('id')}"]`))).toBe('Search case studies');
    expect(page.buttons(searchForm(page) ?? undefined)).toEqual(['Search']);
    expect(listRegion(page, 'en').tagName).toBe('SECTION');
    expect(filterForm(page).tagName).toBe('FORM');
  });

  it('lists all nine categories once, in order of first appearance', async () => {
    const labels = categoryButtons(await get('/case-studies')).map((button) => button.label);
    expect(labels.slice(1).sort()).toEqual([...caseStudyCategoryNames].sort());
  });

  it('shows each card with its image, category, title and summary, linking to the case study', async () => {
    const page = await get('/case-studies');
    const first = caseStudyCards[0];
    const all = cards(page, 'en');
    const card = all[0];
    expect(card?.article.querySelector('img')?.getAttribute('alt')).toBe(first?.image.alt);
    // The first row (three columns at most) may hold the largest paint: loaded at once; the rest lazily.
    expect(all.map((c) => c.article.querySelector('img')?.getAttribute('loading'))).toEqual([...Array(3).fill('eager'), ...Array(all.length - 3).fill('lazy')]);
    expect(card?.title).toBe(first?.title);
    expect(card?.text).toContain(first?.summary);
    expect(card?.text).toContain(first?.category);
    expect(card?.text).toContain('View More');
    expect(card?.href).toBe(`/case-studies/${first?.id}`);
    // One link per card, named by its title alone.
    expect(card?.article.querySelectorAll('a[href]')).toHaveLength(1);
    expect(page.links(card?.article).map((link) => link.name)).toEqual([first?.title]);
  });

  it.each([
    [24, 24, 36],
    [36, 36, 48],
    [48, 48, total],
  ])('?shown=%i shows %i cards and links to shown=%i', async (shown, count, next) => {
    const page = await get(`/case-studies?shown=${shown}`);
    expect(cardIds(page)).toEqual(caseStudyCards.slice(0, count).map((card) => card.id));
    expect(heroLine(page)).toBe(`${total} projects found. Showing ${count} of ${total}.`);
    expect(showMoreHref(page)).toBe(`/case-studies?shown=${next}#case-${caseStudyCards[count]?.id}`);
  });

  it.each([String(total), '1000', '999999'])('?shown=%s shows all the cards, capped at the total, and hides "Show 12 more"', async (shown) => {
    const page = await get(`/case-studies?shown=${shown}`);
    expect(page.status).toBe(200);
    expect(cardIds(page)).toHaveLength(total);
    expect(heroLine(page)).toBe(`${total} projects found. Showing ${total} of ${total}.`);
    expect(showMoreHref(page)).toBeUndefined();
  });

  it.each(['abc', '-5', '0', '5', '11', '12.5', '1e3', '', '24abc', '0x18'])('a bad ?shown=%s falls back to the first 12', async (shown) => {
    const page = await get(`/case-studies?shown=${encodeURIComponent(shown)}`);
    expect(page.status).toBe(200);
    expect(cardIds(page)).toHaveLength(12);
    expect(heroLine(page)).toBe(`${total} projects found. Showing 12 of ${total}.`);
    expect(showMoreHref(page)).toBe(`/case-studies?shown=24#case-${caseStudyCards[12]?.id}`);
  });

  it('accepts a shown value between pages (30) and adds 12 to it', async () => {
    const page = await get('/case-studies?shown=30');
    expect(cardIds(page)).toHaveLength(30);
    expect(showMoreHref(page)).toBe(`/case-studies?shown=42#case-${caseStudyCards[30]?.id}`);
  });

  it.each(caseStudyCategoryNames)('?category=%s shows only that category, its button pressed', async (category) => {
    const page = await get(`/case-studies?${new URLSearchParams({ category })}`);
    const ids = expectedIds('', category);
    expect(ids.length).toBeGreaterThan(0);
    expect(cardIds(page)).toEqual(ids.slice(0, 12));
    expect(heroLine(page)).toBe(`${ids.length} projects found. Showing ${Math.min(12, ids.length)} of ${ids.length}.`);
    expect(pressedValues(page)).toEqual([category]);
    expect(categoryButtons(page).filter((button) => button.pressed === 'true').map((button) => button.label)).toEqual([category]);
  });

  it.each(['/case-studies?category=Nope', '/case-studies?category=branding', '/case-studies?category=All'])('%s falls back to All with 200', async (url) => {
    const page = await get(url);
    expect(page.status).toBe(200);
    expect(heroLine(page)).toBe(`${total} projects found. Showing 12 of ${total}.`);
    expect(pressedValues(page)).toEqual(['All']);
  });

  it.each(['coffee', 'COFFEE', 'Madurai', 'website', '  temple  '])('?q=%s matches title or summary case-insensitively', async (q) => {
    const page = await get(`/case-studies?${new URLSearchParams({ q, shown: '1000' })}`);
    const ids = expectedIds(q);
    expect(ids.length).toBeGreaterThan(0);
    expect(cardIds(page)).toEqual(ids);
    expect(heroLine(page)).toBe(`${ids.length} projects found. Showing ${ids.length} of ${ids.length}.`);
    // The box shows what was searched for.
    expect(searchBox(page)?.getAttribute('value')).toBe(q);
  });

  it('finds a case study by a word that is only in its summary', async () => {
    const words = (text: string) => text.toLowerCase().match(/[a-z]{6,}/g) ?? [];
    const titleWords = new Set(caseStudyCards.flatMap((card) => words(card.title)));
    const card = caseStudyCards.find((candidate) => words(candidate.summary).some((word) => !titleWords.has(word)));
    const word = words(card?.summary ?? '').find((candidate) => !titleWords.has(candidate)) ?? '';
    expect(word).not.toBe('');
    const page = await get(`/case-studies?q=${word.toUpperCase()}&shown=1000`);
    expect(cardIds(page)).toContain(card?.id);
    expect(cardIds(page)).toEqual(expectedIds(word));
  });

  it('combines search and category: both must match', async () => {
    const q = 'chennai';
    const byText = expectedIds(q);
    const category = caseStudyCards.find((card) => byText.includes(card.id))?.category ?? '';
    const both = expectedIds(q, category);
    expect(both.length).toBeLessThan(byText.length);
    const page = await get(`/case-studies?${new URLSearchParams({ q, category, shown: '1000' })}`);
    expect(cardIds(page)).toEqual(both);
    expect(heroLine(page)).toBe(`${both.length} projects found. Showing ${both.length} of ${both.length}.`);
  });

  it('keeps shown when the category changes: shown=24 in a small category shows all of it, and All shows 24 again', async () => {
    const category = caseStudyCards[0]?.category ?? '';
    const count = expectedIds('', category).length;
    expect(count).toBeLessThan(24);
    const filtered = await get(`/case-studies?${new URLSearchParams({ category, shown: '24' })}`);
    expect(heroLine(filtered)).toBe(`${count} projects found. Showing ${count} of ${count}.`);
    expect(showMoreHref(filtered)).toBeUndefined();
    // The category buttons carry shown=24, so choosing All next still shows 24.
    expect(hiddenInputs(filterForm(filtered))).toEqual({ shown: '24' });
    const all = await get('/case-studies?shown=24&category=All');
    expect(cardIds(all)).toEqual(expectedIds('').slice(0, 24));
    expect(heroLine(all)).toBe(`${total} projects found. Showing 24 of ${total}.`);
  });

  it('shows no cards, no "Show 12 more" and a way back when nothing matches', async () => {
    const page = await get('/case-studies?q=zzzzqqq');
    expect(page.status).toBe(200);
    expect(heroLine(page)).toBe('0 projects found. Showing 0 of 0.');
    expect(cardIds(page)).toEqual([]);
    expect(showMoreHref(page)).toBeUndefined();
    expect(page.text).toContain('No case studies match your search.');
    expect(page.text).toContain('Try a shorter word, or see every case study.');
    expect(page.href('see every case study')).toBe('/case-studies');
  });

  it('sends only the case studies it shows: the others are nowhere in the page, not even in its hydration data', async () => {
    const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');
    const inPage = (html: string) => caseStudyCards.filter((card) => html.includes(card.title) || html.includes(escaped(card.title))).map((card) => card.id);
    const coffee = await get('/case-studies?q=coffee');
    expect(inPage(coffee.html)).toEqual(expectedIds('coffee').slice(0, 12));
    expect(inPage((await get('/case-studies?q=zzzzqqq')).html)).toEqual([]);
    expect(inPage((await get('/case-studies')).html)).toEqual(expectedIds('').slice(0, 12));
  });

  it('builds the no-JS forms: search keeps category and shown, category buttons keep q and shown', async () => {
    const page = await get(`/case-studies?${new URLSearchParams({ q: 'brand', category: 'Branding', shown: '24' })}`);
    for (const form of [searchForm(page), filterForm(page)]) {
      expect(form?.getAttribute('method')).toBe('get');
      expect(form?.getAttribute('action')).toBe('/case-studies');
    }
    expect(hiddenInputs(searchForm(page))).toEqual({ category: 'Branding', shown: '24' });
    expect(hiddenInputs(filterForm(page))).toEqual({ q: 'brand', shown: '24' });
  });

  it('keeps q in the "Show 12 more" link, and the next page shows 12 more matches', async () => {
    const q = 'AND';
    const ids = expectedIds(q);
    expect(ids.length).toBeGreaterThan(12);
    const page = await get(`/case-studies?${new URLSearchParams({ q })}`);
    expect(heroLine(page)).toBe(`${ids.length} projects found. Showing 12 of ${ids.length}.`);
    const href = showMoreHref(page) ?? '';
    const url = new URL(href, ORIGIN);
    expect(url.pathname).toBe('/case-studies');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q, shown: String(Math.min(24, ids.length)) });
    expect(url.hash).toBe(`#case-${ids[12]}`);
    const next = await get(href.replace(/#.*/, ''));
    expect(cardIds(next)).toEqual(ids.slice(0, 24));
  });

  it('escapes the search text', async () => {
    const payload = '"><script>alert(1)</script>';
    const page = await get(`/case-studies?q=${encodeURIComponent(payload)}`);
    expect(page.status).toBe(200);
    expect(page.main.querySelector('script')).toBeNull();
    expect(searchBox(page)?.getAttribute('value')).toBe(payload);
    expect(page.html).not.toContain('<script>alert(1)');
  });

  it('keeps the canonical link without the query', async () => {
    const page = await get('/case-studies?q=coffee&category=Branding&shown=24');
    expect(page.canonical).toBe(`${ORIGIN}/case-studies`);
    expect(page.property('og:url')).toBe(`${ORIGIN}/case-studies`);
  });
});

describe('/ta/case-studies list (Tamil)', () => {
  const ta = caseStudiesCopy.ta;
  const labels = caseStudiesUiCopy.ta.categories;

  it('is the same list in Tamil: lang, h1, title, hero line, search box, card order and links to /ta', async () => {
    const page = await get('/ta/case-studies');
    expect(page.status).toBe(200);
    expect(page.lang).toBe('ta');
    expect(page.heading(1)).toBe('கேஸ் ஸ்டடிகள்');
    expect(page.title).toBe('கேஸ் ஸ்டடிகள் | Kolam Studio');
    expect(page.canonical).toBe(`${ORIGIN}/ta/case-studies`);
    expect(heroLine(page)).toBe(`${total} திட்டங்கள் கிடைத்தன. காட்டப்படுவது: ${total}-இல் 12.`);
    expect(heroLine(page)).toBe(heroLineFor('ta', total, 12));
    expect(searchBox(page)?.getAttribute('placeholder')).toBe(ta.searchPlaceholder);
    expect(visibleText(page.document.querySelector(`label[for="${searchBox(page)?.getAttribute('id')}"]`))).toBe(ta.searchLabel);
    expect(page.buttons(searchForm(page) ?? undefined)).toEqual([ta.searchButton]);
    const shown = cards(page, 'ta');
    expect(shown.map((card) => card.id)).toEqual(caseStudyCards.slice(0, 12).map((card) => card.id));
    expect(shown.map((card) => card.href)).toEqual(caseStudyCards.slice(0, 12).map((card) => `/ta/case-studies/${card.id}`));
    expect(shown.map((card) => card.title)).toEqual(cardsIn('ta').slice(0, 12).map((card) => card.title));
    expect(showMoreHref(page, 'ta')).toBe(`/ta/case-studies?shown=24#case-${caseStudyCards[12]?.id}`);
    expect(page.document.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('shows each card in Tamil: Tamil title, summary, category label and "View More"', async () => {
    const page = await get('/ta/case-studies');
    const first = cardsIn('ta')[0];
    const card = cards(page, 'ta')[0];
    expect(card?.title).toBe(first?.title);
    expect(card?.text).toContain(first?.summary);
    expect(card?.text).toContain(labels[first?.category ?? 'Branding']);
    expect(card?.text).toContain(caseStudiesUiCopy.ta.card.viewMore);
    for (const english of ['View More', first?.category ?? 'Branding', caseStudyCards[0]?.title ?? '']) expect(card?.text).not.toContain(english);
  });

  it('labels the category buttons in Tamil with the English values, in the same order', async () => {
    const english = categoryButtons(await get('/case-studies'));
    const tamil = categoryButtons(await get('/ta/case-studies'), 'ta');
    expect(tamil.map((button) => button.value)).toEqual(english.map((button) => button.value));
    expect(tamil.map((button) => button.label)).toEqual(english.map((button) => labels[button.value as keyof typeof labels]));
    expect(tamil[0]).toEqual({ label: 'அனைத்தும்', value: 'All', pressed: 'true' });
    for (const button of tamil) expect(button.label).not.toBe(button.value);
  });

  it('filters by ?category=Logo%20Design (the English value), its Tamil button pressed, the cards labelled in Tamil', async () => {
    const page = await get('/ta/case-studies?category=Logo%20Design');
    const ids = expectedIds('', 'Logo Design', 'ta');
    expect(ids.length).toBeGreaterThan(0);
    expect(cardIds(page, 'ta')).toEqual(ids.slice(0, 12));
    expect(heroLine(page)).toBe(heroLineFor('ta', ids.length, Math.min(12, ids.length)));
    expect(pressedValues(page, 'ta')).toEqual(['Logo Design']);
    expect(categoryButtons(page, 'ta').find((button) => button.pressed === 'true')?.label).toBe('லோகோ வடிவமைப்பு');
    for (const card of cards(page, 'ta')) expect(card.text).toContain('லோகோ வடிவமைப்பு');
  });

  it('pages with shown like English, linking to the Tamil URL', async () => {
    const page = await get('/ta/case-studies?shown=48');
    expect(cardIds(page, 'ta')).toEqual(caseStudyCards.slice(0, 48).map((card) => card.id));
    expect(heroLine(page)).toBe(heroLineFor('ta', total, 48));
    expect(showMoreHref(page, 'ta')).toBe(`/ta/case-studies?shown=${total}#case-${caseStudyCards[48]?.id}`);
    const all = await get(`/ta/case-studies?shown=${total}`);
    expect(cardIds(all, 'ta')).toHaveLength(total);
    expect(showMoreHref(all, 'ta')).toBeUndefined();
  });

  it('searches the Tamil titles and summaries (NFC, case-insensitive for Latin names inside them)', async () => {
    // A word from the first Tamil title, typed as the site stores it (NFC) and decomposed
    // (NFD, as some Tamil keyboards send vowel signs): both find the same case studies.
    const word = cardsIn('ta')[0]?.title.split(/\s+/).find((candidate) => candidate.normalize('NFD') !== candidate) ?? '';
    expect(word).not.toBe('');
    const ids = expectedIds(word, 'All', 'ta');
    expect(ids).toContain(caseStudyCards[0]?.id);
    for (const q of [word, word.normalize('NFD'), `  ${word}  `]) {
      const page = await get(`/ta/case-studies?${new URLSearchParams({ q, shown: '1000' })}`);
      expect(cardIds(page, 'ta'), q).toEqual(ids);
      expect(heroLine(page)).toBe(heroLineFor('ta', ids.length, ids.length));
      expect(searchBox(page)?.getAttribute('value')).toBe(q);
    }
    // An English word of the English titles finds nothing on /ta unless the Tamil has it too.
    const latin = cardsIn('ta').find((card) => /[A-Za-z]{5,}/.test(card.summary));
    const name = /[A-Za-z]{5,}/.exec(latin?.summary ?? '')?.[0] ?? '';
    expect(name).not.toBe('');
    const upper = await get(`/ta/case-studies?${new URLSearchParams({ q: name.toUpperCase(), shown: '1000' })}`);
    expect(cardIds(upper, 'ta')).toEqual(expectedIds(name, 'All', 'ta'));
    expect(cardIds(upper, 'ta')).toContain(latin?.id);
  });

  it('combines a Tamil search with a category, and keeps both in the no-JS forms, whose actions are /ta/case-studies', async () => {
    const q = 'சென்னை';
    const byText = expectedIds(q, 'All', 'ta');
    const category = caseStudyCards.find((card) => byText.includes(card.id))?.category ?? '';
    const both = expectedIds(q, category, 'ta');
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(byText.length);
    const page = await get(`/ta/case-studies?${new URLSearchParams({ q, category, shown: '24' })}`);
    expect(cardIds(page, 'ta')).toEqual(both.slice(0, 24));
    for (const form of [searchForm(page), filterForm(page, 'ta')]) {
      expect(form?.getAttribute('method')).toBe('get');
      expect(form?.getAttribute('action')).toBe('/ta/case-studies');
    }
    expect(hiddenInputs(searchForm(page))).toEqual({ category, shown: '24' });
    expect(hiddenInputs(filterForm(page, 'ta'))).toEqual({ q, shown: '24' });
  });

  it('says in Tamil when nothing matches, with a way back to /ta/case-studies', async () => {
    const page = await get('/ta/case-studies?q=zzzzqqq');
    expect(page.status).toBe(200);
    expect(heroLine(page)).toBe('எந்தத் திட்டமும் கிடைக்கவில்லை.');
    expect(cardIds(page, 'ta')).toEqual([]);
    expect(showMoreHref(page, 'ta')).toBeUndefined();
    expect(page.text).toContain(ta.empty.title);
    expect(page.text).toContain(`${ta.empty.before} ${ta.empty.link}${ta.empty.after}`);
    expect(page.href(ta.empty.link)).toBe('/ta/case-studies');
  });

  it('uses the singular form when one case study matches', async () => {
    const word = cardsIn('ta')
      .flatMap((card) => card.title.split(/\s+/))
      .find((candidate) => candidate.length > 4 && expectedIds(candidate, 'All', 'ta').length === 1);
    expect(word).toBeDefined();
    const page = await get(`/ta/case-studies?${new URLSearchParams({ q: word ?? '' })}`);
    expect(cardIds(page, 'ta')).toHaveLength(1);
    expect(heroLine(page)).toBe('1 திட்டம் கிடைத்தது. காட்டப்படுவது: 1-இல் 1.');
  });

  it('leaves no English interface text on the Tamil list', async () => {
    const page = await get('/ta/case-studies?shown=24');
    const english = caseStudiesCopy.en;
    for (const text of [english.eyebrow, english.searchButton, english.showMore, 'projects found', caseStudiesUiCopy.en.card.viewMore]) expect(page.text).not.toContain(text);
    expect(searchBox(page)?.getAttribute('placeholder')).not.toBe(english.searchPlaceholder);
    expect(page.region(ta.listLabel).getAttribute('aria-label')).toBe(ta.listLabel);
    for (const card of cards(page, 'ta')) expect(card.article.querySelector('p')?.textContent).toBe(labels[caseStudyCards.find((c) => c.id === card.id)?.category ?? 'Branding']);
  });
});

// ---------------------------------------------------------------- detail

const first = caseStudies[0];
const last = caseStudies[caseStudies.length - 1];
if (!first || !last) throw new Error('no case studies');

const neighbours = (page: Page, lang: Lang) => page.region(caseStudyCopy[lang].neighbours.label);

/** The previous/next links: the visible label ("Next case study") and the title are separate lines of the link. */
function neighbourLinks(page: Page, lang: Lang) {
  return [...neighbours(page, lang).querySelectorAll('a[rel="prev"], a[rel="next"]')].map((link) => {
    const [label, title] = [...link.querySelectorAll('span')].filter((span) => !span.querySelector('span, img')).map((span) => visibleText(span));
    return { label, title, href: link.getAttribute('href') };
  });
}

/** The project facts: each term and its value, in order. */
const facts = (page: Page) => [...(page.main.querySelector('dl')?.querySelectorAll('dt, dd') ?? [])].map((element) => visibleText(element));
const gallery = (page: Page, lang: Lang) => page.region(caseStudyCopy[lang].galleryHeading);

/**
 * The body's top-level elements in order (h2, h3, p, ul), with their text: what comes after
 * the gallery section and before the neighbours' navigation, sub-point lists left out.
 */
function bodyElements(page: Page, lang: Lang): { tag: string; text: string; element: Element }[] {
  const body = gallery(page, lang).nextElementSibling;
  if (!body) throw new Error('no body after the gallery');
  return [...(body.querySelector('.case-body')?.children ?? [])].map((element) => ({
    tag: element.tagName.toLowerCase(),
    text: [...element.querySelectorAll('h2, h3, p, li, figcaption')].length > 0 && !/^H[23]$|^P$/.test(element.tagName)
      ? [...element.querySelectorAll('p, li, figcaption')].map((part) => visibleText(part.cloneNode(true) as Element)).join(' ')
      : visibleText(element),
    element,
  }));
}

/** What the blocks should render: one paragraph per line of a "p" (and of a list's lead text), blockquotes left out. */
/** A body's top-level blocks as the page should show them: headings, paragraphs, lists and quotes (figure). */
function expectedBody(body: Body): { tag: string; text: string }[] {
  return body.children.flatMap((node) => (node.type === 'element' ? [{ tag: node.tagName, text: bodyText({ children: [node] }).join(' ') }] : []));
}

describe('/case-studies/{id}', () => {
  it('shows the hero image (eager), title, "{client} | {industry}" and the project facts', async () => {
    const page = await get(`/case-studies/${first.id}`);
    expect(page.status).toBe(200);
    expect(page.heading(1)).toBe(first.title);
    expect(visibleText(page.main.querySelector('h1')?.nextElementSibling)).toBe(`${first.client} | ${industryNames[first.industry]}`);
    expect(facts(page)).toEqual(['Date', first.date, 'Duration', first.duration, 'Category', first.category]);
    expect(visibleText(page.main.querySelector('h1')?.parentElement?.querySelector('p'))).toBe(first.category);
    // The breadcrumb trail above the hero: Home › Case Studies › this case study.
    expect(page.links(page.region('Breadcrumb'))).toEqual([
      { name: 'Home', href: '/', current: null },
      { name: 'Case Studies', href: '/case-studies', current: null },
      { name: first.title, href: `/case-studies/${first.id}`, current: 'page' },
    ]);
    const hero = page.main.querySelector('header img');
    expect(hero?.getAttribute('loading')).toBe('eager');
    expect(attribute(hero, 'fetchpriority')).toBe('high');
    expect(hero?.getAttribute('alt')).toBe(first.image.alt);
    expect(page.title).toBe(`${first.title} | Kolam Studio`);
    expect(page.canonical).toBe(`${ORIGIN}/case-studies/${first.id}`);
    expect(page.meta('keywords')).toContain(`${first.category}, ${industryNames[first.industry]}, case study`);
    expect(page.document.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('lists every gallery image as a link to its full-size file (the no-JS gallery)', async () => {
    const withImages = caseStudies.find((caseStudy) => caseGalleryData.filter((image) => image.caseId === caseStudy.id).length >= 4);
    const images = caseGalleryData.filter((image) => image.caseId === withImages?.id);
    const page = await get(`/case-studies/${withImages?.id}`);
    expect(page.heading(2)).toBe('Project gallery');
    const section = gallery(page, 'en');
    const links = [...section.querySelectorAll('a[href]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(images.map((image) => `${image.image.src}-${image.image.width}.avif`));
    expect(links.map((link) => link.querySelector('img')?.getAttribute('alt'))).toEqual(images.map((image) => image.image.alt));
    for (const link of links) expect(link.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(page.links(section).map((link) => link.name)).toEqual(images.map((image) => `${image.image.alt} (full-size image)`));
    // Controls that need JavaScript are not in the server HTML.
    expect(page.buttons(section)).toEqual([]);
    expect(page.document.querySelector('dialog')).toBeNull();
  });

  it('falls back to the cover when a case study has no gallery images', async () => {
    const without = caseStudies.find((caseStudy) => !caseGalleryData.some((image) => image.caseId === caseStudy.id));
    expect(without).toBeDefined();
    const page = await get(`/case-studies/${without?.id}`);
    const links = [...gallery(page, 'en').querySelectorAll('a[href]')].map((link) => link.getAttribute('href'));
    expect(links).toEqual([`${without?.image.src}-${without?.image.width}.avif`]);
  });

  it.each(caseStudies.filter((caseStudy) => caseStudy.body.children.some((node) => node.type === 'element' && (node.tagName === 'h3' || node.tagName === 'figure'))).map((caseStudy) => caseStudy.id))(
    'case %i: renders its headings, paragraphs, lists and quotes in the order of its Markdown',
    async (id) => {
      const caseStudy = caseStudies.find((candidate) => candidate.id === id);
      if (!caseStudy) throw new Error(`no case ${id}`);
      const page = await get(`/case-studies/${id}`);
      const rendered = bodyElements(page, 'en');
      const expected = expectedBody(caseStudy.body);
      expect(rendered.map((element) => element.tag)).toEqual(expected.map((element) => element.tag));
      for (const text of bodyText(caseStudy.body)) expect(page.text).toContain(text.split('\n')[0]);
    },
  );

  it('shows a quote from the Markdown with whom it is from', async () => {
    const file = readFileSync(`content/case-studies/${readdirSync('content/case-studies').find((name) => name.startsWith('001-'))}/index.en.md`, 'utf8');
    const [, quote = '', author = ''] = /\n> (.+)\n>\n> — (.+)\n/.exec(file) ?? [];
    expect(quote).not.toBe('');
    const page = await get('/case-studies/1');
    const figure = page.main.querySelector('figure.quote');
    expect(visibleText(figure?.querySelector('blockquote'))).toBe(quote);
    expect(visibleText(figure?.querySelector('figcaption'))).toBe(author);
  });

  it('renders each paragraph of the Markdown ("The Challenge" has two) as a paragraph of its own', async () => {
    const file = readFileSync(`content/case-studies/${readdirSync('content/case-studies').find((name) => name.startsWith('001-'))}/index.en.md`, 'utf8');
    const section = file.split('## The Challenge\n\n')[1]?.split('\n\n## ')[0] ?? '';
    const lines = section.split('\n\n');
    expect(lines.length).toBe(2);
    const page = await get('/case-studies/1');
    const paragraphs = bodyElements(page, 'en').filter((element) => element.tag === 'p').map((paragraph) => paragraph.text);
    const start = paragraphs.indexOf(lines[0] ?? '');
    expect(start).toBeGreaterThanOrEqual(0);
    expect(paragraphs.slice(start, start + lines.length)).toEqual(lines);
    expect(bodyElements(page, 'en').filter((element) => element.tag === 'p' && element.element.querySelector('br'))).toEqual([]);
  });

  it('renders a nested Markdown list ("  - " sub-points) inside its list item', async () => {
    const file = readFileSync(`content/case-studies/${readdirSync('content/case-studies').find((name) => name.startsWith('001-'))}/index.en.md`, 'utf8');
    const [, lead = '', pointLines = ''] = /\n- (.+)\n((?: {2}- .+\n)+)/.exec(file) ?? [];
    const points = pointLines.trim().split('\n').map((line) => line.trim().slice(2));
    expect(points.length).toBeGreaterThan(1);
    const page = await get('/case-studies/1');
    const li = [...page.main.querySelectorAll('li')].find((candidate) => candidate.firstChild?.textContent === lead);
    expect(li).toBeDefined();
    expect(page.items(li?.querySelector('ul') ?? li!)).toEqual(points);
  });

  it('links the first case study to the next one only', async () => {
    const page = await get(`/case-studies/${first.id}`);
    const nav = neighbours(page, 'en');
    expect(nav.tagName).toBe('NAV');
    expect(nav.querySelector('a[rel="prev"]')).toBeNull();
    expect(nav.querySelector('a[rel="next"]')?.getAttribute('href')).toBe(`/case-studies/${caseStudies[1]?.id}`);
    // The thumbnail is decorative inside the link: its name is the visible label and title.
    expect(neighbourLinks(page, 'en')).toEqual([{ label: 'Next case study', title: caseStudies[1]?.title, href: `/case-studies/${caseStudies[1]?.id}` }]);
    expect(page.links(nav)[0]?.name).toMatch(/^Next case study ?\S/);
    expect(nav.querySelector('a[rel="next"] img')?.getAttribute('alt')).toBe('');
  });

  it('links the last case study to the previous one only', async () => {
    const page = await get(`/case-studies/${last.id}`);
    const nav = neighbours(page, 'en');
    expect(nav.querySelector('a[rel="next"]')).toBeNull();
    expect(nav.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe(`/case-studies/${caseStudies[caseStudies.length - 2]?.id}`);
    const previous = caseStudies[caseStudies.length - 2];
    expect(neighbourLinks(page, 'en')).toEqual([{ label: 'Previous case study', title: previous?.title, href: `/case-studies/${previous?.id}` }]);
  });

  it('links a middle case study both ways in list order', async () => {
    const middle = caseStudies[10];
    const page = await get(`/case-studies/${middle?.id}`);
    const nav = neighbours(page, 'en');
    expect(nav.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe(`/case-studies/${caseStudies[9]?.id}`);
    expect(nav.querySelector('a[rel="next"]')?.getAttribute('href')).toBe(`/case-studies/${caseStudies[11]?.id}`);
  });

  it('has a "Case Studies" button and a contact block linking to /contact', async () => {
    const page = await get(`/case-studies/${first.id}`);
    expect(page.href('Case Studies', neighbours(page, 'en'))).toBe('/case-studies');
    const contact = page.region('Have a project in mind?');
    expect(visibleText(contact)).toContain("Tell us your goals. We'll reply within 24 hours.");
    expect(page.href('Contact Us', contact)).toBe('/contact');
  });

  it.each(['/case-studies/9999', '/case-studies/0', '/case-studies/abc', '/case-studies/1abc', '/case-studies/01', '/case-studies/-1'])(
    '%s answers 404 "Not found." with a way back',
    async (url) => {
      const page = await get(url);
      expect(page.status).toBe(404);
      expect(page.headings(1)).toEqual(['Not found.']);
      expect(page.href('Case Studies')).toBe('/case-studies');
      expect(page.meta('robots')).toBe('noindex, follow');
    },
  );

  it('answers 200 for every case study in the list, in both languages', async () => {
    for (const caseStudy of caseStudies) {
      for (const lang of ['en', 'ta'] as const) {
        const page = await get(`${list(lang)}/${caseStudy.id}`);
        expect(page.status, `${lang} ${caseStudy.id}`).toBe(200);
        expect(page.heading(1)).toBe(inLang(caseStudy, lang).title);
      }
    }
  });
});

describe('/ta/case-studies/{id} (Tamil)', () => {
  const ta = caseStudyCopy.ta;
  const labels = caseStudiesUiCopy.ta.categories;
  const tamilFirst = inLang(first, 'ta');

  it('shows the hero in Tamil, the client name in Latin (lang="en") and its town in Tamil, the facts with Tamil labels', async () => {
    const page = await get(`/ta/case-studies/${first.id}`);
    expect(page.status).toBe(200);
    expect(page.lang).toBe('ta');
    expect(page.heading(1)).toBe(tamilFirst.title);
    expect(page.title).toBe(`${tamilFirst.title} | Kolam Studio`);
    expect(page.canonical).toBe(`${ORIGIN}/ta/case-studies/${first.id}`);
    expect(visibleText(page.main.querySelector('h1')?.nextElementSibling)).toBe(`${tamilFirst.client} | ${shellCopy.ta.industryLinks[first.industry]}`);
    expect(tamilFirst.client).toBe('Kaveri Filter Coffee Works, கும்பகோணம்');
    const client = page.main.querySelector('[lang="en"]');
    expect(visibleText(client)).toBe('Kaveri Filter Coffee Works');
    expect(facts(page)).toEqual([ta.facts.date, caseStudyDate(first.date, 'ta'), ta.facts.duration, caseStudyDuration(first.duration, 'ta'), ta.facts.category, labels[first.category]]);
    expect(facts(page)).toEqual(['தேதி', 'மார்ச் 2024', 'கால அளவு', '2 மாதங்கள்', 'பிரிவு', 'பிராண்டிங்']);
    // The category above the title, and the trail above the hero in Tamil, linking to the Tamil list.
    expect(visibleText(page.main.querySelector('h1')?.parentElement?.querySelector('p'))).toBe(labels[first.category]);
    expect(page.links(page.region(shellCopy.ta.breadcrumb.label))).toEqual([
      { name: shellCopy.ta.nav['/'], href: '/ta', current: null },
      { name: ta.caseStudies, href: '/ta/case-studies', current: null },
      { name: tamilFirst.title, href: `/ta/case-studies/${first.id}`, current: 'page' },
    ]);
    // Link previews and keywords carry the Tamil category, not the English value.
    expect(page.meta('keywords')).toContain(`${labels[first.category]}, ${shellCopy.ta.industryLinks[first.industry]}, ${ta.meta.keyword}`);
    expect(page.meta('keywords')).not.toContain(first.category);
  });

  it('has the same gallery links under a Tamil heading, named in Tamil', async () => {
    const withImages = caseStudies.find((caseStudy) => caseGalleryData.filter((image) => image.caseId === caseStudy.id).length >= 4);
    const images = caseGalleryData.filter((image) => image.caseId === withImages?.id);
    const page = await get(`/ta/case-studies/${withImages?.id}`);
    expect(page.heading(2)).toBe(ta.galleryHeading);
    const section = gallery(page, 'ta');
    expect([...section.querySelectorAll('a[href]')].map((link) => link.getAttribute('href'))).toEqual(images.map((image) => `${image.image.src}-${image.image.width}.avif`));
    for (const link of page.links(section)) expect(link.name).toMatch(new RegExp(`\\(${caseStudiesUiCopy.ta.gallery.fullSize.slice(1, -1)}\\)$`));
  });

  it('renders the Tamil body in the order of its Markdown, each paragraph on its own', async () => {
    const caseStudy = cardsIn('ta')[0]!;
    const page = await get(`/ta/case-studies/${caseStudy.id}`);
    const rendered = bodyElements(page, 'ta');
    expect(rendered.map((element) => element.tag)).toEqual(expectedBody(caseStudy.body).map((element) => element.tag));
    const paragraphs = rendered.filter((element) => element.tag === 'p').map((element) => element.text);
    for (const text of bodyText(caseStudy.body).filter((text) => paragraphs.includes(text))) expect(paragraphs).toContain(text);
    expect(paragraphs.length).toBe(caseStudy.body.children.filter((node: Body['children'][number]) => node.type === 'element' && node.tagName === 'p').length);
    expect(rendered.filter((element) => element.element.querySelector('br'))).toEqual([]);
  });

  it('links the neighbours, the "Case Studies" button and the contact block to Tamil pages, in Tamil', async () => {
    const middle = caseStudies[10];
    const page = await get(`/ta/case-studies/${middle?.id}`);
    const nav = neighbours(page, 'ta');
    const previous = caseStudies[9];
    const next = caseStudies[11];
    if (!previous || !next) throw new Error('no neighbours');
    expect(neighbourLinks(page, 'ta')).toEqual([
      { label: ta.neighbours.previous, title: inLang(previous, 'ta').title, href: `/ta/case-studies/${previous.id}` },
      { label: ta.neighbours.next, title: inLang(next, 'ta').title, href: `/ta/case-studies/${next.id}` },
    ]);
    expect(page.href(ta.caseStudies, nav)).toBe('/ta/case-studies');
    const contact = page.region(ta.contact.title);
    expect(visibleText(contact)).toContain(ta.contact.text);
    expect(page.href(ta.contact.button, contact)).toBe('/ta/contact');
    // Every link of the page's own content stays in Tamil.
    for (const link of page.links()) if (link.href.startsWith('/')) expect(link.href, link.name).toMatch(/^\/(ta(\/|$)|media\/)/);
  });

  it('leaves no English interface text on the Tamil detail page', async () => {
    const page = await get(`/ta/case-studies/${first.id}`);
    const english = caseStudyCopy.en;
    for (const text of [english.caseStudies, english.galleryHeading, english.neighbours.next, english.contact.title, english.contact.button, english.facts.duration, 'full-size image']) {
      expect(page.text, text).not.toContain(text);
    }
  });

  it.each(['/ta/case-studies/9999', '/ta/case-studies/abc'])('%s answers 404 in Tamil with a way back to the Tamil list', async (url) => {
    const page = await get(url);
    expect(page.status).toBe(404);
    expect(page.lang).toBe('ta');
    expect(page.headings(1)).toEqual([shellCopy.ta.notFound.caseStudy.message]);
    expect(page.href(shellCopy.ta.notFound.caseStudy.backLabel)).toBe('/ta/case-studies');
    expect(page.meta('robots')).toBe('noindex, follow');
  });
});
