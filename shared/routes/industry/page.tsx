/**
 * /industries/{slug} (SPEC §2.7): pills to switch industry, a hero with image, title and
 * summary, "Industry Challenges", "Our Expert Solutions", "Why Choose Kolam Studio?" and
 * "← Back to All Industries". The route (shared/routes/industry.ts) finds the industry and
 * sets the title "{industry title} | Kolam Studio"; an unknown slug is its 404.
 */
import type { ReactNode } from 'react';
import { CheckIcon } from '../../components/icons.js';
import { LocalLink } from '../../components/local-link.js';
import { PillNav } from '../../components/pill-nav.js';
import { ResponsiveImage } from '../../components/responsive-image.js';
import type { Lang } from '../../i18n/lang.js';
import { useLang, useUi } from '../../i18n/ui-context.js';
import type { PageProps } from '../define.js';
import type { IndustryData } from './route.js';
import { site } from '../../site.js';

/** A copy line with {brand} in it: the brand word stays in Latin, marked lang="en" inside Tamil. */
function withBrand(text: string, lang: Lang): ReactNode {
  if (lang === 'en') return text.replaceAll('{brand}', site.brand);
  return text.split('{brand}').flatMap((part, index) => [
    ...(index > 0 ? [<span key={index} lang="en">{site.brand}</span>] : []),
    ...(part ? [part] : []),
  ]);
}

export default function IndustryPage({ data: { industry, industries, copy } }: PageProps<IndustryData>) {
  const industryLabels = useUi().shell.industryLinks;
  const lang = useLang();
  const pills = industries.map((item) => ({ to: `/industries/${item.slug}`, label: industryLabels[item.slug] }));
  return (
    <article className="industry-detail">
      <div className="industry-detail__pills">
        <div className="container">
          <PillNav label={copy.pillsLabel} items={pills} className="detail-pills" />
        </div>
      </div>

      <header className="industry-hero">
        <div className="container industry-hero__inner">
          <div className="industry-hero__text">
            <p className="eyebrow">{industry.name}</p>
            <h1 className="industry-hero__title">{industry.title}</h1>
            <p className="industry-hero__summary">{industry.summary}</p>
            <ul className="tag-list industry-hero__items" aria-label={copy.itemsLabel}>
              {industry.items.map((item) => (
                <li key={item} className="tag">
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="industry-hero__media">
            <ResponsiveImage image={industry.image} sizes="(min-width: 1280px) 541px, (min-width: 960px) 42vw, calc(100vw - 3rem)" loading="eager" fetchPriority="high" />
          </div>
        </div>
      </header>

      <section className="section industry-challenges" aria-labelledby="challenges-title">
        <div className="container">
          <header className="section__header">
            <p className="eyebrow">{copy.challenges.eyebrow}</p>
            <h2 id="challenges-title">{copy.challenges.title}</h2>
          </header>
          <ul className="insight-grid">
            {industry.challenges.map((challenge, index) => (
              <li key={challenge.title} className="card insight insight--challenge">
                <span className="insight__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="insight__title">{challenge.title}</h3>
                <p className="insight__text">{challenge.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--sand industry-solutions" aria-labelledby="solutions-title">
        <div className="container">
          <header className="section__header">
            <p className="eyebrow">{copy.solutions.eyebrow}</p>
            <h2 id="solutions-title">{copy.solutions.title}</h2>
          </header>
          <ul className="insight-grid">
            {industry.solutions.map((solution) => (
              <li key={solution.title} className="card insight insight--solution">
                <h3 className="insight__title">{solution.title}</h3>
                <p className="insight__text">{solution.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--ink why-choose" aria-labelledby="why-choose-title">
        <div className="container why-partner__inner">
          <header className="why-partner__header">
            <p className="eyebrow">{copy.why.eyebrow}</p>
            <h2 id="why-choose-title">{withBrand(copy.why.title, lang)}</h2>
          </header>
          <ul className="check-list check-list--light">
            {industry.whyChoose.map((point) => (
              <li key={point} className="check-list__item">
                <CheckIcon className="check-list__icon" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="section industry-detail__footer">
        <div className="container service-detail__actions">
          <LocalLink className="button button--secondary" to="/industries">
            {copy.back}
          </LocalLink>
          <LocalLink className="button button--primary" to="/contact">
            {copy.discuss}
          </LocalLink>
        </div>
      </div>
    </article>
  );
}
