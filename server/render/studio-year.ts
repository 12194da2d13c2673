/**
 * The copyright year in the footer is the studio's calendar year (Chennai, UTC+5:30, no
 * daylight saving), decided by the server when it renders a page and handed to the client in
 * the boot data, so a visitor whose clock or time zone is already in another year hydrates
 * without a mismatch.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export type StudioYear = { year: number; /** The instant (ms) the next year starts in Chennai. */ endsAt: number };

export function studioYear(now: number): StudioYear {
  const year = new Date(now + IST_OFFSET_MS).getUTCFullYear();
  return { year, endsAt: Date.UTC(year + 1, 0, 1) - IST_OFFSET_MS };
}
