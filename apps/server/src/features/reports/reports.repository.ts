import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ReportReason } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { jobs } from '../../db/schema/jobs';
import { listingReports, type ListingReportRow } from '../../db/schema/listing-reports';

export function findReportableJob(db: Db, jobId: string) {
  return db
    .select({
      id: jobs.id,
      slug: jobs.slug,
      title: jobs.title,
      status: jobs.status,
      ownerId: companies.ownerUserId,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, jobId), isNull(jobs.hiddenAt)))
    .then((rows) => rows[0]);
}

export async function insertReport(
  db: Db,
  row: { jobId: string; reporterId: string; reason: ReportReason; details: string },
): Promise<ListingReportRow | undefined> {
  const rows = await db.insert(listingReports).values(row).onConflictDoNothing().returning();
  return rows[0];
}

export function findOpenReport(db: Db, jobId: string, reporterId: string) {
  return db
    .select({ id: listingReports.id })
    .from(listingReports)
    .where(
      and(
        eq(listingReports.jobId, jobId),
        eq(listingReports.reporterId, reporterId),
        eq(listingReports.status, 'open'),
      ),
    )
    .then((rows) => rows[0]);
}

/** Listings with open reports, most reported first; at most `limit` listings. */
export function findReportedListings(db: Db, limit: number) {
  return db
    .select({
      jobId: listingReports.jobId,
      openCount: sql<number>`count(*)::int`,
      latestAt: sql<Date>`max(${listingReports.createdAt})`,
    })
    .from(listingReports)
    .where(eq(listingReports.status, 'open'))
    .groupBy(listingReports.jobId)
    .orderBy(desc(sql`count(*)`), desc(sql`max(${listingReports.createdAt})`))
    .limit(limit);
}

export function findOpenReportsOf(db: Db, jobIds: string[]) {
  if (jobIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      report: listingReports,
      job: {
        id: jobs.id,
        slug: jobs.slug,
        title: jobs.title,
        status: jobs.status,
        companyName: companies.name,
      },
    })
    .from(listingReports)
    .innerJoin(jobs, eq(jobs.id, listingReports.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(inArray(listingReports.jobId, jobIds), eq(listingReports.status, 'open')))
    .orderBy(desc(listingReports.createdAt));
}

/** Resolves every open report of the listing at once and returns them (reporters to tell). */
export function resolveOpenReports(
  db: Db,
  jobId: string,
  fields: { status: 'actioned' | 'dismissed'; resolutionNote: string; resolvedBy: string },
) {
  return db
    .update(listingReports)
    .set({ ...fields, resolvedAt: new Date() })
    .where(and(eq(listingReports.jobId, jobId), eq(listingReports.status, 'open')))
    .returning({ id: listingReports.id, reporterId: listingReports.reporterId });
}

export async function closeJob(db: Db, jobId: string): Promise<void> {
  await db.update(jobs).set({ status: 'closed', updatedAt: new Date() }).where(eq(jobs.id, jobId));
}

export function lockJob(db: Db, jobId: string) {
  return db
    .select({
      id: jobs.id,
      status: jobs.status,
      title: jobs.title,
      slug: jobs.slug,
      companyId: jobs.companyId,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .for('update')
    .then((rows) => rows[0]);
}

export function ownerOfCompany(db: Db, companyId: string) {
  return db
    .select({ ownerId: companies.ownerUserId })
    .from(companies)
    .where(eq(companies.id, companyId))
    .then((rows) => rows[0]?.ownerId ?? null);
}
