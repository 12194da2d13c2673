/**
 * The editor (/admin, issue 29) driven in Chromium against `npm run edit`, in a temporary copy
 * of this checkout (its own free ports; the real content/ is never written): a blog post made
 * in English and Tamil with a cover photo and a link appears on /blog/<id> and /ta/blog/<id>
 * of the running dev site; a case study's new title appears on its page; an invalid value is
 * refused with the validator's own message and the file stays as it was.
 *
 * The steps are the ones docs/editing.md shows: with DOCS_SCREENSHOTS=1 the screenshots are
 * written into docs/editing/ (commit them); otherwise into a temporary folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyCheckout } from '../../scripts/lib/checkout-copy.mjs';
import { useBrowser } from './browser.js';
import { freePort, waitFor } from '../../scripts/lib/built-server.mjs';

const repo = path.resolve('.');
const screenshots = process.env.DOCS_SCREENSHOTS ? path.join(repo, 'docs/editing') : mkdtempSync(path.join(tmpdir(), 'kolam-editing-'));
const EDITOR_VIEWPORT = { width: 1400, height: 900 };

let checkout = '';
let edit: ChildProcess | undefined;
let site = '';
let output = '';

/** Fails at once, with the editor's output, if `npm run edit` has exited. */
function editRunning(what: string): void {
  if (edit?.exitCode !== null && edit?.exitCode !== undefined) throw new Error(`npm run edit exited (${edit.exitCode}) while waiting for ${what}:
${output.slice(-4000)}`);
}

/** The page's HTML once `ok` says the rebuilt site shows the change. */
async function pageShowing(url: string, ok: (html: string) => boolean): Promise<string> {
  return waitFor(
    url,
    async () => {
      editRunning(url);
      const response = await fetch(site + url, { headers: { accept: 'text/html' } }).catch(() => undefined);
      const html = response?.ok ? await response.text() : '';
      return ok(html) ? html : undefined;
    },
    { timeoutMs: 120_000, intervalMs: 250 },
  );
}

beforeAll(async () => {
  checkout = copyCheckout('kolam-edit-');
  const [sitePort, backendPort] = [await freePort(), await freePort()];
  site = `http://127.0.0.1:${sitePort}`;
  edit = spawn('npm', ['run', 'edit'], {
    cwd: checkout,
    env: { ...process.env, PORT: String(sitePort), HOST: '127.0.0.1', SITE_URL: site, CMS_LOCAL_BACKEND_PORT: String(backendPort), LOG_LEVEL: 'warn', DATA_DIR: path.join(checkout, 'data') },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  edit.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  edit.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(
    'the editor',
    async () => {
      editRunning('the editor');
      return (await fetch(`${site}/admin`).catch(() => undefined))?.ok;
    },
    { timeoutMs: 280_000, intervalMs: 250 },
  );
}, 300_000);

afterAll(async () => {
  if (edit?.pid && edit.exitCode === null) {
    const exited = new Promise((resolve) => edit!.once('exit', resolve));
    process.kill(-edit.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  if (checkout) rmSync(checkout, { recursive: true, force: true });
  if (!process.env.DOCS_SCREENSHOTS) rmSync(screenshots, { recursive: true, force: true });
}, 30_000);

const { open, browser } = useBrowser();

/** Console noise Decap makes on its own (its version lines are logs, not warnings). */
const DECAP_NOISE = /Unrecognized front-matter format/;

/**
 * The editor in a fresh browser context. Console errors and page errors fail the test, except
 * those `expected` names (a refused save: Decap logs the backend's answer and rethrows it).
 */
async function openEditor(hash: string, expected?: RegExp): Promise<{ page: Page; problems: string[] }> {
  const context = await browser().newContext({ viewport: EDITOR_VIEWPORT });
  // Bodies open as plain Markdown (Decap remembers the choice under this key).
  await context.addInitScript(() => localStorage.setItem('cms.md-mode', 'raw'));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !DECAP_NOISE.test(message.text()) && !expected?.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (!expected) problems.push(`pageerror: ${String(error)}`);
  });
  await page.goto(`${site}/admin/#${hash}`);
  await page.getByText('Collections', { exact: true }).or(page.getByText('Writing in EN')).first().waitFor({ timeout: 30_000 });
  return { page, problems };
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(screenshots, `${name}.png`) });
}

