/**
 * The content validator (scripts/content/load.ts) as an editor meets it: each test copies
 * content/ to a temporary folder, changes files the way an editor might (a typo in a category,
 * a missing Tamil file, a photo in the wrong place…) and reads what the build would say:
 * one line per problem, naming the file and the line, every problem at once.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/load.js';
import { readPhotos } from '../../scripts/content/photos.js';
import { caseStudyCategoryNames } from '../../shared/content/constants.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A copy of the site's content to change; returns its root (the folder holding content/). */
function copyOfContent(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'kolam-content-'));
  folders.push(root);
  cpSync('content', path.join(root, 'content'), { recursive: true });
  return root;
}

async function check(root: string) {
  const { photos, problems: photoProblems } = await readPhotos(path.join(root, 'content'));
  const result = loadContent(root, photos);
  return { problems: [...photoProblems, ...result.problems], warnings: result.warnings, content: result.content };
}

const caseFolder = (root: string, id: number) => `content/case-studies/${readdirSync(path.join(root, 'content/case-studies')).find((name) => name.startsWith(`${String(id).padStart(3, '0')}-`))}`;
const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');
const write = (root: string, file: string, text: string) => writeFileSync(path.join(root, file), text);
const edit = (root: string, file: string, change: (text: string) => string) => write(root, file, change(read(root, file)));
/** The 1-based line of the first line of `file` that starts with `start`. */
const lineOf = (root: string, file: string, start: string) => read(root, file).split('\n').findIndex((line) => line.startsWith(start)) + 1;

/** A new case study 61, as an editor makes one: the folder of 60 copied and renamed, its id changed in both files. */
function addCaseStudy(root: string): string {
  const folder = 'content/case-studies/061-madurai-book-fair';
  cpSync(path.join(root, caseFolder(root, 60)), path.join(root, folder), { recursive: true });
  for (const lang of ['en', 'ta']) edit(root, `${folder}/index.${lang}.md`, (text) => text.replace(/^id: 60$/m, 'id: 61'));
  return folder;
}

