/**
 * content/ → the site's records in each language (shared/content/types.ts), checked.
 *
 * Every problem is one line naming the file and line, all of them at once, before anything is
 * built (docs/content.md explains each):
 *   content/case-studies/061-madurai-book-fair/index.ta.md:14: category "Branding " is not one of …
 * Checks: each file against its schema (shared/content/schema.ts); every record in both
 * languages (`.en.` and `.ta.` twins) with the fields that do not change with the language
 * (ids, dates, categories, images) the same in both; ids unique and matching the folder;
 * images beside the file that exist (a cover at least 1200 px wide); Markdown without raw
 * HTML and with links to pages that exist; {{placeholders}} that site.yaml fills.
 *
 * Images: a record names a photo beside it (`cover: ./cover.jpg`) or, without one, shows its
 * generated artwork (scripts/media/art.ts), at a size fixed per kind of image.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { industrySlugs, serviceSlugs, type IndustrySlug, type ServiceSlug } from '../../shared/content/constants.js';
import * as schema from '../../shared/content/schema.js';
import type * as T from '../../shared/content/types.js';
import { intlLocale, langs, type Lang } from '../../shared/i18n/lang.js';
import type { SiteFacts } from '../../shared/site-facts.js';
import { inRanges, LATIN, LATIN_CORE } from '../fonts/latin-core.js';
import type { ArtContext, ArtInput } from '../media/art.js';
import { markdownToHast, type BodyKind } from './markdown.js';
import { fillFacts, loadSiteFacts, placeholders } from './site-facts.js';
import { checkSchema, describe, formatPath, isObject, readSource, type Path, type Problem, type SourceFile } from './source.js';

export const CONTENT_DIR = 'content';

/** A photo beside a content file, as read before the build encodes it (scripts/media/photos.ts). */
export type PhotoInfo = { src: string; width: number; height: number; sourceWidth: number };
/** Photos by absolute file path. */
export type PhotoIndex = ReadonlyMap<string, PhotoInfo>;

export type LangContent = T.Collections;

export type SiteContent = {
  site: SiteFacts;
  byLang: Record<Lang, LangContent>;
  /** The generated artwork the records show (from the English records; art has no language). */
  artwork: ArtInput[];
  /** The photos the records show, by absolute path. */
  photos: string[];
};

/**
 * Problems stop the build; warnings are printed and the build goes on (a Latin letter the
 * site's font subsets do not carry costs a larger download, nothing more).
 */
export type LoadResult = { content: SiteContent; problems: Problem[]; warnings: string[] } | { content?: undefined; problems: Problem[]; warnings: string[] };

/** Language-neutral paths of pages with no parameters (the route table's static routes). */
export const STATIC_PAGES = ['/', '/services', '/industries', '/solutions', '/case-studies', '/project', '/about', '/contact', '/blog', '/learn', '/terms', '/privacy'];

/** The size of generated artwork, per kind of image (a photo's comes from the file). */
export const ART_SIZES = {
  caseCover: [1600, 1000],
  caseLogo: [640, 640],
  caseGallery: [1200, 800],
  blogCover: [1600, 900],
  serviceBanner: [1600, 700],
  industry: [1200, 800],
  clientLogo: [400, 200],
  learnSlide: [1600, 900],
  posters: [
    [200, 250],
    [300, 180],
    [250, 320],
  ],
  pages: { homeAbout: [1200, 900], aboutHero: [1600, 700], aboutStory: [1200, 900], contactHero: [1600, 600], defaultIndustry: [1200, 800], openGraph: [1200, 630] },
} as const satisfies Record<string, unknown>;

/** A cover or banner photo narrower than this looks soft on large screens. */
export const MIN_COVER_WIDTH = 1200;

/** Latin words of four or more letters with a lower-case letter: English prose, not "SEO" or "UX/UI". */
const ENGLISH_WORD = /\b[A-Za-z]*[a-z][A-Za-z]{3,}\b/;
/** Names that stay in Latin script in Tamil text (DESIGN.md). */
const NAMES = /\b(Kolam Studio|WhatsApp|Instagram|Facebook|LinkedIn|Behance|YouTube|Google|OpenStreetMap)\b/g;

/**
 * Reads and checks everything under content/. `photos` has every image file under content/
 * already read (readPhotos), so loading itself never waits.
 */
