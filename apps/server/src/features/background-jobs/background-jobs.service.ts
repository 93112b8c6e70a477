import type { BackgroundJobRun, BackgroundJobsResponse } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import type { BackgroundJobRunRow } from '../../db/schema/background-jobs';
import { findLastFailures, findRecentRuns, findSchedules } from './background-jobs.repository';

const RECENT_RUNS = 5;

/** Every job the servers have defined, with its schedule, its latest runs and its last failure. */
export async function listBackgroundJobs(
  db: Db,
  now = new Date(),
): Promise<BackgroundJobsResponse> {
  const [schedules, recent, failures] = await Promise.all([
    findSchedules(db),
    findRecentRuns(db, RECENT_RUNS),
    findLastFailures(db),
  ]);
  const lastFailure = new Map(failures.map((run) => [run.jobName, presentRun(run)]));
  return {
    jobs: schedules.map((job) => ({
      name: job.name,
      description: job.description,
      scope: job.scope,
      everyMs: job.everyMs,
      nextRunAt: job.scope === 'cluster' ? job.nextRunAt.toISOString() : null,
      isRunning: job.leaseUntil !== null && job.leaseUntil > now,
      failuresInARow: job.failures,
      recentRuns: recent.filter((run) => run.jobName === job.name).map(presentRun),
      lastFailure: lastFailure.get(job.name) ?? null,
    })),
  };
}

function presentRun(run: BackgroundJobRunRow): BackgroundJobRun {
  return {
    id: run.id,
    instance: run.instance,
    attempt: run.attempt,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt.toISOString(),
    failed: run.failed,
    error: run.error,
  };
}
