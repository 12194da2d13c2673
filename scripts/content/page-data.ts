/**
 * The pages' data files (build step): for every route with a data.ts (shared/routes/<id>/), in
 * every language, what that page shows, written as JSON into dist/client/data/<lang>/<id>.json,
 * or one file per record (<id>/<key>.json) for pages of a record. Loaders read them: the
 * server from memory, the browser over HTTP on a client-side navigation. A page downloads
 * neither the other language nor records it never shows.
 *
 * data.ts receives the language's content as pages show it: records in that language, with
 * dates and durations spelt for it (PageContent).
 */
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CaseStudyCard, Collections } from '../../shared/content/types.js';
import { blogDate, caseStudyDate, caseStudyDuration, caseStudyIsoDate } from '../../shared/i18n/format.js';
import { shellCopy } from '../../shared/i18n/copy/shell.js';
import { uiCopy } from '../../shared/i18n/copy/ui.js';
import { langs, localizePath, type Lang } from '../../shared/i18n/lang.js';
import { routeDefinitions } from '../../shared/routes/index.js';

/** A language's content as the pages' data.ts see it. */
export function pageContent(collections: Collections, lang: Lang) {
  const caseStudies = collections.caseStudies.map((caseStudy) => {
    // The date for structured data (the case-study page's JSON-LD): "2024-03-01".
    const published = caseStudyIsoDate(caseStudy.date);
    return {
      ...caseStudy,
      date: caseStudyDate(caseStudy.date, lang) ?? caseStudy.date,
      duration: caseStudyDuration(caseStudy.duration, lang) ?? caseStudy.duration,
      ...(published ? { published } : {}),
    };
  });
  return {
    ...collections,
    lang,
    caseStudies,
    /** What list cards, the home teaser and neighbour links show: a case study without its body and gallery. */
    caseStudyCards: caseStudies.map(({ body: _body, gallery: _gallery, published: _published, ...card }): CaseStudyCard => card),
    blogPosts: collections.blogPosts.map((post) => ({ ...post, dateText: blogDate(post.date, lang) })),
    /** The short industry names the shell uses ("Healthcare"), by slug. */
    industryLabels: shellCopy[lang].industryLinks,
  };
}
export type PageContent = ReturnType<typeof pageContent>;

/**
 * What a data.ts exports: `one` for a page with one file, or `each` for a page per record (the
 * keys are the record's URL segment: an id or a slug).
 */
export type PageDataBuilder = { one(content: PageContent): unknown } | { each(content: PageContent): Record<string, unknown> };

export function definePageData<B extends PageDataBuilder>(builder: B): B {
  return builder;
}

/** The data a data.ts writes into one page's file. */
export type PageDataOf<B> = B extends { one(content: PageContent): infer D } ? D : B extends { each(content: PageContent): Record<string, infer D> } ? D : never;

/** A page of the sitemap: its route, language and localized path. */
export type SitePage = { route: string; lang: Lang; path: string };

/** The file listing every page the data files make (dist/client/data/pages.json). */
export const PAGES_FILE = 'pages.json';
/** The interface text every page shows (the root route's loader reads it). */
export const UI_FILE = 'ui';
/** The studio's share artwork (content/page-images: openGraph), for link-preview cards of pages without their own. */
export const STUDIO_IMAGE_FILE = 'studio-image.json';

/** Every route's data.ts (shared/routes/<id>/data.ts), by route id; a route without one (the catch-all) has no data. */
export async function pageDataBuilders(): Promise<Record<string, PageDataBuilder>> {
  const builders: Record<string, PageDataBuilder> = {};
  for (const route of routeDefinitions) {
    if (route.path === '*') continue;
    const module = (await import(`../../shared/routes/${route.id}/data.ts`)) as { default: PageDataBuilder };
    builders[route.id] = module.default;
  }
  return builders;
}

/**
 * Writes every page's data file (and the interface text) into `dataDir`, and returns every
 * page of the sitemap.
 *
 * Each file is written beside itself and renamed over the old one, and the files of pages
 * that are gone are deleted last: in `npm run dev` the running server reads these files while
 * a save rebuilds them (a new client bundle makes it read pages.json at any moment), and it
 * must never find a file half written or missing. (Emptying the folder first, as this did,
 * stopped the dev server when it read pages.json in between.)
 */
export async function writePageData(dataDir: string, byLang: Readonly<Record<Lang, Collections>>): Promise<{ files: number; pages: SitePage[] }> {
  const builders = await pageDataBuilders();
  const written = new Set<string>();
  const pages: SitePage[] = [];
  let files = 0;
  const put = async (full: string, text: string) => {
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(`${full}.tmp`, text);
    await rename(`${full}.tmp`, full);
    written.add(full);
  };
  const write = async (file: string, value: unknown) => {
    await put(path.join(dataDir, `${file}.json`), JSON.stringify(value));
    files += 1;
  };
  for (const lang of langs) {
    const content = pageContent(byLang[lang], lang);
    await write(`${lang}/${UI_FILE}`, uiCopy(lang));
    for (const route of routeDefinitions) {
      const builder = builders[route.id];
      if (!builder) continue;
      if ('one' in builder) {
        await write(`${lang}/${route.id}`, builder.one(content));
        pages.push({ route: route.id, lang, path: localizePath(route.path, lang) });
      } else {
        for (const [key, value] of Object.entries(builder.each(content))) {
          await write(`${lang}/${route.id}/${key}`, value);
          pages.push({ route: route.id, lang, path: localizePath(route.path.replace(/:[a-z]+/i, key), lang) });
        }
      }
    }
  }
  await put(path.join(dataDir, PAGES_FILE), JSON.stringify(pages));
  await put(path.join(dataDir, STUDIO_IMAGE_FILE), JSON.stringify(byLang.en.pageImages.openGraph));
  // Every other file: those of pages that are no longer there (a record deleted or
  // renumbered), and the build's compressed copies (.br, .gz) of the files written before.
  for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !written.has(full)) await rm(full, { force: true });
  }
  return { files, pages };
}
