/**
 * /services/{slug} (SPEC §2.5): pills to switch service, banner, title and summary, then
 * "What We Deliver", "Why Partner With Us", "Our Proven Process" and "← All Services".
 * The route (shared/routes/service.ts) finds the service; an unknown slug is its 404.
 */
import { CheckIcon } from '../../components/icons.js';
import { LocalLink } from '../../components/local-link.js';
import { PillNav } from '../../components/pill-nav.js';
import { ResponsiveImage } from '../../components/responsive-image.js';
import { ServiceIcon } from '../../components/service-icon.js';
import type { PageProps } from '../define.js';
import type { ServiceData } from './route.js';
import { useUi } from '../../i18n/ui-context.js';

export default function ServicePage({ data: { service, services, copy } }: PageProps<ServiceData>) {
  const { serviceLinks } = useUi().shell;
  const pills = services.map((item) => ({ to: `/services/${item.slug}`, label: serviceLinks[item.slug] }));
  return (
    <article className="service-detail">
      <header className="service-detail__intro">
        <div className="container">
          <PillNav label={copy.pillsLabel} items={pills} className="detail-pills" />
          <div className="service-detail__banner">
            {/* The banner is the largest thing above the fold: loaded eagerly, first. */}
            <ResponsiveImage image={service.banner} sizes="(min-width: 1250px) 1200px, calc(100vw - 3rem)" loading="eager" fetchPriority="high" />
          </div>
          <div className="service-detail__heading">
            <span className="service-detail__icon">
              <ServiceIcon icon={service.icon} />
            </span>
            <div>
              <p className="eyebrow">{copy.eyebrow}</p>
              <h1 className="service-detail__title">{service.title}</h1>
            </div>
            <p className="service-detail__summary">{service.summary}</p>
          </div>
          <ul className="tag-list service-detail__tags" aria-label={copy.tagsLabel}>
            {service.tags.map((tag) => (
              <li key={tag} className="tag">
                {tag}
              </li>
            ))}
          </ul>
        </div>
      </header>

      <section className="section deliverables" aria-labelledby="deliverables-title">
        <div className="container">
          <header className="section__header">
            <p className="eyebrow">{copy.deliverables.eyebrow}</p>
            <h2 id="deliverables-title">{copy.deliverables.title}</h2>
          </header>
          <ul className="deliverables__grid">
            {service.deliverables.map((item) => (
              <li key={item.title} className="card deliverable">
                <h3 className="deliverable__title">{item.title}</h3>
                <p className="deliverable__text">{item.desc}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--ink why-partner" aria-labelledby="why-partner-title">
        <div className="container why-partner__inner">
          <header className="why-partner__header">
            <p className="eyebrow">{copy.why.eyebrow}</p>
            <h2 id="why-partner-title">{copy.why.title}</h2>
          </header>
          <ul className="check-list check-list--light">
            {service.why.map((reason) => (
              <li key={reason} className="check-list__item">
                <CheckIcon className="check-list__icon" />
                <span>{reason}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section process" aria-labelledby="process-title">
        <div className="container">
          <header className="section__header">
            <p className="eyebrow">{copy.process.eyebrow}</p>
            <h2 id="process-title">{copy.process.title}</h2>
          </header>
          <ol className="process__steps">
            {service.process.map((step, index) => (
              <li key={step.step} className="process__step">
                <span className="process__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 className="process__title">{step.step}</h3>
                  <p className="process__text">{step.desc}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="service-detail__actions">
            <LocalLink className="button button--secondary" to="/services">
              {copy.allServices}
            </LocalLink>
            <LocalLink className="button button--primary" to="/contact">
              {copy.start}
            </LocalLink>
          </div>
        </div>
      </section>
    </article>
  );
}
