/**
 * Zod schemas for every content collection (SPEC §3, DESIGN.md "Sample content scale").
 *
 * Runtime validation happens at build time and at server start only: client code imports
 * the *types* from here (`import type`), never the schemas, so zod stays out of the
 * first-load bundle.
 */
import { z } from 'zod';
import {
  caseStudyCategoryNames,
  industrySlugs,
  serviceIconKeys,
  serviceSlugs,
  solutionCategoryNames,
} from './constants.js';

// ---------------------------------------------------------------- unions

// The unions live in a zod-free module so client code can import their values.
export { caseStudyCategoryNames, industrySlugs, serviceIconKeys, serviceSlugs, solutionCategoryNames };
export type { CaseStudyCategory, IndustrySlug, ServiceIconKey, ServiceSlug, SolutionCategory } from './constants.js';

// ---------------------------------------------------------------- primitives

/** Non-empty, trimmed text. Untrimmed strings are a data error, not something to fix silently. */
export const text = z
  .string()
  .min(1, 'must not be empty')
  .refine((s) => s === s.trim(), 'has leading or trailing spaces');

/** Multi-line text (paragraphs): every line trimmed at its ends (reported once, after the checks of `text`). */
export const paragraph = text.refine(
  (s) => s === '' || s !== s.trim() || s.split('\n').every((line) => line === line.trim() && line.length > 0),
  'has a blank line or a line with leading or trailing spaces',
);

export const positiveId = z.number().int().positive();

/**
 * An image: a local media id under /media/ (generated at build in several widths) or an
 * absolute https URL on a host allowed by IMAGE_HOSTS. Width and height are intrinsic
 * pixels so pages reserve space; alt describes what the image shows.
 */
export const mediaRef = z.object({
  src: z
    .string()
    .regex(
      /^(\/media(\/[a-z0-9]+(-[a-z0-9]+)*){2,}|https:\/\/[^\s/]+\/\S*)$/,
      'must be /media/<folder>/<kebab-id> (lowercase, no file extension) or an https:// URL',
    ),
  width: z.number().int().min(16).max(4000),
  height: z.number().int().min(16).max(4000),
  alt: text,
  /** Tamil text beside the English (the Tamil edition, /ta): the alt text in Tamil. */
  ta: z.object({ alt: text }).strict().optional(),
}).strict();
export type MediaRef = z.infer<typeof mediaRef>;

// ---------------------------------------------------------------- services & industries

export const titledText = z.object({ title: text, desc: text }).strict();

/*
 * Tamil beside the English: each record that shows text carries `ta`, an object with the
 * same text fields in Tamil (same list lengths, same block types). Ids, slugs, images,
 * prices, categories (URL values) and client names are shared and not repeated there.
 */
export const processStep = z.object({ step: text, desc: text }).strict();

export const serviceTa = z
  .object({
    title: text,
    summary: text,
    tags: z.array(text).length(5),
    buttonText: text,
    deliverables: z.array(titledText).min(4),
    why: z.array(text).min(4),
    process: z.array(processStep).min(4),
  })
  .strict();

export const service = z
  .object({
    slug: z.enum(serviceSlugs),
    title: text,
    summary: text,
    icon: z.enum(serviceIconKeys).optional(),
    tags: z.array(text).length(5),
    buttonText: text,
    banner: mediaRef,
    deliverables: z.array(titledText).min(4),
    why: z.array(text).min(4),
    process: z.array(processStep).min(4),
    ta: serviceTa.optional(),
  })
  .strict();
export type Service = z.infer<typeof service>;

const titledDescription = z.object({ title: text, description: text }).strict();

export const industryTa = z
  .object({
    name: text,
    title: text,
    summary: text,
    items: z.array(text).length(5),
    challenges: z.array(titledDescription).min(3),
    solutions: z.array(titledDescription).min(3),
    whyChoose: z.array(text).min(4),
  })
  .strict();

export const industry = z
  .object({
    id: z.number().int().min(1).max(6),
    slug: z.enum(industrySlugs),
    /** Card and pill label, e.g. "Education". */
    name: text,
    /** Detail-page title, e.g. "Education Sector Solutions". */
    title: text,
    summary: text,
    image: mediaRef,
    items: z.array(text).length(5),
    challenges: z.array(titledDescription).min(3),
    solutions: z.array(titledDescription).min(3),
    whyChoose: z.array(text).min(4),
    ta: industryTa.optional(),
  })
  .strict();
export type Industry = z.infer<typeof industry>;

// ---------------------------------------------------------------- case studies

export const caseStudyBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('h2'), text }).strict(),
  z.object({ type: z.literal('h3'), text }).strict(),
  z.object({ type: z.literal('p'), text: paragraph }).strict(),
  z.object({ type: z.literal('ul'), items: z.array(paragraph).min(1), text: text.optional() }).strict(),
  z.object({ type: z.literal('blockquote'), text: paragraph, author: text }).strict(),
]);
export type CaseStudyBlock = z.infer<typeof caseStudyBlock>;

export const caseStudyTa = z
  .object({
    title: text,
    /** The client line as a Tamil reader reads it: the name in Latin script as in English, the place in Tamil. */
    client: text,
    summary: text,
    tags: z.array(text).max(6).optional(),
    content: z.array(caseStudyBlock).min(4),
  })
  .strict();

