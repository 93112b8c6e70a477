import { LOCALES, type Language } from './languages';

/** The locale every count is written in today; a Hindi screen passes 'hi-IN'. */
export const DEFAULT_LOCALE = 'en-IN';

/** A noun's forms in one language, chosen by Intl's plural category for the count. */
export type Wording = { one: string; other: string };

const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

// Built once per locale: Intl objects are slow to create and a list renders many counts.
function cached<T>(cache: Map<string, T>, locale: string, make: () => T): T {
  const found = cache.get(locale);
  if (found) return found;
  const made = make();
  cache.set(locale, made);
  return made;
}

// The first Intl object a page makes loads the locale's data: ~30 ms of main thread on a fast
// machine, four times that on a mid-range phone, in one task Lighthouse counts as blocking. A
// footer's "1 to 5 minutes" paid it on every page. English's rule (singular for exactly 1, "1.5
// jobs") and a count under 1,000 (nothing to group) need no data, so en-IN answers those
// without Intl; plural.test.ts checks the answers against Intl for every such count.
const isEnglish = (locale: string) => locale === DEFAULT_LOCALE || locale === 'en';

/** Whether a count takes the singular in the locale (Hindi says "0 नौकरी", English "0 jobs"). */
export function isOne(count: number, locale: string = DEFAULT_LOCALE): boolean {
  if (isEnglish(locale)) return Math.abs(count) === 1;
  const select = cached(rules, locale, () => new Intl.PluralRules(locale));
  return select.select(count) === 'one';
}

function numberIn(count: number, locale: string): string {
  if (isEnglish(locale) && Number.isInteger(count) && Math.abs(count) < 1000) return String(count);
  return cached(numbers, locale, () => new Intl.NumberFormat(locale)).format(count);
}

/** A count with the noun's form for it: "1 job", "2 jobs", "1,20,000 views". */
export function pluralText(count: number, noun: Wording, locale: string = DEFAULT_LOCALE): string {
  return `${numberIn(count, locale)} ${isOne(count, locale) ? noun.one : noun.other}`;
}

/**
 * The one way a screen, an email or a page title says how many: countOf(n, 'job'),
 * countOf(n, 'reply', 'replies'). Never `${n} jobs`, which reads "1 jobs".
 */
export function countOf(
  count: number,
  one: string,
  other = `${one}s`,
  locale: string = DEFAULT_LOCALE,
): string {
  return pluralText(count, { one, other }, locale);
}

/** A noun that Hindi writes the same for every count ("1 मिनट", "5 मिनट"). */
const MINUTE_HI: Wording = { one: 'मिनट', other: 'मिनट' };

/** A length of time in minutes, as every typing screen and email words it: "1 minute", "5 मिनट". */
export const minutesText = (minutes: number, language: Language = 'en') =>
  language === 'hi'
    ? pluralText(minutes, MINUTE_HI, LOCALES.hi)
    : countOf(minutes, 'minute', 'minutes');
