import {
  countOf,
  daysBetween,
  lakhsOf,
  LOCALES,
  pluralText,
  todayInIndia,
  type Job,
  type Language,
  type PayRange,
  type Wording,
} from '@shuruaat/contract';
import { numberText, dateText } from './format';
import { pageLanguage } from './i18n/translate';

// A listing's facts as a search result or a listing page states them, in the page's language
// (pageLanguage(), as in ./format.ts). English keeps its words and needs no Intl; Hindi follows
// docs/glossary-hi.md ("₹15,000/महीना", "₹4.5 लाख/साल", "6 महीने").

type Pay = Pick<Job, 'kind' | 'stipend' | 'ctc'>;

const lakhs = (rupees: number) => String(lakhsOf(rupees));
const isHindi = () => pageLanguage() === 'hi';
const inHindi = (count: number, noun: Wording) => pluralText(count, noun, LOCALES.hi);

// A range writes the unit once: "₹8,000–12,000", "₹4.5–6 LPA".
function rangeText({ min, max }: PayRange, amount: (n: number) => string): string {
  if (min === max) return `₹${amount(min)}`;
  return `₹${amount(min)}–${amount(max)}`;
}

const PAY_WORDS: Record<
  Language,
  { month: string; year: string; unpaid: string; ctcHidden: string }
> = {
  en: { month: ' /month', year: ' LPA', unpaid: 'Unpaid', ctcHidden: 'CTC not disclosed' },
  hi: {
    month: '/महीना',
    year: ' लाख/साल',
    unpaid: 'बिना स्टाइपेंड',
    ctcHidden: 'CTC नहीं बताया गया',
  },
};

/** Pay as a search result states it: "₹8,000–12,000 /month", "Unpaid", "₹4.5–6 LPA". */
export function listingPayText(job: Pay): string {
  const words = PAY_WORDS[pageLanguage()];
  if (job.kind === 'internship') {
    return job.stipend ? `${rangeText(job.stipend, numberText)}${words.month}` : words.unpaid;
  }
  return job.ctc ? `${rangeText(job.ctc, lakhs)}${words.year}` : words.ctcHidden;
}

/** Whole calendar days in India since the listing went up. */
export function daysSincePosted(createdAt: string, now: Date = new Date()): number {
  const posted = todayInIndia(new Date(createdAt));
  return Math.max(0, daysBetween(posted, todayInIndia(now)));
}

const DAY_HI: Wording = { one: 'दिन', other: 'दिन' };

/** "Posted today", "Posted yesterday", "Posted 2 days ago" ("2 दिन पहले पोस्ट की गई"). */
export function postedAgoText(createdAt: string, now?: Date): string {
  const days = daysSincePosted(createdAt, now);
  if (isHindi()) {
    if (days === 0) return 'आज पोस्ट की गई';
    if (days === 1) return 'कल पोस्ट की गई';
    return `${inHindi(days, DAY_HI)} पहले पोस्ट की गई`;
  }
  if (days === 0) return 'Posted today';
  if (days === 1) return 'Posted yesterday';
  return `Posted ${countOf(days, 'day')} ago`;
}

/**
 * "Actively hiring": still taking applications, and posted or changed in the last week. A closed
 * or expired listing never says it, however new (it once did beside "no longer accepting").
 */
export const ACTIVELY_HIRING_DAYS = 7;
export type HiringActivity = {
  createdAt: string;
  updatedAt?: string;
  isAcceptingApplications?: boolean;
};
export function isActivelyHiring(listing: HiringActivity, now?: Date): boolean {
  if (listing.isAcceptingApplications === false) return false;
  const latest = [listing.createdAt, listing.updatedAt ?? listing.createdAt].sort().at(-1);
  return daysSincePosted(latest ?? listing.createdAt, now) < ACTIVELY_HIRING_DAYS;
}

const MONTH_HI: Wording = { one: 'महीना', other: 'महीने' };

/** "1 month", "6 months"; in Hindi "1 महीना", "6 महीने". */
export const durationText = (months: number) =>
  isHindi() ? inHindi(months, MONTH_HI) : countOf(months, 'month');

/** A start date already behind us means the role starts as soon as someone is picked. */
export function startText(startDate: string | null, now?: Date): string {
  const isNow = !startDate || startDate <= todayInIndia(now);
  if (isHindi()) return isNow ? 'तुरंत शुरू' : `${dateText(startDate)} से शुरू`;
  return isNow ? 'Starts immediately' : `Starts ${dateText(startDate)}`;
}

export const applyByText = (applyBy: string) =>
  isHindi() ? `आख़िरी तारीख़: ${dateText(applyBy)}` : `Apply by ${dateText(applyBy)}`;

const APPLICATION_HI: Wording = { one: 'आवेदन', other: 'आवेदन' };

export function applicantsText(count: number): string {
  if (isHindi()) return count === 0 ? 'सबसे पहले अप्लाई करें' : inHindi(count, APPLICATION_HI);
  if (count === 0) return 'Be an early applicant';
  return countOf(count, 'applicant');
}

const OPPORTUNITY_HI: Wording = { one: 'मौका', other: 'मौके' };

/** "54 opportunities", "1 opportunity", "1,000+ opportunities" ("54 मौके"). */
export function resultCountText(total: number, isCapped: boolean): string {
  // "1,000+" is many whatever the figure, so a capped count always takes the plural.
  if (isHindi()) {
    return isCapped
      ? `${numberText(total)}+ ${OPPORTUNITY_HI.other}`
      : inHindi(total, OPPORTUNITY_HI);
  }
  if (isCapped) return `${numberText(total)}+ opportunities`;
  return countOf(total, 'opportunity', 'opportunities');
}
