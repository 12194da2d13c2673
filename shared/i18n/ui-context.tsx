/**
 * The document's language and its interface text, for any component: useLang() (from the
 * boot data, the language of the URL) and useUi() (shared/i18n/copy/ui.ts, loaded before
 * the first render on both sides). useLocalize() turns a site path into the language's.
 */
import { createContext, useCallback, useContext } from 'react';
import { useBoot } from '../boot.js';
import type { UiCopy } from './copy/ui.js';
import { localizePath, type Lang } from './lang.js';

export const UiContext = createContext<UiCopy | null>(null);

export function useUi(): UiCopy {
  const ui = useContext(UiContext);
  if (!ui) throw new Error('useUi() outside <UiContext.Provider>');
  return ui;
}

export function useLang(): Lang {
  return useBoot().lang;
}

/** "/services" → "/ta/services" on a Tamil page. */
export function useLocalize(): (path: string) => string {
  const lang = useLang();
  return useCallback((path: string) => localizePath(path, lang), [lang]);
}