export const caseStudy = z
  .object({
    id: positiveId,
    title: text,
    /** Client name, optionally with a region: "Sri Murugan Textiles, Madurai". */
    client: text,
    /** Short date text: "Jun-23", "Oct-24" or "Jun–Jul 2025". */
    date: text,
    /** "2 Months", "15 Days", "Ongoing". */
    duration: text,
    industry: z.enum(industrySlugs),
    category: z.enum(caseStudyCategoryNames),
    summary: text,
    image: mediaRef,
    logo: mediaRef.optional(),
    tags: z.array(text).max(6).optional(),
    content: z.array(caseStudyBlock).min(4),
    ta: caseStudyTa.optional(),
  })
  .strict();
export type CaseStudy = z.infer<typeof caseStudy>;

/** What list cards, the home teaser and previous/next links need: a case study without its body. */
export type CaseStudyCard = Omit<CaseStudy, 'content' | 'ta'>;
/** What a service card shows (home grid, /services): the record without its detail-page fields. */
export type ServiceCardData = Pick<Service, 'slug' | 'title' | 'summary' | 'icon' | 'tags' | 'buttonText'>;
/** What an industry card shows (home grid, /industries). */
export type IndustryCardData = Pick<Industry, 'id' | 'slug' | 'name' | 'title' | 'summary' | 'image' | 'items'>;

export const caseGalleryImage = z.object({ caseId: positiveId, image: mediaRef }).strict();
export type CaseGalleryImage = z.infer<typeof caseGalleryImage>;

// ---------------------------------------------------------------- home & gallery media

/** What a project poster shows: the client it was made for and its headline (the build letters both). */
export const poster = z.object({ id: positiveId, client: text, headline: text, image: mediaRef }).strict();
export type Poster = z.infer<typeof poster>;

export const clientLogo = z.object({ name: text, image: mediaRef }).strict();
export type ClientLogo = z.infer<typeof clientLogo>;

/** The kinds of work a /project gallery image can show (the build draws that scene for its client). */
export const galleryScenes = ['stationery', 'packaging', 'website', 'app', 'poster', 'social', 'signage'] as const;
export type GalleryScene = (typeof galleryScenes)[number];

export const galleryImage = z
  .object({
    id: positiveId,
    title: text,
    /** The client whose work this is (a name from the client logos) and the scene drawn. */
    client: text,
    scene: z.enum(galleryScenes),
    image: mediaRef,
    ta: z.object({ title: text }).strict().optional(),
  })
  .strict();
export type GalleryImage = z.infer<typeof galleryImage>;

// ---------------------------------------------------------------- solutions

export const solution = z
  .object({
    title: text,
    desc: text,
    category: z.enum(solutionCategoryNames),
    /** The case study the "VIEW CASE STUDY →" link opens; must exist. */
    caseStudyId: positiveId,
    ta: z.object({ title: text, desc: text }).strict().optional(),
  })
  .strict();
export type Solution = z.infer<typeof solution>;

/** Images a page shows outside any collection (about banner, home about block, Open Graph default). */
export const pageImages = z.record(z.string().regex(/^[a-z][a-zA-Z0-9]*$/), mediaRef);
export type PageImages = z.infer<typeof pageImages>;

// ---------------------------------------------------------------- blog

export const blogBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('h1'), text }).strict(),
  z.object({ type: z.literal('h2'), text }).strict(),
  z.object({ type: z.literal('p'), text: paragraph }).strict(),
  z.object({ type: z.literal('ul'), items: z.array(text).min(1) }).strict(),
]);
export type BlogBlock = z.infer<typeof blogBlock>;

export const blogPostTa = z
  .object({ title: text, excerpt: text, author: text, category: text, content: z.array(blogBlock).min(4) })
  .strict();

export const blogPost = z
  .object({
    id: positiveId,
    title: text,
    excerpt: text,
    image: mediaRef,
    author: text,
    date: z.iso.date(),
    category: text,
    content: z.array(blogBlock).min(4),
    ta: blogPostTa.optional(),
  })
  .strict();
export type BlogPost = z.infer<typeof blogPost>;

// ---------------------------------------------------------------- learn, FAQ, legal

export const course = z
  .object({
    id: positiveId,
    title: text,
    subtitle: text,
    price: text,
    duration: text,
    details: z.array(text).min(3),
    offer: text,
    ta: z.object({ title: text, subtitle: text, duration: text, details: z.array(text).min(3), offer: text }).strict().optional(),
  })
  .strict();
export type Course = z.infer<typeof course>;

export const faqItem = z
  .object({ question: text, answer: paragraph, ta: z.object({ question: text, answer: paragraph }).strict().optional() })
  .strict();
export type FaqItem = z.infer<typeof faqItem>;

const legalSectionText = { heading: text, paragraphs: z.array(paragraph), items: z.array(text).optional() };

export const legalDocumentTa = z
  .object({ title: text, updated: text, intro: paragraph, sections: z.array(z.object(legalSectionText).strict()).min(5) })
  .strict();

export const legalDocument = z
  .object({
    title: text,
    /** Human-readable "last updated" text, e.g. "February 2025". */
    updated: text,
    intro: paragraph,
    sections: z
      .array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), ...legalSectionText }).strict())
      .min(5),
    ta: legalDocumentTa.optional(),
  })
  .strict();
export type LegalDocument = z.infer<typeof legalDocument>;
