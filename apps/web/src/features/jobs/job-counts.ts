import type { PostedJob } from '@shuruaat/contract';
import type { StatusFilterValue } from './components/status-filter';
import { listingState } from '@/lib/job-format';
import { listedApplicants } from '@/lib/applicant-counts';

export function countByState(jobs: readonly PostedJob[]): Record<StatusFilterValue, number> {
  const counts = { all: jobs.length, draft: 0, active: 0, paused: 0, closed: 0, expired: 0 };
  for (const job of jobs) counts[listingState(job)] += 1;
  return counts;
}

/** Applicants the employer can see; removed ones have left every list. */
export const totalApplicants = (jobs: readonly PostedJob[]) =>
  jobs.reduce((sum, job) => sum + listedApplicants(job), 0);

/** Jobs with applicants waiting for a first look, most waiting first. */
export const jobsToReview = (jobs: readonly PostedJob[], limit = 5) =>
  jobs
    .filter((job) => job.applicantCounts.applied > 0)
    .sort((a, b) => b.applicantCounts.applied - a.applicantCounts.applied)
    .slice(0, limit);

/** Newest first, as the server sends them; a job posted on this screen joins at its place. */
export const newestFirst = (jobs: readonly PostedJob[]) =>
  [...jobs].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
