/**
 * A blog post's date ("2025-01-20") as "20 January 2025" inside <time>. Formatted by hand,
 * not with toLocaleDateString or Intl: the text must be the same on the server and in every
 * browser, whatever the locale or time zone (a Date parsed from "2025-01-20" is UTC midnight,
 * which is the previous day west of Greenwich).
 */
const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** "2025-01-20" → "20 January 2025"; anything that is not an ISO date is returned as is. */
export function formatBlogDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

export function BlogDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatBlogDate(date)}
    </time>
  );
}
