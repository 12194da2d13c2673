/**
 * /learn (SPEC §2.14): "Learn with Us" over a background slideshow (5 images, 3000 ms), then
 * "Explore Our Courses": three course cards whose detail panels open one at a time.
 * Every text is the page's copy (shared/i18n/copy/pages/learn.ts) in the page's language.
 */
import { useCallback, useState } from 'react';
import { CourseCard } from '../../components/course-card.js';
import { HeroSlideshow } from '../../components/hero-slideshow.js';
import { LocalLink } from '../../components/local-link.js';
import type { PageProps } from '../define.js';
import type { LearnData } from './route.js';

/** SPEC §4 and §9: the learn slideshow advances every 3 s. */
const SLIDE_INTERVAL_MS = 3000;

export default function LearnPage({ data: { courses, slides, copy } }: PageProps<LearnData>) {
  const [openCourse, setOpenCourse] = useState<number | null>(null);
  const toggleCourse = useCallback((id: number, open: boolean) => {
    setOpenCourse((current) => (open ? id : current === id ? null : current));
  }, []);

  return (
    <>
      <HeroSlideshow slides={slides} intervalMs={SLIDE_INTERVAL_MS} className="learn-hero" labelledBy="learn-hero-title">
        <div className="container learn-hero__inner">
          <p className="eyebrow">{copy.hero.eyebrow}</p>
          <h1 id="learn-hero-title" className="learn-hero__title">
            {copy.hero.title}
          </h1>
          <p className="learn-hero__lead">{copy.hero.lead}</p>
          <p className="learn-hero__actions">
            <a className="button button--primary" href="#courses">
              {copy.hero.action}
            </a>
          </p>
        </div>
      </HeroSlideshow>

      <section id="courses" className="section learn-courses" aria-labelledby="courses-title">
        <div className="container">
          <div className="section__header section__header--center">
            <p className="eyebrow">{copy.courses.eyebrow}</p>
            <h2 id="courses-title">{copy.courses.title}</h2>
            <p className="section__lead">{copy.courses.lead}</p>
          </div>
          <ul className="course-grid">
            {courses.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} open={openCourse === course.id} onToggle={(open) => toggleCourse(course.id, open)} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--sand learn-why" aria-labelledby="learn-why-title">
        <div className="container">
          <div className="section__header">
            <p className="eyebrow">{copy.why.eyebrow}</p>
            <h2 id="learn-why-title">{copy.why.title}</h2>
          </div>
          <ol className="learn-why__list">
            {copy.why.reasons.map((reason) => (
              <li key={reason.title} className="learn-why__item">
                <h3 className="learn-why__title">{reason.title}</h3>
                <p className="learn-why__text">{reason.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section learn-cta" aria-labelledby="learn-cta-title">
        <div className="container learn-cta__inner">
          <h2 id="learn-cta-title" className="learn-cta__title">
            {copy.cta.title}
          </h2>
          <p className="learn-cta__text">{copy.cta.text}</p>
          <LocalLink className="button button--secondary" to={`/contact?subject=${encodeURIComponent(copy.cta.subject)}`}>
            {copy.cta.button}
          </LocalLink>
        </div>
      </section>
    </>
  );
}
