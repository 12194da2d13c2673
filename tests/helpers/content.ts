/**
 * The site's content as the build reads it from content/ (scripts/content/load.ts), for tests
 * that compare pages with their records: `content` is the English records, `tamil` the Tamil
 * ones, `site` the studio's facts.
 */
import { readContent } from '../../scripts/prebuild.js';

/** The build's warnings about the content (a Latin letter outside the fonts' core subsets). */
export const contentWarnings: string[] = [];
export const siteContent = await readContent(process.cwd(), (line) => contentWarnings.push(line));
export const { site } = siteContent;
export const content = siteContent.byLang.en;
export const tamil = siteContent.byLang.ta;

/** Every case-study gallery image with its case study's id, in order. */
export const caseGalleryImages = content.caseStudies.flatMap((caseStudy) => caseStudy.gallery.map((image) => ({ caseId: caseStudy.id, image })));

/** A Markdown body's text, block by block (headings, paragraphs, list items, quotes). */
export function bodyText(body: { children: readonly unknown[] }): string[] {
  const blocks: string[] = [];
  const text = (node: unknown): string => {
    if (typeof node !== 'object' || node === null) return '';
    const value = node as { type: string; value?: string; tagName?: string; children?: unknown[] };
    if (value.type === 'text') return value.value ?? '';
    if (value.tagName === 'br') return '\n';
    return (value.children ?? []).map(text).join('');
  };
  const walk = (node: unknown) => {
    const value = node as { type: string; tagName?: string; children?: unknown[] };
    if (value.type !== 'element') return;
    if (['h1', 'h2', 'h3', 'p', 'figcaption'].includes(value.tagName ?? '')) blocks.push(text(value));
    else if (value.tagName === 'li') {
      const own = (value.children ?? []).filter((child) => (child as { tagName?: string }).tagName !== 'ul');
      blocks.push(own.map(text).join('').trim());
      for (const child of value.children ?? []) walk(child);
    } else for (const child of value.children ?? []) walk(child);
  };
  for (const child of body.children) walk(child);
  return blocks;
}
