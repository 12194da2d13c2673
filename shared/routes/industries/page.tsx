/** /industries (SPEC §2.6): hero and the six industry cards, each with at most 5 items. */
import { IndustryCard } from '../../components/industry-card.js';
import { LocalLink } from '../../components/local-link.js';
import { PageHero } from '../../components/page-hero.js';
import type { PageProps } from '../define.js';
import type { IndustriesData } from './route.js';

/** The widest grid has three columns: their images are above the fold on a phone and a desktop. */
const FIRST_ROW = 3;

export default function IndustriesPage({ data: { industries, copy } }: PageProps<IndustriesData>) {
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={<p>{copy.hero.lead}</p>} />

      <section className="section industries-list" aria-label={copy.listLabel}>
        <div className="container">
          <ul className="card-grid industries-list__grid">
            {industries.map((industry, index) => (
              <li key={industry.slug}>
                <IndustryCard industry={industry} headingLevel={2} showItems loading={index < FIRST_ROW ? 'eager' : 'lazy'} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--sand industries-cta" aria-labelledby="industries-cta-title">
        <div className="container industries-cta__inner">
          <div>
            <h2 id="industries-cta-title" className="industries-cta__title">
              {copy.cta.title}
            </h2>
            <p className="industries-cta__text">{copy.cta.text}</p>
          </div>
          <LocalLink className="button button--primary" to="/contact">
            {copy.cta.button}
          </LocalLink>
        </div>
      </section>
    </>
  );
}
