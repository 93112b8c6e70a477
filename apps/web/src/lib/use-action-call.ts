import { useEffect, useRef } from 'react';
import { useFetcher, type SubmitTarget } from 'react-router';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any action's arguments
type AnyAction = (...args: any[]) => Promise<unknown>;
type Waiting<T> = { before: unknown; resolve: (answer: T) => void };

/**
 * The route's action called through a fetcher and awaited for its answer, so a page can toast
 * what the server said, close its dialog or move on once the change is made. It resolves as soon
 * as the answer is in, while the route's loaders read again (unless its shouldRevalidate says
 * otherwise): a page that moves on does not wait for data it leaves. `action` names another
 * route's action; by default it is the page's own. JSON goes as JSON, FormData as a multipart
 * form (a file).
 */
export function useActionCall<A extends AnyAction>(action?: string) {
  type T = Awaited<ReturnType<A>>;
  const fetcher = useFetcher<unknown>();
  const waiting = useRef<Waiting<T> | null>(null);
  const answer = fetcher.data as T | undefined;
  useEffect(() => {
    const pending = waiting.current;
    // The answer to the call before is still there while this one is on its way; the new one
    // arrives with the revalidation that follows it ('loading') or at 'idle'.
    if (!pending || fetcher.state === 'submitting' || answer === undefined) return;
    if (answer === pending.before) return;
    waiting.current = null;
    pending.resolve(answer);
  }, [fetcher.state, answer]);

  // A plain object goes as JSON, where fields left undefined are left out.
  const call = (body: FormData | object) =>
    new Promise<T>((resolve) => {
      waiting.current = { before: answer, resolve };
      const encType = body instanceof FormData ? 'multipart/form-data' : 'application/json';
      void fetcher.submit(body as SubmitTarget, {
        method: 'post',
        encType,
        ...(action ? { action } : {}),
      });
    });
  return { call, isBusy: fetcher.state !== 'idle' };
}
