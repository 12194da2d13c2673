/**
 * docs/tamil-style.md, enforced: the glossary's "Rejected variants" column is read from the
 * Markdown, and every variant it lists is looked for in the Tamil content
 * (content/**\/*.ta.*) and in the Tamil lines of the interface copy (shared/**\/*.ts and
 * .tsx, generated modules left out). Each one found fails the test with file:line, the
 * variant and the term it stands for. How a variant matches is the glossary's own rule: a
 * plain one where a Tamil word starts with it, `/…/` as a regular expression, only on lines
 * with Tamil script, text quoted as printed (“…”) left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const GLOSSARY = 'docs/tamil-style.md';
const TAMIL = /[\u0B80-\u0BFF]/;

type Variant = { term: string; text: string; pattern: RegExp };
type SourceFile = { path: string; text: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A table row's cells; a pipe written `\|` (inside a code span) stays in its cell. */
const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));

/** The glossary's rows as [term, rejected variants]: the table under "## Glossary". */
function readGlossary(markdown: string): Variant[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Glossary'));
  if (!section) throw new Error(`${GLOSSARY}: no "## Glossary" section`);
  const rows = section.split('\n').filter((line) => line.trim().startsWith('|'));
  const header = cells(rows[0] ?? '');
  const termColumn = header.indexOf('English');
  const rejectedColumn = header.indexOf('Rejected variants');
  if (termColumn < 0 || rejectedColumn < 0) throw new Error(`${GLOSSARY}: the glossary table needs "English" and "Rejected variants" columns`);
  const variants: Variant[] = [];
  for (const row of rows.slice(2)) {
    const row_ = cells(row);
    const term = row_[termColumn] ?? '';
    for (const [, code] of (row_[rejectedColumn] ?? '').matchAll(/`([^`]+)`/g)) {
      const text = code!;
      const regex = /^\/(.+)\/$/.exec(text);
      // A plain variant: where a Tamil word starts with it (case endings follow), never inside a longer word.
      const pattern = regex ? new RegExp(regex[1]!, 'u') : new RegExp(`(?<![\\u0B80-\\u0BFF])${escapeRegExp(text)}`, 'u');
      variants.push({ term, text, pattern });
    }
  }
  return variants;
}

/** Every rejected variant in the files' Tamil lines, as "file:line: variant (term): the line". */
function findVariants(files: readonly SourceFile[], variants: readonly Variant[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    file.text.split('\n').forEach((line, index) => {
      if (!TAMIL.test(line)) return;
      // Text quoted as printed on a poster, a pack or a screen stays as printed.
      const read = line.replace(/“[^”]*”/g, '“”');
      for (const variant of variants) {
        if (variant.pattern.test(read)) found.push(`${file.path}:${index + 1}: ${variant.text} (${variant.term}): ${line.trim().slice(0, 160)}`);
      }
    });
  }
  return found;
}

function walk(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return relative === 'shared/content/generated' ? [] : walk(relative, keep);
    return keep(relative) ? [relative] : [];
  });
}

const read = (file: string): SourceFile => ({ path: file, text: readFileSync(path.join(ROOT, file), 'utf8') });

const glossary = readGlossary(readFileSync(path.join(ROOT, GLOSSARY), 'utf8'));
const tamilContent = walk('content', (file) => /\.ta\.(md|ya?ml)$/.test(file)).map(read);
const copyFiles = walk('shared', (file) => /\.tsx?$/.test(file)).map(read);

describe('the Tamil glossary (docs/tamil-style.md)', () => {
  it('is read from the Markdown: terms with their rejected variants', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(60);
    const terms = new Set(glossary.map((variant) => variant.term));
    expect(terms.size).toBeGreaterThanOrEqual(40);
    expect(glossary.map((variant) => variant.text)).toEqual(expect.arrayContaining(['ப்ராஜெக்ட்', 'திட்டப்பணி', 'இ-மெயில்', 'பிரவுசர்', 'ப்ரொஃபைல்', 'விலைப்பட்டியல்', 'ப்ரோஷர்', 'காலஅட்டவணை', 'பெயர்ப் பலகை']));
  });

  it('reads every Tamil file: the content twins and the copy', () => {
    expect(tamilContent.length).toBeGreaterThan(80);
    expect(copyFiles.filter((file) => TAMIL.test(file.text)).length).toBeGreaterThan(25);
  });

  it('finds no rejected variant in Tamil content or copy', () => {
    const found = findVariants([...tamilContent, ...copyFiles], glossary);
    expect(found, `rejected variants (docs/tamil-style.md):\n${found.join('\n')}`).toEqual([]);
  });

  it('names the file and line of a variant planted in Tamil content, copy or a regular-expression rule', () => {
    const planted: SourceFile[] = [
      { path: 'content/x/index.ta.md', text: 'முதல் வரி\nஉங்கள் ப்ராஜெக்ட்களுக்குக் கட்டணம்\n' },
      { path: 'shared/i18n/copy/x.ts', text: "  en: { label: 'Project' },\n  ta: { label: 'காலஅட்டவணை' },\n" },
      { path: 'content/y/index.ta.yaml', text: 'alt: நான்கு 25 g மாதிரிகள், 2024-ல் எடுத்தவை\n' },
    ];
    expect(findVariants(planted, glossary)).toEqual([
      expect.stringMatching(/^content\/x\/index\.ta\.md:2: ப்ராஜெக்ட் \(project/),
      expect.stringMatching(/^shared\/i18n\/copy\/x\.ts:2: காலஅட்டவணை \(schedule/),
      expect.stringMatching(/^content\/y\/index\.ta\.yaml:1: \/\[A-Za-z0-9\]-ல்\/ /),
      expect.stringMatching(/^content\/y\/index\.ta\.yaml:1: \/\\d\\s\?\(\?:g\|gm/),
    ]);
  });

  it('leaves alone a longer word that contains a variant, English lines and text quoted as printed', () => {
    const clean: SourceFile[] = [
      { path: 'content/z/index.ta.md', text: 'WhatsApp சுயவிவரப் படம், Google Business Profile\nபிளாக் டீ, ஆன்லைன் நேரலை வகுப்புகள்\n' },
      { path: 'content/z/index.en.md', text: 'Start a project, 25 g, in 2024\n' },
      { path: 'content/posters/index.ta.yaml', text: 'alt: "Thamirabarani Water-க்கான போஸ்டர்: “20 litre home delivery”"\n' },
    ];
    expect(findVariants(clean, glossary)).toEqual([]);
  });
});

describe('names (docs/tamil-style.md, "Names")', () => {
  it('writes blog authors in Tamil script on the Tamil pages', () => {
    const authors = tamilContent.filter((file) => file.path.startsWith('content/blog/')).map((file) => /^author: (.+)$/m.exec(file.text)?.[1] ?? '');
    expect(authors.length).toBeGreaterThanOrEqual(3);
    for (const author of authors) {
      expect(author).toMatch(TAMIL);
      expect(author, author).not.toMatch(/[A-Za-z]/);
    }
  });
});
