import { and, desc, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { sessions } from '../../db/schema/sessions';
import { users, type UserRow } from '../../db/schema/users';
import type { Cursor } from '../../lib/cursor';

/** users.created_at keeps microseconds and a cursor milliseconds: both sides compare truncated. */
const createdMs = sql<Date>`date_trunc('milliseconds', ${users.createdAt})`;

export type UserFilter = { q?: string; role?: Role; status: 'active' | 'deleted' };

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function findUsers(db: Db, filter: UserFilter, page: { limit: number; cursor?: Cursor }) {
  const pattern = filter.q ? `%${escapeLike(filter.q)}%` : undefined;
  const after: SQL | undefined = page.cursor
    ? sql`(${createdMs}, ${users.id}) < (${page.cursor.createdAt.toISOString()}::timestamptz, ${page.cursor.id}::uuid)`
    : undefined;
  return db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      displayName: users.displayName,
      createdAt: users.createdAt,
      createdMs,
      lastSignInAt: users.lastSignInAt,
      deletedAt: users.deletedAt,
      applicationCount: sql<number>`(select count(*)::int from applications a where a.candidate_id = ${users.id})`,
      jobCount: sql<number>`(select count(*)::int from jobs j where j.company_id = ${companies.id} and j.hidden_at is null)`,
      companyId: companies.id,
      companyName: companies.name,
      verified: companies.verified,
      resumeAccess: companies.resumeAccess,
      resumeAccessRequestedAt: companies.resumeAccessRequestedAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.ownerUserId, users.id))
    .where(
      and(
        filter.status === 'deleted' ? isNotNull(users.deletedAt) : isNull(users.deletedAt),
        filter.role ? eq(users.role, filter.role) : undefined,
        pattern
          ? or(
              sql`${users.displayName} ilike ${pattern}`,
              sql`${users.email} ilike ${pattern}`,
              sql`${companies.name} ilike ${pattern}`,
            )
          : undefined,
        after,
      ),
    )
    .orderBy(desc(createdMs), desc(users.id))
    .limit(page.limit + 1);
}
export type AdminUserRow = Awaited<ReturnType<typeof findUsers>>[number];

/** The live user, locked until the transaction ends so two admins cannot act on it at once. */
export function lockUser(db: Db, id: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update')
    .then((rows) => rows[0]);
}

/**
 * The other live admins, locked: two admins demoting each other at once would each see the other
 * still standing; with the rows locked, the second waits and then counts correctly.
 */
export async function lockOtherAdmins(db: Db, exceptId: string): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt), ne(users.id, exceptId)))
    .for('update');
  return rows.length;
}

export async function setRole(db: Db, id: string, role: Role): Promise<void> {
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function endSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
