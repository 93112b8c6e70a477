import { LOCALES, type Language } from './languages';

// Made on first use, per language: at module load it cost every page that imports the
// contract's job schemas the locale data's load, money or not.
const inr = new Map<Language, Intl.NumberFormat>();

function groupingIn(language: Language): Intl.NumberFormat {
  let format = inr.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 0 });
    inr.set(language, format);
  }
  return format;
}

/** ₹ with Indian digit grouping, in either language: 135000 → "₹1,35,000". */
export function formatInr(amount: number, language: Language = 'en'): string {
  return `₹${groupingIn(language).format(amount)}`;
}

const tenths = (n: number) => Math.round(n * 10) / 10;

/** Lakhs to one decimal, as a CTC is said: 450000 → 4.5. */
export const lakhsOf = (amount: number) => tenths(amount / 100_000);

const CRORE = 10_000_000;

/**
 * A yearly CTC as Indian job ads state it: 450000 → "₹4.5 LPA"; in Hindi "₹4.5 लाख/साल", and
 * from a crore up "₹1.2 करोड़/साल" (ICU's compact form writes "क॰", which reads badly).
 */
export function formatLpa(amount: number, language: Language = 'en'): string {
  if (language === 'hi') {
    return amount >= CRORE ? `₹${tenths(amount / CRORE)} करोड़/साल` : `₹${lakhsOf(amount)} लाख/साल`;
  }
  return `₹${lakhsOf(amount)} LPA`;
}
