import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AmbassadorStatus } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { ambassadorApplications, type AmbassadorApplicationRow } from '../../db/schema/ambassadors';
import { users } from '../../db/schema/users';
import type { Cursor } from '../../lib/cursor';

export type NewAmbassadorApplication = typeof ambassadorApplications.$inferInsert;

/** Inserts unless the user already applied; undefined then. */
export async function insertApplication(
  db: Db,
  row: NewAmbassadorApplication,
): Promise<AmbassadorApplicationRow | undefined> {
  const rows = await db
    .insert(ambassadorApplications)
    .values(row)
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

export function findApplicationOfUser(
  db: Db,
  userId: string,
): Promise<AmbassadorApplicationRow | undefined> {
  return db
    .select()
    .from(ambassadorApplications)
    .where(eq(ambassadorApplications.userId, userId))
    .then((rows) => rows[0]);
}

export async function isApproved(db: Db, userId: string): Promise<boolean> {
  const row = await findApplicationOfUser(db, userId);
  return row?.status === 'approved';
}

const referralCount = sql<number>`(select count(*)::int from ${users} r where r.referred_by = ${ambassadorApplications.userId} and r.deleted_at is null)`;

export function findApplications(
  db: Db,
  filter: { status: AmbassadorStatus | undefined; limit: number; cursor: Cursor | undefined },
) {
  const after: SQL | undefined = filter.cursor
    ? sql`(${ambassadorApplications.createdAt}, ${ambassadorApplications.id}) < (${filter.cursor.createdAt.toISOString()}::timestamptz, ${filter.cursor.id}::uuid)`
    : undefined;
  return db
    .select({
      application: ambassadorApplications,
      displayName: users.displayName,
      email: users.email,
      referrals: referralCount,
    })
    .from(ambassadorApplications)
    .innerJoin(users, eq(users.id, ambassadorApplications.userId))
    .where(and(filter.status ? eq(ambassadorApplications.status, filter.status) : undefined, after))
    .orderBy(desc(ambassadorApplications.createdAt), desc(ambassadorApplications.id))
    .limit(filter.limit + 1);
}

export async function setStatus(
  db: Db,
  id: string,
  decision: { status: AmbassadorStatus; decidedBy: string },
): Promise<AmbassadorApplicationRow | undefined> {
  const rows = await db
    .update(ambassadorApplications)
    .set({ ...decision, decidedAt: new Date() })
    .where(eq(ambassadorApplications.id, id))
    .returning();
  return rows[0];
}
