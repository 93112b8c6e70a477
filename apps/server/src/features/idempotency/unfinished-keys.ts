import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { finishKeyedRequest, type KeyRef } from './idempotency.service';

type Unfinished = { ref: KeyRef; status: number; body: unknown };

export const RETRY_EVERY_MS = 1_000;

/**
 * Keys whose outcome could not be written because the database went away mid-request (the
 * usual reason a request failed in the first place). Until it is written, a retry with the same
 * key is told "still being processed", so this process keeps trying, once a second (a job of
 * the runner, decision 031), until the database is back: the retry then runs afresh (after a
 * failure) or gets the first answer.
 */
export function unfinishedKeys(db: Db, log: FastifyBaseLogger) {
  const waiting = new Map<string, Unfinished>();

  /** Writes what it can; 'idle' when nothing waits, so a quiet second leaves no record. */
  const flush = async (): Promise<'idle' | undefined> => {
    if (waiting.size === 0) return 'idle';
    for (const [id, item] of waiting) {
      try {
        await finishKeyedRequest(db, item.ref, item.status, item.body);
        waiting.delete(id);
      } catch {
        break; // still away; the next run tries again
      }
    }
  };

  return {
    add(item: Unfinished, err: unknown) {
      log.warn({ err }, 'idempotency key outcome not recorded yet; retrying');
      waiting.set(`${item.ref.scope}\n${item.ref.key}`, item);
    },
    flush,
  };
}
