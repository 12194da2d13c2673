/**
 * /about (SPEC §2.11): hero banner, Our Story, Mission, Vision, Core Values, then the Team
 * and Stats & Timeline blocks. SPEC keeps the last two as descriptive text only, so they
 * describe the studio's disciplines and growth in words rather than faces and figures.
 * Every text is the page's copy (shared/i18n/copy/pages/about.ts) in the page's language.
 */
import type { ReactNode } from 'react';
import { LocalLink } from '../../components/local-link.js';
import { ResponsiveImage } from '../../components/responsive-image.js';
import type { Lang } from '../../i18n/lang.js';
import { useLang } from '../../i18n/ui-context.js';
import type { PageProps } from '../define.js';
import type { AboutData } from './route.js';
import { site } from '../../site.js';

/** A copy line with {brand} in it: the brand word stays in Latin, marked lang="en" inside Tamil. */
function withBrand(text: string, lang: Lang): ReactNode {
  if (lang === 'en') return text.replaceAll('{brand}', site.brand);
  return text.split('{brand}').flatMap((part, index) => [
    ...(index > 0 ? [<span key={index} lang="en">{site.brand}</span>] : []),
    ...(part ? [part] : []),
  ]);
}

export default function AboutPage({ data: { heroImage, storyImage, copy } }: PageProps<AboutData>) {
  const lang = useLang();
  return (
    <>
      <section className="page-hero about-hero" aria-labelledby="about-title">
        <div className="container page-hero__inner">
          <p className="eyebrow">{copy.hero.eyebrow}</p>
          <h1 id="about-title" className="page-hero__title">
            {withBrand(copy.hero.title, lang)}
          </h1>
          <div className="page-hero__lead">
            <p>{copy.hero.lead}</p>
          </div>
        </div>
      </section>
      <div className="container about-banner">
        {/* The banner overlaps the hero's lower edge; it is the page's largest image, loaded first. */}
        <ResponsiveImage image={heroImage} sizes="(min-width: 1250px) 1200px, calc(100vw - 3rem)" loading="eager" fetchPriority="high" />
      </div>

      <section className="section about-story" aria-labelledby="about-story-title">
        <div className="container about-story__inner">
          <div className="about-story__text">
            <p className="eyebrow">{copy.story.eyebrow}</p>
            <h2 id="about-story-title">{copy.story.title}</h2>
            <p className="about-story__lead">{withBrand(copy.story.lead, lang)}</p>
            {copy.story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <figure className="about-story__media">
            <ResponsiveImage image={storyImage} sizes="(min-width: 1280px) 528px, (min-width: 960px) 41vw, calc(100vw - 3rem)" loading="lazy" />
          </figure>
        </div>
      </section>

      <section className="section section--sand about-purpose" aria-label={copy.purpose.label}>
        <div className="container about-purpose__grid">
          <section className="about-purpose__card" aria-labelledby="about-mission-title">
            <p className="eyebrow">{copy.purpose.mission.eyebrow}</p>
            <h2 id="about-mission-title">{copy.purpose.mission.title}</h2>
            <p>{copy.purpose.mission.text}</p>
          </section>
          <section className="about-purpose__card about-purpose__card--ink" aria-labelledby="about-vision-title">
            <p className="eyebrow">{copy.purpose.vision.eyebrow}</p>
            <h2 id="about-vision-title">{copy.purpose.vision.title}</h2>
            <p>{copy.purpose.vision.text}</p>
          </section>
        </div>
      </section>

      <section className="section about-values" aria-labelledby="about-values-title">
        <div className="container">
          <header className="section__header section__header--center">
            <p className="eyebrow">{copy.values.eyebrow}</p>
            <h2 id="about-values-title">{copy.values.title}</h2>
          </header>
          <ul className="about-values__grid">
            {copy.values.items.map((value) => (
              <li key={value.name} className="card about-value">
                <h3 className="about-value__name">{value.name}</h3>
                <p className="about-value__text">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--sand about-team" aria-labelledby="about-team-title">
        <div className="container">
          <header className="section__header">
            <p className="eyebrow">{copy.team.eyebrow}</p>
            <h2 id="about-team-title">{copy.team.title}</h2>
            <p className="section__lead">{copy.team.lead}</p>
          </header>
          <ul className="about-team__grid">
            {copy.team.disciplines.map((discipline) => (
              <li key={discipline.name} className="about-team__discipline">
                <h3 className="about-team__name">{discipline.name}</h3>
                <p className="about-team__text">{discipline.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section about-journey" aria-labelledby="about-journey-title">
        <div className="container about-journey__inner">
          <header className="about-journey__header">
            <p className="eyebrow">{copy.journey.eyebrow}</p>
            <h2 id="about-journey-title">{copy.journey.title}</h2>
            <p className="section__lead">{copy.journey.lead}</p>
          </header>
          <ol className="about-journey__timeline">
            {copy.journey.milestones.map((milestone) => (
              <li key={milestone.title} className="about-journey__milestone">
                <h3 className="about-journey__title">{milestone.title}</h3>
                <p className="about-journey__text">{milestone.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* The page's last section: dark like the footer, which meets it without a gap (about.css). */}
      <section className="section section--ink about-cta" aria-labelledby="about-cta-title">
        <div className="container about-cta__inner">
          <h2 id="about-cta-title">{copy.cta.title}</h2>
          <p>{copy.cta.text}</p>
          <LocalLink className="button button--light" to="/contact">
            {copy.cta.button}
          </LocalLink>
        </div>
      </section>
    </>
  );
}
