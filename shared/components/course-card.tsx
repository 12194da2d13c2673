/**
 * One course on /learn (SPEC §2.14): offer badge, title, subtitle, fee and duration, and an
 * expandable panel with the details and "Enroll Now".
 *
 * The panel is a native <details name="courses">: the browser keeps at most one of the group
 * open and a second click collapses it, with or without JavaScript. The summary's ::after
 * stretches over the whole card, so a click anywhere on the card toggles it. With JavaScript
 * the page mirrors the open course in React state (onToggle) and passes it back as `open`,
 * which also enforces one-open in browsers without exclusive <details>.
 *
 * "Enroll Now" has no action in SPEC; it opens the contact form in the page's language with
 * the course in the subject (/contact?subject=…, /ta/contact?subject=… in Tamil), which the
 * contact page fills in with and without JavaScript. Labels: useUi().learn.courseCard.
 */
import type { Course } from '../content/types.js';
import { useUi } from '../i18n/ui-context.js';
import { CheckIcon } from './icons.js';
import { LocalLink } from './local-link.js';

/** The language-neutral contact link of a course: `subject` is the copy's line with {course} in it. */
export function courseEnrolHref(course: Pick<Course, 'title'>, subject: string): string {
  return `/contact?subject=${encodeURIComponent(subject.replace('{course}', () => course.title))}`;
}

/**
 * "Syllabus: HTML, CSS…" → label "Syllabus" and the rest ("பாடத்திட்டம்: …" likewise in
 * Tamil); a line without a short label stays whole.
 */
function splitDetail(detail: string): { label?: string; text: string } {
  const match = /^([A-Z][A-Za-z ]{2,24}|\p{Script=Tamil}[\p{Script=Tamil} ]{1,29}): (.+)$/u.exec(detail);
  return match?.[1] && match[2] ? { label: match[1], text: match[2] } : { text: detail };
}

export function CourseCard({ course, open, onToggle }: { course: Course; open: boolean; onToggle: (open: boolean) => void }) {
  const titleId = `course-${course.id}-title`;
  const copy = useUi().learn.courseCard;
  return (
    <article id={`course-${course.id}`} className={open ? 'course-card is-open' : 'course-card'} aria-labelledby={titleId}>
      <div className="course-card__face">
        <p className="course-card__offer">{course.offer}</p>
        <h3 id={titleId} className="course-card__title">
          {course.title}
        </h3>
        <p className="course-card__subtitle">{course.subtitle}</p>
        <dl className="course-card__facts">
          <div className="course-card__fact">
            <dt>{copy.fee}</dt>
            <dd className="course-card__price">{course.price}</dd>
          </div>
          <div className="course-card__fact">
            <dt>{copy.duration}</dt>
            <dd>{course.duration}</dd>
          </div>
        </dl>
      </div>
      <details name="courses" className="course-card__details" open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
        <summary className="course-card__toggle">
          <span className="course-card__toggle-show">{copy.show}</span>
          <span className="course-card__toggle-hide">{copy.hide}</span>
          <span className="visually-hidden">{`: ${course.title}`}</span>
          <svg className="icon course-card__chevron" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </summary>
        <div className="course-card__panel">
          <ul className="course-card__details-list">
            {course.details.map((detail) => {
              const { label, text } = splitDetail(detail);
              return (
                <li key={detail}>
                  <CheckIcon className="course-card__check" />
                  <span>
                    {label ? <strong>{`${label}: `}</strong> : null}
                    {text}
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="course-card__enrol">
            <LocalLink className="button button--primary" to={courseEnrolHref(course, copy.enrolSubject)}>
              {copy.enrol}
            </LocalLink>
            <span className="course-card__enrol-note">{copy.enrolNote}</span>
          </p>
        </div>
      </details>
    </article>
  );
}
