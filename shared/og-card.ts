/**
 * Link-preview cards (DESIGN.md "Link previews", docs/decisions/011): every page has its own
 * 1200×630 JPEG, drawn at build by scripts/og/cards.ts, at a URL made from the page's
 * canonical path alone, so the server writes the page's `og:image` without asking the build.
 *
 *   /                     → /og/en/index.jpg        /ta            → /og/ta/index.jpg
 *   /case-studies/12      → /og/en/case-studies/12.jpg
 *   /ta/case-studies/12   → /og/ta/case-studies/12.jpg
 *   a not-found page      → /og/en/site.jpg (the studio's own card; /og/ta/site.jpg in Tamil)
 *
 * What a card says (its title, the brand and the studio line) is worked out here too, from
 * the page's meta, so the card's picture and its `og:image:alt` never disagree.
 */
import { mediaLargestSrc } from './content/media.js';
import type { MediaRef } from './content/types.js';
import type { Lang } from './i18n/lang.js';
import type { PageMetaFields } from './routing/route.js';
import { site } from './site.js';

export const ogCard = { width: 1200, height: 630, type: 'image/jpeg', extension: 'jpg' } as const;

/** Where every card lives, under the client output folder and under the site. */
export const OG_CARD_DIR = 'og';

/** The card of a page: its canonical path without the language prefix, or undefined for a page of no URL (404). */
export function ogCardPath(lang: Lang, neutralPath: string | undefined): string {
  const name = neutralPath === undefined ? 'site' : neutralPath === '/' ? 'index' : neutralPath.replace(/^\//, '');
  return `/${OG_CARD_DIR}/${lang}/${name}.${ogCard.extension}`;
}

/** A route's card artwork (`meta().image`): the largest built file of one of the page's images. */
export function cardArt(image: Pick<MediaRef, 'src' | 'width'> | undefined): string | undefined {
  return image ? mediaLargestSrc(image) : undefined;
}

/** What a card shows, and its text alternative (`og:image:alt`), in the page's language. */
export type OgCardText = { title: string; line: string; alt: string };

/**
 * The line under the title: the first sentence of the footer's blurb ("Branding and
 * business-development studio in Chennai"), already written in both languages.
 */
export function studioLine(footerBlurb: string): string {
  return (footerBlurb.split(/(?<=\.)\s/)[0] ?? footerBlurb).replace(/\.$/, '').trim();
}

/** The page title without the brand (a home title is "Kolam Studio | …"). */
function withoutBrand(title: string): string {
  const parts = title.split(/\s+\|\s+/).filter((part) => part !== site.brand);
  return parts.length > 0 ? parts.join(' | ') : title;
}

/**
 * A page's card text: its `cardTitle`, or its title without the brand. `fields` undefined is
 * the studio's own card (not-found pages): the studio line is its title.
 */
export function ogCardText(fields: Pick<PageMetaFields, 'title' | 'exactTitle' | 'cardTitle'> | undefined, footerBlurb: string): OgCardText {
  const line = studioLine(footerBlurb);
  if (!fields) return { title: line, line, alt: `${site.brand}: ${line}` };
  const title = fields.cardTitle ?? (fields.exactTitle ? withoutBrand(fields.title) : fields.title);
  return { title, line, alt: `${title} — ${site.brand}, ${line}` };
}
