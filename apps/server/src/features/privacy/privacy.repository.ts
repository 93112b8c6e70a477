import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { ConsentPurpose, NoticeLanguage } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { candidateProfiles } from '../../db/schema/candidates';
import { consentRecords, dataExports, type DataExportRow } from '../../db/schema/privacy';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';

// Sessions ------------------------------------------------------------------------------------

export function listSessions(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
}

export async function deleteSession(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function deleteAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

// Consent -------------------------------------------------------------------------------------

export function listConsents(db: Db, userId: string) {
  return db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(desc(consentRecords.givenAt), desc(consentRecords.id));
}

export async function insertConsent(
  db: Db,
  row: {
    userId: string;
    purpose: ConsentPurpose;
    noticeVersion: string;
    noticeLanguage: NoticeLanguage;
  },
): Promise<void> {
  await db.insert(consentRecords).values(row);
}

/** Closes the open consents for a purpose; a consent to another notice version stays history. */
export async function withdrawConsents(
  db: Db,
  userId: string,
  purpose: ConsentPurpose,
): Promise<void> {
  await db
    .update(consentRecords)
    .set({ withdrawnAt: new Date() })
    .where(
      and(
        eq(consentRecords.userId, userId),
        eq(consentRecords.purpose, purpose),
        isNull(consentRecords.withdrawnAt),
      ),
    );
}

export function lockUser(db: Db, userId: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .then((rows) => rows[0]);
}

export async function setResumeDatabaseVisibility(
  db: Db,
  userId: string,
  visible: boolean,
): Promise<void> {
  await db
    .update(candidateProfiles)
    .set({ visibleToEmployers: visible })
    .where(eq(candidateProfiles.userId, userId));
}

// Data exports --------------------------------------------------------------------------------

export function insertExport(db: Db, userId: string): Promise<DataExportRow> {
  return db
    .insert(dataExports)
    .values({ userId })
    .returning()
    .then(([row]) => {
      if (!row) throw new Error('insert returned no row');
      return row;
    });
}

export function findOpenExport(db: Db, userId: string) {
  return db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending')))
    .limit(1)
    .then((rows) => rows[0]);
}

export function listExports(db: Db, userId: string) {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(20);
}

export function findExport(db: Db, userId: string, id: string) {
  return db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)))
    .then((rows) => rows[0]);
}

/**
 * Claims one pending export whose lease is free: SKIP LOCKED lets instances claim side by side,
 * and the lease lets another instance retry an export whose builder died.
 */
export async function claimExport(
  db: Db,
  leaseMs: number,
  maxAttempts: number,
): Promise<DataExportRow | undefined> {
  const [due] = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.status, 'pending'),
        or(isNull(dataExports.leaseUntil), lt(dataExports.leaseUntil, new Date())),
      ),
    )
    .orderBy(asc(dataExports.requestedAt))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!due) return undefined;
  const [row] = await db
    .update(dataExports)
    .set({
      leaseUntil: new Date(Date.now() + leaseMs),
      attempts: sql`${dataExports.attempts} + 1`,
      status: sql`case when ${dataExports.attempts} + 1 > ${maxAttempts} then 'failed'::data_export_status else 'pending'::data_export_status end`,
    })
    .where(eq(dataExports.id, due.id))
    .returning();
  return row?.status === 'pending' ? row : undefined;
}

export async function markExportReady(
  db: Db,
  id: string,
  ready: { storageKey: string; sizeBytes: number; expiresAt: Date },
): Promise<void> {
  await db
    .update(dataExports)
    .set({ ...ready, status: 'ready', readyAt: new Date(), leaseUntil: null })
    .where(eq(dataExports.id, id));
}

/** Ready archives past their time; their files are removed, then the rows. */
export function findExpiredExports(db: Db, limit: number) {
  return db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(ne(dataExports.status, 'pending'), lt(dataExports.expiresAt, new Date())))
    .limit(limit);
}

export async function deleteExports(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(dataExports).where(inArray(dataExports.id, ids));
}

/** Demo data only: every account, to record the consents demo people gave at sign-up. */
export function allUserIds(db: Db): Promise<string[]> {
  return db
    .select({ id: users.id })
    .from(users)
    .then((rows) => rows.map((row) => row.id));
}

/** Whether the candidate's profile is in the resume database; undefined without a profile. */
export function findResumeDatabaseVisibility(db: Db, userId: string) {
  return db
    .select({ visible: candidateProfiles.visibleToEmployers })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId))
    .then((rows) => rows[0]?.visible);
}
