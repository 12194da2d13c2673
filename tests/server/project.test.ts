/** /project server HTML, in English and Tamil: the masonry gallery of 24 links, the ?image= view the server renders, and its 404s. */
import { describe, expect, it } from 'vitest';
import { columnTops } from '../../shared/components/masonry-gallery.js';
import { attribute, expectInOrder, getPage, TEST_SITE_URL, useTestApp, visibleText, type Page } from '../helpers/app.js';
import { content, tamil } from '../helpers/content.js';

const app = useTestApp();
const get = (url: string) => getPage(app(), url);

const galleryImages = content.gallery;
const tamilImages = tamil.gallery;
/** The images that top a column of the gallery at 1, 2 or 3 columns (its first screen). */
const tops = new Set([1, 2, 3].flatMap((columns) => columnTops(galleryImages, columns)));

/** English UI text that must not be left on a Tamil page. */
const ENGLISH_LABELS = ['Selected work', 'Like what you see?', 'Start a project', 'Read the case studies', 'Image 3 of 24', 'Gallery'];

/** The gallery: the list named `label`, and each item's link, image and caption. */
function gallery(page: Page, label: string) {
  const list = page.region(label);
  expect(list.tagName).toBe('UL');
  return [...list.querySelectorAll('li')].map((item) => {
    const link = item.querySelector('a')!;
    return { href: link.getAttribute('href'), img: link.querySelector('img')!, caption: visibleText(link) };
  });
}

/** The lightbox's controls by their accessible names. */
function lightboxLinks(page: Page) {
  const dialog = page.main.querySelector('dialog')!;
  const backdrop = dialog.querySelector('a[aria-hidden="true"]');
  // The backdrop is hidden from assistive technology; the rest is what a screen reader offers.
  const links = page.links(dialog).filter((link, index) => dialog.querySelectorAll('a[href]')[index] !== backdrop);
  return { dialog, links, backdrop };
}

describe('/project', () => {
  it('shows the 24 gallery images in content order, each a link to its server-rendered view', async () => {
    const page = await get('/project');
    expect(page.status).toBe(200);
    expect(page.lang).toBe('en-IN');
    expect(page.title).toBe('Projects | Kolam Studio');
    expect(page.headings(1)).toEqual(['Projects']);
    expectInOrder(page.text, ['Selected work', 'Projects', 'Identities, packaging, websites, apps and campaigns from our studio in Chennai. Select any piece to see it large.']);
    const links = gallery(page, 'Project images');
    expect(galleryImages).toHaveLength(24);
    expect(links).toHaveLength(24);
    links.forEach((link, index) => {
      const item = galleryImages[index]!;
      expect(link.href).toBe(`/project?image=${item.id}`);
      expect(link.img.getAttribute('alt')).toBe(item.image.alt);
      expect(link.caption).toBe(item.title);
      // Intrinsic size, so the masonry keeps each image's proportions before it loads.
      expect([link.img.getAttribute('width'), link.img.getAttribute('height')]).toEqual([String(item.image.width), String(item.image.height)]);
    });
  });

  it('loads the image at the top of each column (1, 2 or 3 columns) eagerly and first, the rest lazily', async () => {
    const links = gallery(await get('/project'), 'Project images');
    expect(links.map((link) => link.img.getAttribute('loading'))).toEqual(links.map((_, index) => (tops.has(index) ? 'eager' : 'lazy')));
    expect(links.map((link) => attribute(link.img, 'fetchpriority') ?? null)).toEqual(links.map((_, index) => (tops.has(index) ? 'high' : null)));
    // The first image, and two or more column tops further down the list.
    expect(tops.has(0)).toBe(true);
    expect(tops.size).toBeGreaterThanOrEqual(3);
    expect(tops.size).toBeLessThanOrEqual(6);
  });

  it('has no lightbox, nothing inert and nothing selected without ?image=', async () => {
    const page = await get('/project');
    expect(page.main.querySelector('dialog')).toBeNull();
    expect(page.main.querySelectorAll('[inert]')).toHaveLength(0);
    expect(page.region('Project images')).toBeTruthy();
  });

  it('ends with the call to action: a project or the case studies', async () => {
    const page = await get('/project');
    expect(page.headings(2)).toEqual(['Gallery', 'Like what you see?']);
    expect(page.text).toContain('Tell us about your brand, product or launch. We reply within 24 hours.');
    expect(page.href('Start a project')).toBe('/contact');
    expect(page.href('Read the case studies')).toBe('/case-studies');
  });
});

