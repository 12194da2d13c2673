/**
 * Content validation, run by the build (scripts/prebuild.ts) and at server start.
 *
 * Every problem is reported at once, one line each, naming collection, record and field:
 *   case-studies[id=12].content[3].text: has leading or trailing spaces
 * Checks: the zod schema of every record; duplicate, missing and skipped ids; exactly the
 * six service and industry slugs; links (solutions → case studies, gallery → case
 * studies); the same image declared with two sizes; absolute image URLs only on allowed
 * hosts; with `mediaDir`, that every local image has all its generated files; and that the
 * generated case-study card module matches the data.
 *
 * Server/build only (zod, node:fs); no sharp, so the server can run it at start.
 */
import { readdirSync, statSync } from 'node:fs';
import { z } from 'zod';
import { blogPosts } from './blog.js';
import { caseGalleryImages, caseStudies } from './case-study-details.js';
import { clientLogos } from './client-logos.js';
import { industrySlugs, serviceSlugs } from './constants.js';
import { courses } from './courses.js';
import { faq } from './faq.js';
import { galleryImages } from './gallery.js';
import { industries } from './industries.js';
import { learnSlides } from './learn.js';
import { privacyPolicy, terms } from './legal.js';
import { isLocalMedia, mediaFilePath, mediaFiles } from './media.js';
import { pageImages } from './page-images.js';
import { posters } from './posters.js';
import * as schema from './schema.js';
import type { MediaRef } from './schema.js';
import { services } from './services.js';
import { solutions } from './solutions.js';
import { errorPageCopy } from '../i18n/copy/error-page.js';
import { uiCopy } from '../i18n/copy/ui.js';
import { caseStudyDate, caseStudyDuration } from '../i18n/format.js';
import { pageCopies } from './page-content.js';
import { blankProblems, translationProblems } from './translations.js';

// ---------------------------------------------------------------- the content

/**
 * Everything the validator looks at. Values are `unknown` on purpose: this is the code that
 * finds out whether they match their types (tests pass broken fixtures through it).
 */
export type ContentInput = {
  services: readonly unknown[];
  industries: readonly unknown[];
  caseStudies: readonly unknown[];
  caseGallery: readonly unknown[];
  solutions: readonly unknown[];
  posters: readonly unknown[];
  clientLogos: readonly unknown[];
  gallery: readonly unknown[];
  blogPosts: readonly unknown[];
  courses: readonly unknown[];
  faq: readonly unknown[];
  learnSlides: readonly unknown[];
  privacyPolicy: unknown;
  terms: unknown;
  pageImages: unknown;
};

/** The site's content, as the collection modules export it (fresh arrays, shared records). */
export function siteContent() {
  return {
    services: [...services],
    industries: [...industries],
    caseStudies: [...caseStudies],
    caseGallery: [...caseGalleryImages],
    solutions: [...solutions],
    posters: [...posters],
    clientLogos: [...clientLogos],
    gallery: [...galleryImages],
    blogPosts: [...blogPosts],
    courses: [...courses],
    faq: [...faq],
    learnSlides: [...learnSlides],
    privacyPolicy,
    terms,
    pageImages: { ...pageImages },
  } satisfies ContentInput;
}

type ListKey = { [K in keyof ContentInput]: ContentInput[K] extends readonly unknown[] ? K : never }[keyof ContentInput];
type SingleKey = Exclude<keyof ContentInput, ListKey>;

/** How each collection is named in messages and which schema its records follow. */
const lists: { key: ListKey; name: string; schema: z.ZodType }[] = [
  { key: 'services', name: 'services', schema: schema.service },
  { key: 'industries', name: 'industries', schema: schema.industry },
  { key: 'caseStudies', name: 'case-studies', schema: schema.caseStudy },
  { key: 'caseGallery', name: 'case-gallery', schema: schema.caseGalleryImage },
  { key: 'solutions', name: 'solutions', schema: schema.solution },
  { key: 'posters', name: 'posters', schema: schema.poster },
  { key: 'clientLogos', name: 'client-logos', schema: schema.clientLogo },
  { key: 'gallery', name: 'gallery', schema: schema.galleryImage },
  { key: 'blogPosts', name: 'blog', schema: schema.blogPost },
  { key: 'courses', name: 'courses', schema: schema.course },
  { key: 'faq', name: 'faq', schema: schema.faqItem },
  { key: 'learnSlides', name: 'learn', schema: schema.mediaRef },
];
const singles: { key: SingleKey; name: string; schema: z.ZodType }[] = [
  { key: 'privacyPolicy', name: 'privacy-policy', schema: schema.legalDocument },
  { key: 'terms', name: 'terms', schema: schema.legalDocument },
  { key: 'pageImages', name: 'page-images', schema: schema.pageImages },
];

