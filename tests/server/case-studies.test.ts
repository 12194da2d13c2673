/**
 * /case-studies and /case-studies/{id} as the server renders them (SPEC §2.9–2.10, §4, §5,
 * §9; DESIGN.md no-JS table): every state reachable by URL (search, category, shown and
 * their bad values), the hero line, the no-JS forms and links, and the detail page's hero,
 * gallery links, body blocks, neighbours at both ends and not-found ids.
 *
 * Expected values are computed here from the raw data, not with the page's query helpers,
 * so a wrong helper fails these tests too.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseStudyCards } from '../../shared/content/case-studies.js';
import { caseStudies } from '../../shared/content/case-study-details.js';
import { caseGalleryData } from '../../shared/content/data/case-gallery.js';
import { industryNames } from '../../shared/content/data/industries.js';
import { caseStudyCategoryNames } from '../../shared/content/constants.js';
import { createTestApp, getPage, headOf, metaContent, textOf, titleOf } from '../helpers/legacy-html.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const ORIGIN = 'https://kolamstudio.example';

const get = (url: string) => getPage(app, url);

const decode = (value: string) => value.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

/** Ids of the cards in the grid, in order. */
function cardIds(main: string): number[] {
  return [...main.matchAll(/<a class="case-card__link" href="\/case-studies\/(\d+)"/g)].map((match) => Number(match[1]));
}

function heroLine(main: string): string {
  return textOf(/<p class="case-studies-hero__count"[^>]*>([\s\S]*?)<\/p>/.exec(main)?.[1] ?? '');
}

function categoryButtons(main: string): { label: string; pressed: string | undefined }[] {
  return [...main.matchAll(/<button([^>]*name="category"[^>]*)>([^<]*)<\/button>/g)].map(([, attributes = '', label = '']) => ({
    label: decode(label),
    pressed: /aria-pressed="(\w+)"/.exec(attributes)?.[1],
  }));
}

function showMoreHref(main: string): string | undefined {
  const match = /<a class="button button--secondary" href="([^"]+)"[^>]*>Show 12 more<\/a>/.exec(main);
  return match?.[1] ? decode(match[1]) : undefined;
}

