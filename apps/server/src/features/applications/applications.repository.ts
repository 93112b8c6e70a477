import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type {
  ApplicantCounts,
  ApplicationStatus,
  ListingClosedReason,
  RejectionReason,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { applicationEvents, applications, type ApplicationRow } from '../../db/schema/applications';
import { candidateProfiles, type CandidateProfileRow } from '../../db/schema/candidates';
import { companies, type CompanyRow } from '../../db/schema/companies';
import { jobs, type JobRow } from '../../db/schema/jobs';
import { users } from '../../db/schema/users';
import type { Cursor } from '../../lib/cursor';

export type NewApplication = typeof applications.$inferInsert;
export type Page = { limit: number; cursor: Cursor | undefined };
export type StatusEvent = { status: ApplicationStatus; at: Date };
export type NewStatusEvent = typeof applicationEvents.$inferInsert;

const after = (cursor: Cursor | undefined): SQL | undefined =>
  cursor
    ? sql`(${applications.createdAt}, ${applications.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : undefined;

export async function insertApplication(db: Db, row: NewApplication): Promise<ApplicationRow> {
  return (await db.insert(applications).values(row).returning())[0] as ApplicationRow;
}

export async function updateStatus(
  db: Db,
  applicationIds: string[],
  status: ApplicationStatus,
  reason?: RejectionReason,
): Promise<void> {
  if (applicationIds.length === 0) return;
  await db
    .update(applications)
    // A reason belongs to one rejection: moving the application on clears it.
    .set({
      status,
      decisionReason: status === 'rejected' ? (reason ?? null) : null,
      updatedAt: new Date(),
    })
    .where(inArray(applications.id, applicationIds));
}

/** The statuses that still wait for an answer: what a listing's closing has to answer. */
export const OPEN_STATUSES = ['applied', 'shortlisted', 'interview'] as const;

/**
 * Answers every open application of a closed listing with the platform's reason. One UPDATE ...
 * RETURNING, so an application decided at the same moment is answered once, by whoever was first.
 */
export function closeOpenApplications(
  db: Db,
  jobId: string,
  reason: ListingClosedReason,
): Promise<{ id: string; candidateId: string }[]> {
  return db
    .update(applications)
    .set({ status: 'rejected', decisionReason: reason, updatedAt: new Date() })
    .where(and(eq(applications.jobId, jobId), inArray(applications.status, [...OPEN_STATUSES])))
    .returning({ id: applications.id, candidateId: applications.candidateId });
}

/** Timeline entries; without `at`, the time comes from the database clock. */
export async function insertEvents(db: Db, events: NewStatusEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(applicationEvents).values(events);
}

export function findApplication(
  db: Db,
  jobId: string,
  candidateId: string,
): Promise<ApplicationRow | undefined> {
  return db
    .select()
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.candidateId, candidateId)))
    .then((rows) => rows[0]);
}

export function findApplicationsOfCandidates(
  db: Db,
  jobId: string,
  candidateIds: string[],
): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(and(eq(applications.jobId, jobId), inArray(applications.candidateId, candidateIds)));
}

export async function findEvents(
  db: Db,
  applicationIds: string[],
): Promise<Map<string, StatusEvent[]>> {
  const events = new Map<string, StatusEvent[]>(applicationIds.map((id) => [id, []]));
  if (applicationIds.length === 0) return events;
  const rows = await db
    .select({
      applicationId: applicationEvents.applicationId,
      status: applicationEvents.status,
      at: applicationEvents.at,
    })
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, applicationIds))
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
  for (const { applicationId, status, at } of rows) events.get(applicationId)?.push({ status, at });
  return events;
}

export type CandidateApplicationRow = {
  application: ApplicationRow;
  job: JobRow;
  company: CompanyRow;
};

export function findCandidateApplications(
  db: Db,
  candidateId: string,
  statuses: ApplicationStatus[] | undefined,
  page: Page,
): Promise<CandidateApplicationRow[]> {
  return db
    .select({ application: applications, job: jobs, company: companies })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        eq(applications.candidateId, candidateId),
        statuses?.length ? inArray(applications.status, statuses) : undefined,
        after(page.cursor),
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(page.limit + 1);
}

export function findCandidateApplication(
  db: Db,
  candidateId: string,
  jobId: string,
): Promise<CandidateApplicationRow | undefined> {
  return db
    .select({ application: applications, job: jobs, company: companies })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(applications.candidateId, candidateId), eq(applications.jobId, jobId)))
    .then((rows) => rows[0]);
}

function emptyCounts(): ApplicantCounts {
  return {
    applied: 0,
    shortlisted: 0,
    interview: 0,
    hired: 0,
    rejected: 0,
    withdrawn: 0,
    removed: 0,
  };
}

async function countBy(db: Db, where: SQL | undefined): Promise<ApplicantCounts> {
  const counts = emptyCounts();
  const rows = await db
    .select({ status: applications.status, n: sql<number>`count(*)::int` })
    .from(applications)
    .where(where)
    .groupBy(applications.status);
  for (const { status, n } of rows) counts[status] = Number(n);
  return counts;
}

export const countCandidateApplications = (db: Db, candidateId: string) =>
  countBy(db, eq(applications.candidateId, candidateId));

export const countJobApplications = (db: Db, jobId: string) =>
  countBy(db, eq(applications.jobId, jobId));

export type ApplicantRow = { application: ApplicationRow; profile: CandidateProfileRow | null };

/** A job's applicants, newest first; removed ones have left the employer's list. */
export function findApplicants(
  db: Db,
  jobId: string,
  statuses: ApplicationStatus[] | undefined,
  page: Page,
): Promise<ApplicantRow[]> {
  return db
    .select({ application: applications, profile: candidateProfiles })
    .from(applications)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, applications.candidateId))
    .where(
      and(
        eq(applications.jobId, jobId),
        statuses?.length
          ? inArray(applications.status, statuses)
          : ne(applications.status, 'removed'),
        after(page.cursor),
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(page.limit + 1);
}

/** Whether the candidate sent this resume version to one of the company's jobs (and still stands by it). */
export async function hasAppliedWithResume(
  db: Db,
  companyId: string,
  candidateId: string,
  resumeVersion: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(jobs.companyId, companyId),
        eq(applications.candidateId, candidateId),
        eq(applications.resumeVersion, resumeVersion),
        ne(applications.status, 'withdrawn'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type Preferences = {
  candidateId: string;
  skillsLower: string[];
  cities: string[];
  workMode: string;
  today: string;
  limit: number;
  offset: number;
};

export type JobMatchRow = {
  job: JobRow;
  company: CompanyRow;
  skillMatches: number;
  cityMatch: boolean;
  workModeMatch: boolean;
};

/**
 * Open jobs the candidate has not applied to that share a skill, a preferred city (a remote job
 * suits every city) or the preferred work mode; skills weigh most, then place, then mode.
 */
export async function findMatchingJobs(db: Db, p: Preferences): Promise<JobMatchRow[]> {
  const skills = sql`${sql.param(p.skillsLower)}::text[]`;
  const skillMatches = sql<number>`(select count(*) from unnest(${jobs.skills}) as s(skill) where lower(s.skill) = any(${skills}))::int`;
  const cityMatch = sql<boolean>`(${jobs.cities} && ${sql.param(p.cities)}::text[] or (${jobs.workMode} = 'remote' and cardinality(${sql.param(p.cities)}::text[]) > 0))`;
  const workModeMatch = sql<boolean>`(${jobs.workMode}::text = ${p.workMode})`;
  const rows = await db
    .select({ job: jobs, company: companies, skillMatches, cityMatch, workModeMatch })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        eq(jobs.status, 'active'),
        sql`${jobs.hiddenAt} is null`,
        sql`${jobs.reviewState} <> 'held'`,
        sql`${jobs.applyBy} >= ${p.today}`,
        sql`not exists (select 1 from ${applications} where ${applications.jobId} = ${jobs.id} and ${applications.candidateId} = ${p.candidateId})`,
        sql`(${skillMatches} > 0 or ${cityMatch} or ${workModeMatch})`,
      ),
    )
    .orderBy(
      desc(
        sql`${skillMatches} * 3 + (case when ${cityMatch} then 2 else 0 end) + (case when ${workModeMatch} then 1 else 0 end)`,
      ),
      desc(jobs.createdAt),
      desc(jobs.id),
    )
    .limit(p.limit + 1)
    .offset(p.offset);
  return rows.map((row) => ({
    ...row,
    skillMatches: Number(row.skillMatches),
    cityMatch: Boolean(row.cityMatch),
    workModeMatch: Boolean(row.workModeMatch),
  }));
}

export type ExportedApplicantRow = ApplicantRow & { email: string | null };

/** Every applicant still on the employer's list, oldest first, with the account's email. */
export function findApplicantsForExport(
  db: Db,
  jobId: string,
  limit: number,
): Promise<ExportedApplicantRow[]> {
  return db
    .select({ application: applications, profile: candidateProfiles, email: users.email })
    .from(applications)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, applications.candidateId))
    .leftJoin(users, eq(users.id, applications.candidateId))
    .where(and(eq(applications.jobId, jobId), ne(applications.status, 'removed')))
    .orderBy(asc(applications.createdAt), asc(applications.id))
    .limit(limit);
}
