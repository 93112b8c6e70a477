import { isFulfilled, type Middleware } from '@reduxjs/toolkit';
import { requestKey } from '@/lib/answered-requests';
import type { RootState } from './store';

const FULFILLED = '/fulfilled';

/**
 * Watches a server render's store: the thunks its render dispatched (to wait for them) and the
 * requests that were answered (so the browser does not make them again).
 */
export function createRequestTracker() {
  const pending: Promise<unknown>[] = [];
  const answered: string[] = [];

  const middleware: Middleware<object, RootState> = () => (next) => (action) => {
    const result = next(action);
    if (result instanceof Promise) pending.push(result);
    if (isFulfilled(action)) {
      answered.push(requestKey(action.type.slice(0, -FULFILLED.length), action.meta.arg));
    }
    return result;
  };

  /** Waits for the requests made so far; false when there were none (the render is final). */
  const settle = async (): Promise<boolean> => {
    if (pending.length === 0) return false;
    await Promise.allSettled(pending.splice(0));
    return true;
  };

  return { middleware, settle, answered };
}
