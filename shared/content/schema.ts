/**
 * Zod schemas of the content files (content/, docs/content.md): what each file may say, field
 * by field. The build reads the files (scripts/content/load.ts), checks them against these
 * and reports every problem as `file:line: field message`. The keys are the editor's
 * interface (a Markdown file's frontmatter, a YAML file's fields): keep them stable.
 *
 * Build and dev tools only: pages get records already loaded (shared/content/types.ts), so
 * zod never reaches the browser.
 */
import { z } from 'zod';
import { caseStudyCategoryNames, industrySlugs, serviceIconKeys, solutionCategoryNames, weekdays } from './constants.js';

export { caseStudyCategoryNames, industrySlugs, serviceIconKeys, serviceSlugs, solutionCategoryNames } from './constants.js';

// ---------------------------------------------------------------- primitives

/** Non-empty, trimmed text. Untrimmed strings are a data error, not something to fix silently. */
export const text = z
  .string()
  .min(1, 'must not be empty')
  .refine((s) => s === s.trim(), 'has leading or trailing spaces');

/** Text of several paragraphs, one a line: each line trimmed and not empty. */
export const paragraphs = text.refine(
  (s) => s === '' || s !== s.trim() || s.split('\n').every((line) => line === line.trim() && line.length > 0),
  'has a blank line or a line with leading or trailing spaces',
);

export const positiveId = z.number().int().positive();

