/**
 * Per-page <title>, meta, Open Graph and canonical link. React 19 hoists these into
 * <head> on the server and keeps them in sync on client-side navigation.
 */
import { useBoot } from '../boot.js';
import type { PageMetaFields } from '../routing/route.js';
import { site } from '../site.js';

export type PageMetaProps = PageMetaFields & {
  /**
   * Canonical path, e.g. "/services/branding": query strings are never part of it. Absent on
   * not-found pages, which are the page of no URL.
   */
  path?: string;
  /** Not-found pages are kept out of indexes. */
  noindex?: boolean;
};

const defaultKeywords = ['branding agency Chennai', 'digital agency Tamil Nadu', 'Kolam Studio'];

export function PageMeta({ title, description, path, keywords = [], image, type = 'website', noindex, exactTitle }: PageMetaProps) {
  const { siteUrl } = useBoot();
  const fullTitle = exactTitle ? title : `${title} | ${site.brand}`;
  const url = path === undefined ? undefined : `${siteUrl}${path}`;
  const imageUrl = image ? (image.startsWith('http') ? image : `${siteUrl}${image}`) : `${siteUrl}/og-image.png`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={[...keywords, ...defaultKeywords].join(', ')} />
      <meta name="author" content={site.brand} />
      <meta name="robots" content={noindex ? 'noindex, follow' : 'index, follow'} />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content="en_IN" />
      <meta name="twitter:card" content="summary_large_image" />
      {url ? <link rel="canonical" href={url} /> : null}
    </>
  );
}
