import { isFulfilled, isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { requestKey } from '@/lib/answered-requests';
import type { RootState } from './store';

const SETTLED = /\/(fulfilled|rejected)$/;

type SettledRequest = { type: string; meta: { arg: unknown } };

/**
 * A "not found" is an answer too: the page already says so, and asking again in the browser
 * would only swap it for a spinner and back while the visitor reaches for its links.
 */
function isAnswer(action: unknown): action is SettledRequest {
  if (isFulfilled(action)) return true;
  if (!isRejectedWithValue(action)) return false;
  const failure: unknown = action.payload;
  return (
    typeof failure === 'object' && failure !== null && 'status' in failure && failure.status === 404
  );
}

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
    if (isAnswer(action)) {
      answered.push(requestKey(action.type.replace(SETTLED, ''), action.meta.arg));
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
