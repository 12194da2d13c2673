/**
 * Interface text every page may show: the shell and the components pages share. The build
 * writes it per language (shared/content/generated/<lang>/ui.ts); the browser loads the
 * document's language before hydrating, and components read it with useUi().
 */
import type { Lang } from '../lang.js';
import { legalCopy, type LegalCopy } from './legal.js';
import { shellCopy, type ShellCopy } from './shell.js';

export type UiCopy = { shell: ShellCopy; legal: LegalCopy };

export function uiCopy(lang: Lang): UiCopy {
  return { shell: shellCopy[lang], legal: legalCopy[lang] };
}