// ---------------------------------------------------------------- errors

export class ContentError extends Error {
  override name = 'ContentError';
  constructor(readonly problems: readonly string[]) {
    super(
      `Content is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}; see docs/content.md):\n` +
        problems.map((p) => `  ${p}`).join('\n'),
    );
  }
}

export type ValidateOptions = {
  /** Directory of generated images (dist/client/media); when given, every local image must have all its files there. */
  mediaDir?: string;
  /** Hosts allowed in absolute https image URLs (IMAGE_HOSTS); none by default. */
  imageHosts?: readonly string[];
  /** Validate this content instead of the site's (tests). */
  content?: ContentInput;
  /**
   * Every record that shows text must carry its Tamil `ta` beside the English (default
   * true). Off only in tests that look at other problems.
   */
  requireTamil?: boolean;
  /** Check the interface text too (default true; off when validating a test's own content). */
  checkCopy?: boolean;
};

/** Throws a ContentError listing every problem; returns quietly when the content is sound. */
export function validateContent(options: ValidateOptions = {}): void {
  const problems = findContentProblems(options.content ?? siteContent(), { checkCopy: options.content === undefined, ...options });
  if (problems.length > 0) throw new ContentError(problems);
}

/** Every problem as one line: "collection[record].field: message". Empty when the content is sound. */
export function findContentProblems(content: ContentInput, options: Omit<ValidateOptions, 'content'> = {}): string[] {
  const problems: string[] = [];
  for (const { key, name, schema: recordSchema } of lists) {
    content[key].forEach((record, index) => {
      const where = `${name}[${recordLabel(record, index)}]`;
      for (const issue of parseIssues(recordSchema, record)) problems.push(`${where}${issue}`);
      problems.push(...tamilProblems(recordSchema, record, where, options));
    });
  }
  for (const { key, name, schema: docSchema } of singles) {
    for (const issue of parseIssues(docSchema, content[key])) problems.push(`${name}${issue}`);
    problems.push(...tamilProblems(docSchema, content[key], name, options));
  }

  problems.push(...checkSlugs('services', content.services, serviceSlugs));
  problems.push(...checkSlugs('industries', content.industries, industrySlugs));
  problems.push(...checkIds('industries', content.industries, 'sequence'));
  problems.push(...checkIds('case-studies', content.caseStudies, 'sequence'));
  problems.push(...checkIds('posters', content.posters, 'sequence'));
  problems.push(...checkIds('gallery', content.gallery, 'sequence'));
  problems.push(...checkIds('blog', content.blogPosts, 'unique'));
  problems.push(...checkIds('courses', content.courses, 'unique'));

  const caseIds = new Set(content.caseStudies.map((record) => (isObject(record) ? record.id : undefined)));
  content.solutions.forEach((record, index) => {
    if (isObject(record) && typeof record.caseStudyId === 'number' && !caseIds.has(record.caseStudyId)) {
      problems.push(`solutions[${recordLabel(record, index)}].caseStudyId: case study ${record.caseStudyId} does not exist`);
    }
  });
  content.caseGallery.forEach((record, index) => {
    if (isObject(record) && typeof record.caseId === 'number' && !caseIds.has(record.caseId)) {
      problems.push(`case-gallery[${recordLabel(record, index)}].caseId: case study ${record.caseId} does not exist`);
    }
  });

  problems.push(...checkMedia(content, options));
  problems.push(...checkCaseStudyDates(content));
  if (options.checkCopy !== false) problems.push(...copyProblems());

  return problems;
}

