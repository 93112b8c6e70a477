import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  backgroundJobRuns,
  backgroundJobs,
  type BackgroundJobRow,
  type BackgroundJobRunRow,
} from '../../db/schema/background-jobs';
import { liveInstances } from '../../db/schema/live-instances';

export type JobSchedule = Pick<BackgroundJobRow, 'name' | 'description' | 'scope' | 'everyMs'>;
export type NewRun = Omit<BackgroundJobRunRow, 'id'>;

/** Writes each job's schedule from the code's definitions; a new job is due at once. */
export async function saveSchedules(db: Db, schedules: JobSchedule[], now: Date): Promise<void> {
  if (schedules.length === 0) return;
  await db
    .insert(backgroundJobs)
    .values(schedules.map((s) => ({ ...s, nextRunAt: now })))
    .onConflictDoUpdate({
      target: backgroundJobs.name,
      set: {
        description: sql`excluded.description`,
        scope: sql`excluded.scope`,
        everyMs: sql`excluded.every_ms`,
      },
    });
}

/**
 * Takes a cluster job's due run for this instance alone: the schedule row is locked with SKIP
 * LOCKED (another instance's claim skips it instead of waiting) and leased until `leaseUntil`,
 * so a run that dies with its process is taken again after the lease. Answers the failures in a
 * row so far, or null when the job is not due or another instance holds it.
 */
export async function claimDueRun(
  db: Db,
  name: string,
  now: Date,
  leaseUntil: Date,
): Promise<{ failures: number } | null> {
  const due = db
    .select({ name: backgroundJobs.name })
    .from(backgroundJobs)
    .where(
      and(
        eq(backgroundJobs.name, name),
        lte(backgroundJobs.nextRunAt, now),
        or(isNull(backgroundJobs.leaseUntil), lte(backgroundJobs.leaseUntil, now)),
      ),
    )
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(backgroundJobs)
    .set({ leaseUntil })
    .where(inArray(backgroundJobs.name, due))
    .returning({ failures: backgroundJobs.failures });
  return claimed ?? null;
}

/** Ends a cluster run: frees the lease and sets the next due time and the failures in a row. */
export async function releaseRun(
  db: Db,
  name: string,
  next: { nextRunAt: Date; failures: number },
): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ ...next, leaseUntil: null })
    .where(eq(backgroundJobs.name, name));
}

export async function insertRun(db: Db, run: NewRun): Promise<void> {
  await db.insert(backgroundJobRuns).values(run);
}

/** Drops runs older than `before`, and all but the newest `keep` of each job. */
export async function pruneRuns(db: Db, before: Date, keep: number): Promise<void> {
  await db.delete(backgroundJobRuns).where(lt(backgroundJobRuns.startedAt, before));
  await db.execute(sql`
    delete from background_job_runs r using (
      select id, row_number() over (partition by job_name order by started_at desc, id desc) as n
      from background_job_runs) ranked
    where r.id = ranked.id and ranked.n > ${keep}`);
}

export async function findSchedules(db: Db): Promise<BackgroundJobRow[]> {
  return db.select().from(backgroundJobs).orderBy(asc(backgroundJobs.name));
}

/** The newest `perJob` runs of every job, newest first. */
export async function findRecentRuns(db: Db, perJob: number): Promise<BackgroundJobRunRow[]> {
  const ranked = db
    .select({
      id: backgroundJobRuns.id,
      n: sql<number>`row_number() over (partition by ${backgroundJobRuns.jobName}
        order by ${backgroundJobRuns.startedAt} desc, ${backgroundJobRuns.id} desc)`.as('n'),
    })
    .from(backgroundJobRuns)
    .as('ranked');
  return db
    .select({ run: backgroundJobRuns })
    .from(backgroundJobRuns)
    .innerJoin(ranked, eq(ranked.id, backgroundJobRuns.id))
    .where(lte(ranked.n, perJob))
    .orderBy(desc(backgroundJobRuns.startedAt), desc(backgroundJobRuns.id))
    .then((rows) => rows.map((r) => r.run));
}

/** The newest failed run of every job that has one. */
export async function findLastFailures(db: Db): Promise<BackgroundJobRunRow[]> {
  return db
    .selectDistinctOn([backgroundJobRuns.jobName])
    .from(backgroundJobRuns)
    .where(eq(backgroundJobRuns.failed, true))
    .orderBy(backgroundJobRuns.jobName, desc(backgroundJobRuns.startedAt));
}

/** This instance is alive (live-instances.ts). */
export async function markInstanceAlive(db: Db, instance: string): Promise<void> {
  await db
    .insert(liveInstances)
    .values({ instance })
    .onConflictDoUpdate({ target: liveInstances.instance, set: { seenAt: sql`now()` } });
}

/** An instance stopping, or long silent ones: their claims are free anyway. */
export async function forgetInstances(db: Db, which: { instance: string } | { silentSince: Date }) {
  await db
    .delete(liveInstances)
    .where(
      'instance' in which
        ? eq(liveInstances.instance, which.instance)
        : lt(liveInstances.seenAt, which.silentSince),
    );
}
