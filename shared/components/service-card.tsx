/**
 * One service as a card (SPEC §2.3 home grid, §2.4 services list).
 * 'full': icon, title, summary, the five tags and the "Learn More →" button.
 * 'compact': icon, title and summary, the whole card one link (home page grid).
 * Callers wrap cards in their own list (`<ul class="card-grid"><li>…`).
 */
import type { ServiceCardData } from '../content/types.js';
import { useUi } from '../i18n/ui-context.js';
import { LocalLink } from './local-link.js';
import { ServiceIcon } from './service-icon.js';

export type ServiceCardProps = {
  /** A full Service or just its card fields (shared/content/cards.ts). */
  service: ServiceCardData;
  headingLevel?: 2 | 3;
  variant?: 'compact' | 'full';
};

export function ServiceCard({ service, headingLevel = 3, variant = 'full' }: ServiceCardProps) {
  const copy = useUi().homeComponents.serviceCard;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/services/${service.slug}`;
  const titleId = `service-card-${service.slug}`;

  if (variant === 'compact') {
    return (
      <LocalLink className="card service-card service-card--compact" to={href}>
        <span className="service-card__icon">
          <ServiceIcon icon={service.icon} />
        </span>
        <Heading className="card__title service-card__title">{service.title}</Heading>
        <p className="card__text service-card__summary">{service.summary}</p>
        <span className="service-card__more" aria-hidden="true">
          {`${copy.more} `}
          <span className="service-card__arrow">→</span>
        </span>
      </LocalLink>
    );
  }

  return (
    <article className="card service-card service-card--full">
      <span className="service-card__icon">
        <ServiceIcon icon={service.icon} />
      </span>
      <Heading className="card__title service-card__title" id={titleId}>
        {service.title}
      </Heading>
      <p className="card__text service-card__summary">{service.summary}</p>
      {service.tags.length > 0 ? (
        <ul className="tag-list service-card__tags" aria-label={copy.tagsLabel.replace('{title}', () => service.title)}>
          {service.tags.map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {service.buttonText ? (
        <LocalLink className="button button--secondary service-card__button" to={href} aria-describedby={titleId}>
          {service.buttonText}
        </LocalLink>
      ) : null}
    </article>
  );
}
