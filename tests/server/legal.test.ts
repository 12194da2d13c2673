/**
 * /privacy and /terms (and their /ta pages) read as separate paragraphs where the text has a
 * line break: the privacy intro's two halves are two paragraphs, not one run-on block.
 */
import { describe, expect, it } from 'vitest';
import { privacyPolicy, terms } from '../../shared/content/legal.js';
import type { LegalDocument } from '../../shared/content/schema.js';
import { getPage, useTestApp, visibleText } from '../helpers/app.js';

const app = useTestApp();

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every paragraph the document's text should show, in order: one per line of each text. */
function expectedParagraphs(document: LegalDocument): string[] {
  return [document.intro, ...document.sections.flatMap((section) => section.paragraphs)].flatMap((text) => text.split('\n').map(collapse));
}

describe.each([
  ['/privacy', privacyPolicy],
  ['/terms', terms],
] as const)('%s', (path, document) => {
  it.each([
    ['English', path, document],
    ['Tamil', `/ta${path}`, { ...document, ...document.ta } as LegalDocument],
  ])('in %s shows each line of a paragraph as a paragraph of its own', async (_language, url, shown) => {
    const page = await getPage(app(), url);
    expect(page.status).toBe(200);
    const paragraphs = [...page.main.querySelectorAll('p')].map((p) => collapse(visibleText(p)));
    const expected = expectedParagraphs(shown);
    // The intro has a line break: its two halves are two paragraphs, one after the other.
    expect(shown.intro).toContain('\n');
    const [first, second] = shown.intro.split('\n').map(collapse);
    expect(paragraphs.indexOf(second!)).toBe(paragraphs.indexOf(first!) + 1);
    for (const text of expected) expect(paragraphs, text.slice(0, 60)).toContain(text);
    expect([...page.main.querySelectorAll('p br')]).toEqual([]);
  });
});