// ---------------------------------------------------------------- Tamil beside the English

/**
 * A record whose schema has a `ta` field must carry it (unless requireTamil is off), and
 * what it carries must line up with the English (translations.ts); images inside the record
 * are checked the same way for their alt text.
 */
function tamilProblems(recordSchema: z.ZodType, record: unknown, where: string, options: Omit<ValidateOptions, 'content'>): string[] {
  if (!isObject(record)) return [];
  const problems: string[] = [];
  const takesTamil = recordSchema instanceof z.ZodObject && 'ta' in recordSchema.shape && !isMediaShaped(record);
  if (takesTamil) {
    if (record.ta === undefined) {
      if (options.requireTamil !== false) problems.push(`${where}.ta: missing Tamil translation`);
    } else {
      problems.push(...translationProblems(record, record.ta, `${where}.ta`));
    }
  }
  for (const use of imagesIn(record, where)) {
    if (use.value.ta === undefined) {
      if (options.requireTamil !== false) problems.push(`${use.where}.ta: missing Tamil alt text`); // the Tamil pages show it
    } else {
      problems.push(...translationProblems(use.value, use.value.ta, `${use.where}.ta`));
    }
  }
  return problems;
}

function isMediaShaped(value: Record<string, unknown>): boolean {
  return typeof value.src === 'string' && typeof value.width === 'number' && typeof value.height === 'number';
}

/** Image objects inside a record (not inside its `ta`), with where they sit. */
function imagesIn(value: unknown, where: string, found: { where: string; value: Record<string, unknown> }[] = []) {
  if (Array.isArray(value)) value.forEach((item, index) => imagesIn(item, `${where}[${index}]`, found));
  else if (isObject(value)) {
    if (isMediaShaped(value)) found.push({ where, value });
    else for (const [field, child] of Object.entries(value)) if (field !== 'ta') imagesIn(child, `${where}.${field}`, found);
  }
  return found;
}

// ---------------------------------------------------------------- dates and copy

/** A case study's date and duration must be forms the Tamil edition can spell (shared/i18n/format.ts). */
function checkCaseStudyDates(content: ContentInput): string[] {
  const problems: string[] = [];
  content.caseStudies.forEach((record, index) => {
    if (!isObject(record)) return;
    const where = `case-studies[${recordLabel(record, index)}]`;
    if (typeof record.date === 'string' && caseStudyDate(record.date, 'ta') === undefined) {
      problems.push(`${where}.date: ${JSON.stringify(record.date)} is not "Mar-24" or "Jun–Jul 2025" form`);
    }
    if (typeof record.duration === 'string' && caseStudyDuration(record.duration, 'ta') === undefined) {
      problems.push(`${where}.duration: ${JSON.stringify(record.duration)} is not "2 Months", "15 Days", "6 Weeks" or "Ongoing" form`);
    }
  });
  return problems;
}

/** The interface text (shared/i18n/copy/): no blank text in either language, Tamil that lines up with the English. */
export function copyProblems(copies: Record<string, { en: unknown; ta: unknown }> = { ui: { en: uiCopy('en'), ta: uiCopy('ta') }, ...pageCopies, 'error-page': errorPageCopy }): string[] {
  return Object.entries(copies).flatMap(([name, copy]) => [
    ...blankProblems(copy.en, `copy.${name}.en`),
    ...blankProblems(copy.ta, `copy.${name}.ta`),
    ...translationProblems(copy.en, copy.ta, `copy.${name}.ta`),
  ]);
}

// ---------------------------------------------------------------- schema issues

