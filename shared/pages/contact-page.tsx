/**
 * /contact (SPEC §2.12): hero, call numbers, e-mail and socials, the contact form, the map,
 * business hours and the FAQ.
 *
 * Query states are rendered by the server so they work without JavaScript: `?sent=1` (where a
 * successful plain form post lands) shows the success message, `?subject=` prefills the
 * subject (the Learn page's "Enroll Now"). After a failed plain post the server re-renders
 * this page with `useBoot().contactForm`: the typed values and a message per field.
 */
import { useBoot } from '../boot.js';
import type { ContactFormState } from '../contact/form-state.js';
import { CONTACT_LIMITS } from '../contact/schema.js';
import { BusinessHours } from '../components/business-hours.js';
import { ContactDetails } from '../components/contact-details.js';
import { ContactForm, type ContactFormProps } from '../components/contact-form.js';
import { FaqList } from '../components/faq-list.js';
import { MapEmbed } from '../components/map-embed.js';
import { ResponsiveImage } from '../components/responsive-image.js';
import type { PageProps } from '../routing/lazy-page.js';
import type { ContactData } from '../routes/contact.js';

/** What the form starts with: a failed post's state, else the query's success flag and subject. */
function initialFormState({ sent, subject: rawSubject }: ContactData, posted: ContactFormState | undefined): ContactFormProps {
  if (posted) {
    return {
      initialValues: posted.values,
      initialErrors: posted.errors,
      initialStatus: posted.formError ? { kind: 'error', text: posted.formError } : { kind: 'idle' },
    };
  }
  const subject = rawSubject.trim().slice(0, CONTACT_LIMITS.subject);
  return {
    initialValues: subject ? { subject } : {},
    initialStatus: sent ? { kind: 'success' } : { kind: 'idle' },
  };
}

export default function ContactPage({ data }: PageProps<ContactData>) {
  const { contactForm } = useBoot();
  const formState = initialFormState(data, contactForm);

  return (
    <>

      <section className="page-hero contact-hero">
        <ResponsiveImage image={data.heroImage} sizes="100vw" loading="eager" fetchPriority="high" className="contact-hero__image" />
        <div className="container page-hero__inner contact-hero__inner">
          <p className="eyebrow">Contact us</p>
          <h1 className="page-hero__title">Let’s Talk About Your Brand</h1>
          <div className="page-hero__lead">
            <p>Tell us your goals. We’ll reply within 24 hours.</p>
          </div>
          <div className="contact-hero__actions">
            <a className="button button--primary" href="#contact-form">
              Send a message
            </a>
            <a className="button button--light" href="#faq">
              Read the FAQ
            </a>
          </div>
        </div>
      </section>

      <div className="section contact-main">
        <div className="container contact-main__grid">
          <ContactDetails />
          <section className="contact-form-card" aria-labelledby="contact-form-title">
            <p className="eyebrow">Start a project</p>
            <h2 id="contact-form-title" className="contact-form-card__title">
              Send us a message
            </h2>
            <p className="contact-form-card__lead">A few lines about your business and what you need are enough. We read every message ourselves.</p>
            {/* A new query (e.g. another course's "Enroll Now") starts a fresh form. */}
            <ContactForm key={`${data.sent}:${data.subject}`} {...formState} />
          </section>
        </div>
      </div>

      <section className="section section--sand contact-visit" aria-labelledby="contact-visit-title">
        <div className="container">
          <header className="section__header">
            <p className="eyebrow">Find us</p>
            <h2 id="contact-visit-title">Visit the studio</h2>
            <p className="section__lead">We are on Cathedral Road in Gopalapuram, a short walk from the Gemini flyover. Call ahead and the coffee will be ready.</p>
          </header>
          <div className="contact-visit__grid">
            <MapEmbed />
            <BusinessHours />
          </div>
        </div>
      </section>

      <section className="section contact-faq" id="faq" aria-labelledby="faq-title">
        <div className="container contact-faq__grid">
          <header className="contact-faq__header">
            <p className="eyebrow">FAQ</p>
            <h2 id="faq-title">Frequently asked questions</h2>
            <p className="section__lead">Quick answers about what we do, what it costs and how we work.</p>
            <p className="contact-faq__more">
              Still wondering about something? <a href="#contact-form">Ask us in a message</a>.
            </p>
          </header>
          <FaqList items={data.faq} />
        </div>
      </section>
    </>
  );
}
