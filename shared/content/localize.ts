/**
 * A record in one language: English as written, or the record with its Tamil `ta` laid
 * over the English field by field (lists item by item, so shared fields such as a legal
 * section's `id` or a block's `type` stay). Images carry their Tamil alt text in `ta` too.
 * Build and server only: pages receive records already in their language.
 */
import type { Lang } from '../i18n/lang.js';

/** A value with every `ta` removed: what one language's pages see. */
export type Localized<T> = T extends readonly (infer U)[]
  ? Localized<U>[]
  : T extends object
    ? { [K in keyof T as K extends 'ta' ? never : K]: Localized<T[K]> }
    : T;

export function localize<T>(value: T, lang: Lang): Localized<T> {
  return localizeValue(value, lang) as Localized<T>;
}

function localizeValue(value: unknown, lang: Lang): unknown {
  if (Array.isArray(value)) return value.map((item) => localizeValue(item, lang));
  if (!isObject(value)) return value;
  const { ta, ...rest } = value;
  const base: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(rest)) base[key] = localizeValue(child, lang);
  return lang === 'ta' && ta !== undefined ? overlay(base, localizeValue(ta, lang)) : base;
}

/** `over` laid on `base`: objects key by key, lists item by item, anything else replaced. */
function overlay(base: unknown, over: unknown): unknown {
  if (Array.isArray(base) && Array.isArray(over)) return over.map((item, index) => overlay(base[index], item));
  if (isObject(base) && isObject(over)) {
    const merged: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(over)) merged[key] = overlay(base[key], value);
    return merged;
  }
  return over;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
