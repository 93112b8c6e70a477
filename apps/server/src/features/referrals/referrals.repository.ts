import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { users, type UserRow } from '../../db/schema/users';

export function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .then((rows) => rows[0]);
}

/** The row, locked until the transaction ends, so two claims cannot both credit it. */
export function lockUser(db: Db, id: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

export function findUserByCode(db: Db, code: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.referralCode, code), isNull(users.deletedAt)))
    .then((rows) => rows[0]);
}

/** Gives the user a code unless they have one; a clash of codes throws a unique violation. */
export async function setCodeIfMissing(db: Db, id: string, code: string): Promise<void> {
  await db
    .update(users)
    .set({ referralCode: code })
    .where(and(eq(users.id, id), isNull(users.referralCode)));
}

export async function setReferrer(db: Db, id: string, referrerId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ referredBy: referrerId, referredAt: new Date() })
    .where(and(eq(users.id, id), isNull(users.referredBy)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Friends who signed up with the code, how many completed a profile and how many applied. */
export async function countReferrals(db: Db, referrerId: string) {
  const applied = sql`exists (select 1 from ${applications} where ${applications.candidateId} = ${users.id})`;
  const rows = await db
    .select({
      signedUp: sql<number>`count(*)::int`,
      completedProfile: sql<number>`(count(*) filter (where ${users.isProfileUpdated}))::int`,
      applied: sql<number>`(count(*) filter (where ${applied}))::int`,
    })
    .from(users)
    .where(and(eq(users.referredBy, referrerId), isNull(users.deletedAt)));
  const row = rows[0];
  return {
    signedUp: Number(row?.signedUp ?? 0),
    completedProfile: Number(row?.completedProfile ?? 0),
    applied: Number(row?.applied ?? 0),
  };
}
