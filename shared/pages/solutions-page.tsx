/**
 * /solutions (SPEC §2.8, §4): the hero with the three tagline lines, the category filter and
 * the solution cards, each linking to a case study.
 *
 * The selected category lives in the URL (`?category=`), so the server renders every state.
 * The filter is a GET form of toggle buttons (`aria-pressed`): without JavaScript a button
 * submits `/solutions?category=…`; with it, the click navigates in the client (a history
 * entry per choice, so back/forward restore the filter). An unknown category shows "All"
 * (200): the canonical link is /solutions either way, so no soft-404 page gets indexed.
 */
import { useId, type MouseEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHero } from '../components/page-hero.js';
import { PageMeta } from '../components/page-meta.js';
import { ALL } from '../content/constants.js';
import type { Solution } from '../content/schema.js';
import { isSolutionFilter, listSolutions, solutionFilters, type SolutionFilter } from '../content/solutions.js';

const taglines = ['INNOVATE FASTER', 'INNOVATE BETTER', 'INNOVATE TOGETHER'] as const;

/** The filter a `?category=` value selects: a known category, else "All". */
export function solutionFilterFrom(value: string | null): SolutionFilter {
  return value !== null && isSolutionFilter(value) ? value : ALL;
}

/** URL of one filter state; "All" is the bare page. */
export function solutionsHref(filter: SolutionFilter): string {
  return filter === ALL ? '/solutions' : `/solutions?${new URLSearchParams({ category: filter }).toString()}`;
}

export default function SolutionsPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const selected = solutionFilterFrom(searchParams.get('category'));
  const cards = listSolutions(selected);

  const choose = (event: MouseEvent<HTMLButtonElement>, filter: SolutionFilter) => {
    event.preventDefault();
    if (filter !== selected) void navigate(solutionsHref(filter));
  };

  return (
    <>
      <PageMeta
        title="Solutions"
        description="Branding, digital marketing, packaging, web and app development and personal branding solutions from Kolam Studio, each backed by a real case study."
        path="/solutions"
        keywords={['branding solutions', 'digital marketing Chennai', 'packaging design', 'web and app development', 'personal branding']}
      />
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
                {solutionFilters.map((filter) => (
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
