import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { companies } from '../../db/schema/companies';
import { jobs } from '../../db/schema/jobs';
import type { JobWithCompany } from '../jobs/jobs.service';

export function findByIds(db: Db, ids: string[]): Promise<JobWithCompany[]> {
  return db
    .select({ job: jobs, company: companies })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(inArray(jobs.id, ids));
}

export function findBySlug(db: Db, slug: string) {
  return db
    .select({
      job: jobs,
      company: companies,
      // In the same query: every read is a round trip to the embedded engine's thread.
      applicantCount: sql<number>`(select count(*)::int from ${applications} where ${applications.jobId} = ${jobs.id})`,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        eq(jobs.slug, slug),
        sql`${jobs.hiddenAt} is null`,
        sql`${jobs.status} <> 'draft'`,
        sql`${jobs.reviewState} <> 'held'`,
      ),
    )
    .then((rows) => rows[0]);
}
