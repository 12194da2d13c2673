/**
 * Home (SPEC §2.3): hero, statistics, about, services, industries, case-study teaser,
 * projects carousel, client logos, contact call-to-action, in that order.
 * Its content chunk carries card-sized slices only (shared/content/cards.ts), not detail records.
 */
import { CaseStudyCard } from '../components/case-study-card.js';
import { ClientLogoCarousel } from '../components/client-logo-carousel.js';
import { IndustryCard } from '../components/industry-card.js';
import { KolamArt } from '../components/kolam-art.js';
import { LocalLink } from '../components/local-link.js';
import { ProjectsCarousel } from '../components/projects-carousel.js';
import { ResponsiveImage } from '../components/responsive-image.js';
import { ServiceCard } from '../components/service-card.js';
import { StatsStrip } from '../components/stats-strip.js';
import { useRevealOnce } from '../components/use-reveal.js';
import type { LocalCaseStudyCard } from '../content/page-content.js';
import type { MediaRef } from '../content/schema.js';
import type { HomeCopy } from '../i18n/copy/pages/home.js';
import type { PageProps } from '../routing/lazy-page.js';
import type { HomeData } from '../routes/home.js';

function HomeHero({ copy }: { copy: HomeCopy['hero'] }) {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="container home-hero__inner">
        <div className="home-hero__text">
          <p className="eyebrow">{copy.eyebrow}</p>
          <h1 id="home-title" className="home-hero__title">
            {copy.title}
          </h1>
          <p className="home-hero__lead">{copy.lead}</p>
          <div className="home-hero__actions">
            <a className="button button--primary" href="#contact">
              {copy.start}
            </a>
            <a className="button button--light" href="#case-studies">
              {copy.work}
            </a>
          </div>
        </div>
        <KolamArt figure="hero" className="home-hero__art" weight={0.075} dotSize={0.07} drawable />
      </div>
    </section>
  );
}

function AboutBlock({ image, copy }: { image: MediaRef; copy: HomeCopy['about'] }) {
  return (
    <section className="section home-about" aria-labelledby="home-about-title">
      <div className="container home-about__grid">
        <LocalLink to="/about" className="home-about__media" aria-label={copy.imageLink}>
          <ResponsiveImage image={image} sizes="(min-width: 1024px) 45vw, 100vw" loading="lazy" />
        </LocalLink>
        <div className="home-about__text">
          <p className="eyebrow">{copy.eyebrow}</p>
          <h2 id="home-about-title">{copy.title}</h2>
          <p className="section__lead">{copy.lead}</p>
          <p>{copy.text}</p>
          <LocalLink to="/about" className="button button--secondary">
            {copy.more}
          </LocalLink>
        </div>
      </div>
    </section>
  );
}

function CaseStudyTeaser({ cards, copy }: { cards: readonly LocalCaseStudyCard[]; copy: HomeCopy['caseStudies'] }) {
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
              <CaseStudyCard card={card} sizes="(min-width: 1280px) 20vw, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function HomePage({ data }: PageProps<HomeData>) {
  return (
    <>
      <HomeHero copy={data.copy.hero} />
      <StatsStrip label={data.copy.stats.label} stats={data.stats} />
      <AboutBlock image={data.aboutImage} copy={data.copy.about} />
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
