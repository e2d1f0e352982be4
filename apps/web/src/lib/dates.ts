/*
 * Dates in British English ('3 September 2026', '3 Sept', 'Thursday, 3 September 2026'), the same
 * text Intl.DateTimeFormat('en-GB') gives. Written out by hand because a page's first Intl date
 * format loads ICU's locale data: 25-50 ms of main thread on a laptop, four times that on a phone,
 * in the middle of the first render of the dashboard, the practice tests and the score report.
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
// CLDR's British short months: four letters for September, three for the rest.
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"] as const;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

interface DateParts {
  day: number;
  month: number;
  year: number;
  weekday: number;
}

/** The calendar date in the browser's time zone, as Intl would show it, or null for an unreadable date. */
function localParts(iso: string): DateParts | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return { day: date.getDate(), month: date.getMonth(), year: date.getFullYear(), weekday: date.getDay() };
}

/** '3 September 2026' in the browser's time zone; an unreadable date is shown as it came. */
export function dayMonthYear(iso: string): string {
  const d = localParts(iso);
  return d ? `${d.day} ${MONTHS[d.month]} ${d.year}` : iso;
}

/** '3 Sept' in the browser's time zone. */
export function shortDayMonth(iso: string): string {
  const d = localParts(iso);
  return d ? `${d.day} ${SHORT_MONTHS[d.month]}` : iso;
}

/** '3 Sept 2026' in the browser's time zone. */
export function shortDayMonthYear(iso: string): string {
  const d = localParts(iso);
  return d ? `${d.day} ${SHORT_MONTHS[d.month]} ${d.year}` : iso;
}

/** 'Thursday, 3 September 2026' for a calendar date given as year, month (1-12) and day. */
export function weekdayDate(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
