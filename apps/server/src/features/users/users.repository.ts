import { and, desc, eq, gt, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Language } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { loginFailures, sessions } from '../../db/schema/sessions';
import { users, type NewUserRow, type UserRow } from '../../db/schema/users';

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
    .then((rows) => rows[0]);
}

/** Inserts the user unless the email exists in any case; undefined means it was taken. */
export async function insertUser(db: Db, user: NewUserRow): Promise<UserRow | undefined> {
  const rows = await db.insert(users).values(user).onConflictDoNothing().returning();
  return rows[0];
}

export async function updateUserLanguage(db: Db, id: string, language: Language): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function updateUserRole(db: Db, id: string, role: UserRow['role']): Promise<void> {
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function updateUserPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function insertSession(
  db: Db,
  session: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

/** Keeps an account's `keep` most recently used sessions and signs the others out. */
export async function forgetSessionsBeyond(db: Db, userId: string, keep: number): Promise<void> {
  const kept = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt))
    .limit(keep);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), notInArray(sessions.id, kept)));
}

/** Forgets expired sessions, and failure counts whose window started before `windowsFrom`. */
export async function pruneSignInRecords(db: Db, windowsFrom: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  await db.delete(loginFailures).where(lt(loginFailures.windowStartedAt, windowsFrom));
}

export function findUserBySessionHash(
  db: Db,
  tokenHash: string,
): Promise<
  { user: UserRow; sessionId: string; lastUsedAt: Date; userAgent: string | null } | undefined
> {
  return db
    .select({
      user: users,
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date()),
        isNull(users.deletedAt),
      ),
    )
    .then((rows) => rows[0]);
}

export async function touchSession(db: Db, id: string, userAgent: string | null): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: new Date(), userAgent }).where(eq(sessions.id, id));
}

export async function deleteSessionByHash(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function countUsers(db: Db): Promise<number> {
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return rows[0]?.count ?? 0;
}

export async function updateProfileUpdated(db: Db, id: string, value: boolean): Promise<void> {
  await db
    .update(users)
    .set({ isProfileUpdated: value, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .then((rows) => rows[0]);
}

export function findUserByReferralCode(db: Db, code: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.referralCode, code), isNull(users.deletedAt)))
    .then((rows) => rows[0]);
}

export async function touchLastSignIn(db: Db, id: string): Promise<void> {
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, id));
}

export async function setEmailVerified(db: Db, id: string, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(
      and(eq(users.id, id), sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

export function findLoginFailures(
  db: Db,
  email: string,
  scopes: string[],
): Promise<{ scope: string; failures: number; windowStartedAt: Date }[]> {
  if (scopes.length === 0) return Promise.resolve([]);
  return db
    .select({
      scope: loginFailures.scope,
      failures: loginFailures.failures,
      windowStartedAt: loginFailures.windowStartedAt,
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email.toLowerCase()), inArray(loginFailures.scope, scopes)));
}

/** Counts a failure in the current window, or starts a new window when the last one is over. */
export async function recordLoginFailure(
  db: Db,
  email: string,
  scope: string,
  windowMs: number,
): Promise<void> {
  const expired = sql`${loginFailures.windowStartedAt} < now() - ${`${windowMs} milliseconds`}::interval`;
  await db
    .insert(loginFailures)
    .values({ email: email.toLowerCase(), scope, failures: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [loginFailures.email, loginFailures.scope],
      set: {
        failures: sql`case when ${expired} then 1 else ${loginFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${loginFailures.windowStartedAt} end`,
      },
    });
}

/** Clears the named counters of an address, or all of them (after an emailed link). */
export async function clearLoginFailures(db: Db, email: string, scopes?: string[]): Promise<void> {
  if (scopes?.length === 0) return;
  const ofEmail = eq(loginFailures.email, email.toLowerCase());
  await db
    .delete(loginFailures)
    .where(scopes ? and(ofEmail, inArray(loginFailures.scope, scopes)) : ofEmail);
}
