/**
 * /solutions (SPEC §2.8, §4): the hero with the three tagline lines, the category filter and
 * the solution cards, each linking to a case study.
 *
 * The selected category lives in the URL (`?category=`; the route reads it, an unknown one
 * shows "All"), so the server renders every state. The filter is a GET form of toggle
 * buttons (`aria-pressed`): without JavaScript a button submits `/solutions?category=…`; with
 * it, the click navigates in the client (a history entry per choice, so back/forward restore
 * the filter). Category values stay English in the URL in both languages (`?category=Packaging`
 * on /ta/solutions too); buttons and cards show the copy's label for each.
 */
import { useId, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { LocalLink } from '../components/local-link.js';
import { PageHero } from '../components/page-hero.js';
import { ALL } from '../content/constants.js';
import type { Solution } from '../content/types.js';
import type { SolutionsCopy } from '../i18n/copy/pages/solutions.js';
import { useLocalize } from '../i18n/ui-context.js';
import type { PageProps } from '../routing/lazy-page.js';
import type { SolutionsData } from '../routes/solutions.js';

/** Language-neutral URL of one filter state; "All" is the bare page. */
export function solutionsHref(filter: string): string {
  return filter === ALL ? '/solutions' : `/solutions?${new URLSearchParams({ category: filter }).toString()}`;
}

/** A category's label in the page's language (the value itself if the copy has none). */
function categoryLabel(copy: SolutionsCopy, category: string): string {
  return (copy.categories as Record<string, string>)[category] ?? category;
}

/** "All {count} solutions" / "{count} solutions in {category}" with the values filled in. */
function countLine(copy: SolutionsCopy, count: number, category: string): string {
  const template = category === ALL ? copy.count.all : copy.count.category;
  return template.replace('{count}', String(count)).replace('{category}', () => categoryLabel(copy, category));
}

export default function SolutionsPage({ data: { cards, filters, category: selected, copy } }: PageProps<SolutionsData>) {
  const navigate = useNavigate();
  const localize = useLocalize();

  const choose = (event: MouseEvent<HTMLButtonElement>, filter: string) => {
    event.preventDefault();
    if (filter !== selected) void navigate(localize(solutionsHref(filter)));
  };

  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} className="solutions-hero" lead={<p>{copy.hero.lead}</p>}>
        <p className="solutions-hero__taglines">
          {copy.hero.taglines.map((line) => (
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
              {copy.filter.heading}
            </h2>
            <form method="get" action={localize('/solutions')} className="solutions__filters" aria-label={copy.filter.label}>
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
                      {categoryLabel(copy, filter)}
                    </button>
                  </li>
                ))}
              </ul>
            </form>
            <p className="solutions__count" aria-live="polite">
              {countLine(copy, cards.length, selected)}
            </p>
          </div>

          <ul className="solutions__grid">
            {cards.map((solution) => (
              <li key={`${solution.category}-${solution.title}`}>
                <SolutionCard solution={solution} copy={copy} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

function SolutionCard({ solution, copy }: { solution: Solution; copy: SolutionsCopy }) {
  const titleId = useId();
  return (
    <article className="solution-card">
      <p className="solution-card__category">{categoryLabel(copy, solution.category)}</p>
      <h3 id={titleId} className="solution-card__title">
        {solution.title}
      </h3>
      <p className="solution-card__desc">{solution.desc}</p>
      <LocalLink to={`/case-studies/${solution.caseStudyId}`} className="solution-card__link" aria-describedby={titleId}>
        {`${copy.viewCaseStudy} `}
        <span className="solution-card__arrow" aria-hidden="true">
          →
        </span>
      </LocalLink>
    </article>
  );
}
