/**
 * The artwork as a visitor sees it: posters and gallery images at their own proportions
 * (no tile crops one), and hero text readable over every pixel of the picture behind it
 * (WCAG AA), measured on screenshots of the hero with its text hidden.
 */
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, animationsSettled, useBrowser } from './browser.js';

const { open } = useBrowser();

type Tile = { box: { x: number; y: number; width: number; height: number }; image: { x: number; y: number; width: number; height: number }; natural: [number, number] };

/** Each tile's box, its image's box and the image's natural size, once the images have loaded. */
async function tiles(links: Locator): Promise<Tile[]> {
  await links.evaluateAll(async (elements) => {
    await Promise.all(
      elements.map((link) => {
        const img = link.querySelector('img')!;
        img.loading = 'eager';
        return img.complete && img.naturalWidth > 0 ? undefined : new Promise((resolve) => img.addEventListener('load', resolve, { once: true }));
      }),
    );
  });
  return links.evaluateAll((elements) =>
    elements.map((link) => {
      const img = link.querySelector('img')!;
      const box = link.getBoundingClientRect();
      const image = img.getBoundingClientRect();
      return {
        box: { x: box.x, y: box.y, width: box.width, height: box.height },
        image: { x: image.x, y: image.y, width: image.width, height: image.height },
        natural: [img.naturalWidth, img.naturalHeight] as [number, number],
      };
    }),
  );
}

function expectUncropped(tile: Tile, label: string): void {
  const [w, h] = tile.natural;
  const ratio = tile.box.width / tile.box.height;
  // The tile has the picture's proportions (within rounding of a pixel) ...
  expect(Math.abs(ratio - w / h) / (w / h), `${label}: tile ${tile.box.width}×${tile.box.height}, image ${w}×${h}`).toBeLessThan(0.02);
  // ... and the image fills the tile exactly: nothing hangs outside it to be clipped.
  expect(Math.abs(tile.image.width - tile.box.width), label).toBeLessThan(1.5);
  expect(Math.abs(tile.image.height - tile.box.height), label).toBeLessThan(1.5);
  if (w > h) expect(tile.box.width, `${label} is landscape`).toBeGreaterThan(tile.box.height);
}

describe('posters and gallery images keep their proportions', () => {
  for (const [name, viewport, visible] of [['375 px', PHONE, 3], ['1280 px', DESKTOP, 6]] as const) {
    it(`home projects carousel at ${name}: ${visible} whole posters, landscape ones in landscape tiles`, async () => {
      const page = await open('/', { viewport });
      await page.getByRole('button', { name: 'Pause projects' }).click();
      const section = page.getByRole('region', { name: 'Projects', exact: true });
      await section.scrollIntoViewIfNeeded();
      // A slide the pause caught in flight has finished.
      await animationsSettled(section.getByRole('list'));
      const shown = await tiles(section.getByRole('listitem').getByRole('link'));
      expect(shown).toHaveLength(visible);
      shown.forEach((tile, index) => expectUncropped(tile, `poster ${index + 1}`));
      expect(shown.some((tile) => tile.natural[0] > tile.natural[1])).toBe(true);
      // Every visible poster lies wholly inside the sliding window.
      const window = (await section.getByRole('listitem').first().evaluate((li) => {
        const r = li.parentElement!.parentElement!.getBoundingClientRect();
        return { left: r.left, right: r.right };
      }));
      for (const tile of shown) {
        expect(tile.box.x).toBeGreaterThanOrEqual(window.left - 1);
        expect(tile.box.x + tile.box.width).toBeLessThanOrEqual(window.right + 1);
      }
      // Step on: the next window is whole posters again.
      await page.getByRole('button', { name: 'Next projects' }).click();
      // The 0.8 s slide has finished.
      await animationsSettled(section.getByRole('list'));
      const next = await tiles(section.getByRole('listitem').getByRole('link'));
      expect(next).toHaveLength(visible);
      next.forEach((tile, index) => expectUncropped(tile, `poster ${index + 2}`));
    });

    it(`/project gallery at ${name}: every image at its own proportions`, async () => {
      const page = await open('/project', { viewport });
      const gallery = page.getByRole('list', { name: 'Project images' });
      const all = await tiles(gallery.locator('a'));
      expect(all).toHaveLength(24);
      all.forEach((tile, index) => expectUncropped(tile, `gallery image ${index + 1}`));
    });
  }
});

// ---------------------------------------------------------------- text over pictures

type Rgba = [number, number, number, number];

function parseColour(css: string): Rgba {
  const parts = css.match(/[\d.]+/g)?.map(Number) ?? [];
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
}

function luminance([r, g, b]: readonly number[]): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

type TextCheck = { text: string; worst: number; needed: number };

/**
 * For each text element matched inside `root`: the lowest contrast between its colour and
 * any pixel of the background under its line boxes (screenshot with the text made
 * transparent), and what WCAG AA needs for its size (3 for large text, 4.5 otherwise).
 */