describe('/project?image=<id>', () => {
  it('renders the chosen image large with its title, a close link and previous/next links', async () => {
    const page = await get('/project?image=3');
    expect(page.status).toBe(200);
    const chosen = galleryImages[2]!;
    const { dialog, links, backdrop } = lightboxLinks(page);
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(page.headings(2, dialog)).toEqual([chosen.title]);
    // Named by its title, described by its position.
    expect(page.document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(chosen.title);
    expect(visibleText(page.document.getElementById(dialog.getAttribute('aria-describedby')!))).toBe('Image 3 of 24');
    const image = dialog.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe(chosen.image.alt);
    expect(image.getAttribute('loading')).toBe('eager');
    // The largest file is offered for the large view (the AVIF source of its <picture>).
    const source = image.parentElement?.querySelector('source[type="image/avif"]') ?? null;
    expect(attribute(source, 'srcset')).toContain(`/media/gallery/project-3-${chosen.image.width}.avif ${chosen.image.width}w`);
    expect(links).toEqual([
      { name: 'Close image', href: '/project', current: null },
      { name: 'Previous image', href: '/project?image=2', current: null },
      { name: 'Next image', href: '/project?image=4', current: null },
    ]);
    // The backdrop is a mouse-only way out: the same link, out of the tab order and hidden from screen readers.
    expect(backdrop?.getAttribute('href')).toBe('/project');
    expect(attribute(backdrop, 'tabindex')).toBe('-1');
    // The page title names the image; the canonical URL is the gallery.
    expect(page.title).toBe(`${chosen.title} | Projects | Kolam Studio`);
    expect(page.canonical).toBe(`${TEST_SITE_URL}/project`);
    expect(page.meta('robots')).toBe('index, follow');
  });

  // How the others shrink and dim is a matter of CSS: tests/browser/project.test.ts measures it.
  it('keeps the whole gallery in the page behind it, inert', async () => {
    const page = await get('/project?image=3');
    const behind = page.main.querySelectorAll('[inert]');
    expect(behind).toHaveLength(1);
    expect(gallery(page, 'Project images')).toHaveLength(24);
    expect(behind[0]!.contains(page.region('Project images'))).toBe(true);
    // The dialog comes after the page's h1 and before the gallery.
    const order = [...page.main.querySelectorAll('h1, dialog, ul')].map((element) => element.tagName);
    expect(order.slice(0, 2)).toEqual(['H1', 'DIALOG']);
    expect(page.main.querySelector('dialog')!.contains(page.region('Project images'))).toBe(false);
  });

  it('wraps: before the first image is the last, after the last is the first', async () => {
    const first = lightboxLinks(await get('/project?image=1')).links;
    expect(first.map((link) => link.href)).toEqual(['/project', '/project?image=24', '/project?image=2']);
    const lastPage = await get('/project?image=24');
    expect(lightboxLinks(lastPage).links.map((link) => link.href)).toEqual(['/project', '/project?image=23', '/project?image=1']);
    expectInOrder(visibleText(lastPage.main.querySelector('dialog')), [galleryImages[23]!.title, 'Image 24 of 24']);
  });

  it.each(['/project?image=25', '/project?image=0', '/project?image=abc', '/project?image=3x', '/project?image=-1', '/project?image='])(
    '%s answers 404 "Not found." with a link back to the gallery',
    async (url) => {
      const page = await get(url);
      expect(page.status).toBe(404);
      expect(page.headings(1)).toEqual(['Not found.']);
      expect(page.href('Back to Projects')).toBe('/project');
      expect(page.main.querySelector('dialog')).toBeNull();
      expect(page.meta('robots')).toBe('noindex, follow');
    },
  );

  it('has no style attribute anywhere (CSP)', async () => {
    for (const url of ['/project', '/project?image=5', '/ta/project', '/ta/project?image=5']) {
      expect((await get(url)).document.querySelectorAll('[style]'), url).toHaveLength(0);
    }
  });
});

describe('/ta/project', () => {
  it('shows the same 24 images with Tamil titles, each a link to its Tamil view', async () => {
    const page = await get('/ta/project');
    expect(page.status).toBe(200);
    expect(page.lang).toBe('ta');
    expect(page.title).toBe('படைப்புகள் | Kolam Studio');
    expect(page.headings(1)).toEqual(['படைப்புகள்']);
    expect(page.canonical).toBe(`${TEST_SITE_URL}/ta/project`);
    const links = gallery(page, 'படைப்புகளின் படங்கள்');
    expect(links).toHaveLength(24);
    links.forEach((link, index) => {
      const item = tamilImages[index]!;
      expect(item.title).not.toBe(galleryImages[index]!.title);
      expect(link.href).toBe(`/ta/project?image=${item.id}`);
      expect(link.caption).toBe(item.title);
    });
    expect(links.map((link) => link.img.getAttribute('loading'))).toEqual(links.map((_, index) => (tops.has(index) ? 'eager' : 'lazy')));
  });

  it('has the call to action in Tamil, linking to the Tamil pages', async () => {
    const page = await get('/ta/project');
    expect(page.headings(2)).toEqual(['படத்தொகுப்பு', 'இவை உங்களுக்குப் பிடித்திருக்கிறதா?']);
    expect(page.href('திட்டத்தைத் தொடங்குங்கள்')).toBe('/ta/contact');
    expect(page.href('கேஸ் ஸ்டடிகளைப் படியுங்கள்')).toBe('/ta/case-studies');
    for (const label of ENGLISH_LABELS) expect(page.text, label).not.toContain(label);
  });

  it('/ta/project?image=3 renders the Tamil lightbox whose links stay on /ta/project', async () => {
    const page = await get('/ta/project?image=3');
    expect(page.status).toBe(200);
    expect(page.lang).toBe('ta');
    const chosen = tamilImages[2]!;
    const { dialog, links, backdrop } = lightboxLinks(page);
    expect(page.headings(2, dialog)).toEqual([chosen.title]);
    expect(visibleText(page.document.getElementById(dialog.getAttribute('aria-describedby')!))).toBe('24 படங்களில் 3-வது படம்');
    expect(links).toEqual([
      { name: 'படத்தை மூட', href: '/ta/project', current: null },
      { name: 'முந்தைய படம்', href: '/ta/project?image=2', current: null },
      { name: 'அடுத்த படம்', href: '/ta/project?image=4', current: null },
    ]);
    expect(backdrop?.getAttribute('href')).toBe('/ta/project');
    expect(page.title).toBe(`${chosen.title} | படைப்புகள் | Kolam Studio`);
    expect(page.canonical).toBe(`${TEST_SITE_URL}/ta/project`);
    expect(gallery(page, 'படைப்புகளின் படங்கள்')).toHaveLength(24);
    for (const label of [...ENGLISH_LABELS, 'Close image', 'Previous image', 'Next image']) {
      expect(page.text, label).not.toContain(label);
      expect(page.main.querySelectorAll(`[aria-label="${label}"]`), label).toHaveLength(0);
    }
  });

  it('wraps in Tamil too', async () => {
    const page = await get('/ta/project?image=24');
    expect(lightboxLinks(page).links.map((link) => link.href)).toEqual(['/ta/project', '/ta/project?image=23', '/ta/project?image=1']);
    expectInOrder(visibleText(page.main.querySelector('dialog')), [tamilImages[23]!.title, '24 படங்களில் 24-வது படம்']);
  });

  it.each(['/ta/project?image=25', '/ta/project?image=abc'])('%s answers 404 in Tamil with a link back to /ta/project', async (url) => {
    const page = await get(url);
    expect(page.status).toBe(404);
    expect(page.lang).toBe('ta');
    expect(page.headings(1)).toEqual(['பக்கம் கிடைக்கவில்லை.']);
    expect(page.href('படைப்புகளுக்குத் திரும்ப')).toBe('/ta/project');
    expect(page.main.querySelector('dialog')).toBeNull();
  });
});
