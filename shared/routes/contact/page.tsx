/**
 * /contact (SPEC §2.12): hero, call numbers, e-mail and socials, the contact form, the map,
 * business hours and the FAQ.
 *
 * Query states are rendered by the server so they work without JavaScript: `?sent=1` (where a
 * successful plain form post lands) shows the success message, `?subject=` prefills the
 * subject (the Learn page's "Enroll Now"). After a failed plain post the server re-renders
 * this page with its action's data: the typed values and a message per field.
 * Every text is the page's copy (shared/i18n/copy/pages/contact.ts) in the page's language;
 * the form's messages are the shared catalogue's (shared/contact/messages.ts).
 */
import { useActionData } from 'react-router';
import type { ContactFormState } from '../../contact/form-state.js';
import { CONTACT_LIMITS } from '../../contact/schema.js';
import { BusinessHours } from '../../components/business-hours.js';
import { ContactDetails } from '../../components/contact-details.js';
import { ContactForm, failureStatus, type ContactFormProps } from '../../components/contact-form.js';
import { FaqList } from '../../components/faq-list.js';
import { MapEmbed } from '../../components/map-embed.js';
import { ResponsiveImage } from '../../components/responsive-image.js';
import { withSlot } from '../../i18n/slot.js';
import type { PageProps } from '../define.js';
import type { ContactData } from './route.js';

type FormState = Omit<ContactFormProps, 'copy'>;

/** What the form starts with: a failed post's state, else the query's success flag and subject. */
function initialFormState({ sent, subject: rawSubject }: ContactData, posted: ContactFormState | undefined): FormState {
  if (posted) {
    return {
      initialValues: posted.values,
      initialErrors: posted.errors,
      initialStatus: posted.formError ? failureStatus(posted.formError, posted.errors) : { kind: 'idle' },
    };
  }
  const subject = rawSubject.trim().slice(0, CONTACT_LIMITS.subject);
  return {
    initialValues: subject ? { subject } : {},
    initialStatus: sent ? { kind: 'success' } : { kind: 'idle' },
  };
}

export default function ContactPage({ data }: PageProps<ContactData>) {
  const contactForm = useActionData() as ContactFormState | undefined;
  const formState = initialFormState(data, contactForm);
  const { copy } = data;

  return (
    <>
      <section className="page-hero contact-hero">
        <ResponsiveImage image={data.heroImage} sizes="100vw" loading="eager" fetchPriority="high" className="contact-hero__image" />
        <div className="container page-hero__inner contact-hero__inner">
          <p className="eyebrow">{copy.hero.eyebrow}</p>
          <h1 className="page-hero__title">{copy.hero.title}</h1>
          <div className="page-hero__lead">
            <p>{copy.hero.lead}</p>
          </div>
          <div className="contact-hero__actions">
            <a className="button button--primary" href="#contact-form">
              {copy.hero.send}
            </a>
            <a className="button button--light" href="#faq">
              {copy.hero.faq}
            </a>
          </div>
        </div>
      </section>

      <div className="section contact-main">
        <div className="container contact-main__grid">
          <ContactDetails copy={copy.details} />
          <section className="contact-form-card" aria-labelledby="contact-form-title">
            <p className="eyebrow">{copy.form.eyebrow}</p>
            <h2 id="contact-form-title" className="contact-form-card__title">
              {copy.form.title}
            </h2>
            <p className="contact-form-card__lead">{copy.form.lead}</p>
            {/* A new query (e.g. another course's "Enroll Now") starts a fresh form. */}
            <ContactForm key={`${data.sent}:${data.subject}`} copy={copy.formFields} {...formState} />
          </section>
        </div>
      </div>

      <section className="section section--sand contact-visit" aria-labelledby="contact-visit-title">
        <div className="container">
          <header className="section__header">
            <p className="eyebrow">{copy.visit.eyebrow}</p>
            <h2 id="contact-visit-title">{copy.visit.title}</h2>
            <p className="section__lead">{copy.visit.lead}</p>
          </header>
          <div className="contact-visit__grid">
            <MapEmbed copy={copy.map} />
            <BusinessHours copy={copy.hours} />
          </div>
        </div>
      </section>

      <section className="section contact-faq" id="faq" aria-labelledby="faq-title">
        <div className="container contact-faq__grid">
          <header className="contact-faq__header">
            <p className="eyebrow">{copy.faq.eyebrow}</p>
            <h2 id="faq-title">{copy.faq.title}</h2>
            <p className="section__lead">{copy.faq.lead}</p>
            <p className="contact-faq__more">{withSlot(copy.faq.more, 'link', <a href="#contact-form">{copy.faq.moreLink}</a>)}</p>
          </header>
          <FaqList items={data.faq} />
        </div>
      </section>
    </>
  );
}
