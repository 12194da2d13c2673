/**
 * Per-page <title>, meta, Open Graph and canonical link. React 19 hoists these into
 * <head> on the server and keeps them in sync on client-side navigation.
 */
import { site } from '../site.js';
import { useBoot } from '../boot.js';

export type PageMetaProps = {
  /** Page title without the brand; the brand is appended ("Services | Kolam Studio"). */
  title: string;
  description: string;
  /** Canonical path, e.g. "/services/branding". Query strings are not part of it. */
  path: string;
  keywords?: readonly string[];
  /** Image path or absolute URL for Open Graph. */
  image?: string;
  type?: 'website' | 'article';
  /** Not-found pages are kept out of indexes. */
  noindex?: boolean;
  /** Title used as is, without the brand suffix (home). */
  exactTitle?: boolean;
};

const defaultKeywords = ['branding agency Chennai', 'digital agency Tamil Nadu', 'Kolam Studio'];

export function PageMeta({ title, description, path, keywords = [], image, type = 'website', noindex, exactTitle }: PageMetaProps) {
  const { siteUrl } = useBoot();
  const fullTitle = exactTitle ? title : `${title} | ${site.brand}`;
  const url = `${siteUrl}${path === '/' ? '/' : path}`;
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
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content="en_IN" />
      <meta name="twitter:card" content="summary_large_image" />
      <link rel="canonical" href={url} />
    </>
  );
}
