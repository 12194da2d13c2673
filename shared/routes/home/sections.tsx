/**
 * Home below its first screen (SPEC §2.3): services, industries, case-study teaser, projects
 * carousel, client logos and the contact call-to-action. A deferred part of the home page
 * (./page.tsx): its code loads after the page has started hydrating; the server renders it
 * with the page.
 */
import { CaseStudyCard } from '../../components/case-study-card.js';
import { ClientLogoCarousel } from '../../components/client-logo-carousel.js';
import { IndustryCard } from '../../components/industry-card.js';
import { LocalLink } from '../../components/local-link.js';
import { ProjectsCarousel } from '../../components/projects-carousel.js';
import { ServiceCard } from '../../components/service-card.js';
import { useRevealOnce } from '../../components/use-reveal.js';
import type { CaseStudyCard as CaseStudyCardData } from '../../content/types.js';
import type { HomeData } from './route.js';
import type { HomeCopy } from './copy.js';

function CaseStudyTeaser({ cards, copy }: { cards: readonly CaseStudyCardData[]; copy: HomeCopy['caseStudies'] }) {
  const reveal = useRevealOnce<HTMLUListElement>();
  return (
    <section id="case-studies" className="section section--sand home-cases" aria-labelledby="home-cases-title">
      <div className="container">
        <div className="home-cases__header">
          <div className="section__header">
            <p className="eyebrow">{copy.eyebrow}</p>
            <h2 id="home-cases-title">{copy.title}</h2>
          </div>
          <LocalLink to="/case-studies" className="button button--secondary">
            {copy.all}
          </LocalLink>
        </div>
        <ul ref={reveal.ref} className={`home-cases__grid ${reveal.className}`.trim()}>
          {cards.map((card, index) => (
            <li key={card.id} className={`home-cases__item reveal-item reveal-delay-${index}`}>
              <CaseStudyCard card={card} sizes="(min-width: 1920px) 360px, (min-width: 1200px) 380px, (min-width: 900px) 30vw, (min-width: 600px) 46vw, calc(100vw - 50px)" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function HomeSections({ data }: { data: HomeData['sections'] }) {
  return (
    <>
      <section id="services" className="section home-services" aria-labelledby="home-services-title">
        <div className="container">
          <div className="section__header section__header--center">
            <p className="eyebrow">{data.copy.services.eyebrow}</p>
            <h2 id="home-services-title">{data.copy.services.title}</h2>
            <p className="section__lead">{data.copy.services.lead}</p>
          </div>
          <ul className="card-grid home-services__grid">
            {data.services.map((service) => (
              <li key={service.slug}>
                <ServiceCard service={service} variant="compact" />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section id="industries" className="section section--ink home-industries" aria-labelledby="home-industries-title">
        <div className="container">
          <div className="section__header section__header--center">
            <p className="eyebrow">{data.copy.industries.eyebrow}</p>
            <h2 id="home-industries-title">{data.copy.industries.title}</h2>
            <p className="section__lead">{data.copy.industries.lead}</p>
          </div>
          <ul className="card-grid home-industries__grid">
            {data.industries.map((industry) => (
              <li key={industry.slug}>
                <IndustryCard industry={industry} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CaseStudyTeaser cards={data.caseStudies} copy={data.copy.caseStudies} />
      <ProjectsCarousel posters={data.posters} />
      <ClientLogoCarousel logos={data.logos} />
      <section id="contact" className="home-cta" aria-labelledby="home-cta-title">
        <div className="container home-cta__inner">
          <h2 id="home-cta-title">{data.copy.cta.title}</h2>
          <p>{data.copy.cta.text}</p>
          <LocalLink to="/contact" className="button button--light">
            {data.copy.cta.button}
          </LocalLink>
        </div>
      </section>
    </>
  );
}
