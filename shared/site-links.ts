/**
 * Short labels for the footer's services and industries lists. Kept apart from the content
 * collections so the app shell does not ship every service's full record; exhaustive
 * Records force an entry for every slug, and a test checks they match the content.
 */
import type { IndustrySlug, ServiceSlug } from './content/schema.js';

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
