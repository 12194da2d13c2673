/**
 * What a page is (docs/ARCHITECTURE.md): a folder under shared/routes/ with
 *
 *   route.ts   this definition: path, the query parameters it reads, how it loads its data,
 *              its <head> (meta), its place in the breadcrumb trail, its JSON-LD, its
 *              not-found text
 *   page.tsx   the page component (its own chunk, loaded through React Router's `lazy`)
 *   copy.ts    the page's own text, English and Tamil side by side
 *   data.ts    what the build writes into the page's data files from content/ (build only)
 *   page.css   its styles (imported by client/styles/main.css)
 *
 * shared/routes/index.ts lists the definitions and turns them into React Router route objects
 * for every language; the server and the browser run the same loaders.
 */
import type { ComponentType } from 'react';
import { data as response } from 'react-router';
import type { Thing } from 'schema-dts';
import type { NotFoundKey, ShellCopy } from '../i18n/copy/shell.js';
import type { Lang } from '../i18n/lang.js';
import { readDataFile } from './data-source.js';

export type PageMetaFields = {
  /** Page title without the brand ("Services"); the brand is appended unless exactTitle. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /**
   * The page's artwork (a built media file, e.g. mediaLargestSrc(cover)): its link-preview
   * card (shared/og-card.ts) shows a piece of it. Pages without one get the studio's art.
   */
  image?: string;
  /** What the link-preview card says when it is not the title (a title that changes with the query). */
  cardTitle?: string;
  type?: 'website' | 'article';
  exactTitle?: boolean;
};

/** Which not-found text a route's 404 shows, and where its link leads. */
export type NotFoundRoute = { copy: NotFoundKey; backTo: string };

export type PageProps<D> = { data: D };

/** The section pages: what a breadcrumb trail passes through between the home page and a page. */
export type SectionPath = '/services' | '/industries' | '/solutions' | '/case-studies' | '/project' | '/about' | '/contact' | '/blog' | '/learn' | '/terms' | '/privacy';

/**
 * Where a page sits below the home page: Home › its section (named by `shell.breadcrumb.sections`)
 * and, on a record's page, › the record (`name`, at the page's own path). The trail is shown
 * above the page and is the page's BreadcrumbList in JSON-LD, so the two never differ.
 */
export type BreadcrumbPlace<D> = { section: SectionPath; name?(data: D): string };

/** A step of a breadcrumb trail: its name and its language-neutral path ("/services"). */
export type Crumb = { name: string; path: string };

/** What a page's JSON-LD is made with besides its data. */
export type JsonLdContext = {
  /** The public origin (SITE_URL). */
  siteUrl: string;
  lang: Lang;
  /** The page's canonical URL. */
  url: string;
  /** The shell's text in the page's language (the studio's description). */
  shell: ShellCopy;
};

/**
 * A node of a page's JSON-LD graph, typed by schema-dts: a property schema.org does not have
 * on that type fails the type check (shared/structured-data.ts builds them).
 */
export type JsonLdNode = Thing;

export type LoadArgs = {
  lang: Lang;
  params: Readonly<Record<string, string | undefined>>;
  /** The request's query (only the parameters the route declares reach a render). */
  search: URLSearchParams;
  /**
   * The page's data file written by the build (shared/routes/<id>/data.ts) in the page's
   * language: `file()` for a page with one, `file(key)` for one per record. A key with no
   * file is a 404.
   */
  file<T>(key?: string): Promise<T>;
};

export type RouteDefinition<D> = {
  /** The folder's name: shared/routes/<id>/. */
  id: string;
  /** React Router's path syntax, the same in every language (Tamil adds /ta in front). */
  path: string;
  /** The query parameters the page reads; nothing else changes the page or its cache key. */
  query?: readonly string[];
  load(args: LoadArgs): Promise<D>;
  /** The page component; only the catch-all (whose loader always answers 404) has none. */
  page?(): Promise<{ default: ComponentType<PageProps<D>> }>;
  meta(data: D): PageMetaFields;
  /** The page's place in the breadcrumb trail: every page below the home page has one. */
  breadcrumb?: BreadcrumbPlace<D>;
  /**
   * What the page says about itself in JSON-LD, in its language, from its data (the
   * BreadcrumbList comes from `breadcrumb`): one script in the document's <head> holds both.
   */
  jsonLd?(data: D, context: JsonLdContext): readonly JsonLdNode[];
  notFound?: NotFoundRoute;
  /**
   * A form the page posts without JavaScript: the server handles the post itself (the contact
   * form: server/plugins/contact-api.ts) and renders the page with what this returns from it,
   * which the page reads with useActionData().
   */
  action?(posted: unknown): unknown;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRouteDefinition = RouteDefinition<any>;

/** Declares a page; TypeScript infers the data type from `load`. */
export function defineRoute<D>(definition: RouteDefinition<D>): RouteDefinition<D> {
  return definition;
}

/** Thrown by a loader whose URL names no record: React Router answers 404 with the route's not-found text. */
export function notFound(): never {
  throw response(null, { status: 404 });
}

/** The file of a page's data: "<lang>/<route id>" or "<lang>/<route id>/<key>". */
export function dataFilePath(lang: Lang, id: string, key?: string): string {
  return key === undefined ? `${lang}/${id}` : `${lang}/${id}/${key}`;
}

/** Keys are ids and slugs: anything else cannot name a file, and is a 404 without a fetch. */
const KEY = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The `file` of LoadArgs for a route in a language. */
export function dataFileReader(lang: Lang, id: string): LoadArgs['file'] {
  return (key) => {
    if (key !== undefined && !KEY.test(key)) notFound();
    return readDataFile(dataFilePath(lang, id, key));
  };
}
