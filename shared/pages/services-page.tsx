/** /services (SPEC §2.4): hero, the six service cards and "Our Proven Timeline". */
import { Link } from 'react-router';
import { PageHero } from '../components/page-hero.js';
import { ServiceCard } from '../components/service-card.js';
import type { PageProps } from '../routing/lazy-page.js';
import type { ServicesData } from '../routes/services.js';

/** The six steps every engagement follows, in order (SPEC §2.4, §9). */
const timeline = [
  { title: 'Discovery Call', text: 'A free 30-minute call to understand your business, your customers and what success looks like.' },
  { title: 'Research & Strategy', text: 'We study your market and competitors, then agree a clear brief, scope, budget and schedule.' },
  { title: 'Design/Architecture', text: 'Concepts, wireframes or system architecture, shared early so you can steer before we build.' },
  { title: 'Build & Integrate', text: 'We produce the artwork, code and campaigns and connect them to the tools you already use.' },
  { title: 'QA & Iterate', text: 'Every deliverable is tested on real devices, in print and with real users, then refined.' },
  { title: 'Launch & Measure', text: 'We go live with you, track the numbers that matter and report back on what to improve next.' },
] as const;

export default function ServicesPage({ data: { services } }: PageProps<ServicesData>) {
  return (
    <>
      <PageHero
        eyebrow="What we do"
        title="Our Services"
        lead={<p>Strategic design and innovative digital solutions tailored to your business needs.</p>}
      />

      <section className="section services-list" aria-labelledby="services-list-title">
        <div className="container">
          <header className="section__header">
            <p className="eyebrow">Six disciplines, one team</p>
            <h2 id="services-list-title">From first sketch to first sale</h2>
            <p className="section__lead">
              Pick one service or combine several. Every project is run by one small team in our Chennai studio, so your brand, pack, website and
              campaigns speak with one voice.
            </p>
          </header>
          <ul className="card-grid services-list__grid">
            {services.map((service) => (
              <li key={service.slug}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--sand services-timeline" aria-labelledby="services-timeline-title">
        <div className="container">
          <header className="section__header section__header--center">
            <p className="eyebrow">How we work</p>
            <h2 id="services-timeline-title">Our Proven Timeline</h2>
            <p className="section__lead">Six steps, the same for a logo or a full e-commerce launch, so you always know what happens next.</p>
          </header>
          <ol className="timeline">
            {timeline.map((step, index) => (
              <li key={step.title} className="timeline__step">
                <span className="timeline__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="timeline__title">{step.title}</h3>
                <p className="timeline__text">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section services-cta" aria-labelledby="services-cta-title">
        <div className="container services-cta__inner">
          <div>
            <h2 id="services-cta-title" className="services-cta__title">
              Not sure where to start?
            </h2>
            <p className="services-cta__text">Tell us about your business and we will suggest the services that will make the biggest difference first.</p>
          </div>
          <Link className="button button--primary" to="/contact">
            Book a Discovery Call
          </Link>
        </div>
      </section>
    </>
  );
}
