/** The contact page's "Talk to us" panel (SPEC §2.12): two call numbers, one e-mail, the address and five socials. */
import { site } from '../site.js';
import { MailIcon, PhoneIcon, PinIcon, SocialIcon } from './icons.js';

export function ContactDetails() {
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <p className="eyebrow">Reach us directly</p>
      <h2 id="contact-details-title" className="contact-details__title">
        Talk to us
      </h2>
      <p className="contact-details__lead">Prefer a conversation? Call or WhatsApp us during business hours, or write to us any time.</p>

      <div className="contact-details__group">
        <h3 className="contact-details__label">
          <PhoneIcon /> Call us
        </h3>
        <ul className="contact-details__list">
          {site.phones.map((phone) => (
            <li key={phone.tel} className="contact-details__item">
              <a className="contact-details__link" href={`tel:${phone.tel}`}>
                {phone.label}
              </a>
              {'whatsapp' in phone ? (
                <a className="contact-details__chip" href={phone.whatsapp} rel="noopener noreferrer" target="_blank">
                  WhatsApp<span className="visually-hidden"> {phone.label} (opens in a new tab)</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </div>

      <div className="contact-details__group">
        <h3 className="contact-details__label">
          <MailIcon /> E-mail
        </h3>
        <a className="contact-details__link" href={`mailto:${site.email}`}>
          {site.email}
        </a>
      </div>

      <div className="contact-details__group">
        <h3 className="contact-details__label">
          <PinIcon /> Studio address
        </h3>
        <address className="contact-details__address">
          {site.address.lines.map((line) => (
            <span key={line} className="contact-details__address-line">
              {line}
            </span>
          ))}
        </address>
      </div>

      <div className="contact-details__group">
        <h3 className="contact-details__label">Follow our work</h3>
        <ul className="contact-socials" aria-label={`${site.brand} on social media`}>
          {site.socials.map((social) => (
            <li key={social.name}>
              <a className="contact-socials__link" href={social.href} rel="noopener noreferrer" target="_blank">
                <SocialIcon name={social.name} />
                <span>{social.name}</span>
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
