/**
 * Interface text (not content records): written side by side, English and Tamil, in one
 * object per part of the site (shared/i18n/copy/*.ts). The build writes each language into
 * its own module (shared/content/generated/<lang>/), so a page only downloads its language.
 *
 * TypeScript checks that the Tamil has every key of the English; the content validator
 * checks that no text is empty (a missing or empty translation fails the build).
 */
import type { Lang } from './lang.js';

export type Copy<T> = Readonly<Record<Lang, T>>;

export function defineCopy<T>(copy: { en: T; ta: NoInfer<T> }): Copy<T> {
  return copy;
}
