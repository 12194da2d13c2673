/**
 * The link to the same page in the other language (DESIGN.md "Tamil edition"): a plain
 * link, so it works without JavaScript and loads the other language's document whole. It
 * keeps the page's own query state (category, search text, shown count, open image) and
 * drops anything else; its text is in the language it leads to.
 */
import { useLocation } from 'react-router';
import { hreflang, localizePath, otherLang, splitLangPath } from '../i18n/lang.js';
import { useLang, useUi } from '../i18n/ui-context.js';
import { usePageRoute } from '../routes/handle.js';
import { canonicalPathname, declaredQuery } from '../routes/index.js';

export function LanguageSwitch({ className }: { className?: string }) {
  const lang = useLang();
  const { shell } = useUi();
  const { pathname, search } = useLocation();
  const target = otherLang[lang];
  const route = usePageRoute()?.definition ?? {};
  const query = declaredQuery(route, new URLSearchParams(search)).toString();
  const href = localizePath(splitLangPath(canonicalPathname(pathname)).path, target) + (query ? `?${query}` : '');
  return (
    <a href={href} hrefLang={hreflang[target]} lang={target} className={className ? `language-switch ${className}` : 'language-switch'}>
      {shell.switchTo}
    </a>
  );
}
