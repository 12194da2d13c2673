/** /blog and /blog/{id} server HTML: cards, dates, the post's fields and blocks, and the 404s. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBlogDate } from '../../shared/components/blog-date.js';
import { blogPosts } from '../../shared/content/blog.js';
import type { BlogBlock } from '../../shared/content/schema.js';
import { createTestApp, getPage, metaContent, textOf, titleOf } from '../helpers/legacy-html.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string) => getPage(app, url);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;');

describe('formatBlogDate', () => {
  it.each([
    ['2025-01-20', '20 January 2025'],
    ['2025-03-12', '12 March 2025'],
    ['2024-12-01', '1 December 2024'],
    ['2025-05-08', '8 May 2025'],
  ])('%s → %s', (iso, text) => {
    expect(formatBlogDate(iso)).toBe(text);
  });

  it('does not depend on the time zone or locale', () => {
    const before = process.env.TZ;
    try {
      for (const tz of ['America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati']) {
        process.env.TZ = tz;
        expect(formatBlogDate('2025-01-01')).toBe('1 January 2025');
      }
    } finally {
      process.env.TZ = before;
    }
  });

  it('leaves text that is not an ISO date alone', () => {
    expect(formatBlogDate('2025-13-01')).toBe('2025-13-01');
    expect(formatBlogDate('soon')).toBe('soon');
  });
});

describe('/blog', () => {
  it('shows a card per post, newest first, with image, date, title, excerpt and Read More', async () => {
    const { status, main, html } = await get('/blog');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Blog | Kolam Studio');
    expect(main).toContain('<h1 class="page-hero__title">Blog</h1>');
    const cards = [...main.matchAll(/<article class="card blog-card">([\s\S]*?)<\/article>/g)].map((m) => m[1] ?? '');
    expect(cards).toHaveLength(blogPosts.length);
    expect(blogPosts.length).toBeGreaterThanOrEqual(3);
    const dates = blogPosts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    cards.forEach((card, index) => {
      const post = blogPosts[index]!;
      expect(card).toContain(`alt="${escapeHtml(post.image.alt)}"`);
      expect(card).toContain(`<time dateTime="${post.date}" class="blog-card__date">${formatBlogDate(post.date)}</time>`);
      expect(card).toContain(`<h2 class="card__title blog-card__title">${escapeHtml(post.title)}</h2>`);
      expect(textOf(card)).toContain(post.excerpt);
      expect(card).toMatch(new RegExp(`<a class="blog-card__more" href="/blog/${post.id}"[^>]*>Read More<span class="visually-hidden"> about <!-- -->${escapeRegExp(escapeHtml(post.title))}</span><svg`));
      expect(card).toContain(`<span class="tag blog-card__category">${escapeHtml(post.category)}</span>`);
    });
  });

  it('formats the marketing-package post date as 20 January 2025', async () => {
    const { main } = await get('/blog');
    expect(textOf(main)).toContain('20 January 2025 Business Growth One Year, One Plan');
  });

  it('loads only the first card image eagerly', async () => {
    const { main } = await get('/blog');
    const loading = [...main.matchAll(/<img [^>]*loading="(\w+)"/g)].map((m) => m[1]);
    expect(loading).toEqual(['eager', ...blogPosts.slice(1).map(() => 'lazy')]);
  });
});

/** The post body as a list of { tag, className, text }, in order. */
function bodyBlocks(main: string) {
  const start = main.indexOf('<div class="post-body">');
  const body = main.slice(start, main.indexOf('<p class="post-back">', start));
  return [...body.matchAll(/<(h1|h2|h3|p|ul)(?: class="([^"]*)")?>([\s\S]*?)<\/\1>/g)].map((m) => ({ tag: m[1], className: m[2], text: textOf(m[3] ?? '') }));
}

function expectedBlock(block: BlogBlock) {
  switch (block.type) {
    case 'h1':
      return { tag: 'h2', className: 'post-body__headline', text: block.text };
    case 'h2':
      return { tag: 'h2', className: 'post-body__heading', text: block.text };
    case 'p':
      return { tag: 'p', className: undefined, text: block.text.replace(/\s+/g, ' ') };
    case 'ul':
      return { tag: 'ul', className: 'post-body__list', text: block.items.join(' ').replace(/\s+/g, ' ') };
  }
}

describe('/blog/{id}', () => {
  it.each(blogPosts.map((post) => [post.id, post] as const))('/blog/%i shows title, author, date, category, image and every block in order', async (id, post) => {
    const { status, main, html } = await get(`/blog/${id}`);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`${post.title} | Kolam Studio`);
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(metaContent(html, 'name', 'description')).toBe(escapeHtml(post.excerpt));
    // One h1, the post's title; content h1 blocks become the styled h2 headline.
    expect(main.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(main).toContain(`<h1 class="page-hero__title post-header__title">${escapeHtml(post.title)}</h1>`);
    const meta = textOf(main.slice(main.indexOf('<ul class="post-meta">'), main.indexOf('</ul>', main.indexOf('<ul class="post-meta">'))));
    expect(meta).toBe(`Written by ${post.author} Published ${formatBlogDate(post.date)} Category ${post.category}`);
    expect(main).toContain(`<time dateTime="${post.date}">`);
    expect(main).toMatch(new RegExp(`<div class="container post-cover"><img [^>]*alt="${escapeRegExp(escapeHtml(post.image.alt))}" loading="eager"[^>]*fetchPriority="high"`, 'i'));
    expect(bodyBlocks(main)).toEqual(post.content.map(expectedBlock));
    expect(main).toMatch(/<a class="button button--secondary" href="\/blog"[^>]*><svg[\s\S]*?<\/svg>Back to Blogs<\/a>/);
  });

  it('renders the h1, h2, p and ul block types of the ₹50,000 package post', async () => {
    const { main } = await get('/blog/1');
    expect(main).toContain('<h2 class="post-body__headline">A year of steady, planned marketing for ₹50,000</h2>');
    expect(main).toContain('<h2 class="post-body__heading">What ₹50,000 covers</h2>');
    expect(main).toContain('<li>A named account manager and a 30-minute review call every month.</li>');
    expect(textOf(main)).toContain('Priya Raghavan, Head of Growth');
  });

  it('links to the other posts under "More from the blog"', async () => {
    const { main } = await get('/blog/1');
    const more = main.slice(main.indexOf('More from the blog'));
    const hrefs = [...more.matchAll(/<a class="blog-card__more"[^>]* href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(blogPosts.filter((post) => post.id !== 1).slice(0, 2).map((post) => `/blog/${post.id}`));
  });

  it.each(['/blog/99', '/blog/abc', '/blog/0', '/blog/01', '/blog/1.5', '/blog/1abc', '/blog/-1'])('%s answers 404 "Blog Not Found" with a link back to the blog', async (url) => {
    const { status, main, html } = await get(url);
    expect(status).toBe(404);
    expect(main).toContain('<h1 class="not-found__title">Blog Not Found</h1>');
    expect(main).toMatch(/<a class="button button--primary" href="\/blog"[^>]*>Back to Blogs<\/a>/);
    expect(main).not.toContain('post-body');
    expect(titleOf(html)).toBe('Blog Not Found | Kolam Studio');
    expect(metaContent(html, 'name', 'robots')).toBe('noindex, follow');
  });

  it('has no style attribute anywhere (CSP)', async () => {
    for (const url of ['/blog', '/blog/1', '/blog/abc']) expect((await get(url)).html).not.toMatch(/\sstyle="/);
  });
});
