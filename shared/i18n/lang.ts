/**
 * The site's languages (DESIGN.md "Tamil edition"): English at `/`, Tamil under `/ta` with
 * the same slugs and ids. A document has one language, the one of its URL; links between
 * the two are plain links (a full page load), never a redirect by Accept-Language.
 */
export const langs = ['en', 'ta'] as const;
export type Lang = (typeof langs)[number];

export const defaultLang: Lang = 'en';

/** URL prefix of a language: '' for English. */
export const langPrefix: Record<Lang, string> = { en: '', ta: '/ta' };

/** `<html lang>` of each language. */
export const htmlLang: Record<Lang, string> = { en: 'en-IN', ta: 'ta' };

/** hreflang of each language (x-default is English). */
export const hreflang: Record<Lang, string> = { en: 'en-IN', ta: 'ta-IN' };

/** Open Graph locale of each language. */
export const ogLocale: Record<Lang, string> = { en: 'en_IN', ta: 'ta_IN' };

/** Intl locale of each language: dates, numbers (Indian digit grouping in both). */
export const intlLocale: Record<Lang, string> = { en: 'en-IN', ta: 'ta-IN' };

/** The other language, for the language switch. */
export const otherLang: Record<Lang, Lang> = { en: 'ta', ta: 'en' };

/** A language-neutral path ("/services") in a language ("/ta/services"; "/ta" for "/"). */
export function localizePath(path: string, lang: Lang): string {
  const prefix = langPrefix[lang];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The language of a path and the path without its language prefix ("/ta/blog/1" → ta, "/blog/1"). */
export function splitLangPath(path: string): { lang: Lang; path: string } {
  for (const lang of langs) {
    const prefix = langPrefix[lang];
    if (!prefix) continue;
    const lower = path.toLowerCase();
    if (lower === prefix || lower === `${prefix}/`) return { lang, path: '/' };
    if (lower.startsWith(`${prefix}/`)) return { lang, path: path.slice(prefix.length) };
  }
  return { lang: defaultLang, path };
}
