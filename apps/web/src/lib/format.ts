import { countOf, LOCALES, type Language } from '@shuruaat/contract';
import { pageLanguage } from './i18n/translate';
// How dates and numbers read on every screen, in one place (a lint rule keeps Intl and
// toLocale*String out of every other file). Zone and locale follow the page: en-IN or hi-IN,
// always IST. The server and the browser must print the same text, or hydration fails, and
// Indian users read Indian time whatever the device says. Each formatter writes in the page's
// language (pageLanguage(): the browser's, or the page the server is rendering), so no screen
// passes it. Rupee amounts come from the contract (formatInr, formatLpa), shared with the server.
const IST = 'Asia/Kolkata';

// Each format is made on its first use in each language: making one costs milliseconds (the
// first also loads the locale's data), and at module load that cost landed in the long task
// that starts a page, whether or not the page writes a date (a login page never does).
function made<T>(make: (locale: string, language: Language) => T): (language: Language) => T {
  const values = new Map<Language, T>();
  return (language) => {
    let value = values.get(language);
    if (value === undefined) {
      value = make(LOCALES[language], language);
      values.set(language, value);
    }
    return value;
  };
}

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
// Hindi names the part of the day ("शाम 5:30", docs/glossary-hi.md); "pm" reads badly there.
const timeIn = (language: Language): Intl.DateTimeFormatOptions =>
  language === 'hi'
    ? { hour: 'numeric', minute: '2-digit', dayPeriod: 'long' }
    : { hour: 'numeric', minute: '2-digit' };

const istDay = made((locale) => new Intl.DateTimeFormat(locale, { ...DAY, timeZone: IST }));
const istLongDay = made(
  (locale) => new Intl.DateTimeFormat(locale, { ...DAY, month: 'long', timeZone: IST }),
);
const istDayMonth = made(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      timeZone: IST,
    }),
);
const istMoment = made(
  (locale, language) =>
    new Intl.DateTimeFormat(locale, { ...DAY, ...timeIn(language), timeZone: IST }),
);
const istWeekdayMoment = made(
  (locale, language) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      ...DAY,
      ...timeIn(language),
      timeZone: IST,
    }),
);
const istShortMoment = made(
  (locale, language) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      ...timeIn(language),
      timeZone: IST,
    }),
);
// Calendar dates ("2026-12-31") name a day, not an instant: read in UTC they never shift.
const calendarDay = made((locale) => new Intl.DateTimeFormat(locale, { ...DAY, timeZone: 'UTC' }));
const calendarMonth = made(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const whole = made((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
const oneDecimal = made((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));
const twoDecimals = made((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
// "2 दिन पहले"; numeric 'always', because 'auto' says "कल" for yesterday and tomorrow alike.
const relative = made((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));

/** An instant through `format`, or the text as given when it is not a date. */
function instant(format: (language: Language) => Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(pageLanguage()).format(date);
}

/** An instant as its day in India: "2026-03-01T20:00:00Z" → "2 Mar 2026" ("2 मार्च 2026"). */
export const dayText = (iso: string) => instant(istDay, iso);

/** An instant as its day in India, month in full: "12 March 2026". */
export const longDayText = (iso: string) => instant(istLongDay, iso);

/** An instant as its day and month in India, for this year's events: "12 March". */
export const dayMonthText = (iso: string) => instant(istDayMonth, iso);

/** An instant to the minute in India: "2026-03-12T10:15:00Z" → "12 Mar 2026, 3:45 pm". */
export const momentText = (iso: string) => instant(istMoment, iso);

/** With the weekday, for appointments: "Thu, 12 Mar, 2026, 3:45 pm". */
export const weekdayMomentText = (iso: string) => instant(istWeekdayMoment, iso);

/** Without the year, for recent things: "12 Mar, 3:45 pm" ("12 मार्च, दोपहर 3:45"). */
export const shortMomentText = (iso: string) => instant(istShortMoment, iso);

/** A calendar date: "2026-12-31" → "31 Dec 2026". */
export function dateText(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : calendarDay(pageLanguage()).format(date);
}

/** A calendar month: "2026-12" → "Dec 2026". */
export function monthText(isoMonth: string): string {
  const [year, month] = isoMonth.split('-').map(Number);
  if (!year || !month) return isoMonth;
  return calendarMonth(pageLanguage()).format(new Date(Date.UTC(year, month - 1, 1)));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY_MS = 24 * HOUR;
type Unit = 'minute' | 'hour' | 'day';
// English keeps its path without Intl (a count under 1,000 needs no locale data).
const ago = (count: number, unit: Unit, language: Language) =>
  language === 'en' ? `${countOf(count, unit)} ago` : relative(language).format(-count, unit);
const JUST_NOW: Record<Language, string> = { en: 'Just now', hi: 'अभी' };

/** "Just now", "5 minutes ago", "3 hours ago", "2 days ago" within a week, then "12 Mar 2026". */
export function timeAgoText(iso: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (Number.isNaN(elapsed)) return iso;
  const language = pageLanguage();
  // A server clock a little ahead of the phone's still reads as "just now".
  if (elapsed < MINUTE) return JUST_NOW[language];
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute', language);
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR), 'hour', language);
  if (elapsed < 7 * DAY_MS) return ago(Math.floor(elapsed / DAY_MS), 'day', language);
  return dayText(iso);
}

/** A whole number with Indian grouping: 123456 → "1,23,456". */
export const numberText = (n: number) => whole(pageLanguage()).format(n);

/** At most one decimal, Indian grouping: 1234.56 → "1,234.6". */
export const decimalText = (n: number) => oneDecimal(pageLanguage()).format(n);

/** A measured figure as the scorer rounds it, at most two decimals: 42.35 → "42.35". */
export const figureText = (n: number) => twoDecimals(pageLanguage()).format(n);
