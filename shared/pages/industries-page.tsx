/** /industries (SPEC §2.6): hero and the six industry cards, each with at most 5 items. */
import { Link } from 'react-router';
import { IndustryCard } from '../components/industry-card.js';
import { PageHero } from '../components/page-hero.js';
import type { PageProps } from '../routing/lazy-page.js';
import type { IndustriesData } from '../routes/industries.js';

/** The widest grid has three columns: their images are above the fold on a phone and a desktop. */
const FIRST_ROW = 3;

export default function IndustriesPage({ data: { industries } }: PageProps<IndustriesData>) {
  return (
    <>
      <PageHero eyebrow="Who we work with" title="Industries" lead={<p>Six industries. Click any to explore tailored solutions and services.</p>} />

      <section className="section industries-list" aria-label="Industries we serve">
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
              Working in another sector?
            </h2>
            <p className="industries-cta__text">
              Manufacturers, restaurants, NGOs and start-ups work with us too. Tell us about your market and we will show you relevant work.
            </p>
          </div>
          <Link className="button button--primary" to="/contact">
            Talk to Us
          </Link>
        </div>
      </section>
    </>
  );
}
