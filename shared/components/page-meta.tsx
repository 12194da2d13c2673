/**
 * Per-page <title>, meta, Open Graph, canonical link and language alternates. React 19
 * hoists these into <head> on the server and keeps them in sync on client-side navigation.
 *
 * Every page exists in every language at the same path under the language's prefix, so the
 * alternates are the canonical path in each language (hreflang en-IN, ta-IN, and x-default
 * for English). Not-found pages get neither a canonical link nor alternates.
 *
 * The link preview is the page's own card, drawn at build (shared/og-card.ts): a 1200×630
 * JPEG at a path made from the canonical path, with its size, type and text alternative, so
 * messengers lay the preview out before they download it. A not-found page shows the
 * studio's card.
 */
import { useBoot } from '../boot.js';
import { hreflang, langs, localizePath, ogLocale, splitLangPath } from '../i18n/lang.js';
import { useUi } from '../i18n/ui-context.js';
import { ogCard, ogCardPath, ogCardText } from '../og-card.js';
import type { PageMetaFields } from '../routes/define.js';
import { site } from '../site.js';

export type PageMetaProps = PageMetaFields & {
  /**
   * Canonical path with its language prefix, e.g. "/ta/services/branding": query strings are
   * never part of it. Absent on not-found pages, which are the page of no URL.
   */
  path?: string;
  /** Not-found pages are kept out of indexes. */
  noindex?: boolean;
};

export function PageMeta({ title, description, path, keywords = [], type = 'website', noindex, exactTitle, cardTitle }: PageMetaProps) {
  const { siteUrl, lang } = useBoot();
  const { shell } = useUi();
  const fullTitle = exactTitle ? title : `${title} | ${site.brand}`;
  const url = path === undefined ? undefined : `${siteUrl}${path}`;
  const neutral = path === undefined ? undefined : splitLangPath(path).path;
  const cardUrl = `${siteUrl}${ogCardPath(lang, neutral)}`;
  const cardAlt = ogCardText(neutral === undefined ? undefined : { title, exactTitle, cardTitle }, shell.footer.blurb).alt;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={[...keywords, ...shell.keywords].join(', ')} />
      <meta name="author" content={site.brand} />
      <meta name="robots" content={noindex ? 'noindex, follow' : 'index, follow'} />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={cardUrl} />
      <meta property="og:image:width" content={String(ogCard.width)} />
      <meta property="og:image:height" content={String(ogCard.height)} />
      <meta property="og:image:type" content={ogCard.type} />
      <meta property="og:image:alt" content={cardAlt} />
      <meta property="og:locale" content={ogLocale[lang]} />
      {langs
        .filter((other) => other !== lang)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={ogLocale[other]} />
        ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={cardUrl} />
      <meta name="twitter:image:alt" content={cardAlt} />
      {url ? <link rel="canonical" href={url} /> : null}
      {neutral !== undefined
        ? langs.map((other) => <link key={other} rel="alternate" hrefLang={hreflang[other]} href={`${siteUrl}${localizePath(neutral, other)}`} />)
        : null}
      {neutral !== undefined ? <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${localizePath(neutral, 'en')}`} /> : null}
    </>
  );
}
