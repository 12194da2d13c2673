/**
 * Automated accessibility checks with axe-core (WCAG 2.2 A/AA rules plus axe's best
 * practices) on every page and on the states a visitor opens: the phone menu, the privacy
 * dialog, the case-study viewer, the project lightbox, the floating social links and the
 * contact form with its error messages. Every page is checked in English and in Tamil (/ta),
 * hydrated (JavaScript on) at desktop width and as the server sent it (the app's scripts
 * blocked) at phone width.
 *
 * axe finds what a machine can (contrast, names, roles, landmarks, ARIA misuse); keyboard
 * paths and focus handling are covered by the feature tests of each page.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shellCopy } from '../../shared/i18n/copy/shell.js';
import { DESKTOP, EVERY_PAGE, LANGUAGES, PHONE, useBrowser } from './browser.js';

const { open } = useBrowser();

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type Violation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };

/** Run axe over the whole document; returns one readable line per rule and element. */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((node) => ({ target: node.target })) }));
  }, TAGS);
  return found.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${v.help} at ${node.target.join(' ')}`));
}

// Every page, plus the states only a query string or a missing record shows, in each language.
const pages = [...EVERY_PAGE, '/solutions?category=Digital%20Marketing', '/case-studies?q=zzzz', '/contact?sent=1', '/blog/99', '/no-such-page'];

// Each page is swept once per state a visitor meets: hydrated on a desktop, and as the server
// sent it (no JavaScript) on a phone. The server sends the same markup at every width and the
// app hydrates it unchanged, so the two sweeps cover both widths and both states.
const SWEEPS = [
  { name: 'desktop, hydrated', viewport: DESKTOP, hydrated: true },
  { name: 'phone, as the server sent it', viewport: PHONE, hydrated: false },
] as const;

describe('every page passes axe', () => {
  for (const language of LANGUAGES) {
    for (const { name, viewport, hydrated } of SWEEPS) {
      // Twenty-seven pages a test: more than the default minute on a busy machine.
      it(`${language.name}, ${name}`, { timeout: 180_000 }, async () => {
        // The two not-found pages answer 404, which Chromium logs.
        const page = await open(language.pages(['/'])[0]!, { viewport, bypassCSP: true, blockAppScripts: !hydrated, expectedConsole: /status of 404/ });
        const found: string[] = [];
        for (const path of language.pages(pages)) {
          await page.goto(path);
          if (hydrated) await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
          // From the top, as a page opens: a state that focuses something further down (the
          // contact form's "sent" message) scrolls other links under the sticky header, which
          // axe's target-size rule would measure as slivers.
          await page.evaluate(() => window.scrollTo(0, 0));
          found.push(...(await violations(page)).map((line) => `${path}: ${line}`));
        }
        expect(found).toEqual([]);
      });
    }
  }
});

/** The menu's disclosure in the header: a <summary>, which Playwright's role queries do not name. */
const menuButton = (page: Page) => page.getByRole('banner').locator('summary');

describe('opened states pass axe', () => {
  it('the phone menu', async () => {
    const page = await open('/', { viewport: PHONE, bypassCSP: true });
    await menuButton(page).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Menu' }).isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
  });

  it('the privacy dialog', async () => {
    const page = await open('/', { bypassCSP: true });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
  });

  it('the Tamil phone menu and the Tamil privacy dialog', async () => {
    const page = await open('/ta', { viewport: PHONE, bypassCSP: true });
    await menuButton(page).click();
    await expect.poll(() => page.getByRole('navigation', { name: shellCopy.ta.menuLabel }).isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('contentinfo').getByRole('link', { name: shellCopy.ta.footer.privacy }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
  });

  it('the floating social links', async () => {
    const page = await open('/about', { bypassCSP: true });
    const social = page.getByRole('complementary', { name: 'Social media' });
    await social.getByLabel('Follow or chat with us').click();
    await expect.poll(() => social.getByRole('list').isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
  });

  it('the case-study image viewer', async () => {
    const page = await open('/case-studies/7', { bypassCSP: true });
    // The shown slide's link. The gallery marks that slide is-active; visibility alone does not single it out
    // (the others are hidden only after a 0.6 s fade, also right after hydration).
    await page.getByRole('listitem').and(page.locator('.is-active')).getByRole('link', { name: /\(open full screen\)$/ }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
  });

  it('the project lightbox', async () => {
    const page = await open('/project', { bypassCSP: true });
    await page.getByRole('list', { name: 'Project images' }).getByRole('link').nth(4).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
  });

  it('the contact form showing its error messages', async () => {
    const page = await open('/contact', { bypassCSP: true });
    await page.locator('#contact-form').getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
    await page.locator('#contact-form button[type="submit"]').click();
    await expect.poll(() => page.locator('#contact-form [aria-invalid="true"]').count()).toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
  });
});