/** Clear messages for the issues zod words generically; the schema's own messages win. */
const errorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is missing' : `must be ${issue.expected}, got ${describe(issue.input)}`;
    case 'invalid_value':
      return `${describe(issue.input)} is not one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'date' ? `${describe(issue.input)} is not a date in YYYY-MM-DD form` : undefined;
    case 'invalid_union': {
      if (!('discriminator' in issue) || typeof issue.discriminator !== 'string') return undefined;
      const options = 'options' in issue && Array.isArray(issue.options) ? issue.options : [];
      const value = isObject(issue.input) ? issue.input[issue.discriminator] : undefined;
      return `${describe(value)} is not one of ${options.map((v) => JSON.stringify(v)).join(', ')}`;
    }
    default:
      return undefined;
  }
};

/** Issues as ".path: message" suffixes. */
function parseIssues(recordSchema: z.ZodType, value: unknown): string[] {
  const result = recordSchema.safeParse(value, { error: errorMap });
  if (result.success) return [];
  return result.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((segment) => (typeof segment === 'number' ? `[${segment}]` : `.${String(segment)}`)).join('');
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : typeof value;
}

// ---------------------------------------------------------------- ids and slugs

/** "id=12", "slug=branding", or for records without either "index=3, title="…"" so an editor can grep for it. */
function recordLabel(record: unknown, index: number): string {
  if (isObject(record)) {
    if (typeof record.id === 'number' && Number.isInteger(record.id)) return `id=${record.id}`;
    if (typeof record.slug === 'string' && record.slug !== '') return `slug=${record.slug}`;
    for (const field of ['title', 'name', 'question']) {
      const value = record[field];
      if (typeof value === 'string' && value !== '') return `index=${index}, ${field}=${JSON.stringify(shorten(value))}`;
    }
  }
  return `index=${index}`;
}

function shorten(value: string): string {
  return value.length > 40 ? `${value.slice(0, 37)}...` : value;
}

/**
 * "unique": no two records share an id. "sequence": additionally the ids are exactly
 * 1..N (DESIGN.md: the original's skipped ids are not reproduced). Records without a
 * numeric id are reported by the schema check.
 */
function checkIds(name: string, records: readonly unknown[], rule: 'unique' | 'sequence'): string[] {
  const problems: string[] = [];
  const firstIndex = new Map<number, number>();
  records.forEach((record, index) => {
    if (!isObject(record) || typeof record.id !== 'number') return;
    const earlier = firstIndex.get(record.id);
    if (earlier === undefined) firstIndex.set(record.id, index);
    else problems.push(`${name}[id=${record.id}]: duplicate id (also at index ${earlier}; this is index ${index})`);
  });
  if (rule === 'sequence') {
    const n = records.length;
    const missing = Array.from({ length: n }, (_, i) => i + 1).filter((id) => !firstIndex.has(id));
    const outside = [...firstIndex.keys()].filter((id) => id < 1 || id > n).sort((a, b) => a - b);
    if (missing.length > 0 || outside.length > 0) {
      const parts = [];
      if (missing.length > 0) parts.push(`missing ${formatList(missing)}`);
      if (outside.length > 0) parts.push(`out of range ${formatList(outside)}`);
      problems.push(`${name}: ids must run 1..${n} without gaps for ${n} records; ${parts.join('; ')}`);
    }
  }
  return problems;
}

function checkSlugs(name: string, records: readonly unknown[], expected: readonly string[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  records.forEach((record, index) => {
    if (!isObject(record) || typeof record.slug !== 'string') return;
    const earlier = seen.get(record.slug);
    if (earlier === undefined) seen.set(record.slug, index);
    else problems.push(`${name}[slug=${record.slug}]: duplicate slug (also at index ${earlier}; this is index ${index})`);
  });
  const missing = expected.filter((slug) => !seen.has(slug));
  if (missing.length > 0) {
    problems.push(`${name}: missing slug${missing.length === 1 ? '' : 's'} ${missing.join(', ')} (there must be exactly: ${expected.join(', ')})`);
  }
  return problems;
}

function formatList(ids: number[]): string {
  return ids.length > 12 ? `${ids.slice(0, 12).join(', ')} and ${ids.length - 12} more` : ids.join(', ');
}

// ---------------------------------------------------------------- media

export type MediaUse = {
  /** Where the reference sits: "case-studies[id=12].image". */
  where: string;
  ref: MediaRef;
  /** A name for the artwork (client or record name), used by the generator for monograms. */
  label?: string;
};

/**
 * Every image reference in the content, found by shape (an object with a string `src`,
 * numeric `width` and `height`), so a new image field needs no change here.
 */
export function listMediaUses(content: ContentInput): MediaUse[] {
  const uses: MediaUse[] = [];
  for (const { key, name } of lists) {
    content[key].forEach((record, index) => collectMedia(record, `${name}[${recordLabel(record, index)}]`, labelOf(record), uses));
  }
  for (const { key, name } of singles) collectMedia(content[key], name, undefined, uses);
  return uses;
}

function labelOf(record: unknown): string | undefined {
  if (!isObject(record)) return undefined;
  for (const field of ['client', 'name', 'title']) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

function collectMedia(value: unknown, where: string, label: string | undefined, uses: MediaUse[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectMedia(item, `${where}[${index}]`, label, uses));
    return;
  }
  if (!isObject(value)) return;
  const { src, width, height, alt } = value;
  if (typeof src === 'string' && typeof width === 'number' && typeof height === 'number') {
    uses.push({ where, ref: { src, width, height, alt: typeof alt === 'string' ? alt : '' }, label });
    return;
  }
  for (const [field, child] of Object.entries(value)) collectMedia(child, `${where}.${field}`, label, uses);
}

function checkMedia(content: ContentInput, options: Omit<ValidateOptions, 'content'>): string[] {
  const problems: string[] = [];
  const hosts = new Set((options.imageHosts ?? []).map((host) => host.toLowerCase()));
  const sizes = new Map<string, { where: string; size: string }>();
  const files = options.mediaDir === undefined ? undefined : listFiles(options.mediaDir);
  if (options.mediaDir !== undefined && files === undefined) {
    problems.push(`media: directory ${options.mediaDir} does not exist; run the build (npm run build)`);
  }

  for (const { where, ref } of listMediaUses(content)) {
    const size = `${ref.width}x${ref.height}`;
    const first = sizes.get(ref.src);
    if (first === undefined) sizes.set(ref.src, { where, size });
    else if (first.size !== size) {
      problems.push(`${where}: ${ref.src} is ${size} here but ${first.size} at ${first.where}; one image has one size`);
    }

    if (!isLocalMedia(ref)) {
      if (!ref.src.startsWith('https://')) continue; // the schema reports it
      const host = hostOf(ref.src);
      if (host === undefined || !hosts.has(host)) {
        const allowed = hosts.size === 0 ? 'none' : [...hosts].join(', ');
        problems.push(`${where}.src: host ${host ?? '(unreadable)'} is not an allowed image host; add it to IMAGE_HOSTS (allowed now: ${allowed})`);
      }
    } else if (files !== undefined) {
      const missing = mediaFiles(ref).map(({ width, format }) => mediaFilePath(ref.src, width, format)).filter((file) => !files.has(file));
      if (missing.length > 0) {
        problems.push(`${where}.src: ${ref.src} has no generated file ${missing.join(', ')} in ${options.mediaDir}; run the build (npm run build)`);
      }
    }
  }
  return problems;
}

/** Relative paths ("case-studies/cs-1-320.webp") of every file under dir, or undefined when dir is missing. */
function listFiles(dir: string): Set<string> | undefined {
  try {
    if (!statSync(dir).isDirectory()) return undefined;
  } catch {
    return undefined;
  }
  const entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  return new Set(entries.map((entry) => entry.split('\\').join('/')));
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---------------------------------------------------------------- summary

/** Counts for start-up and build logs. */
export function contentSummary(): Record<string, number> {
  const content = siteContent();
  const localImages = new Set(listMediaUses(content).filter((use) => isLocalMedia(use.ref)).map((use) => use.ref.src));
  return {
    services: content.services.length,
    industries: content.industries.length,
    caseStudies: content.caseStudies.length,
    caseGalleryImages: content.caseGallery.length,
    solutions: content.solutions.length,
    posters: content.posters.length,
    clientLogos: content.clientLogos.length,
    galleryImages: content.gallery.length,
    blogPosts: content.blogPosts.length,
    courses: content.courses.length,
    faq: content.faq.length,
    learnSlides: content.learnSlides.length,
    images: localImages.size,
  };
}
