/**
 * The validator's messages, one fixture per kind of mistake an editor makes. Each fixture is
 * the real content with one record changed (records are copied, never mutated).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFilePath, mediaFiles, isLocalMedia } from '../../shared/content/media.js';
import { ContentError, copyProblems, findContentProblems, listMediaUses, siteContent, validateContent, type ContentInput } from '../../shared/content/validate.js';

type Content = ReturnType<typeof siteContent>;

/** The site's content with `change` applied to a copy of one list. */
function changed<K extends keyof Content>(key: K, change: (list: Content[K]) => unknown): ContentInput {
  const content = siteContent();
  return { ...content, [key]: change(content[key]) };
}

function replaceAt<T>(list: readonly T[], index: number, make: (record: T) => unknown): unknown[] {
  return list.map((record, i) => (i === index ? make(record) : record));
}

function at<T>(list: readonly T[], index: number): T {
  const record = list[index];
  if (record === undefined) throw new Error(`no record at ${index}`);
  return record;
}

describe('validateContent on the site content', () => {
  it('finds no problem (schemas, ids, slugs, links, generated cards)', () => {
    expect(findContentProblems(siteContent())).toEqual([]);
    expect(() => validateContent()).not.toThrow();
  });
});

describe('validator messages name collection, record and field', () => {
  it('untrimmed text', () => {
    const content = changed('caseStudies', (list) =>
      replaceAt(list, 11, (cs) => ({ ...cs, title: ` ${cs.title}`, content: replaceAt(cs.content, 3, () => ({ type: 'p', text: 'Results ' })) })),
    );
    const problems = findContentProblems(content);
    expect(problems).toEqual([
      'case-studies[id=12].title: has leading or trailing spaces',
      'case-studies[id=12].content[3].text: has leading or trailing spaces',
    ]);
  });

  it('a trailing space in a category is an unknown category', () => {
    const content = changed('caseStudies', (list) => replaceAt(list, 2, (cs) => ({ ...cs, category: 'Branding ' })));
    expect(findContentProblems(content)).toEqual([
      'case-studies[id=3].category: "Branding " is not one of "Branding", "Event Branding", "Business Development", "Digital Marketing", "Packaging Design", "Creative Design", "Logo Design", "Website", "Personal Branding"',
    ]);
  });

  it('unknown solution category and unknown block type', () => {
    const content = {
      ...changed('solutions', (list) => replaceAt(list, 0, (s) => ({ ...s, category: 'Web Development' }))),
      caseStudies: replaceAt(siteContent().caseStudies, 0, (cs) => ({ ...cs, content: [...cs.content, { type: 'h4', text: 'Extra' }] })),
    };
    const first = at(siteContent().solutions, 0);
    const problems = findContentProblems(content);
    expect(problems).toContain(
      `solutions[index=0, title=${JSON.stringify(first.title.length > 40 ? `${first.title.slice(0, 37)}...` : first.title)}].category: "Web Development" is not one of "Brand & Creative", "Digital Marketing", "Packaging", "Web & App Development", "Personal Branding"`,
    );
    const blocks = at(siteContent().caseStudies, 0).content.length;
    expect(problems).toContain(`case-studies[id=1].content[${blocks}].type: "h4" is not one of "h2", "h3", "p", "ul", "blockquote"`);
  });

  it('duplicate id', () => {
    const content = changed('posters', (list) => replaceAt(list, 5, (p) => ({ ...p, id: 5 })));
    expect(findContentProblems(content)).toEqual([
      'posters[id=5]: duplicate id (also at index 4; this is index 5)',
      'posters: ids must run 1..171 without gaps for 171 records; missing 6',
    ]);
  });

  it('missing id, and the gap it leaves', () => {
    const content = changed('caseStudies', (list) =>
      replaceAt(list, 4, (cs) => {
        const { id: _id, ...rest } = cs;
        return rest;
      }),
    );
    const title = at(siteContent().caseStudies, 4).title;
    const label = title.length > 40 ? `${title.slice(0, 37)}...` : title;
    const problems = findContentProblems(content);
    expect(problems.slice(0, 2)).toEqual([
      `case-studies[index=4, title=${JSON.stringify(label)}].id: is missing`,
      'case-studies: ids must run 1..60 without gaps for 60 records; missing 5',
    ]);
    // Links to case study 5 now point nowhere, and say so.
    expect(problems.slice(2).every((p) => p.endsWith('case study 5 does not exist'))).toBe(true);
  });

  it('skipped ids (the original data skipped 33, 36, …)', () => {
    const content = changed('caseStudies', (list) => replaceAt(list, 32, (cs) => ({ ...cs, id: 61 })));
    expect(findContentProblems(content)).toContain(
      'case-studies: ids must run 1..60 without gaps for 60 records; missing 33; out of range 61',
    );
  });

  it('unknown field', () => {
    const content = changed('caseStudies', (list) => replaceAt(list, 0, (cs) => ({ ...cs, sideImages: [] })));
    expect(findContentProblems(content)).toEqual(['case-studies[id=1]: unknown field "sideImages"']);
  });

  it('broken solution link', () => {
    const content = changed('solutions', (list) => replaceAt(list, 3, (s) => ({ ...s, caseStudyId: 61 })));
    const problems = findContentProblems(content);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^solutions\[index=3, title=".+"\]\.caseStudyId: case study 61 does not exist$/);
  });

  it('broken gallery link', () => {
    const content = changed('caseGallery', (list) => [
      ...list,
      { caseId: 99, image: { src: '/media/case-gallery/cs-99-1', width: 1200, height: 800, alt: 'Phone showing an app', ta: { alt: 'ஒரு ஆப்பைக் காட்டும் கைபேசி' } } },
    ]);
    expect(findContentProblems(content)).toEqual(['case-gallery[index=150].caseId: case study 99 does not exist']);
  });

  it('bad slug', () => {
    const content = changed('services', (list) => replaceAt(list, 0, (s) => ({ ...s, slug: 'Branding' })));
    expect(findContentProblems(content)).toEqual([
      'services[slug=Branding].slug: "Branding" is not one of "branding", "packaging", "web-development", "app-development", "marketing", "personal-brand"',
      'services: missing slug branding (there must be exactly: branding, packaging, web-development, app-development, marketing, personal-brand)',
    ]);
  });

  it('duplicate slug', () => {
    const content = changed('industries', (list) => replaceAt(list, 1, (i) => ({ ...i, slug: 'education' })));
    expect(findContentProblems(content)).toEqual([
      'industries[slug=education]: duplicate slug (also at index 0; this is index 1)',
      'industries: missing slug government (there must be exactly: education, government, health, business, travel, consumer)',
    ]);
  });

  it('bad image src, empty alt and an image declared with two sizes', () => {
    const content = changed('gallery', (list) =>
      replaceAt(list, 0, (g) => ({ ...g, image: { ...g.image, src: '/media/Gallery/Project 1.jpg', alt: '' } })),
    );
    expect(findContentProblems(content)).toEqual([
      'gallery[id=1].image.src: must be /media/<folder>/<kebab-id> (lowercase, no file extension) or an https:// URL',
      'gallery[id=1].image.alt: must not be empty',
    ]);
    const twoSizes = changed('posters', (list) => replaceAt(list, 1, (p) => ({ ...p, image: { ...p.image, src: '/media/posters/poster-1' } })));
    expect(findContentProblems(twoSizes)).toEqual([
      'posters[id=2].image: /media/posters/poster-1 is 300x180 here but 200x250 at posters[id=1].image; one image has one size',
    ]);
  });

  it('foreign image host, allowed through imageHosts', () => {
    const content = changed('blogPosts', (list) =>
      replaceAt(list, 0, (post) => ({ ...post, image: { ...post.image, src: 'https://images.example.com/blog/one.webp' } })),
    );
    const id = at(siteContent().blogPosts, 0).id;
    expect(findContentProblems(content)).toEqual([
      `blog[id=${id}].image.src: host images.example.com is not an allowed image host; add it to IMAGE_HOSTS (allowed now: none)`,
    ]);
    expect(findContentProblems(content, { imageHosts: ['images.example.com'] })).toEqual([]);
    const plainHttp = changed('blogPosts', (list) => replaceAt(list, 0, (post) => ({ ...post, image: { ...post.image, src: 'http://images.example.com/one.webp' } })));
    expect(findContentProblems(plainHttp, { imageHosts: ['images.example.com'] })).toEqual([
      `blog[id=${id}].image.src: must be /media/<folder>/<kebab-id> (lowercase, no file extension) or an https:// URL`,
    ]);
  });

  it('throws one ContentError listing every problem', () => {
    const content = changed('faq', (list) => replaceAt(list, 0, (item) => ({ ...item, question: '' })));
    let error: unknown;
    try {
      validateContent({ content });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect(error instanceof ContentError && error.problems).toEqual(['faq[index=0].question: must not be empty']);
    expect(error instanceof Error && error.message).toBe(
      'Content is invalid (1 problem; see docs/content.md):\n  faq[index=0].question: must not be empty',
    );
  });
});

