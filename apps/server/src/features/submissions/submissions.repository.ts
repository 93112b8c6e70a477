import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  submissions,
  type NewSubmissionRow,
  type SubmissionRow,
} from '../../db/schema/submissions';
import type { Cursor } from '../../lib/cursor';

export async function insertSubmission(db: Db, row: NewSubmissionRow): Promise<SubmissionRow> {
  const [inserted] = await db.insert(submissions).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

export type InboxFilter = {
  kind: string | undefined;
  handled: boolean | undefined;
  limit: number;
  cursor: Cursor | undefined;
};

/** Newest first, one row more than the page so the caller knows whether another follows. */
export function findSubmissions(db: Db, filter: InboxFilter): Promise<SubmissionRow[]> {
  const after: SQL | undefined = filter.cursor
    ? sql`(${submissions.createdAt}, ${submissions.id}) < (${filter.cursor.createdAt.toISOString()}::timestamptz, ${filter.cursor.id}::uuid)`
    : undefined;
  const handled =
    filter.handled === undefined
      ? undefined
      : filter.handled
        ? isNotNull(submissions.handledAt)
        : isNull(submissions.handledAt);
  return db
    .select()
    .from(submissions)
    .where(and(filter.kind ? eq(submissions.kind, filter.kind) : undefined, handled, after))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(filter.limit + 1);
}

export async function findSubmission(db: Db, id: string): Promise<SubmissionRow | undefined> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
  return row;
}

export async function setHandled(
  db: Db,
  id: string,
  handledBy: string | null,
): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .update(submissions)
    .set({ handledAt: handledBy ? new Date() : null, handledBy })
    .where(eq(submissions.id, id))
    .returning();
  return row;
}

export function findProgramApplications(db: Db, userId: string): Promise<SubmissionRow[]> {
  return db
    .select()
    .from(submissions)
    .where(and(eq(submissions.userId, userId), isNotNull(submissions.program)))
    .orderBy(asc(submissions.createdAt));
}
