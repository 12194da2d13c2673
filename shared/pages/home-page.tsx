/**
 * Home (SPEC §2.3): hero, statistics, about, services, industries, case-study teaser,
 * projects carousel, client logos, contact call-to-action, in that order.
 * This chunk draws the first screen (hero, statistics, about); the sections below it are a
 * deferred part (shared/pages/home-more.tsx) with their own code and content chunks, which
 * the browser loads after this page has started hydrating.
 */
import { KolamArt } from '../components/kolam-art.js';
import { LocalLink } from '../components/local-link.js';
import { ResponsiveImage } from '../components/responsive-image.js';
import { StatsStrip } from '../components/stats-strip.js';
import type { MediaRef } from '../content/types.js';
import type { HomeCopy } from '../i18n/copy/pages/home.js';
import type { PageProps } from '../routing/lazy-page.js';
import { DeferredPart } from '../routing/lazy-part.js';
import type { HomeData } from '../routes/home.js';
import { homeMorePart } from './home-more-part.js';

function HomeHero({ copy }: { copy: HomeCopy['hero'] }) {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="container home-hero__inner">
        <div className="home-hero__text">
          <p className="eyebrow">{copy.eyebrow}</p>
          <h1 id="home-title" className="home-hero__title">
            {copy.title}
          </h1>
          <p className="home-hero__lead">{copy.lead}</p>
          <div className="home-hero__actions">
            <a className="button button--primary" href="#contact">
              {copy.start}
            </a>
            <a className="button button--light" href="#case-studies">
              {copy.work}
            </a>
          </div>
        </div>
        <KolamArt figure="hero" className="home-hero__art" weight={0.075} dotSize={0.07} drawable />
      </div>
    </section>
  );
}

function AboutBlock({ image, copy }: { image: MediaRef; copy: HomeCopy['about'] }) {
  return (
    <section className="section home-about" aria-labelledby="home-about-title">
      <div className="container home-about__grid">
        <LocalLink to="/about" className="home-about__media" aria-label={copy.imageLink}>
          <ResponsiveImage image={image} sizes="(min-width: 1280px) 576px, (min-width: 1024px) 45vw, calc(100vw - 3rem)" loading="lazy" />
        </LocalLink>
        <div className="home-about__text">
          <p className="eyebrow">{copy.eyebrow}</p>
          <h2 id="home-about-title">{copy.title}</h2>
          <p className="section__lead">{copy.lead}</p>
          <p>{copy.text}</p>
          <LocalLink to="/about" className="button button--secondary">
            {copy.more}
          </LocalLink>
        </div>
      </div>
    </section>
  );
}

export default function HomePage({ data }: PageProps<HomeData>) {
  return (
    <>
      <HomeHero copy={data.copy.hero} />
      <StatsStrip label={data.copy.stats.label} stats={data.stats} />
      <AboutBlock image={data.aboutImage} copy={data.copy.about} />
      <DeferredPart part={homeMorePart} />
    </>
  );
}
