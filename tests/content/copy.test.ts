/**
 * The interface text (shared/i18n/copy/**, shared/routes/<page>/copy.ts): TypeScript checks the
 * Tamil has every key of the English; this checks what it cannot: no text is empty or has
 * spaces at its ends, lists have as many items in Tamil as in English, and no Tamil text is
 * the English copied over.
 */
import { describe, expect, it } from 'vitest';
import { errorPageCopy } from '../../shared/i18n/copy/error-page.js';
import { uiCopy } from '../../shared/i18n/copy/ui.js';
import { pageCopies } from '../helpers/copy.js';

/** Latin words of four or more letters with a lower-case letter: English prose, not "SEO" or "UX/UI". */
const ENGLISH_WORD = /\b[A-Za-z]*[a-z][A-Za-z]{3,}\b/;
/** Names that stay in Latin script in Tamil text (DESIGN.md). */
const NAMES = /\b(Kolam Studio|WhatsApp|Instagram|Facebook|LinkedIn|Behance|YouTube|Google|OpenStreetMap|OFF)\b/g;

function problems(english: unknown, tamil: unknown, path: string, found: string[] = []): string[] {
  if (typeof tamil === 'string') {
    if (tamil.trim() === '' || tamil !== tamil.trim()) found.push(`${path}: empty or untrimmed`);
    if (typeof english === 'string') {
      if (english.trim() === '' || english !== english.trim()) found.push(`${path} (English): empty or untrimmed`);
      if (tamil === english && ENGLISH_WORD.test(english.replace(NAMES, ''))) found.push(`${path}: the English text, not Tamil`);
    }
  } else if (Array.isArray(tamil) && Array.isArray(english)) {
    if (tamil.length !== english.length) found.push(`${path}: ${tamil.length} items in Tamil, ${english.length} in English`);
    tamil.forEach((item, index) => problems(english[index], item, `${path}[${index}]`, found));
  } else if (typeof tamil === 'object' && tamil !== null && typeof english === 'object' && english !== null) {
    for (const [key, value] of Object.entries(tamil)) problems((english as Record<string, unknown>)[key], value, `${path}.${key}`, found);
  }
  return found;
}

describe('interface copy', () => {
  it('has every page of the route table', () => {
    expect(Object.keys(pageCopies).length).toBeGreaterThanOrEqual(16);
  });

  it.each([...Object.entries(pageCopies), ['ui', { en: uiCopy('en'), ta: uiCopy('ta') }], ['error-page', errorPageCopy]] as const)('%s: no blank text, Tamil that lines up with the English and is not the English', (_name, copy) => {
    expect(problems(copy.en, copy.ta, 'copy')).toEqual([]);
  });
});