/** An image file beside the content file: "./cover.jpg". */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;
export const imageFile = z
  .string()
  .regex(new RegExp(`^\\./[^/\\\\]+\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i'), 'must name an image file beside this one, like ./cover.jpg (JPEG, PNG, WebP or AVIF)');

/** "1200x800": the size of generated artwork (a photo's size is read from the file). */
export const artSize = z.string().regex(/^\d{2,4}x\d{2,4}$/, 'must be WIDTHxHEIGHT in pixels, like 1200x800');

/** A month ("2025-02"), for "last updated". */
export const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month in YYYY-MM form');

/** An image slot: a photo beside the file, or without one the generated artwork; `alt` says what it shows. */
const imageItem = z.object({ src: imageFile.optional(), alt: text }).strict();

// ---------------------------------------------------------------- records with a Markdown body

/** content/case-studies/<id>-<slug>/index.<lang>.md, frontmatter. */
export const caseStudyFile = z
  .object({
    id: positiveId,
    title: text,
    /** The client, optionally with a region: "Sri Murugan Textiles, Madurai". */
    client: text,
    /** "Jun-23", "Oct-24" or "Jun–Jul 2025". */
    date: text,
    /** "2 Months", "15 Days", "6 Weeks", "Ongoing". */
    duration: text,
    industry: z.enum(industrySlugs),
    category: z.enum(caseStudyCategoryNames),
    summary: text,
    tags: z.array(text).max(6).optional(),
    cover: imageFile.optional(),
    coverAlt: text,
    logo: imageFile.optional(),
    logoAlt: text.optional(),
    gallery: z
      .array(z.object({ src: imageFile.optional(), alt: text }).strict())
      .max(6)
      .optional(),
  })
  .strict();
export type CaseStudyFile = z.infer<typeof caseStudyFile>;

/** content/blog/<id>-<slug>/index.<lang>.md, frontmatter. */
export const blogPostFile = z
  .object({
    id: positiveId,
    title: text,
    excerpt: text,
    author: text,
    date: z.iso.date(),
    category: text,
    cover: imageFile.optional(),
    coverAlt: text,
  })
  .strict();
export type BlogPostFile = z.infer<typeof blogPostFile>;

/** content/legal/<privacy|terms>.<lang>.md, frontmatter. */
export const legalFile = z.object({ title: text, updated: month }).strict();

// ---------------------------------------------------------------- YAML records

const titledText = z.object({ title: text, desc: text }).strict();
const titledDescription = z.object({ title: text, description: text }).strict();

/** content/services/<slug>.<lang>.yaml */
export const serviceFile = z
  .object({
    title: text,
    summary: text,
    icon: z.enum(serviceIconKeys).optional(),
    tags: z.array(text).length(5),
    buttonText: text,
    banner: imageFile.optional(),
    bannerAlt: text,
    deliverables: z.array(titledText).min(4),
    why: z.array(text).min(4),
    process: z.array(z.object({ step: text, desc: text }).strict()).min(4),
  })
  .strict();

/** content/industries/<slug>.<lang>.yaml */
export const industryFile = z
  .object({
    id: z.number().int().min(1).max(6),
    /** Card and pill label, e.g. "Education". */
    name: text,
    /** Detail-page title, e.g. "Education Sector Solutions". */
    title: text,
    summary: text,
    image: imageFile.optional(),
    imageAlt: text,
    items: z.array(text).length(5),
    challenges: z.array(titledDescription).min(3),
    solutions: z.array(titledDescription).min(3),
    whyChoose: z.array(text).min(4),
  })
  .strict();

/** content/solutions/index.<lang>.yaml */
export const solutionsFile = z
  .object({
    cards: z.array(
      z
        .object({
          title: text,
          desc: text,
          category: z.enum(solutionCategoryNames),
          /** The case study the "VIEW CASE STUDY →" link opens; must exist. */
          caseStudy: positiveId,
        })
        .strict(),
    ),
  })
  .strict();

/** content/courses/index.<lang>.yaml */
export const coursesFile = z
  .object({
    courses: z.array(
      z
        .object({ id: positiveId, title: text, subtitle: text, price: text, duration: text, details: z.array(text).min(3), offer: text })
        .strict(),
    ),
  })
  .strict();

/** content/faq/index.<lang>.yaml */
export const faqFile = z.object({ questions: z.array(z.object({ question: text, answer: paragraphs }).strict()) }).strict();

/** content/posters/index.<lang>.yaml: the home page's project posters, in carousel order. */
export const postersFile = z
  .object({ posters: z.array(z.object({ client: text, headline: text, src: imageFile.optional(), alt: text }).strict()) })
  .strict();

/** content/client-logos/index.<lang>.yaml */
export const clientLogosFile = z
  .object({ logos: z.array(z.object({ name: text, src: imageFile.optional(), alt: text }).strict()) })
  .strict();

/** The kinds of work a /project gallery image can show (the build draws that scene for its client). */
export const galleryScenes = ['stationery', 'packaging', 'website', 'app', 'poster', 'social', 'signage'] as const;
export type GalleryScene = (typeof galleryScenes)[number];

/** content/gallery/index.<lang>.yaml: /project's images, in order. */
export const galleryFile = z
  .object({
    images: z.array(
      z
        .object({
          title: text,
          /** The client whose work this is (a name from the client logos) and the scene drawn. */
          client: text,
          scene: z.enum(galleryScenes),
          /** The artwork's size when there is no photo. */
          artSize,
          src: imageFile.optional(),
          alt: text,
        })
        .strict(),
    ),
  })
  .strict();

/** content/learn-slides/index.<lang>.yaml: /learn's background slideshow. */
export const learnSlidesFile = z.object({ slides: z.array(imageItem).length(5) }).strict();

/** The images pages show outside any collection, by the place they fill. */
export const pageImageKeys = ['homeAbout', 'aboutHero', 'aboutStory', 'contactHero', 'defaultIndustry', 'openGraph'] as const;
export type PageImageKey = (typeof pageImageKeys)[number];

/** content/page-images/index.<lang>.yaml */
export const pageImagesFile = z.object(Object.fromEntries(pageImageKeys.map((key) => [key, imageItem])) as Record<PageImageKey, typeof imageItem>).strict();

// ---------------------------------------------------------------- the two languages

/**
 * The fields that do not change with the language, by content folder: a record's `.en.` and
 * `.ta.` files carry the same value (ids, dates, categories, images). The validator
 * (scripts/content/load.ts) checks they match; the editor at /admin (server/cms/) writes
 * them once, to both files. A path through a list names the item's field ("gallery.src").
 */
export const languageNeutralFields = {
  'case-studies': ['id', 'date', 'duration', 'industry', 'category', 'cover', 'logo', 'gallery.src'],
  blog: ['id', 'date', 'cover'],
  services: ['icon', 'banner'],
  industries: ['id', 'image'],
  solutions: ['cards.category', 'cards.caseStudy'],
  courses: ['courses.id', 'courses.price'],
  faq: [],
  posters: ['posters.client', 'posters.headline', 'posters.src'],
  'client-logos': ['logos.name', 'logos.src'],
  gallery: ['images.client', 'images.scene', 'images.artSize', 'images.src'],
  'learn-slides': ['slides.src'],
  'page-images': pageImageKeys.map((key) => `${key}.src`),
  legal: ['updated'],
} as const satisfies Record<string, readonly string[]>;

// ---------------------------------------------------------------- site.yaml

const bilingual = z.object({ en: text, ta: text }).strict();
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like "09:30"');

/** content/site.yaml: every fact about the studio, once. */
export const siteFile = z
  .object({
    name: text,
    email: z.email(),
    phones: z
      .array(
        z
          .object({
            /** As shown: "+91 44 2811 2345". */
            number: z.string().regex(/^\+\d[\d ]{6,18}\d$/, 'must be an international number like "+91 44 2811 2345"'),
            /** This number takes WhatsApp chats (the floating button and the footer link to it). */
            whatsapp: z.boolean().optional(),
          })
          .strict(),
      )
      .min(1),
    address: z
      .object({
        street: bilingual,
        area: bilingual,
        city: bilingual,
        postalCode: z.string().regex(/^\d{6}$/, 'must be a six-digit PIN code'),
        state: bilingual,
        country: z.object({ en: text, ta: text, code: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code like IN') }).strict(),
        /** How to find the studio from a landmark: the contact page's "Visit the studio". */
        directions: bilingual,
      })
      .strict(),
    location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).strict(),
    hours: z.array(z.object({ days: z.array(z.enum(weekdays)).min(1), opens: time, closes: time }).strict()).min(1),
    socials: z.array(z.object({ name: text, url: z.url({ protocol: /^https$/ }) }).strict()).min(1),
    /** Which socials the floating button lists (by name), before the WhatsApp chat. */
    floatingButton: z.array(text),
  })
  .strict();
export type SiteFile = z.infer<typeof siteFile>;
