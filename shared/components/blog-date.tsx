/**
 * A blog post's date inside <time dateTime="2025-01-20">. The text ("20 January 2025",
 * "20 ஜனவரி, 2025") is the post's `dateText`, made at build time in the page's language
 * (shared/i18n/format.ts blogDate, through shared/content/page-content.ts), never formatted
 * during render: the server and every browser print the same characters, whatever their
 * locale, ICU data or time zone.
 */
export function BlogDate({ date, text, className }: { date: string; text: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {text}
    </time>
  );
}
