import { and, asc, desc, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox, type MailRow } from '../../db/schema/mail';

export type NewMail = typeof mailOutbox.$inferInsert;

export async function insertMail(db: Db, mail: NewMail): Promise<string> {
  const rows = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  const id = rows[0]?.id;
  if (!id) throw new Error('mail_outbox insert returned no row');
  return id;
}

/**
 * Takes up to `limit` due messages for this sender alone: the rows are locked with SKIP LOCKED
 * (another instance's claim skips them instead of waiting) and leased until `leaseMs` from now,
 * so a sender that dies mid-send lets another retry after the lease, and one that lives is never
 * raced. Each claim counts as an attempt.
 */
export async function claimDueMail(db: Db, limit: number, leaseMs: number): Promise<MailRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({
      lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  // RETURNING keeps no order: mail goes out in the order it was queued.
  return claimed.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markFailedAttempt(
  db: Db,
  id: string,
  error: string,
  retryAt: Date | undefined,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryAt
        ? { lockedUntil: null, lastError: error, nextAttemptAt: retryAt }
        : { status: 'failed', lockedUntil: null, lastError: error },
    )
    .where(eq(mailOutbox.id, id));
}

export function listMail(
  db: Db,
  filter: { to?: string | undefined; limit: number },
): Promise<MailRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(filter.to ? sql`lower(${mailOutbox.toAddress}) = lower(${filter.to})` : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(filter.limit);
}
