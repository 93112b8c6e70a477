import type { ApplicantCounts, Job, JobFields, PostedJob } from '@shuruaat/contract';
import { APPLICATION_STATUSES } from '@shuruaat/contract';
import type { JobRow } from '../../db/schema/jobs';
import type { CompanySummary } from '../companies/companies.service';

const range = (min: number | null, max: number | null) =>
  min === null || max === null ? null : { min, max };

export function isAcceptingApplications(row: JobRow, today: string): boolean {
  return (
    row.status === 'active' && !row.hiddenAt && row.reviewState !== 'held' && row.applyBy >= today
  );
}

export function toJob(row: JobRow, company: CompanySummary, today: string): Job {
  return {
    _id: row.id,
    slug: row.slug,
    kind: row.kind,
    title: row.title,
    description: row.description,
    category: row.category as JobFields['category'],
    skills: row.skills,
    workMode: row.workMode,
    cities: row.cities as JobFields['cities'],
    partTime: row.partTime,
    openings: row.openings,
    startDate: row.startDate,
    durationMonths: row.durationMonths,
    stipend: range(row.stipendMin, row.stipendMax),
    ctc: range(row.ctcMin, row.ctcMax),
    ppo: row.ppo,
    adultsOnly: row.adultsOnly,
    perks: row.perks as JobFields['perks'],
    questions: row.questions,
    applyBy: row.applyBy,
    status: row.status,
    company,
    isAcceptingApplications: isAcceptingApplications(row, today),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function emptyCounts(): ApplicantCounts {
  return Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as ApplicantCounts;
}

export function toPostedJob(job: Job, counts: ApplicantCounts = emptyCounts()): PostedJob {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return { ...job, applicantCounts: counts, applicantTotal: total };
}
