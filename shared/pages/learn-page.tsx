/**
 * /learn (SPEC §2.14): "Learn with Us" over a background slideshow (5 images, 3000 ms), then
 * "Explore Our Courses": three course cards whose detail panels open one at a time.
 */
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { CourseCard } from '../components/course-card.js';
import { HeroSlideshow } from '../components/hero-slideshow.js';
import type { PageProps } from '../routing/lazy-page.js';
import type { LearnData } from '../routes/learn.js';

/** SPEC §4 and §9: the learn slideshow advances every 3 s. */
const SLIDE_INTERVAL_MS = 3000;

const reasons = [
  { title: 'Taught by practitioners', text: 'Every class is led by the designers and developers who ship our client work, so you learn how projects are really built.' },
  { title: 'Small batches', text: 'Classes are kept small enough that each learner gets feedback on every assignment, in person at Gopalapuram or live online.' },
  { title: 'A portfolio, not just a certificate', text: 'Each course ends with real projects you can show an employer or a client, reviewed by our team.' },
] as const;

export default function LearnPage({ data: { courses, slides } }: PageProps<LearnData>) {
  const [openCourse, setOpenCourse] = useState<number | null>(null);
  const toggleCourse = useCallback((id: number, open: boolean) => {
    setOpenCourse((current) => (open ? id : current === id ? null : current));
  }, []);

  return (
    <>
      <HeroSlideshow slides={slides} intervalMs={SLIDE_INTERVAL_MS} className="learn-hero" labelledBy="learn-hero-title">
        <div className="container learn-hero__inner">
          <p className="eyebrow">Courses &amp; workshops</p>
          <h1 id="learn-hero-title" className="learn-hero__title">
            Learn with Us
          </h1>
          <p className="learn-hero__lead">Hands-on courses in development, AI and design from the team behind our client work, at our Chennai studio or live online.</p>
          <p className="learn-hero__actions">
            <a className="button button--primary" href="#courses">
              Explore the courses
            </a>
          </p>
        </div>
      </HeroSlideshow>

      <section id="courses" className="section learn-courses" aria-labelledby="courses-title">
        <div className="container">
          <div className="section__header section__header--center">
            <p className="eyebrow">Courses</p>
            <h2 id="courses-title">Explore Our Courses</h2>
            <p className="section__lead">Choose a course to see its syllabus, format and schedule. Fees shown are for the full course.</p>
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
            <p className="eyebrow">Why learn with us</p>
            <h2 id="learn-why-title">Learn the way studios work</h2>
          </div>
          <ol className="learn-why__list">
            {reasons.map((reason) => (
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
            Not sure which course fits?
          </h2>
          <p className="learn-cta__text">Tell us what you do today and where you want to be. We will suggest a course and the next batch dates.</p>
          <Link className="button button--secondary" to={`/contact?subject=${encodeURIComponent('Course enquiry')}`}>
            Ask about the courses
          </Link>
        </div>
      </section>
    </>
  );
}
