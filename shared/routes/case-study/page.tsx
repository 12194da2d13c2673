/**
 * /case-studies/{id} (SPEC §2.10, §4): hero image, title, "{client} | {industry}", the
 * project facts, the gallery with its full-screen viewer, the body, previous/next case
 * studies in list order, a "Case Studies" button and a contact block.
 * The route (shared/routes/case-study.ts) finds the case study, its gallery and neighbours,
 * all in the page's language, with the page's text (`copy`) and its category's label; an
 * unknown id is its 404. The client's name stays in Latin script (lang="en" on a Tamil page);
 * its place is in the page's language.
 */
import { CaseStudyGallery } from '../../components/case-study-gallery.js';
import { ArrowIcon } from '../../components/icons.js';
import { LatinNames } from '../../components/latin-names.js';
import { LocalLink } from '../../components/local-link.js';
import { MarkdownBody } from '../../components/markdown-body.js';
import { ResponsiveImage } from '../../components/responsive-image.js';
import type { CaseStudyNeighbour } from './data.js';
import type { CaseStudyCopy } from './copy.js';
import type { PageProps } from '../define.js';
import type { CaseStudyData } from './route.js';

export default function CaseStudyPage({ data: { caseStudy, industry, categoryLabel, images, previous, next, copy } }: PageProps<CaseStudyData>) {
  return (
    <article className="case-study">
      <CaseStudyHero caseStudy={caseStudy} industry={industry} categoryLabel={categoryLabel} copy={copy} />

      <section className="section case-gallery" aria-labelledby="case-gallery-heading">
        <div className="container case-gallery__inner">
          <h2 id="case-gallery-heading" className="case-gallery__heading">
            {copy.galleryHeading}
          </h2>
          <CaseStudyGallery caseId={caseStudy.id} title={caseStudy.title} images={images} />
        </div>
      </section>

      <div className="section case-study__body">
        <div className="container case-study__prose">
          <MarkdownBody body={caseStudy.body} className="case-body" />
        </div>
      </div>

      <nav className="section section--sand case-neighbours" aria-label={copy.neighbours.label}>
        <div className="container">
          <div className="case-neighbours__grid">
            {previous ? <NeighbourLink card={previous} direction="previous" label={copy.neighbours.previous} /> : <span className="case-neighbours__gap" />}
            {next ? <NeighbourLink card={next} direction="next" label={copy.neighbours.next} /> : <span className="case-neighbours__gap" />}
          </div>
          <p className="case-neighbours__all">
            <LocalLink to="/case-studies" className="button button--secondary">
              <ArrowIcon className="case-neighbours__back-icon" />
              {copy.caseStudies}
            </LocalLink>
          </p>
        </div>
      </nav>

      <section className="case-contact" aria-labelledby="case-contact-heading">
        <div className="container case-contact__inner">
          <div>
            <h2 id="case-contact-heading">{copy.contact.title}</h2>
            <p className="case-contact__text">{copy.contact.text}</p>
          </div>
          <LocalLink to="/contact" className="button button--light case-contact__button">
            {copy.contact.button}
          </LocalLink>
        </div>
      </section>
    </article>
  );
}

type HeroProps = { caseStudy: CaseStudyData['caseStudy']; industry: string; categoryLabel: string; copy: CaseStudyCopy };

function CaseStudyHero({ caseStudy, industry, categoryLabel, copy }: HeroProps) {
  return (
    <header className="case-hero">
      <div className="container case-hero__inner">
        <div className="case-hero__text">
          <p className="eyebrow">{categoryLabel}</p>
          <h1 className="case-hero__title">{caseStudy.title}</h1>
          <p className="case-hero__client">
            <LatinNames text={caseStudy.client} />
            {` | ${industry}`}
          </p>
          <dl className="case-hero__facts">
            <div>
              <dt>{copy.facts.date}</dt>
              <dd>{caseStudy.date}</dd>
            </div>
            <div>
              <dt>{copy.facts.duration}</dt>
              <dd>{caseStudy.duration}</dd>
            </div>
            <div>
              <dt>{copy.facts.category}</dt>
              <dd>{categoryLabel}</dd>
            </div>
          </dl>
          {caseStudy.tags && caseStudy.tags.length > 0 ? (
            <ul className="tag-list case-hero__tags" aria-label={copy.tagsLabel}>
              {caseStudy.tags.map((tag) => (
                <li key={tag} className="tag">
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="case-hero__media">
          <ResponsiveImage
            image={caseStudy.image}
            sizes="(min-width: 1280px) 582px, (min-width: 1024px) 45.6vw, calc(100vw - 3rem)"
            loading="eager"
            fetchPriority="high"
            className="case-hero__image"
          />
        </div>
      </div>
    </header>
  );
}

function NeighbourLink({ card, direction, label }: { card: CaseStudyNeighbour; direction: 'previous' | 'next'; label: string }) {
  return (
    <LocalLink
      to={`/case-studies/${card.id}`}
      className={`case-neighbour case-neighbour--${direction}`}
      rel={direction === 'previous' ? 'prev' : 'next'}
    >
      <span className="case-neighbour__thumb">
        <ResponsiveImage image={card.image} sizes="(max-width: 480px) 76px, 112px" decorative />
      </span>
      <span className="case-neighbour__text">
        <span className="case-neighbour__label">
          {direction === 'previous' ? (
            <>
              <ArrowIcon className="case-neighbour__arrow" /> {label}
            </>
          ) : (
            <>
              {label} <ArrowIcon className="case-neighbour__arrow" />
            </>
          )}
        </span>
        <span className="case-neighbour__title">{card.title}</span>
      </span>
    </LocalLink>
  );
}
