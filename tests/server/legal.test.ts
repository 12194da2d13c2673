/**
 * /privacy and /terms (and their /ta pages) from their Markdown files (content/legal/): each
 * paragraph of the file is a paragraph of the page (the privacy intro's two halves are two
 * paragraphs, not one run-on block), each "## Heading {#id}" a section named by its heading,
 * and the studio's facts filled in from content/site.yaml.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getPage, useTestApp, visibleText } from '../helpers/app.js';
import { site } from '../helpers/content.js';

const app = useTestApp();

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The paragraphs of a Markdown file's body (not headings or list items), with {{email}} filled in. */
function fileParagraphs(file: string): string[] {
  const body = readFileSync(file, 'utf8').split(/^---$/m)[2] ?? '';
  return body
    .split(/\n\n+/)
    .map((block) => block.trim())
    .filter((block) => block !== '' && !block.startsWith('#') && !block.startsWith('- '))
    .map((block) => collapse(block.replaceAll('{{email}}', site.email)));
}

describe.each(['privacy', 'terms'])('/%s', (name) => {
  it.each([
    ['English', `/${name}`, `content/legal/${name}.en.md`],
    ['Tamil', `/ta/${name}`, `content/legal/${name}.ta.md`],
  ])('in %s shows each paragraph of its file as a paragraph, in order, and a section per heading', async (_language, url, file) => {
    const page = await getPage(app(), url);
    expect(page.status).toBe(200);
    const paragraphs = [...page.main.querySelectorAll('p')].map((p) => collapse(visibleText(p)));
    const expected = fileParagraphs(file);
    expect(expected.length).toBeGreaterThan(10);
    const at = expected.map((text) => paragraphs.indexOf(text));
    expect(at.filter((index) => index < 0), 'paragraphs of the file missing from the page').toEqual([]);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect([...page.main.querySelectorAll('p br')]).toEqual([]);
    const headings = [...readFileSync(file, 'utf8').matchAll(/^## (.+?) \{#([a-z-]+)\}$/gm)];
    const sections = [...page.main.querySelectorAll('section[aria-labelledby^="legal-"]')];
    expect(sections.map((section) => [visibleText(section.querySelector('h2')), section.getAttribute('aria-labelledby')])).toEqual(headings.map(([, text, id]) => [text, `legal-${id}`]));
  });

  it('writes the studio e-mail and postal address from content/site.yaml', async () => {
    const page = await getPage(app(), `/${name}`);
    expect(page.text).toContain(`E-mail: ${site.email}`);
    expect(page.text).toContain(`Post: ${site.brand}, ${site.address.lines.en.join(', ')}`);
    const tamilPage = await getPage(app(), `/ta/${name}`);
    expect(tamilPage.text).toContain(`${site.brand}, ${site.address.lines.ta.join(', ')}`);
  });
});
