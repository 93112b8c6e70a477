import { and, count, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, type CompanyRow } from '../../db/schema/companies';
import { jobs, type JobRow } from '../../db/schema/jobs';
import { savedJobs } from '../../db/schema/saved-jobs';
import type { Cursor } from '../../lib/cursor';

export type SavedJobWithListing = { savedAt: Date; job: JobRow; company: CompanyRow };
export type SavedPage = { limit: number; cursor: Cursor | undefined };

// Drafts and listings an employer deleted are not shown to candidates anywhere, saved or not.
const isShown = and(ne(jobs.status, 'draft'), isNull(jobs.hiddenAt));

/** Saving twice keeps the first save's time: the pair is the key. */
export async function insertSavedJob(db: Db, candidateId: string, jobId: string): Promise<void> {
  await db.insert(savedJobs).values({ candidateId, jobId }).onConflictDoNothing();
}

export async function deleteSavedJob(db: Db, candidateId: string, jobId: string): Promise<void> {
  await db
    .delete(savedJobs)
    .where(and(eq(savedJobs.candidateId, candidateId), eq(savedJobs.jobId, jobId)));
}

export async function isSaved(db: Db, candidateId: string, jobId: string): Promise<boolean> {
  const rows = await db
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .where(and(eq(savedJobs.candidateId, candidateId), eq(savedJobs.jobId, jobId)));
  return rows.length > 0;
}

export async function countSavedJobs(db: Db, candidateId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedJobs)
    .where(eq(savedJobs.candidateId, candidateId));
  return row?.n ?? 0;
}

export async function findSavedJobIds(db: Db, candidateId: string): Promise<string[]> {
  const rows = await db
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(and(eq(savedJobs.candidateId, candidateId), isShown));
  return rows.map((row) => row.jobId);
}

const after = (cursor: Cursor | undefined): SQL | undefined =>
  cursor
    ? sql`(${savedJobs.savedAt}, ${savedJobs.jobId}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : undefined;

/** Newest save first, one row beyond the limit so the caller knows whether more follow. */
export function findSavedJobs(
  db: Db,
  candidateId: string,
  { limit, cursor }: SavedPage,
): Promise<SavedJobWithListing[]> {
  return db
    .select({ savedAt: savedJobs.savedAt, job: jobs, company: companies })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(savedJobs.candidateId, candidateId), isShown, after(cursor)))
    .orderBy(desc(savedJobs.savedAt), desc(savedJobs.jobId))
    .limit(limit + 1);
}
