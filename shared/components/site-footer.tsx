/** Footer (SPEC §2.1): blurb, socials, services, industries, contact details, legal links. */
import { Link } from 'react-router';
import { useBoot } from '../boot.js';
import { entriesOf, industryLinkLabels, serviceLinkLabels } from '../site-links.js';
import { site } from '../site.js';
import { BrandMark } from './brand-mark.js';
import { MailIcon, PhoneIcon, PinIcon, SocialIcon } from './icons.js';
import { PrivacyPolicyLink } from './privacy-dialog-context.js';
import { scrollToTop } from './scroll-to-top.js';

export function SiteFooter() {
  const { year } = useBoot();
  const [primary, secondary] = site.phones;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Link to="/" onClick={scrollToTop} className="site-footer__logo" aria-label="Kolam Studio home">
            <BrandMark />
          </Link>
          <p className="site-footer__blurb">{site.blurb}. We turn local businesses into brands people remember.</p>
          <ul className="social-links" aria-label="Kolam Studio on social media">
            {site.socials.map((social) => (
              <li key={social.name}>
                <a href={social.href} className="social-links__link" rel="noopener noreferrer" target="_blank" aria-label={`${social.name} (opens in a new tab)`}>
                  <SocialIcon name={social.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav className="site-footer__col" aria-labelledby="footer-services">
          <h2 id="footer-services" className="site-footer__heading">Services</h2>
          <ul>
            {entriesOf(serviceLinkLabels).map(([slug, label]) => (
              <li key={slug}>
                <Link to={`/services/${slug}`} onClick={scrollToTop}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="site-footer__col" aria-labelledby="footer-industries">
          <h2 id="footer-industries" className="site-footer__heading">Industries</h2>
          <ul>
            {entriesOf(industryLinkLabels).map(([slug, label]) => (
              <li key={slug}>
                <Link to={`/industries/${slug}`} onClick={scrollToTop}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="site-footer__col" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">Get in touch</h2>
          <address className="site-footer__address">
            <p className="contact-line">
              <PinIcon />
              <span>
                {site.address.lines.map((line, index) => (
                  <span key={line} className="contact-line__part">
                    {line}
                    {index < site.address.lines.length - 1 ? ',' : ''}
                  </span>
                ))}
              </span>
            </p>
            {primary ? (
              <p className="contact-line">
                <PhoneIcon />
                <a href={`tel:${primary.tel}`}>{primary.label}</a>
                <a href={primary.whatsapp} className="contact-line__chat" rel="noopener noreferrer" target="_blank">
                  WhatsApp
                </a>
              </p>
            ) : null}
            {secondary ? (
              <p className="contact-line">
                <PhoneIcon />
                <a href={`tel:${secondary.tel}`}>{secondary.label}</a>
              </p>
            ) : null}
            <p className="contact-line">
              <MailIcon />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
          </address>
        </section>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {year} {site.brand}. All rights reserved.
        </p>
        <ul className="site-footer__legal">
          <li>
            <PrivacyPolicyLink className="link-button" />
          </li>
          <li>
            <Link to="/terms" onClick={scrollToTop}>
              Terms &amp; Conditions
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
