import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAuditLog, type AdminAuditLogRow } from '../../db/schema/admin-audit-log';
import { users } from '../../db/schema/users';
import type { Cursor } from '../../lib/cursor';

export type NewAuditRow = typeof adminAuditLog.$inferInsert;

export async function insertAuditRow(db: Db, row: NewAuditRow): Promise<void> {
  await db.insert(adminAuditLog).values(row);
}

export type AuditFilter = {
  actorId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
};

export type AuditRowWithActor = AdminAuditLogRow & { actorName: string; actorEmail: string };

export function findAuditRows(
  db: Db,
  filter: AuditFilter,
  page: { limit: number; cursor: Cursor | undefined },
): Promise<AuditRowWithActor[]> {
  const after: SQL | undefined = page.cursor
    ? sql`(${adminAuditLog.at}, ${adminAuditLog.id}) < (${page.cursor.createdAt.toISOString()}::timestamptz, ${page.cursor.id}::uuid)`
    : undefined;
  return db
    .select({
      id: adminAuditLog.id,
      actorId: adminAuditLog.actorId,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      before: adminAuditLog.before,
      after: adminAuditLog.after,
      at: adminAuditLog.at,
      actorName: users.displayName,
      actorEmail: users.email,
    })
    .from(adminAuditLog)
    .innerJoin(users, eq(users.id, adminAuditLog.actorId))
    .where(
      and(
        filter.actorId ? eq(adminAuditLog.actorId, filter.actorId) : undefined,
        filter.action ? eq(adminAuditLog.action, filter.action) : undefined,
        filter.targetType ? eq(adminAuditLog.targetType, filter.targetType) : undefined,
        filter.targetId ? eq(adminAuditLog.targetId, filter.targetId) : undefined,
        filter.from
          ? sql`${adminAuditLog.at} >= ${filter.from.toISOString()}::timestamptz`
          : undefined,
        filter.to ? sql`${adminAuditLog.at} < ${filter.to.toISOString()}::timestamptz` : undefined,
        after,
      ),
    )
    .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
    .limit(page.limit + 1);
}