/** The hidden inputs of the form whose opening tag contains `marker`. */
function hiddenInputs(main: string, marker: string): Record<string, string> {
  const start = main.indexOf(marker);
  const form = main.slice(start, main.indexOf('</form>', start));
  return Object.fromEntries([...form.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"\/>/g)].map(([, name = '', value = '']) => [name, decode(value)]));
}

/** SPEC §5, written out independently: case-insensitive substring of title or summary, and the category. */
function expectedIds(q: string, category = 'All'): number[] {
  const needle = q.trim().toLowerCase();
  return caseStudyCards
    .filter((card) => category === 'All' || card.category === category)
    .filter((card) => card.title.toLowerCase().includes(needle) || card.summary.toLowerCase().includes(needle))
    .map((card) => card.id);
}

const total = caseStudyCards.length;

describe('/case-studies list', () => {
  it('starts with 12 cards, the hero line, the search box, All pressed and a "Show 12 more" link', async () => {
    const { status, main, html } = await get('/case-studies');
    expect(status).toBe(200);
    expect(total).toBeGreaterThanOrEqual(60);
    expect(heroLine(main)).toBe(`${total} projects found. Showing 12 of ${total}.`);
    expect(cardIds(main)).toEqual(caseStudyCards.slice(0, 12).map((card) => card.id));
    expect(main).toContain('placeholder="Search case studies..."');
    expect(categoryButtons(main)).toEqual(['All', ...new Set(caseStudyCards.map((card) => card.category))].map((label) => ({ label, pressed: String(label === 'All') })));
    expect(showMoreHref(main)).toBe(`/case-studies?shown=24#case-${caseStudyCards[12]?.id}`);
    expect(headOf(html)).toContain(`<link rel="canonical" href="${ORIGIN}/case-studies"`);
    expect(titleOf(html)).toBe('Case Studies | Kolam Studio');
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('lists all nine categories once, in order of first appearance', async () => {
    const labels = categoryButtons((await get('/case-studies')).main).map((button) => button.label);
    expect(labels.slice(1).sort()).toEqual([...caseStudyCategoryNames].sort());
  });

  it('shows each card with its image, title and summary, linking to the case study', async () => {
    const { main } = await get('/case-studies');
    const first = caseStudyCards[0];
    const cards = [...main.matchAll(/<article class="case-card">([\s\S]*?)<\/article>/g)].map((m) => m[1] ?? '');
    const card = cards[0] ?? '';
    expect(card).toContain(`alt="${first?.image.alt}"`);
    // The first row (three columns at most) may hold the largest paint: loaded at once; the rest lazily.
    expect(cards.map((c) => /loading="(\w+)"/.exec(c)?.[1])).toEqual([...Array(3).fill('eager'), ...Array(cards.length - 3).fill('lazy')]);
    expect(textOf(card)).toContain(first?.title);
    expect(textOf(card)).toContain(first?.summary);
    expect(textOf(card)).toContain('View More');
    expect(card).toContain(`href="/case-studies/${first?.id}"`);
  });

  it.each([
    [24, 24, 36],
    [36, 36, 48],
    [48, 48, total],
  ])('?shown=%i shows %i cards and links to shown=%i', async (shown, count, next) => {
    const { main } = await get(`/case-studies?shown=${shown}`);
    expect(cardIds(main)).toEqual(caseStudyCards.slice(0, count).map((card) => card.id));
    expect(heroLine(main)).toBe(`${total} projects found. Showing ${count} of ${total}.`);
    expect(showMoreHref(main)).toBe(`/case-studies?shown=${next}#case-${caseStudyCards[count]?.id}`);
  });

  it.each([String(total), '1000', '999999'])('?shown=%s shows all the cards, capped at the total, and hides "Show 12 more"', async (shown) => {
    const { status, main } = await get(`/case-studies?shown=${shown}`);
    expect(status).toBe(200);
    expect(cardIds(main)).toHaveLength(total);
    expect(heroLine(main)).toBe(`${total} projects found. Showing ${total} of ${total}.`);
    expect(showMoreHref(main)).toBeUndefined();
  });

  it.each(['abc', '-5', '0', '5', '11', '12.5', '1e3', '', '24abc', '0x18'])('a bad ?shown=%s falls back to the first 12', async (shown) => {
    const { status, main } = await get(`/case-studies?shown=${encodeURIComponent(shown)}`);
    expect(status).toBe(200);
    expect(cardIds(main)).toHaveLength(12);
    expect(heroLine(main)).toBe(`${total} projects found. Showing 12 of ${total}.`);
    expect(showMoreHref(main)).toBe(`/case-studies?shown=24#case-${caseStudyCards[12]?.id}`);
  });

  it('accepts a shown value between pages (30) and adds 12 to it', async () => {
    const { main } = await get('/case-studies?shown=30');
    expect(cardIds(main)).toHaveLength(30);
    expect(showMoreHref(main)).toBe(`/case-studies?shown=42#case-${caseStudyCards[30]?.id}`);
  });

  it.each(caseStudyCategoryNames)('?category=%s shows only that category, its button pressed', async (category) => {
    const { main } = await get(`/case-studies?${new URLSearchParams({ category })}`);
    const ids = expectedIds('', category);
    expect(ids.length).toBeGreaterThan(0);
    expect(cardIds(main)).toEqual(ids.slice(0, 12));
    expect(heroLine(main)).toBe(`${ids.length} projects found. Showing ${Math.min(12, ids.length)} of ${ids.length}.`);
    expect(categoryButtons(main).filter((button) => button.pressed === 'true').map((button) => button.label)).toEqual([category]);
  });

  it.each(['/case-studies?category=Nope', '/case-studies?category=branding', '/case-studies?category=All'])('%s falls back to All with 200', async (url) => {
    const { status, main } = await get(url);
    expect(status).toBe(200);
    expect(heroLine(main)).toBe(`${total} projects found. Showing 12 of ${total}.`);
    expect(categoryButtons(main).filter((button) => button.pressed === 'true').map((button) => button.label)).toEqual(['All']);
  });

  it.each(['coffee', 'COFFEE', 'Madurai', 'website', '  temple  '])('?q=%s matches title or summary case-insensitively', async (q) => {
    const { main } = await get(`/case-studies?${new URLSearchParams({ q, shown: '1000' })}`);
    const ids = expectedIds(q);
    expect(ids.length).toBeGreaterThan(0);
    expect(cardIds(main)).toEqual(ids);
    expect(heroLine(main)).toBe(`${ids.length} projects found. Showing ${ids.length} of ${ids.length}.`);
    // The box shows what was searched for.
    expect(main).toContain(`name="q" value="${q}"`);
  });

  it('finds a case study by a word that is only in its summary', async () => {
    const words = (text: string) => text.toLowerCase().match(/[a-z]{6,}/g) ?? [];
    const titleWords = new Set(caseStudyCards.flatMap((card) => words(card.title)));
    const card = caseStudyCards.find((candidate) => words(candidate.summary).some((word) => !titleWords.has(word)));
    const word = words(card?.summary ?? '').find((candidate) => !titleWords.has(candidate)) ?? '';
    expect(word).not.toBe('');
    const { main } = await get(`/case-studies?q=${word.toUpperCase()}&shown=1000`);
    expect(cardIds(main)).toContain(card?.id);
    expect(cardIds(main)).toEqual(expectedIds(word));
  });

  it('combines search and category: both must match', async () => {
    const q = 'chennai';
    const byText = expectedIds(q);
    const category = caseStudyCards.find((card) => byText.includes(card.id))?.category ?? '';
    const both = expectedIds(q, category);
    expect(both.length).toBeLessThan(byText.length);
    const { main } = await get(`/case-studies?${new URLSearchParams({ q, category, shown: '1000' })}`);
    expect(cardIds(main)).toEqual(both);
    expect(heroLine(main)).toBe(`${both.length} projects found. Showing ${both.length} of ${both.length}.`);
  });

  it('keeps shown when the category changes: shown=24 in a small category shows all of it, and All shows 24 again', async () => {
    const category = caseStudyCards[0]?.category ?? '';
    const count = expectedIds('', category).length;
    expect(count).toBeLessThan(24);
    const filtered = await get(`/case-studies?${new URLSearchParams({ category, shown: '24' })}`);
    expect(heroLine(filtered.main)).toBe(`${count} projects found. Showing ${count} of ${count}.`);
    expect(showMoreHref(filtered.main)).toBeUndefined();
    // The category buttons carry shown=24, so choosing All next still shows 24.
    expect(hiddenInputs(filtered.main, 'class="case-filters"')).toEqual({ shown: '24' });
    const all = await get('/case-studies?shown=24&category=All');
    expect(cardIds(all.main)).toEqual(expectedIds('').slice(0, 24));
    expect(heroLine(all.main)).toBe(`${total} projects found. Showing 24 of ${total}.`);
  });

  it('shows no cards, no "Show 12 more" and a way back when nothing matches', async () => {
    const { status, main } = await get('/case-studies?q=zzzzqqq');
    expect(status).toBe(200);
    expect(heroLine(main)).toBe('0 projects found. Showing 0 of 0.');
    expect(cardIds(main)).toEqual([]);
    expect(showMoreHref(main)).toBeUndefined();
    expect(textOf(main)).toContain('No case studies match your search.');
    expect(main).toContain('href="/case-studies"');
  });

  it('builds the no-JS forms: search keeps category and shown, category buttons keep q and shown', async () => {
    const { main } = await get(`/case-studies?${new URLSearchParams({ q: 'brand', category: 'Branding', shown: '24' })}`);
    expect(main).toMatch(/<form role="search" class="case-search" action="\/case-studies" method="get">/);
    expect(main).toMatch(/<form class="case-filters"[^>]*action="\/case-studies" method="get">/);
    expect(hiddenInputs(main, 'class="case-search"')).toEqual({ category: 'Branding', shown: '24' });
    expect(hiddenInputs(main, 'class="case-filters"')).toEqual({ q: 'brand', shown: '24' });
  });

  it('keeps q in the "Show 12 more" link, and the next page shows 12 more matches', async () => {
    const q = 'AND';
    const ids = expectedIds(q);
    expect(ids.length).toBeGreaterThan(12);
    const { main } = await get(`/case-studies?${new URLSearchParams({ q })}`);
    expect(heroLine(main)).toBe(`${ids.length} projects found. Showing 12 of ${ids.length}.`);
    const href = showMoreHref(main) ?? '';
    const url = new URL(href, ORIGIN);
    expect(url.pathname).toBe('/case-studies');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q, shown: String(Math.min(24, ids.length)) });
    expect(url.hash).toBe(`#case-${ids[12]}`);
    const next = await get(href.replace(/#.*/, ''));
    expect(cardIds(next.main)).toEqual(ids.slice(0, 24));
  });

  it('escapes the search text', async () => {
    const { status, main } = await get(`/case-studies?q=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(status).toBe(200);
    expect(main).not.toContain('<script>alert(1)');
    expect(main).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('keeps the canonical link without the query', async () => {
    const { html } = await get('/case-studies?q=coffee&category=Branding&shown=24');
    expect(headOf(html)).toContain(`<link rel="canonical" href="${ORIGIN}/case-studies"`);
    expect(metaContent(headOf(html), 'property', 'og:url')).toBe(`${ORIGIN}/case-studies`);
  });
});

describe('/case-studies/{id}', () => {
  const first = caseStudies[0];
  const last = caseStudies[caseStudies.length - 1];
  if (!first || !last) throw new Error('no case studies');

  it('shows the hero image (eager), title, "{client} | {industry}" and the project facts', async () => {
    const { status, main, html } = await get(`/case-studies/${first.id}`);
    expect(status).toBe(200);
    expect(textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? '')).toBe(first.title);
    expect(textOf(main)).toContain(`${first.client} | ${industryNames[first.industry]}`);
    const facts = textOf(/<dl class="case-hero__facts">([\s\S]*?)<\/dl>/.exec(main)?.[1] ?? '');
    expect(facts).toBe(`Date ${first.date} Duration ${first.duration} Category ${first.category}`);
    const hero = /<div class="case-hero__media">(<img[^>]*>)/.exec(main)?.[1] ?? '';
    expect(hero).toContain('loading="eager"');
    expect(hero).toContain('fetchPriority="high"');
    expect(hero).toContain(`alt="${first.image.alt}"`);
    expect(titleOf(html)).toBe(`${decode(first.title)} | Kolam Studio`);
    expect(headOf(html)).toContain(`<link rel="canonical" href="${ORIGIN}/case-studies/${first.id}"`);
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('lists every gallery image as a link to its full-size file (the no-JS gallery)', async () => {
    const withImages = caseStudies.find((caseStudy) => caseGalleryData.filter((image) => image.caseId === caseStudy.id).length >= 4);
    const images = caseGalleryData.filter((image) => image.caseId === withImages?.id);
    const { main } = await get(`/case-studies/${withImages?.id}`);
    const links = [...main.matchAll(/<a href="([^"]+)" class="gallery__link"[^>]*>(<img[^>]*>)/g)];
    expect(links.map(([, href]) => href)).toEqual(images.map((image) => `${image.image.src}-${image.image.width}.webp`));
    expect(links.map(([, , img]) => /alt="([^"]*)"/.exec(img ?? '')?.[1])).toEqual(images.map((image) => decode(image.image.alt)));
    for (const [, , img] of links) expect(img).toContain('loading="lazy"');
    // Controls that need JavaScript are not in the server HTML.
    expect(main).not.toContain('gallery__dot');
    expect(main).not.toContain('<dialog');
  });

  it('falls back to the cover when a case study has no gallery images', async () => {
    const without = caseStudies.find((caseStudy) => !caseGalleryData.some((image) => image.caseId === caseStudy.id));
    expect(without).toBeDefined();
    const { main } = await get(`/case-studies/${without?.id}`);
    const links = [...main.matchAll(/<a href="([^"]+)" class="gallery__link"/g)].map(([, href]) => href);
    expect(links).toEqual([`${without?.image.src}-${without?.image.width}.webp`]);
  });

  it.each(caseStudies.filter((caseStudy) => caseStudy.content.some((block) => block.type === 'h3' || block.type === 'blockquote')).map((caseStudy) => caseStudy.id))(
    'case %i: renders its h2, h3, p and ul blocks in order and leaves blockquotes out',
    async (id) => {
      const caseStudy = caseStudies.find((candidate) => candidate.id === id);
      if (!caseStudy) throw new Error(`no case ${id}`);
      const { main } = await get(`/case-studies/${id}`);
      const body = main.slice(main.indexOf('<div class="case-body">'), main.indexOf('<nav class="section section--sand case-neighbours"'));
      // Every element of the body, in order, as the blocks say (blockquotes skipped).
      const rendered = [...body.matchAll(/<(h2|h3|p|ul class="case-body__list")>([\s\S]*?)<\/(?:h2|h3|p|ul)>/g)].map(([, tag]) => tag?.split(' ')[0]);
      const expected = caseStudy.content.flatMap((block) => {
        if (block.type === 'blockquote') return [];
        if (block.type === 'ul') return block.text ? ['p', 'ul'] : ['ul'];
        return [block.type];
      });
      expect(rendered).toEqual(expected);
      const text = decode(body);
      for (const block of caseStudy.content) {
        if (block.type === 'h2' || block.type === 'h3') expect(text).toContain(`<${block.type}>${block.text}</${block.type}>`);
        if (block.type === 'p') expect(text).toContain(`<p>${block.text.split('\n').join('<br/>')}</p>`);
        if (block.type === 'ul') for (const item of block.items) expect(textOf(body)).toContain(item.split('\n')[0]);
        if (block.type === 'blockquote') expect(textOf(main)).not.toContain(block.text.split('\n')[0]);
      }
    },
  );

  it('keeps the line breaks of list items: "- " lines become a nested list', async () => {
    const caseStudy = caseStudies.find((candidate) => candidate.content.some((block) => block.type === 'ul' && block.items.some((item) => item.includes('\n- '))));
    const block = caseStudy?.content.find((candidate) => candidate.type === 'ul' && candidate.items.some((item) => item.includes('\n- ')));
    if (block?.type !== 'ul' || !caseStudy) throw new Error('no list item with sub-points in the data');
    const item = block.items.find((candidate) => candidate.includes('\n- ')) ?? '';
    const [lead, ...points] = item.split('\n');
    const { main } = await get(`/case-studies/${caseStudy.id}`);
    const nested = `${lead}<ul class="case-body__points">${points.map((point) => `<li>${point.slice(2)}</li>`).join('')}</ul>`;
    expect(decode(main)).toContain(nested);
  });

  it('links the first case study to the next one only', async () => {
    const { main } = await get(`/case-studies/${first.id}`);
    const nav = main.slice(main.indexOf('<nav class="section section--sand case-neighbours"'), main.indexOf('</nav>'));
    expect(nav).not.toContain('case-neighbour--previous');
    expect(nav).toContain(`href="/case-studies/${caseStudies[1]?.id}"`);
    expect(textOf(nav)).toContain(`Next case study ${caseStudies[1]?.title}`);
    // The thumbnail is decorative inside the link: its name is the visible label and title.
    expect(nav).toMatch(/<span class="case-neighbour__thumb"><img [^>]*alt=""/);
  });

  it('links the last case study to the previous one only', async () => {
    const { main } = await get(`/case-studies/${last.id}`);
    const nav = main.slice(main.indexOf('<nav class="section section--sand case-neighbours"'), main.indexOf('</nav>'));
    expect(nav).not.toContain('case-neighbour--next');
    expect(nav).toContain(`href="/case-studies/${caseStudies[caseStudies.length - 2]?.id}"`);
    expect(textOf(nav)).toContain(`Previous case study ${caseStudies[caseStudies.length - 2]?.title}`);
  });

  it('links a middle case study both ways in list order', async () => {
    const middle = caseStudies[10];
    const { main } = await get(`/case-studies/${middle?.id}`);
    const previous = /class="case-neighbour case-neighbour--previous"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*class="case-neighbour case-neighbour--previous"/.exec(main);
    const next = /href="([^"]+)"[^>]*class="case-neighbour case-neighbour--next"|class="case-neighbour case-neighbour--next"[^>]*href="([^"]+)"/.exec(main);
    expect(previous?.[1] ?? previous?.[2]).toBe(`/case-studies/${caseStudies[9]?.id}`);
    expect(next?.[1] ?? next?.[2]).toBe(`/case-studies/${caseStudies[11]?.id}`);
  });

  it('has a "Case Studies" button and a contact block linking to /contact', async () => {
    const { main } = await get(`/case-studies/${first.id}`);
    expect(main).toMatch(/<a class="button button--secondary" href="\/case-studies"[^>]*>.*?Case Studies<\/a>/);
    const contact = main.slice(main.indexOf('class="case-contact"'));
    expect(textOf(contact)).toContain('Have a project in mind?');
    expect(textOf(contact)).toContain("Tell us your goals. We'll reply within 24 hours.");
    expect(contact).toMatch(/href="\/contact"[^>]*>Contact Us<\/a>/);
  });

  it.each(['/case-studies/9999', '/case-studies/0', '/case-studies/abc', '/case-studies/1abc', '/case-studies/01', '/case-studies/-1'])(
    '%s answers 404 "Not found." with a way back',
    async (url) => {
      const { status, main, html } = await get(url);
      expect(status).toBe(404);
      expect(main).toContain('<h1 class="not-found__title">Not found.</h1>');
      expect(main).toMatch(/href="\/case-studies"[^>]*>Case Studies<\/a>/);
      expect(metaContent(headOf(html), 'name', 'robots')).toBe('noindex, follow');
    },
  );

  it('answers 200 for every case study in the list', async () => {
    for (const caseStudy of caseStudies) {
      const { status, main } = await get(`/case-studies/${caseStudy.id}`);
      expect(status, String(caseStudy.id)).toBe(200);
      expect(textOf(main)).toContain(caseStudy.title);
    }
  });
});
