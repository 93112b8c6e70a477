import { IDEMPOTENCY_MESSAGES, type ErrorBody } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import * as repo from './idempotency.repository';
import type { KeyRef } from './idempotency.repository';

export type { KeyRef };

const REMEMBER_MS = 24 * 60 * 60 * 1000;
/** Longer than any request may run; a claim this old belongs to a process that died. */
const STALE_AFTER_MS = 2 * 60 * 1000;
/** Ten heartbeats missed: the instance holding a claim is gone (live-instances.ts). */
const SILENT_AFTER_MS = 10_000;
export const CLAIM_LIMITS = {
  staleAfterMs: STALE_AFTER_MS,
  rememberMs: REMEMBER_MS,
  silentAfterMs: SILENT_AFTER_MS,
};

export type Begin =
  | { kind: 'first' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'running' }
  | { kind: 'other-route' };

/**
 * The answer kept for a request that wrote but whose own answer never left (a lost COMMIT
 * acknowledgement, a process that died after committing): running it again would write twice.
 */
const ANSWER_LOST = {
  status: 409,
  body: { code: 'CONFLICT', message: IDEMPOTENCY_MESSAGES.answerLost } satisfies ErrorBody,
};

/**
 * What to do with a request carrying an Idempotency-Key: run it on `instance` (the job runner's
 * name for this process), or answer as before.
 */
export async function beginKeyedRequest(
  db: Db,
  ref: KeyRef,
  route: string,
  instance: string,
): Promise<Begin> {
  if (await repo.claimKey(db, ref, route, instance, CLAIM_LIMITS)) {
    if (Math.random() < 0.01)
      await repo.deleteKeysOlderThan(db, new Date(Date.now() - REMEMBER_MS));
    return { kind: 'first' };
  }
  const held = await repo.findKey(db, ref, CLAIM_LIMITS);
  // Deleted between the two statements (its request failed): the client may simply retry.
  if (!held) return { kind: 'running' };
  if (held.route !== route) return { kind: 'other-route' };
  // Its instance died after committing: the answer is lost for good, and waiting won't bring it.
  if (held.status === null) {
    return held.committedAt && held.abandoned
      ? { kind: 'replay', ...ANSWER_LOST }
      : { kind: 'running' };
  }
  return { kind: 'replay', status: held.status, body: held.body };
}

/**
 * Remembers a success. A failure forgets the key, so the retry runs the request afresh, unless
 * the request had already committed a write: then the retry is told so instead.
 */
export async function finishKeyedRequest(db: Db, ref: KeyRef, status: number, body: unknown) {
  if (status >= 200 && status < 300) await repo.completeKey(db, ref, status, body);
  else await repo.releaseKey(db, ref, ANSWER_LOST);
}

/** Makes the request's transactions mark its key as they commit (db/commit-marks.ts). */
export const markOnCommit = (ref: KeyRef) => (tx: Db) => repo.markKeyCommitted(tx, ref);