export function loadContent(root: string, photos: PhotoIndex): LoadResult {
  const problems: Problem[] = [];
  const site = loadSiteFacts(root, problems);
  const loader = new Loader(root, photos, problems, site);
  const content = loader.load();
  const warnings = [...loader.warnings.values()];
  if (!site || !content || problems.length > 0) return { problems, warnings };
  return { content: { site, byLang: content, artwork: [...loader.artwork.values()], photos: [...loader.usedPhotos] }, problems, warnings };
}

type Twin<F> = { lang: Lang; source: SourceFile; data: F };

class Loader {
  readonly artwork = new Map<string, ArtInput>();
  readonly usedPhotos = new Set<string>();
  /** One warning per character and file. */
  readonly warnings = new Map<string, string>();
  private readonly pages = new Set(STATIC_PAGES);

  constructor(
    private readonly root: string,
    private readonly photos: PhotoIndex,
    private readonly problems: Problem[],
    private readonly site: SiteFacts | undefined,
  ) {}

  load(): Record<Lang, LangContent> | undefined {
    const caseFolders = this.recordFolders('case-studies');
    const blogFolders = this.recordFolders('blog');
    for (const slug of serviceSlugs) this.pages.add(`/services/${slug}`);
    for (const slug of industrySlugs) this.pages.add(`/industries/${slug}`);
    for (const folder of caseFolders) this.pages.add(`/case-studies/${folder.id}`);
    for (const folder of blogFolders) this.pages.add(`/blog/${folder.id}`);

    const caseStudies = this.caseStudies(caseFolders);
    const blogPosts = this.blogPosts(blogFolders);
    const services = this.services();
    const industries = this.industries();
    const solutions = this.list('solutions', schema.solutionsFile);
    const courses = this.list('courses', schema.coursesFile);
    const faq = this.list('faq', schema.faqFile);
    const posters = this.list('posters', schema.postersFile);
    const logos = this.list('client-logos', schema.clientLogosFile);
    const gallery = this.list('gallery', schema.galleryFile);
    const slides = this.list('learn-slides', schema.learnSlidesFile);
    const pageImages = this.pageImages();
    const privacy = this.legal('privacy');
    const terms = this.legal('terms');

    const caseIds = new Set(caseFolders.map((folder) => folder.id));
    if (solutions) {
      for (const { source, data } of solutions) {
        data.cards.forEach((card, index) => {
          if (!caseIds.has(card.caseStudy)) this.problem(source, ['cards', index, 'caseStudy'], `case study ${card.caseStudy} does not exist`);
        });
      }
    }
    if (!caseStudies || !blogPosts || !services || !industries || !solutions || !courses || !faq || !posters || !logos || !gallery || !slides || !pageImages || !privacy || !terms) return undefined;

    const byLang = {} as Record<Lang, LangContent>;
    for (const lang of langs) {
      const of = <F,>(twins: Twin<F>[]) => twins.find((twin) => twin.lang === lang)!;
      byLang[lang] = {
        services: services.map((pair) => pair[lang]),
        industries: industries.map((pair) => pair[lang]),
        caseStudies: caseStudies.map((pair) => pair[lang]),
        blogPosts: blogPosts.map((pair) => pair[lang]),
        solutions: of(solutions).data.cards.map(({ caseStudy, ...card }) => ({ ...card, caseStudyId: caseStudy })),
        courses: of(courses).data.courses,
        faq: of(faq).data.questions,
        posters: of(posters).data.posters.map((poster, index) => {
          const id = index + 1;
          const [width, height] = ART_SIZES.posters[index % ART_SIZES.posters.length]!;
          const twin = of(posters);
          const image = this.image(twin, ['posters', index], poster.src, poster.alt, { src: `/media/posters/poster-${id}`, width, height, label: poster.client, context: { kind: 'poster', id, client: poster.client, headline: poster.headline } });
          return { id, client: poster.client, headline: poster.headline, image };
        }),
        clientLogos: of(logos).data.logos.map((logo, index) => {
          const [width, height] = ART_SIZES.clientLogo;
          const image = this.image(of(logos), ['logos', index], logo.src, logo.alt, { src: `/media/client-logos/${kebab(logo.name)}`, width, height, label: logo.name, context: { kind: 'client-logo', name: logo.name } });
          return { name: logo.name, image };
        }),
        gallery: of(gallery).data.images.map((item, index) => {
          const id = index + 1;
          const [width = 0, height = 0] = item.artSize.split('x').map(Number);
          const image = this.image(of(gallery), ['images', index], item.src, item.alt, { src: `/media/gallery/project-${id}`, width, height, label: item.client, context: { kind: 'gallery', id, client: item.client, scene: item.scene } });
          return { id, title: item.title, client: item.client, scene: item.scene, image };
        }),
        learnSlides: of(slides).data.slides.map((slide, index) => {
          const [width, height] = ART_SIZES.learnSlide;
          return this.image(of(slides), ['slides', index], slide.src, slide.alt, { src: `/media/learn/slide-${index + 1}`, width, height, context: { kind: 'learn', index: index + 1 } });
        }),
        pageImages: Object.fromEntries(
          schema.pageImageKeys.map((key) => {
            const [width, height] = ART_SIZES.pages[key];
            const item = of(pageImages).data[key];
            return [key, this.image(of(pageImages), [key], item.src, item.alt, { src: `/media/pages/${kebab(key)}`, width, height, context: { kind: 'page', key } })];
          }),
        ) as T.PageImages,
        privacyPolicy: privacy[lang],
        terms: terms[lang],
      };
    }
    return this.problems.length > 0 ? undefined : byLang;
  }

