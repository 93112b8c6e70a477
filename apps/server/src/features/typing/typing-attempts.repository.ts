import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { jobs } from '../../db/schema/jobs';
import { typingAttempts, typingRetests } from '../../db/schema/typing-attempts';
import { applicationTypingResults, typingResults } from '../../db/schema/typing';

export type NewAttempt = typeof typingAttempts.$inferInsert;
export type NewRetest = typeof typingRetests.$inferInsert;

export function insertAttempt(db: Db, row: NewAttempt) {
  return db
    .insert(typingAttempts)
    .values(row)
    .returning()
    .then((rows) => rows[0]);
}

export function findAttempt(db: Db, id: string) {
  return db
    .select()
    .from(typingAttempts)
    .where(eq(typingAttempts.id, id))
    .then((rows) => rows[0]);
}

/** Moves an attempt's issue time back (the test-only route; see typing.routes.ts). */
export function backdateAttempt(db: Db, id: string, seconds: number) {
  return db
    .update(typingAttempts)
    .set({ startedAt: sql`${typingAttempts.startedAt} - make_interval(secs => ${seconds})` })
    .where(eq(typingAttempts.id, id))
    .returning({ startedAt: typingAttempts.startedAt })
    .then((rows) => rows[0]);
}

/** Whether a submitted attempt other than `id` carries this hash. */
export function findSubmittedWith(
  db: Db,
  column: 'logHash' | 'keysHash',
  hash: string,
  id: string,
) {
  return db
    .select({ id: typingAttempts.id })
    .from(typingAttempts)
    .where(
      and(
        eq(typingAttempts[column], hash),
        ne(typingAttempts.id, id),
        isNotNull(typingAttempts.submittedAt),
      ),
    )
    .limit(1)
    .then((rows) => rows[0]);
}

/** Claims the attempt's one result: false when another submission got there first. */
export function claimAttempt(db: Db, id: string, hashes: { logHash: string; keysHash: string }) {
  return db
    .update(typingAttempts)
    .set({ ...hashes, submittedAt: new Date() })
    .where(and(eq(typingAttempts.id, id), isNull(typingAttempts.submittedAt)))
    .returning({ id: typingAttempts.id })
    .then((rows) => rows.length > 0);
}

export function setAttemptResult(db: Db, id: string, resultId: string) {
  return db.update(typingAttempts).set({ resultId }).where(eq(typingAttempts.id, id));
}

export function insertRetest(db: Db, row: NewRetest) {
  return db
    .insert(typingRetests)
    .values(row)
    .returning()
    .then((rows) => rows[0]);
}

/** A retest link with the job it is for and the candidate it was sent to. */
export function findRetestByToken(db: Db, token: string) {
  return db
    .select({
      retest: typingRetests,
      jobTitle: jobs.title,
      candidateId: applications.candidateId,
    })
    .from(typingRetests)
    .innerJoin(applications, eq(applications.id, typingRetests.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(typingRetests.token, token))
    .then((rows) => rows[0]);
}

export function findRetest(db: Db, id: string) {
  return db
    .select()
    .from(typingRetests)
    .where(eq(typingRetests.id, id))
    .then((rows) => rows[0]);
}

/** A retest's result is attached to its application, replacing the one it checks. */
export async function useRetest(db: Db, retestId: string, applicationId: string, resultId: string) {
  await db
    .update(typingRetests)
    .set({ usedAt: new Date(), resultId })
    .where(eq(typingRetests.id, retestId));
  await db
    .insert(applicationTypingResults)
    .values({ applicationId, resultId })
    .onConflictDoUpdate({ target: applicationTypingResults.applicationId, set: { resultId } });
}

/** The result attached to an application, for the retest an employer asks for. */
export function findAttachedResult(db: Db, applicationId: string) {
  return db
    .select({ result: typingResults, jobId: applications.jobId, jobTitle: jobs.title })
    .from(applicationTypingResults)
    .innerJoin(typingResults, eq(typingResults.id, applicationTypingResults.resultId))
    .innerJoin(applications, eq(applications.id, applicationTypingResults.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applicationTypingResults.applicationId, applicationId))
    .then((rows) => rows[0]);
}
