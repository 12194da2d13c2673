/**
 * Issue 13: a line break inside a paragraph of content (a case study's "The Challenge", the
 * privacy policy's intro) used to run the two halves together. Read as a visitor sees it:
 * the second half starts on a line of its own, below the first, with paragraph spacing
 * between them, at 375 and 1280 px, on the pages and in the privacy modal.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { DESKTOP, PHONE, useBrowser } from './browser.js';

const { open } = useBrowser();

/** The two paragraphs under "## The Challenge" of case study 1, and the privacy policy's first two paragraphs, as their files say them. */
const paragraphsOf = (file: string) => (readFileSync(file, 'utf8').split(/^---$/m)[2] ?? '').trim().split(/\n\n+/);
const caseFile = paragraphsOf('content/case-studies/001-kaveri-filter-coffee-works/index.en.md');
const challenge = { id: 1, lines: caseFile.slice(caseFile.indexOf('## The Challenge') + 1, caseFile.indexOf('## The Challenge') + 3) };
const privacyIntro = paragraphsOf('content/legal/privacy.en.md').slice(0, 2);

/** The first half's box and the second half's, where the visitor sees them within `scope`. */
async function halves(scope: Locator | Page, first: string, second: string) {
  const boxes = await Promise.all(
    [first, second].map(async (text) => {
      const element = scope.getByText(text, { exact: true });
      expect(await element.count(), text.slice(0, 50)).toBe(1);
      await element.scrollIntoViewIfNeeded();
      return element.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY, left: box.left };
      });
    }),
  );
  return { first: boxes[0]!, second: boxes[1]! };
}

/** The second half begins below the first, with visible space between (not the next line of one block). */
function expectSeparateParagraphs({ first, second }: Awaited<ReturnType<typeof halves>>) {
  expect(second.top - first.bottom).toBeGreaterThanOrEqual(8);
  expect(Math.abs(second.left - first.left)).toBeLessThan(1);
}

describe('line breaks in a paragraph read as separate paragraphs', () => {
  it.each([
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const)('case study "The Challenge" at %s px', async (_width, viewport) => {
    const page = await open(`/case-studies/${challenge.id}`, { viewport });
    expectSeparateParagraphs(await halves(page.locator('main'), challenge.lines[0]!, challenge.lines[1]!));
  });

  it.each([
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const)('the /privacy intro at %s px, without JavaScript', async (_width, viewport) => {
    const page = await open('/privacy', { viewport, js: false });
    expectSeparateParagraphs(await halves(page.locator('main'), privacyIntro[0]!, privacyIntro[1]!));
  });

  it('the privacy intro in the modal opened from the footer', async () => {
    const page = await open('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
    await dialog.waitFor();
    expectSeparateParagraphs(await halves(dialog, privacyIntro[0]!, privacyIntro[1]!));
  });
});
