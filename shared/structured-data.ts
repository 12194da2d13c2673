/** Organization / LocalBusiness structured data (schema.org), from the site identity. */
import { site } from './site.js';

export function organizationJsonLd(siteUrl: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${siteUrl}/#organization`,
    name: site.brand,
    description: site.description,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    email: site.email,
    telephone: site.phones.map((phone) => phone.tel),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      postalCode: site.address.postalCode,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    openingHours: ['Mo-Fr 09:30-18:30', 'Sa 09:30-17:00'],
    sameAs: site.socials.map((social) => social.href),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
