import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Language } from '@shuruaat/contract';
import { notifications, type NotificationRow } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import type { Cursor } from '../../lib/cursor';

export type NewNotification = typeof notifications.$inferInsert;

/** Each reader's interface language, in one statement for any number of readers. */
export async function findLanguages(db: Db, ids: string[]): Promise<Map<string, Language>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.language]));
}

export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<void> {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

export function findNotifications(
  db: Db,
  userId: string,
  page: { limit: number; cursor: Cursor | undefined },
): Promise<NotificationRow[]> {
  const after: SQL | undefined = page.cursor
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (${page.cursor.createdAt.toISOString()}::timestamptz, ${page.cursor.id}::uuid)`
    : undefined;
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), after))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit + 1);
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(rows[0]?.n ?? 0);
}

/** Marks the user's own notifications read; ids of other users' notifications match nothing. */
export async function markRead(db: Db, userId: string, ids: string[] | undefined): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}
