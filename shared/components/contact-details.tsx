/** The contact page's "Talk to us" panel (SPEC §2.12): two call numbers, one e-mail, the address and five socials. */
import type { ContactDetailsCopy } from '../routes/contact/copy.js';
import { useUi } from '../i18n/ui-context.js';
import { site } from '../site.js';
import { MailIcon, PhoneIcon, PinIcon, SocialIcon } from './icons.js';

export function ContactDetails({ copy }: { copy: ContactDetailsCopy }) {
  const { shell } = useUi();
  const newTab = ` (${shell.footer.newTab})`;
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <p className="eyebrow">{copy.eyebrow}</p>
      <h2 id="contact-details-title" className="contact-details__title">
        {copy.title}
      </h2>
      <p className="contact-details__lead">{copy.lead}</p>

      <div className="contact-details__group">
        <h3 className="contact-details__label">
          <PhoneIcon /> {copy.call}
        </h3>
        <ul className="contact-details__list">
          {site.phones.map((phone) => (
            <li key={phone.tel} className="contact-details__item">
              <a className="contact-details__link" href={`tel:${phone.tel}`}>
                {phone.label}
              </a>
              {'whatsapp' in phone ? (
                <a className="contact-details__chip" href={phone.whatsapp} rel="noopener noreferrer" target="_blank">
                  <span lang="en">WhatsApp</span>
                  <span className="visually-hidden">
                    {' '}
                    {phone.label}
                    {newTab}
                  </span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </div>

      <div className="contact-details__group">
        <h3 className="contact-details__label">
          <MailIcon /> {copy.email}
        </h3>
        <a className="contact-details__link" href={`mailto:${site.email}`}>
          {site.email}
        </a>
      </div>

      <div className="contact-details__group">
        <h3 className="contact-details__label">
          <PinIcon /> {copy.address}
        </h3>
        <address className="contact-details__address">
          {shell.address.map((line) => (
            <span key={line} className="contact-details__address-line">
              {line}
            </span>
          ))}
        </address>
      </div>

      <div className="contact-details__group">
        <h3 className="contact-details__label">{copy.follow}</h3>
        <ul className="contact-socials" aria-label={shell.footer.socialLabel}>
          {site.socials.map((social) => (
            <li key={social.name}>
              <a className="contact-socials__link" href={social.href} rel="noopener noreferrer" target="_blank">
                <SocialIcon name={social.name} />
                <span lang="en">{social.name}</span>
                <span className="visually-hidden">{newTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
