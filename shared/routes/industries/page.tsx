/** /industries (SPEC §2.6): hero and the six industry cards, each with at most 5 items. */
import { IndustryCard } from '../../components/industry-card.js';
import { ContactBand } from '../../components/contact-band.js';
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

      <ContactBand id="industries-cta" copy={copy.cta} onSand />
    </>
  );
}
