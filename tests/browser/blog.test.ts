/** /blog and /blog/{id} in Chromium: from the list to a post and back, with and without JavaScript, at desktop and phone widths. */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { content } from '../helpers/content.js';

const { blogPosts } = content;
import { blogDate } from '../../shared/i18n/format.js';
import { PHONE, useBrowser } from './browser.js';

const { open } = useBrowser();

const newest = blogPosts[0]!;
const oldest = blogPosts[blogPosts.length - 1]!;

async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

describe('blog', () => {
  for (const js of [true, false]) {
    it(`Read More opens the post and Back to Blogs returns (${js ? 'with' : 'without'} JavaScript)`, async () => {
      const page = await open('/blog', { js });
      // Each post is an article in the list; the list page has no other.
      const cards = page.getByRole('article');
      expect(await cards.count()).toBe(blogPosts.length);
      expect(await cards.getByRole('heading', { level: 2 }).allTextContents()).toEqual(blogPosts.map((post) => post.title));
      expect(await cards.nth(0).locator('time').textContent()).toBe(blogDate(newest.date, 'en'));
      await page.getByRole('link', { name: `Read More about ${oldest.title}` }).click();
      await page.waitForURL(`**/blog/${oldest.id}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(oldest.title);
      await expect.poll(() => page.title()).toBe(`${oldest.title} | Kolam Studio`);
      // The post's facts, listed under its title: "Written by …", "Published …", "Category …".
      const meta = page.getByRole('list').filter({ hasText: 'Written by' });
      expect(await meta.textContent()).toContain(oldest.author);
      expect(await meta.textContent()).toContain(blogDate(oldest.date, 'en'));
      expect(await meta.textContent()).toContain(oldest.category);
      expect(await page.getByRole('img', { name: oldest.image.alt, exact: true }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await page.getByRole('link', { name: 'Back to Blogs' }).click();
      await page.waitForURL((url) => url.pathname === '/blog');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Blog' }).isVisible()).toBe(true);
    });
  }

  it('opens a post from a click anywhere on its card', async () => {
    const page = await open('/blog');
    // The Read More link's click area lies over the card, so click where the excerpt is drawn.
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: newest.title, exact: true }) });
    await card.scrollIntoViewIfNeeded();
    const excerpt = (await card.getByText(newest.excerpt, { exact: true }).boundingBox())!;
    await page.mouse.click(excerpt.x + excerpt.width / 2, excerpt.y + excerpt.height / 2);
    await page.waitForURL(`**/blog/${newest.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(newest.title);
    // A client-side navigation lands at the top of the new page.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('moves between posts through "More from the blog"', async () => {
    const page = await open(`/blog/${newest.id}`);
    const more = page.getByRole('region', { name: 'More from the blog' });
    const other = blogPosts[1]!;
    await more.getByRole('link', { name: `Read More about ${other.title}` }).click();
    await page.waitForURL(`**/blog/${other.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(other.title);
    expect(await more.getByRole('link', { name: /Read More/ }).count()).toBe(2);
  });

  it('keeps one h1 per post; content headings come below it', async () => {
    const page = await open('/blog/1');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    // The post's own first heading (its headline) and a section heading, by their text in content/blog/001-….
    const headline = page.getByRole('heading', { name: 'A year of steady, planned marketing for ₹50,000', exact: true });
    expect(await headline.evaluate((el) => el.tagName)).toBe('H2');
    const fontSize = (heading: Locator) => heading.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const sizes = {
      headline: await fontSize(headline),
      section: await fontSize(page.getByRole('heading', { name: 'Who the package is for', exact: true })),
      title: await fontSize(page.getByRole('heading', { level: 1 })),
    };
    expect(sizes.headline).toBeGreaterThan(sizes.section);
    expect(sizes.title).toBeGreaterThan(sizes.headline);
  });

  it.each(['/blog', '/blog/1'])('%s fits a 375 px phone without horizontal scroll', async (path) => {
    const page = await open(path, { viewport: PHONE });
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  });
});
