import type { PostedJob } from '@shuruaat/contract';
import type { StatusFilterValue } from './components/status-filter';
import { listingState } from '../../lib/job-format';

export function countByState(jobs: readonly PostedJob[]): Record<StatusFilterValue, number> {
  const counts = { all: jobs.length, draft: 0, active: 0, paused: 0, closed: 0, expired: 0 };
  for (const job of jobs) counts[listingState(job)] += 1;
  return counts;
}

export const totalApplicants = (jobs: readonly PostedJob[]) =>
  jobs.reduce((sum, job) => sum + job.applicantTotal, 0);

/** Newest first, as the server sends them; a job posted on this screen joins at its place. */
export const newestFirst = (jobs: readonly PostedJob[]) =>
  [...jobs].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
