import { AsyncLocalStorage } from 'node:async_hooks';
import type { Tx } from './transaction';

/** A write to make inside each of a request's transactions, so it commits with them. */
export type CommitMark = (tx: Tx) => Promise<void>;

type Marks = { mark: CommitMark | null };

const requestMarks = new AsyncLocalStorage<Marks>();

/**
 * Opens, for the rest of the current request, a slot for a commit mark, and returns its setter.
 *
 * Why: a COMMIT can succeed while its acknowledgement is lost (the database restarts between
 * the two), so the request fails although its rows exist. Only a row written in that same
 * transaction can tell a retry which happened; the idempotency key's `committed_at` is that row.
 *
 * Call it synchronously at the start of a hook, before any await: `enterWith` then holds for the
 * rest of the request, because the framework chains the handler from inside that call.
 */
export function openCommitMarks(): (mark: CommitMark) => void {
  const marks: Marks = { mark: null };
  requestMarks.enterWith(marks);
  return (mark) => {
    marks.mark = mark;
  };
}

/** The current request's mark, if it set one (`withTransaction` writes it before committing). */
export const currentCommitMark = (): CommitMark | null => requestMarks.getStore()?.mark ?? null;
