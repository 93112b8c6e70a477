import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per named background job (decision 031): its schedule, written from the code's
 * definitions at start-up, and the claim that keeps two instances from running it at once.
 */
export const backgroundJobs = pgTable('background_jobs', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
  /** `cluster`: one instance at a time runs it; `instance`: each runs its own (in-memory work). */
  scope: text('scope', { enum: ['cluster', 'instance'] }).notNull(),
  /** The schedule: how often it runs; 0 only when asked (tests). */
  everyMs: integer('every_ms').notNull(),
  /** When the next cluster run is due; a failure brings it closer, then backs off. */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set while an instance runs it; a run that dies with its process is free again after it. */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  /** Failures in a row, for the backoff; a success sets it back to 0. */
  failures: integer('failures').notNull().default(0),
});

/** Each run that did something or failed; idle polls are not recorded. Pruned by a job. */
export const backgroundJobRuns = pgTable(
  'background_job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobName: text('job_name').notNull(),
    /** Which process ran it: host, pid and a random tag. */
    instance: text('instance').notNull(),
    /** 1 for a regular run, n for the (n-1)th retry after failures in a row. */
    attempt: integer('attempt').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    failed: boolean('failed').notNull(),
    error: text('error'),
  },
  (t) => [index('background_job_runs_job_started').on(t.jobName, t.startedAt)],
);

export type BackgroundJobRow = typeof backgroundJobs.$inferSelect;
export type BackgroundJobRunRow = typeof backgroundJobRuns.$inferSelect;
