/** Footer (SPEC §2.1): blurb, socials, services, industries, contact details, legal links, the other language. */
import { useBoot } from '../boot.js';
import { useUi } from '../i18n/ui-context.js';
import { entriesOf } from '../site-links.js';
import { site } from '../site.js';
import { BrandMark } from './brand-mark.js';
import { MailIcon, PhoneIcon, PinIcon, SocialIcon } from './icons.js';
import { LanguageSwitch } from './language-switch.js';
import { LocalLink } from './local-link.js';
import { PrivacyPolicyLink } from './privacy-dialog-context.js';
import { scrollToTop } from './scroll-to-top.js';

export function SiteFooter() {
  const { year } = useBoot();
  const { shell } = useUi();
  const { footer } = shell;
  const [primary, secondary] = site.phones;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <LocalLink to="/" onClick={scrollToTop} className="site-footer__logo" aria-label={shell.homeLink}>
            <BrandMark />
          </LocalLink>
          <p className="site-footer__blurb">{footer.blurb}</p>
          <ul className="social-links" aria-label={footer.socialLabel}>
            {site.socials.map((social) => (
              <li key={social.name}>
                <a href={social.href} className="social-links__link" rel="noopener noreferrer" target="_blank" aria-label={`${social.name} (${footer.newTab})`}>
                  <SocialIcon name={social.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav className="site-footer__col" aria-labelledby="footer-services">
          <h2 id="footer-services" className="site-footer__heading">
            {footer.services}
          </h2>
          <ul>
            {entriesOf(shell.serviceLinks).map(([slug, label]) => (
              <li key={slug}>
                <LocalLink to={`/services/${slug}`} onClick={scrollToTop}>
                  {label}
                </LocalLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__col" aria-labelledby="footer-industries">
          <h2 id="footer-industries" className="site-footer__heading">
            {footer.industries}
          </h2>
          <ul>
            {entriesOf(shell.industryLinks).map(([slug, label]) => (
              <li key={slug}>
                <LocalLink to={`/industries/${slug}`} onClick={scrollToTop}>
                  {label}
                </LocalLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__col" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {footer.contact}
          </h2>
          <address className="site-footer__address">
            <p className="contact-line">
              <PinIcon />
              <span>
                {shell.address.map((line, index) => (
                  <span key={line} className="contact-line__part">
                    {line}
                    {index < shell.address.length - 1 ? ',' : ''}
                  </span>
                ))}
              </span>
            </p>
            {primary ? (
              <p className="contact-line">
                <PhoneIcon />
                <a href={`tel:${primary.tel}`}>{primary.label}</a>
                <a href={primary.whatsapp} className="contact-line__chat" rel="noopener noreferrer" target="_blank" lang="en">
                  {footer.chat}
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
          © {year} <span lang="en">{site.brand}</span>. {footer.rights}
        </p>
        <ul className="site-footer__legal">
          <li>
            <PrivacyPolicyLink className="link-button">{footer.privacy}</PrivacyPolicyLink>
          </li>
          <li>
            <LocalLink to="/terms" onClick={scrollToTop}>
              {footer.terms}
            </LocalLink>
          </li>
          <li>
            <LanguageSwitch />
          </li>
        </ul>
      </div>
    </footer>
  );
}