describe('Tamil beside the English', () => {
  it('a record without its Tamil fails, naming collection, record and field', () => {
    const content = changed('services', (list) => replaceAt(list, 1, ({ ta: _ta, ...service }) => service));
    expect(findContentProblems(content)).toEqual(['services[slug=packaging].ta: missing Tamil translation']);
  });

  it('an empty Tamil field, a missing one, and Tamil that does not line up with the English', () => {
    const content = changed('caseStudies', (list) =>
      replaceAt(list, 4, (cs) => {
        const { summary: _summary, ...ta } = cs.ta ?? { title: '', summary: '', content: [] };
        return { ...cs, ta: { ...ta, title: '', content: ta.content.slice(1) } };
      }),
    );
    const length = at(siteContent().caseStudies, 4).content.length;
    const problems = findContentProblems(content);
    expect(problems.slice(0, 3)).toEqual([
      'case-studies[id=5].ta.title: must not be empty',
      'case-studies[id=5].ta.summary: is missing',
      `case-studies[id=5].ta.content: has ${length - 1} items in Tamil, the English has ${length}`,
    ]);
    // The blocks no longer line up: the first Tamil block is the English second one.
    expect(problems).toContain('case-studies[id=5].ta.content[0].type: is "p" in Tamil, the English block is "h2"');
    expect(problems.every((line) => line.startsWith('case-studies[id=5].ta'))).toBe(true);
  });

  it('English left in a Tamil field', () => {
    const content = changed('faq', (list) => replaceAt(list, 0, (item) => ({ ...item, ta: { ...item.ta, question: item.question } })));
    expect(findContentProblems(content)).toEqual(['faq[index=0, question="What services does Kolam Studio offer?"].ta.question: is the English text, not a Tamil translation']);
  });

  it('a case study\'s client line in Tamil: required, and its town not left in English', () => {
    const content = changed('caseStudies', (list) =>
      list.map((cs, index) => {
        if (index === 0) return { ...cs, ta: { ...cs.ta, client: cs.client } };
        if (index !== 1) return cs;
        const { client: _client, ...ta } = cs.ta ?? { client: '' };
        return { ...cs, ta };
      }),
    );
    expect(findContentProblems(content)).toEqual(['case-studies[id=1].ta.client: is the English text, not a Tamil translation', 'case-studies[id=2].ta.client: is missing']);
  });

  it('a case-study date the Tamil edition cannot spell', () => {
    const content = changed('caseStudies', (list) => replaceAt(list, 0, (cs) => ({ ...cs, date: 'Spring 2024', duration: 'A while' })));
    expect(findContentProblems(content)).toEqual([
      'case-studies[id=1].date: "Spring 2024" is not "Mar-24" or "Jun–Jul 2025" form',
      'case-studies[id=1].duration: "A while" is not "2 Months", "15 Days", "6 Weeks" or "Ongoing" form',
    ]);
  });

  it('interface text: blank in either language, or English left in the Tamil', () => {
    expect(copyProblems()).toEqual([]);
    const copy = { en: { hero: { title: 'Our Services', lead: 'Six steps' } }, ta: { hero: { title: '', lead: 'Six steps' } } };
    expect(copyProblems({ services: copy })).toEqual(['copy.services.ta.hero.title: must not be empty', 'copy.services.ta.hero.lead: is the English text, not a Tamil translation']);
    expect(copyProblems({ shell: { en: { chat: 'WhatsApp' }, ta: { chat: 'WhatsApp' } } })).toEqual([]);
  });
});

