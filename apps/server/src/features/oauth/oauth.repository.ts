import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oauthFlows, userIdentities, type OAuthFlowRow } from '../../db/schema/oauth';

export async function insertFlow(
  db: Db,
  row: Omit<typeof oauthFlows.$inferInsert, 'id'>,
): Promise<string> {
  const [inserted] = await db.insert(oauthFlows).values(row).returning({ id: oauthFlows.id });
  if (!inserted) throw new Error('oauth flow not inserted');
  return inserted.id;
}

/** A live flow in this status, without taking it. */
export function findLiveFlow(db: Db, id: string, status: string) {
  return db
    .select()
    .from(oauthFlows)
    .where(
      and(
        eq(oauthFlows.id, id),
        eq(oauthFlows.status, status),
        gt(oauthFlows.expiresAt, new Date()),
      ),
    )
    .then((rows) => rows[0]);
}

/**
 * Moves a live flow from one status to the next and answers it; undefined when it is not in
 * `from` (already used, never started) or has expired. The move is the lock: of two callbacks
 * racing with one flow, one wins.
 */
export async function advanceFlow(
  db: Db,
  id: string,
  from: string,
  to: Partial<
    Pick<OAuthFlowRow, 'status' | 'subject' | 'email' | 'name' | 'completedAt' | 'expiresAt'>
  >,
): Promise<OAuthFlowRow | undefined> {
  const [row] = await db
    .update(oauthFlows)
    .set(to)
    .where(
      and(eq(oauthFlows.id, id), eq(oauthFlows.status, from), gt(oauthFlows.expiresAt, new Date())),
    )
    .returning();
  return row;
}

export async function deleteExpiredFlows(db: Db, before: Date): Promise<void> {
  await db.delete(oauthFlows).where(lt(oauthFlows.expiresAt, before));
}

export function findIdentity(db: Db, provider: string, subject: string) {
  return db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .then((rows) => rows[0]);
}

export async function linkIdentity(
  db: Db,
  row: { provider: string; subject: string; userId: string; email: string },
): Promise<void> {
  await db.insert(userIdentities).values(row).onConflictDoNothing();
}
