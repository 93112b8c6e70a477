import type { Job } from '@shuruaat/contract';
import { durationText } from '@/lib/listing-format';
import { dateText } from '@/lib/format';

type Fields = Pick<
  Job,
  'kind' | 'startDate' | 'durationMonths' | 'partTime' | 'workMode' | 'cities' | 'skills'
>;

function availability(job: Fields, today: string): string {
  const start =
    job.startDate && job.startDate > today ? `by ${dateText(job.startDate)}` : 'immediately';
  const span = job.durationMonths ? ` for ${durationText(job.durationMonths)}` : '';
  return job.kind === 'internship'
    ? `are available to start the internship ${start}${span}`
    : `can join ${start}`;
}

function place(job: Fields): string {
  if (job.workMode === 'remote') return 'can work from home';
  const cities = job.cities.join(' or ');
  return job.workMode === 'hybrid'
    ? `can come to the office in ${cities} on some days`
    : `can work from the office in ${cities}`;
}

/**
 * "Who can apply", said only from what the listing states: when and where the work happens,
 * part-time hours and the skills asked for. Nothing about degrees or years it never mentioned.
 */
export function whoCanApply(job: Fields, today: string): string[] {
  const points = [availability(job, today), place(job)];
  if (job.partTime) points.push('are looking for part-time work, for example alongside college');
  if (job.skills.length) points.push(`have relevant skills: ${job.skills.join(', ')}`);
  return points;
}
