/**
 * Content as pages receive it: one language's records, read from the files of content/ by
 * the build (scripts/content/load.ts), their images resolved to built media and their
 * Markdown bodies parsed to HTML syntax trees (hast) that <MarkdownBody> renders. Types
 * only: no zod, no file reading, safe for the browser.
 */
import type { Root as HastRoot } from 'hast';
import type { CaseStudyCategory, IndustrySlug, ServiceIconKey, ServiceSlug, SolutionCategory } from './constants.js';
import type { GalleryScene, PageImageKey } from './schema.js';

export type { CaseStudyCategory, GalleryScene, IndustrySlug, PageImageKey, ServiceIconKey, ServiceSlug, SolutionCategory };

/** A Markdown body, parsed and checked at build: headings, paragraphs, lists, quotes, links, images. */
export type Body = HastRoot;

/**
 * An image: a built media id under /media/ (generated artwork or a processed photo, in
 * several widths: shared/content/media.ts), its intrinsic size so pages reserve space, and
 * what it shows in the page's language.
 */
export type MediaRef = {
  src: string;
  width: number;
  height: number;
  alt: string;
};

export type Service = {
  slug: ServiceSlug;
  title: string;
  summary: string;
  icon?: ServiceIconKey;
  tags: string[];
  buttonText: string;
  banner: MediaRef;
  deliverables: { title: string; desc: string }[];
  why: string[];
  process: { step: string; desc: string }[];
};

type TitledDescription = { title: string; description: string };

export type Industry = {
  id: number;
  slug: IndustrySlug;
  /** Card and pill label, e.g. "Education". */
  name: string;
  /** Detail-page title, e.g. "Education Sector Solutions". */
  title: string;
  summary: string;
  image: MediaRef;
  items: string[];
  challenges: TitledDescription[];
  solutions: TitledDescription[];
  whyChoose: string[];
};

export type CaseStudy = {
  id: number;
  title: string;
  client: string;
  /** As the page's language writes it: "Mar-24" or "மார்ச் 2024". */
  date: string;
  duration: string;
  industry: IndustrySlug;
  category: CaseStudyCategory;
  summary: string;
  tags?: string[];
  /** The cover. */
  image: MediaRef;
  logo?: MediaRef;
  /** The gallery in order (may be empty). */
  gallery: MediaRef[];
  body: Body;
};

/** What list cards, the home teaser and previous/next links need: a case study without its body and gallery. */
export type CaseStudyCard = Omit<CaseStudy, 'body' | 'gallery'>;
/** What a service card shows (home grid, /services). */
export type ServiceCardData = Pick<Service, 'slug' | 'title' | 'summary' | 'icon' | 'tags' | 'buttonText'>;
/** What an industry card shows (home grid, /industries). */
export type IndustryCardData = Pick<Industry, 'id' | 'slug' | 'name' | 'title' | 'summary' | 'image' | 'items'>;

export type Solution = { title: string; desc: string; category: SolutionCategory; caseStudyId: number };

export type Poster = { id: number; client: string; headline: string; image: MediaRef };

export type ClientLogo = { name: string; image: MediaRef };

export type GalleryImage = { id: number; title: string; client: string; scene: GalleryScene; image: MediaRef };

export type BlogPost = {
  id: number;
  title: string;
  excerpt: string;
  author: string;
  /** YYYY-MM-DD. */
  date: string;
  category: string;
  image: MediaRef;
  body: Body;
};

export type Course = { id: number; title: string; subtitle: string; price: string; duration: string; details: string[]; offer: string };

/** `answer`: one paragraph a line. */
export type FaqItem = { question: string; answer: string };

export type LegalDocument = {
  title: string;
  /** "February 2025", as the page's language writes it. */
  updated: string;
  /** The intro and one <section> per "##" heading. */
  body: Body;
};

export type PageImages = Record<PageImageKey, MediaRef>;

/** Every collection in one language, as the build loads it from content/. */
export type Collections = {
  services: Service[];
  industries: Industry[];
  caseStudies: CaseStudy[];
  blogPosts: BlogPost[];
  solutions: Solution[];
  posters: Poster[];
  clientLogos: ClientLogo[];
  gallery: GalleryImage[];
  courses: Course[];
  faq: FaqItem[];
  learnSlides: MediaRef[];
  privacyPolicy: LegalDocument;
  terms: LegalDocument;
  pageImages: PageImages;
};