  // ---------------------------------------------------------------- reporting

  private problem(source: SourceFile, at: Path, message: string): void {
    const where = formatPath(at);
    this.problems.push(`${source.file}:${source.lineOf(at)}: ${where ? `${where} ` : ''}${message}`);
  }

  /** `text` with the studio's facts filled in; a Latin letter outside the fonts' core subsets is a warning. */
  private fill(text: string, lang: Lang, where: string): string {
    for (const char of text) {
      const code = char.codePointAt(0)!;
      if (code < 0x20 || !inRanges(LATIN, code) || inRanges(LATIN_CORE, code)) continue;
      const key = `${where.replace(/:\d+$/, '')} ${char}`;
      if (!this.warnings.has(key)) {
        const hex = code.toString(16).toUpperCase().padStart(4, '0');
        this.warnings.set(key, `${where}: "${char}" (U+${hex}) is not among the Latin letters the site's fonts carry by default (scripts/fonts/latin-core.ts); a page that shows it also downloads the full Latin font files, up to 85 KB more`);
      }
    }
    return this.site ? fillFacts(text, placeholders(this.site, lang), where, this.problems) : text;
  }

  /** Every string of a parsed file with its placeholders filled. */
  private fillAll<F>(source: SourceFile, lang: Lang, value: F, at: Path = []): F {
    if (typeof value === 'string') return this.fill(value, lang, `${source.file}:${source.lineOf(at)}`) as F;
    if (Array.isArray(value)) return value.map((item, index) => this.fillAll(source, lang, item, [...at, index])) as F;
    if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.fillAll(source, lang, item, [...at, key])])) as F;
    return value;
  }

  // ---------------------------------------------------------------- files in both languages

  /** Both language files of a record (`<base>.en.<ext>` and `<base>.ta.<ext>`), checked. */
  private twins<S extends z.ZodType>(base: string, ext: 'md' | 'yaml', fileSchema: S): Twin<z.infer<S>>[] | undefined {
    const result: Twin<z.infer<S>>[] = [];
    for (const lang of langs) {
      const file = `${base}.${lang}.${ext}`;
      if (!existsSync(path.join(this.root, file))) {
        const other = langs.find((candidate) => candidate !== lang)!;
        this.problems.push(`${file}: is missing; every ${path.basename(`${base}.${other}.${ext}`)} needs its ${lang === 'ta' ? 'Tamil' : 'English'} twin beside it`);
        continue;
      }
      const source = readSource(this.root, file, this.problems);
      if (!source) continue;
      const data = checkSchema(source, fileSchema, this.problems);
      if (data !== undefined) result.push({ lang, source, data: this.fillAll(source, lang, data) });
    }
    return result.length === langs.length ? result : undefined;
  }

  /**
   * The Tamil file against the English one: fields that do not change with the language are
   * the same (`neutral`, paths such as "id" or "gallery.src" for each item), lists have as
   * many items, paragraphs as many lines, and no text is the English copied over.
   */
  private compareTwins(en: Twin<unknown>, ta: Twin<unknown>, neutral: readonly string[]): void {
    const walk = (a: unknown, b: unknown, at: (string | number)[]) => {
      const key = at.filter((part) => typeof part === 'string').join('.');
      if (neutral.includes(key)) {
        if (JSON.stringify(a) !== JSON.stringify(b)) {
          this.problem(ta.source, at, `is ${describe(b)} here but ${describe(a)} in ${path.basename(en.source.file)}; ${neutralNote(neutral)} are the same in both languages`);
        }
        return;
      }
      if (Array.isArray(a) && Array.isArray(b)) {
        if (a.length !== b.length) this.problem(ta.source, at, `has ${b.length} item${b.length === 1 ? '' : 's'} here, ${path.basename(en.source.file)} has ${a.length}`);
        b.forEach((item, index) => walk(a[index], item, [...at, index]));
      } else if (isObject(a) && isObject(b)) {
        for (const field of new Set([...Object.keys(a), ...Object.keys(b)])) {
          if (neutral.includes([...at.filter((part) => typeof part === 'string'), field].join('.')) || (field in a && field in b)) walk(a[field], b[field], [...at, field]);
        }
      } else if (typeof a === 'string' && typeof b === 'string') {
        const lines = (value: string) => value.split('\n').length;
        if (lines(a) !== lines(b)) this.problem(ta.source, at, `has ${lines(b)} paragraph${lines(b) === 1 ? '' : 's'} here, ${path.basename(en.source.file)} has ${lines(a)}`);
        else if (a === b && ENGLISH_WORD.test(a.replace(NAMES, ''))) this.problem(ta.source, at, 'is the English text; write it in Tamil');
      }
    };
    walk(en.data, ta.data, []);
  }

  private pair<F>(twins: Twin<F>[]): { en: Twin<F>; ta: Twin<F> } {
    return { en: twins.find((twin) => twin.lang === 'en')!, ta: twins.find((twin) => twin.lang === 'ta')! };
  }

  // ---------------------------------------------------------------- images

  /**
   * An image slot: the photo named by `file` (beside the source file), or the generated
   * artwork `art` describes. Artwork is collected once, from the English records.
   */
  private image(twin: Twin<unknown>, at: Path, file: string | undefined, alt: string, art: Omit<ArtInput, 'alt'>, minWidth = 0): T.MediaRef {
    if (file) {
      const absolute = path.resolve(this.root, path.dirname(twin.source.file), file);
      const photo = this.photos.get(absolute);
      if (!photo) {
        this.problem(twin.source, at, `names ${file}, which is not an image file beside ${path.basename(twin.source.file)} (${path.relative(this.root, absolute)})`);
        return { src: art.src, width: art.width, height: art.height, alt };
      }
      if (photo.sourceWidth < minWidth) this.problem(twin.source, at, `${file} is ${photo.sourceWidth} px wide; use a photo at least ${minWidth} px wide here`);
      this.usedPhotos.add(absolute);
      return { src: photo.src, width: photo.width, height: photo.height, alt };
    }
    if (twin.lang === 'en' && !this.artwork.has(art.src)) this.artwork.set(art.src, { ...art, alt });
    return { src: art.src, width: art.width, height: art.height, alt };
  }

  /** The photo inline in a Markdown body. */
  private inlineImage(twin: Twin<unknown>, file: string, alt: string, where: string): T.MediaRef | undefined {
    const absolute = path.resolve(this.root, path.dirname(twin.source.file), file);
    const photo = this.photos.get(absolute);
    if (!photo) {
      this.problems.push(`${where}: image ${file} is not an image file beside ${path.basename(twin.source.file)}`);
      return undefined;
    }
    this.usedPhotos.add(absolute);
    return { src: photo.src, width: photo.width, height: photo.height, alt };
  }

  private body(twin: Twin<unknown>, kind: BodyKind): T.Body {
    const body = twin.source.body ?? { text: '', line: 1 };
    return markdownToHast(
      body.text,
      {
        file: twin.source.file,
        line: body.line,
        kind,
        fill: (text, where) => this.fill(text, twin.lang, where),
        image: (file, alt, where) => this.inlineImage(twin, file, alt, where),
        isPage: (page) => this.pages.has(page),
      },
      this.problems,
    );
  }

  /** The Tamil body has the English body's headings (same count and levels), so the two read alike. */
  private compareBodies(en: Twin<unknown>, ta: Twin<unknown>, enBody: T.Body, taBody: T.Body): void {
    const outline = (body: T.Body) => headingsOf(body).join(' ');
    if (outline(enBody) !== outline(taBody)) {
      this.problems.push(`${ta.source.file}:${ta.source.body?.line ?? 1}: the body's headings (${outline(taBody) || 'none'}) do not match ${path.basename(en.source.file)} (${outline(enBody) || 'none'}); translate each section under its own heading`);
    }
  }

  // ---------------------------------------------------------------- record folders

  /** `content/<collection>/<id>-<slug>/` folders, by id. */
  private recordFolders(collection: string): { id: number; base: string }[] {
    const dir = path.join(this.root, CONTENT_DIR, collection);
    const folders: { id: number; base: string }[] = [];
    const seen = new Map<number, string>();
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (!entry.isDirectory()) continue;
      const match = /^(\d+)-[a-z0-9]+(-[a-z0-9]+)*$/.exec(entry.name);
      const where = `${CONTENT_DIR}/${collection}/${entry.name}`;
      if (!match) {
        this.problems.push(`${where}: a folder name is the id, a dash and a short name in lower case, like 061-madurai-book-fair`);
        continue;
      }
      const id = Number(match[1]);
      const earlier = seen.get(id);
      if (earlier) this.problems.push(`${where}: id ${id} is also ${earlier}; each record has its own number`);
      seen.set(id, where);
      folders.push({ id, base: `${where}/index` });
    }
    folders.sort((a, b) => a.id - b.id);
    const last = Math.max(0, ...seen.keys());
    const missing = Array.from({ length: last }, (_, index) => index + 1).filter((id) => !seen.has(id));
    if (missing.length > 0) this.problems.push(`${CONTENT_DIR}/${collection}: ids run from 1 without gaps; missing ${missing.join(', ')} (up to ${last})`);
    return folders;
  }

  private caseStudies(folders: { id: number; base: string }[]): Record<Lang, T.CaseStudy>[] | undefined {
    const records: Record<Lang, T.CaseStudy>[] = [];
    let complete = true;
    for (const folder of folders) {
      const twins = this.twins(folder.base, 'md', schema.caseStudyFile);
      if (!twins) {
        complete = false;
        continue;
      }
      const { en, ta } = this.pair(twins);
      this.compareTwins(en, ta, schema.languageNeutralFields['case-studies']);
      if (Boolean(en.data.logoAlt) !== Boolean(ta.data.logoAlt)) this.problem(ta.source, ['logoAlt'], `is ${ta.data.logoAlt ? 'here' : 'missing here'} but ${en.data.logoAlt ? 'in' : 'not in'} ${path.basename(en.source.file)}`);
      const record = {} as Record<Lang, T.CaseStudy>;
      const bodies = {} as Record<Lang, T.Body>;
      for (const twin of [en, ta]) {
        const data = twin.data;
        if (data.id !== folder.id) this.problem(twin.source, ['id'], `is ${data.id} but the folder's number is ${folder.id}; they must be the same`);
        if (data.logo && !data.logoAlt) this.problem(twin.source, ['logo'], 'needs logoAlt: what the logo shows');
        const base = { caseId: folder.id, category: data.category, client: en.data.client, title: en.data.title, industry: data.industry };
        const [coverWidth, coverHeight] = ART_SIZES.caseCover;
        const [logoWidth, logoHeight] = ART_SIZES.caseLogo;
        const [galleryWidth, galleryHeight] = ART_SIZES.caseGallery;
        const label = en.data.client;
        bodies[twin.lang] = this.body(twin, 'case-study');
        record[twin.lang] = {
          id: data.id,
          title: data.title,
          client: data.client,
          date: data.date,
          duration: data.duration,
          industry: data.industry,
          category: data.category,
          summary: data.summary,
          ...(data.tags ? { tags: data.tags } : {}),
          image: this.image(twin, ['cover'], data.cover, data.coverAlt, { src: `/media/case-studies/cs-${folder.id}`, width: coverWidth, height: coverHeight, label, context: { kind: 'case-cover', ...base } }, MIN_COVER_WIDTH),
          ...(data.logoAlt ? { logo: this.image(twin, ['logo'], data.logo, data.logoAlt, { src: `/media/case-logos/cs-${folder.id}`, width: logoWidth, height: logoHeight, label, context: { kind: 'case-logo', ...base } }) } : {}),
          gallery: (data.gallery ?? []).map((item, index) =>
            this.image(twin, ['gallery', index], item.src, item.alt, {
              src: `/media/case-gallery/cs-${folder.id}-${index + 1}`,
              width: galleryWidth,
              height: galleryHeight,
              label,
              context: { kind: 'case-gallery', ...base, index: index + 1 },
            }),
          ),
          body: bodies[twin.lang],
        };
      }
      this.compareBodies(en, ta, bodies.en, bodies.ta);
      records.push(record);
    }
    return complete ? records : undefined;
  }

  private blogPosts(folders: { id: number; base: string }[]): Record<Lang, T.BlogPost>[] | undefined {
    const records: Record<Lang, T.BlogPost>[] = [];
    let complete = true;
    for (const folder of folders) {
      const twins = this.twins(folder.base, 'md', schema.blogPostFile);
      if (!twins) {
        complete = false;
        continue;
      }
      const { en, ta } = this.pair(twins);
      this.compareTwins(en, ta, schema.languageNeutralFields.blog);
      const record = {} as Record<Lang, T.BlogPost>;
      for (const twin of [en, ta]) {
        const data = twin.data;
        if (data.id !== folder.id) this.problem(twin.source, ['id'], `is ${data.id} but the folder's number is ${folder.id}; they must be the same`);
        const [width, height] = ART_SIZES.blogCover;
        record[twin.lang] = {
          id: data.id,
          title: data.title,
          excerpt: data.excerpt,
          author: data.author,
          date: data.date,
          category: data.category,
          image: this.image(twin, ['cover'], data.cover, data.coverAlt, { src: `/media/blog/post-${folder.id}`, width, height, label: en.data.title, context: { kind: 'blog', id: folder.id, category: en.data.category, title: en.data.title } }, MIN_COVER_WIDTH),
          body: this.body(twin, 'blog'),
        };
      }
      this.compareBodies(en, ta, record.en.body, record.ta.body);
      records.push(record);
    }
    // Newest first (ISO dates compare as strings); the same date falls back to the higher id.
    records.sort((a, b) => b.en.date.localeCompare(a.en.date) || b.en.id - a.en.id);
    return complete ? records : undefined;
  }

  // ---------------------------------------------------------------- YAML collections

  /** One YAML file pair per slug (services, industries), exactly the slugs SPEC names. */
  private slugFiles<S extends z.ZodType>(collection: string, slugs: readonly string[], fileSchema: S, neutral: readonly string[]) {
    const dir = path.join(this.root, CONTENT_DIR, collection);
    for (const name of readdirSync(dir)) {
      const slug = name.replace(/\.(en|ta)\.yaml$/, '');
      if (!slugs.includes(slug)) this.problems.push(`${CONTENT_DIR}/${collection}/${name}: is not one of the ${collection} (${slugs.join(', ')}); their files are <name>.en.yaml and <name>.ta.yaml`);
    }
    const pairs: { slug: string; en: Twin<z.infer<S>>; ta: Twin<z.infer<S>> }[] = [];
    for (const slug of slugs) {
      const twins = this.twins(`${CONTENT_DIR}/${collection}/${slug}`, 'yaml', fileSchema);
      if (!twins) continue;
      const { en, ta } = this.pair(twins);
      this.compareTwins(en, ta, neutral);
      pairs.push({ slug, en, ta });
    }
    return pairs.length === slugs.length ? pairs : undefined;
  }

  private services(): Record<Lang, T.Service>[] | undefined {
    const pairs = this.slugFiles('services', serviceSlugs, schema.serviceFile, schema.languageNeutralFields.services);
    return pairs?.map(({ slug, en, ta }) => {
      const record = {} as Record<Lang, T.Service>;
      for (const twin of [en, ta]) {
        const { banner, bannerAlt, ...data } = twin.data;
        const [width, height] = ART_SIZES.serviceBanner;
        record[twin.lang] = { slug: slug as ServiceSlug, ...data, banner: this.image(twin, ['banner'], banner, bannerAlt, { src: `/media/services/${slug}`, width, height, context: { kind: 'service', slug } }, MIN_COVER_WIDTH) };
      }
      return record;
    });
  }

  private industries(): Record<Lang, T.Industry>[] | undefined {
    const pairs = this.slugFiles('industries', industrySlugs, schema.industryFile, schema.languageNeutralFields.industries);
    if (!pairs) return undefined;
    const ids = new Map<number, string>();
    for (const { en } of pairs) {
      if (ids.has(en.data.id)) this.problem(en.source, ['id'], `${en.data.id} is also the id of ${ids.get(en.data.id)}`);
      ids.set(en.data.id, en.source.file);
    }
    return pairs
      .map(({ slug, en, ta }) => {
        const record = {} as Record<Lang, T.Industry>;
        for (const twin of [en, ta]) {
          const { image, imageAlt, ...data } = twin.data;
          const [width, height] = ART_SIZES.industry;
          record[twin.lang] = { slug: slug as IndustrySlug, ...data, image: this.image(twin, ['image'], image, imageAlt, { src: `/media/industries/${slug}`, width, height, context: { kind: 'industry', slug } }) };
        }
        return record;
      })
      .sort((a, b) => a.en.id - b.en.id);
  }

  /** `content/<collection>/index.<lang>.yaml`: a list whose items line up in both languages. */
  private list<S extends z.ZodType>(collection: keyof typeof schema.languageNeutralFields, fileSchema: S): Twin<z.infer<S>>[] | undefined {
    const twins = this.twins(`${CONTENT_DIR}/${collection}/index`, 'yaml', fileSchema);
    if (!twins) return undefined;
    const { en, ta } = this.pair(twins);
    this.compareTwins(en, ta, schema.languageNeutralFields[collection]);
    return twins;
  }

  private pageImages(): Twin<z.infer<typeof schema.pageImagesFile>>[] | undefined {
    const twins = this.twins(`${CONTENT_DIR}/page-images/index`, 'yaml', schema.pageImagesFile);
    if (!twins) return undefined;
    const { en, ta } = this.pair(twins);
    this.compareTwins(en, ta, schema.languageNeutralFields['page-images']);
    return twins;
  }

  private legal(name: 'privacy' | 'terms'): Record<Lang, T.LegalDocument> | undefined {
    const twins = this.twins(`${CONTENT_DIR}/legal/${name}`, 'md', schema.legalFile);
    if (!twins) return undefined;
    const { en, ta } = this.pair(twins);
    this.compareTwins(en, ta, schema.languageNeutralFields.legal);
    const record = {} as Record<Lang, T.LegalDocument>;
    for (const twin of [en, ta]) record[twin.lang] = { title: twin.data.title, updated: monthText(twin.data.updated, twin.lang), body: this.body(twin, 'legal') };
    this.compareBodies(en, ta, record.en.body, record.ta.body);
    return record;
  }
}

function neutralNote(neutral: readonly string[]): string {
  return [...new Set(neutral.map((field) => field.split('.').pop()))].join(', ');
}

/** "h2 h2 h3 …": a body's heading levels in order. */
function headingsOf(body: T.Body): string[] {
  const found: string[] = [];
  const walk = (node: T.Body | T.Body['children'][number]) => {
    if (node.type === 'element' && /^h[1-6]$/.test(node.tagName)) found.push(node.tagName);
    if ('children' in node) for (const child of node.children) walk(child as T.Body['children'][number]);
  };
  walk(body);
  return found;
}

/** "2025-02" → "February 2025" / "பிப்ரவரி 2025". */
function monthText(month: string, lang: Lang): string {
  const [year, number] = month.split('-').map(Number);
  const name = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : intlLocale[lang], { month: 'long', timeZone: 'UTC' }).format(Date.UTC(year!, number! - 1, 1));
  return `${name} ${year}`;
}

/** "Kovai Pumps & Motors" → "kovai-pumps-and-motors"; "homeAbout" → "home-about". */
export function kebab(text: string): string {
  return text
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export type { ArtContext };
