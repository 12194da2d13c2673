/**
 * /case-studies (SPEC §2.9, §4, §5): search, category filter, the card grid and "Show 12 more".
 *
 * State lives in the URL (`?q=&category=&shown=`), so the server renders every view and a
 * shared link restores it. Without JavaScript the search is a GET form, the category buttons
 * submit a second GET form that carries the current q and shown, and "Show 12 more" is a
 * link to the next `shown`. With JavaScript the same controls navigate in place: typing
 * replaces the history entry, a category or "Show 12 more" pushes one, and back/forward
 * restore the view; the route's loader (./list.ts) filters the data file the browser fetched
 * once, so the list follows at once. The typed text is local state so typing stays smooth
 * while the router's update of the URL catches up.
 *
 * Both languages: the text is the page's copy and useUi().caseStudies (category labels), the
 * cards arrive in the page's language, and every URL (form actions, links, navigations) is
 * the page's own language's. Category values stay English in the URL on /ta too.
 */
import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent, type MouseEvent } from 'react';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { CaseStudyCard } from '../../components/case-study-card.js';
import { LocalLink } from '../../components/local-link.js';
import { PageHero } from '../../components/page-hero.js';
import { ALL } from '../../content/constants.js';
import type { CaseStudiesCopy } from './copy.js';
import { useLocalize, useUi } from '../../i18n/ui-context.js';
import type { PageProps } from '../define.js';
import type { CaseStudiesData } from './route.js';
import { caseStudyListState, PAGE_SIZE, type CaseStudyListState } from './list.js';

/** The language-neutral URL of a list state, leaving out defaults: "/case-studies?q=logo&shown=24". */
export function caseStudiesHref({ q, category, shown }: CaseStudyListState): string {
  const params = new URLSearchParams();
  if (q !== '') params.set('q', q);
  if (category !== ALL) params.set('category', category);
  if (shown !== PAGE_SIZE) params.set('shown', String(shown));
  const search = params.toString();
  return search ? `/case-studies?${search}` : '/case-studies';
}

/** The hero line for a result: the copy's form for the count, with the numbers filled in. */
export function countLine(count: CaseStudiesCopy['count'], total: number, shown: number): string {
  const template = total === 0 ? count.none : total === 1 ? count.one : count.other;
  return template.replace(/\{(total|shown)\}/g, (_, name: string) => String(name === 'total' ? total : shown));
}

/** The widest grid has three columns: the first row's images load at once (the largest paint). */
const FIRST_ROW = 3;

const cardSizes = '(min-width: 1200px) 382px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, calc(100vw - 50px)';

export default function CaseStudiesPage({ data: { cards, total, nextId, categories, copy } }: PageProps<CaseStudiesData>) {
  const categoryLabels = useUi().caseStudies.categories;
  const localize = useLocalize();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const location = useLocation();
  const fromUrl = caseStudyListState(searchParams, categories);

  // The search box text: from the URL on load and on back/forward, from typing otherwise.
  const [query, setQuery] = useState(fromUrl.q);
  // Only back/forward (POP) re-reads the URL; our own replaces while typing do not. This is
  // adjusted during render (not in an effect) so no frame shows the new category with the
  // old entry's search text.
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (navigationType === 'POP') setQuery(fromUrl.q);
  }

  const state: CaseStudyListState = { ...fromUrl, q: query };
  // The loader's view of the URL: the cards it shows and how many match (./list.ts).
  const visible = cards.length;
  const next = Math.min(state.shown + PAGE_SIZE, total);

  // After "Show 12 more", move focus to the first new card (the link may disappear). Before
  // paint, so focus is never left on <body> when the link goes away.
  const gridRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    // Renders while the navigation is under way still show the old cards: wait for the new one.
    const card = gridRef.current?.querySelectorAll<HTMLAnchorElement>('.case-card__link')[index];
    if (!card) return;
    focusIndex.current = null;
    card.focus();
  });

  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const q = event.target.value;
    setQuery(q);
    void navigate(localize(caseStudiesHref({ ...state, q })), { replace: true });
  };
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
  };
  const onCategory = (event: MouseEvent<HTMLButtonElement>, category: string) => {
    event.preventDefault();
    if (category !== state.category) void navigate(localize(caseStudiesHref({ ...state, category })));
  };
  const onShowMore = () => {
    focusIndex.current = visible;
  };

  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        className="case-studies-hero"
        lead={
          <p className="case-studies-hero__count" aria-live="polite" aria-atomic="true">
            {countLine(copy.count, total, visible)}
          </p>
        }
      />

      <section className="section case-list" aria-label={copy.listLabel}>
        <div className="container">
          <div className="case-list__controls">
            <form method="get" action={localize('/case-studies')} role="search" className="case-search" onSubmit={onSearch}>
              <label htmlFor="case-search-input" className="visually-hidden">
                {copy.searchLabel}
              </label>
              <input
                id="case-search-input"
                className="case-search__input"
                type="search"
                name="q"
                value={query}
                onChange={onType}
                placeholder={copy.searchPlaceholder}
                autoComplete="off"
                enterKeyHint="search"
              />
              {state.category !== ALL ? <input type="hidden" name="category" value={state.category} /> : null}
              {state.shown !== PAGE_SIZE ? <input type="hidden" name="shown" value={state.shown} /> : null}
              <button type="submit" className="button button--primary case-search__submit">
                {copy.searchButton}
              </button>
            </form>

            <form method="get" action={localize('/case-studies')} className="case-filters" aria-label={copy.filtersLabel}>
              {query !== '' ? <input type="hidden" name="q" value={query} /> : null}
              {state.shown !== PAGE_SIZE ? <input type="hidden" name="shown" value={state.shown} /> : null}
              <ul className="pill-row case-filters__row">
                {categories.map((category) => (
                  <li key={category}>
                    <button
                      type="submit"
                      name="category"
                      value={category}
                      className="pill"
                      aria-pressed={category === state.category}
                      onClick={(event) => onCategory(event, category)}
                    >
                      {categoryLabels[category as keyof typeof categoryLabels] ?? category}
                    </button>
                  </li>
                ))}
              </ul>
            </form>
          </div>

          {total === 0 ? (
            <div className="case-list__empty">
              <p className="case-list__empty-title">{copy.empty.title}</p>
              <p>
                {copy.empty.before}{' '}
                <LocalLink to="/case-studies" onClick={() => setQuery('')}>
                  {copy.empty.link}
                </LocalLink>
                {copy.empty.after}
              </p>
            </div>
          ) : (
            <ul className="case-list__grid" ref={gridRef}>
              {cards.map((card, index) => (
                <li key={card.id} id={`case-${card.id}`}>
                  <CaseStudyCard card={card} headingLevel={2} sizes={cardSizes} loading={index < FIRST_ROW ? 'eager' : 'lazy'} />
                </li>
              ))}
            </ul>
          )}

          {visible < total ? (
            <p className="case-list__more">
              <LocalLink className="button button--secondary" to={`${caseStudiesHref({ ...state, shown: next })}${nextId !== null ? `#case-${nextId}` : ''}`} onClick={onShowMore}>
                {copy.showMore}
              </LocalLink>
            </p>
          ) : null}
        </div>
      </section>
    </>
  );
}
