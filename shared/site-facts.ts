/**
 * The shape of the studio's facts (name, phones, e-mail, address, map, hours, socials). They
 * are written once, in content/site.yaml; the build checks that file and writes them into
 * shared/content/generated/site.ts (scripts/content/site-facts.ts), which shared/site.ts
 * exports. The public origin is not here: it comes from SITE_URL at run time.
 */
import type { Lang } from './i18n/lang.js';
import type { Weekday } from './content/constants.js';

export type SitePhone = {
  /** As shown: "+91 98765 43210". */
  label: string;
  /** For tel: links: "+919876543210". */
  tel: string;
  /** The wa.me chat link, when the number takes WhatsApp. */
  whatsapp?: string;
};

export type SiteLink = { name: string; href: string };

export type OpeningHours = { days: readonly Weekday[]; opens: string; closes: string };

export type SiteFacts = {
  brand: string;
  email: string;
  phones: readonly SitePhone[];
  address: {
    /** The address as each language writes it, one line each (footer, contact page). */
    lines: Readonly<Record<Lang, readonly string[]>>;
    /** Street and area on one line. */
    street: Readonly<Record<Lang, string>>;
    locality: Readonly<Record<Lang, string>>;
    region: Readonly<Record<Lang, string>>;
    postalCode: string;
    /** ISO 3166 code: "IN". */
    country: string;
  };
  location: { latitude: number; longitude: number };
  /** The studio on OpenStreetMap, and the embeddable map around it. */
  mapUrl: string;
  mapEmbedUrl: string;
  socials: readonly SiteLink[];
  /** The floating button's links: the chosen socials, then the WhatsApp chat. */
  floatingSocials: readonly SiteLink[];
  hours: readonly OpeningHours[];
};

/** The address on one line in a language: "No. 12, 3rd Floor, Cathedral Road, Gopalapuram, Chennai 600086, Tamil Nadu, India". */
export function addressLine(facts: SiteFacts, lang: Lang): string {
  return facts.address.lines[lang].join(', ');
}
