import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { messageReports, messages } from '../../db/schema/conversations';
import {
  messagingSuspensions,
  type MessagingSuspensionRow,
} from '../../db/schema/messaging-suspensions';
import { users } from '../../db/schema/users';

const FLAGGED = sql`${messages.screeningFlags} <> '[]'::jsonb`;

export async function findActiveSuspension(
  db: Db,
  employerId: string,
): Promise<MessagingSuspensionRow | undefined> {
  const [row] = await db
    .select()
    .from(messagingSuspensions)
    .where(
      and(eq(messagingSuspensions.employerId, employerId), isNull(messagingSuspensions.liftedAt)),
    );
  return row;
}

/** When an admin last turned this employer's messaging back on, if ever. */
export async function findLastLift(db: Db, employerId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: sql<Date | null>`max(${messagingSuspensions.liftedAt})` })
    .from(messagingSuspensions)
    .where(eq(messagingSuspensions.employerId, employerId));
  return row?.at ? new Date(row.at) : undefined;
}

/** The sender's flagged messages since `since`, newest first. */
export function findFlaggedSince(db: Db, senderId: string, since: Date): Promise<{ id: string }[]> {
  return db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), gte(messages.createdAt, since), FLAGGED))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(50);
}

/** False when a suspension is already in force (the partial unique index keeps one). */
export async function insertSuspension(
  db: Db,
  row: typeof messagingSuspensions.$inferInsert,
): Promise<boolean> {
  const saved = await db.insert(messagingSuspensions).values(row).onConflictDoNothing().returning();
  return saved.length > 0;
}

export function liftSuspension(
  db: Db,
  id: string,
  change: { liftedBy: string; liftNote: string },
): Promise<MessagingSuspensionRow | undefined> {
  return db
    .update(messagingSuspensions)
    .set({ ...change, liftedAt: new Date() })
    .where(and(eq(messagingSuspensions.id, id), isNull(messagingSuspensions.liftedAt)))
    .returning()
    .then((rows) => rows[0]);
}

export function findActiveSuspensions(db: Db) {
  return db
    .select({
      suspension: messagingSuspensions,
      employerEmail: users.email,
      companyName: sql<string | null>`(select ${companies.name} from ${companies}
        where ${companies.ownerUserId} = ${messagingSuspensions.employerId} limit 1)`,
    })
    .from(messagingSuspensions)
    .leftJoin(users, eq(users.id, messagingSuspensions.employerId))
    .where(isNull(messagingSuspensions.liftedAt))
    .orderBy(desc(messagingSuspensions.createdAt))
    .limit(200);
}

export function findMessagesByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: messages.id,
      body: messages.body,
      screeningFlags: messages.screeningFlags,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(inArray(messages.id, ids));
}

/** Which of a conversation's messages this user has reported. */
export async function findReportedIds(
  db: Db,
  reporterId: string,
  applicationId: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ id: messageReports.messageId })
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .where(
      and(eq(messageReports.reporterId, reporterId), eq(messages.applicationId, applicationId)),
    );
  return new Set(rows.map((row) => row.id));
}

/** Of these senders, the ones whose messaging is paused now. */
export async function findSuspendedAmong(db: Db, employerIds: string[]): Promise<Set<string>> {
  if (employerIds.length === 0) return new Set();
  const rows = await db
    .select({ id: messagingSuspensions.employerId })
    .from(messagingSuspensions)
    .where(
      and(
        inArray(messagingSuspensions.employerId, employerIds),
        isNull(messagingSuspensions.liftedAt),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
