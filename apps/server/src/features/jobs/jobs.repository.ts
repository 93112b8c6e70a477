import { and, desc, eq, gte, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { ApplicantCounts, JobStatus } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { companies, type CompanyRow } from '../../db/schema/companies';
import { jobs, type JobRow, type NewJobRow } from '../../db/schema/jobs';
import { messagingSuspensions } from '../../db/schema/messaging-suspensions';
import type { Cursor } from '../../lib/cursor';
import { emptyCounts } from './job-presenter';

export type JobWithCompany = { job: JobRow; company: CompanyRow };
export type PageQuery = { limit: number; cursor: Cursor | undefined };

/**
 * Whether the employer's messaging is paused. The pause is the conversations feature's
 * (message-safety.ts); publishing only reads it, here, because that feature's service already
 * depends on this one.
 */
export async function isUnderReview(db: Db, employerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messagingSuspensions.id })
    .from(messagingSuspensions)
    .where(
      and(eq(messagingSuspensions.employerId, employerId), isNull(messagingSuspensions.liftedAt)),
    );
  return row !== undefined;
}

export async function insertJob(db: Db, row: NewJobRow): Promise<JobRow> {
  const rows = await db.insert(jobs).values(row).returning();
  return rows[0] as JobRow;
}

export async function updateJobRow(
  db: Db,
  id: string,
  fields: Partial<NewJobRow>,
): Promise<JobRow> {
  const rows = await db
    .update(jobs)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(jobs.id, id))
    .returning();
  return rows[0] as JobRow;
}

export async function deleteJobRow(db: Db, id: string): Promise<void> {
  await db.delete(jobs).where(eq(jobs.id, id));
}

export function findJobWithCompany(db: Db, id: string): Promise<JobWithCompany | undefined> {
  return db
    .select({ job: jobs, company: companies })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, id), isNull(jobs.hiddenAt)))
    .then((rows) => rows[0]);
}

const after = (cursor: Cursor | undefined): SQL | undefined =>
  cursor
    ? sql`(${jobs.createdAt}, ${jobs.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : undefined;

/** Newest first, one row beyond the limit so the caller knows whether another page exists. */
function pageOfJobs(db: Db, where: (SQL | undefined)[], { limit, cursor }: PageQuery) {
  return db
    .select({ job: jobs, company: companies })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(...where, after(cursor)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit + 1);
}

export function findCompanyJobs(db: Db, companyId: string, page: PageQuery) {
  return pageOfJobs(db, [eq(jobs.companyId, companyId), isNull(jobs.hiddenAt)], page);
}

export function findOpenJobs(db: Db, today: string, page: PageQuery, companyId?: string) {
  const where = [
    eq(jobs.status, 'active'),
    isNull(jobs.hiddenAt),
    ne(jobs.reviewState, 'held'),
    gte(jobs.applyBy, today),
  ];
  if (companyId) where.push(eq(jobs.companyId, companyId));
  return pageOfJobs(db, where, page);
}

export function findAllJobs(db: Db, status: JobStatus | undefined, page: PageQuery, q?: string) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return pageOfJobs(
    db,
    [
      status ? eq(jobs.status, status) : undefined,
      pattern
        ? sql`(${jobs.title} ilike ${pattern} or ${companies.name} ilike ${pattern} or ${jobs.slug} ilike ${pattern})`
        : undefined,
    ],
    page,
  );
}

/** Applicant counts per status for the given jobs; jobs without applications get zeros. */
export async function countApplicants(
  db: Db,
  jobIds: string[],
): Promise<Map<string, ApplicantCounts>> {
  const counts = new Map(jobIds.map((id) => [id, emptyCounts()]));
  if (jobIds.length === 0) return counts;
  const rows = await db
    .select({
      jobId: applications.jobId,
      status: applications.status,
      n: sql<number>`count(*)::int`,
    })
    .from(applications)
    .where(inArray(applications.jobId, jobIds))
    .groupBy(applications.jobId, applications.status);
  for (const { jobId, status, n } of rows) {
    const forJob = counts.get(jobId);
    if (forJob) forJob[status] = n;
  }
  return counts;
}
