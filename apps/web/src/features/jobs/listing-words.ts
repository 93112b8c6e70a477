import { todayInIndia, type WorkMode } from '@shuruaat/contract';
import { cityLabel, workModeLabel } from '@/job-search/option-labels';
import { dateText } from '@/lib/format';
import type { Translate } from '@/lib/i18n/translate';
import { daysSincePosted } from '@/lib/listing-format';

// A listing's facts as its card and page say them, in the reader's language. The same rules as
// lib/listing-format's English (a start date behind us is "immediately"; days count in India).

/** "Pune, Mumbai", "Pune (hybrid)", "Work from home". */
export function placeWords(t: Translate, job: { workMode: WorkMode; cities: readonly string[] }) {
  if (job.workMode === 'remote') return workModeLabel(t, 'remote');
  if (job.cities.length === 0) return t('jobs.listing.noCity');
  const cities = job.cities.map((city) => cityLabel(t, city)).join(', ');
  return job.workMode === 'hybrid' ? t('jobs.listing.hybrid', { cities }) : cities;
}

export const durationWords = (t: Translate, months: number) =>
  t('jobs.listing.months', { count: months });

export function startWords(t: Translate, startDate: string | null, now?: Date) {
  if (!startDate || startDate <= todayInIndia(now)) return t('jobs.listing.startsNow');
  return t('jobs.listing.starts', { date: dateText(startDate) });
}

export function postedAgoWords(t: Translate, createdAt: string, now?: Date) {
  const days = daysSincePosted(createdAt, now);
  if (days === 0) return t('jobs.listing.postedToday');
  if (days === 1) return t('jobs.listing.postedYesterday');
  return t('jobs.listing.postedDaysAgo', { count: days });
}

export const applyByWords = (t: Translate, applyBy: string) =>
  t('jobs.listing.applyBy', { date: dateText(applyBy) });
