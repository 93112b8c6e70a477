import { countOf, daysBetween, todayInIndia, type Job, type PayRange } from '@shuruaat/contract';
import { numberText, dateText } from './format';

type Pay = Pick<Job, 'kind' | 'stipend' | 'ctc'>;

const lakhs = (rupees: number) => String(Math.round((rupees / 100_000) * 10) / 10);

// A range writes the unit once: "₹8,000–12,000", "₹4.5–6 LPA".
function rangeText({ min, max }: PayRange, amount: (n: number) => string): string {
  if (min === max) return `₹${amount(min)}`;
  return `₹${amount(min)}–${amount(max)}`;
}

/** Pay as a search result states it: "₹8,000–12,000 /month", "Unpaid", "₹4.5–6 LPA". */
export function listingPayText(job: Pay): string {
  if (job.kind === 'internship') {
    return job.stipend ? `${rangeText(job.stipend, numberText)} /month` : 'Unpaid';
  }
  return job.ctc ? `${rangeText(job.ctc, lakhs)} LPA` : 'CTC not disclosed';
}

/** Whole calendar days in India since the listing went up. */
export function daysSincePosted(createdAt: string, now: Date = new Date()): number {
  const posted = todayInIndia(new Date(createdAt));
  return Math.max(0, daysBetween(posted, todayInIndia(now)));
}

export function postedAgoText(createdAt: string, now?: Date): string {
  const days = daysSincePosted(createdAt, now);
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

export const durationText = (months: number) => countOf(months, 'month');

/** A start date already behind us means the role starts as soon as someone is picked. */
export function startText(startDate: string | null, now?: Date): string {
  if (!startDate || startDate <= todayInIndia(now)) return 'Starts immediately';
  return `Starts ${dateText(startDate)}`;
}

export const applyByText = (applyBy: string) => `Apply by ${dateText(applyBy)}`;

export function applicantsText(count: number): string {
  if (count === 0) return 'Be an early applicant';
  return countOf(count, 'applicant');
}

/** "54 opportunities", "1 opportunity", "1,000+ opportunities". */
export function resultCountText(total: number, isCapped: boolean): string {
  // "1,000+" is many whatever the figure, so a capped count always takes the plural.
  if (isCapped) return `${numberText(total)}+ opportunities`;
  return countOf(total, 'opportunity', 'opportunities');
}