describe('generated image files (mediaDir)', () => {
  let mediaDir = '';
  let someFile = '';
  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'kolam-media-'));
    const files = listMediaUses(siteContent())
      .filter((use) => isLocalMedia(use.ref))
      .flatMap((use) => mediaFiles(use.ref).map(({ width, format }) => mediaFilePath(use.ref.src, width, format)));
    for (const dir of new Set(files.map((file) => path.dirname(file)))) await mkdir(path.join(mediaDir, dir), { recursive: true });
    await Promise.all(files.map((file) => writeFile(path.join(mediaDir, file), '')));
    someFile = 'case-studies/cs-12-960.webp';
  });
  afterAll(async () => {
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('passes when every width of every local image exists', () => {
    expect(findContentProblems(siteContent(), { mediaDir })).toEqual([]);
  });

  it('names the image and the missing file', async () => {
    await rm(path.join(mediaDir, someFile));
    expect(findContentProblems(siteContent(), { mediaDir })).toEqual([
      `case-studies[id=12].image.src: /media/case-studies/cs-12 has no generated file ${someFile} in ${mediaDir}; run the build (npm run build)`,
    ]);
  });

  it('reports a missing directory once', () => {
    expect(findContentProblems(siteContent(), { mediaDir: path.join(mediaDir, 'nope') })).toEqual([
      `media: directory ${path.join(mediaDir, 'nope')} does not exist; run the build (npm run build)`,
    ]);
  });
});
