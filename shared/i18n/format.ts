/**
 * Dates, durations and numbers in a language, through Intl with the language's locale
 * (ta-IN, en-IN: Western digits, Indian grouping). Text shown in the first render is made at
 * build time (shared/content/page-content.ts), so server and browser always print the same
 * characters whatever ICU data the browser has; only animations format in the browser.
 */
import { intlLocale, type Lang } from './lang.js';

const monthIndex: Record<string, number> = { jan: 0, feb: 1, mar: 2, apr: 3, may: 4, jun: 5, jul: 6, aug: 7, sep: 8, oct: 9, nov: 10, dec: 11 };

function monthName(month: number, lang: Lang): string {
  return new Intl.DateTimeFormat(intlLocale[lang], { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month, 1));
}

/**
 * A case study's short date in a language. English stays as written ("Mar-24",
 * "Jun–Jul 2025"); Tamil spells the months ("மார்ச் 2024", "ஜூன்–ஜூலை 2025").
 * Returns undefined for a form it does not know (the validator reports it).
 */
export function caseStudyDate(text: string, lang: Lang): string | undefined {
  const single = /^([A-Z][a-z]{2})-(\d{2})$/.exec(text);
  const range = /^([A-Z][a-z]{2})–([A-Z][a-z]{2}) (\d{4})$/.exec(text);
  if (single) {
    const month = monthIndex[single[1]!.toLowerCase()];
    if (month === undefined) return undefined;
    return lang === 'en' ? text : `${monthName(month, lang)} 20${single[2]}`;
  }
  if (range) {
    const from = monthIndex[range[1]!.toLowerCase()];
    const to = monthIndex[range[2]!.toLowerCase()];
    if (from === undefined || to === undefined) return undefined;
    return lang === 'en' ? text : `${monthName(from, lang)}–${monthName(to, lang)} ${range[3]}`;
  }
  return undefined;
}

/**
 * A case study's date as an ISO 8601 date for structured data: the first day of its month, or
 * of a range's last month ("Mar-24" → "2024-03-01", "Jun–Jul 2025" → "2025-07-01").
 * Undefined for a form caseStudyDate does not know.
 */
export function caseStudyIsoDate(text: string): string | undefined {
  const single = /^([A-Z][a-z]{2})-(\d{2})$/.exec(text);
  const range = /^[A-Z][a-z]{2}–([A-Z][a-z]{2}) (\d{4})$/.exec(text);
  const [monthName, year] = single ? [single[1]!, `20${single[2]}`] : range ? [range[1]!, range[2]!] : [];
  const month = monthName === undefined ? undefined : monthIndex[monthName.toLowerCase()];
  return month === undefined ? undefined : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

const durationUnits: Record<string, Record<Lang, [one: string, many: string]>> = {
  day: { en: ['Day', 'Days'], ta: ['நாள்', 'நாட்கள்'] },
  week: { en: ['Week', 'Weeks'], ta: ['வாரம்', 'வாரங்கள்'] },
  month: { en: ['Month', 'Months'], ta: ['மாதம்', 'மாதங்கள்'] },
};

/** "2 Months" → "2 மாதங்கள்", "Ongoing" → "தொடர்ந்து நடைபெறுகிறது"; English as written. Undefined for an unknown form. */
export function caseStudyDuration(text: string, lang: Lang): string | undefined {
  if (text === 'Ongoing') return lang === 'en' ? text : 'தொடர்ந்து நடைபெறுகிறது';
  const match = /^(\d+(?:\.\d+)?) (Day|Days|Week|Weeks|Month|Months)$/.exec(text);
  if (!match) return undefined;
  const count = Number(match[1]);
  const unit = durationUnits[match[2]!.toLowerCase().replace(/s$/, '')];
  if (!unit) return undefined;
  const [one, many] = unit[lang];
  return `${formatNumber(count, lang)} ${count === 1 ? one : many}`;
}

/** "2025-01-20" → "20 January 2025" (English, as the site always wrote it) or "20 ஜனவரி, 2025". */
export function blogDate(iso: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  const date = Date.UTC(Number(year), Number(month) - 1, Number(day));
  if (lang === 'en') return `${Number(day)} ${new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(date)} ${year}`;
  return new Intl.DateTimeFormat(intlLocale[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A whole number with the language's grouping: 1000 → "1,000". */
export function formatNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 1 }).format(value);
}

const weekdayNames: Record<Lang, readonly string[]> = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  ta: ['திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்', 'வெள்ளி', 'சனி', 'ஞாயிறு'],
};

/** "18:30" → "6:30 PM" (English) or "மாலை 6:30" (Tamil, with the part of the day as Tamil signs write it). */
export function clockTime(time: string, lang: Lang): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const twelve = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')}`;
  if (lang === 'en') return `${twelve} ${hours < 12 ? 'AM' : 'PM'}`;
  const part = hours < 12 ? 'காலை' : hours < 15 ? 'மதியம்' : hours < 19 ? 'மாலை' : 'இரவு';
  return `${part} ${twelve}`;
}

export type HoursRow = { days: string; hours: string; closed: boolean };

/**
 * Opening hours as a table's rows, Monday first: consecutive days with the same hours on one
 * row ("Monday – Friday"), days not listed as closed.
 */
export function hoursRows(hours: readonly { days: readonly string[]; opens: string; closes: string }[], lang: Lang, closedText: string): HoursRow[] {
  const english = weekdayNames.en;
  const slots = english.map((day) => hours.find((entry) => entry.days.includes(day)));
  const rows: HoursRow[] = [];
  let start = 0;
  for (let index = 1; index <= slots.length; index++) {
    if (index < slots.length && slots[index] === slots[start]) continue;
    const slot = slots[start];
    const names = weekdayNames[lang];
    const days = index - 1 === start ? names[start]! : `${names[start]} – ${names[index - 1]}`;
    const separator = lang === 'en' ? ' - ' : ' – ';
    rows.push({ days, hours: slot ? `${clockTime(slot.opens, lang)}${separator}${clockTime(slot.closes, lang)}` : closedText, closed: !slot });
    start = index;
  }
  return rows;
}
