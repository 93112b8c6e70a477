import { countOf } from '@shuruaat/contract';
// How dates and numbers read on every screen, in one place (a lint rule keeps Intl and
// toLocale*String out of every other file). Locale and zone are fixed: the server and the browser
// must print the same text, or hydration fails, and Indian users read Indian time whatever the
// device says. Rupee amounts come from the contract (formatInr, formatLpa), shared with the server.
const LOCALE = 'en-IN';
const IST = 'Asia/Kolkata';

// Each format is made on its first use: making one costs milliseconds (the first also loads the
// locale's data), and at module load that cost landed in the long task that starts a page,
// whether or not the page writes a date (a login page never does).
function made<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;

const istDay = made(() => new Intl.DateTimeFormat(LOCALE, { ...DAY, timeZone: IST }));
const istLongDay = made(
  () => new Intl.DateTimeFormat(LOCALE, { ...DAY, month: 'long', timeZone: IST }),
);
const istDayMonth = made(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: 'numeric',
      month: 'long',
      timeZone: IST,
    }),
);
const istMoment = made(() => new Intl.DateTimeFormat(LOCALE, { ...DAY, ...TIME, timeZone: IST }));
const istWeekdayMoment = made(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      weekday: 'short',
      ...DAY,
      ...TIME,
      timeZone: IST,
    }),
);
const istShortMoment = made(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: 'numeric',
      month: 'short',
      ...TIME,
      timeZone: IST,
    }),
);
// Calendar dates ("2026-12-31") name a day, not an instant: read in UTC they never shift.
const calendarDay = made(() => new Intl.DateTimeFormat(LOCALE, { ...DAY, timeZone: 'UTC' }));
const calendarMonth = made(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const whole = made(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));
const oneDecimal = made(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }));

/** An instant through `format`, or the text as given when it is not a date. */
function instant(format: () => Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format().format(date);
}

/** An instant as its day in India: "2026-03-01T20:00:00Z" → "2 Mar 2026". */
export const dayText = (iso: string) => instant(istDay, iso);

/** An instant as its day in India, month in full: "12 March 2026". */
export const longDayText = (iso: string) => instant(istLongDay, iso);

/** An instant as its day and month in India, for this year's events: "12 March". */
export const dayMonthText = (iso: string) => instant(istDayMonth, iso);

/** An instant to the minute in India: "2026-03-12T10:15:00Z" → "12 Mar 2026, 3:45 pm". */
export const momentText = (iso: string) => instant(istMoment, iso);

/** With the weekday, for appointments: "Thu, 12 Mar, 2026, 3:45 pm". */
export const weekdayMomentText = (iso: string) => instant(istWeekdayMoment, iso);

/** Without the year, for recent things: "12 Mar, 3:45 pm". */
export const shortMomentText = (iso: string) => instant(istShortMoment, iso);

/** A calendar date: "2026-12-31" → "31 Dec 2026". */
export function dateText(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : calendarDay().format(date);
}

/** A calendar month: "2026-12" → "Dec 2026". */
export function monthText(isoMonth: string): string {
  const [year, month] = isoMonth.split('-').map(Number);
  if (!year || !month) return isoMonth;
  return calendarMonth().format(new Date(Date.UTC(year, month - 1, 1)));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY_MS = 24 * HOUR;
const ago = (count: number, unit: string) => `${countOf(count, unit)} ago`;

/** "Just now", "5 minutes ago", "3 hours ago", "2 days ago" within a week, then "12 Mar 2026". */
export function timeAgoText(iso: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (Number.isNaN(elapsed)) return iso;
  // A server clock a little ahead of the phone's still reads as "just now".
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY_MS) return ago(Math.floor(elapsed / DAY_MS), 'day');
  return dayText(iso);
}

/** A whole number with Indian grouping: 123456 → "1,23,456". */
export const numberText = (n: number) => whole().format(n);

/** At most one decimal, Indian grouping: 1234.56 → "1,234.6". */
export const decimalText = (n: number) => oneDecimal().format(n);
