/**
 * Tamil beside the English: how a record's `ta` object is checked against the English
 * (build and server only, through validate.ts).
 *
 * The schema checks each `ta` field is present, trimmed and not empty. This adds what a
 * schema cannot say: lists and content blocks line up one for one with the English (same
 * count, same block types), a paragraph has as many lines as the English one, and a field is
 * not simply the English text copied over.
 */

/** Latin words of four or more letters with a lower-case letter: English prose, not "SEO" or "UX/UI". */
const ENGLISH_WORD = /\b[A-Za-z]*[a-z][A-Za-z]{3,}\b/;

/** Names that stay in Latin script in Tamil text (DESIGN.md), so a field of only these may be the same in both. */
const NAMES = /\b(Kolam Studio|WhatsApp|Instagram|Facebook|LinkedIn|Behance|YouTube|Google|OpenStreetMap)\b/g;

/** Empty or untrimmed strings anywhere in a value (copy has no schema of its own). */
export function blankProblems(value: unknown, path: string): string[] {
  if (typeof value === 'string') {
    if (value.trim() === '') return [`${path}: must not be empty`];
    if (value !== value.trim()) return [`${path}: has leading or trailing spaces`];
    return [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => blankProblems(item, `${path}[${index}]`));
  if (isObject(value)) return Object.entries(value).flatMap(([key, child]) => blankProblems(child, `${path}.${key}`));
  return [];
}

export function translationProblems(english: unknown, tamil: unknown, path: string): string[] {
  const problems: string[] = [];
  compare(english, tamil, path, problems);
  return problems;
}

function compare(english: unknown, tamil: unknown, path: string, problems: string[]): void {
  if (Array.isArray(tamil)) {
    if (!Array.isArray(english)) return;
    if (tamil.length !== english.length) {
      problems.push(`${path}: has ${tamil.length} item${tamil.length === 1 ? '' : 's'} in Tamil, the English has ${english.length}`);
    }
    tamil.forEach((item, index) => compare(english[index], item, `${path}[${index}]`, problems));
    return;
  }
  if (isObject(tamil)) {
    if (!isObject(english)) return;
    for (const [field, value] of Object.entries(tamil)) {
      if (field === 'type') {
        if (english.type !== value) problems.push(`${path}.type: is ${JSON.stringify(value)} in Tamil, the English block is ${JSON.stringify(english.type)}`);
        continue;
      }
      compare(english[field], value, `${path}.${field}`, problems);
    }
    return;
  }
  if (typeof tamil === 'string' && typeof english === 'string') {
    const tamilLines = tamil.split('\n').length;
    const englishLines = english.split('\n').length;
    if (tamilLines !== englishLines) problems.push(`${path}: has ${tamilLines} line${tamilLines === 1 ? '' : 's'} in Tamil, the English has ${englishLines}`);
    if (tamil === english && ENGLISH_WORD.test(english.replace(NAMES, ''))) problems.push(`${path}: is the English text, not a Tamil translation`);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
