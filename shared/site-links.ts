/**
 * The site's own links: the header navigation (SPEC §2.1), in order. Their text, in each
 * language, is with the rest of the shell's (shared/i18n/copy/shell.ts: `nav`, and the
 * footer's `serviceLinks` and `industryLinks`).
 */

/** Header links (SPEC §2.1), in order; their labels are `shell.nav[path]`. */
export const headerLinks = ['/', '/services', '/industries', '/solutions', '/case-studies', '/about', '/contact'] as const;

export const entriesOf = <K extends string, V>(record: Record<K, V>): [K, V][] => Object.entries(record) as [K, V][];
