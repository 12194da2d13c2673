/**
 * /solutions (SPEC §2.8, §4): the hero with the three tagline lines, the category filter and
 * the solution cards, each linking to a case study.
 *
 * The selected category lives in the URL (`?category=`; the route reads it, an unknown one
 * shows "All"), so the server renders every state. The filter is a GET form of toggle
 * buttons (`aria-pressed`): without JavaScript a button submits `/solutions?category=…`; with
 * it, the click navigates in the client (a history entry per choice, so back/forward restore
 * the filter).
 */
import { useId, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHero } from '../components/page-hero.js';
import { ALL } from '../content/constants.js';
import type { Solution } from '../content/schema.js';
import type { PageProps } from '../routing/lazy-page.js';
import type { SolutionsData } from '../routes/solutions.js';

const taglines = ['INNOVATE FASTER', 'INNOVATE BETTER', 'INNOVATE TOGETHER'] as const;

/** URL of one filter state; "All" is the bare page. */
export function solutionsHref(filter: string): string {
  return filter === ALL ? '/solutions' : `/solutions?${new URLSearchParams({ category: filter }).toString()}`;
}

export default function SolutionsPage({ data: { cards, filters, category: selected } }: PageProps<SolutionsData>) {
  const navigate = useNavigate();

  const choose = (event: MouseEvent<HTMLButtonElement>, filter: string) => {
    event.preventDefault();
    if (filter !== selected) void navigate(solutionsHref(filter));
  };

  return (
    <>
      <PageHero
        eyebrow="Solutions"
        title="Solutions"
        className="solutions-hero"
        lead={<p>Proven answers to the problems Tamil Nadu businesses bring us, each one tried on a real project.</p>}
      >
        <p className="solutions-hero__taglines">
          {taglines.map((line) => (
            <span key={line} className="solutions-hero__tagline">
              {line}
            </span>
          ))}
        </p>
      </PageHero>

      <section className="section solutions" aria-labelledby="solutions-heading">
        <div className="container">
          <div className="solutions__toolbar">
            <h2 id="solutions-heading" className="solutions__heading">
              Browse by category
            </h2>
            <form method="get" action="/solutions" className="solutions__filters" aria-label="Filter solutions by category">
              <ul className="pill-row">
                {filters.map((filter) => (
                  <li key={filter}>
                    <button
                      type="submit"
                      name="category"
                      value={filter}
                      className="pill"
                      aria-pressed={filter === selected}
                      onClick={(event) => choose(event, filter)}
                    >
                      {filter}
                    </button>
                  </li>
                ))}
              </ul>
            </form>
            <p className="solutions__count" aria-live="polite">
              {selected === ALL ? `All ${cards.length} solutions` : `${cards.length} solutions in ${selected}`}
            </p>
          </div>

          <ul className="solutions__grid">
            {cards.map((solution) => (
              <li key={`${solution.category}-${solution.title}`}>
                <SolutionCard solution={solution} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

function SolutionCard({ solution }: { solution: Solution }) {
  const titleId = useId();
  return (
    <article className="solution-card">
      <p className="solution-card__category">{solution.category}</p>
      <h3 id={titleId} className="solution-card__title">
        {solution.title}
      </h3>
      <p className="solution-card__desc">{solution.desc}</p>
      <Link to={`/case-studies/${solution.caseStudyId}`} className="solution-card__link" aria-describedby={titleId}>
        VIEW CASE STUDY <span className="solution-card__arrow" aria-hidden="true">→</span>
      </Link>
    </article>
  );
}
