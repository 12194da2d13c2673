/**
 * Organization / LocalBusiness structured data (schema.org), from the site identity, in the
 * page's language: its description and address as the page's reader reads them.
 */
import type { ShellCopy } from './i18n/copy/shell.js';
import { htmlLang, localizePath, type Lang } from './i18n/lang.js';
import { site } from './site.js';

export function organizationJsonLd(siteUrl: string, lang: Lang, shell: ShellCopy): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${siteUrl}/#organization`,
    name: site.brand,
    description: shell.description,
    url: `${siteUrl}${localizePath('/', lang)}`,
    inLanguage: htmlLang[lang],
    logo: `${siteUrl}/favicon.svg`,
    email: site.email,
    telephone: site.phones.map((phone) => phone.tel),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street[lang],
      addressLocality: site.address.locality[lang],
      postalCode: site.address.postalCode,
      addressRegion: site.address.region[lang],
      addressCountry: site.address.country,
    },
    openingHours: site.hours.map(({ days, opens, closes }) => `${dayRange(days)} ${opens}-${closes}`),
    sameAs: site.socials.map((social) => social.href),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** schema.org's short day names: "Mo-Fr", "Sa". */
function dayRange(days: readonly string[]): string {
  const short = (day: string | undefined) => (day ?? '').slice(0, 2);
  return days.length === 1 ? short(days[0]) : `${short(days[0])}-${short(days[days.length - 1])}`;
}
