/** /blog and /blog/{id} server HTML, in English and Tamil: cards, dates, the post's fields and blocks, and the 404s. */
import { describe, expect, it } from 'vitest';
import type { Body } from '../../shared/content/types.js';
import { blogDate } from '../../shared/i18n/format.js';
import { attribute, expectInOrder, getPage, useTestApp, visibleText, type Page } from '../helpers/app.js';
import { bodyText, content, tamil } from '../helpers/content.js';

const app = useTestApp();
const get = (url: string) => getPage(app(), url);

const blogPosts = content.blogPosts;
const tamilPosts = tamil.blogPosts;

/** English UI text that must not be left on a Tamil page. */
const ENGLISH_LABELS = ['Read More', 'Written by', 'Published', 'Category', 'Back to Blogs', 'More from the blog', 'Journal'];

/** The post cards in <main>, in order. */
const cardsOf = (page: Page) => [...page.main.querySelectorAll('article')];

describe('blogDate (made at build time, shown as each post\'s date)', () => {
  it.each([
    ['2025-01-20', '20 January 2025'],
    ['2025-03-12', '12 March 2025'],
    ['2024-12-01', '1 December 2024'],
    ['2025-05-08', '8 May 2025'],
  ])('%s → %s in English', (iso, text) => {
    expect(blogDate(iso, 'en')).toBe(text);
  });

  it('spells the month in Tamil, with Western digits', () => {
    expect(blogDate('2025-01-20', 'ta')).toMatch(/^20 ஜனவரி,? 2025$/);
    expect(blogDate('2025-05-08', 'ta')).toMatch(/^8 மே,? 2025$/);
  });

  it('does not depend on the time zone', () => {
    const before = process.env.TZ;
    try {
      for (const tz of ['America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati']) {
        process.env.TZ = tz;
        expect(blogDate('2025-01-01', 'en')).toBe('1 January 2025');
        expect(blogDate('2025-01-01', 'ta')).toMatch(/^1 ஜனவரி,? 2025$/);
      }
    } finally {
      process.env.TZ = before;
    }
  });

  it('leaves text that is not an ISO date alone', () => {
    expect(blogDate('soon', 'en')).toBe('soon');
    expect(blogDate('20-01-2025', 'ta')).toBe('20-01-2025');
  });
});