describe('the content validator', () => {
  it('finds nothing wrong with the site as it is', async () => {
    const { problems, warnings, content } = await check(process.cwd());
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
    expect(content?.byLang.en.caseStudies).toHaveLength(60);
  });

  it('takes a new case-study folder with the next number', async () => {
    const root = copyOfContent();
    addCaseStudy(root);
    const { problems, content } = await check(root);
    expect(problems).toEqual([]);
    expect(content?.byLang.ta.caseStudies.at(-1)?.id).toBe(61);
  });

  it('names the file and line of a category that is not one of the list (a trailing space)', async () => {
    const root = copyOfContent();
    const folder = addCaseStudy(root);
    const file = `${folder}/index.ta.md`;
    edit(root, file, (text) => text.replace(/^category: .*$/m, 'category: "Branding "'));
    const { problems } = await check(root);
    expect(problems).toEqual([
      `${file}:${lineOf(root, file, 'category:')}: category "Branding " is not one of ${caseStudyCategoryNames.map((name) => JSON.stringify(name)).join(', ')}`,
    ]);
  });

  it('says when a Tamil twin is missing', async () => {
    const root = copyOfContent();
    const folder = addCaseStudy(root);
    rmSync(path.join(root, folder, 'index.ta.md'));
    const { problems } = await check(root);
    expect(problems).toEqual([`${folder}/index.ta.md: is missing; every index.en.md needs its Tamil twin beside it`]);
  });

  it('says when the two languages disagree on a field that does not change with the language', async () => {
    const root = copyOfContent();
    const folder = caseFolder(root, 5);
    const file = `${folder}/index.ta.md`;
    edit(root, file, (text) => text.replace(/^date: .*$/m, 'date: Jan-21'));
    const { problems } = await check(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${file}:${lineOf(root, file, 'date:')}: date is "Jan-21" here but "[^"]+" in index\\.en\\.md; id, date, duration, industry, category, cover, logo, src are the same in both languages$`));
  });

  it('names a photo that is not beside the file', async () => {
    const root = copyOfContent();
    const folder = caseFolder(root, 3);
    for (const lang of ['en', 'ta']) edit(root, `${folder}/index.${lang}.md`, (text) => text.replace(/^coverAlt:/m, 'cover: ./stall.jpg\ncoverAlt:'));
    const { problems } = await check(root);
    expect(problems).toEqual(
      ['en', 'ta'].map((lang) => `${folder}/index.${lang}.md:${lineOf(root, `${folder}/index.${lang}.md`, 'cover:')}: cover names ./stall.jpg, which is not an image file beside index.${lang}.md (${folder}/stall.jpg)`),
    );
  });

  it('refuses a cover photo under 1200 px wide, and takes one that is wide enough', async () => {
    const root = copyOfContent();
    const folder = caseFolder(root, 3);
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#884422' } }).jpeg().toFile(path.join(root, folder, 'stall.jpg'));
    for (const lang of ['en', 'ta']) edit(root, `${folder}/index.${lang}.md`, (text) => text.replace(/^coverAlt:/m, 'cover: ./stall.jpg\ncoverAlt:'));
    const narrow = await check(root);
    expect(narrow.problems).toEqual(
      ['en', 'ta'].map((lang) => `${folder}/index.${lang}.md:${lineOf(root, `${folder}/index.${lang}.md`, 'cover:')}: cover ./stall.jpg is 800 px wide; use a photo at least 1200 px wide here`),
    );
    await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#884422' } }).jpeg().toFile(path.join(root, folder, 'stall.jpg'));
    const wide = await check(root);
    expect(wide.problems).toEqual([]);
    const cover = wide.content!.byLang.en.caseStudies[2]!.image;
    expect(cover).toMatchObject({ src: expect.stringMatching(/^\/media\/photos\/[0-9a-f]{12}$/), width: 1600, height: 1067 });
    // The same photo in both languages, each with its own words for it.
    expect(wide.content!.byLang.ta.caseStudies[2]!.image.src).toBe(cover.src);
    expect(wide.content!.byLang.ta.caseStudies[2]!.image.alt).not.toBe(cover.alt);
    expect(wide.content!.photos).toEqual([path.join(root, folder, 'stall.jpg')]);
    expect(wide.content!.artwork.some((art) => art.src === '/media/case-studies/cs-3')).toBe(false);
  });

  it('says when two folders have the same number', async () => {
    const root = copyOfContent();
    cpSync(path.join(root, caseFolder(root, 60)), path.join(root, 'content/case-studies/060-another'), { recursive: true });
    const { problems } = await check(root);
    expect(problems).toEqual([`${caseFolder(process.cwd(), 60)}: id 60 is also content/case-studies/060-another; each record has its own number`]);
  });

  it('says when an id does not match its folder', async () => {
    const root = copyOfContent();
    const folder = addCaseStudy(root);
    edit(root, `${folder}/index.en.md`, (text) => text.replace(/^id: 61$/m, 'id: 62'));
    const { problems } = await check(root);
    expect(problems).toContain(`${folder}/index.en.md:2: id is 62 but the folder's number is 61; they must be the same`);
  });

  it('names an unknown frontmatter field on its own line', async () => {
    const root = copyOfContent();
    const file = `${caseFolder(root, 8)}/index.en.md`;
    edit(root, file, (text) => text.replace(/^summary:/m, 'subtitle: A second line\nsummary:'));
    const { problems } = await check(root);
    expect(problems).toEqual([`${file}:${lineOf(root, file, 'subtitle:')}: unknown field "subtitle"; check its spelling (docs/content.md lists the fields)`]);
  });

  it('refuses raw HTML in a Markdown body, on its line', async () => {
    const root = copyOfContent();
    const file = `${caseFolder(root, 9)}/index.en.md`;
    edit(root, file, (text) => text.replace('\n## ', '\n<div class="note">Call us</div>\n\n## '));
    const { problems } = await check(root);
    expect(problems).toEqual([`${file}:${lineOf(root, file, '<div')}: raw HTML is not allowed in Markdown ("<div class=\\"note\\">Call us</div>"); write it as Markdown (docs/content.md)`]);
  });

  it('checks links to the site\'s pages and takes links elsewhere', async () => {
    const root = copyOfContent();
    const file = `${caseFolder(root, 10)}/index.en.md`;
    edit(root, file, (text) => `${text}\nSee [our branding work](/services/branding), [a case study](/case-studies/99) and [the fair](https://example.org/fair).\n`);
    const { problems } = await check(root);
    expect(problems).toEqual([`${file}:${lineOf(root, file, 'See [our')}: link "/case-studies/99" points to a page that does not exist`]);
  });

  it('reports every problem at once, in every collection, before anything is built', async () => {
    const root = copyOfContent();
    edit(root, 'content/faq/index.ta.yaml', (text) => text.replace(/^( {2}- question: ).*$/m, '$1""'));
    edit(root, 'content/services/branding.en.yaml', (text) => text.replace(/^icon: .*$/m, 'icon: rocket'));
    rmSync(path.join(root, 'content/legal/terms.ta.md'));
    edit(root, 'content/site.yaml', (text) => text.replace('+91 98765 43210', '98765 43210'));
    const { problems } = await check(root);
    expect(problems).toEqual(
      expect.arrayContaining([
        `content/faq/index.ta.yaml:${lineOf(root, 'content/faq/index.ta.yaml', '  - question:')}: questions[0].question must not be empty`,
        `content/services/branding.en.yaml:${lineOf(root, 'content/services/branding.en.yaml', 'icon:')}: icon "rocket" is not one of "palette", "package", "code", "smartphone", "megaphone", "user-star"`,
        'content/legal/terms.ta.md: is missing; every terms.en.md needs its Tamil twin beside it',
        `content/site.yaml:${lineOf(root, 'content/site.yaml', '  - number:')}: phones[0].number must be an international number like "+91 98765 43210"`,
      ]),
    );
  });

  it('points at broken YAML', async () => {
    const root = copyOfContent();
    const file = 'content/courses/index.en.yaml';
    edit(root, file, (text) => text.replace(/^( {4}subtitle: )(.*)$/m, '$1"$2'));
    const { problems } = await check(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${file}:\\d+: is not valid YAML`));
  });

  it('knows the placeholders of the studio\'s facts and names an unknown one', async () => {
    const root = copyOfContent();
    const file = 'content/faq/index.en.yaml';
    edit(root, file, (text) => text.replace(/^( {2}- question: )(.*)$/m, '$1Call {{phone}} or {{fax}}, $2'));
    const { problems } = await check(root);
    expect(problems).toEqual([`${file}:${lineOf(root, file, '  - question: Call')}: unknown placeholder {{fax}}; the studio's facts are {{name}}, {{phone}}, {{email}}, {{address}} (content/site.yaml)`]);
  });

  it('warns about a Latin letter outside the fonts\' core subset without failing the build', async () => {
    const root = copyOfContent();
    const file = `${caseFolder(root, 11)}/index.en.md`;
    edit(root, file, (text) => text.replace(/^summary: /m, 'summary: Crème and '));
    const { problems, warnings, content } = await check(root);
    expect(problems).toEqual([]);
    expect(content).toBeDefined();
    expect(warnings).toEqual([
      `${file}:${lineOf(root, file, 'summary:')}: "è" (U+00E8) is not among the Latin letters the site's fonts carry by default (scripts/fonts/latin-core.ts); a page that shows it also downloads the full Latin font files, up to 85 KB more`,
    ]);
  });

  it('needs a folder name of a number and a short name', async () => {
    const root = copyOfContent();
    renameSync(path.join(root, caseFolder(root, 12)), path.join(root, 'content/case-studies/Manjal Agro'));
    const { problems } = await check(root);
    expect(problems).toEqual(
      expect.arrayContaining(['content/case-studies/Manjal Agro: a folder name is the id, a dash and a short name in lower case, like 061-madurai-book-fair', 'content/case-studies: ids run from 1 without gaps; missing 12 (up to 60)']),
    );
  });
});
