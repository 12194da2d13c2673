/** /services (SPEC §2.4): hero, the six service cards and "Our Proven Timeline". */
import { ContactBand } from '../../components/contact-band.js';
import { PageHero } from '../../components/page-hero.js';
import { ServiceCard } from '../../components/service-card.js';
import type { PageProps } from '../define.js';
import type { ServicesData } from './route.js';

export default function ServicesPage({ data: { services, copy } }: PageProps<ServicesData>) {
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={<p>{copy.hero.lead}</p>} />

      <section className="section services-list" aria-labelledby="services-list-title">
        <div className="container">
          <header className="section__header">
            <p className="eyebrow">{copy.list.eyebrow}</p>
            <h2 id="services-list-title">{copy.list.title}</h2>
            <p className="section__lead">{copy.list.lead}</p>
          </header>
          <ul className="card-grid services-list__grid">
            {services.map((service) => (
              <li key={service.slug}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--sand services-timeline" aria-labelledby="services-timeline-title">
        <div className="container">
          <header className="section__header section__header--center">
            <p className="eyebrow">{copy.timeline.eyebrow}</p>
            <h2 id="services-timeline-title">{copy.timeline.title}</h2>
            <p className="section__lead">{copy.timeline.lead}</p>
          </header>
          <ol className="timeline">
            {copy.timeline.steps.map((step, index) => (
              <li key={step.title} className="timeline__step">
                <span className="timeline__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="timeline__title">{step.title}</h3>
                <p className="timeline__text">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <ContactBand id="services-cta" copy={copy.cta} />
    </>
  );
}
