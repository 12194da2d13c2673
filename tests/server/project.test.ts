/** /project server HTML: the masonry gallery of 24 links, the ?image= view the server renders, and its 404s. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryImages } from '../../shared/content/gallery.js';
import { createTestApp, getPage, headOf, metaContent, textOf, titleOf } from '../helpers/legacy-html.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string) => getPage(app, url);

/** The gallery links in document order: id, href, the image's alt and the caption. */
function galleryLinks(main: string) {
  const list = main.slice(main.indexOf('<ul class="masonry'), main.indexOf('</ul>', main.indexOf('<ul class="masonry')));
  return [...list.matchAll(/<a class="masonry__link"[^>]*href="([^"]+)"[^>]*>(<img [^>]+>)<span class="masonry__caption">([^<]*)<\/span><\/a>/g)].map((m) => ({
    href: m[1],
    img: m[2] ?? '',
    alt: /alt="([^"]*)"/.exec(m[2] ?? '')?.[1],
    caption: m[3],
  }));
}

describe('/project', () => {
  it('shows the 24 gallery images in content order, each a link to its server-rendered view', async () => {
    const { status, main, html } = await get('/project');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Projects | Kolam Studio');
    expect(main).toContain('<h1 class="page-hero__title">Projects</h1>');
    const links = galleryLinks(main);
    expect(galleryImages).toHaveLength(24);
    expect(links).toHaveLength(24);
    links.forEach((link, index) => {
      const item = galleryImages[index]!;
      expect(link.href).toBe(`/project?image=${item.id}`);
      expect(link.alt).toBe(item.image.alt);
      expect(link.caption).toBe(item.title);
      // Intrinsic size, so the masonry keeps each image's proportions before it loads.
      expect(link.img).toContain(`width="${item.image.width}" height="${item.image.height}"`);
    });
  });

  it('loads the first image eagerly and the rest lazily', async () => {
    const links = galleryLinks((await get('/project')).main);
    expect(links[0]!.img).toContain('loading="eager"');
    for (const link of links.slice(1)) expect(link.img).toContain('loading="lazy"');
  });

  it('has no lightbox, nothing inert and nothing dimmed without ?image=', async () => {
    const { main } = await get('/project');
    expect(main).not.toContain('<dialog');
    expect(main).not.toContain('inert');
    expect(main).toContain('<ul class="masonry" aria-label="Project images">');
  });
});

describe('/project?image=<id>', () => {
  it('renders the chosen image large with its title, a close link and previous/next links', async () => {
    const { status, main, html } = await get('/project?image=3');
    expect(status).toBe(200);
    const chosen = galleryImages[2]!;
    const dialog = main.slice(main.indexOf('<dialog'), main.indexOf('</dialog>'));
    expect(dialog).toMatch(/^<dialog class="lightbox" open=""/);
    expect(dialog).toContain(`<h2 id="lightbox-title" class="lightbox__title">${chosen.title}</h2>`);
    expect(textOf(dialog)).toContain('Image 3 of 24');
    expect(dialog).toMatch(new RegExp(`<img [^>]*alt="${chosen.image.alt}" loading="eager"[^>]*class="lightbox__image"`));
    // The largest file is offered for the large view.
    expect(dialog).toContain(`/media/gallery/project-3-${chosen.image.width}.webp ${chosen.image.width}w`);
    expect(dialog).toMatch(/<a class="lightbox__close" aria-label="Close image" href="\/project"/);
    expect(dialog).toMatch(/<a class="lightbox__backdrop" tabindex="-1" aria-hidden="true" href="\/project"/);
    expect(dialog).toMatch(/<a class="lightbox__nav lightbox__nav--prev" aria-label="Previous image" href="\/project\?image=2"/);
    expect(dialog).toMatch(/<a class="lightbox__nav lightbox__nav--next" aria-label="Next image" href="\/project\?image=4"/);
    // The page title names the image; the canonical URL is the gallery.
    expect(titleOf(html)).toBe(`${chosen.title} | Projects | Kolam Studio`);
    expect(headOf(html)).toContain('<link rel="canonical" href="https://kolamstudio.example/project"');
    expect(metaContent(html, 'name', 'robots')).toBe('index, follow');
  });

  it('keeps the gallery in the page behind it, inert, with the others dimmed', async () => {
    const { main } = await get('/project?image=3');
    expect(main).toContain('<div class="project-content" inert="">');
    expect(main).toContain('<ul class="masonry is-dimmed"');
    expect(main.match(/class="masonry__item is-selected"/g)).toHaveLength(1);
    expect(main).toMatch(/<li class="masonry__item is-selected"><a class="masonry__link" data-gallery-id="3"/);
    expect(galleryLinks(main)).toHaveLength(24);
    // The dialog comes after the page's h1 and before the gallery.
    expect(main.indexOf('<h1')).toBeLessThan(main.indexOf('<dialog'));
    expect(main.indexOf('</dialog>')).toBeLessThan(main.indexOf('<ul class="masonry'));
  });

  it('wraps: before the first image is the last, after the last is the first', async () => {
    const first = (await get('/project?image=1')).main;
    expect(first).toMatch(/lightbox__nav--prev" aria-label="Previous image" href="\/project\?image=24"/);
    expect(first).toMatch(/lightbox__nav--next" aria-label="Next image" href="\/project\?image=2"/);
    const last = (await get('/project?image=24')).main;
    expect(last).toMatch(/lightbox__nav--prev" aria-label="Previous image" href="\/project\?image=23"/);
    expect(last).toMatch(/lightbox__nav--next" aria-label="Next image" href="\/project\?image=1"/);
    expect(textOf(last)).toContain(`${galleryImages[23]!.title} Image 24 of 24`);
  });

  it.each(['/project?image=25', '/project?image=0', '/project?image=abc', '/project?image=3x', '/project?image=-1', '/project?image='])(
    '%s answers 404 "Not found." with a link back to the gallery',
    async (url) => {
      const { status, main, html } = await get(url);
      expect(status).toBe(404);
      expect(main).toContain('<h1 class="not-found__title">Not found.</h1>');
      expect(main).toMatch(/<a class="button button--primary" href="\/project"[^>]*>Back to Projects<\/a>/);
      expect(main).not.toContain('<dialog');
      expect(metaContent(html, 'name', 'robots')).toBe('noindex, follow');
    },
  );

  it('has no style attribute anywhere (CSP)', async () => {
    for (const url of ['/project', '/project?image=5']) expect((await get(url)).html).not.toMatch(/\sstyle="/);
  });
});
