/**
 * One industry as an image card (SPEC §2.3 home grid, §2.6 industries list): image (or a
 * placeholder), name, summary and, with `showItems`, at most the first 5 list items.
 * The title link is stretched over the whole card, so the card is one click target while
 * the link's accessible name stays short. Callers wrap cards in their own list. Records
 * arrive in the page's language; the link leads to the industry in that language.
 */
import type { IndustryCardData, MediaRef } from '../content/types.js';
import { useUi } from '../i18n/ui-context.js';
import { LocalLink } from './local-link.js';
import { ImagePlaceholder, ResponsiveImage } from './responsive-image.js';

/** SPEC §9: an industry card lists at most 5 bullets. */
const MAX_ITEMS = 5;

export type IndustryCardProps = {
  /** A full Industry or just its card fields (shared/content/cards.ts). */
  industry: IndustryCardData;
  headingLevel?: 2 | 3;
  showItems?: boolean;
  /** Cards in the first row of a page load their image at once (it may be the largest paint). */
  loading?: 'lazy' | 'eager';
};

export function IndustryCard({ industry, headingLevel = 3, showItems = false, loading = 'lazy' }: IndustryCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const copy = useUi().industryCard;
  // The schema requires an image; the placeholder guards content edited by hand.
  const image: MediaRef | undefined = industry.image;
  const items = showItems ? industry.items.slice(0, MAX_ITEMS) : [];
  return (
    <article className="card industry-card">
      <div className="card__media industry-card__media">
        {image ? (
          <ResponsiveImage image={image} sizes="(min-width: 1200px) 380px, (min-width: 700px) 46vw, calc(100vw - 50px)" loading={loading} />
        ) : (
          <ImagePlaceholder />
        )}
      </div>
      <div className="card__body industry-card__body">
        <Heading className="card__title industry-card__title">
          <LocalLink className="industry-card__link" to={`/industries/${industry.slug}`}>
            {industry.name}
          </LocalLink>
        </Heading>
        <p className="card__text industry-card__summary">{industry.summary}</p>
        {items.length > 0 ? (
          <ul className="industry-card__items">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
        <span className="industry-card__more" aria-hidden="true">
          {`${copy.more} `}
          <span className="industry-card__arrow">→</span>
        </span>
      </div>
    </article>
  );
}
