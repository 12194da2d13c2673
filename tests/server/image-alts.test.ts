/** Pages describe their images in the page's language: the Tamil pages carry the Tamil alt texts. */
import { describe, expect, it } from 'vitest';
import { getPage, useTestApp } from '../helpers/app.js';
import { content, tamil as tamilContent } from '../helpers/content.js';

const app = useTestApp();

/** Every alt text of the content, per language. */
function altTexts(): { en: Set<string>; ta: Set<string> } {
  const collect = (value: unknown, found: Set<string>) => {
    if (Array.isArray(value)) value.forEach((item) => collect(item, found));
    else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      if (typeof record.src === 'string' && typeof record.alt === 'string') found.add(record.alt);
      else for (const child of Object.values(record)) collect(child, found);
    }
    return found;
  };
  return { en: collect(content, new Set()), ta: collect(tamilContent, new Set()) };
}

const PAGES = ['/', '/services/branding', '/industries/health', '/case-studies/2', '/project', '/about', '/contact', '/blog/1', '/learn'];
const TAMIL = /[\u0B80-\u0BFF]/;

describe('image alt texts on the pages', () => {
  const alts = altTexts();

  it.each(PAGES)('%s shows the English alt texts, and its /ta page the Tamil ones', async (path) => {
    const english = await getPage(app(), path);
    const tamil = await getPage(app(), path === '/' ? '/ta' : `/ta${path}`);
    const read = (page: typeof english) => [...page.main.querySelectorAll('img')].map((img) => img.getAttribute('alt') ?? '').filter((alt) => alt !== '');
    const en = read(english);
    const ta = read(tamil);
    expect(en.length, path).toBeGreaterThan(0);
    expect(ta).toHaveLength(en.length);
    for (const alt of en) expect(alts.en.has(alt), alt).toBe(true);
    for (const alt of ta) {
      expect(alts.ta.has(alt), alt).toBe(true);
      expect(alt).toMatch(TAMIL);
    }
  });

  it("describes each case-study gallery image in the page's language", async () => {
    const page = await getPage(app(), '/ta/case-studies/2');
    const shown = [...page.main.querySelectorAll('img')].map((img) => img.getAttribute('alt'));
    for (const image of tamilContent.caseStudies.find((caseStudy) => caseStudy.id === 2)!.gallery) expect(shown).toContain(image.alt);
  });
});
