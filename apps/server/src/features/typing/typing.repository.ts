import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { jobs } from '../../db/schema/jobs';
import {
  applicationTypingResults,
  typingCertificates,
  typingPassages,
  typingPresets,
  typingResults,
} from '../../db/schema/typing';
import { users } from '../../db/schema/users';

export type NewPassage = typeof typingPassages.$inferInsert;
export type NewResult = typeof typingResults.$inferInsert;
export type NewPreset = typeof typingPresets.$inferInsert;

export function insertPresets(db: Db, rows: NewPreset[]) {
  return db.insert(typingPresets).values(rows).onConflictDoNothing();
}

export function findPresets(db: Db) {
  return db.select().from(typingPresets).orderBy(asc(typingPresets.sortOrder));
}

export function findPreset(db: Db, id: string) {
  return db
    .select()
    .from(typingPresets)
    .where(eq(typingPresets.id, id))
    .then((rows) => rows[0]);
}

export function insertPassages(db: Db, rows: NewPassage[]) {
  return db.insert(typingPassages).values(rows).onConflictDoNothing().returning();
}

export function findPassages(db: Db, language?: 'en' | 'hi') {
  return db
    .select()
    .from(typingPassages)
    .where(language ? eq(typingPassages.language, language) : undefined)
    .orderBy(desc(typingPassages.createdAt), asc(typingPassages.title));
}

export function findPassagesByIds(db: Db, ids: string[]) {
  return db.select().from(typingPassages).where(inArray(typingPassages.id, ids));
}

export function insertResult(db: Db, row: NewResult) {
  return db
    .insert(typingResults)
    .values(row)
    .returning()
    .then((rows) => rows[0]);
}

const resultWithCertificate = {
  result: typingResults,
  certificateId: typingCertificates.id,
};

export function findResult(db: Db, id: string) {
  return db
    .select(resultWithCertificate)
    .from(typingResults)
    .leftJoin(typingCertificates, eq(typingCertificates.resultId, typingResults.id))
    .where(eq(typingResults.id, id))
    .then((rows) => rows[0]);
}

export function findResultsOf(db: Db, userId: string, limit: number) {
  return db
    .select(resultWithCertificate)
    .from(typingResults)
    .leftJoin(typingCertificates, eq(typingCertificates.resultId, typingResults.id))
    .where(eq(typingResults.userId, userId))
    .orderBy(desc(typingResults.createdAt), desc(typingResults.id))
    .limit(limit);
}

export function insertCertificate(db: Db, resultId: string, name: string) {
  return db
    .insert(typingCertificates)
    .values({ resultId, name })
    .returning()
    .then((rows) => rows[0]);
}

export function findCertificate(db: Db, id: string) {
  return db
    .select({ certificate: typingCertificates, result: typingResults })
    .from(typingCertificates)
    .innerJoin(typingResults, eq(typingResults.id, typingCertificates.resultId))
    .where(eq(typingCertificates.id, id))
    .then((rows) => rows[0]);
}

export function revokeCertificate(db: Db, id: string, reason: string) {
  return db
    .update(typingCertificates)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(typingCertificates.id, id), isNull(typingCertificates.revokedAt)))
    .returning({ id: typingCertificates.id })
    .then((rows) => rows.length > 0);
}

export function findUserName(db: Db, userId: string) {
  return db
    .select({ name: users.displayName })
    .from(users)
    .where(eq(users.id, userId))
    .then((rows) => rows[0]?.name);
}

export function findApplicationOf(db: Db, applicationId: string, candidateId: string) {
  return db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.candidateId, candidateId)))
    .then((rows) => rows[0]);
}

/** One result per application: attaching another replaces it. */
export function attachResult(db: Db, applicationId: string, resultId: string) {
  return db
    .insert(applicationTypingResults)
    .values({ applicationId, resultId })
    .onConflictDoUpdate({ target: applicationTypingResults.applicationId, set: { resultId } });
}

/** The typing results attached to these applications, for the employer's applicant panel. */
export function findAttachedResultsForJob(db: Db, jobId: string) {
  return db
    .select({
      applicationId: applicationTypingResults.applicationId,
      result: typingResults,
      certificateId: typingCertificates.id,
      revokedAt: typingCertificates.revokedAt,
    })
    .from(applicationTypingResults)
    .innerJoin(typingResults, eq(typingResults.id, applicationTypingResults.resultId))
    .innerJoin(applications, eq(applications.id, applicationTypingResults.applicationId))
    .leftJoin(typingCertificates, eq(typingCertificates.resultId, typingResults.id))
    .where(eq(applications.jobId, jobId));
}

/** The candidate's applications (to offer them in "attach to an application"). */
export function findApplicationsOf(db: Db, candidateId: string) {
  return db
    .select({
      applicationId: applications.id,
      jobTitle: jobs.title,
      resultId: applicationTypingResults.resultId,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(applicationTypingResults, eq(applicationTypingResults.applicationId, applications.id))
    .where(eq(applications.candidateId, candidateId))
    .orderBy(desc(applications.createdAt))
    .limit(100);
}
