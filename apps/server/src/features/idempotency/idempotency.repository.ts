import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys, type IdempotencyKeyRow } from '../../db/schema/idempotency-keys';

export type KeyRef = { scope: string; key: string };

/**
 * Claims a key for a first request; false when the key is held by a request still running or
 * by a remembered answer. A claim whose request never finished (the process died) is taken
 * over after `staleAfterMs`; an answer is forgotten after `rememberMs`.
 */
export async function claimKey(
  db: Db,
  ref: KeyRef,
  route: string,
  { staleAfterMs, rememberMs }: { staleAfterMs: number; rememberMs: number },
): Promise<boolean> {
  const age = (ms: number) =>
    sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ms / 1000})`;
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...ref, route })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { route, createdAt: sql`now()`, status: null, body: null, committedAt: null },
      // A claim that committed writes is never taken over: its retry would write them twice.
      setWhere: sql`(${idempotencyKeys.status} is null and ${idempotencyKeys.committedAt} is null and ${age(staleAfterMs)}) or ${age(rememberMs)}`,
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findKey(db: Db, ref: KeyRef): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key)));
  return row;
}

export async function completeKey(db: Db, ref: KeyRef, status: number, body: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ status, body })
    .where(and(eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key)));
}

/** Written inside the request's own transactions: the request has now written something. */
export async function markKeyCommitted(db: Db, ref: KeyRef) {
  await db
    .update(idempotencyKeys)
    .set({ committedAt: sql`now()` })
    .where(and(eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key)));
}

/**
 * After a failure: forgets a key whose request wrote nothing, so a retry runs afresh. One that
 * did write keeps `answer` instead, since running it again would write twice.
 */
export async function releaseKey(db: Db, ref: KeyRef, answer: { status: number; body: unknown }) {
  const thisKey = and(eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key));
  await db.delete(idempotencyKeys).where(and(thisKey, isNull(idempotencyKeys.committedAt)));
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(and(thisKey, isNull(idempotencyKeys.status)));
}

export async function deleteKeysOlderThan(db: Db, cutoff: Date) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
}
