import type { Job } from '@shuruaat/contract';
import { cityLabel } from '@/job-search/option-labels';
import { dateText } from '@/lib/format';
import { durationText } from '@/lib/listing-format';
import type { Translate } from '@/lib/i18n/translate';

type Fields = Pick<
  Job,
  'kind' | 'startDate' | 'durationMonths' | 'partTime' | 'workMode' | 'cities' | 'skills'
>;

function availability(t: Translate, job: Fields, today: string): string {
  const date = job.startDate && job.startDate > today ? dateText(job.startDate) : null;
  if (job.kind !== 'internship') return date ? t('jobs.who.jobBy', { date }) : t('jobs.who.jobNow');
  if (!job.durationMonths) return date ? t('jobs.who.internBy', { date }) : t('jobs.who.internNow');
  const duration = durationText(job.durationMonths);
  return date
    ? t('jobs.who.internByFor', { date, duration })
    : t('jobs.who.internNowFor', { duration });
}

/** "Pune or Mumbai", "Pune, Mumbai or Goa" in the reader's language. */
function citiesOr(t: Translate, cities: readonly string[]): string {
  const names = cities.map((city) => cityLabel(t, city));
  const last = names.pop() ?? '';
  return names.length ? t('jobs.who.citiesOr', { first: names.join(', '), last }) : last;
}

function place(t: Translate, job: Fields): string {
  if (job.workMode === 'remote') return t('jobs.who.remote');
  const cities = citiesOr(t, job.cities);
  return job.workMode === 'hybrid'
    ? t('jobs.who.hybrid', { cities })
    : t('jobs.who.office', { cities });
}

/**
 * "Who can apply", said only from what the listing states: when and where the work happens,
 * part-time hours and the skills asked for. Nothing about degrees or years it never mentioned.
 */
export function whoCanApply(t: Translate, job: Fields, today: string): string[] {
  const points = [availability(t, job, today), place(t, job)];
  if (job.partTime) points.push(t('jobs.who.partTime'));
  if (job.skills.length) points.push(t('jobs.who.skills', { skills: job.skills.join(', ') }));
  return points;
}
