import { and, eq, getTableColumns, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys, type IdempotencyKeyRow } from '../../db/schema/idempotency-keys';
import { liveInstances } from '../../db/schema/live-instances';

export type KeyRef = { scope: string; key: string };

type ClaimLimits = {
  staleAfterMs: number;
  rememberMs: number;
  /** An instance silent this long is gone (its heartbeat is every second). */
  silentAfterMs: number;
};

const olderThan = (ms: number) =>
  sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ms / 1000})`;

/** Whether the instance running the key's first request still says it is alive. */
const holderAlive = (silentAfterMs: number) =>
  sql<boolean>`exists (select 1 from ${liveInstances} where ${liveInstances.instance} = ${idempotencyKeys.instance} and ${liveInstances.seenAt} > now() - make_interval(secs => ${silentAfterMs / 1000}))`;

/** A claim left by an instance that is gone, or older than any request runs. */
const abandoned = ({ staleAfterMs, silentAfterMs }: ClaimLimits) =>
  sql`(${olderThan(staleAfterMs)} or (${idempotencyKeys.instance} is not null and not ${holderAlive(silentAfterMs)}))`;

/**
 * Claims a key for `instance`'s first request; false when the key is held by a request still
 * running or by a remembered answer. A claim whose request never finished is taken over once
 * its instance falls silent (it died), or after `staleAfterMs`; an answer is forgotten after
 * `rememberMs`.
 */
export async function claimKey(
  db: Db,
  ref: KeyRef,
  route: string,
  instance: string,
  limits: ClaimLimits,
): Promise<boolean> {
  const fresh = { route, instance, createdAt: sql`now()`, status: null, body: null };
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...ref, route, instance })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { ...fresh, committedAt: null },
      // A claim that committed writes is never taken over: its retry would write them twice.
      setWhere: sql`(${idempotencyKeys.status} is null and ${idempotencyKeys.committedAt} is null and ${abandoned(limits)}) or ${olderThan(limits.rememberMs)}`,
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** The key's row, and whether its first request can still answer (its claim not abandoned). */
export async function findKey(
  db: Db,
  ref: KeyRef,
  limits: ClaimLimits,
): Promise<(IdempotencyKeyRow & { abandoned: boolean }) | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(idempotencyKeys), abandoned: sql<boolean>`${abandoned(limits)}` })
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
