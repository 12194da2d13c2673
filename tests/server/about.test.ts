/** /about as the server sends it (SPEC §2.11): the sections in order, their texts and images. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageImages } from '../../shared/content/page-images.js';
import { createTestApp, textOf, titleOf } from '../helpers/legacy-html.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function get() {
  const response = await app.inject({ url: '/about', headers: { accept: 'text/html' } });
  const html = response.body;
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return { response, html, main, text: textOf(main) };
}

function headings(html: string, level: number): string[] {
  return [...html.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, 'g'))].map((m) => textOf(m[1] ?? ''));
}

describe('/about', () => {
  it('answers 200 with its own title and one h1', async () => {
    const { response, html, main } = await get();
    expect(response.statusCode).toBe(200);
    expect(titleOf(html)).toBe('About | Kolam Studio');
    expect(headings(main, 1)).toEqual(['About Kolam Studio']);
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('has the hero banner, Our Story, Mission, Vision, Core Values, Team and Stats & Timeline, in that order', async () => {
    const { main } = await get();
    expect(headings(main, 2)).toEqual(['Our Story', 'Mission', 'Vision', 'Core Values', 'Meet the team', 'Our journey so far', 'Let’s build something that lasts']);
    const eyebrows = [...main.matchAll(/<p class="eyebrow">([^<]*)<\/p>/g)].map((m) => textOf(m[1]!));
    expect(eyebrows).toContain('Our team');
    expect(eyebrows).toContain('Stats & timeline');
  });

  it('shows the banner first and eagerly, and the story image lazily', async () => {
    const { main } = await get();
    const images = [...main.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(2);
    expect(images[0]).toContain(`alt="${pageImages.aboutHero.alt}"`);
    expect(images[0]).toContain('loading="eager"');
    expect(main.indexOf(images[0]!)).toBeLessThan(main.indexOf('Our Story'));
    expect(images[1]).toContain(`alt="${pageImages.aboutStory.alt}"`);
    expect(images[1]).toContain('loading="lazy"');
  });

  it('names the three core values, each with a short text', async () => {
    const { main } = await get();
    expect(headings(main, 3).slice(0, 3)).toEqual(['Creativity', 'Transparency', 'Commitment']);
    const values = main.split('<li class="card about-value">').slice(1).map((item) => textOf(item.slice(0, item.indexOf('</li>'))));
    expect(values).toHaveLength(3);
    for (const value of values) expect(value.length).toBeGreaterThan(60);
  });

  it('describes the team and the timeline in words, as the SPEC asks for placeholders', async () => {
    const { text, main } = await get();
    expect(text).toContain('Profiles coming soon.');
    const disciplines = [...main.matchAll(/<h3 class="about-team__name">([^<]*)<\/h3>/g)].map((m) => textOf(m[1]!));
    expect(disciplines).toEqual([
      'Brand & identity designers',
      'Packaging designers',
      'Web & app developers',
      'Digital marketers',
      'Strategists & writers',
      'Project managers',
    ]);
    const milestones = main.slice(main.indexOf('<ol class="about-journey__timeline">'));
    expect(milestones.slice(0, milestones.indexOf('</ol>')).match(/<li class="about-journey__milestone">/g)).toHaveLength(5);
    expect(text).toContain('More than 400 projects');
    expect(main).toMatch(/<a class="button button--light" href="\/contact"[^>]*>Contact Us<\/a>/);
  });
});