/** The English (0) or Tamil (1) control of a field, by its label. */
const control = (page: Page, label: string, side: 0 | 1) => page.getByLabel(label, { exact: true }).nth(side);

/** Types Markdown into the English (0) or Tamil (1) body, in the editor's Markdown mode (set by openEditor). */
async function writeMarkdown(page: Page, side: 0 | 1, text: string): Promise<void> {
  const editor = page.locator('[contenteditable="true"]').nth(side);
  await editor.click();
  await page.keyboard.insertText(text);
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

const saved = (page: Page) => page.getByText(/Entry (saved|published)/).first().waitFor({ timeout: 60_000 });

describe('the editor at /admin against npm run edit', { timeout: 240_000 }, () => {
  test('lists every collection and writes a new blog post in English and Tamil, with a cover photo and a link', async () => {
    const cover = path.join(checkout, 'cover-upload.jpg');
    // A 1600 px photo (the site wants covers at least 1200 px wide): a warm gradient.
    const width = 1600;
    const height = 900;
    const pixels = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) pixels.set([200 + (x % 55), 90 + (y % 120), 40 + ((x + y) % 60)], (y * width + x) * 3);
    await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toFile(cover);

    const { page, problems } = await openEditor('/collections/blog');
    const sidebar = page.locator('nav, aside').filter({ hasText: 'Collections' }).first();
    for (const label of ['Case studies', 'Blog', 'Services', 'Industries', 'Solutions', 'Courses', 'FAQ', 'Posters', 'Client logos', 'Project gallery', 'Learn slideshow', 'Page images', 'Legal pages', 'Studio facts']) {
      await expect.poll(() => sidebar.getByText(label, { exact: true }).count()).toBe(1);
    }
    await shoot(page, '1-collections');

    await page.goto(`${site}/admin/#/collections/blog/new`);
    await control(page, 'Number', 0).waitFor();
    await control(page, 'Number', 0).fill('4');
    await control(page, 'Title', 0).fill('Choosing a Pack Format for a New Snack Brand');
    await control(page, 'Title', 1).fill('புதிய சிற்றுண்டி பிராண்டுக்கு பேக் வடிவத்தைத் தேர்ந்தெடுப்பது');
    await control(page, 'Excerpt', 0).fill('Pouch, carton or jar: what each costs and how it sells on a Tamil Nadu shelf.');
    await control(page, 'Excerpt', 1).fill('பை, அட்டைப்பெட்டி அல்லது ஜாடி: ஒவ்வொன்றின் செலவும் விற்பனையும்.');
    await control(page, 'Author', 0).fill('Priya Raghavan, Head of Growth');
    await control(page, 'Author', 1).fill('பிரியா ராகவன், வளர்ச்சித் தலைவர்');
    await control(page, 'Date', 0).fill('2025-07-01');
    await control(page, 'Category', 0).fill('Packaging');
    await control(page, 'Category', 1).fill('பேக்கேஜிங்');

    // The cover: uploaded in the media library, written beside the post.
    await page.getByRole('button', { name: 'Choose an image' }).first().click();
    await page.locator('input[type="file"]').setInputFiles(cover);
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await control(page, 'Cover description', 0).fill('Three snack packs, a pouch, a carton and a jar, on a shelf');
    await control(page, 'Cover description', 1).fill('அலமாரியில் ஒரு பை, ஒரு அட்டைப்பெட்டி, ஒரு ஜாடி');
    await writeMarkdown(page, 0, 'A pouch is cheap to fill. Our [branding service](/services/branding) helps you choose.');
    await writeMarkdown(page, 1, 'பையை நிரப்புவது மலிவு. எங்கள் [பிராண்டிங் சேவை](/services/branding) தேர்வு செய்ய உதவும்.');
    await shoot(page, '2-new-record-both-languages');
    await publish(page);
    await saved(page);
    await shoot(page, '3-saved');

    // Decap wrote our files: the folder named by the id and title, index.<lang>.md, the photo beside them.
    const folder = path.join(checkout, 'content/blog/4-choosing-a-pack-format-for-a-new-snack-brand');
    const en = readFileSync(path.join(folder, 'index.en.md'), 'utf8');
    const ta = readFileSync(path.join(folder, 'index.ta.md'), 'utf8');
    expect(existsSync(path.join(folder, 'cover-upload.jpg'))).toBe(true);
    expect(en).toMatch(/^id: 4$/m);
    expect(en).toMatch(/^cover: \.\/cover-upload\.jpg$/m);
    expect(ta).toMatch(/^cover: \.\/cover-upload\.jpg$/m);
    expect(ta).toMatch(/^date: 2025-07-01$/m);

    for (const [url, linkTo] of [
      ['/blog/4', '/services/branding'],
      ['/ta/blog/4', '/ta/services/branding'],
    ] as const) {
      await pageShowing(url, (html) => html.includes('/media/photos/'));
      const post = await open(`${site}${url}`);
      await expect.poll(() => post.locator('h1').innerText()).toMatch(url.startsWith('/ta') ? /சிற்றுண்டி/ : /Choosing a Pack Format/);
      const image = post.locator('.post-cover img');
      expect(await image.getAttribute('src')).toMatch(/^\/media\/photos\//);
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await post.locator('.post-body a').getAttribute('href')).toBe(linkTo);
      if (url === '/blog/4') await shoot(post, '4-published-page');
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("changes a case study's title, and the page shows it", async () => {
    const { page, problems } = await openEditor('/collections/case-studies/entries/002-sri-vidya-mandir-matriculation-school/index');
    const title = 'A Bilingual Admissions Website for a Salem School, Rebuilt';
    await control(page, 'Title', 0).fill(title);
    await publish(page);
    await saved(page);
    await pageShowing('/case-studies/2', (html) => html.includes('Salem School, Rebuilt'));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("refuses an invalid value with the validator's message and leaves the file as it was", async () => {
    const file = path.join(checkout, 'content/case-studies/003-tamil-nadu-state-handloom-fair/index.en.md');
    const before = readFileSync(file, 'utf8');
    const { page } = await openEditor('/collections/case-studies/entries/003-tamil-nadu-state-handloom-fair/index', /Not saved|422 \(Unprocessable Entity\)/);
    await control(page, 'Number', 0).fill('999');
    await publish(page);
    const notice = page.getByText(/id is 999 but the folder's number is 3/).first();
    await notice.waitFor({ timeout: 60_000 });
    await shoot(page, '5-refused');
    expect(await page.getByText(/content\/case-studies\/003-tamil-nadu-state-handloom-fair\/index\.en\.md:\d+/).count()).toBeGreaterThan(0);
    expect(readFileSync(file, 'utf8')).toBe(before);
    await page.context().close();
  });

  test('previews a case study with the site\'s own page, in the language being edited', async () => {
    const { page, problems } = await openEditor('/collections/case-studies/entries/001-kaveri-filter-coffee-works/index');
    // The two-language view off shows the preview, in the language of the left pane.
    await page.getByTitle(/toggle i18n/i).click();
    await page.getByTitle(/toggle preview/i).click();
    const preview = page.frameLocator('#preview-pane');
    await expect.poll(() => preview.locator('h1.case-hero__title').innerText(), { timeout: 20_000 }).toMatch(/Rebranding a Kumbakonam Filter-Coffee Roaster/);
    await expect.poll(() => preview.locator('.case-body h2').first().innerText(), { timeout: 20_000 }).toBe('Overview');
    await shoot(page, '6-preview-english');
    await page.getByRole('button', { name: /Writing in EN/ }).click();
    await page.getByRole('menuitem', { name: 'ta' }).click();
    await expect.poll(() => preview.locator('h1.case-hero__title').innerText(), { timeout: 20_000 }).toMatch(/கும்பகோணம்/);
    await expect.poll(() => preview.locator('html').getAttribute('lang')).toBe('ta');
    await shoot(page, '7-preview-tamil');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
