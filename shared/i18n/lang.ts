/**
 * The site's languages. English lives at `/`, every other language under its own prefix.
 */
export const langs = ['en'] as const;
export type Lang = (typeof langs)[number];

export const defaultLang: Lang = 'en';

/** URL prefix of a language: '' for English. */
export const langPrefix: Record<Lang, string> = { en: '' };

/** `<html lang>` and hreflang of each language. */
export const htmlLang: Record<Lang, string> = { en: 'en-IN' };

/** Open Graph locale of each language. */
export const ogLocale: Record<Lang, string> = { en: 'en_IN' };

/** A language-neutral path ("/services") in a language ("/ta/services"; "/ta" for "/"). */
export function localizePath(path: string, lang: Lang): string {
  const prefix = langPrefix[lang];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}
