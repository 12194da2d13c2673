/**
 * Home (SPEC §2.3): hero, statistics, about, services, industries, case-study teaser,
 * projects carousel, client logos, contact call-to-action, in that order.
 * This chunk draws the first screen (hero, statistics, about); the sections below it
 * (./sections.tsx) are a deferred part with a chunk of their own, which hydrates once it has
 * loaded, after the first screen.
 */
import { lazy } from 'react';
import { DeferredPart } from '../../components/hydration-mark.js';
import { KolamArt } from '../../components/kolam-art.js';
import { LocalLink } from '../../components/local-link.js';
import { ResponsiveImage } from '../../components/responsive-image.js';
import { StatsStrip } from '../../components/stats-strip.js';
import type { MediaRef } from '../../content/types.js';
import type { HomeCopy } from './copy.js';
import type { PageProps } from '../define.js';
import type { HomeData } from './route.js';

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

const Sections = lazy(() => import('./sections.js'));

export default function HomePage({ data }: PageProps<HomeData>) {
  return (
    <>
      <HomeHero copy={data.copy.hero} />
      <StatsStrip label={data.copy.stats.label} stats={data.stats} />
      <AboutBlock image={data.aboutImage} copy={data.copy.about} />
      <DeferredPart name="home-sections">
        <Sections data={data.sections} />
      </DeferredPart>
    </>
  );
}
