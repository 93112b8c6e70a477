import { LOCALES, type Language } from './languages';

// The server's one way to write a date in an email or a notification. It prints what the web's
// momentText prints (apps/web/src/lib/format.ts: same locale, zone and fields), and names the
// zone, because an email is read wherever its reader happens to be.
const istMoments = new Map<Language, Intl.DateTimeFormat>();
const IST_MOMENT = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
} as const;
// Hindi names the part of the day ("शाम 5:30"), which reads naturally where "pm" does not.
const HINDI_TIME = { dayPeriod: 'long' } as const;

function istMomentIn(language: Language): Intl.DateTimeFormat {
  let format = istMoments.get(language);
  if (!format) {
    const options = language === 'hi' ? { ...IST_MOMENT, ...HINDI_TIME } : IST_MOMENT;
    format = new Intl.DateTimeFormat(LOCALES[language], options);
    istMoments.set(language, format);
  }
  return format;
}

/**
 * An instant to the minute in India: 2026-03-12T10:15:00Z → "12 Mar 2026, 3:45 pm IST"; in
 * Hindi "12 मार्च 2026, दोपहर 3:45 IST".
 */
export function istMomentText(date: Date | string, language: Language = 'en'): string {
  return `${istMomentIn(language).format(new Date(date))} IST`;
}
