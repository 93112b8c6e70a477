import {
  JOB_LIMITS,
  JobFieldsSchema,
  addDays,
  jobIssues,
  titleIssues,
  todayInIndia,
  type Job,
  type JobKind,
  type PayRange,
  type PostJobBodySchema,
} from '@shuruaat/contract';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';

export type JobFormValues = z.input<typeof PostJobBodySchema>;
export type JobFormOutput = z.output<typeof PostJobBodySchema>;

export function applyByRange(today = todayInIndia()) {
  return { min: addDays(today, 1), max: addDays(today, JOB_LIMITS.applyByMaxDays) };
}

export function newJobValues(today = todayInIndia()): DefaultValues<JobFormValues> {
  return {
    kind: 'internship',
    title: '',
    description: '',
    skills: [],
    workMode: 'office',
    cities: [],
    partTime: false,
    openings: 1,
    startDate: null,
    durationMonths: null,
    stipend: undefined,
    ctc: null,
    ppo: false,
    adultsOnly: false,
    perks: [],
    questions: [],
    applyBy: addDays(today, 30),
  };
}

/** A saved job back into the form's shape (the body is strict: no ids, no server fields). */
export function jobValues(job: Job): DefaultValues<JobFormValues> {
  const { kind, title, description, category, skills, workMode, cities, partTime } = job;
  const { openings, startDate, durationMonths, stipend, ctc, ppo, perks, applyBy } = job;
  return {
    ...{ kind, title, description, category, skills, workMode, cities, partTime, openings },
    ...{ startDate, durationMonths, stipend, ctc, ppo, perks, applyBy },
    adultsOnly: job.adultsOnly,
    questions: job.questions.map(({ question, required }) => ({ question, required })),
  };
}

/** Switching kind clears the other kind's pay and terms, so the listing rules can pass. */
export function kindChanges(kind: JobKind) {
  const changes: Pick<JobFormValues, 'stipend' | 'ctc' | 'durationMonths' | 'ppo'> =
    kind === 'job'
      ? { stipend: null, ctc: undefined, durationMonths: null, ppo: false }
      : { stipend: undefined, ctc: null, durationMonths: null, ppo: false };
  return changes;
}

const JOB_FIELDS = new Set(Object.keys(JobFieldsSchema.shape));
export const isJobField = (path: string) => JOB_FIELDS.has(path.split('.')[0] ?? '');

type LooseRange = Partial<PayRange> | null | undefined;
const isAmount = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

function typedRange(range: LooseRange): PayRange | null {
  const min = isAmount(range?.min) ? range.min : undefined;
  const max = isAmount(range?.max) ? range.max : undefined;
  if (min === undefined && max === undefined) return null;
  return { min: min ?? (max as number), max: max ?? (min as number) };
}

/**
 * The listing rules that can be judged from one field while the rest of the form is still empty
 * (zod runs the whole-job rules only once every field parses): pay mix-ups and title habits.
 */
export function liveIssues(values: Partial<JobFormValues>, today = todayInIndia()) {
  const stipend = typedRange(values.stipend);
  const ctc = typedRange(values.ctc);
  const typed = (path: string) => {
    const [field, bound] = path.split('.') as ['stipend' | 'ctc', 'min' | 'max'];
    return isAmount(values[field]?.[bound]);
  };
  const pay = jobIssues({
    kind: values.kind ?? 'internship',
    title: '',
    workMode: 'remote',
    cities: [],
    startDate: null,
    durationMonths: 1,
    stipend: values.kind === 'job' ? null : stipend,
    ctc: values.kind === 'job' ? ctc : null,
    applyBy: addDays(today, 1),
  }).filter((issue) => issue.path.includes('.') && typed(issue.path));
  const issues = [...titleIssues(values.title ?? ''), ...pay];
  return Object.fromEntries(issues.reverse().map((issue) => [issue.path, issue.message]));
}
