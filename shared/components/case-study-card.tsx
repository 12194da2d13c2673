/**
 * A case-study card (SPEC §2.3 teaser, §2.9 list): image (a placeholder when missing), its
 * category's label, title, a two-line clamped summary and a "View More" overlay on hover and
 * keyboard focus, in the page's language (the record arrives in it; the labels are
 * useUi().caseStudies). The whole card is one link to /case-studies/{id}: the title's link
 * is stretched over the card, so the link's accessible name is just the title and the
 * summary stays readable text.
 */
import type { CaseStudyCard as CaseStudyCardData } from '../content/types.js';
import { useUi } from '../i18n/ui-context.js';
import { LocalLink } from './local-link.js';
import { ImagePlaceholder, ResponsiveImage } from './responsive-image.js';

export type CaseStudyCardProps = {
  card: CaseStudyCardData;
  /** h3 under a section heading (home teaser, list grid), h2 directly under the page's h1. */
  headingLevel?: 2 | 3;
  /** The image's `sizes`, from the grid the card sits in. */
  sizes: string;
  /** Cards in the first row of a page load their image at once (it may be the largest paint). */
  loading?: 'lazy' | 'eager';
  className?: string;
};

export function CaseStudyCard({ card, headingLevel = 3, sizes, loading = 'lazy', className }: CaseStudyCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { card: copy, categories } = useUi().caseStudies;
  return (
    <article className={className ? `case-card ${className}` : 'case-card'}>
      <div className="case-card__media">
        {card.image ? <ResponsiveImage image={card.image} sizes={sizes} loading={loading} /> : <ImagePlaceholder />}
        <span className="case-card__overlay" aria-hidden="true">
          <span className="case-card__more">{copy.viewMore}</span>
        </span>
      </div>
      <div className="case-card__body">
        <p className="case-card__category">{categories[card.category]}</p>
        <Heading className="case-card__title">
          <LocalLink to={`/case-studies/${card.id}`} className="case-card__link">
            {card.title}
          </LocalLink>
        </Heading>
        <p className="case-card__summary">{card.summary}</p>
      </div>
    </article>
  );
}
