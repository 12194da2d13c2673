/**
 * Organization / LocalBusiness structured data (schema.org), from the site identity, in the
 * page's language: its description and address as the page's reader reads them.
 */
import type { ShellCopy } from './i18n/copy/shell.js';
import { htmlLang, localizePath, type Lang } from './i18n/lang.js';
import { site } from './site.js';

export function organizationJsonLd(siteUrl: string, lang: Lang, shell: ShellCopy): string {
  const [street = '', locality = ''] = shell.address;
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
      streetAddress: lang === 'en' ? site.address.street : `${street}, ${locality}`,
      addressLocality: lang === 'en' ? site.address.locality : (shell.address[2] ?? '').replace(/\s*\d+$/, ''),
      postalCode: site.address.postalCode,
      addressRegion: lang === 'en' ? site.address.region : (shell.address[3] ?? '').split(',')[0]?.trim(),
      addressCountry: site.address.country,
    },
    openingHours: ['Mo-Fr 09:30-18:30', 'Sa 09:30-17:00'],
    sameAs: site.socials.map((social) => social.href),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
