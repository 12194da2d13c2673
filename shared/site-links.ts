/**
 * The site's own links and their labels: the header navigation (SPEC §2.1), and short labels
 * for the footer's services and industries lists. Kept apart from the content collections so
 * the app shell does not ship every service's full record; exhaustive Records force an entry
 * for every slug, and a test checks they match the content.
 */
import type { IndustrySlug, ServiceSlug } from './content/schema.js';

/** Header links (SPEC §2.1), in order. */
export const headerLinks = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/industries', label: 'Industries' },
  { to: '/solutions', label: 'Solutions' },
  { to: '/case-studies', label: 'Case Study' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

export const serviceLinkLabels: Record<ServiceSlug, string> = {
  branding: 'Brand & Creative',
  packaging: 'Packaging',
  'web-development': 'Website Development',
  'app-development': 'App Development',
  marketing: 'Digital Marketing',
  'personal-brand': 'Personal Branding',
};

export const industryLinkLabels: Record<IndustrySlug, string> = {
  education: 'Education',
  government: 'Government',
  health: 'Healthcare',
  business: 'Business',
  travel: 'Travel',
  consumer: 'Consumer & Retail',
};

export const entriesOf = <K extends string, V>(record: Record<K, V>): [K, V][] => Object.entries(record) as [K, V][];