async function contrastOverBackground(page: Page, root: Locator, textSelector: string): Promise<TextCheck[]> {
  const texts = root.locator(textSelector);
  const measured = await texts.evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      const range = document.createRange();
      range.selectNodeContents(element);
      const rects = [...range.getClientRects()].filter((r) => r.width > 2 && r.height > 2).map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height }));
      const size = parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      return { text: (element.textContent ?? '').trim().slice(0, 40), colour: style.color, rects, large: size >= 24 || (size >= 18.66 && bold) };
    }),
  );
  // Hide the text (CSSOM, allowed by the page's CSP), keep its layout, and shoot the viewport.
  await texts.evaluateAll((elements) => {
    for (const element of elements) for (const node of [element, ...element.querySelectorAll('*')]) (node as HTMLElement).style.setProperty('color', 'transparent', 'important');
  });
  const shot = await page.screenshot({ animations: 'disabled' });
  await texts.evaluateAll((elements) => {
    for (const element of elements) for (const node of [element, ...element.querySelectorAll('*')]) (node as HTMLElement).style.removeProperty('color');
  });
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const scale = info.width / (page.viewportSize()?.width ?? info.width);
  return measured.map(({ text, colour, rects, large }) => {
    const [tr, tg, tb, alpha] = parseColour(colour);
    let worst = Infinity;
    for (const rect of rects) {
      const x0 = Math.max(0, Math.floor(rect.x * scale));
      const y0 = Math.max(0, Math.floor(rect.y * scale));
      const x1 = Math.min(info.width, Math.ceil((rect.x + rect.width) * scale));
      const y1 = Math.min(info.height, Math.ceil((rect.y + rect.height) * scale));
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const at = (y * info.width + x) * info.channels;
          const background = [data[at]!, data[at + 1]!, data[at + 2]!];
          // Translucent text shows the picture through it: blend as the browser does.
          const text = [tr * alpha + background[0]! * (1 - alpha), tg * alpha + background[1]! * (1 - alpha), tb * alpha + background[2]! * (1 - alpha)];
          const a = luminance(text);
          const b = luminance(background);
          worst = Math.min(worst, (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05));
        }
      }
    }
    return { text, worst: Math.round(worst * 100) / 100, needed: large ? 3 : 4.5 };
  });
}

function expectReadable(checks: TextCheck[], where: string): void {
  expect(checks.length, where).toBeGreaterThanOrEqual(3);
  for (const check of checks) expect(check.worst, `${where}: “${check.text}” (needs ${check.needed}:1)`).toBeGreaterThanOrEqual(check.needed);
}

/** Wait until every image inside `root` has loaded (lazy ones are asked to load now). */
async function imagesLoaded(root: Locator): Promise<void> {
  await root.locator('img').evaluateAll(async (images) => {
    await Promise.all(
      (images as HTMLImageElement[]).map((img) => {
        img.loading = 'eager';
        return img.complete && img.naturalWidth > 0 ? undefined : new Promise((resolve) => img.addEventListener('load', resolve, { once: true }));
      }),
    );
  });
}

describe('hero text over pictures keeps WCAG AA contrast over every pixel behind it', () => {
  for (const [name, viewport] of [['375 px', PHONE], ['1280 px', DESKTOP]] as const) {
    it(`/learn at ${name}, over each of the five slides`, async () => {
      const page = await open('/learn', { viewport });
      await page.getByRole('button', { name: 'Pause slideshow' }).click();
      const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) }).first();
      await imagesLoaded(hero);
      const slides = hero.locator('img');
      expect(await slides.count()).toBe(5);
      for (let k = 0; k < 5; k++) {
        // Show slide k alone, as the slideshow does once its fade has finished.
        await slides.evaluateAll((images, shown) => {
          images.forEach((img, index) => {
            const slide = img.parentElement as HTMLElement;
            slide.style.setProperty('transition', 'none');
            slide.style.setProperty('opacity', index === shown ? '1' : '0');
            (img as HTMLElement).style.setProperty('transition', 'none');
          });
        }, k);
        expectReadable(await contrastOverBackground(page, hero, 'h1, p:not(:has(a, button))'), `/learn slide ${k + 1} at ${name}`);
      }
    });

    it(`/contact at ${name}`, async () => {
      const page = await open('/contact', { viewport });
      const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) }).first();
      await imagesLoaded(hero);
      expectReadable(await contrastOverBackground(page, hero, 'h1, p'), `/contact at ${name}`);
    });
  }

  it('/services and /project at 1440 px: the page hero’s kolam stays clear of its text', async () => {
    for (const path of ['/services', '/project']) {
      const page = await open(path, { viewport: { width: 1440, height: 900 } });
      const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) }).first();
      expectReadable(await contrastOverBackground(page, hero, 'h1, p'), path);
    }
  });
});
