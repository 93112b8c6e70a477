import type { z } from 'zod';
import { addDays, daysBetween, todayInIndia } from './dates';
import { JOB_LIMITS, PAY_LIMITS } from './job-options';
import { formatInr } from './money';

type Range = { min: number; max: number } | null | undefined;

export type JobRuleInput = {
  kind: 'internship' | 'job';
  title: string;
  workMode: 'office' | 'remote' | 'hybrid';
  cities: string[];
  startDate: string | null;
  durationMonths?: number | null | undefined;
  stipend?: Range;
  ctc?: Range;
  ppo?: boolean | undefined;
  openings?: number | undefined;
  applyBy: string;
};

/** A range wider than this many times its minimum tells a student nothing about the pay. */
export const PAY_SPREAD_MAX = 3;
/** An unpaid internship with more openings than this reads as a certificate scheme. */
export const UNPAID_OPENINGS_MAX = 20;

type Issue = { path: string; message: string };

const PAY_IN_TITLE =
  /₹|\brs\.?\s*\d|\binr\b|\d\s*(k|lpa|lakhs?|pm)\b|per\s+month|\/\s*month|stipend|salary|ctc/i;
const URGENT = /\burgent(ly)?\b|\bimmediate(ly)?\s+hiring\b/i;

function isShouting(title: string): boolean {
  const letters = title.replace(/[^A-Za-z]/g, '');
  if (letters.length < 8) return false;
  const upper = letters.replace(/[^A-Z]/g, '').length;
  return upper / letters.length > 0.7;
}

export function titleIssues(title: string): Issue[] {
  const issues: Issue[] = [];
  if (PAY_IN_TITLE.test(title)) {
    issues.push({
      path: 'title',
      message: 'Keep pay out of the title; enter it under Pay so students can filter by it.',
    });
  }
  if (URGENT.test(title)) {
    issues.push({
      path: 'title',
      message: 'Leave “urgent” out of the title; the apply-by date tells students how soon.',
    });
  }
  if (isShouting(title)) {
    issues.push({
      path: 'title',
      message: 'Write the title in normal case, not in capital letters.',
    });
  }
  return issues;
}

function rangeIssues(field: 'stipend' | 'ctc', range: Range): Issue[] {
  if (!range) return [];
  const issues: Issue[] = [];
  const isStipend = field === 'stipend';
  const [low, high] = isStipend
    ? [PAY_LIMITS.stipendMin, PAY_LIMITS.stipendMax]
    : [PAY_LIMITS.ctcMin, PAY_LIMITS.ctcMax];
  if (range.min > range.max) {
    issues.push({
      path: `${field}.max`,
      message: `The maximum must be at least the minimum (${formatInr(range.min)}).`,
    });
  }
  if (range.min < low) {
    issues.push({
      path: `${field}.min`,
      message: isStipend
        ? `A stipend under ${formatInr(low)} a month is too low to list. If the internship is unpaid, mark it unpaid.`
        : `CTC is per year in rupees: at least ${formatInr(low)}. For ₹4.5 LPA enter 450000, not 4.5 or 45.`,
    });
  }
  // Checked only inside the bounds: past them the bound's own message says what went wrong.
  const bounded = range.min >= low && range.max <= high && range.min <= range.max;
  if (bounded && range.max > range.min * PAY_SPREAD_MAX) {
    issues.push({
      path: `${field}.max`,
      message: `${formatInr(range.min)} to ${formatInr(range.max)} is too wide a range to tell students what they will earn: keep the maximum within ${PAY_SPREAD_MAX} times the minimum (up to ${formatInr(range.min * PAY_SPREAD_MAX)}).`,
    });
  }
  if (range.max > high) {
    issues.push({
      path: `${field}.max`,
      message: isStipend
        ? `A stipend over ${formatInr(high)} a month looks like a mistake. Enter the monthly amount, not the yearly one.`
        : `A CTC over ${formatInr(high)} a year looks like a mistake. Enter rupees per year: ₹4.5 LPA is 450000.`,
    });
  }
  return issues;
}

function payIssues(job: JobRuleInput): Issue[] {
  if (job.kind === 'internship') {
    const issues: Issue[] = [];
    if (job.stipend === undefined) {
      issues.push({
        path: 'stipend',
        message: 'Enter the monthly stipend, or mark the internship unpaid.',
      });
    }
    if (job.ctc) {
      issues.push({
        path: 'ctc',
        message:
          'Internships pay a monthly stipend, not a CTC. Remove the CTC or post a job instead.',
      });
    }
    if (job.stipend === null && (job.openings ?? 0) > UNPAID_OPENINGS_MAX) {
      issues.push({
        path: 'openings',
        message: `An unpaid internship may offer at most ${UNPAID_OPENINGS_MAX} openings. Pay a stipend to hire more interns.`,
      });
    }
    return [...issues, ...rangeIssues('stipend', job.stipend)];
  }
  const issues: Issue[] = [];
  if (job.stipend) {
    issues.push({
      path: 'stipend',
      message:
        'Jobs pay a yearly CTC, not a stipend. Remove the stipend or post an internship instead.',
    });
  }
  if (!job.ctc) issues.push({ path: 'ctc', message: 'Enter the yearly CTC range for this job.' });
  return [...issues, ...rangeIssues('ctc', job.ctc)];
}

function scheduleIssues(job: JobRuleInput, today: string): Issue[] {
  const issues: Issue[] = [];
  if (job.kind === 'internship' && !job.durationMonths) {
    issues.push({
      path: 'durationMonths',
      message: `Enter how many months the internship lasts (1 to ${JOB_LIMITS.durationMonthsMax}).`,
    });
  }
  if (job.kind === 'job' && job.durationMonths) {
    issues.push({
      path: 'durationMonths',
      message: 'Duration is for internships; remove it for a job.',
    });
  }
  if (job.kind === 'job' && job.ppo) {
    issues.push({ path: 'ppo', message: 'A pre-placement offer applies only to internships.' });
  }
  if (job.cities.length === 0 && job.workMode !== 'remote') {
    issues.push({
      path: 'cities',
      message: 'Add at least one city, or set the work mode to remote.',
    });
  }
  const applyIn = daysBetween(today, job.applyBy);
  if (applyIn < 1 || applyIn > JOB_LIMITS.applyByMaxDays) {
    issues.push({
      path: 'applyBy',
      message: `Choose an apply-by date from ${addDays(today, 1)} to ${addDays(today, JOB_LIMITS.applyByMaxDays)}.`,
    });
  }
  if (job.startDate && job.startDate < today) {
    issues.push({
      path: 'startDate',
      message: 'The start date has passed; choose a later date or “immediately”.',
    });
  }
  return issues;
}

/** Every rule a listing must meet beyond field types, worded for the employer who must fix it. */
export function jobIssues(job: JobRuleInput, today: string = todayInIndia()): Issue[] {
  return [...titleIssues(job.title), ...payIssues(job), ...scheduleIssues(job, today)];
}

/** Adapts jobIssues to zod's superRefine, so the same rules run in forms and on the server. */
export function refineJob(job: JobRuleInput, ctx: z.RefinementCtx): void {
  for (const issue of jobIssues(job)) {
    ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
  }
}
