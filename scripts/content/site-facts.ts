/**
 * content/site.yaml → the facts the site shows (shared/site.ts), and the placeholders other
 * content files use for them: {{name}}, {{phone}}, {{email}}, {{address}}. A fact is written
 * once; changing the phone in site.yaml changes it on every page, card and structured datum.
 */
import type { Lang } from '../../shared/i18n/lang.js';
import { addressLine, type SiteFacts } from '../../shared/site-facts.js';
import { siteFile, type SiteFile } from '../../shared/content/schema.js';
import { checkSchema, readSource, type Problem } from './source.js';

export const SITE_FILE = 'content/site.yaml';

export function loadSiteFacts(root: string, problems: Problem[]): SiteFacts | undefined {
  const source = readSource(root, SITE_FILE, problems);
  if (!source) return undefined;
  const file = checkSchema(source, siteFile, problems);
  if (!file) return undefined;
  const unknown = file.floatingButton.filter((name) => !file.socials.some((social) => social.name === name));
  if (unknown.length > 0) {
    problems.push(`${SITE_FILE}:${source.lineOf(['floatingButton'])}: floatingButton names ${unknown.map((name) => `"${name}"`).join(', ')}, which is not in socials`);
    return undefined;
  }
  return siteFacts(file);
}

export function siteFacts(file: SiteFile): SiteFacts {
  const { address, location } = file;
  const phones = file.phones.map((phone) => {
    const digits = phone.number.replace(/\D/g, '');
    return { label: phone.number, tel: `+${digits}`, ...(phone.whatsapp ? { whatsapp: `https://wa.me/${digits}` } : {}) };
  });
  const lines = (lang: Lang) => [address.street[lang], address.area[lang], `${address.city[lang]} ${address.postalCode}`, `${address.state[lang]}, ${address.country[lang]}`];
  const whatsapp = phones.find((phone) => phone.whatsapp)?.whatsapp;
  const socials = file.socials.map((social) => ({ name: social.name, href: social.url }));
  const { latitude: lat, longitude: lon } = location;
  const coordinate = (value: number) => value.toFixed(4);
  const bbox = [lon - 0.004, lat - 0.003, lon + 0.004, lat + 0.003].map(coordinate).join('%2C');
  return {
    brand: file.name,
    email: file.email,
    phones,
    address: {
      lines: { en: lines('en'), ta: lines('ta') },
      street: { en: `${address.street.en}, ${address.area.en}`, ta: `${address.street.ta}, ${address.area.ta}` },
      locality: { en: address.city.en, ta: address.city.ta },
      region: { en: address.state.en, ta: address.state.ta },
      postalCode: address.postalCode,
      country: address.country.code,
    },
    location: { latitude: lat, longitude: lon },
    mapUrl: `https://www.openstreetmap.org/?mlat=${coordinate(lat)}&mlon=${coordinate(lon)}#map=17/${coordinate(lat)}/${coordinate(lon)}`,
    mapEmbedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${coordinate(lat)}%2C${coordinate(lon)}`,
    socials,
    floatingSocials: [...file.floatingButton.map((name) => socials.find((social) => social.name === name)!), ...(whatsapp ? [{ name: 'WhatsApp', href: whatsapp }] : [])],
    hours: file.hours,
  };
}

/** The placeholders content files may use, and what each becomes in a language. */
export function placeholders(facts: SiteFacts, lang: Lang): Record<string, string> {
  return { name: facts.brand, phone: facts.phones[0]!.label, email: facts.email, address: addressLine(facts, lang) };
}

const PLACEHOLDER = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;

/**
 * `text` with its placeholders filled in; an unknown one is reported (with `where`, the
 * file and line) and left as it is.
 */
export function fillFacts(text: string, values: Record<string, string>, where: string, problems: Problem[]): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value !== undefined) return value;
    problems.push(`${where}: unknown placeholder ${whole}; the studio's facts are {{${Object.keys(values).join('}}, {{')}}} (content/site.yaml)`);
    return whole;
  });
}