describe('/blog', () => {
  it('shows a card per post, newest first, with image, date, category, title, excerpt and Read More', async () => {
    const page = await get('/blog');
    expect(page.status).toBe(200);
    expect(page.lang).toBe('en-IN');
    expect(page.title).toBe('Blog | Kolam Studio');
    expect(page.headings(1)).toEqual(['Blog']);
    expect(blogPosts.length).toBeGreaterThanOrEqual(3);
    const dates = blogPosts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const cards = cardsOf(page);
    expect(cards).toHaveLength(blogPosts.length);
    expect(page.region('Articles').querySelectorAll('article')).toHaveLength(blogPosts.length);
    cards.forEach((card, index) => {
      const post = blogPosts[index]!;
      expect(card.querySelector('img')?.getAttribute('alt')).toBe(post.image.alt);
      const time = card.querySelector('time');
      expect(attribute(time, 'datetime')).toBe(post.date);
      expect(visibleText(time)).toBe(blogDate(post.date, 'en'));
      expect(page.headings(2, card)).toEqual([post.title]);
      expect(visibleText(card)).toContain(post.excerpt);
      expect(visibleText(card)).toContain(post.category);
      // One link per card: "Read More", with the title for screen readers and crawlers.
      expect(page.links(card)).toEqual([{ name: `Read More about ${post.title}`, href: `/blog/${post.id}`, current: null }]);
    });
  });

  it('prints the marketing-package post date as 20 January 2025', async () => {
    const page = await get('/blog');
    expectInOrder(page.text, ['20 January 2025', 'Business Growth', 'One Year, One Plan']);
    const time = [...page.main.querySelectorAll('time')].find((element) => attribute(element, 'datetime') === '2025-01-20');
    expect(visibleText(time)).toBe('20 January 2025');
  });

  it('has the hero text in order', async () => {
    const page = await get('/blog');
    expectInOrder(page.text, ['Journal', 'Blog', 'Practical notes on brand, packaging and marketing from our studio in Chennai']);
  });

  it('loads only the first card image eagerly', async () => {
    const page = await get('/blog');
    const loading = [...page.main.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', ...blogPosts.slice(1).map(() => 'lazy')]);
  });
});

describe('/ta/blog', () => {
  it('shows the same cards in Tamil: Tamil titles, dates and Read More, links to /ta/blog/{id}', async () => {
    const page = await get('/ta/blog');
    expect(page.status).toBe(200);
    expect(page.lang).toBe('ta');
    expect(page.title).toBe('வலைப்பதிவு | Kolam Studio');
    expect(page.headings(1)).toEqual(['வலைப்பதிவு']);
    expect(page.canonical).toBe('https://kolamstudio.example/ta/blog');
    const cards = cardsOf(page);
    expect(cards).toHaveLength(tamilPosts.length);
    expect(page.region('கட்டுரைகள்').querySelectorAll('article')).toHaveLength(tamilPosts.length);
    cards.forEach((card, index) => {
      const post = tamilPosts[index]!;
      expect(post.title).not.toBe(blogPosts[index]!.title);
      const time = card.querySelector('time');
      expect(attribute(time, 'datetime')).toBe(post.date);
      expect(visibleText(time)).toBe(blogDate(post.date, 'ta'));
      expect(page.headings(2, card)).toEqual([post.title]);
      expect(visibleText(card)).toContain(post.excerpt);
      expect(visibleText(card)).toContain(post.category);
      expect(page.links(card)).toEqual([{ name: `${post.title} பற்றி மேலும் படிக்க`, href: `/ta/blog/${post.id}`, current: null }]);
    });
  });

  it('prints the marketing-package post date in Tamil', async () => {
    const page = await get('/ta/blog');
    const post = tamilPosts.find((candidate) => candidate.id === 1)!;
    expect(post.date).toBe('2025-01-20');
    const card = cardsOf(page).find((candidate) => page.headings(2, candidate)[0] === post.title)!;
    expect(visibleText(card.querySelector('time'))).toMatch(/^20 ஜனவரி,? 2025$/);
    expectInOrder(visibleText(card), ['ஜனவரி', 'தொழில் வளர்ச்சி', 'ஓராண்டு, ஒரே திட்டம்']);
  });

  it('leaves no English interface text on the page', async () => {
    const page = await get('/ta/blog');
    for (const label of ENGLISH_LABELS) expect(page.text, label).not.toContain(label);
    expect(page.text).not.toContain('January');
  });
});

/** A post's body: the headings, paragraphs and lists after the header and before the back link, in order. */
function bodyBlocks(page: Page) {
  const article = page.main.querySelector('article')!;
  const elements = [...article.querySelectorAll('h2, p, ul')].filter((element) => !element.closest('header') && !element.querySelector('a'));
  return elements.map((element) => {
    const tag = element.tagName.toLowerCase();
    if (tag === 'ul') return { tag, items: page.items(element) };
    return { tag, text: visibleText(element) };
  });
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

type Rendered = { tag: string; text?: string; items?: string[] };

/** What a post's Markdown body renders as, block by block (its "#" headline is an h2 too: the page title is the only h1). */
function expectedBlocks(body: Body): Rendered[] {
  return body.children.flatMap((node): Rendered[] => {
    if (node.type !== 'element') return [];
    if (node.tagName === 'ul') return [{ tag: 'ul', items: bodyText({ children: node.children }).map(collapse) }];
    return [{ tag: node.tagName, text: collapse(bodyText({ children: [node] }).join(' ')) }];
  });
}

/** The author, date and category list under the title. */
const metaItems = (page: Page) => page.items(page.main.querySelector('article header ul')!);

describe('/blog/{id}', () => {
  it.each(blogPosts.map((post) => [post.id, post] as const))('/blog/%i shows title, author, date, category, image and every block in order', async (id, post) => {
    const page = await get(`/blog/${id}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${post.title} | Kolam Studio`);
    expect(page.property('og:type')).toBe('article');
    expect(page.meta('description')).toBe(post.excerpt);
    // One h1, the post's title.
    expect(page.headings(1)).toEqual([post.title]);
    expect(metaItems(page)).toEqual([`Written by ${post.author}`, `Published ${blogDate(post.date, 'en')}`, `Category ${post.category}`]);
    expect(attribute(page.main.querySelector('article header time'), 'datetime')).toBe(post.date);
    const cover = page.main.querySelector('article img')!;
    expect(cover.getAttribute('alt')).toBe(post.image.alt);
    expect(cover.getAttribute('loading')).toBe('eager');
    expect(attribute(cover, 'fetchpriority')).toBe('high');
    expect(bodyBlocks(page)).toEqual(expectedBlocks(post.body));
    expect(page.href('Back to Blogs', page.main.querySelector('article')!)).toBe('/blog');
  });

  it('renders the h1, h2, p and ul block types of the ₹50,000 package post', async () => {
    const page = await get('/blog/1');
    const headings = page.headings(2, page.main.querySelector('article')!);
    expect(headings).toContain('A year of steady, planned marketing for ₹50,000');
    expect(headings).toContain('What ₹50,000 covers');
    expect(page.items(page.main.querySelector('article')!)).toContain('A named account manager and a 30-minute review call every month.');
    expect(page.text).toContain('Priya Raghavan, Head of Growth');
  });

  it('links to the other posts under "More from the blog"', async () => {
    const page = await get('/blog/1');
    const more = page.region('More from the blog');
    const others = blogPosts.filter((post) => post.id !== 1).slice(0, 2);
    expect(page.links(more)).toEqual(others.map((post) => ({ name: `Read More about ${post.title}`, href: `/blog/${post.id}`, current: null })));
    expect(page.headings(3, more)).toEqual(others.map((post) => post.title));
  });

  it.each(['/blog/99', '/blog/abc', '/blog/0', '/blog/01', '/blog/1.5', '/blog/1abc', '/blog/-1'])('%s answers 404 "Blog Not Found" with a link back to the blog', async (url) => {
    const page = await get(url);
    expect(page.status).toBe(404);
    expect(page.headings(1)).toEqual(['Blog Not Found']);
    expect(page.href('Back to Blogs')).toBe('/blog');
    expect(page.main.querySelector('article')).toBeNull();
    expect(page.title).toBe('Blog Not Found | Kolam Studio');
    expect(page.meta('robots')).toBe('noindex, follow');
  });

  it('has no style attribute anywhere (CSP)', async () => {
    for (const url of ['/blog', '/blog/1', '/blog/abc', '/ta/blog', '/ta/blog/1', '/ta/blog/abc']) {
      expect((await get(url)).document.querySelectorAll('[style]'), url).toHaveLength(0);
    }
  });
});

describe('/ta/blog/{id}', () => {
  it.each(tamilPosts.map((post, index) => [post.id, post, blogPosts[index]!] as const))(
    '/ta/blog/%i shows the post in Tamil with Tamil labels and the same blocks as the English',
    async (id, post, english) => {
      const page = await get(`/ta/blog/${id}`);
      expect(page.status).toBe(200);
      expect(page.lang).toBe('ta');
      expect(page.title).toBe(`${post.title} | Kolam Studio`);
      expect(page.meta('description')).toBe(post.excerpt);
      expect(page.property('og:locale')).toBe('ta_IN');
      expect(page.headings(1)).toEqual([post.title]);
      expect(metaItems(page)).toEqual([`எழுதியவர் ${post.author}`, `வெளியான நாள் ${blogDate(post.date, 'ta')}`, `பிரிவு ${post.category}`]);
      expect(attribute(page.main.querySelector('article header time'), 'datetime')).toBe(post.date);
      const blocks = bodyBlocks(page);
      expect(blocks).toEqual(expectedBlocks(post.body));
      expect(blocks.map((block) => block.tag)).toEqual(expectedBlocks(english.body).map((block) => block.tag));
      expect(page.href('கட்டுரைகளுக்குத் திரும்ப', page.main.querySelector('article')!)).toBe('/ta/blog');
      for (const label of ENGLISH_LABELS) expect(page.text, label).not.toContain(label);
    },
  );

  it('links to the other posts in Tamil under its "More from the blog"', async () => {
    const page = await get('/ta/blog/1');
    const more = page.region('வலைப்பதிவிலிருந்து மேலும் சில கட்டுரைகள்');
    const others = tamilPosts.filter((post) => post.id !== 1).slice(0, 2);
    expect(page.links(more)).toEqual(others.map((post) => ({ name: `${post.title} பற்றி மேலும் படிக்க`, href: `/ta/blog/${post.id}`, current: null })));
  });

  it.each(['/ta/blog/99', '/ta/blog/abc', '/ta/blog/01'])('%s answers 404 in Tamil with a link back to /ta/blog', async (url) => {
    const page = await get(url);
    expect(page.status).toBe(404);
    expect(page.lang).toBe('ta');
    expect(page.headings(1)).toEqual(['கட்டுரை கிடைக்கவில்லை']);
    expect(page.href('கட்டுரைகளுக்குத் திரும்ப')).toBe('/ta/blog');
    expect(page.meta('robots')).toBe('noindex, follow');
  });
});
