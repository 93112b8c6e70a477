import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobAlertDeliveries, jobAlerts, type JobAlertRow } from '../../db/schema/mail';

export type NewJobAlert = typeof jobAlerts.$inferInsert;

export async function insertAlert(db: Db, alert: NewJobAlert): Promise<JobAlertRow> {
  const rows = await db.insert(jobAlerts).values(alert).returning();
  const row = rows[0];
  if (!row) throw new Error('job_alerts insert returned no row');
  return row;
}

export function findAlertsOf(db: Db, userId: string): Promise<JobAlertRow[]> {
  return db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId))
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
}

export async function countAlertsOf(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId));
  return Number(rows[0]?.n ?? 0);
}

export async function updateAlert(
  db: Db,
  userId: string,
  id: string,
  fields: Partial<Pick<JobAlertRow, 'frequency' | 'nextRunAt'>>,
): Promise<JobAlertRow | undefined> {
  const rows = await db
    .update(jobAlerts)
    .set(fields)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning();
  return rows[0];
}

export async function deleteAlert(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id });
  return rows.length > 0;
}

export async function deleteAlertByToken(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .delete(jobAlerts)
    .where(eq(jobAlerts.unsubscribeToken, token))
    .returning({ id: jobAlerts.id });
  return rows.length > 0;
}

/**
 * Takes the alerts due at `now` for this run alone (SKIP LOCKED: another instance's run skips
 * them) and moves them to their next run in the same statement, so a second run finds nothing.
 */
export async function claimDueAlerts(db: Db, now: Date, limit: number): Promise<JobAlertRow[]> {
  const due = db
    .select({ id: jobAlerts.id })
    .from(jobAlerts)
    .where(lte(jobAlerts.nextRunAt, now))
    .orderBy(asc(jobAlerts.nextRunAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const nowIso = now.toISOString();
  return db
    .update(jobAlerts)
    .set({
      nextRunAt: sql`${nowIso}::timestamptz + case when ${jobAlerts.frequency} = 'weekly' then interval '7 days' else interval '1 day' end`,
    })
    .where(inArray(jobAlerts.id, due))
    .returning();
}

export async function findDeliveredJobIds(
  db: Db,
  alertId: string,
  jobIds: string[],
): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db
    .select({ jobId: jobAlertDeliveries.jobId })
    .from(jobAlertDeliveries)
    .where(and(eq(jobAlertDeliveries.alertId, alertId), inArray(jobAlertDeliveries.jobId, jobIds)));
  return new Set(rows.map((r) => r.jobId));
}

export async function recordDeliveries(
  db: Db,
  alertId: string,
  jobIds: string[],
  checkedUntil: Date,
  sent: boolean,
): Promise<void> {
  if (jobIds.length > 0) {
    await db
      .insert(jobAlertDeliveries)
      .values(jobIds.map((jobId) => ({ alertId, jobId })))
      .onConflictDoNothing();
  }
  await db
    .update(jobAlerts)
    .set(sent ? { checkedUntil, lastSentAt: new Date() } : { checkedUntil })
    .where(eq(jobAlerts.id, alertId));
}
