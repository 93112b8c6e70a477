import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { Loaded } from '@/lib/route-data';

type Submittable = Parameters<ReturnType<typeof useFetcher>['submit']>[0];
type Waiting<T> = { before: unknown; resolve: (answer: Loaded<T>) => void };

/**
 * Submits to the route's action and answers with what it returned, for a form component that
 * awaits its save (the shared job form places a refusal itself). It resolves as soon as the
 * answer is in, while the route's loaders read again: a page that moves on does not wait for
 * data it leaves. `isSaving` lasts until then.
 */
export function useActionCall<T>() {
  const fetcher = useFetcher<() => Promise<Loaded<T>>>();
  const waiting = useRef<Waiting<T> | null>(null);
  const { state, data } = fetcher;
  useEffect(() => {
    const pending = waiting.current;
    // The answer before stays while this one is on its way; the new one arrives with the
    // reload that follows it ('loading') or at 'idle'.
    if (!pending || state === 'submitting' || data === undefined || data === pending.before) return;
    waiting.current = null;
    pending.resolve(data as Loaded<T>);
  }, [state, data]);
  const call = (body: object) =>
    new Promise<Loaded<T>>((resolve) => {
      waiting.current = { before: data, resolve };
      void fetcher.submit(body as Submittable, { method: 'post', encType: 'application/json' });
    });
  return { call, isSaving: state === 'submitting' };
}
