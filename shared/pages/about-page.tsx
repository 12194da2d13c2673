/**
 * /about (SPEC §2.11): hero banner, Our Story, Mission, Vision, Core Values, then the Team
 * and Stats & Timeline blocks. SPEC keeps the last two as descriptive text only, so they
 * describe the studio's disciplines and growth in words rather than faces and figures.
 */
import { Link } from 'react-router';
import { ResponsiveImage } from '../components/responsive-image.js';
import type { PageProps } from '../routing/lazy-page.js';
import type { AboutData } from '../routes/about.js';

const values = [
  {
    name: 'Creativity',
    text: 'We look for the idea that belongs only to you, drawn from your place, your people and your craft, never from a template.',
  },
  {
    name: 'Transparency',
    text: 'Clear quotes, fixed scopes and honest timelines. You always know what we are doing, what it costs and why.',
  },
  {
    name: 'Commitment',
    text: 'We treat your deadlines as our own and stay with you after launch, because a brand is built over years, not delivered in a week.',
  },
] as const;

const disciplines = [
  { name: 'Brand & identity designers', text: 'Logos, identity systems, illustration and the guidelines that keep them consistent.' },
  { name: 'Packaging designers', text: 'Pack structures, dielines and labels, with press checks at local printers.' },
  { name: 'Web & app developers', text: 'Websites, online stores, mobile apps and the integrations behind them.' },
  { name: 'Digital marketers', text: 'Search, social, ads, e-mail and the analytics that show what works.' },
  { name: 'Strategists & writers', text: 'Research, positioning, naming and clear copy in Tamil and English.' },
  { name: 'Project managers', text: 'One point of contact who keeps scope, budget and schedule on track.' },
] as const;

const milestones = [
  {
    title: 'A desk in Gopalapuram',
    text: 'The studio opens with a small team of designers making logos, menus and shop signs for neighbourhood businesses in Chennai.',
  },
  {
    title: 'From labels to full packs',
    text: 'Food and FMCG clients ask for more than a logo, so we add packaging design and learn the trade alongside local printers and converters.',
  },
  {
    title: 'Websites and apps under one roof',
    text: 'A development team joins, so the brands we design can sell online, take bookings and serve customers on their phones.',
  },
  {
    title: 'Marketing that is measured',
    text: 'Digital marketing and personal branding follow, with campaigns tracked from the first click to the final enquiry.',
  },
  {
    title: 'Today',
    text: 'More than 400 projects and over 1,000 design concepts later, we work with more than 50 active clients across six industries, from schools to state departments.',
  },
] as const;

export default function AboutPage({ data: { heroImage, storyImage } }: PageProps<AboutData>) {
  return (
    <>

      <section className="page-hero about-hero" aria-labelledby="about-title">
        <div className="container page-hero__inner">
          <p className="eyebrow">About us</p>
          <h1 id="about-title" className="page-hero__title">
            About Kolam Studio
          </h1>
          <div className="page-hero__lead">
            <p>
              We are a branding and business-development studio in Chennai, helping businesses across Tamil Nadu look as good as they are, and grow
              because of it.
            </p>
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
            <p className="eyebrow">Where we come from</p>
            <h2 id="about-story-title">Our Story</h2>
            <p className="about-story__lead">
              Kolam Studio takes its name from the kolam, the pattern of dots and lines drawn at doorsteps across Tamil Nadu every morning. A kolam
              starts as a simple grid and, line by line, becomes something people stop to admire. That is how we think about brands.
            </p>
            <p>
              The studio began with a handful of designers in Gopalapuram making logos and shop signs for neighbourhood businesses. As those clients
              grew, they asked for packaging, then websites, then the marketing to bring customers to their door. We grew with them, adding packaging
              designers, developers and marketers under one roof.
            </p>
            <p>
              Today we work with schools, hospitals, retailers, travel companies and government departments from Chennai to Madurai and Coimbatore.
              We still start every project the same way: by listening to the people who run the business and the customers who keep it going.
            </p>
          </div>
          <figure className="about-story__media">
            <ResponsiveImage image={storyImage} sizes="(min-width: 960px) 520px, calc(100vw - 3rem)" loading="lazy" />
          </figure>
        </div>
      </section>

      <section className="section section--sand about-purpose" aria-label="Mission and vision">
        <div className="container about-purpose__grid">
          <section className="about-purpose__card" aria-labelledby="about-mission-title">
            <p className="eyebrow">Why we exist</p>
            <h2 id="about-mission-title">Mission</h2>
            <p>
              To give growing businesses in Tamil Nadu the branding, design and digital work usually reserved for large companies: practical, honest
              about cost and built to bring measurable results.
            </p>
          </section>
          <section className="about-purpose__card about-purpose__card--ink" aria-labelledby="about-vision-title">
            <p className="eyebrow">Where we are going</p>
            <h2 id="about-vision-title">Vision</h2>
            <p>
              A Tamil Nadu where every local business, from a family sweet shop to a regional hospital chain, stands beside national brands with
              confidence, in Tamil and in English, on the shelf and on the screen.
            </p>
          </section>
        </div>
      </section>

      <section className="section about-values" aria-labelledby="about-values-title">
        <div className="container">
          <header className="section__header section__header--center">
            <p className="eyebrow">What guides us</p>
            <h2 id="about-values-title">Core Values</h2>
          </header>
          <ul className="about-values__grid">
            {values.map((value) => (
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
            <p className="eyebrow">Our team</p>
            <h2 id="about-team-title">Meet the team</h2>
            <p className="section__lead">
              Profiles coming soon. Until then, here is who you will work with: designers, developers and marketers who sit together in our Chennai
              studio and share every project from the first brief.
            </p>
          </header>
          <ul className="about-team__grid">
            {disciplines.map((discipline) => (
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
            <p className="eyebrow">Stats &amp; timeline</p>
            <h2 id="about-journey-title">Our journey so far</h2>
            <p className="section__lead">
              A full record of figures and dates is being prepared. In the meantime, here is how the studio grew, told in words.
            </p>
          </header>
          <ol className="about-journey__timeline">
            {milestones.map((milestone) => (
              <li key={milestone.title} className="about-journey__milestone">
                <h3 className="about-journey__title">{milestone.title}</h3>
                <p className="about-journey__text">{milestone.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section--ink about-cta" aria-labelledby="about-cta-title">
        <div className="container about-cta__inner">
          <h2 id="about-cta-title">Let’s build something that lasts</h2>
          <p>Tell us about your business. We will reply within 24 hours.</p>
          <Link className="button button--light" to="/contact">
            Contact Us
          </Link>
        </div>
      </section>
    </>
  );
}
