import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { findTargetNames } from './audit-targets.repository';
import * as repo from './audit.repository';

export type AdminAction = {
  actorId: string;
  /** Dotted verb, e.g. `user.role_change`, `job.close`, `blog.publish`; see AUDIT_ACTIONS. */
  action: string;
  /** What was acted on: `user`, `job`, `company`, `verification`, `report`, `blog`… */
  targetType: string;
  targetId: string;
  /** The parts of the target the action changed, as they were and as they became; null when none. */
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one audit row. Takes the action's own transaction on purpose: the row commits with the
 * action or not at all, so the log never records an action that rolled back nor misses one that
 * committed. Callers pass `tx` from their `withTransaction`, never the bare database.
 */
export async function recordAdminAction(tx: Tx, entry: AdminAction): Promise<void> {
  await repo.insertAuditRow(tx, {
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    // JSON null rather than SQL null keeps "nothing before" readable the same way in both columns.
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export type AuditQuery = repo.AuditFilter & { limit: number; cursor?: string };

export async function listAdminActions(db: Db, query: AuditQuery) {
  const cursor = decodeCursor(query.cursor);
  const rows = await repo.findAuditRows(db, query, { limit: query.limit, cursor });
  const page = pageOf(
    rows.map((row) => ({ ...row, createdAt: row.at })),
    query.limit,
  );
  const names = await findTargetNames(db, page.rows);
  return {
    ...page,
    rows: page.rows.map((row) => ({
      ...row,
      target: names.get(`${row.targetType}:${row.targetId}`) ?? null,
    })),
  };
}
